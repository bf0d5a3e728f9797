"""A journal at the length cap of issue 23 (2,000 actions, saves.journal.MAX_ACTIONS then) on the
emulated Pico: it resumes, undoes and redoes with nothing near the watchdog (each within half
its 8 s), and no reset, for every kind, in `make pico-long` (make bench's pico section times the
same resumes, undos and redos at 2,000 actions)."""

import os

import pytest
from conftest import record_report
from pico_case import boot
from simulated import Recorded
from test_resume import redo_script, saved_game, undo_script

from firmware.buttons import LONG_MS
from host_sim.script import PRESS_MS
from support.pico_link import ScriptDriver

pytestmark = pytest.mark.cpython_only

CAP = 2000
HALF_WATCHDOG_MS = 4000
# The kinds support/long_games.py plays.
KINDS = ("kachina", "karekare", "moeraki")


def answered(pico, since_ns):
    """The ms from since_ns to the first frame after it, or None."""
    later = [frame.ns for frame in pico.frames if frame.ns > since_ns]
    return (later[0] - since_ns) / 1e6 if later else None


def answer(pico, since_ns):
    """Run until the first frame after since_ns (for at most HALF_WATCHDOG_MS past it), then
    until the app idles in its loop, where it feeds the watchdog (a step still busy when the
    watchdog's 8 s are up resets the Pico meanwhile, which the test sees); the ms from since_ns
    to that frame, or None."""
    limit = since_ns + HALF_WATCHDOG_MS * 1e6
    while answered(pico, since_ns) is None and pico.ns < limit:
        if not pico.run((limit - pico.ns) / 1e6, until_frame=True):
            break  # the power is off
    took = answered(pico, since_ns)
    assert pico.settle()
    return took


@pytest.mark.skipif(not os.environ.get("PICO_LONG"), reason="make pico-long: about 17 s of "
                    "CPU a kind, kept out of make test's 5 minutes")
def test_a_journal_at_the_cap_resumes_undoes_and_redoes_far_from_the_watchdog(tmp_path):
    for kind in KINDS:
        folder = str(tmp_path / kind)
        tmp_path.joinpath(kind).mkdir()
        saves = saved_game(folder, kind, CAP)
        sim = Recorded(folder, 3)
        sim.driver.run(1000)
        with boot(saves) as pico:
            pico.run(HALF_WATCHDOG_MS, until_frame=True)
            resumed = answered(pico, 0)
            assert resumed is not None and resumed <= HALF_WATCHDOG_MS, (kind, "resume")
            pico.settle()
            driver = ScriptDriver(pico)
            # From the edge that acts: 600 ms into the hold of BACK; the release of OK on Redo.
            for name, script, acts_ms in (("undo", undo_script, LONG_MS),
                                          ("redo", redo_script, PRESS_MS)):
                lines = script(sim)  # pressed on the simulator first, which finds the way
                for line in lines[:-1]:
                    driver.command(line)
                pico.settle()
                start = pico.ns
                driver.command(lines[-1])
                took = answer(pico, start + acts_ms * 1e6)
                assert took is not None and took <= HALF_WATCHDOG_MS, (kind, name)
            assert sim.app.session(kind).count == CAP, kind  # undone, then redone
            assert [reset["cause"] for reset in pico.resets] == ["power-on"], kind
    record_report("pico: a journal at the cap ({} actions) of {} kinds resumed, undid and "
                  "redid without the watchdog".format(CAP, len(KINDS)))
