"""The OLED driver for a board's controller, as the pin map names it (pins.OLED_CHIP): 1306
for an SSD1306 or SSD1309 (0.96" and 2.42" modules), 1106 for an SH1106 (most 1.3" ones)."""

SH1106_CHIP = 1106


def driver(chip):
    """The driver class for chip; both take (i2c, addr) and draw the same frame buffer."""
    if chip == SH1106_CHIP:
        from firmware.display.sh1106 import SH1106

        return SH1106
    from firmware.display.ssd1306 import SSD1306

    return SSD1306
