"""The table view: whose turn it is and every score in the big digits, for the other seats.

It comes up over any screen of a score game after IDLE_MS without a press, or at once on a
press that no screen uses (PREV or NEXT on a scoreboard). The press that wakes it only wakes
it: that press, its repeats and its release never reach the game, so no stray press costs a
turn. Its data is the game's seats (firmware/games/shared/rings.py, Rings.seats), the rings' own.
Layout: the turn (or the winner) at twice the size on the top two page rows; then one cell
per seat, in seat order, the score at the largest size that fits, the player whose turn it
is (or the winners) inverted.
"""

from core.compat import const
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


def _seats(app):
    """The seats of the score game on the stack, None where there is none."""
    for i in range(len(app.stack) - 1, -1, -1):
        seats = getattr(app.stack[i], "seats", None)
        if seats is not None:
            return seats()
    return None


class Table:
    """When the table view is up, and which presses only wake it."""

    def __init__(self):
        self.up = False
        self.waking = False  # the press that woke or summoned the view goes on
        self.last = 0  # the last step a button was held
        self.tried = False  # idle this long already, with no game to show
        self.fresh = False  # up and not drawn yet
        self.seats = None

    def swallows(self, app):
        """True when an event must not reach the screens: it wakes the view, or it belongs
        to the press that woke or summoned it."""
        if self.waking:
            return True
        if self.up:
            self.up = False
            self.waking = True
            app.top().dirty = True
            return True
        return False

    def summon(self, app):
        """Bring the view up now; False where no score game is open."""
        self.seats = _seats(app)
        if self.seats is None:
            return False
        self.up = self.waking = self.fresh = True  # the rest of this press only holds it up
        return True

    def step(self, app, mask, now):
        """After the events of a step: True when the view must be drawn now."""
        if mask or app.buttons.stable:
            self.last = now
            self.tried = False
        elif self.waking:
            self.waking = False  # every button is up: the next press wakes the view
        elif not (self.up or self.tried) and now - self.last >= IDLE_MS:
            self.tried = True
            self.seats = _seats(app)
            self.up = self.fresh = self.seats is not None
        fresh, self.fresh = self.fresh, False
        return fresh
