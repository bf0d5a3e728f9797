"""Hypothesis sends random button sequences (long presses, chords, power cuts with a restart
from storage) to the app; every move must keep the invariants in tests/portable/fuzz.py."""

import os
import sys

from conftest import ROOT, record_report
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, os.path.join(ROOT, "tests", "portable"))
import fuzz  # noqa: E402

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "2000"))
LONGEST = int(os.environ.get("FUZZ_MOVES", "40"))
_seen = []

moves = st.lists(
    st.one_of(
        st.tuples(st.sampled_from(fuzz.BUTTONS), st.sampled_from(fuzz.HOLDS)),
        st.tuples(st.sampled_from(fuzz.BUTTONS), st.just(fuzz.HOLDS[0])),
        st.tuples(st.integers(0, 15), st.sampled_from(fuzz.HOLDS)),  # chords
        st.just((fuzz.CUT, 0)),
    ),
    max_size=LONGEST,
)


@settings(max_examples=EXAMPLES, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(moves)
def test_random_button_sequences_keep_every_invariant(sequence):
    fuzz.play(sequence, "hypothesis")
    _seen.append(len(sequence))


def test_report_the_fuzz_count():
    record_report("fuzz: {} random sequences of up to {} moves, every invariant kept".format(
        len(_seen), LONGEST))
    assert len(_seen) >= min(EXAMPLES, 100)
