"""Setup: the players' names and their colours on the rings, on one list.

The first line starts the game with the players as shown, so the defaults cost one press.
OK on a name picks another (name_entry: recent names first, or a new one); OK on a colour
takes the next one of rings.PALETTE that no other player has. Games whose players are fixed
(Karekare's tribes) show the colours only.
"""

from firmware import ui
from firmware.games.shared import rings


def close_setup(app, kind):
    """Take the setup screens off the stack, back to the game's scoreboard."""
    while app.top().undoes != kind:
        app.pop()


class Roster(ui.ListScreen):
    """The players, each with a colour; on_done(names, colours) from the first line."""

    def __init__(self, app, title, players, colours, on_done, named=True):
        super().__init__(app, title, [], "OK change  BACK back")
        self.players = list(players)
        self.defaults = list(players)
        self.colours = list(colours)
        self.on_done = on_done
        self.named = named
        self.relabel()

    def relabel(self):
        if self.named:
            labels = ["Start: {} players".format(len(self.players))]
            for p, name in enumerate(self.players):
                labels += ["{} {}".format(p + 1, name), "  colour " + self.colours[p]]
        else:
            labels = ["Colours as shown"]
            for p, name in enumerate(self.players):
                labels.append("{}: {}".format(name, self.colours[p]))
        self.labels = labels

    def pick(self, index):
        if not index:
            if self.named:
                from firmware.games.shared import name_entry

                name_entry.remember(self.app, [
                    name for p, name in enumerate(self.players) if name != self.defaults[p]])
            self.on_done(list(self.players), list(self.colours))
            return
        per = 2 if self.named else 1
        p = (index - 1) // per
        if per == 2 and index % 2:
            from firmware.games.shared import name_entry  # only to rename

            others = [name for q, name in enumerate(self.players) if q != p]
            name_entry.pick(self.app, "Player {}".format(p + 1), self.players[p], others,
                            lambda name: self.rename(p, name))
            return
        self.next_colour(p)
        self.relabel()

    def rename(self, p, name):
        self.players[p] = name
        self.relabel()

    def next_colour(self, p):
        """The next colour of the palette that no other player has."""
        names = rings.names()
        at = rings.index(self.colours[p], 0)
        for step in range(1, len(names) + 1):
            colour = names[(at + step) % len(names)]
            if colour not in self.colours:
                self.colours[p] = colour
                return
