"""An SSD1306 128x64 I2C driver that sends only what changed: per 128x8-pixel page, the run of
columns from the first changed byte to the last.

The stock driver sends all 1,044 bytes on every show(). Page addressing lets us send a changed
run as two short transactions: 7 bytes of overhead (address bytes included) plus the run, so a
whole page costs 135. The bus is anything with writeto(addr, buf): machine.I2C on the Pico, a
locked busio.I2C on the Raspberry Pi.
"""

from core.compat import const
from firmware.display.framebuffer import FrameBuffer128

_INIT = (
    0xAE,  # display off
    0x20, 0x02,  # page addressing mode
    0x40,  # start line 0
    0xA1,  # segment remap: column 127 is SEG0
    0xA8, 0x3F,  # multiplex 64
    0xC8,  # COM scan from the bottom
    0xD3, 0x00,  # no display offset
    0xDA, 0x12,  # COM pins for 128x64
    0xD5, 0x80,  # clock divide
    0xD9, 0xF1,  # pre-charge for the internal charge pump
    0xDB, 0x30,  # VCOMH deselect level
    0x81, 0xCF,  # contrast
    0xA4,  # show the RAM
    0xA6,  # not inverted
    0x8D, 0x14,  # charge pump on
    0xAF,  # display on
)
# Bytes on the bus for a run of n columns: address + control + 3 commands, then address +
# control + n. A whole page is 7 + 128.
OVERHEAD_BYTES = const(7)


class SSD1306(FrameBuffer128):
    """A frame buffer whose show() writes only the changed pages; show(True) writes them all.
    A controller with the same page protocol subclasses it with its own INIT and the column
    where its RAM's first visible column sits (firmware/display/sh1106.py)."""

    INIT = _INIT
    COLUMN_OFFSET = 0

    def __init__(self, i2c, addr=0x3C, width=128, height=64):
        self.i2c = i2c
        self.addr = addr
        self.width = width
        self.height = height
        self.pages = height // 8
        self.buffer = bytearray(width * self.pages)
        super().__init__(self.buffer, width, height)
        self.sent = bytearray(len(self.buffer))
        # Each page of the frame and of what the display holds, as views: comparing and copying
        # them reads the bytes in place, with no copy of a page on the heap.
        shown, sent = memoryview(self.buffer), memoryview(self.sent)
        self.page_views = [(shown[p * width : (p + 1) * width], sent[p * width : (p + 1) * width])
                           for p in range(self.pages)]
        self.cmd = bytearray(2)
        self.page_cmd = bytearray((0x00, 0xB0, 0x00, 0x10))
        self.data = bytearray(width + 1)
        self.data[0] = 0x40
        self.data_view = memoryview(self.data)
        self.force = True
        self.errors = 0
        # The init commands in one stream after one control byte (Co 0, D/C# 0: every byte
        # that follows is a command), as the page command is sent: one transaction instead of
        # one each, 2.7 ms sooner to the first frame on a Pico.
        self.i2c.writeto(self.addr, bytes((0x00,) + tuple(self.INIT)))

    def command(self, value):
        self.cmd[1] = value
        self.i2c.writeto(self.addr, self.cmd)

    def contrast(self, value):
        self.command(0x81)
        self.command(value)

    def show(self, full=False):
        """Send the changed column runs (whole pages when full, or after a bus error)."""
        full = full or self.force
        self.force = False
        for page in range(self.pages):
            now, before = self.page_views[page]
            first, last = 0, self.width - 1
            if not full:
                if now == before:
                    continue
                while now[first] == before[first]:
                    first += 1
                while now[last] == before[last]:
                    last -= 1
            count = last - first + 1
            column = first + self.COLUMN_OFFSET
            self.page_cmd[1] = 0xB0 | page
            self.page_cmd[2] = column & 0x0F
            self.page_cmd[3] = 0x10 | (column >> 4)
            run = now[first : last + 1]
            self.data_view[1 : count + 1] = run
            try:
                self.i2c.writeto(self.addr, self.page_cmd)
                self.i2c.writeto(self.addr, self.data_view[: count + 1])
            except OSError:
                self.errors += 1
                self.force = True  # resend everything next time
                return
            before[first : last + 1] = run
