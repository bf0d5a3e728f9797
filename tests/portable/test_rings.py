"""The ring patterns (firmware/rings.py): who leads and by how much, each player's place in
the race, whose turn it is; colour never alone; within the LED current budget.

Ring 1 is pixels 0-11 of the default 24, ring 2 pixels 12-23.
"""

from firmware import rings
from firmware.leds import Leds, estimate_ma
from host_sim.fakeboard import FakePixels

RED, GREEN, BLUE, WHITE = (255, 0, 0), (0, 200, 0), (0, 64, 255), (180, 180, 180)
LIT_MS = 300  # in the two-second cycle, a moment when no seat winks


def _frame(pixels=24):
    return bytearray(3 * pixels)


def _rgb(frame, pixel):
    return tuple(frame[3 * pixel : 3 * pixel + 3])


def _lit(frame):
    return [p for p in range(len(frame) // 3) if any(_rgb(frame, p))]


def _dim(colour):
    return tuple(c >> 3 for c in colour)


def test_the_leader_is_on_top_and_the_lead_is_an_arc_of_its_colour():
    frame = _frame()
    rings.race(frame, [12, 7, 9], [RED, GREEN, BLUE], LIT_MS)
    assert _rgb(frame, 0) == RED  # the leader, 12
    assert [_rgb(frame, p) for p in (1, 2)] == [_dim(RED)] * 2  # a lead of 3 over 9
    assert _rgb(frame, 3) == BLUE  # 9: 3 behind
    assert _rgb(frame, 5) == GREEN  # 7: 5 behind
    assert _lit(frame) == [0, 1, 2, 3, 5]


def test_far_behind_sits_on_the_last_pixel_and_a_big_lead_fills_the_ring():
    frame = _frame()
    rings.race(frame, [40, 3], [RED, GREEN], LIT_MS)
    assert _rgb(frame, 11) == GREEN
    assert _lit(frame) == list(range(12))


def test_a_tie_at_the_top_shares_the_pixel_by_turns_and_draws_no_arc():
    shown = []
    for cycle in range(2):
        frame = _frame()
        rings.race(frame, [5, 5, 1], [RED, GREEN, BLUE], 2000 * cycle + LIT_MS)
        shown.append(_rgb(frame, 0))
        assert _lit(frame) == [0, 4]
    assert shown == [RED, GREEN]


def test_seat_k_winks_k_times_every_two_seconds():
    """Never colour alone: a player can be told by the winks, as well as by the colour."""
    scores = [10, 9, 8, 7, 6]
    for seat in range(5):
        dark = 0
        for slot in range(8):
            frame = _frame()
            rings.race(frame, scores, [WHITE] * 5, slot * 250 + 10)
            dark += not any(_rgb(frame, seat))  # seat p is p pixels behind the leader
        assert dark == min(seat + 1, 4)


def test_the_turn_wedge_points_at_the_seat():
    """Seats spread evenly round ring 2, seat 1 at its first pixel."""
    for count, seat, middle in ((2, 1, 6), (3, 2, 8), (4, 3, 9), (5, 4, 9), (4, 0, 0)):
        frame = _frame()
        rings.wedge(frame, seat, count, BLUE)
        assert _rgb(frame, 12 + middle) == BLUE
        assert _lit(frame) == sorted(12 + (middle + step) % 12 for step in (-1, 0, 1))
        assert _rgb(frame, 12 + (middle + 1) % 12) == _dim(BLUE)


def test_the_winners_blink_together():
    seen = set()
    for now in range(0, 1600, 100):
        frame = _frame()
        rings.winners(frame, [0, 2], 4, [RED, GREEN, BLUE, WHITE], now)
        seen.add(tuple(_lit(frame)))
    assert seen == {(), (12, 13, 17, 18, 19, 23)}


def test_other_led_counts_split_into_two_rings():
    frame = _frame(16)  # two rings of 8
    rings.race(frame, [4, 1], [RED, GREEN], LIT_MS)
    rings.wedge(frame, 1, 2, GREEN)
    assert _lit(frame) == [0, 1, 2, 3, 11, 12, 13]


def test_the_palette_names_fit_the_legend_and_defaults_differ():
    """Karekare's tribes, Kachina's 5 seats and Moeraki's 2 players start in different colours."""
    names = rings.names()
    assert len(set(names)) == len(names)
    assert max(len(name) for name in names) <= 6  # the scoreboards' colour column
    from firmware.games import kachina, moeraki
    from firmware.games.karekare import common as karekare

    for defaults in (karekare.DEFAULT_COLOURS, kachina.DEFAULT_COLOURS, moeraki.DEFAULT_COLOURS):
        assert len(set(defaults)) == len(defaults)  # every seat its own colour at first
    assert rings.pick(["pink"], 0, [3]) == names.index("pink")
    assert rings.pick(["teal"], 0, [3]) == 3  # a name from an old journal: the default
    assert rings.pick([], 1, [3, 5]) == 5


def test_the_brightest_patterns_stay_within_the_current_budget():
    """Five white players, a full arc and a wedge at full brightness draw about 190 mA, under
    the default 400 mA budget as they are; under a smaller budget firmware/leds.py scales
    them down to it."""

    class Pattern:
        def leds(self, frame, now):
            rings.race(frame, [60, 2, 1, 1, 0], [WHITE] * 5, now)
            rings.wedge(frame, 0, 5, WHITE)
            return True

    for budget in (400, 100):
        leds = Leds(FakePixels(24), brightness=255, budget_ma=budget)
        leds.update(Pattern(), LIT_MS)
        assert estimate_ma(leds.out) <= budget
    assert 100 < estimate_ma(leds.frame) <= 400  # the limiter had work to do at 100
