"""The default player colours stay apart for colour-blind players (tools/palette.py, issue 20).

Host-side: colorspacious simulates the colour vision deficiencies; it never goes on the device.
"""

import palette

from firmware.games.shared import rings

# Sharma, Wu and Dalal (2005), "The CIEDE2000 color-difference formula", Table 1: pairs 1, 7,
# 17, 18, 19, 20 and 25 with their published differences.
SHARMA = (((50, 2.6772, -79.7751), (50, 0, -82.7485), 2.0425),
          ((50, 0, 0), (50, -1, 2), 2.3669),
          ((50, 2.5, 0), (73, 25, -18), 27.1492),
          ((50, 2.5, 0), (61, -5, 29), 22.8977),
          ((50, 2.5, 0), (56, -27, -3), 31.9030),
          ((50, 2.5, 0), (58, 24, 15), 19.4535),
          ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644))


def test_ciede2000_gives_the_published_differences():
    for lab1, lab2, expected in SHARMA:
        assert abs(palette.ciede2000(lab1, lab2) - expected) < 1e-4, (lab1, lab2)
        assert abs(palette.ciede2000(lab2, lab1) - expected) < 1e-4


def test_every_game_s_default_colours_keep_the_bound_under_every_vision():
    for game, colours in palette.defaults():
        for vision, d in zip(palette.VISIONS, palette.per_vision(colours)):
            assert d >= palette.BOUND, (game, vision, d)


def test_the_old_defaults_fail_the_bound_as_the_issue_found():
    """Karekare's orange and green, and Kachina's five, were too close for a deuteranope."""
    for game, colours in palette.BEFORE:
        d, vision, _ = palette.least(colours)
        assert d < palette.BOUND and vision == "deuteranopia", (game, d, vision)


def test_red_and_green_merge_for_a_deuteranope_but_not_for_normal_vision():
    """The simulation does what it says: the classic confusion pair comes close."""
    pair = [("red", (255, 0, 0)), ("green", (0, 200, 0))]
    assert palette.least_under(pair, "deuteranopia") < palette.least_under(pair, "normal") / 3


def test_the_seat_order_is_the_measured_best_of_the_palette_for_four_and_five_lit_and_dim():
    """With sky (0, 140, 255) (issue 31), the seat order keeps the best 5 and 4-player least
    distance of the palette's, its colours lit and dim; the lit-only best differs by seats 4
    and 5 and no more (lime before sky), so the defaults of the games did not move."""
    best = palette.search(palette.lit_and_dim)
    ours = palette.prefixes(rings.SEAT_COLOURS, palette.lit_and_dim)
    assert ours[:2] == palette.prefixes(best, palette.lit_and_dim)[:2]
    assert tuple(palette.search()) == rings.SEAT_COLOURS[:3] + (4, 6)


def test_dim_blue_and_sky_stay_apart_under_every_vision():
    """Issue 31: dim blue and sky merged (11.2 for a protanope). The dim pixels (the lead's
    ones, the wedge's sides) of the default colours keep DIM_BOUND under every vision."""
    for game, colours in palette.defaults():
        assert palette.least(palette.dimmed(colours))[0] >= palette.DIM_BOUND, game
