"""The ring patterns (firmware/games/shared/rings.py): who leads and by how much, whose turn it
is, told by the seat's position, colour never alone; within the LED current budget.

Ring 1 is pixels 0-11 of the default 24, ring 2 pixels 12-23.
"""

from firmware.games.shared import rings
from firmware.leds import Leds, estimate_ma
from host_sim.fakeboard import FakePixels

RED, GREEN, BLUE, WHITE = (255, 0, 0), (0, 200, 0), (0, 64, 255), (180, 180, 180)


def _frame(pixels=24):
    return bytearray(3 * pixels)


def _rgb(frame, pixel):
    return tuple(frame[3 * pixel : 3 * pixel + 3])


def _lit(frame):
    return [p for p in range(len(frame) // 3) if any(_rgb(frame, p))]


def _dim(colour):
    return tuple(c >> 3 for c in colour)


def _half(colour):
    return tuple(c >> 1 for c in colour)


def _read_lead(frame, seat, count, size=12):
    """The lead as a player reads it: clockwise from the seat, past the other seats' (dark)
    pixels, the half-bright pixels are fives and the dim ones ones."""
    colour = _rgb(frame, rings.seat_pixel(seat, count, size))
    seats = [rings.seat_pixel(p, count, size) for p in range(count)]
    fives = ones = 0
    for step in range(1, size):
        pixel = (seats[seat] + step) % size
        if pixel in seats:
            continue
        fives += _rgb(frame, pixel) == _half(colour)
        ones += _rgb(frame, pixel) == _dim(colour)
    return 5 * fives + ones, fives, ones


def test_the_leader_s_seat_is_lit_and_the_lead_is_fives_and_ones_after_it():
    """Seat 3 of 3 (pixel 8) leads 19 to 7: its pixel, then 2 half-bright fives and 2 dim
    ones, passing seat 1's pixel 0 dark."""
    frame = _frame()
    rings.lead(frame, [7, 5, 19], [RED, GREEN, BLUE])
    assert _rgb(frame, 8) == BLUE
    assert [_rgb(frame, p) for p in (9, 10, 11, 1)] == [_half(BLUE)] * 2 + [_dim(BLUE)] * 2
    assert _lit(frame) == [1, 8, 9, 10, 11]


def test_a_lead_reads_exactly_to_23_without_counting_more_than_four_of_a_kind():
    """Issue 31: an arc of one dim pixel a point could be counted to about 5. Fives and ones
    read exactly up to 23 points with five players on a ring of 12 (38 with two), never more
    than four ones; a larger lead shows the largest (the ring full: that or more)."""
    colours = [RED, GREEN, BLUE, WHITE, (255, 160, 160)]
    for count, most in ((2, 38), (3, 33), (4, 28), (5, 23)):
        for seat in range(count):
            for ahead in range(0, 60):
                scores = [0] * count
                scores[seat] = ahead
                frame = _frame()
                rings.lead(frame, scores, colours[:count])
                value, fives, ones = _read_lead(frame, seat, count)
                assert value == min(ahead, most), (count, seat, ahead)
                assert ones <= 4


def test_the_lead_never_lights_another_seat_s_pixel():
    """Issue 31: Kutaroa +3 lit Maoipe's pixel. Four tribes, seat 1 three ahead: pixel 3
    (seat 2's) stays dark; no lead lights any other seat's pixel on ring 1."""
    frame = _frame()
    rings.lead(frame, [3, 0, 0, 0], [RED, GREEN, BLUE, WHITE])
    assert _rgb(frame, 3) == (0, 0, 0)
    for count in range(2, 6):
        seats = [rings.seat_pixel(p, count, 12) for p in range(count)]
        for seat in range(count):
            for ahead in range(1, 60):
                scores = [0] * count
                scores[seat] = ahead
                frame = _frame()
                rings.lead(frame, scores, [WHITE] * count)
                lit = [p for p in seats if any(_rgb(frame, p))]
                assert lit == [seats[seat]], (count, seat, ahead)


def test_players_tied_at_the_top_each_light_their_seat_and_draw_no_arc():
    """Position, not colour, says who: five white players, seats 1 and 4 tied."""
    frame = _frame()
    rings.lead(frame, [5, 1, 2, 5, 0], [WHITE] * 5)
    assert _lit(frame) == [0, 7]  # seats 1 and 4 of 5: pixels 0 and 3 * 12 // 5
    frame = _frame()
    rings.lead(frame, [0, 0], [RED, GREEN])
    assert _lit(frame) == [0, 6]  # before anyone scores: both seats


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
    rings.lead(frame, [4, 1], [RED, GREEN])
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
    """Two white players, the largest lead (every free pixel of ring 1 lit) and a wedge at
    full brightness draw about 260 mA: firmware/leds.py scales them down to smaller budgets."""

    class Pattern:
        def leds(self, frame, now):
            rings.lead(frame, [60, 2], [WHITE] * 2)
            rings.wedge(frame, 0, 2, WHITE)
            return True

    for budget in (200, 100):
        leds = Leds(FakePixels(24), brightness=255, budget_ma=budget)
        leds.update([Pattern()], 0)
        assert estimate_ma(leds.out) <= budget
    assert estimate_ma(leds.frame) > 200  # the limiter had work to do at both


def test_before_anything_is_decided_each_seat_is_dim_on_both_rings():
    """Where each seat's light will be, told by position: seat k of count at the same pixel
    on each ring, dim."""
    frame = _frame()
    rings.seats(frame, [RED, BLUE, GREEN])
    assert _lit(frame) == [0, 4, 8, 12, 16, 20]
    assert [_rgb(frame, p) for p in (4, 16)] == [_dim(BLUE)] * 2


def test_the_ball_blinks_so_it_never_reads_as_a_victory():
    """Issue 31: Moeraki's ball sat steady on the last pixel, next to victory pixel 0, so
    one victory read as two. The victories stay steady; the ball blinks (time an argument)."""
    st = object()
    seats = rings.Rings(lambda _: (("Ana", "Ben"), [1, 0], [RED, BLUE], 0, ()))
    seen = {}
    for now in range(0, 1600, 100):
        frame = _frame()
        seats.tallies(frame, st, 7, now)
        seen.setdefault(_rgb(frame, 0), set()).add(now)
        seen.setdefault(("ball", _rgb(frame, 11)), set()).add(now)
    assert set(seen) == {RED, ("ball", RED), ("ball", (0, 0, 0))}  # victory 0 always lit
    assert seen[("ball", RED)] == {now for now in range(0, 1600, 100) if not now // 400 % 2}
