"""The fake board: scripted buttons, a recording display and pixels, a fake clock, seeded entropy.

It runs on CPython and on the real MicroPython unix port, so the same scenario can be replayed on
both and the frames compared. The display is our real OLED driver (the SSD1306's, or the SH1106's
as a board option) on a bus that counts bytes.
"""

from array import array

from firmware.display import oled
from firmware.display.sh1106 import SH1106
from firmware.display.ssd1306 import SSD1306
from firmware.edges import Edges

# The most bytes one show() sends: a full frame, every page with its commands (1,080).
MOST_BYTES = 1100


class RecordingI2C:
    """An I2C bus that counts the bytes written, the address byte of each transaction included."""

    def __init__(self):
        self.bytes = 0
        self.transactions = 0

    def writeto(self, addr, buf):
        self.bytes += 1 + len(buf)
        self.transactions += 1


class FakeButtons(Edges):
    """The buttons held now, as a bitmask the test or script sets: each change is an edge at
    the time clock() gives then, queued as the device's interrupt queues it."""

    def __init__(self, clock):
        super().__init__()
        self.clock = clock

    @property
    def mask(self):
        return self.read()

    @mask.setter
    def mask(self, mask):
        if mask != self.read():
            self.record(mask, self.clock())


class FakeDisplay(SSD1306):
    """Our real page-diffing driver on a recording bus; counts how many bytes each show()
    sent, as a histogram (bytes -> shows) for the bench that asks for one (histogram=True): one
    4 KB array made at the start, so a long run never grows it. Any other board keeps none, as
    a device keeps none (a test that booted hundreds of boards ran out of whole 4 KB blocks).
    chip (pins.OLED_CHIP's values): the SH1106 takes its init and column offset from its
    driver."""

    def __init__(self, histogram=False, chip=1306):
        if chip == oled.SH1106_CHIP:
            self.INIT, self.COLUMN_OFFSET = SH1106.INIT, SH1106.COLUMN_OFFSET
        super().__init__(RecordingI2C())
        self.frames = 0
        # Made from zero bytes (4 per count), not from a list: no 9 KB of list on the way.
        self.counts = array("I", bytearray(4 * (MOST_BYTES + 1))) if histogram else None

    def show(self, full=False):
        before = self.i2c.bytes
        super().show(full)
        if self.counts is not None:
            self.counts[min(self.i2c.bytes - before, MOST_BYTES)] += 1
        self.frames += 1

    @property
    def sent_sizes(self):
        """{bytes sent: how many show() calls sent that many}."""
        return {size: count for size, count in enumerate(self.counts or ()) if count}


class FakePixels:
    """A NeoPixel stand-in that counts writes and keeps the last frame written. Like the real
    one it copies what it is given into a buffer, so setting a pixel or writing allocates
    nothing; shown and values read the buffers back as (r, g, b) tuples."""

    def __init__(self, count=24):
        self.count = count
        self.buf = bytearray(3 * count)
        self.shown_buf = bytearray(3 * count)
        self.writes = 0
        self.peak = 0  # the largest sum of all channels written, for current checks

    def __len__(self):
        return self.count

    def __setitem__(self, index, rgb):
        buf = self.buf
        buf[3 * index] = rgb[0]
        buf[3 * index + 1] = rgb[1]
        buf[3 * index + 2] = rgb[2]

    def fill(self, rgb):
        for i in range(self.count):
            self[i] = rgb

    def write(self):
        buf, shown = self.buf, self.shown_buf
        total = 0
        for i in range(len(buf)):
            shown[i] = buf[i]
            total += buf[i]
        self.peak = max(self.peak, total)
        self.writes += 1

    @staticmethod
    def _tuples(buf):
        return [(buf[i], buf[i + 1], buf[i + 2]) for i in range(0, len(buf), 3)]

    @property
    def shown(self):
        """The last frame written, one (r, g, b) per pixel."""
        return self._tuples(self.shown_buf)

    @property
    def values(self):
        """The pixels as set since, one (r, g, b) per pixel."""
        return self._tuples(self.buf)


class RetainedWord:
    """A word of the chip's memory that outlives a reset but not a power-on (the Pico's
    watchdog scratch register): a test passes one to every boot of the same chip."""

    def __init__(self):
        self.value = 0

    def get(self):
        return self.value

    def set(self, value):
        self.value = value


class FakeBoard:
    """Everything the app and main.py need: buttons, display, pixels, a clock, storage, entropy,
    idle() (which lets the fake clock run on by one loop tick), watchdog_reset(), reset() and a
    retained word (a new one, as after a power-on, unless the test passes the chip's)."""

    def __init__(self, storage_path, seed=1, pixels=24, histogram=False, chip=1306,
                 retained=None):
        self.buttons = FakeButtons(self.ticks_ms)
        self.display = FakeDisplay(histogram, chip)
        self.pixels = FakePixels(pixels)
        self.storage_path = storage_path
        self.seed = seed
        self.now = 0
        self.resets = 0
        self.watchdog = False  # a test sets it: the watchdog reset the board before this boot
        self.retained = retained or RetainedWord()

    def ticks_ms(self):
        return self.now

    def entropy(self):
        s = self.seed & 0xFFFFFFFF
        return bytes(((s >> 24) & 255, (s >> 16) & 255, (s >> 8) & 255, s & 255))

    def idle(self):
        self.now += 10

    def watchdog_reset(self):
        return self.watchdog

    def reset(self):
        self.resets += 1
