"""core/games.py: the score-keeping games by journal kind, imported on demand."""

from core import kachina, karekare, moeraki
from core.games import GAMES


def test_each_kind_gives_its_rules_module():
    assert (GAMES["karekare"], GAMES["moeraki"], GAMES["kachina"]) == (karekare, moeraki, kachina)
    assert GAMES.get("kachina") is kachina and "moeraki" in GAMES
    assert list(GAMES) == ["kachina", "karekare", "moeraki"]  # sorted, as saved lists are


def test_an_unknown_kind_is_a_key_error_not_a_crash_later():
    """A journal of another kind (Maori keeps none, chess is no game of ours) is refused here."""
    assert GAMES.get("maori") is None and GAMES.get("chess", "none") == "none"
    assert "chess" not in GAMES
    try:
        GAMES["chess"]
    except KeyError:
        return
    raise AssertionError("GAMES['chess'] must raise KeyError")
