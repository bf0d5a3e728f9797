"""The Raspberry Pi Pico board (MicroPython on the RP2040).

Buttons on pull-ups read as a bitmask, our page-diffing OLED driver (SSD1306 or SH1106, as
pins.OLED_CHIP says) on I2C0 at 400 kHz, the built-in neopixel driver, the littlefs filesystem,
os.urandom (the ring oscillator) and a watchdog that the loop feeds (and the app, through feed(),
while it reads a journal). Pins come from
firmware/boards/pins.py, generated from hardware/pins.csv.
"""

import os
import time

import machine
import neopixel

from firmware import config, oled
from firmware.boards import pins
from firmware.storage import Storage

STORAGE = "/companion"
WATCHDOG_MS = 8000
LOOP_SLEEP_MS = 5


class PinButtons:
    """Buttons wired to ground: a pin reading 0 is a pressed button."""

    def __init__(self, gpios):
        self.pins = [machine.Pin(gpio, machine.Pin.IN, machine.Pin.PULL_UP) for gpio in gpios]

    def read(self):
        mask = 0
        for bit in range(len(self.pins)):
            if not self.pins[bit].value():
                mask |= 1 << bit
        return mask


class PicoBoard:
    """The board contract on real hardware; ticks_ms never wraps, unlike time.ticks_ms."""

    def __init__(self, storage=STORAGE, watchdog_ms=WATCHDOG_MS):
        self.storage_path = storage
        count = config.saved(Storage(storage)).get("pixels", pins.PIXELS)
        self.buttons = PinButtons(pins.PICO_BUTTONS)
        i2c = machine.I2C(pins.I2C_ID, sda=machine.Pin(pins.PICO_SDA),
                          scl=machine.Pin(pins.PICO_SCL), freq=pins.I2C_FREQ)
        self.display = oled.driver(pins.OLED_CHIP)(i2c, pins.OLED_ADDR)
        self.pixels = neopixel.NeoPixel(machine.Pin(pins.PICO_NEOPIXEL), count)
        self.wdt = machine.WDT(timeout=watchdog_ms)
        self.sleep_ms = LOOP_SLEEP_MS
        self.last = time.ticks_ms()
        self.now = 0

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
        time.sleep_ms(self.sleep_ms)

    def watchdog_reset(self):
        """The watchdog reset the board. (On the RP2040, machine.reset() is a watchdog reset
        too: main.py marks the resets it asks for.)"""
        return machine.reset_cause() == machine.WDT_RESET

    def reset(self):
        machine.reset()


def make_board(**overrides):
    return PicoBoard(**overrides)
