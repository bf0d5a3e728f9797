"""The watchdog on the emulated Pico: a step that hangs is reset by it (a new chip on the same
flash, the reset reason kept), counted as one crash in a row, and the app comes back; power-ons
are never crashes, so three short ones in a row never open safe mode."""

import pytest
from conftest import record_report
from pico_case import boot, words

from firmware.crashlog import RECORD

pytestmark = pytest.mark.cpython_only

# /main.py for this test: firmware/boards/pico_main.py, but a step that reads OK and BACK held
# together never returns (and never feeds the watchdog).
HANGS = """from firmware import main
from firmware.boards.pico import make_board
import time

board = make_board()
pending = board.buttons.pending


def pending_or_hang():
    while board.buttons.read() == 0b1100:
        time.sleep_ms(100)
    return pending()


board.buttons.pending = pending_or_hang
main.run(board)
"""


def test_a_hung_step_is_reset_by_the_watchdog_and_counted_once():
    with boot(extra={"/main.py": HANGS}) as pico:
        pico.run(1500)
        home = pico.frames[-1].ram
        pico.hold(["OK", "BACK"])
        pico.run(9000)  # the watchdog's 8 s, and the boot after it
        pico.hold([])
        assert [reset["cause"] for reset in pico.resets] == ["power-on", "watchdog:1"]
        pico.run(1500)
        files = pico.files()
        assert files["crashes"] == RECORD.format(1, 0).encode()
        assert b"the watchdog" in files["errors.log"]
        assert pico.frames[-1].ram == home  # the app is back, not in safe mode
        for _ in range(3):  # three short power-ons: not crashes
            pico.power_on()
            pico.run(1200)
            assert "Safe mode" not in words(pico.frames[-1].ram)
        assert pico.files()["crashes"] == RECORD.format(1, 0).encode()
        assert pico.frames[-1].ram == home
    record_report("pico: watchdog: a hung step reset by the watchdog and counted as 1 crash; "
                  "3 short power-ons after it opened no safe mode")
