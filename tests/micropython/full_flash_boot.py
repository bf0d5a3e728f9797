"""A flash filled to its last block, and to its last directory entry, under the real MicroPython:
the 12 shapes of a full flash (full of blocks or of entries; before or after the first boot with
this firmware; an unreadable journal, a crash at every boot, or the watchdog at every boot) each
reach the app or safe mode, on littlefs and on FAT at the Pico's geometry; a save refused says
the flash is full; and from the device's menus, deleting a finished game frees the space for the
next action to be saved.

Usage: micropython -X heapsize=6M tests/micropython/full_flash_boot.py [pico]
"""

import os
import sys

import vfs

from core import kachina
from firmware import home, main, ui
from firmware.crashlog import COUNT, RECORD
from host_sim.fakeboard import FakeBoard, RetainedWord
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
# (name, block size, blocks, littlefs options). The Pico's: littlefs of 352 blocks of 4,096
# bytes, programmed 256 at a time (its port's _boot.py), and FAT over the same 1,441,792 bytes in
# sectors of 512. Filling a littlefs that large to its last entry takes seconds of CPU per shape,
# so make test gives littlefs the small geometry of the other checks here, and `make full-flash`
# (the argument "pico") the Pico's.
PICO_LITTLEFS = ("littlefs", 4096, 352, {"progsize": 256})
SMALL_LITTLEFS = ("littlefs", BLOCK, BLOCKS, {})
PICO_FAT = ("FAT", 512, 2816, {})
FILLS = ("blocks", "entries")
TRIGGERS = ("unreadable journal", "exception", "watchdog")
PIECES = (65536, 4096, 512, 64, 8, 1)
RESUMED = "Turn: "  # the Kachina game in progress, resumed on its next turn


class Failing(FakeBoard):
    """Buttons that fail: the exception escapes App.step, so main.py must catch it."""

    def __init__(self, folder):
        super().__init__(folder)
        self.buttons.pending = self.broken

    def broken(self):
        raise OSError("button bus fault")


def fill_blocks():
    """One file grows until no data block is left; returns its size."""
    return fill(ROOT + "/filler", PIECES)


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


def _crash_at_resume(self, kind):
    raise RuntimeError("a bug in resuming " + kind)


def shape(geometry, how, booted_before, trigger):
    """Boots of one chip (its retained word outlives each reset) until one stays up: it must
    be the first for an unreadable journal, and safe mode after 3 crashes or watchdog resets."""
    fs, block, blocks, options = geometry
    mount_fresh(blocks, block, fat=fs == "FAT", **options)
    os.mkdir(ROOT)
    with open(ROOT + "/kachina", "w") as f:
        f.write(Played(kachina, kachina.settings(["Ana", "Ben"]), [kachina.first(0)]).text())
    config.save(Storage(ROOT), {"current": "kachina"})
    chip = RetainedWord()
    if booted_before:
        boot(FakeBoard(ROOT, retained=chip), 5)
    if trigger == "unreadable journal":
        with open(ROOT + "/kachina", "w") as f:
            f.write("not a journal\n")
    fill_blocks()
    if how == "entries":
        fill_entries()
    resume = home.Home.resume
    if trigger == "exception":
        home.Home.resume = _crash_at_resume
    titles = []
    try:
        for _ in range(5):
            board = FakeBoard(ROOT, retained=chip)
            board.watchdog = trigger == "watchdog"  # it reset the board before this boot
            titles.append(boot(board))
            if not board.resets and (trigger != "watchdog" or titles[-1].startswith("Safe")):
                break
        record = _read(ROOT + "/" + COUNT)
    finally:
        home.Home.resume = resume
        vfs.umount("/flash")
    last = titles[-1]
    ok = not board.resets and (last.startswith("Safe mode") if trigger != "unreadable journal"
                               else len(titles) == 1 and last != "Safe mode")
    if trigger == "watchdog":  # the boots before safe mode reached the game
        ok = ok and all(title.startswith(RESUMED) for title in titles[:-1])
    if booted_before and trigger != "unreadable journal":  # overwritten in place on the full flash
        ok = ok and record == RECORD.format(3, 0)
    print("{} {}x{} {}, {}, {}: {} ({} boots: {}; count {!r})".format(
        fs, blocks, block, how, "booted before" if booted_before else "first boot", trigger,
        "reached" if ok else "BOOT LOOP", len(titles), ", ".join(titles), record))
    return ok


def _read(path):
    try:
        with open(path) as f:
            return f.read()
    except OSError:
        return None


def shapes(geometries):
    reached = 0
    for geometry in geometries:
        for how in FILLS:
            for booted_before in (False, True):
                for trigger in TRIGGERS:
                    reached += shape(geometry, how, booted_before, trigger)
    print("full flash shapes reached the app or safe mode: {} of 24".format(reached))


def crash_in_a_step_resets():
    """A crash that escapes a step on a full flash still resets the board."""
    fresh()
    fill_blocks()
    fill_entries()
    board = Failing(ROOT)
    boot(board, 5)
    assert board.resets == 1
    print("a crash in a step reset the board")
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
    driver.script("next 3\nok")  # Settings, three below the Kachina game left
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
    shapes((PICO_LITTLEFS if "pico" in sys.argv else SMALL_LITTLEFS, PICO_FAT))
    crash_in_a_step_resets()
    fresh()
    fill_blocks()
    fill_entries()
    refused_says_full()
    vfs.umount("/flash")
    free_space_then_save()
    print("done")


main_()
