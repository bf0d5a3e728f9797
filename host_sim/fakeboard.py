"""The fake board: scripted buttons, a recording display and pixels, a fake clock, seeded entropy.

It runs on CPython and on the real MicroPython unix port, so the same scenario can be replayed on
both and the frames compared. The display is our real SSD1306 driver on a bus that counts bytes.
"""

from firmware.ssd1306 import SSD1306


class RecordingI2C:
    """An I2C bus that counts the bytes written, the address byte of each transaction included."""

    def __init__(self):
        self.bytes = 0
        self.transactions = 0

    def writeto(self, addr, buf):
        self.bytes += 1 + len(buf)
        self.transactions += 1


class FakeButtons:
    """The buttons held now, as a bitmask the test or script sets."""

    def __init__(self):
        self.mask = 0

    def read(self):
        return self.mask


class FakeDisplay(SSD1306):
    """Our real page-diffing SSD1306 driver on a recording bus; counts how many bytes each
    show() sent, as a histogram (bytes -> shows), which stays small however long the run.
    Heap measurements set sent_sizes to None: a device keeps no histogram."""

    def __init__(self):
        super().__init__(RecordingI2C())
        self.frames = 0
        self.sent_sizes = {}

    def show(self, full=False):
        before = self.i2c.bytes
        super().show(full)
        if self.sent_sizes is not None:
            size = self.i2c.bytes - before
            self.sent_sizes[size] = self.sent_sizes.get(size, 0) + 1
        self.frames += 1


class FakePixels:
    """A NeoPixel stand-in that counts writes and keeps the last frame written."""

    def __init__(self, count=24):
        self.count = count
        self.values = [(0, 0, 0)] * count
        self.shown = [(0, 0, 0)] * count
        self.writes = 0
        self.peak = 0  # the largest sum of all channels written, for current checks

    def __len__(self):
        return self.count

    def __setitem__(self, index, rgb):
        self.values[index] = rgb

    def fill(self, rgb):
        for i in range(self.count):
            self.values[i] = rgb

    def write(self):
        for i in range(self.count):  # in place: a NeoPixel write allocates nothing either
            self.shown[i] = self.values[i]
        self.writes += 1
        total = 0
        for rgb in self.values:
            total += rgb[0] + rgb[1] + rgb[2]
        self.peak = max(self.peak, total)


class FakeBoard:
    """Everything the app and main.py need: buttons, display, pixels, a clock, storage, entropy,
    idle() (which lets the fake clock run on by one loop tick), watchdog_reset() and reset()."""

    def __init__(self, storage_path, seed=1, pixels=24):
        self.buttons = FakeButtons()
        self.display = FakeDisplay()
        self.pixels = FakePixels(pixels)
        self.storage_path = storage_path
        self.seed = seed
        self.now = 0
        self.resets = 0
        self.watchdog = False  # a test sets it: the watchdog reset the board before this boot

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
