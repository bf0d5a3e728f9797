"""Maori: the menu and the combat resolver (totals entered, exact odds, dice, result).

It also holds the small screens the other Maori flows share: Entry, DiceEntry, Form and
RollView, and the dice source: the device rolls, or the players enter their own dice. That
choice is a setting ("maori_own_dice"), made on the menu or on the odds screen; it carries
through the combat, its panic walk and the side rolls, and every roll screen shows it.
Sections cite ../shared/rules/004_098e2e0baee2cb11.txt. The resolver keeps no journal, so
there is no undo here: BACK goes back one step and keeps what was entered.
"""

from core import maori
from core.compat import const
from core.dice import ScriptedDice
from firmware import draw, events, ui

ROLL_MS = const(500)
_FLASH_MS = const(2000)
_BLINK_MS = const(250)
_SPIN_MS = const(40)
_TOTAL_MAX = const(50)
# Short names in maori.KINDS order, and the two sides.
NAMES = ("Population", "Militia", "Scout", "Warrior", "Elite", "Royal Guard", "Clan Elder",
         "Shaken Eld", "Chief", "Tohunga")
SIDES = ("Attacker", "Defender")
_COLOURS = ((255, 48, 0), (0, 96, 255))  # attacker ring, defender ring
NO_YES = ("no", "yes")
# Where a screen's dice come from, and how a roll screen names it.
NO_DICE = const(0)
DEVICE = const(1)
OWN = const(2)
_TAGS = ("", "device dice", "own dice")
_WHO_ROLLS = ("Dice: the device rolls", "Dice: we enter our own")


def name(kind):
    return NAMES[maori.KINDS.index(kind)]


def own_dice(app):
    """1 when the players enter their own dice, 0 when the device rolls."""
    return app.settings.get("maori_own_dice", 0)


def set_own_dice(app, own):
    if own_dice(app) != own:
        app.set_setting("maori_own_dice", own)


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
        then(app.dice, source(app, labels))


def tag(fb, where):
    """Name the dice source at the right of the hint row, inverted, on a roll screen."""
    label = _TAGS[where]
    if label:
        draw.right(fb, label, 7)
        draw.invert_row(fb, 7, fb.width - draw.text_width(label))


def back_to(app, cls):
    """Pop screens until one of class cls (the menu a flow started from) is on top."""
    while len(app.stack) > 1 and not isinstance(app.top(), cls):
        app.pop()


def open_module(app, part, *args):
    """Open firmware.screens_maori_<part>, imported on first use to save memory."""
    module = __import__("firmware.screens_maori_" + part, None, None, ["open_screen"])
    module.open_screen(app, *args)


def _paint(frame, pixel, colour):
    frame[3 * pixel] = colour[0]
    frame[3 * pixel + 1] = colour[1]
    frame[3 * pixel + 2] = colour[2]


class Entry(ui.NumberEntry):
    """A NumberEntry that stays under the next step, so BACK comes back to the number."""

    def handle(self, event):
        if event == events.EV_OK:
            self.on_done(self.value)
            return True
        return super().handle(event)


class DiceEntry(ui.Screen):
    """The faces of physical dice, one per label: -/+ sets a die, OK goes on, BACK goes back
    a die, and from the first one a screen up (or on_back, in a panic walk).

    entered: faces entered before, to show them again with the cursor on the last one.
    """

    hint = "-/+ die  OK next"

    def __init__(self, app, title, labels, on_done, entered=None, on_back=None):
        super().__init__(app)
        self.title = title
        self.labels = labels
        self.values = bytearray(entered or [1] * len(labels))
        self.index = len(labels) - 1 if entered else 0
        self.on_done = on_done
        self.on_back = on_back

    def handle(self, event):
        i = self.index
        if event == events.EV_NEXT:
            self.values[i] = self.values[i] % 6 + 1
        elif event == events.EV_PREV:
            self.values[i] = (self.values[i] + 4) % 6 + 1
        elif event == events.EV_OK:
            if i + 1 < len(self.labels):
                self.index += 1
            else:
                self.on_done(list(self.values))
        elif event == events.EV_BACK and i:
            self.index -= 1
        elif event == events.EV_BACK and self.on_back:
            self.on_back()
        else:
            return False
        self.dirty = True
        return True

    def render(self, fb):
        super().render(fb)
        tag(fb, OWN)

    def body(self, fb):
        count = len(self.labels)
        top = min(max(self.index - 3, 0), max(count - ui.BODY_ROWS, 0))
        for row in range(min(count - top, ui.BODY_ROWS)):
            i = top + row
            draw.text(fb, self.labels[i][:19], 3, row + 1)
            draw.text(fb, "[{}]".format(self.values[i]) if i <= self.index else "[-]", 108, row + 1)
            if i == self.index:
                draw.invert_row(fb, row + 1)
        label = ui.position(self.index, count)
        draw.right(fb, label, 0)
        draw.invert_row(fb, 0, fb.width - draw.text_width(label))


class Form(ui.ListScreen):
    """Rows of (label, low, high, words or None) over a list of values, then a "go" row.

    OK on a row edits it: words (naming the values from low up) cycle, numbers open a
    NumberEntry. The go row shows summary(values); OK on it runs action(values), if any.
    used(values), if given, says how many rows apply (fewer players, fewer rows).
    """

    def __init__(self, app, title, rows, values, summary, action, used=None):
        super().__init__(app, title, [], "OK change  BACK back")
        self.all_rows = rows
        self.values = values
        self.summary = summary
        self.action = action
        self.used = used
        self.relabel()

    def relabel(self):
        count = self.used(self.values) if self.used else len(self.all_rows)
        self.rows = self.all_rows[:count]
        labels = []
        for i, row in enumerate(self.rows):
            value = row[3][self.values[i] - row[1]] if row[3] else str(self.values[i])
            labels.append(row[0] + " " * max(24 - len(row[0]) - len(value), 1) + value)
        labels.append(self.summary(self.values))
        self.labels = labels
        self.dirty = True

    def pick(self, index):
        if index == len(self.rows):
            if self.action:
                self.action(self.values)
            return
        label, low, high, words = self.rows[index]
        if words:
            self.values[index] = low if self.values[index] >= high else self.values[index] + 1
            self.relabel()
        else:
            self.app.push(ui.NumberEntry(self.app, self.title, label, self.values[index], low,
                                         high, self._set))

    def _set(self, value):
        self.values[self.index] = value
        self.relabel()


class RollView(ui.TextView):
    """What the dice did, as scrolling lines, with their source (NO_DICE, DEVICE or OWN) at
    the right of the hint row; OK runs on_ok, BACK runs on_back if given (in a panic walk).

    Device dice show "Rolling" for ROLL_MS with a dot running round each LED ring (OK skips
    it). Then line mark is drawn inverted, and side (0 attacker, 1 defender) blinks its ring.
    """

    def __init__(self, app, title, lines, where, on_ok, hint, mark=-1, side=-1, on_back=None):
        super().__init__(app, title, lines)
        self.hint = hint
        self.where = where
        self.on_ok = on_ok
        self.on_back = on_back
        self.mark = mark
        self.side = side
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
            _paint(frame, step, _COLOURS[0])
            _paint(frame, 2 * ring - 1 - step, _COLOURS[1])
            return True
        if self.side < 0 or t >= _FLASH_MS or t // _BLINK_MS % 2:
            return False
        for pixel in range(self.side * ring, self.side * ring + ring):
            _paint(frame, pixel, _COLOURS[self.side])
        return True


# ---- Combat (10.0, 10.1, 6.6, 13.3) ----

_ACTIONS = ("Roll the device dice", "Enter my own dice", "Whare purakau: ")


def combat_lines(r, loser=None):
    """10.1: the raw dice, the modifier, the totals, the winner, the margin and the retreat.

    loser, when the forces were built, is the losing side's (pieces, tohunga, village, whare)
    (see screens_maori_forces): what he must also do is said only when it applies.
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

    def __init__(self, app, attack, defense, sides=None):
        super().__init__(app)
        self.attack = attack
        self.defense = defense
        self.sides = sides
        self.whare = 2 if sides and sides[1][3] else 0  # 13.3: his whare is in the Area
        self.action = own_dice(app)
        self.count()

    def count(self):
        self.odds = maori.combat_odds(self.attack, self.defense, maori.WHARE[self.whare])
        self.title = "Odds {} v {}".format(self.attack, self.defense)
        if self.whare:
            self.title += ", whare " + maori.WHARE[self.whare][:3]

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
            with_dice(self.app, self.title, ("Attacker's die", "Defender's die"), self.resolve)
        else:
            return False
        self.dirty = True
        return True

    def resolve(self, dice, where):
        app = self.app
        r = maori.combat(self.attack, self.defense, dice, maori.WHARE[self.whare])
        win = 1 if r["winner"] == "defender" else 0
        loser = self.sides[1 - win] if self.sides else None
        app.push(RollView(app, "Combat {} v {}".format(self.attack, self.defense),
                          combat_lines(r, loser), where,
                          lambda: panic(app, r["retreat_areas"], loser and loser[0]),
                          "OK panic walk", 3, win))

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
        draw.text(fb, areas[:25], 0, 4)
        draw.text(fb, ways[:25], 0, 5)
        label = _ACTIONS[self.action]
        if self.action == 2:
            label += maori.WHARE[self.whare]
        draw.text(fb, "<", 0, 6)
        draw.right(fb, ">", 6)
        draw.centered(fb, label[:23], 6)
        draw.invert_row(fb, 6)


def panic(app, areas, pieces=None):
    """From a combat result to the loser's panic walk, with the Areas due filled in (and his
    pieces, when the forces were built); BACK returns to the result."""
    open_module(app, "panic", areas, pieces)


def menu(app):
    """The Maori menu under the current flow: it keeps the numbers of its forms."""
    for screen in app.stack:
        if isinstance(screen, MaoriMenu):
            return screen
    return MaoriMenu(app)


class MaoriMenu(ui.Menu):
    """Combat, the panic walk, the side rolls, and who rolls the dice."""

    def __init__(self, app):
        super().__init__(app, "Maori", [
            ("Combat: enter totals", self.totals),
            ("Combat: build forces", lambda: open_module(app, "forces")),
            ("Panic walk", lambda: open_module(app, "panic")),
            ("Side rolls and tables", lambda: open_module(app, "rolls")),
            ("", self.choose_dice),
        ], memory=app.home.positions)
        self.attacker = [0, 2, 0, 0, 0, 0, 0, 0, 0, 0]
        self.defender = [0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        self.pieces = [1] + [0] * len(maori.KINDS)  # the panic walk: Areas due, then pieces

    def render(self, fb):
        self.labels[4] = _WHO_ROLLS[own_dice(self.app)]  # the odds screen may have changed it
        super().render(fb)

    def choose_dice(self):
        self.app.push(ui.Choice(self.app, "Who rolls the dice?",
                                ["The device rolls", "We enter our own"],
                                lambda own: set_own_dice(self.app, own), own_dice(self.app)))

    def totals(self):
        app = self.app
        app.push(Entry(app, "Combat 1/2", "Attacker's total (10.1)",
                       app.settings.get("maori_attack", 6), 0, _TOTAL_MAX, self.defense))

    def defense(self, attack):
        app = self.app
        app.push(Entry(app, "Combat 2/2", "Defender's total (10.1)",
                       app.settings.get("maori_defense", 6), 0, _TOTAL_MAX,
                       lambda defense: self.odds(attack, defense)))

    def odds(self, attack, defense, sides=None):
        """Remember the totals as the next defaults, then show the odds."""
        for key, value in (("maori_attack", attack), ("maori_defense", defense)):
            if self.app.settings.get(key) != value:
                self.app.set_setting(key, value)
        self.app.push(Odds(self.app, attack, defense, sides))


def screen(app):
    return MaoriMenu(app)
