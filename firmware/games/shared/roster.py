"""Setup: the players' names and their colours on the rings, in the one way of entering values.

A line for each player's name and one for its colour (games whose players are fixed, such as
Karekare's tribes, show the colours only). PREV/NEXT change the line under the cursor: a name
turns among the player's own, the names of earlier games no other player has, and *New name*,
where OK opens the character wheel (firmware.games.shared.name_entry); a colour turns among
those of rings.PALETTE no other player has. OK goes down a line, and on the last one starts
the game; hold OK starts it from any line, so the defaults cost one press.
"""

from core import names as names_rules
from firmware import events, ui
from firmware.display import draw
from firmware.games.shared import rings

_NEW = "New name"


def close_setup(app, kind):
    """Take the setup screens off the stack, back to the game's scoreboard."""
    while app.top().undoes != kind:
        app.pop()


class Roster(ui.Form):
    """The players, each with a colour; on_done(names, colours) once started."""

    hints = ("-/+ change  hold OK start", "-/+ change  OK start")

    def __init__(self, app, title, players, colours, on_done, named=True):
        super().__init__(app, title, list(players))
        self.players = self.values
        self.defaults = list(players)
        self.spelt = list(players)  # each player's name last spelt on the wheel
        self.colours = list(colours)
        self.on_done = on_done
        self.named = named
        self.new = -1  # the player whose name line shows New name

    def count(self):
        return len(self.players) * (2 if self.named else 1)

    def line(self, field):
        """(player, True on a name line)."""
        if self.named:
            return field // 2, not field % 2
        return field, False

    def move(self, field, event):
        p, is_name = self.line(field)
        step = 1 if event == events.EV_NEXT else -1
        if not is_name:
            self.turn_colour(p, step)
            return
        offered = self.offered(p)
        at = len(offered) if self.new == p else offered.index(self.players[p])
        at = (at + step) % (len(offered) + 1)
        self.new = p if at == len(offered) else -1
        if self.new < 0:
            self.players[p] = offered[at]

    def offered(self, p):
        """The names player p can take, in an order that stays as it turns: its first name,
        the one it was last spelt, then those of earlier games; none another player has."""
        from firmware.games.shared import name_entry

        taken = [names_rules.fold(n) for q, n in enumerate(self.players) if q != p]
        out = []
        for name in [self.defaults[p], self.spelt[p]] + name_entry.recent(
                self.app):
            if names_rules.fold(name) not in taken and name not in out:
                out.append(name)
        return out

    def handle(self, event):
        """OK on New name opens the wheel; a press other than PREV/NEXT puts the name back."""
        p = self.new
        if event in (events.EV_NEXT, events.EV_PREV):
            return super().handle(event)
        self.new = -1
        self.dirty = True
        if event == events.EV_OK and p >= 0:
            from firmware.games.shared import name_entry

            others = [name for q, name in enumerate(self.players) if q != p]
            self.app.push(name_entry.Wheel(self.app, "Player {}".format(p + 1), [
                names_rules.fold(name) for name in others], lambda name: self.spelt_as(p, name)))
            return True
        return super().handle(event)

    def spelt_as(self, p, name):
        self.players[p] = self.spelt[p] = name
        self.field = min(self.field + 1, self.count() - 1)
        self.dirty = True

    def field_hint(self):
        return "OK spell a new name" if self.new >= 0 else super().field_hint()

    def confirm(self):
        if self.named:
            from firmware.games.shared import name_entry

            name_entry.remember(self.app, [
                name for p, name in enumerate(self.players) if name != self.defaults[p]])
        self.on_done(list(self.players), list(self.colours))

    def corner(self):
        return ui.position(self.field, self.count())

    def body(self, fb):
        count = self.count()
        top = min(max(self.field - ui.BODY_ROWS // 2, 0), max(count - ui.BODY_ROWS, 0))
        for row in range(min(count - top, ui.BODY_ROWS)):
            p, is_name = self.line(top + row)
            if is_name:
                label, value = "Player {}".format(p + 1), _NEW if self.new == p else self.players[p]
            else:
                label = "  colour" if self.named else self.players[p]
                value = self.colours[p]
            x = fb.width - draw.text_width(value)
            draw.text(fb, label, 0, row + 1, end=x - 3)
            draw.text(fb, value, x, row + 1)
            if top + row == self.field:
                draw.invert_row(fb, row + 1, x - 2)

    def turn_colour(self, p, step):
        """The next (or previous) colour of the palette that no other player has."""
        names = rings.names()
        at = rings.index(self.colours[p], 0)
        for turn in range(1, len(names) + 1):
            colour = names[(at + step * turn) % len(names)]
            if colour not in self.colours:
                self.colours[p] = colour
                return
