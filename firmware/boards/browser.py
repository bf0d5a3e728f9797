"""The browser board: the companion in a web page, on MicroPython WebAssembly (web/).

The page is the hardware. It registers the JS module `page` before this file is imported:
page.buttons() gives the buttons held at the step being run, page.show() and page.leds() take
the display and LED bytes as hex, page.entropy() gives seed bytes as hex, page.ticks() the board
clock and page.reset() stops the app. The flash is the folder /flash, which the page keeps in the
browser's localStorage (web/flash.js), so open, os.rename and os.remove work as on the device.
"""

import page  # pyright: ignore[reportMissingImports]

from firmware import config
from firmware.boards import pins
from firmware.companion import make_app
from firmware.framebuffer import FrameBuffer128
from firmware.storage import Storage

STORAGE = "/flash"


class PageButtons:
    """The buttons of the page: keys and clicks, timed to the step that reads them."""

    def read(self):
        return page.buttons()


class PageDisplay(FrameBuffer128):
    """A 128x64 MONO_VLSB frame buffer; show() hands the bytes to the page's canvas."""

    def __init__(self, width=128, height=64):
        self.width = width
        self.height = height
        self.buffer = bytearray(width * height // 8)
        super().__init__(self.buffer, width, height)

    def show(self, full=False):
        page.show(self.buffer.hex())


class PagePixels:
    """The NeoPixel API; write() hands the RGB bytes to the page's rings."""

    def __init__(self, count):
        self.count = count
        self.buf = bytearray(3 * count)

    def __len__(self):
        return self.count

    def __setitem__(self, index, rgb):
        self.buf[3 * index : 3 * index + 3] = bytes(rgb)

    def fill(self, rgb):
        for index in range(self.count):
            self[index] = rgb

    def write(self):
        page.leds(self.buf.hex())


class BrowserBoard:
    """The board contract in a web page; the page's loop steps the app every 10 ms."""

    def __init__(self, storage=STORAGE):
        self.storage_path = storage
        count = config.saved(Storage(storage)).get("pixels", pins.PIXELS)
        self.buttons = PageButtons()
        self.display = PageDisplay()
        self.pixels = PagePixels(count)

    def ticks_ms(self):
        return page.ticks()

    def entropy(self):
        return bytes.fromhex(page.entropy())

    def idle(self):
        pass  # the page's timer paces the steps

    def watchdog_reset(self):
        return False  # no watchdog in a page

    def reset(self):
        page.reset()


def make_board(**overrides):
    return BrowserBoard(**overrides)


def start():
    """Boot the companion on this board; the page calls the returned step(now) every 10 ms."""
    return make_app(make_board()).step
