"""A flash filled to its last block and to its last directory entry, under the real MicroPython:
tests/micropython/full_flash_boot.py (the 12 shapes of a full flash boot to the app or safe mode
on littlefs and on FAT, and Free space on the device makes room for the next action). FAT is at
the Pico's geometry; littlefs at a small one, or with FULL_FLASH_PICO=1 (`make full-flash`,
minutes of CPU) at the Pico's."""

import os

from conftest import record_report

from support import micropython


def test_a_full_flash_never_stops_a_boot_and_says_the_flash_is_full():
    pico = ["pico"] if os.environ.get("FULL_FLASH_PICO") else []
    run = micropython.run(["-X", "heapsize=6M", "tests/micropython/full_flash_boot.py"] + pico,
                          capture_output=True, text=True, timeout=1800)
    assert run.returncode == 0 and run.stdout.endswith("done\n"), run.stdout + run.stderr
    loops = [line for line in run.stdout.splitlines() if "BOOT LOOP" in line]
    assert not loops, "\n".join(loops)
    assert "reached the app or safe mode: 24 of 24" in run.stdout
    assert "a crash in a step reset the board" in run.stdout
    assert "then the turn was saved" in run.stdout  # Free space, from the device's menus
    for line in run.stdout.splitlines():
        if line.startswith("full flash shapes") or line.startswith("free space: "):
            record_report(line)
