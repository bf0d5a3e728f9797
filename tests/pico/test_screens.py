"""The self-test and safe mode on the real port: the firmware's self-test on the emulated Pico
lights each LED in turn (decoded from the NeoPixel line), takes each button from its GPIO and
writes the flash; three crashes in a row open safe mode on the simulator's screen."""

import pytest
from pico_case import boot, screens, words
from simulated import Recorded, distinct

from support.pico_link import ScriptDriver

pytestmark = pytest.mark.cpython_only

SELFTEST = "import firmware.boards.pico_selftest\n"  # what `companion selftest` runs


def lit_in_turn(pico):
    """The LED lit alone in each LED frame the NeoPixel line carried, in order."""
    lit = [[i for i, rgb in enumerate(frame) if any(rgb)] for _, frame in pico.leds]
    return distinct([pixels[0] for pixels in lit if len(pixels) == 1])


def test_the_self_test_lights_every_led_in_turn_then_reads_every_button():
    with boot(extra={"/main.py": SELFTEST}) as pico:
        pico.run(4500)  # the LEDs, one after the other
        assert lit_in_turn(pico) == list(range(24))
        driver = ScriptDriver(pico)
        for button in ("prev", "next", "ok", "back"):
            driver.command(button)
        pico.run(1500)
        report = pico.serial.decode(errors="replace")
        for name in ("PREV", "NEXT", "OK", "BACK"):
            assert "button {}: ok".format(name) in report, report
        assert "self-test done" in report, report
        assert "Self-test" in words(pico.frames[-1].ram)[0]


def test_three_crashes_in_a_row_open_safe_mode_as_in_the_simulator(tmp_path):
    sim = Recorded(str(tmp_path), 3, crashes=3)
    sim.driver.run(1000)
    with boot({"crashes": b"3"}) as pico:
        pico.run(1500)
        pico.settle()
        assert screens(pico) == distinct(sim.frames)
        assert words(pico.frames[-1].ram)[0].startswith("Safe mode")
