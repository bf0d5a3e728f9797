"""`companion pull` and `push` killed at their steps (the host's writes to the emulated Pico's
serial port): the Pico is never left frozen in the raw REPL. The watchdog is fed only while the
computer's lease lasts (companion/device.py); then the board restarts the companion itself,
and that restart is no crash. make test kills one pull; PICO_KILLS=all (`make pico-kills`)
kills pull and push 12 times each, spread over their steps (24 kills, minutes)."""

import os
import sys

import pytest
from conftest import record_report
from pico_case import boot, words

# isort: split
from companion.device import LEASE_MS
from firmware.crashlog import RECORD
from saves import config
from saves.storage import Storage
from support import long_games, pico_image
from support.pico_link import SerialBridge

pytestmark = pytest.mark.cpython_only

COMPANION = [sys.executable, "-m", "companion.cli"]
BACK_MS = LEASE_MS + 4000  # the lease, the timer's period and a boot


def _folders(tmp_path):
    """(the device's saves, the computer's folder): Kachina one action further on the computer."""
    device = str(tmp_path / "device")
    os.makedirs(device)
    with open(os.path.join(device, "kachina"), "w") as f:
        f.write(long_games.long_game("kachina", 20).text())
    config.save(Storage(device), {"current": "kachina"})
    computer = str(tmp_path / "computer")
    os.makedirs(computer)
    with open(os.path.join(computer, "kachina"), "w") as f:
        f.write(long_games.long_game("kachina", 21).text())
    return pico_image.folder_saves(device), computer


def _transfer(saves, computer, command, kill_after=None):
    """The command against a Pico booted on saves, killed after kill_after writes: the screen
    before it, the screen, exit code, writes, and (resets, crash record) once the Pico had
    BACK_MS to come back."""
    with boot(saves) as pico:
        pico.run(2000)
        playing = words(pico.frames[-1].ram)
        bridge = SerialBridge(pico)
        try:
            code, out = bridge.command(COMPANION + [command, "--port", bridge.port, "--storage",
                                                    computer, "--force"], kill_after=kill_after)
            writes = bridge.writes
        finally:
            bridge.close()
        pico.run(BACK_MS)
        return playing, words(pico.frames[-1].ram), code, writes, (pico.resets,
                                                                   pico.files()["crashes"])


ALL = os.environ.get("PICO_KILLS") == "all"
SAMPLE = 8  # make test's one kill: a pull, after its 8th write (its first reads of files)


@pytest.mark.parametrize("command", ["pull", "push"] if ALL else ["pull"])
def test_a_killed_transfer_never_leaves_the_pico_frozen(tmp_path, command):
    saves, computer = _folders(tmp_path)
    if ALL:
        code, steps = _transfer(saves, computer, command)[2:4]
        assert code == 0
        points = [max(1, steps * (2 * i + 1) // 24) for i in range(12)]  # 12 even stretches
    else:
        steps, points = "?", [SAMPLE]
    for at in points:
        playing, shown, code, _, (resets, crashes) = _transfer(saves, computer, command, at)
        assert code != 0, at  # killed before it finished
        frozen = "frozen in the raw REPL after {} of {} writes".format(at, steps)
        assert len(resets) == 2, frozen  # the power-on, then the board's own restart
        assert shown == playing, frozen  # the companion is back, on the game it showed
        assert crashes == RECORD.format(0, 0).encode()  # and it was no crash
    record_report("pico: {} {} killed at its steps ({} writes): the Pico came back each "
                  "time, no crash counted".format(len(points), command, steps))
