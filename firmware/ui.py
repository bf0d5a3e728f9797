"""The screen base class and the generic screens every game builds on.

A screen handles small-int events, ticks with the time, and renders into the frame buffer when
dirty. Layout: page row 0 is the inverted title, rows 1-6 the body, row 7 a hint.

Before each frame the app calls prepare(), where a screen catches up with the game; render()
only draws. The app calls a screen's on_top() each time it comes back to the top of the stack:
after the event that closed the screens over it has been handled, so that a screen whose
content may have gone stale meanwhile (the game changed) can act on it. A screen whose `undoes`
names a game kind is one where holding BACK undoes that game's last action (a scoreboard, its
action menu, Karekare's turn entry and the pages its pass opens) and hold OK under an undo's
note redoes it; it is None elsewhere.
"""

from core.compat import const
from core.errors import RulesError
from firmware import events
from firmware.display import draw

REFUSED = "Not allowed"  # the title of what the rules refuse (App.refuse), and its preview
BODY_ROWS = const(6)
_TOAST_MS = const(1500)
_TOAST_ROWS = const(3)
_CHARS = const(25)  # characters on a row of the 128-pixel display
_FASTER_MS = (1200, 2400)  # held this long, a long field moves 2, then 3 or more values a step
_SLOW = const(32)  # a field of fewer values never speeds up: a hold crosses it in about 4 s
_CROSS = const(25)  # at full speed a long field is crossed in about this many steps


class Screen:
    """Base screen: no events handled, nothing to tick, a title and a hint."""

    title = ""
    hint = ""
    undoes = None  # the game kind that holding BACK undoes on this screen
    wakes = False  # True on the table view: the app takes it down at the next press

    def __init__(self, app):
        self.app = app
        self.dirty = True

    def handle(self, event):
        return False

    def tick(self, now):
        return None

    def on_top(self):
        """Back on top of the stack: the screen over it has closed."""
        return None

    def prepare(self):
        """Before a frame is drawn: bring what this screen shows in step with the game (an
        undo may have removed a field); render() then only draws."""
        return None

    def render(self, fb):
        """The title bar (title, and the corner text at its right), the hint, the body."""
        fb.fill(0)
        corner = self.corner()
        x = fb.width - draw.text_width(corner)
        draw.highlight(fb, 0)
        draw.text(fb, self.title, 1, 0, True, end=x - 2 if corner else None)
        draw.text(fb, corner, x, 0, True)
        if self.hint:
            draw.text(fb, self.hint, 0, 7)
        self.body(fb)

    def corner(self):
        """Text at the right of the title bar, such as a position "3/9"."""
        return ""

    def body(self, fb):
        return None

    def leds(self, frame, now):
        """Fill the LED frame; False when this screen shows no pattern."""
        return False

    def seats(self):
        """The seats the table view shows over this screen (a game's scoreboard); None here."""
        return None


def position(index, total):
    return "{}/{}".format(index + 1, total)


class ListScreen(Screen):
    """A scrolling list with a cursor and a "3/9" position; OK picks, BACK leaves. A list
    that ends on a destructive entry does not wrap (wraps False): a stray PREV from the top
    stays there."""

    wraps = True

    def __init__(self, app, title, labels, hint="OK pick  BACK back"):
        super().__init__(app)
        self.title = title
        self.labels = labels
        self.hint = hint
        self.index = 0

    def handle(self, event):
        count = len(self.labels)
        if event in (events.EV_NEXT, events.EV_PREV) and count:
            index = self.index + (1 if event == events.EV_NEXT else -1)
            self.index = index % count if self.wraps else min(max(index, 0), count - 1)
        elif event == events.EV_OK and count:
            self.pick(self.index)
        else:
            return False
        self.dirty = True
        return True

    def pick(self, index):
        return None

    def body(self, fb):
        count = len(self.labels)
        if not count:
            draw.text(fb, "(empty)", 0, 1)
            return
        top = min(max(self.index - BODY_ROWS // 2, 0), max(count - BODY_ROWS, 0))
        for row in range(BODY_ROWS):
            i = top + row
            if i >= count:
                break
            if i == self.index:
                draw.highlight(fb, row + 1)
            draw.text(fb, self.labels[i], 3, row + 1, i == self.index)

    def corner(self):
        return position(self.index, len(self.labels)) if self.labels else ""


def indexed(labels, on_pick):
    """Menu items for labels that call on_pick(index)."""
    return [(label, _caller(on_pick, i)) for i, label in enumerate(labels)]


def _caller(function, value):
    return lambda: function(value)


class Menu(ListScreen):
    """A list whose items are (label, callback); the callback runs on OK.

    A menu remembers its position while it is open. One that is built afresh on every opening
    passes memory, a dict that outlives it (the home menu's), and reopens where it was left.
    """

    def __init__(self, app, title, items, hint="OK pick  BACK back", memory=None):
        super().__init__(app, title, [label for label, _ in items], hint)
        self.callbacks = [callback for _, callback in items]
        self.memory = memory
        if memory is not None:
            self.index = min(memory.get(title, 0), len(items) - 1)

    def handle(self, event):
        done = super().handle(event)
        if self.memory is not None:
            self.memory[self.title] = self.index
        return done

    def pick(self, index):
        self.callbacks[index]()


class Choice(ListScreen):
    """Pick one label; on_pick(index) runs and this screen closes."""

    def __init__(self, app, title, labels, on_pick, start=0, hint=None, wraps=True):
        super().__init__(app, title, labels)
        self.on_pick = on_pick
        self.index = start
        self.wraps = wraps
        if hint:
            self.hint = hint

    def pick(self, index):
        self.app.pop()
        self.on_pick(index)


class Form(Screen):
    """The entry form of every game: labelled values with bounds, edited one field at a time.

    fields: one (label, lowest, highest, words or None) per value of values. PREV/NEXT change
    the value of the current field (held, a long field speeds up), OK moves to the next field
    and on the last one confirms, BACK moves one field up and from the first leaves, hold OK
    confirms from any field. By default confirming records action() in the game named by
    `kind`, and a refusal by the rules shows why and keeps what was entered.

    Where a form differs it says so with data (wraps, hold_ok, hints) or a small hook: count()
    and span() for fields known only at the time, slot() for a field whose value is kept
    elsewhere in values, move() to follow a value that moved,
    confirm() for what OK on the last field does, entry_key for an entry kept through a power
    cut; a field that uses OK or BACK itself (the
    name wheel adds and takes away letters) handles them before handle().
    """

    kind = ""  # the journal kind that confirm() records in
    entry_key = None  # the name its entry is kept on flash under (keep()); None: not kept
    wraps = True  # past an end a value comes round to the other end; else it stops
    hold_ok = True  # hold OK confirms from any field
    hints = ("-/+ change  OK next", "-/+ change  OK record")  # the others, the last field

    def __init__(self, app, title, values, fields=()):
        super().__init__(app)
        self.title = title
        self.values = values
        self.fields = fields
        self.field = 0

    def count(self):
        """How many fields there are now."""
        return len(self.values)

    def span(self, field):
        """(lowest, highest) value of a field."""
        return self.fields[field][1], self.fields[field][2]

    def slot(self, field):
        """Where in values a field keeps its value."""
        return field

    def move(self, field, event):
        """PREV/NEXT: the value moves within its bounds, round or stopping at the ends. While
        the button is held a long field speeds up (a short one is crossed in a few seconds at
        one value a step, and none of its values is skipped)."""
        low, high = self.span(field)
        count = high - low + 1
        step = 1
        held = self.app.held_ms(events.NEXT if event == events.EV_NEXT else events.PREV)
        if count >= _SLOW and held:
            if held >= _FASTER_MS[1]:
                step = max(3, count // _CROSS)
            elif held >= _FASTER_MS[0]:
                step = 2
        slot = self.slot(field)
        value = self.values[slot] + (step if event == events.EV_NEXT else -step)
        if value < low or value > high:
            value = low + (value - low) % count if self.wraps else (low if value < low else high)
        self.values[slot] = value

    def handle(self, event):
        f = self.field = min(self.field, self.count() - 1)
        if event in (events.EV_NEXT, events.EV_PREV):
            self.move(f, event)  # which may move the cursor too (a page of another player)
        elif event == events.EV_OK and f < self.count() - 1:
            self.field = f + 1
        elif event == events.EV_OK or (event == events.EV_LONG_OK and self.hold_ok):
            self.confirm()
            return True
        elif event == events.EV_BACK and f:
            self.field = f - 1
        else:
            if event == events.EV_BACK:
                self.drop()  # leaving: the entry is abandoned
            return False
        self.dirty = True
        self.keep()
        return True

    def keep(self):
        """A form with an entry_key keeps its field and values on flash as they change, so that
        a power cut loses nothing entered (saves/entry.py)."""
        if self.entry_key is not None:
            self.app.sessions.keep_entry(self.kind, self.entry_key, self.field, self.values)

    def drop(self):
        if self.entry_key is not None:
            self.app.sessions.keep_entry(self.kind, None)

    def restore(self, said="restored as entered before the power cut"):
        """At boot: the field and values this form had when the power went, if they were kept
        for the game as it is, and the toast says so; what else was kept with them (None), or
        False when nothing was restored."""
        kept = self.entry_key is not None and self.app.sessions.kept_entry(self.kind,
                                                                           self.entry_key)
        if not kept or len(kept[1]) != len(self.values):
            return False
        self.values[:] = kept[1]
        self.field = min(max(kept[0], 0), self.count() - 1)
        self.dirty = True
        self.app.say(said)
        return kept[2]

    def prepare(self):
        self.field = min(self.field, self.count() - 1)  # an undo may have removed a field
        self.hint = self.field_hint()

    def field_hint(self):
        return self.hints[self.field == self.count() - 1]

    def action(self):
        """The action the values make; the rules check it."""
        raise NotImplementedError

    def confirm(self):
        """Record action() in the game; once it is saved the form closes. True when saved."""
        try:
            action = self.action()
        except RulesError as exc:
            self.app.sessions.refuse(exc)
            return False
        if not self.app.sessions.act(self.kind, action):
            return False
        self.app.pop()
        return True


def value_row(fb, row, label, value, current):
    """A form's line: its label at the left, its value at the right, inverted on the
    current line."""
    x = fb.width - draw.text_width(value)
    draw.text(fb, label, 0, row, end=x - 3)
    if current:
        draw.highlight(fb, row, x - 2)
    draw.text(fb, value, x, row, current)


class TextView(Screen):
    """Lines of text that scroll with PREV/NEXT, with the position in the title bar."""

    hint = "-/+ scroll BACK back"

    def __init__(self, app, title, lines):
        super().__init__(app)
        self.title = title
        self.lines = []
        for line in lines:  # long lines wrap at words: nothing is hidden
            self.lines += wrap(line) if len(line) > _CHARS else [line]
        self.top = 0

    def handle(self, event):
        last = max(len(self.lines) - BODY_ROWS, 0)
        if event == events.EV_NEXT:
            self.top = min(self.top + 1, last)
        elif event == events.EV_PREV:
            self.top = max(self.top - 1, 0)
        else:
            return False
        self.dirty = True
        return True

    def body(self, fb):
        for row in range(BODY_ROWS):
            i = self.top + row
            if i < len(self.lines):
                draw.text(fb, self.lines[i], 0, row + 1)

    def corner(self):
        if len(self.lines) > BODY_ROWS:
            return position(self.top, len(self.lines) - BODY_ROWS + 1)
        return ""


def rows(text, count):
    """text wrapped at words into at most count rows, the last one shortened at a word."""
    lines = wrap(text)
    if len(lines) > count:
        lines = lines[: count - 1] + [draw.fit(" ".join(lines[count - 1 :]), _CHARS)]
    return lines


def wrap(text, width=_CHARS):
    """Split text into lines of at most width characters, at spaces where possible."""
    lines = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            while len(word) > width:
                if line:
                    lines.append(line)
                    line = ""
                lines.append(word[:width])
                word = word[width:]
            if not line:
                line = word
            elif len(line) + 1 + len(word) <= width:
                line += " " + word
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


class Notice(TextView):
    """A message (an error, a save notice); any of OK or BACK closes it."""

    hint = "OK to continue"

    def __init__(self, app, title, message):
        super().__init__(app, title, wrap(message))

    def handle(self, event):
        if event in (events.EV_OK, events.EV_BACK):
            self.app.pop()
            return True
        return super().handle(event)


class Toast:
    """A message over the hint row (and the rows above when it is long) that disappears
    after a moment, longer for longer text; it wraps at words and is never cut mid-word."""

    def __init__(self):
        self.text = ""
        self.until = None  # None: counted from the first step that sees it
        # A note's way back, on a line under it (REDO_HINT under an undo's, UNDO_HINT under
        # what a press recorded): the note stays until the next press. None: a timed toast.
        self.way = None

    @property
    def sticky(self):
        return self.way is not None

    def show(self, text, at=None, way=None):
        """Show text from the next frame; its time counts from at, the press that caused it,
        so that the Pico, busy drawing, and the simulator take it down between the same
        presses. With way, a note: shown until the next press, way on a line under it."""
        self.text = text
        self.until = None if at is None else at + self._lasts()
        self.way = way

    def _lasts(self):
        return _TOAST_MS * (1 + len(self.text) // (2 * _CHARS))

    def deadline(self):
        """The tick the toast goes at, or None."""
        return None if not self.text or self.sticky else self.until

    def expired(self, now):
        if not self.text or self.sticky:
            return False
        if self.until is None:
            self.until = now + self._lasts()
        return now >= self.until

    def render(self, fb):
        if not self.text:
            return
        lines = rows(self.text, _TOAST_ROWS)
        if self.way:
            lines.append(self.way)
        row = 8 - len(lines)
        for line in lines:
            draw.clear_row(fb, row)
            draw.text(fb, line, 0, row)
            draw.invert_row(fb, row)
            row += 1
