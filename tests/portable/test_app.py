"""The app loop: menu navigation, crash isolation, settings that persist, and an idle step."""

import sys

from core import kachina
from firmware import ui
from firmware.factory import make_app
from host_sim.fakeboard import FakeBoard
from host_sim.script import Driver
from support import scenario, scratch


class _Broken(ui.Screen):
    title = "Broken"

    def handle(self, event):
        raise RuntimeError("boom")


def test_the_menu_lists_every_entry_with_its_position():
    app, board, driver = scenario.boot("menu")
    words = scenario.screen_words(board)
    assert words[0].startswith("Companion")
    assert "1/6" in words[0]
    assert words[1:7] == ["Karekare", "Moeraki-Kemu", "Kachina", "Maori dice", "Dice", "Settings"]
    driver.command("prev")
    assert "6/6" in scenario.screen_words(board)[0]


def test_back_home_from_a_resumed_game_the_cursor_is_on_that_game():
    """A game resumed at boot was opened without the cursor: back on the home menu, the cursor
    stood on Karekare, the first entry, and OK opened another game than the one just left."""
    app, board, _ = _kachina_on_screen("cursor_resumed")
    again, again_board, driver = scenario.boot("unused", folder=board.storage_path)
    assert again.active_kind() == "kachina"
    while len(again.stack) > 1:
        driver.command("back")
    assert "3/6" in scenario.screen_words(again_board)[0]
    driver.command("ok")
    assert again.top().title.startswith("Kachina")


def test_ok_on_a_game_is_answered_before_its_screens_are_imported():
    """Issue 30: opening a game imports its screens, about 150 ms of an emulated Pico's time
    with nothing on the display (the slowest press, 185 ms to its frame). The press is
    answered on the hint row first; then the game's screen is drawn."""
    for name in [name for name in sys.modules if name.startswith("firmware.games")]:
        del sys.modules[name]  # as on the home menu, which drops them (App.unload)
    app, board, driver = scenario.boot("opening")
    show, seen = board.display.show, []

    def recorded(full=False):
        show(full)
        seen.append((scenario.screen_words(board), "firmware.games.kachina" in sys.modules))

    board.display.show = recorded
    driver.script("next 2\nok")
    opening = [loaded for words, loaded in seen if words[-1] == "Opening Kachina\u2026"]
    assert opening == [False]  # drawn once, before the import
    assert seen[-1][0][0].startswith("Kachina") and seen[-1][1]


def test_a_crashing_screen_shows_an_error_and_returns_to_the_menu():
    app, board, driver = scenario.boot("crash")
    app.push(_Broken(app.context))
    driver.command("ok")
    words = " ".join(scenario.screen_words(board))
    assert "RuntimeError: boom" in words
    assert app.crashes == 1
    driver.command("ok")
    assert scenario.screen_words(board)[0].startswith("Companion")
    assert len(app.stack) == 1


def test_brightness_setting_is_saved_and_used_after_reboot():
    app, board, driver = scenario.run("bright", "prev\nok\nok\nhold next 1000\nok\n")
    value = app.settings["brightness"]
    assert value > 64
    again, _, _ = scenario.boot("bright", folder=board.storage_path)
    assert again.settings["brightness"] == value
    assert again.leds.brightness == value


def test_dice_screen_rolls_and_counts():
    app, board, driver = scenario.run("dice", "next 4\nok\nok\nok\nok\n")
    assert app.roll_log.total == 3
    words = scenario.screen_words(board)
    assert words[5].startswith("n=3 ") and words[6].startswith("too few ")
    scenario.check("dice_after_three_rolls", board)


def test_idle_steps_draw_nothing_and_write_no_leds():
    app, board, driver = scenario.boot("idle")
    frames, writes = board.display.frames, board.pixels.writes
    driver.run(5000)
    assert board.display.frames == frames
    assert board.pixels.writes == writes


def test_back_at_the_top_stays_and_long_back_without_a_game_is_harmless():
    app, board, driver = scenario.boot("top")
    driver.command("back")
    driver.command("long back")
    assert len(app.stack) == 1
    assert app.crashes == 0
    assert scenario.screen_words(board)[0].startswith("Companion")


def test_the_led_count_is_a_setting_the_patterns_follow():
    app, board, driver = scenario.run("led_count", "prev\nok\nnext 2\nok\nhold prev 1200\nok\nok")
    count = app.settings["pixels"]
    assert count == 16
    # The boards read it at start; here the fake board is made with that count.
    for script in ("karekare_era_end", "moeraki_marae", "maori_example1"):
        folder = scratch.fresh_dir("led_count_" + script)
        board = FakeBoard(folder, 1, count)
        app = make_app(board)
        app.step(0)
        Driver(app, board).play("tests/sessions/{}.script".format(script))
        assert app.crashes == 0, scenario.error_shown(app)
        assert board.pixels.writes > 0 and len(board.pixels.shown) == 16


def _kachina_on_screen(name):
    """A Kachina game of three plays, saved, with its scoreboard on screen."""
    app, board, driver = scenario.boot(name)
    app.start("kachina", kachina.settings(["Ana", "Ben"]))
    for action in (kachina.first(0), kachina.turn(1, 2, 0), kachina.turn(0, 3, 4)):
        assert app.act("kachina", action)
    app.home.open("kachina")
    return app, board, driver


def test_undo_and_redo_from_the_menu_are_saved_and_survive_a_reboot():
    app, board, driver = _kachina_on_screen("redo_saved")
    driver.script("ok\nback\nnext 6\nok")  # the action menu's Undo, past the turn it opens
    assert app.sessions["kachina"].count == 2
    again, _, _ = scenario.boot("unused", folder=board.storage_path)
    assert again.session("kachina").count == 2
    assert again.session("kachina").redo_stack == [("turn", 0, 3, 4)]
    driver.script("long ok")  # hold OK on the undo's note redoes
    assert app.sessions["kachina"].count == 3
    again, again_board, _ = scenario.boot("unused", folder=board.storage_path)
    session = again.session("kachina")
    assert session.count == 3 and not session.redo_stack
    assert session.standings()["scores"] == [8, 2]
    assert scenario.saved(again, "kachina").game_log()[-1] == "Ana: row 3 + column 4 = 7 (total 8)"


def test_holding_back_undoes_only_on_a_scoreboard_or_its_action_menu():
    app, board, driver = _kachina_on_screen("hold_back")
    driver.script("ok\nprev 4\nok")  # History
    driver.command("long back")  # leaves History; undoes nothing
    assert app.sessions["kachina"].count == 3
    driver.script("ok")  # an action's entry screen from the menu: its first action
    entry = app.top()
    driver.command("long back")
    assert app.sessions["kachina"].count == 3 and app.top() is not entry
    driver.command("long back")  # on the action menu: undo
    assert app.sessions["kachina"].count == 2
    driver.command("long back")  # on the scoreboard: undo
    assert app.sessions["kachina"].count == 1


class _Counting(ui.Screen):
    """Counts its on_top() calls."""

    def __init__(self, app):
        super().__init__(app)
        self.tops = 0

    def on_top(self):
        self.tops += 1


def test_a_screen_is_told_when_it_comes_back_to_the_top_and_only_then():
    app, board, driver = scenario.boot("on_top")
    under = _Counting(app.context)
    app.push(under)
    app.push(ui.Notice(app.context, "Note", "a notice over it"))
    driver.command("ok")  # the notice closes
    assert app.top() is under and under.tops == 1
    fresh = _Counting(app.context)
    app.push(ui.Choice(app.context, "Pick", ["one"], lambda index: app.push(fresh)))
    driver.command("ok")  # the choice closes and opens another screen in its place
    assert app.top() is fresh and (under.tops, fresh.tops) == (1, 0)
    driver.command("back")
    assert app.top() is under and under.tops == 2
