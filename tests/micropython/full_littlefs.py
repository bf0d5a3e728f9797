"""A littlefs filled to its last block, under the real MicroPython: an action is refused with a
notice that says the flash is full and the game stays as it was saved; another game still
opens; once room is made, the next action is saved.

Usage: micropython -X heapsize=2M tests/micropython/full_littlefs.py
"""

import os

import vfs

from core import kachina, moeraki
from firmware import ui
from firmware.factory import make_app
from host_sim.fakeboard import FakeBoard
from host_sim.script import Driver
from saves import entry
from saves.storage import Storage
from support.blockdev import fill, mount_fresh
from support.played import Played

BLOCK = 512
BLOCKS = 40
ROOT = "/flash/companion"


def state(session):
    return session.count, session.standings()


def _start():
    """A fresh littlefs with a Kachina and a Moeraki game, Kachina open on the device."""
    mount_fresh(BLOCKS, BLOCK)
    os.mkdir(ROOT)
    with open(ROOT + "/kachina", "w") as f:
        f.write(Played(kachina, kachina.settings(["Ana", "Ben"]), [kachina.first(0)]).text())
    with open(ROOT + "/moeraki", "w") as f:
        f.write(Played(moeraki, moeraki.settings("basic", "uira", ["Ana", "Ben"]),
                       [moeraki.ball(0)]).text())
    board = FakeBoard(ROOT)
    app = make_app(board)
    app.step(0)
    driver = Driver(app, board)
    driver.script("next 2\nok")  # Kachina
    return app, driver


def _fill_and_play(app):
    """Fill the flash, then record turns until one is refused: (turns, the state before it)."""
    fill(ROOT + "/filler")
    turns = 0
    while True:  # a line may still fit in the journal's own block: play until one does not
        before = state(app.sessions["kachina"])
        if not app.act("kachina", kachina.turn(turns % 2, 2, 2)):
            return turns, before
        turns += 1
        fill(ROOT + "/filler{}".format(turns), (8, 1))
        assert state(Storage(ROOT).load_session("kachina", kachina)[0]) == state(
            app.sessions["kachina"])


def main():
    app, driver = _start()
    turns, before = _fill_and_play(app)
    notice = app.top()
    print("flash full: {} more turns saved, then one refused".format(turns))
    assert isinstance(notice, ui.Notice) and notice.title == "Not saved", notice.title
    assert "the flash is full" in " ".join(notice.lines)
    assert state(app.sessions["kachina"]) == before
    assert state(Storage(ROOT).load_session("kachina", kachina)[0]) == before
    driver.script("ok\nback\nprev\nok")  # the notice; the scoreboard to home; Moeraki
    assert app.active_kind() == "moeraki" and app.sessions["moeraki"].count == 1
    print("another game opened on the full flash")
    for name in os.listdir(ROOT):
        if name.startswith("filler"):
            os.remove(ROOT + "/" + name)
    assert app.act("moeraki", moeraki.win(0, "tahuna"))
    assert Storage(ROOT).load_session("moeraki", moeraki)[0].count == 2
    entry_kept(turns)
    print("done")


def entry_kept(turns):
    """An entry kept on flash (saves/entry.py) when the flash fills up costs the table no
    turn: it is removed before the journal is written; and an entry the full flash refuses
    is let go without a word."""
    vfs.umount("/flash")
    app, driver = _start()
    driver.script("ok\nnext")  # the turn form, a value entered: kept on flash
    assert app.top().title.startswith("Turn"), app.top().title
    os.stat(ROOT + "/kachina" + entry.SUFFIX)
    fill(ROOT + "/filler")
    driver.script("next")  # the flash takes no more entry: nothing is said
    assert app.top().title.startswith("Turn"), app.top().title
    more, _ = _fill_and_play(app)
    print("an entry kept when the flash filled: {} more turns saved".format(more))
    assert more >= turns, (more, turns)


main()
