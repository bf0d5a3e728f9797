"""`companion pull` and `push` killed at their steps (once so many of their bytes were carried to
the emulated Pico's serial port): the Pico is never left frozen in the raw REPL. The watchdog
is fed only while the computer's lease lasts (companion/device.py); then the board restarts the
companion itself, and that restart is no crash. make test kills one pull; PICO_KILLS=all
(`make pico-kills`) kills pull and push 12 times each, spread evenly over their bytes (24
kills, minutes)."""

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


def _kachina(folder, actions, device):
    """folder, made with a Kachina journal of so many actions; a device's is the game it opens
    at boot."""
    os.makedirs(folder)
    with open(os.path.join(folder, "kachina"), "w") as f:
        f.write(long_games.long_game("kachina", actions).text())
    if device:
        config.save(Storage(folder), {"current": "kachina"})
    return folder


def _folders(tmp_path):
    """(the device's saves, the computer's folder): Kachina one action further on the computer."""
    return (pico_image.folder_saves(_kachina(str(tmp_path / "device"), 20, True)),
            _kachina(str(tmp_path / "computer"), 21, False))


def _booted(saves):
    """The screen of a Pico booted on saves."""
    with boot(saves) as pico:
        pico.run(2000)
        return words(pico.frames[-1].ram)


def _transfer(saves, computer, command, kill_after_bytes=None):
    """The command against a Pico booted on saves, killed once kill_after_bytes of it were
    carried to the Pico: the screen before it, the screen, exit code, bytes carried, and
    (resets, crash record) once the Pico had BACK_MS to come back."""
    with boot(saves) as pico:
        pico.run(2000)
        playing = words(pico.frames[-1].ram)
        bridge = SerialBridge(pico)
        try:
            code, out = bridge.command(COMPANION + [command, "--port", bridge.port, "--storage",
                                                    computer, "--force"],
                                       kill_after_bytes=kill_after_bytes)
            carried = bridge.carried
        finally:
            bridge.close()
        pico.run(BACK_MS)
        return playing, words(pico.frames[-1].ram), code, carried, (pico.resets,
                                                                    pico.files()["crashes"])


ALL = os.environ.get("PICO_KILLS") == "all"
# make test's one kill: a pull, once 600 of its 869 bytes were carried (it has opened the
# device's journal to read it).
SAMPLE = 600


@pytest.mark.parametrize("command", ["pull", "push"] if ALL else ["pull"])
def test_a_killed_transfer_never_leaves_the_pico_frozen(tmp_path, command):
    saves, computer = _folders(tmp_path)
    pushed = []  # a push killed once the computer's game was in place comes back on that game
    if ALL:
        code, size = _transfer(saves, computer, command)[2:4]
        assert code == 0
        points = [size * (2 * i + 1) // 24 for i in range(12)]  # 12 even stretches of bytes
        if command == "push":
            pushed.append(_booted(pico_image.folder_saves(_kachina(str(tmp_path / "pushed"),
                                                                   21, True))))
    else:
        size, points = "?", [SAMPLE]
    for at in points:
        playing, shown, code, _, (resets, crashes) = _transfer(saves, computer, command, at)
        assert code != 0, at  # killed before it finished
        frozen = "frozen in the raw REPL after {} of {} bytes".format(at, size)
        assert len(resets) == 2, frozen  # the power-on, then the board's own restart
        # The companion is back, on the game it showed or the one pushed.
        assert shown == playing or shown in pushed, frozen
        assert crashes == RECORD.format(0, 0).encode()  # and it was no crash
    record_report("pico: {} {} killed at its steps ({} bytes): the Pico came back each "
                  "time, no crash counted".format(len(points), command, size))
