"""Karekare on the device: the honor scoreboard, its action menu and the rings.

Rulebook: ../shared/rules/000_88847eb29f9075ad.txt. The turn (turn), the setup (setup), the
end of an era and of the game (eras), and the standings, ledger and corrections (records)
are imported when first opened, to spare the heap.
"""

from core import karekare
from core.compat import const
from firmware.display import draw
from firmware.games.karekare.common import (
    KIND,
    colour,
    count,
    lines,
    phase_text,
    possessive,
    result_text,
)
from firmware.games.shared import game_screen, rings

_COLOUR_X = const(50)
_HONOR_END = const(127)


def _eras():
    from firmware.games.karekare import eras

    return eras


def _records():
    from firmware.games.karekare import records

    return records


def _setup():
    from firmware.games.karekare import setup

    return setup


def _pile_out(app):
    """The Last Era, marked from the menu: each player takes a final turn."""
    app.pop()
    _eras().pile_out(app)


class Spec:
    """The Karekare scoreboard for game_screen.GameScreen."""

    kind = KIND

    def __init__(self):
        self.rings = rings.Rings(_ring_data)

    def setup(self, app):
        """Setup (the setup module, loaded when first needed)."""
        _setup().start(app, self)

    def turn(self, app):
        """The turn screen (the turn module, loaded when first opened)."""
        from firmware.games.karekare.turn import TurnEntry

        return TurnEntry(app, self)

    def actions(self, app):
        st = app.sessions.get(KIND).standings()
        phase, era = st["phase"], st["era"]
        items = []
        if phase in ("play", "final turn"):
            items.append(("Turn: " + st["turn"], lambda: app.push(self.turn(app))))
        if phase == "play" and era < karekare.LAST_ERA:
            items.append(("End of era {}".format(era), lambda: app.push(_eras().EraEntry(app))))
        elif phase == "play":
            items.append(("Pile out: final turns", lambda: _pile_out(app)))
        elif phase == "final turn":
            items.append(("Score era 3", lambda: app.push(_eras().EraEntry(app))))
        elif phase == "final bonus":
            items.append(("Final bonus", lambda: app.push(_eras().FinalEntry(app))))
        items.append(("Standings", lambda: app.push(_records().standings_view(app))))
        items.append(("Ledger", lambda: app.push(_records().ledger_choice(app))))
        items.append(("Honor correction", lambda: app.push(_records().HonorEntry(app))))
        if st["tracking"] and phase in ("play", "final turn"):
            items.append(("Supply correction", lambda: app.push(_records().SupplyEntry(app))))
        items.append(("Setup numbers", lambda: app.push(_setup().SetupView(app))))
        return items

    def draw(self, fb, st):
        """A row per tribe in seat order: its name, its colour on the rings (the legend) and
        its honor; the tribe whose turn it is (or the winners at the end) inverted. Below,
        whose turn it is with their timber and sweet potato, or the result."""
        players = st["players"]
        draw.clear_row(fb, 0)
        draw.text(fb, phase_text(st), 1, 0)
        draw.text(fb, "honor", _HONOR_END - draw.text_width("honor"), 0)
        draw.invert_row(fb, 0)
        for i, pl in enumerate(players):
            row = 1 + i
            end = draw.text(fb, pl["tribe"], 1, row)
            if pl["tribe"] == st["turn"] or pl["tribe"] in st["winners"]:
                draw.invert_row(fb, row, 0, end)
            draw.text(fb, rings.PALETTE[colour(pl)][0], _COLOUR_X, row)
            number = str(pl["honor"])
            draw.text(fb, number, _HONOR_END - draw.text_width(number), row)
        if st["turn"] is None:
            lines(fb, result_text(st) if st["winners"] else "OK: the final bonus", 5, 2)
            return
        draw.text(fb, "{} turn".format(possessive(st["turn"])), 0, 5)
        me = players[[pl["tribe"] for pl in players].index(st["turn"])]
        if me["timber"] is None:
            draw.text(fb, "{}, {} on tiles".format(count(me["huts_placed"], "hut"),
                                                 count(me["canoes_placed"], "canoe")), 0, 6)
        else:
            draw.text(fb, "has {} timber, {} sweet".format(me["timber"], me["sweet_potato"]),
                      0, 6)

    def leds(self, frame, st, now):
        """Ring 1: the race of honor; ring 2: whose turn it is, or the winners
        (firmware.games.shared.rings)."""
        return self.rings.draw(frame, st, now)


def _ring_data(st):
    """The seats (firmware.games.shared.rings.Rings): tribes, honor, colours, turn, winners;
    seat order."""
    players = st["players"]
    tribes = [pl["tribe"] for pl in players]
    return (tribes, [pl["honor"] for pl in players],
            [rings.PALETTE[colour(pl)][1] for pl in players],
            tribes.index(st["turn"]) if st["turn"] else -1,
            [tribes.index(tribe) for tribe in st["winners"]])


SPEC = Spec()


def screen(app):
    return game_screen.GameScreen(app, SPEC)
