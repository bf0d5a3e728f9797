"""The SH1106, the controller of most 1.3" 128x64 OLED modules, on our page-diffing driver.

It speaks the SSD1306's page protocol (0xB0 | page, then the column in two nibbles, then the
data), so firmware/display/ssd1306.py does the work; what differs is here: its RAM is 132
columns wide with the panel's 128 starting at column 2, it has page addressing only (no 0x20
mode command), and its DC-DC converter is switched on with 0xAD 0x8B instead of the SSD1306's
charge pump.
"""

from firmware.display.ssd1306 import SSD1306

_INIT = (
    0xAE,  # display off
    0xD5, 0x80,  # clock divide
    0xA8, 0x3F,  # multiplex 64
    0xD3, 0x00,  # no display offset
    0x40,  # start line 0
    0xAD, 0x8B,  # DC-DC converter on
    0xA1,  # segment remap: column 131 is SEG0
    0xC8,  # COM scan from the bottom
    0xDA, 0x12,  # COM pins alternative
    0x81, 0xCF,  # contrast
    0xD9, 0x1F,  # pre-charge
    0xDB, 0x40,  # VCOM deselect level
    0xA4,  # show the RAM
    0xA6,  # not inverted
    0xAF,  # display on
)


class SH1106(SSD1306):
    """The SSD1306 driver with the SH1106's init and its 2-column offset."""

    INIT = _INIT
    COLUMN_OFFSET = 2
