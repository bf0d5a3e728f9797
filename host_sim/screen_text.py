"""The OLED frame as text: two pixel rows per character, for golden files and terminals."""

# (top pixel, bottom pixel) -> character
_ASCII = (" ", "'", ".", ":")
_BLOCKS = (" ", "\u2580", "\u2584", "\u2588")


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
