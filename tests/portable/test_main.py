"""main.py: the loop, the error log and reset, and safe mode after three quick crashes."""

import os

import scenario
import scratch

from core import journal, kachina
from firmware import main
from firmware.crashlog import LOG_CAP, CrashLog
from host_sim.fakeboard import FakeBoard


class _Failing(FakeBoard):
    """A board whose buttons fail: the exception escapes App.step, so main.py must catch it."""

    def __init__(self, folder):
        super().__init__(folder)
        self.buttons.read = self._broken

    def _broken(self):
        raise OSError("button bus fault")


class _PressOk(FakeBoard):
    """Holds OK from 100 to 200 ms on the fake clock."""

    def idle(self):
        super().idle()
        self.buttons.mask = 4 if 100 <= self.now < 200 else 0


def test_a_healthy_run_clears_the_crash_count():
    folder = scratch.fresh_dir("main_ok")
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


def test_three_quick_crashes_start_safe_mode_which_sets_saves_aside():
    folder = scratch.fresh_dir("main_safe")
    session = journal.Session(kachina, kachina.settings(["Ana", "Bo"]))
    session.do(kachina.first(0))
    with open(folder + "/kachina", "w") as f:
        f.write(journal.dumps(session))
    for _ in range(3):
        main.run(_Failing(folder), steps=5)
    app, board, driver = scenario.boot("unused", folder=folder)
    assert scenario.screen_words(board)[0] == "Companion 1/6"  # make_app alone never goes safe
    board = _PressOk(folder)
    main.run(board, steps=3)
    assert scenario.screen_words(board)[0].startswith("Safe mode")
    main.run(board, steps=40)  # a new boot, still in safe mode: OK picks "Set saves aside"
    assert "Saved games were renamed" in " ".join(scenario.screen_words(board))
    assert "kachina.aside" in os.listdir(folder)
    assert "kachina" not in os.listdir(folder)
