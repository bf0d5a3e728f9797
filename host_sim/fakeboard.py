"""The fake board: scripted buttons, a recording display and pixels, a fake clock, seeded entropy.

It runs on CPython and on the real MicroPython unix port, so the same scenario can be replayed on
both and the frames compared. On MicroPython the display is the built-in framebuf.FrameBuffer.
"""

try:
    from framebuf import MONO_VLSB, FrameBuffer

    class _Frame(FrameBuffer):
        def __init__(self, buffer, width, height):
            super().__init__(buffer, width, height, MONO_VLSB)

except ImportError:
    from firmware.monofb import MonoFrameBuffer as _Frame

# What an SSD1306 costs on I2C, counting the address byte of each transaction: the stock driver
# sends 6 commands (2 bytes each, 7 transactions with the data) and 1,024 data bytes; a
# page-addressed driver sends 3 commands and 128 data bytes per changed page.
STOCK_FRAME_BYTES = 1044
PAGE_BYTES = 135


class FakeButtons:
    """The buttons held now, as a bitmask the test or script sets."""

    def __init__(self):
        self.mask = 0

    def read(self):
        return self.mask


class FakeDisplay(_Frame):
    """A 128x64 frame buffer that records every shown frame and the bytes a driver would send."""

    def __init__(self, width=128, height=64):
        self.width = width
        self.height = height
        self.buffer = bytearray(width * height // 8)
        super().__init__(self.buffer, width, height)
        self.sent = bytearray(len(self.buffer))
        self.frames = 0
        self.bus_bytes = []
        self.keep = False
        self.history = []

    def changed_pages(self):
        pages = 0
        width = self.width
        for page in range(self.height // 8):
            start = page * width
            if self.buffer[start : start + width] != self.sent[start : start + width]:
                pages += 1
        return pages

    def show(self):
        self.bus_bytes.append(self.changed_pages() * PAGE_BYTES)
        self.sent[:] = self.buffer
        self.frames += 1
        if self.keep:
            self.history.append(bytes(self.buffer))


class FakePixels:
    """A NeoPixel stand-in that counts writes and keeps the last frame written."""

    def __init__(self, count=24):
        self.count = count
        self.values = [(0, 0, 0)] * count
        self.shown = [(0, 0, 0)] * count
        self.writes = 0

    def __len__(self):
        return self.count

    def __setitem__(self, index, rgb):
        self.values[index] = rgb

    def fill(self, rgb):
        for i in range(self.count):
            self.values[i] = rgb

    def write(self):
        self.shown = list(self.values)
        self.writes += 1


class FakeBoard:
    """Everything App needs: buttons, display, pixels, a clock, storage and entropy."""

    def __init__(self, storage_path, seed=1, pixels=24):
        self.buttons = FakeButtons()
        self.display = FakeDisplay()
        self.pixels = FakePixels(pixels)
        self.storage_path = storage_path
        self.seed = seed
        self.now = 0

    def ticks_ms(self):
        return self.now

    def entropy(self):
        s = self.seed & 0xFFFFFFFF
        return bytes(((s >> 24) & 255, (s >> 16) & 255, (s >> 8) & 255, s & 255))
