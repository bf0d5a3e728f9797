"""`make pico-sim`: the real firmware on the emulated Pico in the terminal, with the keys and the
picture of `make sim` (host_sim/terminal.py drives it). The release firmware of
hardware/pico/ runs the app built from the current sources, with the simulator's saved games
copied onto its flash at start (it writes nothing back). Emulated time follows the wall clock
(it lags when this machine is slower than a Pico).

Run: make pico-sim (or: python tools/pico_sim.py [SAVE_FOLDER])
"""

import os
import sys

from companion import places
from host_sim import terminal
from support import pico_image, pico_link


class _Buttons:
    mask = 0


class _Display:
    """What host_sim/terminal.py reads of a display: the last frame and how many came."""

    width = 128

    def __init__(self):
        self.buffer = bytes(1024)
        self.frames = 0


class _Pixels:
    def __init__(self):
        self.shown = [(0, 0, 0)] * 24
        self.writes = 0


class Board:
    """The emulated Pico's outputs, shaped as the simulator's board for host_sim/terminal.py."""

    def __init__(self):
        self.buttons = _Buttons()
        self.display = _Display()
        self.pixels = _Pixels()
        self.now = 0


class Stepper:
    """terminal.run's app: each step runs the Pico up to the wall-clock time with the keys held."""

    def __init__(self, pico, board):
        self.pico = pico
        self.board = board
        self.held = []
        self.last = 0

    def step(self, now):
        held = pico_link.names(self.board.buttons.mask)
        if held != self.held:
            self.pico.hold(held)
            self.held = held
        if now > self.last:
            self.pico.run(min(now - self.last, 100))
            self.last = now
        pico, board = self.pico, self.board
        if pico.frames:
            board.display.buffer = pico.frames[-1].ram
            board.display.frames += len(pico.frames)
            pico.frames.clear()
        if pico.leds:
            board.pixels.shown = pico.leds[-1][1]
            board.pixels.writes += len(pico.leds)
            pico.leds.clear()


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else places.flash_folder()
    if not sys.stdin.isatty():
        sys.exit("pico-sim needs a terminal")
    saves = pico_image.folder_saves(folder) if os.path.isdir(folder) else {}
    print("booting the emulated Pico ({} saved files from {})...".format(len(saves), folder))
    with pico_link.Pico(pico_image.device_flash(saves)) as pico:
        board = Board()
        terminal.run(Stepper(pico, board), board)


if __name__ == "__main__":
    main()
