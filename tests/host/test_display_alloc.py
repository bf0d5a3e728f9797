"""The SSD1306 driver on the real MicroPython: show() compares and sends pages through
memoryviews, so it copies no page onto the heap (before, every show() allocated 2.5 KB)."""

from support import micropython

SCRIPT = """
import gc
from firmware.display.ssd1306 import SSD1306


class Bus:
    def writeto(self, addr, buf):
        pass


display = SSD1306(Bus())
display.show(True)


def allocated(change):
    change()
    gc.collect()
    before = gc.mem_alloc()
    display.show()
    return gc.mem_alloc() - before


print(allocated(lambda: None), allocated(lambda: display.fill_rect(0, 0, 128, 8, 1)),
      allocated(lambda: display.fill(0)))
"""


def test_show_copies_no_page_onto_the_heap():
    run = micropython.run(["-c", SCRIPT], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    unchanged, one_page, every_page = (int(n) for n in run.stdout.split())
    assert unchanged == 0
    # A few view objects (32 bytes each on this 64-bit port), never a page of 128 bytes.
    assert one_page <= 96 and every_page <= 96
