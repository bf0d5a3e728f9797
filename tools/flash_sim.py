"""Boot the compiled build/device tree on the real MicroPython with the fake board, play a short
session, and print where each package was loaded from and the final screen.

Run under MicroPython from the repo root: make flash-sim (build/device ahead of the sources on
MICROPYPATH, by support/micropython.py)
"""

import sys

import core
import firmware
from firmware.factory import make_app
from host_sim import screen_text
from host_sim.fakeboard import FakeBoard
from host_sim.script import Driver

# The Maori menu, then rulebook Example 1: 12 against 7.
SESSION = "next 3\nok\nok\nhold next 650\nok\nnext\nok\nok\nwait 600"


def main(storage):
    board = FakeBoard(storage, seed=7)
    app = make_app(board)
    app.step(0)
    Driver(app, board).script(SESSION)
    print("core from:", core.__file__)
    print("firmware from:", firmware.__file__)
    print("\n".join(screen_text.lines(board.display.buffer)))


main(sys.argv[1] if len(sys.argv) > 1 else "build/flash-sim")
