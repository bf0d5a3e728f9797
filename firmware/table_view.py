"""The table view: whose turn it is and every score in the big digits, for the other seats.

The app pushes it over any screen of a score game after IDLE_MS without a press, or at once on
a press that no screen uses (PREV or NEXT on a scoreboard). The press that takes it down acts
on the screen beneath as if it were not there (firmware/app.py, App._dispatch).
Its data is the seats() of the nearest screen that has them (firmware/games/shared/rings.py,
Rings.seats), the rings' own.
Layout (every score at one size, the largest that fits every cell, so the leader is never
drawn smaller): up to four seats, the turn (or the winner) at twice the size on the top two page
rows, then one cell per seat in seat order, its label over its score for two, beside it for
three or four; five seats take the whole screen in three columns of two, label over score, and
the sixth cell says whose turn it is. The player whose turn it is (or the winners) is inverted;
a dark column and pixel row part the cells.
"""

from core.compat import const
from firmware import ui
from firmware.display import draw
from firmware.events import IDLE_MS  # noqa: F401 (the view's own time, defined where the app reads it)

_SCALES = (4, 3, 2)
_LABEL_SCALE = const(2)
_CHARS_BIG = const(12)  # characters of the headline at twice the size
_MARGIN = const(2)  # pixels between a cell's edge and its label


def labels(names):
    """Each seat's label, at most two characters and no two the same: its first letter when
    no other name starts with it, else the first letter and a later one, a pair that is not the
    start of another name where one can be found (Maria, Mateo, Marta, Manu, Mika: Mr Me Mt Mn
    Mi), else (or for two of one name) the seat's number."""
    for strict in (True, False):
        found = _pick([_options(names, p, strict) for p in range(len(names))], [])
        if found:
            return found
    return []  # not reached: the seats' numbers always tell them apart


def _options(names, p, strict):
    name = names[p]
    first = name[0] if name else "?"
    others = names[:p] + names[p + 1:]
    if not any(other.startswith(first) for other in others):
        return [first]
    found = []
    for c in "" if name in others else name[1:]:  # a twin: its number
        pair = first + c
        if c != " " and pair not in found and not (strict and any(
                other.startswith(pair) for other in others)):
            found.append(pair)
    return found if strict else found + [first + str(p + 1)]


def _pick(options, taken):
    """The first choice of one option a seat, in seat order, with no two the same."""
    if len(taken) == len(options):
        return taken
    for option in options[len(taken)]:
        if option not in taken:
            found = _pick(options, taken + [option])
            if found:
                return found
    return None


def layout(count):
    """(the headline shown, columns, rows, first page row of the cells, page rows a cell,
    label over score) for count seats."""
    if count <= 2:
        return True, count, 1, 2, 6, True
    if count <= 4:
        return True, 2, 2, 2, 3, False
    return False, 3, 2, 0, 4, True


def headline(seats, tags):
    """The top line over two to four seats: whose turn it is, or who won."""
    names, _, _, turn, won = seats
    if won:
        text = names[won[0]] + " wins" if len(won) == 1 else "tie: " + " ".join(
            tags[p] for p in won)
    elif turn is not None and turn >= 0:
        text = "> " + names[turn]
    else:
        text = "scores"
    return draw.fit(text, _CHARS_BIG)


def corner(seats, tags):
    """The sixth cell's two short lines for five seats: whose turn it is, or who won."""
    _, _, _, turn, won = seats
    if won:
        return ("wins", tags[won[0]]) if len(won) == 1 else ("tie", "")
    return ("turn", tags[turn]) if turn is not None and turn >= 0 else ("", "")


def scale_of(width, seats, tags):
    """The one size of every score: the largest of _SCALES at which each fits its cell."""
    names, scores = seats[0], seats[1]
    shown, columns, _, _, pages, stacked = layout(len(names))
    cell = width // columns - 2 * _MARGIN
    for scale in _SCALES:
        if scale > pages - (_LABEL_SCALE if stacked else 0):
            continue
        if all(draw.text_width(str(scores[p]), True, scale) <= cell - (
                0 if stacked else draw.text_width(tags[p], True, _LABEL_SCALE) + _MARGIN)
               for p in range(len(names))):
            return scale
    return _SCALES[-1]


def render(fb, seats):
    """Draw the table view of seats (names, scores, colours, turn, winners) on fb."""
    names, scores, _, turn, won = seats
    tags = labels(names)
    shown, columns, _, top, pages, stacked = layout(len(names))
    width = fb.width // columns
    scale = scale_of(fb.width, seats, tags)
    fb.fill(0)
    if shown:
        draw.text_big(fb, headline(seats, tags), 0, 0)
        draw.invert_row(fb, 0)
        draw.invert_row(fb, 1)
    else:
        words, tag = corner(seats, tags)
        x, row = 2 * width + _MARGIN, top + pages
        draw.scaled(fb, words, x, row, _LABEL_SCALE)
        draw.scaled(fb, tag, x, row + _LABEL_SCALE, _LABEL_SCALE)
    for p in range(len(names)):
        x, row = (p % columns) * width, top + (p // columns) * pages
        draw.scaled(fb, tags[p], x + _MARGIN, row, _LABEL_SCALE)
        number = str(scores[p])
        right = x + width - _MARGIN + scale - draw.text_width(number, True, scale)
        draw.scaled(fb, number, right, row + pages - scale, scale)
        if p == turn or p in won:
            _invert(fb, x, row, width - 1, pages)


def _invert(fb, x, row, width, pages):
    """Invert a cell but its last pixel row, so that cells one over the other stay apart."""
    buf = fb.buffer
    for r in range(row, row + pages):
        mask = 0x7F if r == row + pages - 1 else 0xFF
        base = r * fb.width + x
        for i in range(base, base + width):
            buf[i] ^= mask


class TableView(ui.Screen):
    """The table view as a screen over the game: the app takes it down at the next press
    (wakes)."""

    wakes = True

    def __init__(self, app, seats):
        super().__init__(app)
        self.held = seats

    def render(self, fb):
        render(fb, self.held)
