"""core/games.py: the score-keeping games by journal kind, imported on demand, each registered
there once and read by the home menu, the scoreboards and the fuzz goals (the command line:
tests/host/test_registry.py)."""

from core import results
from core.games import GAMES, TABLE
from firmware.home import ENTRIES
from saves import journal
from support import finished, fuzz, scenario


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


def test_each_game_of_the_table_has_rules_with_an_outcome():
    for _, kind, _ in TABLE:
        session = journal.Session(GAMES[kind], finished.SETTINGS[kind])
        assert results.outcome(kind, session.standings())["over"] is False, kind


def test_the_home_menu_opens_each_game_of_the_table_on_its_scoreboard():
    for entry in TABLE:
        title, kind, _ = entry
        assert entry in ENTRIES
        app, board, driver = scenario.boot("table_" + kind)
        app.home.open(kind)
        top = app.top()
        assert (type(top).__name__, top.spec.kind, top.undoes) == ("GameScreen", kind, kind)
        app.step(1)
        assert scenario.screen_words(board)[0] == title


def test_the_fuzz_reaches_the_menu_of_each_game_of_the_table():
    for title, _, _ in TABLE:
        assert (title, fuzz.MENU) in fuzz.GOALS
