"""core/games.py: the score-keeping games by journal kind, imported on demand."""

from core.games import GAMES


def test_each_kind_gives_its_rules_module():
    # By KIND, not identity: the app drops game modules at the home menu, so another test may
    # have made a fresh import.
    for kind in ("karekare", "moeraki", "kachina"):
        assert (GAMES[kind].KIND, GAMES.get(kind).KIND, kind in GAMES) == (kind, kind, True)
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
