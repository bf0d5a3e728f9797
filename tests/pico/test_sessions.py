"""Golden sessions on the emulated Pico: the stock MicroPython firmware running the app from the
current sources shows, frame for frame, what the simulator shows for the same presses, lights
the same LED frames (decoded from the NeoPixel pin's edges), leaves the same journal on its
littlefs flash, and resumes it after a power cycle on the same screen as the simulator."""

import pytest
from conftest import record_report
from pico_case import SEED, boot, led_frames, screens
from pico_link import ScriptDriver
from simulated import Recorded, distinct

pytestmark = pytest.mark.cpython_only

# The short golden sessions of three games (the Kachina game is resumed in test_resume.py).
SESSIONS = ("karekare_era_end", "moeraki_marae", "maori_example1")

@pytest.mark.parametrize("name", SESSIONS)
def test_a_session_gives_the_simulators_frames_leds_and_journal(name, tmp_path):
    script = "tests/sessions/{}.script".format(name)
    sim = Recorded(str(tmp_path), SEED)
    sim.driver.play(script)
    with boot() as pico:
        pico.run(1000)
        ScriptDriver(pico, patient=True).play(script)
        pico.settle()
        frames = screens(pico)
        assert len(frames) == len(distinct(sim.frames)) and frames == distinct(sim.frames)
        # The rings' animations run on each side's own clock, so the frames are compared as a
        # set: every frame the Pico's line carried, decoded bit for bit, the simulator wrote.
        assert set(map(tuple, led_frames(pico))) == set(map(tuple, sim.leds))
        saved = sim.files()
        assert pico.files() == saved
        # A power cycle: the game resumes on the screen the simulator resumes it on.
        shown = len(pico.frames)
        pico.power_on()
        pico.run(1000)
        pico.settle()
        resumed = Recorded(str(tmp_path), SEED)
        resumed.driver.run(1000)
        assert screens(pico, shown) == distinct(resumed.frames)
        assert pico.files() == saved
    record_report("pico: session {} equal on the emulated Pico: {} frames frame for frame, "
                  "{} LED frames, the journal, the resumed screen".format(
                      name, len(frames), len(set(map(tuple, sim.leds)))))
