"""Text and simple shapes on a 128x64 MONO_VLSB frame buffer, on 8-pixel page rows.

Text is copied column by column from firmware.display.font into the buffer, so a frame is the
same bytes on every interpreter. The columns of the last RUNS strings drawn are kept: drawing
words drawn before allocates nothing.
"""

from core.compat import const
from firmware.display import font

ROWS = const(8)
CHAR_W = const(5)
RUNS = const(32)  # strings whose columns _run keeps: a screen's words, and the next one's
_SLOT = const(128)  # the bytes of columns a slot holds: a whole row's
_ARENA = bytearray(RUNS * _SLOT)  # one block from the start: kept columns never fragment the heap
_FOUND = ({}, {})  # plain, inverted: a string -> its slot
_KEYS = [None] * RUNS  # the string in each slot
_INVERTED = bytearray(RUNS)  # 1 where a slot's columns are inverted
_VIEWS = [memoryview(b"")] * RUNS  # each slot's columns, a view of the arena
_NEXT = bytearray(1)  # the slot taken next, in turn
_DOUBLED = b"\x00\x03\x0c\x0f\x30\x33\x3c\x3f\xc0\xc3\xcc\xcf\xf0\xf3\xfc\xff"  # 4 bits, each twice


def _code(ch):
    """The font's code for ch: its own in ASCII, EXTRA's after LAST, else that of "?"."""
    code = ord(ch)
    if code > font.LAST:
        extra = font.EXTRA.find(ch)
        code = font.LAST + 1 + extra if extra >= 0 else 63
    elif code < font.FIRST:
        code = 63  # "?"
    return code


def _codes(s):
    """The font's code of each character of s, as bytes. A printable ASCII string is its own
    encoding: iterating bytes gives small ints, while iterating a str makes a string of each
    character, looked up in the interned strings (about 13 us a character on a Pico)."""
    codes = s.encode()
    if len(codes) == len(s) and (not codes or font.FIRST <= min(codes) <= max(codes) <= font.LAST):
        return codes
    return bytes([_code(ch) for ch in s])


def fit(s, chars):
    """s in at most chars characters: whole, or shortened at a space and ended with an
    ellipsis, so no word is ever cut (a single word too long for the room is the exception)."""
    if len(s) <= chars:
        return s
    cut = s.rfind(" ", 0, chars)
    while cut > 0 and s[cut - 1] in " ,:;-":  # no dangling separator before the ellipsis
        cut -= 1
    return s[: cut if cut > 0 else chars - 1] + font.ELLIPSIS


def text(fb, s, x, row, invert=False, end=None):
    """Draw s with its left edge at pixel x on page row 0-7; text too long for the room up to
    pixel end (default: the right edge) is shortened at a word (see fit)."""
    width = fb.width
    room = ((width if end is None else end) - x) // CHAR_W
    if len(s) > room:
        s = fit(s, max(room, 1))
    mask = 0xFF if invert else 0
    n = len(s) * CHAR_W
    if 0 <= x <= width - n and n <= _SLOT:  # whole on the row: its columns in one copy
        at = row * width + x
        fb.buffer[at : at + n] = _run(s, mask)
        return x + n
    return _columns(fb.buffer, row * width + x, s, x, width, mask)


def _run(s, mask):
    """The glyph columns of s, kept for the next frames: a screen draws the same words on every
    press, and copying them is some thirty times quicker on a Pico than drawing them again.
    The oldest kept string gives up its slot; a MemoryError leaves the slots as they were."""
    found = _FOUND[mask & 1]
    slot = found.get(s)
    if slot is None:
        slot = _NEXT[0]
        n, at = len(s) * CHAR_W, slot * _SLOT
        view = memoryview(_ARENA)[at : at + n]
        found[s] = slot  # the last step that allocates
        old = _KEYS[slot]
        if old is not None:
            del _FOUND[_INVERTED[slot]][old]
        _KEYS[slot], _INVERTED[slot], _VIEWS[slot] = s, mask & 1, view
        _columns(_ARENA, at, s, 0, n, mask)
        _NEXT[0] = (slot + 1) % RUNS
    return _VIEWS[slot]


def _columns(buf, at, s, x, width, mask):
    """Copy the glyphs of s into buf from index at, pixel x of a row width wide, each column
    XORed with mask; the columns beyond the row are left out. Returns the x after s."""
    glyphs, first = font.GLYPHS, font.FIRST
    for code in _codes(s):
        g = (code - first) * CHAR_W
        if 0 <= x <= width - CHAR_W:  # the glyph whole on the row: its 5 columns, unrolled
            buf[at] = glyphs[g] ^ mask
            buf[at + 1] = glyphs[g + 1] ^ mask
            buf[at + 2] = glyphs[g + 2] ^ mask
            buf[at + 3] = glyphs[g + 3] ^ mask
            buf[at + 4] = glyphs[g + 4] ^ mask
        else:
            for i in range(CHAR_W):
                if 0 <= x + i < width:
                    buf[at + i] = glyphs[g + i] ^ mask
        at += CHAR_W
        x += CHAR_W
    return x


def text_big(fb, s, x, row):
    """Draw s twice the size (10x16) over page rows row and row+1: each column's low and high
    four bits doubled into the two rows, each column twice (scaled's frame, a table lookup a
    column instead of a loop over its pixels)."""
    width = fb.width
    end = x + len(s) * 2 * CHAR_W
    if not (0 <= row < ROWS - 1 and 0 <= x <= width - (end - x)):
        return scaled(fb, s, x, row, 2)
    buf, glyphs, first = fb.buffer, font.GLYPHS, font.FIRST
    at = row * width + x
    for code in _codes(s):
        g = (code - first) * CHAR_W
        for i in range(CHAR_W):
            column = glyphs[g + i]
            buf[at] = buf[at + 1] = _DOUBLED[column & 15]
            buf[at + width] = buf[at + width + 1] = _DOUBLED[column >> 4]
            at += 2
    return end


def scaled(fb, s, x, row, scale):
    """Draw s scale times the size (5 x 8 pixels each, times scale) over page rows row to
    row + scale - 1: the same glyphs, every pixel a scale x scale square."""
    buf, width, glyphs = fb.buffer, fb.width, font.GLYPHS
    for code in _codes(s):
        start = (code - font.FIRST) * CHAR_W
        for i in range(CHAR_W):
            column = glyphs[start + i]
            for page in range(scale):
                if not 0 <= row + page < ROWS:
                    continue
                byte = 0
                for bit in range(8):
                    if column >> ((page * 8 + bit) // scale) & 1:
                        byte |= 1 << bit
                base = (row + page) * width
                for step in range(scale):
                    if 0 <= x + step < width:
                        buf[base + x + step] = byte
            x += scale
    return x


def text_width(s, big=False, scale=2):
    """The width of s in pixels: the 5x8 font, or big at scale."""
    return len(s) * (CHAR_W * scale if big else CHAR_W)


def centered(fb, s, row, big=False):
    if not big:
        s = fit(s, fb.width // CHAR_W)
    x = (fb.width - text_width(s, big)) // 2
    return text_big(fb, s, x, row) if big else text(fb, s, x, row)


def right(fb, s, row):
    return text(fb, s, fb.width - text_width(s), row)


def invert_row(fb, row, x0=0, x1=None):
    """Invert page row from pixel x0 up to x1, for a highlighted line."""
    buf = fb.buffer
    base = row * fb.width
    for i in range(base + x0, base + (fb.width if x1 is None else x1)):
        buf[i] ^= 0xFF


def highlight(fb, row, x0=0, x1=None):
    """Light page row from pixel x0 up to x1, for a highlighted line whose text is then drawn
    inverted: the frame invert_row gives after plain text, without a Python loop over bytes."""
    fb.fill_rect(x0, row * 8, (fb.width if x1 is None else x1) - x0, 8, 1)


def clear_row(fb, row):
    fb.fill_rect(0, row * 8, fb.width, 8, 0)


def bar(fb, x, row, w, value, total):
    """A horizontal progress bar inside one page row: an outline filled value/total."""
    fb.rect(x, row * 8 + 1, w, 6, 1)
    if total > 0:
        fb.fill_rect(x + 1, row * 8 + 2, (w - 2) * min(value, total) // total, 4, 1)
