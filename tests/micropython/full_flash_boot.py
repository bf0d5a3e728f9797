"""A littlefs filled to its last block, and to its last directory entry, under the real
MicroPython: every boot after it, a watchdog boot included, reaches the app or safe mode; a crash
that escapes a step still resets the board; three in a row reach safe mode; a save refused says
the flash is full; and from the device's menus, deleting a finished game frees the space for the
next action to be saved.

Usage: micropython -X heapsize=2M tests/micropython/full_flash_boot.py
"""

import os

import vfs

from core import kachina
from firmware import main, ui
from firmware.crashlog import COUNT
from host_sim.fakeboard import FakeBoard
from host_sim.script import Driver
from saves import config
from saves.storage import Storage
from support.blockdev import fill, mount_fresh
from support.long_games import long_game
from support.played import Played
from support.scenario import screen_words

BLOCK = 512
BLOCKS = 40
ROOT = "/flash/companion"


class Failing(FakeBoard):
    """Buttons that fail: the exception escapes App.step, so main.py must catch it."""

    def __init__(self, folder):
        super().__init__(folder)
        self.buttons.pending = self.broken

    def broken(self):
        raise OSError("button bus fault")


RESUMED = "Turn: "  # the Kachina game in progress, resumed on its next turn


def fill_blocks():
    """One file grows until no data block is left; returns its size."""
    return fill(ROOT + "/filler")


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
    fresh()
    config.save(Storage(ROOT), {"current": "kachina"})
    if booted_before:
        assert boot(FakeBoard(ROOT), 5).startswith(RESUMED)
    free = fill_blocks()
    errno = fill_entries() if how == "entries" else 28
    titles = [watchdog_boot() for _ in range(3)]
    for title in titles:
        assert title.startswith(RESUMED) or title.startswith("Safe mode"), titles
    counted = COUNT in os.listdir(ROOT)
    if counted:  # the count is rewritten in place: the third watchdog boot is safe mode
        assert titles[2].startswith("Safe mode"), titles
    board = Failing(ROOT)
    boot(board, 5)
    assert board.resets == 1
    print("{} ({}): filler {} bytes, errno {}, boots: {}; a crash in a step reset the board".format(
        how, "booted before" if booted_before else "first boot", free, errno,
        ", ".join("Kachina" if t.startswith(RESUMED) else t.split(" ")[0] for t in titles)))
    vfs.umount("/flash")


def refused_says_full():
    """On the flash full to its last directory entry a new game cannot be saved (littlefs says
    errno 36): the notice says, in words, that the flash is full."""
    from core import moeraki
    from firmware.factory import make_app

    app = make_app(FakeBoard(ROOT))
    app.step(0)
    assert app.start("moeraki", moeraki.settings("basic", "uira", ["Ana", "Ben"])) is None
    words = " ".join(app.top().lines)
    assert isinstance(app.top(), ui.Notice) and "not saved: the flash is full." in words, words
    print("a new game refused on the full folder: " + words)


def pick(driver, app, label):
    """NEXT until label is under the cursor of the list on top, then OK."""
    for _ in range(12):
        top = app.top()
        if top.labels[top.index] == label:
            driver.command("ok")
            return
        driver.command("next")
    raise AssertionError("no {!r} in {}".format(label, app.top().labels))


def free_space_then_save():
    """Kachina in progress and a long finished game, the flash full: an action is refused;
    Settings, Free space deletes the finished game once confirmed; the action is then saved."""
    from firmware.factory import make_app

    fresh()
    os.mkdir(ROOT + "/history")
    with open(ROOT + "/history/1-kachina", "w") as f:
        f.write(long_game("kachina", 150).text())
    config.save(Storage(ROOT), {"current": "kachina"})
    board = FakeBoard(ROOT)
    app = make_app(board)
    app.step(0)
    driver = Driver(app, board)
    fill_blocks()
    turns = 0
    while app.act("kachina", kachina.turn(turns % 2, 2, 2)):
        turns += 1
    words = " ".join(app.top().lines)
    assert "the flash is full" in words, words
    count = app.sessions["kachina"].count
    driver.command("ok")  # the notice
    while len(app.stack) > 1:  # from the Kachina turn back to the home menu
        driver.command("back")
    driver.script("prev\nok")  # Settings, the last entry
    pick(driver, app, "Free space")
    pick(driver, app, "Finished Kachina 1")
    assert app.top().title == "Delete finished game?", app.top().title
    pick(driver, app, "Delete Kachina 1")
    assert "Kachina 1 is deleted" in " ".join(app.top().lines)
    driver.script("ok\nback")  # the notice; Settings to home
    pick(driver, app, "Kachina")
    assert app.act("kachina", kachina.turn(turns % 2, 2, 2))
    assert Storage(ROOT).load_session("kachina", kachina)[0].count == count + 1
    print("free space: {} more turns saved, then one refused; Settings, Free space deleted a "
          "finished game; then the turn was saved".format(turns))
    vfs.umount("/flash")


def fresh():
    """A new littlefs with a Kachina game in progress."""
    mount_fresh(BLOCKS, BLOCK)
    os.mkdir(ROOT)
    with open(ROOT + "/kachina", "w") as f:
        f.write(Played(kachina, kachina.settings(["Ana", "Ben"]), [kachina.first(0)]).text())


def main_():
    for how in ("blocks", "entries"):
        for booted_before in (True, False):
            case(how, booted_before)
    fresh()
    fill_blocks()
    fill_entries()
    refused_says_full()
    vfs.umount("/flash")
    free_space_then_save()
    print("done")


main_()
