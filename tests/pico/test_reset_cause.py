"""The reset reason on the RP2040 outlives a soft reset: after one machine.reset(), every soft
reset (the one that ends `companion pull` and `push`, or Ctrl-D) used to read WDT_RESET and count
a crash, so three pulls opened safe mode. The board tells them apart by the hardware timer, which
a soft reset leaves running (firmware/boards/pico.py)."""

import pytest
from conftest import record_report
from pico_case import boot

from firmware.crashlog import RECORD

pytestmark = pytest.mark.cpython_only

NONE = RECORD.format(0, 0).encode()
# main.py's record of a reset it asks for (in the file and the scratch register), then the reset.
ASKED = ('from firmware.crashlog import CrashLog; from firmware.boards.pico import ScratchWord; '
         'CrashLog("/companion", ScratchWord()).record_text("", True); '
         'import machine; machine.reset()\r')


def test_soft_resets_after_a_machine_reset_are_no_crashes():
    with boot() as pico:
        pico.run(1500)
        # main.py's own reset after a recorded crash: marked, so not a crash itself.
        assert pico.interrupt()
        pico.write_serial(ASKED.encode())
        pico.run(1500)
        assert [reset["cause"] for reset in pico.resets] == ["power-on", "watchdog:2"]
        assert pico.files()["crashes"] == NONE
        for _ in range(3):  # three pulls' or pushes' soft resets
            assert pico.interrupt()
            assert pico.soft_reset()
            pico.run(1500)
        files = pico.files()
        assert files["crashes"] == NONE, files.get("errors.log")
        assert b"watchdog" not in files.get("errors.log", b"")
        assert len(pico.resets) == 2  # soft resets leave the hardware alone
    record_report("pico: watchdog: 3 soft resets after a machine.reset() counted 0 crashes "
                  "(the reset reason outlives them)")
