"""Issue 31, "No silent change from a stray press": after each line of the golden sessions,
each of the six strays (PREV, NEXT, OK, BACK, hold OK, hold BACK) on a fork of the session; a
stray that changed the journal must leave a screen that names its way back, one press that
puts the journal back exactly as it was (support/stray_sweep.py).

make test sweeps a share, every 3rd screen of one session of each game and every screen of
the era's scoring (about 6 s of CPU); make stray-sweep (STRAY_SWEEP=all) sweeps every screen
of every session (full_session: its Karekare game) and every move of 12 seeded fuzz sequences
(about 3.5 minutes of CPU). The
forks replay the run from its start: CPython only (tests/portable/test_stray_karekare.py and
test_stray_presses.py hold a case of each fix for both interpreters).
"""

import os

import pytest

from support import stray_sweep

EVERY = os.getenv("STRAY_SWEEP") == "all"
SHARE = {"karekare_era": 3, "karekare_era_end": 1, "moeraki_marae": 3, "kachina_named": 3,
         "maori_example2_panic": 3}  # the session: every how many screens, in make test


@pytest.mark.parametrize("name,kind", stray_sweep.SESSIONS,
                         ids=[name for name, _ in stray_sweep.SESSIONS])
def test_a_stray_changes_a_record_only_with_a_one_press_way_back_on_screen(name, kind):
    every = 1 if EVERY else SHARE.get(name)
    if every is None:
        pytest.skip("make stray-sweep sweeps it (STRAY_SWEEP=all)")
    found, forks, _ = stray_sweep.sweep(name, kind, every)
    assert forks >= 6 * len(stray_sweep.script_lines(name)) // every
    assert not found, "\n".join(found)


FUZZ_SEEDS = 12  # make stray-sweep: the sequences of tests/portable/test_fuzz_seeded.py
FUZZ_MOVES = 60


@pytest.mark.skipif(not EVERY, reason="make stray-sweep (STRAY_SWEEP=all)")
@pytest.mark.parametrize("seed", range(1, FUZZ_SEEDS + 1))
def test_a_stray_after_any_move_of_the_seeded_fuzz_is_as_plain(seed):
    """The screens the fuzz reaches: after each move of a seeded sequence (presses, holds,
    chords, power cuts, goals), each stray, every game's journal checked."""
    found, forks, _ = stray_sweep.sweep_fuzz(seed, FUZZ_MOVES)
    assert forks == 6 * (FUZZ_MOVES + 1)
    assert not found, "\n".join(found)


def test_the_sweep_sees_a_record_with_no_way_back():
    """The sweep itself: a stray OK on Karekare's tile with the way back not named (the
    turn's hold BACK line hidden as before the fix) is found, with the screen it left."""
    from firmware.games.karekare import turn

    below = turn.TurnEntry.lines_below
    try:
        turn.TurnEntry.lines_below = lambda self, rows: [
            line for line in below(self, rows) if line != "hold BACK: undo"]
        lines = stray_sweep.script_lines("karekare_era")
        wrong, _ = stray_sweep.fork("karekare_era", "karekare", lines[:23], "ok")
    finally:
        turn.TurnEntry.lines_below = below
    assert wrong and "names no way back" in wrong and "Done: +2 sweet potato" in wrong


def test_the_sweep_sees_a_way_back_that_takes_back_less():
    """A held OK on a neighbour records two actions; a hold BACK that took back one (as before
    the fix: the two not grouped) is found."""
    from firmware.app import App

    grouped = App.grouped
    try:
        App.grouped = lambda self, count: None
        lines = stray_sweep.script_lines("karekare_era")
        wrong, _ = stray_sweep.fork("karekare_era", "karekare", lines[:17], "long ok")
    finally:
        App.grouped = grouped
    assert wrong and "long back does not put the journal back (0 actions -> 2 actions)" in wrong
