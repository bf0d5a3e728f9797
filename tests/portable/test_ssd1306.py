"""Our SSD1306 driver: init sequence, only changed column runs on the bus, full refresh after
errors."""

from firmware.display import draw
from firmware.display.ssd1306 import OVERHEAD_BYTES, SSD1306
from host_sim.fakeboard import RecordingI2C

PAGE_BYTES = OVERHEAD_BYTES + 128


class _Log(RecordingI2C):
    def __init__(self):
        super().__init__()
        self.writes = []
        self.fail = False

    def writeto(self, addr, buf):
        if self.fail:
            raise OSError(5)
        super().writeto(addr, buf)
        self.writes.append((addr, bytes(buf)))


def _driver():
    bus = _Log()
    display = SSD1306(bus, 0x3C)
    return display, bus


def test_init_turns_on_page_addressing_and_the_charge_pump():
    display, bus = _driver()
    assert len(bus.writes) == 1  # one stream of commands after one control byte
    sent = list(bus.writes[0][1][1:])
    assert all(addr == 0x3C and buf[0] == 0x00 for addr, buf in bus.writes)
    assert sent[0] == 0xAE and sent[-1] == 0xAF
    assert sent[sent.index(0x20) + 1] == 0x02  # page addressing
    assert sent[sent.index(0x8D) + 1] == 0x14  # charge pump


def test_first_show_sends_every_page_then_only_changes():
    display, bus = _driver()
    start = bus.bytes
    display.show()
    assert bus.bytes - start == 8 * PAGE_BYTES
    start = bus.bytes
    display.show()
    assert bus.bytes == start  # nothing changed, nothing sent


def test_only_the_changed_run_of_columns_is_sent():
    display, bus = _driver()
    display.show()
    start = bus.bytes
    draw.text(display, "hi", 20, 3)  # "h" starts with a blank column: ink from x = 20
    display.show()
    page_cmd, data = bus.writes[-2][1], bus.writes[-1][1]
    first = 20 + [i for i in range(10) if display.buffer[384 + 20 + i]][0]
    last = 20 + [i for i in range(10) if display.buffer[384 + 20 + i]][-1]
    assert page_cmd == bytes((0x00, 0xB3, first & 15, 0x10 | first >> 4))
    assert data[0] == 0x40 and data[1:] == bytes(display.buffer[384 + first : 384 + last + 1])
    assert bus.bytes - start == OVERHEAD_BYTES + last - first + 1


def test_two_changes_on_one_page_send_the_run_between_them():
    display, bus = _driver()
    display.show()
    start = bus.bytes
    display.pixel(3, 9, 1)
    display.pixel(100, 9, 1)
    display.show()
    assert bus.bytes - start == OVERHEAD_BYTES + 98


def test_bus_error_forces_a_full_refresh_next_time():
    display, bus = _driver()
    display.show()
    draw.text(display, "x", 0, 0)
    bus.fail = True
    display.show()
    assert display.errors == 1
    bus.fail = False
    start = bus.bytes
    display.show()
    assert bus.bytes - start == 8 * PAGE_BYTES


def test_full_refresh_on_request():
    display, bus = _driver()
    display.show()
    start = bus.bytes
    display.show(True)
    assert bus.bytes - start == 8 * PAGE_BYTES
