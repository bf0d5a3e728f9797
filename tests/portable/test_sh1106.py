"""The SH1106 driver (1.3" modules): the SSD1306's page protocol with the panel at RAM column
2, no horizontal-addressing command, its DC-DC converter; the same bytes on the bus."""

from firmware.display import draw, oled
from firmware.display.sh1106 import SH1106
from firmware.display.ssd1306 import OVERHEAD_BYTES, SSD1306
from host_sim.fakeboard import RecordingI2C


class _Log(RecordingI2C):
    def __init__(self):
        super().__init__()
        self.writes = []

    def writeto(self, addr, buf):
        super().writeto(addr, buf)
        self.writes.append(bytes(buf))


def _pair():
    buses = (_Log(), _Log())
    return SSD1306(buses[0]), SH1106(buses[1]), buses


def test_init_uses_the_sh1106_commands_only():
    _, _, (_, bus) = _pair()
    assert len(bus.writes) == 1 and bus.writes[0][0] == 0x00  # one stream of commands
    sent = list(bus.writes[0][1:])
    assert sent[0] == 0xAE and sent[-1] == 0xAF
    assert sent[sent.index(0xAD) + 1] == 0x8B  # DC-DC on
    assert 0x20 not in sent and 0x8D not in sent  # SSD1306-only: addressing mode, charge pump


def test_a_run_lands_two_columns_further_into_the_ram():
    ssd, sh, buses = _pair()
    for display in (ssd, sh):
        display.show()
        draw.text(display, "hi", 20, 3)
        display.show()
    ssd_cmd, sh_cmd = buses[0].writes[-2], buses[1].writes[-2]
    column = lambda cmd: (cmd[2] & 15) | (cmd[3] & 15) << 4  # noqa: E731
    assert sh_cmd[1] == ssd_cmd[1] == 0xB3
    assert column(sh_cmd) == column(ssd_cmd) + 2
    assert buses[0].writes[-1] == buses[1].writes[-1]  # the same data


def test_a_full_page_reaches_ram_columns_2_to_129_and_costs_what_the_ssd1306_costs():
    ssd, sh, buses = _pair()
    before = [bus.bytes for bus in buses]
    ssd.show()
    sh.show()
    first = buses[1].writes[-2]
    assert (first[2], first[3]) == (0x02, 0x10)  # column 2: the SH1106's first visible one
    assert len(buses[1].writes[-1]) == 129  # 128 columns and the data control byte: up to 129
    assert [bus.bytes - b for bus, b in zip(buses, before)] == [8 * (OVERHEAD_BYTES + 128)] * 2


def test_the_pin_map_s_chip_picks_the_driver():
    assert oled.driver(1106) is SH1106
    assert oled.driver(1306) is SSD1306
