"""Hypothesis sends random button sequences (long presses, chords, power cuts with a restart
from storage, and goals: the presses that reach a game's menu, History, Undo, Redo or Settings)
to the app; every move must keep the invariants in support/fuzz.py.

Seeded (FUZZ_SEED), so the reach counts in the closing lines repeat from run to run; `make
fuzz-long` runs more and longer sequences from a random seed."""

import gc
import os

from conftest import record_report
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st

from support import fuzz

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "500"))
LONGEST = int(os.environ.get("FUZZ_MOVES", "40"))
SEED = int(os.environ.get("FUZZ_SEED", "22"))
# Places the goals are there to reach, each in at least 1 sequence in 50.
TARGETS = ("ActionMenu Karekare", "ActionMenu Moeraki-Kemu", "ActionMenu Kachina",
           "MaoriMenu Maori", "SettingsMenu Settings", "GameLogView History", "Redo: redone")

moves = st.lists(
    st.one_of(
        st.tuples(st.sampled_from(fuzz.BUTTONS), st.sampled_from(fuzz.HOLDS)),
        st.tuples(st.sampled_from(fuzz.BUTTONS), st.just(fuzz.HOLDS[0])),
        st.tuples(st.integers(0, 15), st.sampled_from(fuzz.HOLDS)),  # chords
        st.just((fuzz.CUT, 0)),
        st.tuples(st.just(fuzz.GOAL), st.integers(0, len(fuzz.GOALS) - 1)),
    ),
    max_size=LONGEST,
)


def test_random_button_sequences_keep_every_invariant():
    """Every sequence keeps the invariants; the report says how many sequences reached each
    place, so a change that hides a screen from the fuzz shows up."""
    counts = {}
    sequences = []

    @settings(max_examples=EXAMPLES, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow])
    @seed(SEED)
    @given(moves)
    def run(sequence):
        # The app collects garbage when it opens and closes screens; frozen, the heap that
        # hypothesis has grown so far is not walked again by every collection.
        gc.collect()
        gc.freeze()
        reached = set()
        fuzz.play(sequence, "hypothesis", reached=reached)
        sequences.append(len(sequence))
        for place in reached:
            counts[place] = counts.get(place, 0) + 1

    try:
        run()
    finally:
        gc.unfreeze()
    record_report("fuzz: {} random sequences of up to {} moves (seed {}), every invariant "
                  "kept".format(len(sequences), LONGEST, SEED))
    record_report("fuzz: sequences reaching " + ", ".join(
        "{} {}".format(place, counts.get(place, 0)) for place in TARGETS))
    assert len(sequences) >= min(EXAMPLES, 100)
    for place in TARGETS:
        assert counts.get(place, 0) * 50 >= len(sequences), (place, counts.get(place, 0))
