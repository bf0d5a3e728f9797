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


def _glyph_by_glyph(s, x, row, invert=False):
    """What text() must draw: each glyph's columns in turn, XORed when inverted."""
    fb = _fb()
    for ch in s:
        start = (ord(ch) - font.FIRST) * font.WIDTH
        for i in range(font.WIDTH):
            fb.buffer[row * 128 + x + i] = font.GLYPHS[start + i] ^ (0xFF if invert else 0)
        x += font.WIDTH
    return fb.buffer


def test_words_drawn_again_are_one_copy_of_their_kept_columns():
    """Issue 30: a press redraws the whole screen, and drawing glyph by glyph took about 20 ms
    of a Marae press's 43 on the emulated Pico. A string's columns are kept, plain and
    inverted apart, and the frame is the same bytes either way."""
    for invert in (False, True):
        first, again = _fb(), _fb()
        draw.text(first, "Matau 12", 3, 2, invert)
        run = draw._run("Matau 12", 0xFF if invert else 0)
        draw.text(again, "Matau 12", 3, 2, invert)
        assert draw._run("Matau 12", 0xFF if invert else 0) is run
        assert first.buffer == again.buffer == _glyph_by_glyph("Matau 12", 3, 2, invert)


def test_the_kept_columns_stay_within_their_slots_and_frames_stay_the_same():
    """A long game draws new numbers on every press: at most RUNS strings are kept, in one
    block allocated at import (a buffer each fragmented the heap: the unix port ran out in
    test_text_fits at 512 KB)."""
    for i in range(3 * draw.RUNS):  # the oldest give up their slots
        s = "word {}".format(i)
        fb = _fb()
        draw.text(fb, s, 0, 1, i % 2 == 1)
        assert fb.buffer == _glyph_by_glyph(s, 0, 1, i % 2 == 1)
        assert len(draw._FOUND[0]) + len(draw._FOUND[1]) <= draw.RUNS
    assert len(draw._FOUND[0]) + len(draw._FOUND[1]) == draw.RUNS
    fb = _fb()
    draw.text(fb, "word 3", 0, 1)  # let go long ago: drawn again from the glyphs
    assert fb.buffer == _glyph_by_glyph("word 3", 0, 1)


def test_inverted_text_on_a_highlight_is_plain_text_inverted():
    """The title bar, a menu's line and a form's value are drawn this way (each invert_row
    was a Python loop over up to 128 bytes: 1.2 ms on the emulated Pico)."""
    inverted, highlighted = _fb(), _fb()
    draw.text(inverted, "Kachina", 1, 0, end=90)
    draw.text(inverted, "3/9", 110, 0)
    draw.invert_row(inverted, 0)
    draw.highlight(highlighted, 0)
    draw.text(highlighted, "Kachina", 1, 0, True, end=90)
    draw.text(highlighted, "3/9", 110, 0, True)
    assert highlighted.buffer == inverted.buffer


def test_big_text_is_the_scaled_frame_at_twice_the_size():
    """text_big doubles each column by a table (the Wheel's big letters took about 7 ms of its
    17 ms press on the emulated Pico, pixel by pixel); clipped, it is scaled() itself."""
    every = "".join(chr(c) for c in range(font.FIRST, font.LAST + 1)) + font.EXTRA
    for start in range(0, len(every), 12):
        for x, row in ((0, 0), (7, 3), (120, 6), (-4, 2), (0, 7)):
            big, scaled = _fb(), _fb()
            assert draw.text_big(big, every[start : start + 12], x, row) == draw.scaled(
                scaled, every[start : start + 12], x, row, 2)
            assert big.buffer == scaled.buffer, (start, x, row)


def test_a_string_s_font_codes_are_its_bytes_in_printable_ascii_and_mapped_otherwise():
    """Iterating bytes instead of a str's characters: a glyph drawn about 40% sooner on the
    emulated Pico. A macron, the ellipsis, a tab or DEL map one by one."""
    assert draw._codes("Kachina 3/9") == b"Kachina 3/9"
    mixed = "T\u0101ne\t\x7f\u2026\u00e9"
    assert draw._codes(mixed) == bytes([draw._code(ch) for ch in mixed])
    assert draw._codes(mixed)[4:6] == b"??" and draw._codes(mixed)[-1:] == b"?"
    assert draw._codes("") == b""


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
