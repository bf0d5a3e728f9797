"""The Raspberry Pi board (CPython with Adafruit Blinka).

Buttons through digitalio with pull-ups, our page-diffing OLED driver (SSD1306 or SH1106, as
pins.OLED_CHIP says) on busio.I2C, and adafruit-circuitpython-neopixel on BCM18. Our driver
rather than adafruit_ssd1306: it sends only the pages that changed, and it draws the same bytes
as on the Pico from the same code.
"""

import os
import time

import board
import busio
import digitalio
import neopixel

from firmware.boards import pins
from firmware.display import oled
from saves import config
from saves.storage import Storage

STORAGE = os.path.join(os.path.expanduser("~"), ".local", "share", "tabletop-companion", "device")
LOOP_SLEEP_S = 0.005


def bcm(number):
    """The Blinka pin object of a BCM GPIO number on a real Raspberry Pi."""
    return getattr(board, "D{}".format(number))


class DigitalButtons:
    """Buttons wired to ground through digitalio inputs with pull-ups."""

    def __init__(self, pin_objects):
        self.inputs = []
        for pin in pin_objects:
            io = digitalio.DigitalInOut(pin)
            io.direction = digitalio.Direction.INPUT
            io.pull = digitalio.Pull.UP
            self.inputs.append(io)

    def read(self):
        mask = 0
        for bit, io in enumerate(self.inputs):
            if not io.value:
                mask |= 1 << bit
        return mask


class LockedI2C:
    """busio.I2C must be locked around each transfer; the driver only needs writeto."""

    def __init__(self, i2c):
        self.i2c = i2c

    def writeto(self, addr, buf):
        while not self.i2c.try_lock():
            pass
        try:
            self.i2c.writeto(addr, buf)
        finally:
            self.i2c.unlock()


class Pixels:
    """adafruit NeoPixel behind the write() of the MicroPython neopixel API."""

    def __init__(self, strip):
        self.strip = strip

    def __len__(self):
        return len(self.strip)

    def __setitem__(self, index, rgb):
        self.strip[index] = rgb

    def fill(self, rgb):
        self.strip.fill(rgb)

    def write(self):
        self.strip.show()


class PiBoard:
    """The board contract on a Raspberry Pi. pin maps a BCM number to a Blinka pin."""

    def __init__(self, pin=bcm, i2c=None, storage=STORAGE):
        os.makedirs(storage, exist_ok=True)
        self.storage_path = storage
        self.buttons = DigitalButtons([pin(number) for number in pins.PI_BUTTONS])
        bus = i2c or LockedI2C(busio.I2C(pin(pins.PI_SCL), pin(pins.PI_SDA),
                                         frequency=pins.I2C_FREQ))
        self.display = oled.driver(pins.OLED_CHIP)(bus, pins.OLED_ADDR)
        count = config.saved(Storage(storage)).get("pixels", pins.PIXELS)
        self.pixels = Pixels(neopixel.NeoPixel(pin(pins.PI_NEOPIXEL), count, auto_write=False))
        self.start = time.monotonic_ns()

    def ticks_ms(self):
        return (time.monotonic_ns() - self.start) // 1000000

    def entropy(self):
        return os.urandom(4)

    def idle(self):
        time.sleep(LOOP_SLEEP_S)

    def watchdog_reset(self):
        return False  # no watchdog: systemd restarts a companion that exits

    def reset(self):
        raise SystemExit(1)  # systemd (Restart=always) starts the companion again


def make_board(**overrides):
    return PiBoard(**overrides)


if __name__ == "__main__":
    from firmware import main

    main.run(make_board())
