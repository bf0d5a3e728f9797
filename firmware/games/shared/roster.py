"""Setup: the players' names and their colours on the rings, entered as every form is.

A line for each player's name and one for its colour (games whose players are fixed, such as
Karekare's tribes, show the colours only). PREV/NEXT change the line under the cursor: a name
turns among the player's own, the one last spelt for it, the names of earlier games that no
other player has, and *New name*, where OK opens the character wheel (name_entry); a colour
turns to the next or previous one of rings.PALETTE that no other player has. OK goes down a
line and never changes one, and on the last line starts the game; hold OK starts it from any
line, so the players as offered cost one press. The rings show each seat in its colour, dim, and
the seat of the line under the cursor bright: seat 1 first, so the table sees where it is.
"""

from core import names as names_rules
from firmware import events, ui
from firmware.games.shared import rings

_NEW = "New name"


def close_setup(app, kind):
    """Take the setup screens off the stack, back to the game's scoreboard."""
    app.pop(lambda screen: screen.undoes == kind)


class Roster(ui.Form):
    """The players, each with a colour; on_done(names, colours) once started."""

    def __init__(self, app, title, players, colours, on_done, named=True):
        super().__init__(app, title, list(players))
        self.players = self.values
        self.defaults = list(players)
        self.spelt = list(players)  # each player's name as last spelt on the wheel
        self.colours = list(colours)
        self.rgb = [rings.rgb(c) for c in self.colours]  # for leds(), which must not allocate
        self.on_done = on_done
        self.named = named
        self.new = -1  # the player whose name line shows New name, else -1

    def count(self):
        return len(self.players) * (2 if self.named else 1)

    def line(self, field):
        """(the player of a line, True on a name line)."""
        return (field // 2, not field % 2) if self.named else (field, False)

    def move(self, field, event):
        p, is_name = self.line(field)
        step = 1 if event == events.EV_NEXT else -1
        if not is_name:
            self.turn_colour(p, step)
            return
        offered = self.offered(p)
        if self.new == p:
            at = len(offered)
        else:
            at = [names_rules.fold(n) for n in offered].index(names_rules.fold(self.players[p]))
        at = (at + step) % (len(offered) + 1)
        self.new = p if at == len(offered) else -1
        if at < len(offered):
            self.players[p] = offered[at]

    def offered(self, p):
        """The names player p can take, in an order that stays put as it turns: its first
        name, the one last spelt for it, then those of earlier games; none another player
        has (its own is always among them)."""
        from firmware.games.shared import name_entry

        seen = [names_rules.fold(n) for q, n in enumerate(self.players) if q != p]
        out = []
        for name in [self.defaults[p], self.spelt[p]] + name_entry.recent(self.app):
            if names_rules.fold(name) not in seen:
                seen.append(names_rules.fold(name))
                out.append(name)
        return out

    def turn_colour(self, p, step):
        """The next (or previous) colour of the palette that no other player has."""
        names = rings.names()
        at = rings.index(self.colours[p], 0)
        for turn in range(1, len(names) + 1):
            colour = names[(at + step * turn) % len(names)]
            if colour not in self.colours:
                self.colours[p] = colour
                self.rgb[p] = rings.rgb(colour)
                return

    def leds(self, frame, now):
        rings.seated(frame, self.rgb, self.line(self.field)[0])
        return True

    def handle(self, event):
        """OK on New name opens the wheel; any press but PREV/NEXT leaves New name and puts
        the name back as it was."""
        p = self.new
        if event in (events.EV_NEXT, events.EV_PREV):
            return super().handle(event)
        self.new = -1
        self.dirty = True
        if event == events.EV_OK and p >= 0:
            from firmware.games.shared import name_entry

            others = [name for q, name in enumerate(self.players) if q != p]
            self.app.push(name_entry.Wheel(self.app, "Player {}".format(p + 1), others,
                                           lambda name: self.spelt_as(p, name)))
            return True
        return super().handle(event)

    def spelt_as(self, p, name):
        """A name spelt on the wheel: it is the player's, and the cursor goes down a line."""
        self.players[p] = self.spelt[p] = name
        self.field = min(self.field + 1, self.count() - 1)
        self.dirty = True

    def field_hint(self):
        if self.new >= 0:
            return "OK spell a new name"
        last = self.field == self.count() - 1
        return "-/+ {}  {} {}".format("name" if self.line(self.field)[1] else "colour",
                                      "OK" if last else "hold OK",
                                      "start" if self.named else "done")

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
                label, value = "  colour" if self.named else self.players[p], self.colours[p]
            ui.value_row(fb, row + 1, label, value, top + row == self.field)
