"""A flash full to its last block and its last directory entry before the first boot with this
firmware (no crash count on it, none can be made) on the emulated Pico: an unreadable journal
boots to the app with a notice; a crash at every boot, and the watchdog at every boot, reach
safe mode, counted in the watchdog's scratch register (firmware/crashlog.py). The two crash
loops take minutes of CPU (a full littlefs is slow to search on the emulated chip): they run
with FULL_FLASH_PICO=1 (`make full-flash`), not in make test."""

import os

import pytest
from conftest import record_report
from pico_case import boot, words

from saves import journal
from support import long_games

pytestmark = pytest.mark.cpython_only

SETTINGS = journal.encode_line([["current", "kachina"]]).encode()  # firmware/config.py's
# /main.py: firmware/boards/pico_main.py, with resuming the game broken: it raises, or it hangs
# (never feeding the watchdog, here of 2 s).
BROKEN = """from firmware import home, main
from firmware.boards.pico import make_board
import time


def {0}(self, kind):
    while True:
        {1}


home.Home.resume = {0}
main.run(make_board(watchdog_ms=2000))
"""
CRASHES = BROKEN.format("crash", 'raise RuntimeError("a bug in resuming " + kind)')
HANGS = BROKEN.format("hang", "time.sleep_ms(100)")


def _saves(journal):
    return {"kachina": journal, "settings": SETTINGS}


def test_an_unreadable_journal_on_a_full_flash_boots_to_the_app_with_a_notice():
    with boot(_saves(b"not a journal\n"), full=True) as pico:
        pico.run(2500)
        shown = " ".join(words(pico.frames[-1].ram))
        assert len(pico.resets) == 1, pico.resets  # the power-on only: no crash, no loop
        assert "could not be set aside (the flash is full)" in shown, shown
        assert "crashes" not in pico.files()  # full to its last entry: no count file
    record_report("pico: full flash, first boot: an unreadable journal boots to the app")


@pytest.mark.skipif(not os.environ.get("FULL_FLASH_PICO"), reason="slow: make full-flash")
@pytest.mark.parametrize("main_py, boots", [(CRASHES, 4), (HANGS, 4)], ids=["crash", "hang"])
def test_a_crash_at_every_boot_of_a_full_flash_reaches_safe_mode(main_py, boots):
    journal = long_games.long_game("kachina", 5).text().encode()
    with boot(_saves(journal), extra={"/main.py": main_py}, full=True) as pico:
        for _ in range(12):
            pico.run(1000)
            if len(pico.resets) == boots:
                break
        pico.run(2000)
        assert len(pico.resets) == boots, pico.resets  # three crashes, then no more
        assert words(pico.frames[-1].ram)[0].startswith("Safe mode")
        assert "crashes" not in pico.files()
    record_report("pico: full flash, first boot: safe mode after 3 crashes ({})".format(
        "exceptions" if main_py is CRASHES else "watchdog resets"))
