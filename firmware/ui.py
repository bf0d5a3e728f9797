"""The screen base class and the generic screens every game builds on.

A screen handles small-int events, ticks with the time, and renders into the frame buffer when
dirty. Layout: page row 0 is the inverted title, rows 1-6 the body, row 7 a hint.
"""

from core.compat import const
from firmware import draw, events

BODY_ROWS = const(6)
_TOAST_MS = const(1500)


class Screen:
    """Base screen: no events handled, nothing to tick, a title and a hint."""

    title = ""
    hint = ""

    def __init__(self, app):
        self.app = app
        self.dirty = True

    def handle(self, event):
        return False

    def tick(self, now):
        return None

    def render(self, fb):
        fb.fill(0)
        draw.text(fb, self.title[:25], 1, 0)
        draw.invert_row(fb, 0)
        if self.hint:
            draw.text(fb, self.hint[:25], 0, 7)
        self.body(fb)

    def body(self, fb):
        return None

    def leds(self, frame, now):
        """Fill the LED frame; False when this screen shows no pattern."""
        return False


def position(index, total):
    return "{}/{}".format(index + 1, total)


class ListScreen(Screen):
    """A scrolling list with a cursor and a "3/9" position; OK picks, BACK leaves."""

    def __init__(self, app, title, labels, hint="OK pick  BACK back"):
        super().__init__(app)
        self.title = title
        self.labels = labels
        self.hint = hint
        self.index = 0

    def handle(self, event):
        count = len(self.labels)
        if event == events.EV_NEXT and count:
            self.index = (self.index + 1) % count
        elif event == events.EV_PREV and count:
            self.index = (self.index - 1) % count
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
            draw.text(fb, self.labels[i][:24], 3, row + 1)
            if i == self.index:
                draw.invert_row(fb, row + 1)
        draw.right(fb, position(self.index, count), 0)
        draw.invert_row(fb, 0, fb.width - draw.text_width(position(self.index, count)))


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

    def __init__(self, app, title, labels, on_pick, start=0):
        super().__init__(app, title, labels)
        self.on_pick = on_pick
        self.index = start

    def pick(self, index):
        self.app.pop()
        self.on_pick(index)


class NumberEntry(Screen):
    """Enter a whole number with PREV/NEXT (held to repeat); OK accepts, BACK cancels."""

    hint = "-/+ hold=fast OK done"

    def __init__(self, app, title, prompt, value, low, high, on_done):
        super().__init__(app)
        self.title = title
        self.prompt = prompt
        self.value = min(max(value, low), high)
        self.low = low
        self.high = high
        self.on_done = on_done

    def handle(self, event):
        if event == events.EV_NEXT:
            self.value = self.value + 1 if self.value < self.high else self.low
        elif event == events.EV_PREV:
            self.value = self.value - 1 if self.value > self.low else self.high
        elif event == events.EV_OK:
            self.app.pop()
            self.on_done(self.value)
            return True
        else:
            return False
        self.dirty = True
        return True

    def body(self, fb):
        draw.text(fb, self.prompt[:25], 0, 1)
        draw.centered(fb, str(self.value), 3, big=True)
        draw.text(fb, "{}..{}".format(self.low, self.high), 0, 6)


class TextView(Screen):
    """Lines of text that scroll with PREV/NEXT, with the position in the title bar."""

    hint = "-/+ scroll BACK back"

    def __init__(self, app, title, lines):
        super().__init__(app)
        self.title = title
        self.lines = lines
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
                draw.text(fb, self.lines[i][:25], 0, row + 1)
        if len(self.lines) > BODY_ROWS:
            label = position(self.top, len(self.lines) - BODY_ROWS + 1)
            draw.right(fb, label, 0)
            draw.invert_row(fb, 0, fb.width - draw.text_width(label))


def wrap(text, width=25):
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
    """A one-line message over the hint row that disappears after a moment."""

    def __init__(self):
        self.text = ""
        self.until = 0

    def show(self, text, now):
        self.text = text
        self.until = now + _TOAST_MS

    def expired(self, now):
        return bool(self.text) and now >= self.until

    def render(self, fb):
        if self.text:
            draw.clear_row(fb, 7)
            draw.text(fb, self.text[:25], 0, 7, invert=True)
