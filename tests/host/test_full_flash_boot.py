"""A littlefs filled to its last block and to its last directory entry, under the real
MicroPython: tests/micropython/full_flash_boot.py (every boot reaches the app or safe mode, and
Free space on the device makes room for the next action)."""


from conftest import record_report

from support import micropython


def test_a_full_littlefs_never_stops_a_boot_and_says_the_flash_is_full():
    run = micropython.run(["-X", "heapsize=2M", "tests/micropython/full_flash_boot.py"],
                          capture_output=True, text=True, timeout=600)
    assert run.returncode == 0 and run.stdout.endswith("done\n"), run.stdout + run.stderr
    assert run.stdout.count("a crash in a step reset the board") == 4
    assert "errno 36, boots: Kachina, Kachina, Safe;" in run.stdout  # the folder full
    assert "then the turn was saved" in run.stdout  # Free space, from the device's menus
    for line in run.stdout.splitlines():
        if line.startswith("entries (booted before)"):
            record_report("full flash boots: " + line)
        elif line.startswith("free space: "):
            record_report(line)
