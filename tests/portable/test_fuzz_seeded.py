"""Seeded random button sequences, the same on both interpreters (see fuzz.py for the moves
and the invariants). CI runs a few; `make bench` runs FUZZ_SEQUENCES=500 of them."""

import os

from core import dice
from support import fuzz
from support.checks import raises

SEQUENCES = int(os.getenv("FUZZ_SEQUENCES") or "12")
MOVES = 60


def test_seeded_sequences_keep_every_invariant():
    for seed in range(1, SEQUENCES + 1):
        moves = fuzz.random_moves(dice.Xorshift32(seed), MOVES)
        try:
            fuzz.play(moves, "seeded", seed)
        except fuzz.Broken as exc:
            raise AssertionError("sequence {}: {}".format(seed, exc)) from None



def _kachina_played():
    """A fuzz device with Kachina turns recorded (the goal of six OKs from its menu),
    and the journals as the check read them."""
    goal = fuzz.GOALS.index(("Kachina", fuzz.MENU) + (fuzz.OK,) * 6)
    app = fuzz.play([(fuzz.GOAL, goal)], "check")
    read = {}
    fuzz.check(app, app.board, "played", app.settings["budget_ma"], read)
    assert app.sessions["kachina"].count and "kachina" in read
    return app, read


def _complaint(app, read):
    """What the check says of the device now, with the journals it read before."""
    return raises(fuzz.Broken, fuzz.check, app, app.board, "now", app.settings["budget_ma"],
                  read)


def test_the_check_finds_memory_apart_from_a_journal_it_has_read_before():
    app, read = _kachina_played()
    app.sessions["kachina"].count += 1  # as if an action were in memory and not on flash
    assert "kachina in memory differs from the replay of flash" in _complaint(app, read)


def test_the_check_reads_a_journal_again_once_its_bytes_change():
    app, read = _kachina_played()
    with open(app.storage.path("kachina"), "ab") as f:
        f.write(b"not a journal line\n")
    assert "kachina journal" in _complaint(app, read)
