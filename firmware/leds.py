"""The NeoPixel rings: brightness, a current limiter, and writes only when the frame changed.

A screen fills a frame of 8-bit RGB values (bytearray, 3 per pixel): the topmost screen of
the stack that draws a pattern, so a game's rings stay lit under its menus and forms. This
scales it by the global
brightness, then scales it again so the estimated current (about 20 mA per channel at full)
stays within the budget, and writes the pixels only if the result differs from the last write.
Each pixel is handed to the NeoPixel as one reused 3-byte cell (a NeoPixel copies what it is
given), so a write allocates nothing and a blinking ring leaves the heap as it found it.
The frame is drawn with seat 1 at each ring's first pixel; turn moves every pixel of both rings
that many pixels clockwise as it is written, so seat 1 can be put where the table sits.
"""

from core.compat import const

MA_PER_CHANNEL = const(20)
_FRAME_MS = const(40)


def estimate_ma(buf):
    """Estimated current of a scaled frame, in mA (rounded up)."""
    total = 0
    for value in buf:
        total += value
    return (total * MA_PER_CHANNEL + 254) // 255


class Leds:
    """Owns the pixels; update(screens, now) is called every step and is rate-limited, but a
    new screen on top is lit at once: after a slow step (a game's screens importing) the next
    press may already be waiting, and its screen must not be the first the rings show."""

    def __init__(self, pixels, brightness=64, budget_ma=400, turn=0):
        self.pixels = pixels
        self.count = len(pixels)
        self.frame = bytearray(self.count * 3)
        self.drawn = bytearray(self.count * 3)  # the frame that out was scaled from
        self.dark = bytes(self.count * 3)
        self.out = bytearray(self.count * 3)
        self.last = bytearray(self.count * 3)
        self.brightness = brightness
        self.budget_ma = budget_ma
        self.next_frame = 0
        self.top = None  # the screen on top at the last frame
        self.writes = 0
        self.skipped = 0
        self.written_once = False
        self.cell = bytearray(3)  # one pixel's r, g, b on its way to the NeoPixel
        self.turn = turn

    def turned(self, turn):
        """Seat 1 turn pixels clockwise on both rings, from the next frame."""
        self.turn = turn
        self.written_once = False

    def levels(self, brightness, budget_ma):
        """New brightness and current budget, applied at the next frame."""
        self.brightness = brightness
        self.budget_ma = budget_ma
        self.written_once = False

    def update(self, screens, now):
        """Draw the topmost of screens (the app's stack, top last) whose leds() draws."""
        if now < self.next_frame and screens[-1] is self.top:
            return
        self.top = screens[-1]
        self.next_frame = now + _FRAME_MS
        frame = self.frame
        frame[:] = self.dark
        for i in range(len(screens) - 1, -1, -1):
            if screens[i].leds(frame, now):
                break
        if self.written_once and frame == self.drawn:
            self.skipped += 1  # the same pattern, scaled and written already
            return
        self.drawn[:] = frame
        self._scale()
        if self.written_once and self.out == self.last:
            self.skipped += 1
            return
        self._write()

    def _scale(self):
        out, frame, level = self.out, self.frame, self.brightness
        total = 0
        for i in range(len(frame)):
            value = frame[i] * level // 255
            out[i] = value
            total += value
        # Largest budget the limiter allows, in the same units as total: sum * 20 / 255 <= budget.
        limit = self.budget_ma * 255 // MA_PER_CHANNEL
        if total > limit:
            for i in range(len(out)):
                out[i] = out[i] * limit // total

    def _write(self):
        out, pixels, cell = self.out, self.pixels, self.cell
        size = self.count // 2  # a ring's pixels (rings.ring_size); a last odd one stays put
        turn = self.turn % size if size else 0
        for i in range(self.count):
            cell[0] = out[3 * i]
            cell[1] = out[3 * i + 1]
            cell[2] = out[3 * i + 2]
            at = i % size if size else 0
            pixels[i - at + (at + turn) % size if i < 2 * size else i] = cell
        pixels.write()
        self.last[:] = out
        self.written_once = True
        self.writes += 1
