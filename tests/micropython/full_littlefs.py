"""A littlefs filled to its last block, under the real MicroPython: an action is refused with a
notice that says the flash is full and the game stays as it was saved; another game still
opens; once room is made, the next action is saved.

Usage: micropython -X heapsize=2M tests/micropython/full_littlefs.py
"""

import os

from core import kachina, moeraki
from firmware import ui
from firmware.factory import make_app
from host_sim.fakeboard import FakeBoard
from host_sim.script import Driver
from saves.storage import Storage
from support.blockdev import fill, mount_fresh
from support.played import Played

BLOCK = 512
BLOCKS = 40
ROOT = "/flash/companion"


def state(session):
    return session.count, session.standings()


def main():
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
    fill(ROOT + "/filler")
    turns = 0
    while True:  # a line may still fit in the journal's own block: play until one does not
        before = state(app.sessions["kachina"])
        if not app.act("kachina", kachina.turn(turns % 2, 2, 2)):
            break
        turns += 1
        fill(ROOT + "/filler{}".format(turns), (8, 1))
        assert state(Storage(ROOT).load_session("kachina", kachina)[0]) == state(
            app.sessions["kachina"])
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
    print("done")


main()
