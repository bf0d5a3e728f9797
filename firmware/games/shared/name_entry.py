"""Naming a player with four buttons: the names of earlier games, or a new one on a wheel.

The names entered are kept between games in the app's "names" setting, most recent first;
the setup's list of players (roster) offers them.
The wheel turns with PREV/NEXT, faster the longer one is held; OK adds the letter shown,
BACK takes the last one away (or leaves when there is none), hold OK finishes. Letters come
in the case a name usually wants (a capital first and after a space or hyphen); the "Aa"
place on the wheel flips that for the next letter.
"""

from core import names
from core.compat import const
from core.errors import RulesError
from firmware import events, ui
from firmware.display import draw

KEEP = const(12)  # recent names kept
# The wheel: the letters (each vowel followed by its macron), a space, signs, digits, and
# the case switch.
_CASE = "Aa"
WHEEL = tuple("a\u0101bcde\u0113fghi\u012bjklmno\u014dpqrstu\u016bvwxyz") + (
    " ", "-", "'", ".") + tuple("0123456789") + (_CASE,)
_STRIP_X = const(64)
_SHOWN = {" ": "space"}
_FIELD = (("letter", 0, len(WHEEL) - 1, None),)  # a place on the wheel


def recent(app):
    """The names kept from earlier games, most recent first (only valid ones)."""
    kept = app.settings.get("names")
    if type(kept) is not list:
        return []
    out = []
    for name in kept:
        valid = type(name) is str and 0 < len(name) <= names.NAME_LEN
        if valid and all(names.allowed(char) for char in name):
            out.append(name)
    return out


def remember(app, chosen):
    """Put the names just used at the front of the kept ones."""
    if not chosen:
        return
    folded = [names.fold(name) for name in chosen]
    kept = list(chosen) + [n for n in recent(app) if names.fold(n) not in folded]
    if kept[:KEEP] != recent(app):
        app.settings.set("names", kept[:KEEP])


class Wheel(ui.Form):
    """A new name, one letter at a time: a field of the entry form whose values are the places
    on the wheel, and whose OK and BACK add and take away letters."""

    hints = ("-/+ letter  OK add it",) * 2

    def __init__(self, app, title, taken, on_done):
        super().__init__(app, title, [0], _FIELD)
        self.taken = [names.fold(name) for name in taken]  # the other players' names
        self.on_done = on_done
        self.name = ""
        self.flip = False  # the case switch was used for the next letter

    def letter(self, item):
        """The wheel item as it would be added: a capital at the start of a word."""
        if len(item) > 1:
            return item
        capital = not self.name or self.name[-1] in " -"
        return names.upper(item) if capital != self.flip else item

    def shown(self, index):
        """The wheel item at index as the strip shows it."""
        item = self.letter(WHEEL[index % len(WHEEL)])
        return _SHOWN.get(item, item)

    def handle(self, event):
        """OK adds the letter in the box (or flips the case), BACK takes the last one away."""
        if event == events.EV_OK:
            item = WHEEL[self.values[0]]
            if item == _CASE:
                self.flip = not self.flip
            elif len(self.name) < names.NAME_LEN:
                self.name += self.letter(item)
                self.flip = False
        elif event == events.EV_BACK and self.name:
            self.name = self.name[:-1]
        else:
            return super().handle(event)
        self.dirty = True
        return True

    def confirm(self):
        name = self.name.strip()
        try:
            names.check_names([name], 1, 1, "A name")
        except RulesError as exc:
            self.app.notice("Name", str(exc))
            return
        if names.fold(name) in self.taken:
            self.app.notice("Name", "Another player is already called {}.".format(name))
            return
        self.app.pop()
        self.on_done(name)

    def body(self, fb):
        draw.text_big(fb, self.name, 4, 1)
        x = 4 + draw.text_width(self.name, True)
        if len(self.name) < names.NAME_LEN:
            fb.fill_rect(x, 22, 8, 2, 1)  # where the next letter goes
        draw.text(fb, "{}/{}".format(len(self.name), names.NAME_LEN), 100, 3)
        self.strip(fb)
        draw.text(fb, "hold OK done, BACK delete", 0, 6)

    def strip(self, fb):
        """The wheel on rows 4-5: the letter OK would add, big and boxed, neighbours beside."""
        item = self.shown(self.values[0])
        width = draw.text_width(item, True)
        x0 = _STRIP_X - width // 2
        draw.text_big(fb, item, x0, 4)
        fb.rect(x0 - 3, 32, width + 5, 16, 1)
        left, right = x0 - 6, x0 + width + 4
        for i in range(1, 8):
            label = self.shown(self.values[0] - i)
            left -= draw.text_width(label) + 3
            if left >= 0:
                draw.text(fb, label, left, 5)
            label = self.shown(self.values[0] + i)
            if right + draw.text_width(label) <= fb.width:
                draw.text(fb, label, right, 5)
            right += draw.text_width(label) + 3
