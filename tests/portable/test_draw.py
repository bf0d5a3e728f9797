"""Text and shapes land in the SSD1306 page layout: bit 0 of a byte is the top pixel."""

from firmware.display import draw, font
from firmware.display.monofb import MonoFrameBuffer
from firmware.ui import wrap
from support import draw_scene


def _fb():
    return MonoFrameBuffer(bytearray(128 * 8), 128, 64)


def test_text_copies_glyph_columns_into_the_page():
    fb = _fb()
    end = draw.text(fb, "A", 10, 3)
    start = (ord("A") - font.FIRST) * font.WIDTH
    assert end == 15
    assert bytes(fb.buffer[3 * 128 + 10 : 3 * 128 + 15]) == font.GLYPHS[start : start + 5]
    assert fb.pixel(11, 3 * 8 + 1) == 1  # the top of the A's left stroke


def test_text_is_clipped_at_the_right_edge():
    fb = _fb()
    draw.text(fb, "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWW", 0, 0)
    assert not any(fb.buffer[128:])


def test_unknown_characters_draw_a_question_mark():
    a, b = _fb(), _fb()
    draw.text(a, "\u00e9", 0, 0)
    draw.text(b, "?", 0, 0)
    assert a.buffer == b.buffer


def test_big_text_doubles_every_pixel():
    fb = _fb()
    draw.text_big(fb, "1", 0, 2)
    small = _fb()
    draw.text(small, "1", 0, 0)
    for x in range(5):
        for y in range(8):
            on = small.pixel(x, y)
            assert fb.pixel(2 * x, 16 + 2 * y) == on
            assert fb.pixel(2 * x + 1, 16 + 2 * y + 1) == on


def test_invert_row_flips_only_its_span():
    fb = _fb()
    draw.invert_row(fb, 1, 10, 20)
    assert fb.buffer[128 + 9] == 0 and fb.buffer[128 + 10] == 0xFF and fb.buffer[128 + 19] == 0xFF
    assert fb.buffer[128 + 20] == 0


def test_shapes_clip_instead_of_raising():
    frame = draw_scene.scene(_fb())
    assert len(frame) == 1024
    assert frame[0] == 0xFF  # the rectangle drawn from (-3, -2) covers the corner


def test_wrapped_text_fits_the_screen():
    lines = wrap("a quick brown fox jumps over the extraordinarily-long-hyphenated dog")
    assert all(len(line) <= 25 for line in lines)
    assert " ".join(lines).replace("  ", " ").startswith("a quick brown fox")
