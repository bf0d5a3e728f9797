"""hardware/pins.csv, the one pin map: the generated files match it and the pins are sound."""

import os
import re

import pinmap
import pytest
from conftest import ROOT

from firmware import events
from firmware.boards import pins

CSV = os.path.join(ROOT, "hardware", "pins.csv")
ROWS = pinmap.load(CSV)
BY_NAME = {row["name"]: row for row in ROWS}

# Raspberry Pi Pico datasheet pinout: GPIO -> physical pin, and the power pins.
PICO_PIN = {0: 1, 1: 2, 2: 4, 3: 5, 4: 6, 5: 7, 6: 9, 7: 10, 8: 11, 9: 12, 10: 14, 11: 15,
            12: 16, 13: 17, 14: 19, 15: 20, 16: 21, 17: 22, 18: 24, 19: 25, 20: 26, 21: 27,
            22: 29, 26: 31, 27: 32, 28: 34}
PICO_POWER = {"3V3": {36}, "5V": {40}, "GND": {3, 8, 13, 18, 23, 28, 33, 38}}
# Raspberry Pi 40-pin header: BCM -> physical pin, and the power pins.
PI_PIN = {2: 3, 3: 5, 4: 7, 17: 11, 27: 13, 22: 15, 10: 19, 9: 21, 11: 23, 0: 27, 5: 29, 6: 31,
          13: 33, 19: 35, 26: 37, 14: 8, 15: 10, 18: 12, 23: 16, 24: 18, 25: 22, 8: 24, 7: 26,
          1: 28, 12: 32, 16: 36, 20: 38, 21: 40}
PI_POWER = {"3V3": {1, 17}, "5V": {2, 4}, "GND": {6, 9, 14, 20, 25, 30, 34, 39}}
# The pins the Pi NeoPixel driver (rpi_ws281x) can drive: SPI MOSI, PWM0 (two), PCM DOUT.
PI_NEOPIXEL_PINS = (10, 12, 18, 21)


def rp2040_i2c(gpio):
    """(I2C block, "SDA" or "SCL") of an RP2040 GPIO: the pattern repeats every 4 pins."""
    return (gpio // 2) % 2, "SCL" if gpio % 2 else "SDA"


def clashes(rows, column):
    """Values of column used by more than one row (empty cells ignored)."""
    values = [row[column] for row in rows if row[column] is not None]
    return sorted({v for v in values if values.count(v) > 1})


def _read(path):
    with open(path, encoding="utf-8", newline="") as f:
        return f.read()


def _modified_csv(tmp_path, old, new):
    text = _read(CSV)
    assert old in text
    path = tmp_path / "pins.csv"
    path.write_text(text.replace(old, new), encoding="utf-8")
    return str(path)


def test_the_committed_files_are_exactly_what_the_csv_generates():
    for rel, text in pinmap.outputs(ROWS).items():
        assert _read(os.path.join(ROOT, rel)) == text, (
            "{} is stale: run .venv/bin/python tools/pinmap.py".format(rel))
    assert pinmap.main(["--check"]) == 0


def test_a_changed_csv_changes_all_three_files_and_check_fails(tmp_path, capsys):
    changed = _modified_csv(tmp_path, "PREV,button,10,14,", "PREV,button,14,19,")
    assert pinmap.main(["--csv", changed, "--out", str(tmp_path)]) == 0
    for rel in (pinmap.PY_OUT, pinmap.MD_OUT, pinmap.SVG_OUT):
        assert _read(str(tmp_path / rel)) != _read(os.path.join(ROOT, rel)), rel
    assert "PICO_PREV = const(14)" in _read(str(tmp_path / pinmap.PY_OUT))
    assert pinmap.main(["--csv", changed, "--check"]) == 1
    assert "stale: firmware/boards/pins.py" in capsys.readouterr().out


def test_a_malformed_csv_is_refused(tmp_path):
    bad = _modified_csv(tmp_path, "PIXELS,setting,,,,,24,", "PIXELS,setting,,,,,many,")
    with pytest.raises(ValueError):
        pinmap.load(bad)
    assert pinmap.main(["--csv", bad, "--out", str(tmp_path)]) == 2
    no_pin = _modified_csv(tmp_path, "OK,button,12,16,", "OK,button,12,,")
    with pytest.raises(ValueError, match="pico_pin must be set"):
        pinmap.load(no_pin)


def test_the_sh1106_board_option_names_the_panel_and_an_unknown_chip_is_refused(tmp_path):
    """OLED_CHIP 1106 (1.3" modules): pins.py says so, the diagram labels the SH1106; a chip
    with no driver is refused rather than built into a board that shows nothing."""
    sh1106 = _modified_csv(tmp_path, "OLED_CHIP,setting,,,,,1306,", "OLED_CHIP,setting,,,,,1106,")
    assert pinmap.main(["--csv", sh1106, "--out", str(tmp_path)]) == 0
    assert "OLED_CHIP = const(1106)" in _read(str(tmp_path / pinmap.PY_OUT))
    assert "SH1106 OLED" in _read(str(tmp_path / pinmap.SVG_OUT))
    assert '2.42" SSD1309 OLED' in _read(os.path.join(ROOT, pinmap.SVG_OUT))
    unknown = _modified_csv(tmp_path, "OLED_CHIP,setting,,,,,1306,", "OLED_CHIP,setting,,,,,1309,")
    with pytest.raises(ValueError, match="OLED_CHIP is one of 1106 .SH1106., 1306 .SSD1306."):
        pinmap.load(unknown)


def test_every_function_has_its_own_pin_on_each_target():
    signals = pinmap.signals(ROWS)
    for column in ("pico_gpio", "pi_bcm"):
        assert clashes(signals, column) == [], column
    for column in ("pico_pin", "pi_pin"):
        assert clashes(ROWS, column) == [], column
    # The check bites: OK moved onto PREV's GPIO is a clash.
    moved = [dict(row) for row in signals]
    moved[[r["name"] for r in moved].index("OK")]["pico_gpio"] = BY_NAME["PREV"]["pico_gpio"]
    assert clashes(moved, "pico_gpio") == [BY_NAME["PREV"]["pico_gpio"]]


def test_the_physical_pins_match_the_board_pinouts():
    for row in pinmap.signals(ROWS):
        assert PICO_PIN[row["pico_gpio"]] == row["pico_pin"], row["name"]
        assert PI_PIN[row["pi_bcm"]] == row["pi_pin"], row["name"]
    for name in pinmap.POWER:
        assert BY_NAME[name]["pico_pin"] in PICO_POWER[name], name
        assert BY_NAME[name]["pi_pin"] in PI_POWER[name], name


def test_the_pi_neopixel_pin_is_one_the_driver_supports():
    assert BY_NAME["NEOPIXEL"]["pi_bcm"] in PI_NEOPIXEL_PINS
    assert pins.PI_NEOPIXEL in PI_NEOPIXEL_PINS
    assert BY_NAME["PREV"]["pi_bcm"] not in PI_NEOPIXEL_PINS  # a plain GPIO would not do


def test_the_pico_i2c_pins_are_a_pair_of_the_named_block():
    assert rp2040_i2c(pins.PICO_SDA) == (pins.I2C_ID, "SDA")
    assert rp2040_i2c(pins.PICO_SCL) == (pins.I2C_ID, "SCL")
    # The check bites: GP4 with GP7 mixes I2C0 and I2C1, and GP5 cannot be SDA.
    assert rp2040_i2c(7) != (0, "SCL")
    assert rp2040_i2c(5) != (0, "SDA")
    assert rp2040_i2c(26) == (1, "SDA")


def test_buttons_are_in_the_firmware_bit_order():
    names = [row["name"] for row in pinmap.buttons(ROWS)]
    assert [names.index(n) for n in ("PREV", "NEXT", "OK", "BACK")] == [
        events.PREV, events.NEXT, events.OK, events.BACK]
    assert pins.PICO_BUTTONS[events.PREV] == pins.PICO_PREV
    assert pins.PICO_BUTTONS[events.BACK] == pins.PICO_BACK
    assert pins.PI_BUTTONS == (pins.PI_PREV, pins.PI_NEXT, pins.PI_OK, pins.PI_BACK)


def test_the_settings_are_the_hardware_described():
    assert (pins.I2C_ID, pins.I2C_FREQ, pins.OLED_ADDR, pins.PIXELS) == (0, 400000, 0x3C, 24)
    assert pins.PIXELS % 2 == 0  # two equal rings


def test_the_hardware_readme_names_the_pins_of_the_csv():
    text = _read(os.path.join(ROOT, "hardware", "README.md"))
    gpio = {row["pico_gpio"]: row for row in pinmap.signals(ROWS)}
    mentioned = [int(n) for n in re.findall(r"\bGP(\d+)\b", text)]
    assert mentioned and set(mentioned) <= set(gpio)
    for number, pin in re.findall(r"\bGP(\d+) \(pin (\d+)\)", text):
        assert gpio[int(number)]["pico_pin"] == int(pin), "GP" + number
    for number, name in re.findall(r"\bGP(\d+) \(([A-Z]+)\)", text):
        assert gpio[int(number)]["name"] == name, "GP" + number


def test_the_diagram_has_the_reset_the_capacitor_the_ties_and_the_real_display():
    """The 2.42" SSD1309's RES tied high through an RC, the 74AHCT125's 100 nF and its unused
    inputs tied to GND: in the CSV, the pin table and the diagram."""
    assert BY_NAME["OLED_RES"]["kind"] == "tie"
    assert all(BY_NAME["OLED_RES"][column] is None for column in pinmap.PIN_COLUMNS)
    svg = _read(os.path.join(ROOT, pinmap.SVG_OUT))
    for text in ("SSD1309", "RES", "10 kΩ", "100 nF", "1OE, 2A, 3A, 4A"):
        assert text in svg, text
    table = _read(os.path.join(ROOT, pinmap.MD_OUT))
    assert "| OLED_RES |" in table and "| OLED_RES | –" not in table
    assert "OLED_RES" not in _read(os.path.join(ROOT, pinmap.PY_OUT))
