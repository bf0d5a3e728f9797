"""The OLED frame as text: two pixel rows per character for golden files and wide terminals,
or 2x2 pixels per character (quadrant blocks) to fit an 80-column terminal."""

# (top pixel, bottom pixel) -> character
_ASCII = (" ", "'", ".", ":")
_BLOCKS = (" ", "\u2580", "\u2584", "\u2588")
# (top-left, top-right, bottom-left, bottom-right) as bits 0-3 -> character
_QUADRANTS = (
    " \u2598\u259d\u2580\u2596\u258c\u259e\u259b"
    "\u2597\u259a\u2590\u259c\u2584\u2599\u259f\u2588"
)


def _bit(buffer, width, x, y):
    return (buffer[(y >> 3) * width + x] >> (y & 7)) & 1


def lines(buffer, width=128, height=64, blocks=False):
    """The frame as height/2 lines of width characters."""
    chars = _BLOCKS if blocks else _ASCII
    out = []
    for y in range(0, height, 2):
        row = []
        page = (y >> 3) * width
        shift = y & 7
        for x in range(width):
            byte = buffer[page + x] >> shift
            row.append(chars[(byte & 1) | ((byte >> 1) & 1) << 1])
        out.append("".join(row).rstrip() if not blocks else "".join(row))
    return out


def quadrant_lines(buffer, width=128, height=64):
    """The frame as height/2 lines of width/2 characters, four pixels each."""
    out = []
    for y in range(0, height, 2):
        row = []
        for x in range(0, width, 2):
            code = (_bit(buffer, width, x, y) | _bit(buffer, width, x + 1, y) << 1
                    | _bit(buffer, width, x, y + 1) << 2 | _bit(buffer, width, x + 1, y + 1) << 3)
            row.append(_QUADRANTS[code])
        out.append("".join(row))
    return out
