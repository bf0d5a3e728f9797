"""Presses at a player's pace on the emulated Pico, never waiting for the app to idle: a press
made while the app is busy (a game's screens importing, a save) is acted on afterwards, so the
Pico shows, frame for frame, what the simulator shows for the same presses."""

import os

import pytest
from pico_case import SEED, boot, screens
from simulated import Recorded, distinct

from support.pico_link import ScriptDriver

pytestmark = pytest.mark.cpython_only

# Issue 30: OK opens Kachina and, while its screens import, OK sets a game up (80 ms presses,
# 120 ms gaps); the second OK was pressed and released inside the slow step and lost.
KACHINA_SETUP = "next 2\nok\nok\nprev\nok\n"
# Fast fingers (40 ms presses, 60 ms gaps): OK-OK into a Kachina game for three, then NEXT twenty
# times down the character wheel of player 1's name, and the letter taken.
FAST = KACHINA_SETUP + "prev\nok\nnext 20\nok\nlong ok\n"


def same_frames(script, tmp_path, press_ms=80, gap_ms=120):
    """The Pico's distinct frames and the simulator's for the same presses at this pace."""
    sim = Recorded(str(tmp_path), SEED)
    sim.driver.press_ms, sim.driver.gap_ms = press_ms, gap_ms
    sim.driver.script(script)
    with boot() as pico:
        pico.run(1000)
        ScriptDriver(pico, press_ms, gap_ms).script(script)
        pico.run(1000)
        # The edges' hard interrupt allocates nothing: an allocation there fails ("heap is
        # locked") and MicroPython reports the uncaught exception on the console.
        assert b"exception" not in pico.serial.lower(), pico.serial
        return screens(pico), distinct(sim.frames)


def test_a_kachina_setup_at_a_players_pace_loses_no_press(tmp_path):
    pico, sim = same_frames(KACHINA_SETUP, tmp_path)
    assert len(pico) == len(sim) and pico == sim


@pytest.mark.skipif(os.environ.get("PICO_FAST_FINGERS") != "1", reason="fast fingers (40 ms "
                    "presses, 60 ms gaps) run in `make pico-pace`, and make bench plays every "
                    "golden session at that pace: kept out of make test's 5 minutes")
def test_fast_fingers_lose_no_press(tmp_path):
    pico, sim = same_frames(FAST, tmp_path, press_ms=40, gap_ms=60)
    assert len(pico) == len(sim) and pico == sim
