"""Seeded random button sequences, the same on both interpreters (see fuzz.py for the moves
and the invariants). CI runs a few; `make bench` runs FUZZ_SEQUENCES=500 of them."""

import os

from core import dice
from support import fuzz

SEQUENCES = int(os.getenv("FUZZ_SEQUENCES") or "12")
MOVES = 60


def test_seeded_sequences_keep_every_invariant():
    for seed in range(1, SEQUENCES + 1):
        moves = fuzz.random_moves(dice.Xorshift32(seed), MOVES)
        try:
            fuzz.play(moves, "seeded", seed)
        except fuzz.Broken as exc:
            raise AssertionError("sequence {}: {}".format(seed, exc)) from None

