"""The home menu at rest on a saved game reads it ahead (firmware/home.py, App.ready).

Issue 33: on the emulated Pico, OK on a saved game drew its screen 134-171 ms after the press
(imports, the journal read, the frame), against 100. The cursor at rest reads the game ahead, a
step a loop, so that OK only draws it; what needs more than a quiet read waits for the press.
"""

import sys

from core import kachina
from firmware import ui
from firmware.home import REST_MS
from support import scenario

MODULE = "firmware.games.kachina"
REST = "wait {}".format(REST_MS + 200)  # a pause on an entry, the loop's steps in it
QUICK = (REST_MS // 5, REST_MS // 5)  # press and gap ms: the next press acts before the rest
PACE = (80, 120)  # a player's


def _saved_kachina(name):
    """Back on the home menu from a Kachina game of three plays, the cursor on it, not yet at
    rest; the driver presses QUICK."""
    for module in [module for module in sys.modules if module.startswith("firmware.games")]:
        del sys.modules[module]  # an earlier test's: the app would count them as the menu's
    app, board, driver = scenario.boot(name)
    app.start("kachina", kachina.settings(["Ana", "Ben"]))
    for action in (kachina.first(0), kachina.turn(1, 2, 0), kachina.turn(0, 3, 4)):
        assert app.act("kachina", action)
    app.home.open("kachina")
    driver.press_ms, driver.gap_ms = QUICK
    driver.command("back")
    assert app.stack == [app.home] and app.home.index == 2
    assert MODULE not in sys.modules and not app.sessions
    return app, board, driver


def _shown(board):
    """The screen's words at every frame shown from now on."""
    show, seen = board.display.show, []

    def recorded(full=False):
        show(full)
        seen.append(scenario.screen_words(board))

    board.display.show = recorded
    return seen


def test_scrolling_faster_than_the_rest_reads_nothing_ahead():
    app, board, driver = _saved_kachina("ahead_scroll")
    driver.script("prev\nnext\nprev\nnext")
    assert app.home.index == 2
    assert MODULE not in sys.modules and not app.sessions


def test_scrolling_at_a_players_pace_reads_ahead_between_presses_and_keeps_each():
    app, board, driver = _saved_kachina("ahead_pace")
    for pace in ((40, 60), PACE):  # fast fingers, then a player's pace
        driver.press_ms, driver.gap_ms = pace
        driver.script("prev\nnext\nprev\nnext")
        assert app.home.index == 2, pace
        assert app.sessions["kachina"].count == 3, pace  # read between two presses
    driver.script("next\nprev\nok")  # the Maori dice had nothing to read; Kachina is opened
    assert app.top().title.startswith("Kachina") and app.sessions["kachina"].count == 3


def test_at_rest_on_a_saved_game_it_is_read_before_its_ok():
    app, board, driver = _saved_kachina("ahead_rest")
    driver.command(REST)
    assert MODULE in sys.modules and app.sessions["kachina"].count == 3
    seen = _shown(board)
    driver.command("ok")
    assert [words[-1] for words in seen[:-1]] == ["Opening Kachina\u2026"]  # as when read then
    assert seen[-1][0].startswith("Kachina")
    assert app.sessions["kachina"].redo_stack == []


def test_the_game_read_ahead_is_drawn_as_the_one_read_at_its_press():
    pictures = []
    for name, rest in (("ahead_cold", ""), ("ahead_warm", REST + "\n")):
        app, board, driver = _saved_kachina(name)
        driver.script(rest + "ok")
        pictures.append(scenario.picture(board))
        driver.press_ms, driver.gap_ms = PACE
        driver.script("ok\nback\nnext 6\nok")  # the action menu's Undo, past the turn it opens
        assert app.sessions["kachina"].count == 2, name
        pictures.append(scenario.picture(board))
    assert pictures[:2] == pictures[2:]


def test_moving_on_drops_what_was_read_ahead():
    app, board, driver = _saved_kachina("ahead_moved")
    driver.script(REST + "\nnext\n" + REST)  # on to the Maori dice, no game saved
    assert MODULE not in sys.modules and not app.sessions
    driver.script("prev\n" + REST)
    assert MODULE in sys.modules and app.sessions["kachina"].count == 3


def test_an_entry_opened_before_its_rest_drops_the_game_read_for_another():
    app, board, driver = _saved_kachina("ahead_opened")
    driver.script(REST + "\nnext\nok")  # the Maori dice, opened before the menu rests on them
    assert app.top().title.startswith("Maori")
    assert MODULE not in sys.modules and not app.sessions


def test_a_save_that_needs_more_than_reading_waits_for_its_press():
    app, board, driver = _saved_kachina("ahead_damaged")
    with open(app.storage.path("kachina"), "a") as f:
        f.write('{"torn')  # a last line cut short by a power cut
    driver.command(REST)
    assert app.stack == [app.home] and not app.pending and "kachina" not in app.sessions
    driver.press_ms, driver.gap_ms = PACE
    driver.command("ok")
    top = app.top()
    assert isinstance(top, ui.Notice) and "cut off" in " ".join(top.lines)
    assert app.sessions["kachina"].count == 3
