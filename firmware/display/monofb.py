"""A pure-Python MONO_VLSB frame buffer with the framebuf methods the firmware uses.

Boards on CPython (the simulator, the Raspberry Pi) use it; MicroPython boards use the built-in
framebuf.FrameBuffer, and the golden-frame tests prove the two draw the same bytes.
"""


class MonoFrameBuffer:
    """fill, pixel, fill_rect, hline, vline and rect on a bytearray, bit 0 at the top of a page."""

    def __init__(self, buffer, width, height):
        self.buffer = buffer
        self.width = width
        self.height = height

    def fill(self, c):
        self.buffer[:] = (b"\xff" if c else b"\x00") * len(self.buffer)

    def pixel(self, x, y, c=None):
        if not (0 <= x < self.width and 0 <= y < self.height):
            return None
        index = (y >> 3) * self.width + x
        bit = 1 << (y & 7)
        if c is None:
            return 1 if self.buffer[index] & bit else 0
        if c:
            self.buffer[index] |= bit
        else:
            self.buffer[index] &= ~bit & 0xFF
        return None

    def fill_rect(self, x, y, w, h, c):
        x0, y0 = max(x, 0), max(y, 0)
        x1, y1 = min(x + w, self.width), min(y + h, self.height)
        if x0 >= x1 or y0 >= y1:
            return
        buf, width = self.buffer, self.width
        for page in range(y0 >> 3, ((y1 - 1) >> 3) + 1):
            top, bottom = max(y0 - page * 8, 0), min(y1 - page * 8, 8)
            bits = (1 << bottom) - (1 << top)  # the page's rows inside the rectangle
            start, end = page * width + x0, page * width + x1
            if bits == 0xFF:
                buf[start:end] = (b"\xff" if c else b"\x00") * (x1 - x0)
            else:
                for i in range(start, end):
                    buf[i] = buf[i] | bits if c else buf[i] & ~bits & 0xFF

    def hline(self, x, y, w, c):
        self.fill_rect(x, y, w, 1, c)

    def vline(self, x, y, h, c):
        self.fill_rect(x, y, 1, h, c)

    def rect(self, x, y, w, h, c, f=False):
        if f:
            self.fill_rect(x, y, w, h, c)
            return
        self.fill_rect(x, y, w, 1, c)
        self.fill_rect(x, y + h - 1, w, 1, c)
        self.fill_rect(x, y, 1, h, c)
        self.fill_rect(x + w - 1, y, 1, h, c)
