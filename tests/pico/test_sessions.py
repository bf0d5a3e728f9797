"""Golden sessions on the emulated Pico: the release firmware running the app from the
current sources shows, frame for frame, what the simulator shows for the same presses, lights
the same LED frames (decoded from the NeoPixel pin's edges), leaves the same journal on its
littlefs flash, and resumes it after a power cycle on the same screen as the simulator."""

import os

import pytest
from conftest import record_report
from pico_case import SEED, boot, screens
from simulated import Recorded, distinct, held

from support.pico_link import ScriptDriver

pytestmark = pytest.mark.cpython_only

# The short golden sessions of three games (the Kachina game is resumed in test_resume.py), in
# make pico-long: 20 to 30 s of CPU each, kept out of make test's 5 minutes (make bench plays
# each at two paces, and test_pace.py plays a Kachina setup in make test).
SESSIONS = ("karekare_era_end", "moeraki_marae", "maori_example1")


@pytest.mark.skipif(not os.environ.get("PICO_LONG"), reason="make pico-long")
@pytest.mark.parametrize("name", SESSIONS)
def test_a_session_gives_the_simulators_frames_leds_and_journal(name, tmp_path):
    script = "tests/sessions/{}.script".format(name)
    sim = Recorded(str(tmp_path), SEED)
    sim.driver.play(script)
    with boot() as pico:
        pico.run(1000)
        ScriptDriver(pico).play(script)
        pico.settle()
        frames = screens(pico)
        assert len(frames) == len(distinct(sim.frames)) and frames == distinct(sim.frames)
        # The rings' animations run on each side's own clock, so their steps differ: each
        # side's steady pictures are among the other side's frames, decoded bit for bit from
        # the Pico's line (checked last, below).
        steady = held(sim.leds, sim.board.now * 1000000)
        pico_leds = {tuple(pixels) for _, pixels in pico.leds}
        pico_steady = held(pico.leds, pico.ns)
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
    assert steady and steady <= pico_leds
    assert pico_steady <= {tuple(pixels) for _, pixels in sim.leds}
    record_report("pico: session {} equal on the emulated Pico: {} frames frame for frame, "
                  "{} steady LED frames, the journal, the resumed screen".format(
                      name, len(frames), len(steady)))
