"""Finished games: their outcome in one shape (core/results.py), and the device's history of
the last few, kept when a new game replaces a finished one (Storage.archive, App.start)."""

from core import results
from core.games import GAMES
from saves import journal
from saves.sessions import FINISHED_KEPT
from saves.storage import Storage
from support import finished, scenario, scratch


def test_the_outcome_of_each_kind_before_and_after_its_end():
    """Karekare, The End of the Game: the most honor wins; Moeraki-Kemu, E. The Moeraki-Scale:
    the first to 3 victories on Uira wins; Kachina: the highest score when the game ends."""
    for kind in GAMES:
        session = journal.Session(GAMES[kind], finished.SETTINGS[kind])
        start = results.outcome(kind, session.standings())
        assert (start["over"], start["winners"]) == (False, []), kind
        assert start["players"] == finished.OUTCOMES[kind]["players"]
        end = results.outcome(kind, finished.play(session).standings())
        assert end == finished.OUTCOMES[kind], (kind, end)


def test_the_history_keeps_the_newest_games_numbered_in_order():
    storage = Storage(scratch.fresh_dir("history_keep"))
    assert storage.history() == []
    for count in range(1, 8):
        session = journal.Session(GAMES["kachina"], {"names": ["P{}".format(count), "Q"]})
        storage.create("kachina", session)
        assert storage.archive("kachina", 5) == "{}-kachina".format(count)
    assert storage.history() == ["{}-kachina".format(n) for n in range(3, 8)]
    newest, _ = storage.read_session("history/7-kachina", GAMES["kachina"])
    assert newest.settings["names"] == ["P7", "Q"]
    assert not storage.load_session("kachina", GAMES["kachina"])[0]  # nothing in progress


def _finish(app, kind):
    app.start(kind, finished.SETTINGS[kind])
    session = app.session(kind)
    for action in finished.actions(kind, session.state):
        assert app.act(kind, action)
    return session


def test_a_new_game_keeps_the_finished_game_it_replaces():
    app, board, driver = scenario.boot("history_app")
    _finish(app, "moeraki")
    app.start("moeraki", finished.SETTINGS["moeraki"])
    assert app.storage.history() == ["1-moeraki"]
    kept, _ = app.storage.read_session("history/1-moeraki", GAMES["moeraki"])
    assert results.outcome("moeraki", kept.standings()) == finished.OUTCOMES["moeraki"]
    # A game still in progress is replaced as before: it is not a finished game.
    app.start("moeraki", finished.SETTINGS["moeraki"])
    assert app.storage.history() == ["1-moeraki"]
    for _ in range(FINISHED_KEPT + 1):
        _finish(app, "kachina")
    app.start("kachina", finished.SETTINGS["kachina"])
    # Seven finished games in all: the moeraki one and the first kachina one are gone.
    kept = app.storage.history()
    assert kept == ["{}-kachina".format(n) for n in range(3, FINISHED_KEPT + 3)]


def test_statistics_rest_on_the_finished_games_of_the_kind():
    """The menu's Statistics: the kept finished games and the finished game still open, of
    this kind only (Kachina's finished game: Ana 1, Ben 2, Ben wins)."""
    app, board, driver = scenario.boot("history_stats")
    _finish(app, "kachina")
    _finish(app, "kachina")  # the first one goes to the history; this one is still open
    _finish(app, "moeraki")  # another kind: not counted
    # Home: Kachina; OK opens the menu's first entry, the ranking; BACK reaches the menu.
    driver.script("next 2\nok\nok\nback")
    menu = app.top()
    driver.script("next {}\nok".format(len(menu.labels) - 1 - menu.index))
    assert scenario.screen_words(board)[:6] == [
        "Statistics", "Kachina: 2 plays", "Ana: won 0 of 2, avg 1.0",
        "Ben: won 2 of 2, avg 2.0", "", ""]
    with open(app.storage.path("history/1-kachina"), "w") as f:
        f.write("not a journal\n")
    driver.script("back\nok")
    assert scenario.screen_words(board)[1:5] == [
        "Kachina: 1 play", "Ana: won 0 of 1, avg 1.0", "Ben: won 1 of 1, avg 2.0",
        "1 kept game could not be"]
