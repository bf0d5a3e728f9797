"""The table view: whose turn it is and every score in the big digits, for the other seats.

The app pushes it over any screen of a score game after IDLE_MS without a press, or at once on
a press that no screen uses (PREV or NEXT on a scoreboard). The press that wakes it only wakes
it: that press, its repeats and its release never reach the game, so no stray press costs a
turn. Its data is the seats() of the nearest screen that has them (firmware/games/shared/rings.py,
Rings.seats), the rings' own.
Layout: the turn (or the winner) at twice the size on the top two page rows; then one cell
per seat, in seat order, the score at the largest size that fits, the player whose turn it
is (or the winners) inverted.
"""

from core.compat import const
from firmware import ui
from firmware.display import draw

IDLE_MS = const(8000)
_SCALES = (4, 3, 2)
_LABEL_SCALE = const(2)
_LABEL_CHARS = const(3)  # the longest label: a cell of 3 columns has room for 3 at 2x
_TOP = const(2)  # the first page row of the cells
_CHARS_BIG = const(12)  # characters of the headline at twice the size


def label(names, p):
    """The shortest start of names[p] that no other name starts with (at most 3 letters)."""
    name = prefix = names[p]
    for n in range(1, _LABEL_CHARS + 1):
        prefix = name[:n]
        if all(q == p or not names[q].startswith(prefix) for q in range(len(names))):
            break
    return prefix


def grid(count):
    """(columns, rows) of the cells for count seats."""
    if count <= 2:
        return count, 1
    return (2, 2) if count <= 4 else (3, 2)


def headline(seats):
    names, _, _, turn, won = seats
    if won:
        text = names[won[0]] + " wins" if len(won) == 1 else "tie: " + " ".join(
            label(names, p) for p in won)
    elif turn is not None and turn >= 0:
        text = "> " + names[turn]
    else:
        text = "scores"
    return draw.fit(text, _CHARS_BIG)


def render(fb, seats):
    """Draw the table view of seats (names, scores, colours, turn, winners) on fb."""
    names, scores, _, turn, won = seats
    fb.fill(0)
    draw.text_big(fb, headline(seats), 0, 0)
    draw.invert_row(fb, 0)
    draw.invert_row(fb, 1)
    columns, rows = grid(len(names))
    width = fb.width // columns
    pages = (fb.height // 8 - _TOP) // rows
    for p in range(len(names)):
        x, row = (p % columns) * width, _TOP + (p // columns) * pages
        tag, number = label(names, p), str(scores[p])
        draw.scaled(fb, tag, x + 1, row, _LABEL_SCALE)
        scale = scale_of(fb, seats, p)
        draw.scaled(fb, number, x + width - draw.text_width(number, True, scale), row, scale)
        if p == turn or p in won:
            for r in range(row, row + pages):
                draw.invert_row(fb, r, x, x + width - 1)


def scale_of(fb, seats, p):
    """The size of seat p's score on the table view: the largest of _SCALES that fits its
    cell, beside its label."""
    names, number = seats[0], str(seats[1][p])
    columns, rows = grid(len(names))
    room = fb.width // columns - draw.text_width(label(names, p), True, _LABEL_SCALE) - 2
    pages = (fb.height // 8 - _TOP) // rows
    for scale in _SCALES:
        if scale <= pages and draw.text_width(number, True, scale) <= room:
            return scale
    return _SCALES[-1]


class TableView(ui.Screen):
    """The table view as a screen over the game: any press only wakes it (wakes: the app sends
    the rest of that press nowhere), and it closes."""

    wakes = True

    def __init__(self, app, seats):
        super().__init__(app)
        self.held = seats

    def handle(self, event):
        self.app.pop()
        return True

    def render(self, fb):
        render(fb, self.held)
