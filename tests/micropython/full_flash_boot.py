"""A littlefs filled to its last block, and to its last directory entry, under the real
MicroPython: every boot after it, a watchdog boot included, reaches the app or safe mode; a crash
that escapes a step still resets the board; three in a row reach safe mode; a save refused says
the flash is full.

Usage: micropython -X heapsize=2M tests/micropython/full_flash_boot.py
"""

import os
import sys

import vfs

sys.path.insert(0, "tests/portable")
sys.path.insert(0, ".")

from blockdev import RecordingDevice  # noqa: E402  (tests/micropython, the script's folder)
from played import Played  # noqa: E402
from scenario import screen_words  # noqa: E402

from core import kachina  # noqa: E402
from firmware import config, main, ui  # noqa: E402
from firmware.crashlog import COUNT  # noqa: E402
from firmware.storage import Storage  # noqa: E402
from host_sim.fakeboard import FakeBoard  # noqa: E402

BLOCK = 512
BLOCKS = 40
ROOT = "/flash/companion"


class Failing(FakeBoard):
    """Buttons that fail: the exception escapes App.step, so main.py must catch it."""

    def __init__(self, folder):
        super().__init__(folder)
        self.buttons.read = self.broken

    def broken(self):
        raise OSError("button bus fault")


def fill_blocks():
    """One file grows until no data block is left."""
    for piece in (64, 8, 1):
        try:
            with open(ROOT + "/filler", "a") as f:
                while True:
                    f.write("x" * piece)
        except OSError:
            pass


def fill_entries():
    """Then empty files until the folder takes no more (20 refusals in a row)."""
    refused = made = 0
    while refused < 20:
        try:
            with open("{}/f{}".format(ROOT, made + refused), "w"):
                pass
            made += 1
            refused = 0
        except OSError as exc:
            refused += 1
            last = exc.args[0]
    return last


def boot(board, steps=30):
    """main.run on board: it must return, never raise; the title on screen after it."""
    try:
        main.run(board, steps)
    except Exception as exc:
        print("main.run raised: {} {}".format(type(exc).__name__, exc))
        raise
    return screen_words(board)[0]


def watchdog_boot():
    board = FakeBoard(ROOT)
    board.watchdog = True
    return boot(board)


def case(how, booted_before):
    device = RecordingDevice(bytearray(BLOCK * BLOCKS), BLOCK)
    vfs.VfsLfs2.mkfs(device)
    vfs.mount(vfs.VfsLfs2(device), "/flash")
    os.mkdir(ROOT)
    with open(ROOT + "/kachina", "w") as f:
        f.write(Played(kachina, kachina.settings(["Ana", "Ben"]), [kachina.first(0)]).text())
    config.save(Storage(ROOT), {"current": "kachina"})
    if booted_before:
        assert boot(FakeBoard(ROOT), 5).startswith("Kachina")
    fill_blocks()
    errno = fill_entries() if how == "entries" else 28
    titles = [watchdog_boot() for _ in range(3)]
    for title in titles:
        assert title.startswith("Kachina") or title.startswith("Safe mode"), titles
    counted = COUNT in os.listdir(ROOT)
    if counted:  # the count is rewritten in place: the third watchdog boot is safe mode
        assert titles[2].startswith("Safe mode"), titles
    board = Failing(ROOT)
    boot(board, 5)
    assert board.resets == 1
    print("{} ({}): errno {}, boots: {}; a crash in a step reset the board".format(
        how, "booted before" if booted_before else "first boot", errno,
        ", ".join(t.split(" ")[0] for t in titles)))
    vfs.umount("/flash")


def refused_says_full():
    """On the flash full to its last directory entry a new game cannot be saved (littlefs says
    errno 36): the notice says, in words, that the flash is full."""
    from core import moeraki
    from firmware.companion import make_app

    app = make_app(FakeBoard(ROOT))
    app.step(0)
    assert app.start("moeraki", moeraki.settings("basic", "uira", ["Ana", "Ben"])) is None
    words = " ".join(app.top().lines)
    assert isinstance(app.top(), ui.Notice) and "not saved: the flash is full." in words, words
    print("a new game refused on the full folder: " + words)


def main_():
    for how in ("blocks", "entries"):
        for booted_before in (True, False):
            case(how, booted_before)
    device = RecordingDevice(bytearray(BLOCK * BLOCKS), BLOCK)
    vfs.VfsLfs2.mkfs(device)
    vfs.mount(vfs.VfsLfs2(device), "/flash")
    os.mkdir(ROOT)
    with open(ROOT + "/kachina", "w") as f:
        f.write(Played(kachina, kachina.settings(["Ana", "Ben"]), [kachina.first(0)]).text())
    fill_blocks()
    fill_entries()
    refused_says_full()
    print("done")


main_()
