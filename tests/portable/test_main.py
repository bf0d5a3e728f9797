"""main.py: the loop, the error log and reset, crashes counted only when something crashed,
and safe mode after three in a row, where nothing done is final."""

import os

import scenario
import scratch
from played import Played

from core import kachina
from firmware import config, main
from firmware.crashlog import LOG_CAP, CrashLog
from firmware.storage import Storage
from host_sim.fakeboard import FakeBoard


class _Failing(FakeBoard):
    """A board whose buttons fail: the exception escapes App.step, so main.py must catch it."""

    def __init__(self, folder):
        super().__init__(folder)
        self.buttons.read = self._broken

    def _broken(self):
        raise OSError("button bus fault")


class _Presses(FakeBoard):
    """Presses the buttons of a script, one every 200 ms of fake time: (mask, ...)."""

    def __init__(self, folder, masks):
        super().__init__(folder)
        self.masks = masks

    def idle(self):
        super().idle()
        slot = self.now // 200 - 1
        within = self.now % 200 < 60
        self.buttons.mask = self.masks[slot] if 0 <= slot < len(self.masks) and within else 0


PREV, NEXT, OK = 1, 2, 4


def _kachina_saved(folder):
    """A Kachina game in progress, the one to resume at boot."""
    with open(folder + "/kachina", "w") as f:
        f.write(Played(kachina, kachina.settings(["Ana", "Bo"]), [kachina.first(0)]).text())
    config.save(Storage(folder), {"current": "kachina"})


def _crash_three_times(folder):
    for _ in range(3):
        main.run(_Failing(folder), steps=5)


def _title(board):
    return scenario.screen_words(board)[0]


def test_a_healthy_run_clears_the_crash_count():
    folder = scratch.fresh_dir("main_ok")
    main.run(_Failing(folder), steps=5)
    assert CrashLog(folder).boot() == 1
    board = FakeBoard(folder)
    main.run(board, steps=1100)  # 11 s of fake time
    assert board.resets == 0
    assert board.display.frames >= 1
    assert CrashLog(folder).boot() == 0


def test_an_escaped_exception_is_logged_and_the_board_reset():
    folder = scratch.fresh_dir("main_crash")
    board = _Failing(folder)
    main.run(board, steps=50)
    assert board.resets == 1
    log = CrashLog(folder).text()
    assert "button bus fault" in log and "OSError" in log


def test_the_error_log_is_capped():
    folder = scratch.fresh_dir("main_cap")
    log = CrashLog(folder)
    log.boot()
    for i in range(100):
        log.record(ValueError("x" * 50), i)
    assert len(log.text()) == LOG_CAP
    assert log.text().endswith("x" * 50 + "\n")


def test_short_power_ons_are_not_crashes():
    folder = scratch.fresh_dir("main_short")
    _kachina_saved(folder)
    for _ in range(5):
        board = FakeBoard(folder)
        main.run(board, steps=20)  # unplugged after 0.2 s
    assert _title(board).startswith("Turn: ")  # the game resumed on its next turn
    assert CrashLog(folder).boot() == 0


def test_a_watchdog_reset_is_a_crash_and_a_reset_main_asked_for_counts_once():
    folder = scratch.fresh_dir("main_watchdog")
    main.run(_Failing(folder), steps=5)  # one crash, then main.py resets the board
    board = FakeBoard(folder)
    board.watchdog = True  # as on the RP2040, where machine.reset() is a watchdog reset
    main.run(board, steps=5)
    assert CrashLog(folder).boot() == 1
    board = FakeBoard(folder)
    board.watchdog = True  # the loop stopped and the watchdog bit
    main.run(board, steps=5)
    assert CrashLog(folder).boot() == 2
    assert "stopped responding" in CrashLog(folder).text()


def test_after_three_crashes_safe_mode_offers_to_continue_first():
    folder = scratch.fresh_dir("main_continue")
    _kachina_saved(folder)
    _crash_three_times(folder)
    app, board, driver = scenario.boot("unused", folder=folder)
    assert _title(board).startswith("Turn: ")  # make_app alone never goes safe: resumed
    board = _Presses(folder, [OK])
    main.run(board, steps=3)
    words = scenario.screen_words(board)
    assert words[0].startswith("Safe mode") and words[1] == "Continue"
    assert words[7] == "3 crashes in a row"
    main.run(board, steps=40)  # a new boot, still in safe mode: OK continues
    assert _title(board).startswith("Turn: ")  # the game resumed on its next turn
    assert "kachina" in os.listdir(folder)


def test_setting_games_aside_and_restoring_them_twice_brings_every_game_back():
    folder = scratch.fresh_dir("main_aside")
    _kachina_saved(folder)
    with open(folder + "/kachina") as f:
        saved = f.read()
    for _ in range(2):
        _crash_three_times(folder)
        board = _Presses(folder, [NEXT, OK])  # "Set games aside"; then a healthy run
        main.run(board, steps=1100)
        words = " ".join(scenario.screen_words(board))
        assert "kept as set 1" in words, words  # a set brought back leaves no folder
        assert "kachina" not in os.listdir(folder)
        # After a restart: Settings, the last entry of the home menu; Restore games, the last
        # but one of Settings; the newest set.
        board = _Presses(folder, [PREV, OK, PREV, PREV, OK, OK])
        main.run(board, steps=200)
        words = " ".join(scenario.screen_words(board))
        assert "set 1 are back" in words, words
        with open(folder + "/kachina") as f:
            assert f.read() == saved
