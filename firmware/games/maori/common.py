"""Maori: what the Maori screens share: the pieces' short names, the dice source, the entry
of physical dice, the list of a form's fields, the view of what the dice did and what the
rings show of a combat or a roll.

The dice source: the device rolls, or the players enter their own dice. That choice is a
setting ("maori_own_dice"), made on the menu or on the odds screen; it carries through the
combat, its panic walk and the side rolls, and every roll screen shows it. Sections cite
../shared/rules/004_098e2e0baee2cb11.txt. The resolver keeps no journal, so there is no undo
here: BACK goes back one step and keeps what was entered.
"""

from core import maori
from core.compat import const
from core.dice import ScriptedDice
from firmware import events, ui
from firmware.display import draw
from firmware.games.shared import rings

ROLL_MS = const(500)
_FLASH_MS = const(2000)
_BLINK_MS = const(250)
_SPIN_MS = const(40)
_FORM_ROWS = const(5)  # a form's rows on screen; its summary is on the row below
# Short names in maori.KINDS order, and the two sides.
NAMES = ("Population", "Militia", "Scout", "Warrior", "Elite", "Royal Guard", "Clan Elder",
         "Shaken Eld", "Chief", "Tohunga")
SIDES = ("Attacker", "Defender")
SIDE_COLOURS = ((255, 48, 0), (0, 96, 255))  # attacker, defender
NO_YES = ("no", "yes")
# The force builder's numbers before any are entered: the defender's, the attacker's (the
# leader, a Clan Elder's leadership 2 and combat 0, then the pieces; see forces).
FRESH_FORCES = ([0, 2] + [0] * 11, [0, 2] + [0] * 8)
# Where a screen's dice come from, and how a roll screen names it.
NO_DICE = const(0)
DEVICE = const(1)
OWN = const(2)
_TAGS = ("", "device dice", "own dice")
_PIP_COLOUR = rings.PALETTE[rings.index("white", 0)][1]


def name(kind):
    return NAMES[maori.KINDS.index(kind)]


def own_dice(app):
    """1 when the players enter their own dice, 0 when the device rolls."""
    return app.settings.get("maori_own_dice", 0)


def set_own_dice(app, own):
    if own_dice(app) != own:
        app.settings.set("maori_own_dice", own)


def source(app, labels):
    """Where the dice for labels (one die each) come from: NO_DICE, DEVICE or OWN."""
    if not labels:
        return NO_DICE
    return OWN if own_dice(app) else DEVICE


def with_dice(app, title, labels, then):
    """One die per label, from the dice source; then(dice, source) resolves with them."""
    if source(app, labels) == OWN:
        app.push(DiceEntry(app, title, labels, lambda values: then(ScriptedDice(values), OWN)))
    else:
        then(app.device.dice, source(app, labels))


def tag(fb, where):
    """Name the dice source at the right of the hint row, inverted, on a roll screen."""
    label = _TAGS[where]
    if label:
        draw.right(fb, label, 7)
        draw.invert_row(fb, 7, fb.width - draw.text_width(label))


def back_to(app, screen):
    """Pop screens until screen (the menu a flow started from) is on top."""
    if app.top() is not screen:
        app.pop(lambda top: top is screen)


def _paint(frame, pixel, colour):
    frame[3 * pixel] = colour[0]
    frame[3 * pixel + 1] = colour[1]
    frame[3 * pixel + 2] = colour[2]


def strength(frame, totals, winner=-1):
    """A combat on the rings, the attacker's seat at the top and the defender's opposite:
    ring 1 who is stronger and by how much (rings.lead over totals, the attacker's and the
    defender's: the difference is the modifier, 10.1), ring 2 the winner's wedge once there
    is one (0 attacker, 1 defender): the stronger side need not win."""
    rings.lead(frame, totals, SIDE_COLOURS)
    if winner >= 0:
        rings.wedge(frame, winner, 2, SIDE_COLOURS[winner])
    return True


def no_combat(frame):
    """Before any combat: the attacker's seat (the top) and the defender's (opposite) dim
    on both rings, where strength will show."""
    rings.seats(frame, SIDE_COLOURS)
    return True


def pips(frame, face):
    """A die's face on ring 1: a pixel per pip, clockwise from the top (no side's colour:
    the roll is no side's)."""
    for pixel in range(face):
        _paint(frame, pixel, _PIP_COLOUR)
    return True


class DiceEntry(ui.Form):
    """The faces of physical dice, one field per label (1 to 6): -/+ sets a die, OK goes on,
    BACK goes back a die, and from the first one a screen up (or on_back, in a panic walk).

    entered: faces entered before, to show them again with the cursor on the last one.
    """

    hold_ok = False  # the dice after the cursor are not entered yet
    hints = ("-/+ die  OK next",) * 2

    def __init__(self, app, title, labels, on_done, entered=None, on_back=None):
        super().__init__(app, title, bytearray(entered or [1] * len(labels)))
        self.labels = labels
        self.field = len(labels) - 1 if entered else 0
        self.on_done = on_done
        self.on_back = on_back

    def span(self, field):
        return 1, 6

    def confirm(self):
        self.on_done(list(self.values))

    def handle(self, event):
        if event == events.EV_BACK and not self.field and self.on_back:
            self.on_back()  # in a panic walk: the step before
            return True
        return super().handle(event)

    def render(self, fb):
        super().render(fb)
        tag(fb, OWN)

    def body(self, fb):
        count = len(self.labels)
        top = min(max(self.field - 3, 0), max(count - ui.BODY_ROWS, 0))
        for row in range(min(count - top, ui.BODY_ROWS)):
            i = top + row
            draw.text(fb, self.labels[i], 3, row + 1, end=106)
            draw.text(fb, "[{}]".format(self.values[i]) if i <= self.field else "[-]", 108, row + 1)
            if i == self.field:
                draw.invert_row(fb, row + 1)
        label = ui.position(self.field, count)
        draw.right(fb, label, 0)
        draw.invert_row(fb, 0, fb.width - draw.text_width(label))


class FieldList(ui.Form):
    """A Maori form in the one way of entering values (ui.Form): rows are its fields,
    (label, lowest, highest, words or None) over a list of values, shown as a list with the
    value under the cursor inverted, and summary(values) below a dotted rule (at most
    _FORM_ROWS of them show at once).

    PREV/NEXT change the value (words name the values from the lowest up), OK goes to the
    next row and on the last one runs go(values) (without one, it leaves); hold OK runs it
    from any row; BACK goes a row up and from the first leaves. used(values), if given,
    says how many rows apply (fewer players, fewer rows); start is the row the cursor opens
    on (the likeliest one to change).
    """

    hints = ("-/+  OK next  hold OK: go", "-/+ change  OK go")

    def __init__(self, app, title, rows, values, summary, go, used=None, start=0):
        super().__init__(app, title, values, rows)
        self.summary = summary
        self.go = go
        self.used = used
        self.field = start

    def count(self):
        return self.used(self.values) if self.used else len(self.fields)

    def confirm(self):
        if self.go:
            self.go(self.values)
        else:
            self.app.pop()

    def corner(self):
        return ui.position(self.field, self.count())

    def value(self, field):
        return self.values[self.slot(field)]

    def body(self, fb):
        count = self.count()
        top = min(max(self.field - 2, 0), max(count - _FORM_ROWS, 0))
        for row in range(min(count - top, _FORM_ROWS)):
            i = top + row
            label, low, _, words = self.fields[i]
            value = self.value(i)
            value = words[value - low] if words else str(value)
            x = fb.width - draw.text_width(value)
            draw.text(fb, label, 0, row + 1, end=x - 3)
            draw.text(fb, value, x, row + 1)
            if i == self.field:
                draw.invert_row(fb, row + 1, x - 2)
        row = min(count, _FORM_ROWS) + 1
        draw.text(fb, self.summary(self.values), 0, row)
        for x in range(0, fb.width, 2):  # a dotted rule: the summary is not a row to change
            fb.buffer[row * fb.width + x] |= 1


class HeadedList(FieldList):
    """A FieldList under a head line, which is no number: its rows are head, then rows over
    values (row k keeps its value at k - 1). PREV/NEXT on the head run turn(event) and change
    no number, so a form that opens with numbers entered (values differ from fresh, their
    state before any is entered) opens there: a stray NEXT changes nothing entered. A fresh
    form opens on row start, the likeliest to change."""

    head_hint = ""

    def __init__(self, app, title, head, rows, values, summary, go, fresh, start=1):
        super().__init__(app, title, (head,) + rows, values, summary, go,
                         start=start if values == fresh else 0)

    def slot(self, field):
        return field - 1

    def value(self, field):
        return super().value(field) if field else self.head_value()

    def move(self, field, event):
        if field:
            super().move(field, event)
        else:
            self.turn(event)

    def field_hint(self):
        return super().field_hint() if self.field else self.head_hint

    def head_value(self):
        """The head line's value, an index into its words."""
        raise NotImplementedError

    def turn(self, event):
        raise NotImplementedError


class RollView(ui.TextView):
    """What the dice did, as scrolling lines, with their source (NO_DICE, DEVICE or OWN) at
    the right of the hint row; OK runs on_ok, BACK runs on_back if given (in a panic walk).

    Device dice show "Rolling" for ROLL_MS with a dot running round each LED ring (OK skips
    it). Then line mark is drawn inverted, and side (0 attacker, 1 defender) blinks its ring.
    After that shows(frame), if given, draws the result on the rings (a combat's: strength,
    through the panic walk over it); without it the rings show what is beneath.
    """

    def __init__(self, app, title, lines, where, on_ok, hint, mark=-1, side=-1, on_back=None,
                 shows=None):
        super().__init__(app, title, lines)
        self.hint = hint
        self.where = where
        self.on_ok = on_ok
        self.on_back = on_back
        self.mark = mark
        self.side = side
        self.shows = shows
        self.hidden = where == DEVICE
        self.reveal = app.now + (ROLL_MS if self.hidden else 0)

    def skip(self):
        """Show the result at once: no need to watch the roll."""
        self.reveal = self.app.now
        self.tick(self.app.now)

    def handle(self, event):
        if event == events.EV_BACK and self.on_back:
            self.on_back()
            return True
        if self.hidden:
            if event == events.EV_OK:
                self.skip()
            return event != events.EV_BACK
        if event == events.EV_OK:
            self.on_ok()
            return True
        return super().handle(event)

    def tick(self, now):
        if self.hidden and now >= self.reveal:
            self.hidden = False
            self.dirty = True

    def render(self, fb):
        super().render(fb)
        tag(fb, self.where)

    def body(self, fb):
        if self.hidden:
            draw.centered(fb, "Rolling", 3, big=True)
            return
        super().body(fb)
        row = self.mark - self.top + 1
        if self.mark >= 0 and 1 <= row <= ui.BODY_ROWS:
            draw.invert_row(fb, row)

    def leds(self, frame, now):
        ring = len(frame) // 6
        t = now - self.reveal
        if t < 0:
            step = (t + ROLL_MS) // _SPIN_MS % ring
            _paint(frame, step, SIDE_COLOURS[0])
            _paint(frame, 2 * ring - 1 - step, SIDE_COLOURS[1])
            return True
        if self.side >= 0 and t < _FLASH_MS:
            if not t // _BLINK_MS % 2:  # else dark: the odds beneath must not show through
                for pixel in range(self.side * ring, self.side * ring + ring):
                    _paint(frame, pixel, SIDE_COLOURS[self.side])
            return True
        return self.shows(frame) if self.shows else False
