"""Maori: the menu and the combat resolver (totals entered, exact odds, dice, result; 10.0,
10.1, 6.6, 13.3).

The menu opens the force builder (forces), the panic walk (panic) and the side rolls (rolls),
each imported on first use to save memory, and keeps the numbers of their forms. Sections
cite ../shared/rules/004_098e2e0baee2cb11.txt.
"""

from core import maori
from firmware import events, ui
from firmware.display import draw
from firmware.games.maori.common import (
    FRESH_FORCES,
    SIDES,
    RollView,
    no_combat,
    own_dice,
    set_own_dice,
    strength,
    with_dice,
)
from firmware.number_entry import NumberEntry

_WHO_ROLLS = ("Dice: the device rolls", "Dice: we enter our own")
_ACTIONS = ("Roll the device dice", "Enter my own dice", "Whare purakau: ")


def combat_lines(r, loser=None):
    """10.1: the raw dice, the modifier, the totals, the winner, the margin and the retreat.

    loser, when the forces were built, is the losing side's (pieces, tohunga, village, whare)
    (see forces): what he must also do is said only when it applies.
    """
    win = 1 if r["winner"] == "defender" else 0
    lines = ["{:<9}{:>3}{:>5}{:>7}".format("", "die", "mod", "total")]
    for side in (0, 1):
        key = ("attacker", "defender")[side]
        mod = "+{}".format(r["modifier"]) if r["modifier_side"] == key else ""
        lines.append("{:<9}{:>3}{:>5}{:>7}".format(SIDES[side], r[key + "_roll"], mod,
                                                   r[key + "_total"]))
    if r["margin"]:
        lines.append("{} WINS by {}".format(SIDES[win].upper(), r["margin"]))
    else:
        lines.append("{} WINS the tie".format(SIDES[win].upper()))
    lines.append("{} retreats {} Area{}".format(SIDES[1 - win], r["retreat_areas"],
                                                "" if r["retreat_areas"] == 1 else "s"))
    if loser is None:
        lines.append("and removes any Tohunga")  # 10.1: "if present"; the totals cannot say
        return lines
    if loser[1]:
        lines.append("and removes his Tohunga")
    if loser[2]:
        lines += ["Village captured (6.6):", "flip it to Part-built;", "its Population retreats"]
    if loser[3]:
        lines += ["Whare purakau removed:", "a Warrior takes its place", "and retreats (13.3)"]
    return lines


class Odds(ui.Screen):
    """10.1, 13.3: the exact odds of both totals before rolling; then roll, or enter dice.

    sides, when the forces were built: each side's (pieces, tohunga, village, whare), so the
    result can say what the loser must do and his panic walk starts with his pieces.
    """

    hint = "-/+ choose  OK do it"

    def __init__(self, app, menu, attack, defense, sides=None):
        super().__init__(app)
        self.menu = menu  # the Maori menu, which opens the panic walk
        self.attack = attack
        self.defense = defense
        self.sides = sides
        self.totals = [attack, defense]  # for the rings, made once
        self.whare = 2 if sides and sides[1][3] else 0  # 13.3: his whare is in the Area
        self.action = own_dice(app)
        self.count()

    def leds(self, frame, now):
        """Ring 1 (common.strength): the stronger side's seat lit, the attacker at the top
        and the defender opposite, and the difference of the totals (the modifier, 10.1) as
        an arc after it; both lit when they are equal."""
        return strength(frame, self.totals)

    def count(self):
        self.odds = maori.combat_odds(self.attack, self.defense, maori.WHARE[self.whare])
        self.title = "Odds {} v {}".format(self.attack, self.defense)
        if self.whare:
            self.title = "{} v {}, whare {}".format(
                self.attack, self.defense, maori.WHARE[self.whare])

    def handle(self, event):
        if event == events.EV_NEXT:
            self.action = (self.action + 1) % 3
        elif event == events.EV_PREV:
            self.action = (self.action + 2) % 3
        elif event == events.EV_OK and self.action == 2:
            self.whare = (self.whare + 1) % 4
            self.count()
        elif event == events.EV_OK:  # the dice chosen here go on for the walk and side rolls
            set_own_dice(self.app, self.action)
            with_dice(self.app, self.title, ("Attacker's die", "Defender's die"), self.resolve,
                      "combat {} v {}".format(self.attack, self.defense))
        else:
            return False
        self.dirty = True
        return True

    def resolve(self, dice, where):
        app = self.app
        r = maori.combat(self.attack, self.defense, dice, maori.WHARE[self.whare])
        win = 1 if r["winner"] == "defender" else 0
        loser = self.sides[1 - win] if self.sides else None
        self.menu.last = (self.totals, win)
        app.push(RollView(app, "Combat {} v {}".format(self.attack, self.defense),
                          combat_lines(r, loser), where,
                          lambda: self.menu.panic(r["retreat_areas"], loser and loser[0],
                                                  loser and not loser[4]),
                          "OK panic walk", 3, win,
                          shows=lambda frame: strength(frame, self.totals, win),
                          dice=dice))

    def body(self, fb):
        odds = self.odds
        diff = self.attack - self.defense
        if diff:
            line = "{} +{} on his die".format(SIDES[diff < 0], diff if diff > 0 else -diff)
        else:
            line = "Equal: no modifier"
        draw.text(fb, line, 0, 1)
        for side, wins in ((0, odds["attacker_wins"]), (1, odds["defender_wins"])):
            percent = (wins * 100 + 18) // 36
            draw.text(fb, "{} wins {:>2}/36 {:>3}%".format(SIDES[side], wins, percent), 0, side + 2)
        areas = "Retreat"
        ways = "ways/36"
        for pair in odds["retreat_areas"]:
            areas += "{:>3}".format(pair[0])
            ways += "{:>3}".format(pair[1])
        draw.text(fb, areas, 0, 4)
        draw.text(fb, ways, 0, 5)
        label = _ACTIONS[self.action]
        if self.action == 2:
            label += maori.WHARE[self.whare]
        draw.text(fb, "<", 0, 6)
        draw.right(fb, ">", 6)
        draw.centered(fb, label, 6)
        draw.invert_row(fb, 6)


class _Total(NumberEntry):
    """A combat's total entered on its own (side 0 the attacker's, 1 the defender's) while
    the other is known (other: the attacker's entered, or the defender's as proposed). The
    rings show the two as the force builder does (common.strength), as the number changes."""

    def __init__(self, app, side, other, then):
        key, prompt = (("maori_attack", "Attacker's total (10.1)"),
                       ("maori_defense", "Defender's total (10.1)"))[side]
        super().__init__(app, "Combat {}/2".format(side + 1), prompt, app.settings.get(key, 6),
                         0, maori.MAX_TOTAL, then, True)
        self.side = side
        self.totals = [other, other]

    def leds(self, frame, now):
        self.totals[self.side] = self.values[0]
        return strength(frame, self.totals)


class MaoriMenu(ui.Menu):
    """Combat, the panic walk, the side rolls, and who rolls the dice. It keeps the numbers of
    the forms its flows open (the forces, the panic walk's pieces) while it is open, and the
    last combat: its totals and winner, on the rings of every screen over it (common.strength;
    before any combat the sides' seats, dim)."""

    def __init__(self, app):
        super().__init__(app, "Maori", [
            ("Combat: enter totals", self.totals),
            ("Combat: build forces", self.forces),
            ("Panic walk", self.panic),
            ("Side rolls and tables", self.side_rolls),
            ("", self.choose_dice),
        ], memory=app.positions)
        self.attacker = list(FRESH_FORCES[1])
        self.defender = list(FRESH_FORCES[0])
        self.pieces = [1] + [0] * len(maori.KINDS)  # the panic walk: Areas due, then pieces
        self.last = None  # the last combat: (totals, winner), for the rings

    def forces(self):
        from firmware.games.maori import forces

        forces.open_screen(self.app, self)

    def panic(self, areas=0, pieces=None, walk=False):
        """The panic walk; from a combat result with the Areas due filled in (and the loser's
        pieces, when the forces were built: walk when they are all known), and BACK returns
        to the result."""
        from firmware.games.maori import panic

        panic.open_screen(self.app, self, areas, pieces, walk)

    def side_rolls(self):
        from firmware.games.maori import rolls

        self.app.push(rolls.SideRolls(self.app))

    def prepare(self):
        self.labels[4] = _WHO_ROLLS[own_dice(self.app)]  # the odds screen may have changed it

    def on_top(self):
        """A flow over or left: the dice it kept are forgotten (common.back_to), and the walk
        kept on flash."""
        self.app.device.kept.clear()
        self.app.sessions.keep_entry("maori", None)

    def resume(self):
        """At boot after a power cut mid panic walk: its form as entered, its dice kept."""
        self.panic()
        self.app.top().restore()

    def choose_dice(self):
        self.app.push(ui.Choice(self.app, "Who rolls the dice?",
                                ["The device rolls", "We enter our own"],
                                lambda own: set_own_dice(self.app, own), own_dice(self.app)))

    def leds(self, frame, now):
        last = self.last
        return strength(frame, last[0], last[1]) if last else no_combat(frame)

    def totals(self):
        app = self.app
        app.push(_Total(app, 0, app.settings.get("maori_defense", 6), self.defense))

    def defense(self, attack):
        self.app.push(_Total(self.app, 1, attack, lambda defense: self.odds(attack, defense)))

    def odds(self, attack, defense, sides=None):
        """Remember the totals as the next defaults, then show the odds."""
        for key, value in (("maori_attack", attack), ("maori_defense", defense)):
            if self.app.settings.get(key) != value:
                self.app.settings.set(key, value)
        self.app.push(Odds(self.app, self, attack, defense, sides))


def screen(app):
    return MaoriMenu(app)
