"""A stand-in for MicroPython's neopixel module, first on MICROPYPATH for the board tests only
(support.micropython.run(fakes=True))."""

strips = []


class NeoPixel:
    def __init__(self, pin, n):
        self.pin = pin
        self.n = n
        self.values = [(0, 0, 0)] * n
        self.writes = 0
        strips.append(self)

    def __len__(self):
        return self.n

    def __setitem__(self, index, rgb):
        self.values[index] = tuple(rgb)  # a copy, as the real driver copies into its buffer

    def fill(self, rgb):
        self.values = [rgb] * self.n

    def write(self):
        self.writes += 1
