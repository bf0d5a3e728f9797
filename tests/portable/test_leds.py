"""The rings: brightness, the current limiter, and no write when nothing changed."""

from firmware.leds import Leds, estimate_ma
from host_sim.fakeboard import FakePixels


class _Pattern:
    def __init__(self, value):
        self.value = value

    def leds(self, frame, now):
        for i in range(len(frame)):
            frame[i] = self.value
        return True


def test_full_white_is_limited_to_the_budget():
    leds = Leds(FakePixels(24), brightness=255, budget_ma=400)
    leds.update([_Pattern(255)], 0)
    # Unlimited: 24 LEDs x 3 channels x 20 mA = 1,440 mA.
    assert estimate_ma(bytes([255] * 72)) == 1440
    assert estimate_ma(leds.out) <= 400
    assert estimate_ma(leds.out) >= 390  # limited, not blacked out


def test_brightness_scales_before_the_limiter():
    leds = Leds(FakePixels(24), brightness=32, budget_ma=400)
    leds.update([_Pattern(255)], 0)
    assert leds.out[0] == 32
    assert estimate_ma(leds.out) == (32 * 72 * 20 + 254) // 255


def test_unchanged_frames_are_not_written():
    pixels = FakePixels(24)
    leds = Leds(pixels, brightness=255, budget_ma=2000)
    pattern = _Pattern(10)
    for now in range(0, 1000, 10):
        leds.update([pattern], now)
    assert pixels.writes == 1
    assert leds.skipped >= 20
    pattern.value = 20
    leds.update([pattern], 2000)
    assert pixels.writes == 2
    assert pixels.shown[0] == (20, 20, 20)


def test_updates_are_rate_limited():
    leds = Leds(FakePixels(4))
    pattern = _Pattern(1)
    for now in range(0, 100):
        leds.update([pattern], now)
    assert leds.writes + leds.skipped == 3  # at 0, 40 and 80 ms


def test_a_new_screen_on_top_is_lit_at_once():
    """After a slow step the next press may be waiting: the screen that step opened is lit
    before it, not skipped by the rate limit."""
    leds = Leds(FakePixels(4), brightness=255)
    below, opened = _Pattern(1), _Pattern(30)
    leds.update([below], 0)
    leds.update([below, opened], 5)
    assert leds.pixels.shown[0] == (30, 30, 30)


def test_each_pixel_is_handed_over_in_one_reused_cell_and_copied():
    """A write allocates nothing: every pixel goes to the NeoPixel in the same 3-byte cell,
    which the NeoPixel copies; a blink shows its colours as they were at each write."""

    class Blink:
        def leds(self, frame, now):
            on = (now // 100) % 2
            for i in range(len(frame)):
                frame[i] = 200 if on and i % 3 == 0 else 0
            return True

    pixels = FakePixels(4)
    leds = Leds(pixels, brightness=255, budget_ma=2000)
    seen = set()
    for now in range(0, 1000, 40):
        leds.update([Blink()], now)
        seen.add(tuple(pixels.shown))
    assert pixels.writes > 5
    assert seen == {((0, 0, 0),) * 4, ((200, 0, 0),) * 4}
    assert type(leds.cell) is bytearray and len(leds.cell) == 3


def test_a_screen_without_a_pattern_shows_the_one_beneath_it():
    """Issue 20: a game's menus and forms (no pattern of their own) keep its rings lit; the
    topmost screen with a pattern wins."""

    class Dark:
        def leds(self, frame, now):
            return False

    pixels = FakePixels(4)
    leds = Leds(pixels, brightness=255, budget_ma=2000)
    leds.update([_Pattern(7), Dark(), Dark()], 0)
    assert pixels.shown[0] == (7, 7, 7)
    leds.update([_Pattern(7), _Pattern(9), Dark()], 40)
    assert pixels.shown[0] == (9, 9, 9)
    leds.update([Dark()], 80)
    assert pixels.shown[0] == (0, 0, 0)
