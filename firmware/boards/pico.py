"""The Raspberry Pi Pico board (MicroPython on the RP2040).

Buttons on pull-ups whose every edge an interrupt queues with its tick time, our page-diffing
OLED driver (SSD1306 or SH1106, as pins.OLED_CHIP says) on I2C0 at 400 kHz, the built-in
neopixel driver, the littlefs filesystem, os.urandom (the ring oscillator), a watchdog that the
loop feeds (and the app, through feed(), while it reads a journal) and a scratch register that
keeps the crash count over a reset. Pins come from firmware/boards/pins.py, generated from
hardware/pins.csv.
"""

import os
import time

import machine
import neopixel

from core.compat import const
from firmware.boards import pins
from firmware.display import oled
from firmware.edges import Edges
from saves import config
from saves.storage import Storage

STORAGE = "/companion"
WATCHDOG_MS = 8000
LOOP_SLEEP_MS = 5
# The watchdog's SCRATCH3 register: only a power-on clears it. The loop keeps there the time it
# last ran; at boot, BOOTING, which no time of the 30-bit ticks_ms reaches.
_ALIVE = const(0x40058018)
_RETAINED = const(0x40058014)  # SCRATCH2: the crash count, when the flash cannot take it
_BOOTING = const(0x3FFFFFFF)
_GPIO_IN = const(0xD0000004)  # SIO: the level of every GPIO, bit n for GPIO n


class PinButtons(Edges):
    """Buttons wired to ground: a pin reading 0 is a pressed button. Each edge of any of them
    runs a hard interrupt that queues the buttons held and time.ticks_ms(), allocating nothing;
    the app takes them on the board's clock. On GPIOs in a row (as pins.csv wires them) one
    read of the GPIO input register gives them all."""

    def __init__(self, gpios, board):
        self.pins = [machine.Pin(gpio, machine.Pin.IN, machine.Pin.PULL_UP) for gpio in gpios]
        first = gpios[0]
        in_a_row = list(gpios) == list(range(first, first + len(gpios)))
        self.shift = first if in_a_row else -1
        self.all = (1 << len(gpios)) - 1
        self.board = board
        super().__init__(self.held())
        edge = self.edge  # one bound method, made here: the interrupt must not make one
        for pin in self.pins:
            pin.irq(edge, machine.Pin.IRQ_FALLING | machine.Pin.IRQ_RISING, hard=True)

    def edge(self, pin):
        self.record(self.held(), time.ticks_ms())

    def held(self):
        if self.shift >= 0:
            return ~machine.mem32[_GPIO_IN] >> self.shift & self.all
        mask = 0
        for bit in range(len(self.pins)):
            if not self.pins[bit].value():
                mask |= 1 << bit
        return mask

    def next_time(self):
        """The edge's ticks_ms on the board's clock (which never wraps)."""
        board = self.board
        return board.now + time.ticks_diff(Edges.next_time(self), board.last)


class ScratchWord:
    """The word of the crash count (firmware/crashlog.py) in a watchdog scratch register: it
    outlives a reset, by the watchdog or machine.reset(); a power-on clears it."""

    def get(self):
        return machine.mem32[_RETAINED]

    def set(self, value):
        machine.mem32[_RETAINED] = value


class PicoBoard:
    """The board contract on real hardware; ticks_ms never wraps, unlike time.ticks_ms."""

    whole_files = True  # littlefs commits a file's new text at close: a cut leaves old or new

    def __init__(self, storage=STORAGE, watchdog_ms=WATCHDOG_MS):
        self.storage_path = storage
        count = config.saved(Storage(storage)).get("pixels", pins.PIXELS)
        self.last = time.ticks_ms()
        self.now = 0
        self.buttons = PinButtons(pins.PICO_BUTTONS, self)
        i2c = machine.I2C(pins.I2C_ID, sda=machine.Pin(pins.PICO_SDA),
                          scl=machine.Pin(pins.PICO_SCL), freq=pins.I2C_FREQ)
        self.display = oled.driver(pins.OLED_CHIP)(i2c, pins.OLED_ADDR)
        self.pixels = neopixel.NeoPixel(machine.Pin(pins.PICO_NEOPIXEL), count)
        self.rebooted_by_watchdog = _watchdog_rebooted()
        self.retained = ScratchWord()
        self.wdt = machine.WDT(timeout=watchdog_ms)
        self.sleep_ms = LOOP_SLEEP_MS

    def ticks_ms(self):
        tick = time.ticks_ms()
        self.now += time.ticks_diff(tick, self.last)
        self.last = tick
        return self.now

    def entropy(self):
        return os.urandom(4)

    def feed(self):
        """Keep the watchdog from resetting the board while something long runs."""
        self.wdt.feed()

    def idle(self):
        self.wdt.feed()
        machine.mem32[_ALIVE] = self.last
        time.sleep_ms(self.sleep_ms)

    def watchdog_reset(self):
        """The watchdog reset the board before this start. (On the RP2040, machine.reset() is
        a watchdog reset too: main.py marks the resets it asks for.)"""
        return self.rebooted_by_watchdog

    def reset(self):
        machine.reset()

    def handed_over(self):
        handed_over()


def _watchdog_rebooted():
    """Whether the watchdog reset the chip just before this start. The RP2040 keeps the reason
    of its last hardware reset through soft resets (Ctrl-D, the one that ends `companion pull`
    and `push`), so reset_cause() alone would count each of them again. A soft reset keeps the
    hardware timer running, a watchdog reset restarts it: a start that finds ticks_ms past the
    time the loop last ran is the same run of the hardware."""
    alive = machine.mem32[_ALIVE]
    machine.mem32[_ALIVE] = _BOOTING
    return machine.reset_cause() == machine.WDT_RESET and time.ticks_ms() <= alive


def handed_over():
    """The companion stopped for the computer (Ctrl-C): the loop's time in SCRATCH3 is cleared,
    so a reset by the watchdog from now on (a command killed before it fed the watchdog) is
    never taken for a crash."""
    machine.mem32[_ALIVE] = 0


def restart():
    """Reset the board on purpose, never counted as a crash: for a command from the computer
    that stopped the companion and then went silent (companion/device.py)."""
    handed_over()
    machine.reset()


def make_board(**overrides):
    return PicoBoard(**overrides)
