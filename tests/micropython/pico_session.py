"""The Pico board module on the real MicroPython, with fake machine and neopixel modules.

The fakes come from tests/fakes (first on MICROPYPATH: support.micropython.run(fakes=True));
the firmware knows nothing of them.
main.run drives the loop, a fake clock presses the buttons through the pins (each edge runs the
board's interrupt handler), and the script
prints what went over the I2C bus and how often the watchdog was fed.
Usage, from the repo root: .venv/bin/python -m support.micropython --fakes
tests/micropython/pico_session.py
"""

import time

import machine  # the fake (tests/fakes)
import neopixel  # the fake (tests/fakes)

from firmware import main
from firmware.boards import pico, pins
from support import scratch

STEP_MS = 10
# (button, presses): to the Dice, roll five times, back, to Settings, into Brightness and out.
SESSION = (("NEXT", 4), ("OK", 5), ("BACK", 1), ("NEXT", 1), ("OK", 1), ("OK", 1), ("NEXT", 3),
           ("OK", 1), ("BACK", 1), ("BACK", 1), ("PREV", 2))


def schedule():
    """[(start_ms, end_ms, gpio)] for the presses: 80 ms down, 120 ms up."""
    out = []
    t = 500
    for name, times in SESSION:
        for _ in range(times):
            out.append((t, t + 80, getattr(pins, "PICO_" + name)))
            t += 200
    return out, t + 500


class FakeTime:
    """The board's time module: the loop's sleep moves the clock on a step and sets the pins
    of the presses due then."""

    presses = []
    now = [0]
    ticks_diff = staticmethod(time.ticks_diff)

    @staticmethod
    def ticks_ms():
        return FakeTime.now[0]

    @staticmethod
    def sleep_ms(ms):
        FakeTime.now[0] += STEP_MS
        now = FakeTime.now[0]
        for gpio in pins.PICO_BUTTONS:
            down = any(start <= now < stop and pressed == gpio
                       for start, stop, pressed in FakeTime.presses)
            machine.set_level(gpio, 0 if down else 1)


def run():
    presses, end = schedule()
    FakeTime.presses = presses
    pico.time = FakeTime
    board = pico.make_board(storage=scratch.fresh_dir("pico"))
    bus = machine.buses[-1]
    shows = []
    show = board.display.show

    def counted_show(full=False):
        before = bus.bytes
        show(full)
        shows.append(bus.bytes - before)

    board.display.show = counted_show
    steps = end // STEP_MS
    main.run(board, steps)
    sent = sorted(shows)
    print("presses: {} shows: {} median: {} max: {} first: {} steps: {} feeds: {} "
          "pixel writes: {} resets: {}".format(
              len(presses), len(shows), sent[len(sent) // 2], sent[-1], shows[0], steps,
              machine.watchdogs[-1].feeds, neopixel.strips[-1].writes, len(machine.resets)))


run()
