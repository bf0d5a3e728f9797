"""Finished games on the device (issue 31): the action menu's Finished games lists the kind's
kept finished games, newest first, each readable (its result and final standings), and OK on one
starts a new game with its players (Same players again, with that game's settings).

Rulebooks: ../shared/rules/003_fb0045c4cf4505da.txt (Kachina, End of the Game: "The player
with the highest score wins the game"; Setup: "a randomly selected player takes the first
turn"), 000_88847eb29f9075ad.txt (Karekare, End of the Game: "the tied players share the
victory").
"""

from core import kachina, tally
from support import finished, scenario


def _play(app, names, actions):
    app.start("kachina", kachina.settings(names))
    for action in actions:
        assert app.act("kachina", action)


def _two_kept(name):
    """Three finished Kachina games, the first two kept apart (1-kachina: Ana 1, Ben 2; 2-kachina:
    Cai 5, Dee 3), the third still on its scoreboard, and a Moeraki-Kemu game kept too."""
    app, board, driver = scenario.boot(name)
    _play(app, ["Ana", "Ben"], [kachina.first(0), kachina.turn(1, 2, 0), kachina.end()])
    _play(app, ["Cai", "Dee"], [kachina.first(0), kachina.turn(1, 3, 0), kachina.turn(0, 4, 0),
                                kachina.end()])
    _play(app, ["Eru", "Fay"], [kachina.first(1), kachina.turn(0, 2, 0), kachina.end()])
    app.start("moeraki", finished.SETTINGS["moeraki"])
    for action in finished.actions("moeraki", app.session("moeraki").state):
        assert app.act("moeraki", action)
    app.start("moeraki", finished.SETTINGS["moeraki"])  # keeps the finished one: 3-moeraki
    assert app.storage.finished() == ["1-kachina", "2-kachina", "3-moeraki"]
    driver.script("next 2\nok\nok")  # home: Kachina; a finished game: OK opens its menu
    return app, board, driver


def _pick(app, driver, label):
    menu = app.top()
    driver.script("next {}\nok".format(menu.labels.index(label) - menu.index))


def test_the_results_read_in_words_best_first():
    """Karekare, End of the Game: tied players share the victory, and rank together."""
    play = {"players": ["A", "B", "C"], "scores": [9, 4, 9], "winners": ["A", "C"]}
    assert tally.result(play) == "A and C share the victory"
    assert tally.standings(play) == ["1 A: 9", "1 C: 9", "3 B: 4"]
    play = {"players": ["Ana", "Ben"], "scores": [1, 2], "winners": ["Ben"]}
    assert (tally.result(play), tally.standings(play)) == ("Ben wins", ["1 Ben: 2", "2 Ana: 1"])
    assert tally.result({"players": ["Ana"], "scores": [0], "winners": []}) == "no winner"


def test_finished_games_lists_the_kinds_kept_games_newest_first():
    """Kachina, End of the Game: the highest score wins (Cai 5 over Dee 3, Ben 2 over Ana 1)."""
    app, board, driver = _two_kept("finished_list")
    menu = app.top()
    assert menu.labels.index("Finished games") == menu.labels.index("History") + 1
    _pick(app, driver, "Finished games")
    assert app.top().labels == ["2 Cai wins", "1 Ben wins"]  # not the Moeraki-Kemu game
    assert all(len(label) <= 21 for label in app.top().labels)
    driver.command("ok")
    assert scenario.screen_words(board) == [
        "Game 2", "Cai wins", "1 Cai: 5", "2 Dee: 3", "", "", "", "OK same players again"]
    driver.script("back\nnext\nok")
    assert scenario.screen_words(board)[1:4] == ["Ben wins", "1 Ben: 2", "2 Ana: 1"]


def test_ok_on_a_finished_game_starts_its_players_again():
    """Kachina, Setup: the new game's first player is drawn at random (the spec's rematch)."""
    app, board, driver = _two_kept("finished_again")
    _pick(app, driver, "Finished games")
    driver.script("ok\nok")  # 2-kachina: Cai and Dee again, over the finished Eru and Fay?
    assert scenario.screen_words(board)[0].startswith("Same players again?")
    driver.script("next\nok")  # Start it (a stray OK there is 'Not now')
    session = app.session("kachina")
    assert session.settings == kachina.settings(["Cai", "Dee"])
    assert not session.standings()["over"] and session.count == 1  # the draw
    assert "plays first" in app.toast.text
    assert app.top() is app.stack[1] and scenario.screen_words(board)[0].startswith("Kachina")
    assert app.storage.finished()[-1] == "4-kachina"  # Eru and Fay's game, kept in turn


def test_over_a_game_in_progress_it_asks_first():
    app, board, driver = _two_kept("finished_ask")
    driver.script("back")
    _play(app, ["Gus", "Hana"], [kachina.first(0)])  # a game in progress (the third is kept)
    driver.script("ok\nback")  # OK opens the next turn over the menu; BACK is the menu
    _pick(app, driver, "Finished games")
    assert app.top().labels[0] == "4 Eru wins"
    driver.script("next\nok\nok")  # 2-kachina
    assert scenario.screen_words(board)[0].startswith("Replace this game?")
    driver.command("ok")  # Keep it
    assert app.session("kachina").settings["names"] == ["Gus", "Hana"]
    driver.script("ok\nnext\nok")  # Same players
    assert app.session("kachina").settings["names"] == ["Cai", "Dee"]
    assert app.top() is app.stack[1]


def test_none_kept_says_so_and_an_unreadable_one_is_a_line():
    app, board, driver = scenario.boot("finished_none")
    _play(app, ["Ana", "Ben"], [kachina.first(0), kachina.turn(1, 2, 0), kachina.end()])
    driver.script("next 2\nok\nok")
    menu = app.top()
    _pick(app, driver, "Finished games")
    assert app.top() is menu and app.toast.text == "no finished games kept"
    _play(app, ["Cai", "Dee"], [kachina.first(0)])
    with open(app.storage.path("history/1-kachina"), "w") as f:
        f.write("not a journal\n")
    driver.script("back\nok\nback")
    _pick(app, driver, "Finished games")
    assert app.top().labels == ["1 cannot be read"]
    driver.command("ok")
    assert app.toast.text.startswith("game 1 cannot be read")
    assert app.top().labels == ["1 cannot be read"]
