"""main.py: the loop, the error log and reset, crashes counted only when something crashed,
and safe mode after three in a row, where nothing done is final."""

import os

from core import kachina
from firmware import main
from firmware.crashlog import LOG_CAP, RECORD, CrashLog
from host_sim.fakeboard import FakeBoard, RetainedWord
from saves import config
from saves.storage import Storage
from support import scenario, scratch
from support.played import Played, load


class _Failing(FakeBoard):
    """A board whose buttons fail: the exception escapes App.step, so main.py must catch it."""

    def __init__(self, folder):
        super().__init__(folder)
        self.buttons.pending = self._broken

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
    for number in (1, 2):  # a set brought back leaves no folder, and its number is not reused
        _crash_three_times(folder)
        # "Set aside Kachina", the game that was open; then a healthy run. That clears the game
        # to resume, so the second time the entry is "Set all games aside".
        board = _Presses(folder, [NEXT, OK])
        main.run(board, steps=1100)
        words = " ".join(scenario.screen_words(board))
        assert "kept as set {}".format(number) in words, words
        assert ("Kachina is kept" in words) == (number == 1), words
        assert "kachina" not in os.listdir(folder)
        # After a restart: Settings, the last entry of the home menu; Restore games, the third
        # from last of Settings; the newest set, of one game.
        board = _Presses(folder, [PREV, OK, PREV, PREV, PREV, OK, OK])
        main.run(board, steps=200)
        words = " ".join(scenario.screen_words(board))
        assert "Kachina of set {} is back".format(number) in words, words
        with open(folder + "/kachina") as f:
            assert f.read() == saved


_REAL_OPEN = open


def _refusing(path, mode="r"):
    """open for a flash whose folder takes no new file (littlefs: errno 36)."""
    if "r" not in mode:
        raise OSError(36)
    return _REAL_OPEN(path, mode)


def _flash_refusing(run):
    from firmware import crashlog

    crashlog.open = _refusing
    try:
        run()
    finally:
        del crashlog.open


def test_a_flash_that_takes_no_log_never_stops_a_boot_or_a_reset():
    folder = scratch.fresh_dir("main_full")
    _kachina_saved(folder)
    boards = []

    def boots():
        for _ in range(3):
            board = FakeBoard(folder)
            board.watchdog = True
            main.run(board, steps=20)  # must return: no exception leaves main.run
            boards.append(board)
        failing = _Failing(folder)
        main.run(failing, steps=5)
        boards.append(failing)

    _flash_refusing(boots)
    for board in boards[:3]:
        assert _title(board).startswith("Turn: ")  # the Kachina game, resumed on its next turn
    assert boards[3].resets == 1


def test_the_count_is_made_at_boot_so_a_full_flash_still_reaches_safe_mode():
    folder = scratch.fresh_dir("main_full_count")
    _kachina_saved(folder)
    main.run(FakeBoard(folder), steps=5)  # a first boot, while the flash has room
    assert "crashes" in os.listdir(folder)
    boards = []

    def crashes():  # the count's file is rewritten in place, as a full littlefs allows
        from firmware import crashlog

        crashlog.open = lambda path, mode="r": (
            _REAL_OPEN(path, mode) if path.endswith("/crashes") else _refusing(path, mode))
        for _ in range(3):
            main.run(_Failing(folder), steps=5)
        boards.append(FakeBoard(folder))
        main.run(boards[0], steps=3)

    _flash_refusing(crashes)
    assert _title(boards[0]).startswith("Safe mode")


def _record(folder):
    with open(folder + "/crashes") as f:
        return f.read()


def test_the_count_is_a_record_that_never_changes_size():
    folder = scratch.fresh_dir("main_record")
    main.run(FakeBoard(folder), steps=5)
    sizes = {len(_record(folder))}
    for _ in range(3):
        main.run(_Failing(folder), steps=5)  # counted, and marked as a reset main.py asked for
        sizes.add(len(_record(folder)))
    board = FakeBoard(folder)
    main.run(board, steps=3)
    assert _title(board).startswith("Safe mode")
    assert sizes == {len(RECORD.format(0, 0))} and _record(folder) == RECORD.format(3, 0)


def test_an_older_record_still_counts():
    folder = scratch.fresh_dir("main_old_record")
    with open(folder + "/crashes", "w") as f:
        f.write("2 reset")  # written by the firmware before the fixed-size record
    assert CrashLog(folder).boot() == 2
    assert _record(folder) == RECORD.format(2, 0)


def test_with_no_file_the_retained_word_counts_to_safe_mode():
    folder = scratch.fresh_dir("main_retained")
    chip = RetainedWord()  # what the Pico's watchdog scratch register keeps over a reset

    def crashes():
        for _ in range(3):
            board = _Failing(folder)
            board.retained = chip
            main.run(board, steps=5)

    _flash_refusing(crashes)  # no count file can be made
    assert "crashes" not in os.listdir(folder)
    board = FakeBoard(folder, retained=chip)
    main.run(board, steps=3)
    assert _title(board).startswith("Safe mode")
    # The file is made once the flash takes it: a power-on, which clears the word, keeps it.
    assert _record(folder) == RECORD.format(3, 0)


class _Interrupted(FakeBoard):
    """Ctrl-C from the computer (companion pull or push) while the app runs."""

    def __init__(self, folder):
        super().__init__(folder)
        self.handed = False
        self.buttons.read = self._interrupt

    def _interrupt(self):
        raise KeyboardInterrupt

    def handed_over(self):
        self.handed = True


def test_ctrl_c_hands_the_board_over_without_a_crash():
    folder = scratch.fresh_dir("main_interrupted")
    board = _Interrupted(folder)
    try:
        main.run(board, steps=5)
        raise AssertionError("KeyboardInterrupt did not reach the REPL")
    except KeyboardInterrupt:
        pass
    assert board.handed and board.resets == 0
    assert CrashLog(folder).boot() == 0


def test_ctrl_c_between_a_recorded_press_frame_and_its_write_still_writes_it():
    """The computer takes the REPL (companion pull) just as a turn's frame is shown, before the
    turn is appended (App._write): the turn is on flash before the computer reads it."""
    folder = scratch.fresh_dir("main_interrupted_write")
    _kachina_saved(folder)  # resumes on Bo's turn: row, column, OK records it
    board = _Presses(folder, [NEXT, NEXT, OK, NEXT, OK])
    show = board.display.show

    def shown(full=False):
        show(full)
        if board.now > 5 * 200:  # the frame of the last OK: the turn recorded in memory
            raise KeyboardInterrupt

    board.display.show = shown
    try:
        main.run(board, steps=1000)
        raise AssertionError("KeyboardInterrupt did not reach the REPL")
    except KeyboardInterrupt:
        pass
    with open(folder + "/kachina") as f:
        played = load(f.read(), {"kachina": kachina})[0]
    assert [action[0] for action in played.actions] == ["first", "turn"]


def test_the_first_frame_comes_before_the_boots_flash_write():
    folder = scratch.fresh_dir("main_first_frame")
    board = FakeBoard(folder)
    seen = []
    show = board.display.show

    def shown(full=False):
        seen.append("crashes" in os.listdir(folder))
        show(full)

    board.display.show = shown
    main.run(board, steps=3)
    assert seen[0] is False  # the home menu, drawn before the record was made
    assert _record(folder) == RECORD.format(0, 0)  # made right after it
