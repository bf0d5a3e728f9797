"""The board modules against fakes the tests inject: the Pico on the real MicroPython with fake
machine and neopixel modules, the Raspberry Pi on CPython through Blinka's OS-agnostic mocks."""

import os
import re

os.environ["BLINKA_OS_AGNOSTIC"] = "1"  # before Blinka's board module is imported

import board as blinka  # noqa: E402

from firmware.boards import pi  # noqa: E402
from firmware.factory import make_app  # noqa: E402
from host_sim.fakeboard import FakeButtons, RecordingI2C  # noqa: E402
from host_sim.script import Driver  # noqa: E402
from support import micropython  # noqa: E402
from support.oled_bus import STOCK_FRAME_BYTES  # noqa: E402

SESSION = "next 4\nok 5\nback\nnext\nok\nok\nnext 3\nok\nback\nback\nprev 2\n"


def test_pico_board_runs_a_session_on_micropython():
    run = micropython.run(["tests/micropython/pico_session.py"], fakes=True, capture_output=True,
                          text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    figures = {k: int(v) for k, v in re.findall(r"(\w[\w ]*?): (\d+)", run.stdout)}
    # Every press redrew, nothing else did; the two that open an entry (the Dice, Settings)
    # twice, answered on the hint row before the import.
    assert figures["shows"] == figures["presses"] + 2
    assert figures["first"] == 8 * 135  # the boot frame goes whole
    assert figures["median"] * 2 < STOCK_FRAME_BYTES  # a typical event: under half a stock frame
    assert figures["max"] <= 8 * 135
    assert figures["feeds"] == figures["steps"]  # the loop fed the watchdog every step
    assert figures["resets"] == 0
    assert figures["pixel writes"] > 1


PIN_READS = """
import machine
from firmware.boards.pico import PinButtons
machine.levels.update({11: 0, 14: 0, 20: 0})  # pressed, as a pin pulled to ground reads
print(PinButtons((10, 11, 12, 13), None).read(), PinButtons((20, 13, 14, 10), None).read())
row = PinButtons((10, 11, 12, 13), None)
machine.set_level(12, 0)  # an edge: its interrupt queues the buttons held after it
print(row.pending(), row.next_mask(), row.read())
"""


def test_pico_buttons_read_the_same_from_the_gpio_register_and_from_each_pin():
    """GPIOs in a row are read in one word of the SIO's input register; others pin by pin;
    an edge's interrupt queues what is held after it."""
    run = micropython.run(["-c", PIN_READS], fakes=True, capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.split() == [str(1 << 1), str(1 << 0 | 1 << 2), "1", str(0b110), str(0b110)]


def _generic_pin(number):
    """Blinka's OS-agnostic board has no BCM pins: map them to its mocks."""
    if number == pi.pins.PI_NEOPIXEL:
        return blinka.NEOPIXEL
    if number == pi.pins.PI_OK:
        return blinka.Dx_INPUT_FALSE  # reads low: held
    return blinka.Dx_INPUT_TRUE_PULL_UP  # reads high: released


def test_pi_buttons_read_low_as_pressed(tmp_path):
    board = pi.make_board(pin=_generic_pin, i2c=RecordingI2C(), storage=str(tmp_path))
    assert board.buttons.read() == 1 << 2


def test_pi_board_runs_the_same_session_on_cpython(tmp_path):
    bus = RecordingI2C()
    board = pi.make_board(pin=_generic_pin, i2c=bus, storage=str(tmp_path))
    board.now = 0
    board.buttons = FakeButtons(lambda: board.now)  # scripted presses in place of the pins
    app = make_app(board)
    app.step(0)
    boot = bus.bytes
    driver = Driver(app, board)
    driver.script(SESSION)
    assert driver.presses == 21
    assert 0 < bus.bytes - boot < 21 * STOCK_FRAME_BYTES // 2
    assert board.pixels.strip[0] is not None
    assert os.path.exists(os.path.join(str(tmp_path), "settings"))


def test_the_pin_map_s_oled_chip_picks_the_pi_board_s_driver(tmp_path, monkeypatch):
    """pins.OLED_CHIP picks the driver: 1306 the SSD1306, 1106 the SH1106."""
    from firmware.boards import pins
    from firmware.display.sh1106 import SH1106
    from firmware.display.ssd1306 import SSD1306

    board = pi.make_board(pin=_generic_pin, i2c=RecordingI2C(), storage=str(tmp_path))
    assert type(board.display) is SSD1306
    monkeypatch.setattr(pins, "OLED_CHIP", 1106)
    board = pi.make_board(pin=_generic_pin, i2c=RecordingI2C(), storage=str(tmp_path))
    assert type(board.display) is SH1106


def test_companion_selftest_runs_the_pico_script_through_mpremote(capsys):
    from companion import cli

    assert cli.main(["selftest", "--port", "/dev/ttyACM0", "--dry-run"]) == 0
    words = capsys.readouterr().out.split()
    assert words[0].endswith("mpremote")
    assert words[1:4] == ["connect", "/dev/ttyACM0", "run"]
    assert words[4].endswith("firmware/boards/pico_selftest.py")
