"""What the simulator gives for the same presses: the frames, LED frames and saves that the
emulated Pico is compared with (host_sim's fake board and script runner, on CPython)."""

import os

from firmware.crashlog import CrashLog
from firmware.factory import make_app
from host_sim.fakeboard import FakeBoard
from host_sim.script import Driver


class Recorded:
    """A run on the fake board (the app as main.py makes it after crashes in a row): frames
    (the display's buffer after each show() that sent bytes), leds (each pixel write: the time
    in ns and the pixels as [(r, g, b)]) and the save folder."""

    def __init__(self, storage, seed, crashes=0):
        self.storage = storage
        self.board = FakeBoard(storage, seed)
        self.frames = []
        self.leds = []
        display, pixels = self.board.display, self.board.pixels
        show, write = display.show, pixels.write

        def recorded_show(full=False):
            before = display.i2c.bytes
            show(full)
            if display.i2c.bytes != before:
                self.frames.append(bytes(display.buffer))

        def recorded_write():
            write()
            self.leds.append((self.board.now * 1000000, pixels.shown))

        display.show = recorded_show
        pixels.write = recorded_write
        CrashLog(storage).boot()  # as main.run does first: the crash count is made at boot
        self.app = make_app(self.board, crashes)
        self.app.step(0)
        self.driver = Driver(self.app, self.board)

    def files(self):
        out = {}
        for name in sorted(os.listdir(self.storage)):
            path = os.path.join(self.storage, name)
            if os.path.isfile(path) and not name.startswith("."):
                with open(path, "rb") as f:
                    out[name] = f.read()
        return out


def distinct(frames):
    """frames without the repeats of the one before (a frame the same as the one on screen)."""
    out = []
    for frame in frames:
        if not out or out[-1] != frame:
            out.append(frame)
    return out


def held(leds, end_ns, least_ms=200):
    """The LED frames of [(ns, pixels)] that stayed lit at least least_ms (until the next write,
    or end_ns): the rings' steady pictures, without the steps of an animation, which fall on
    each side's own clock."""
    out = set()
    for i, (ns, pixels) in enumerate(leds):
        until = leds[i + 1][0] if i + 1 < len(leds) else end_ns
        if until - ns >= least_ms * 1000000:
            out.add(tuple(pixels))
    return out
