"""Maori: the menu and the combat resolver (totals or force builder, exact odds, dice, result).

It also holds the small screens the other Maori flows share: Entry, DiceEntry, Form and
RollView. Sections cite ../shared/rules/004_098e2e0baee2cb11.txt. The resolver keeps no
journal, so there is no undo here: BACK goes back one step and keeps what was entered.
"""

from core import maori, maori_forces
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


def name(kind):
    return NAMES[maori.KINDS.index(kind)]


def with_dice(app, title, labels, then):
    """One die per label: rolled by the device, or entered (the Maori menu's dice setting).

    then(dice, rolled) resolves with them; rolled is True when the device rolls.
    """
    if app.settings.get("maori_own_dice", 0) and labels:
        app.push(DiceEntry(app, title, labels, lambda values: then(ScriptedDice(values), False)))
    else:
        then(app.dice, bool(labels))


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
    """The faces of physical dice, one per label: -/+ sets a die, OK goes on, BACK goes back."""

    hint = "-/+ die OK next BACK prev"

    def __init__(self, app, title, labels, on_done):
        super().__init__(app)
        self.title = title
        self.labels = labels
        self.values = bytearray([1] * len(labels))
        self.index = 0
        self.on_done = on_done

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
        else:
            return False
        self.dirty = True
        return True

    def body(self, fb):
        count = len(self.labels)
        top = min(max(self.index - 3, 0), max(count - ui.BODY_ROWS, 0))
        for row in range(min(count - top, ui.BODY_ROWS)):
            i = top + row
            draw.text(fb, self.labels[i], 3, row + 1, end=106)
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
    """

    def __init__(self, app, title, rows, values, summary, action):
        super().__init__(app, title, [""] * (len(rows) + 1), "OK change  BACK back")
        self.rows = rows
        self.values = values
        self.summary = summary
        self.action = action
        self.relabel()

    def relabel(self):
        labels = self.labels
        for i, row in enumerate(self.rows):
            value = row[3][self.values[i] - row[1]] if row[3] else str(self.values[i])
            labels[i] = row[0] + " " * max(24 - len(row[0]) - len(value), 1) + value
        labels[-1] = self.summary(self.values)
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
    """What the dice did, as scrolling lines; OK runs on_ok.

    Device dice show "Rolling" for ROLL_MS with a dot running round each LED ring (OK skips
    it). Then line mark is drawn inverted, and side (0 attacker, 1 defender) blinks its ring.
    """

    def __init__(self, app, title, lines, rolled, on_ok, hint, mark=-1, side=-1):
        super().__init__(app, title, lines)
        self.hint = hint
        self.on_ok = on_ok
        self.mark = mark
        self.side = side
        self.hidden = rolled
        self.reveal = app.now + (ROLL_MS if rolled else 0)

    def handle(self, event):
        if self.hidden:
            if event == events.EV_OK:  # no need to watch the roll: show the result now
                self.reveal = self.app.now
                self.tick(self.app.now)
            return event != events.EV_BACK
        if event == events.EV_OK:
            self.on_ok()
            return True
        return super().handle(event)

    def tick(self, now):
        if self.hidden and now >= self.reveal:
            self.hidden = False
            self.dirty = True

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


# ---- Combat (10.0, 10.1, 13.3) ----

_ACTIONS = ("Roll the device dice", "Enter my own dice", "Whare purakau: ")


def combat_lines(r):
    """10.1: the raw dice, the modifier, the totals, the winner, the margin and the retreat."""
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
    lines.append("and removes his Tohunga")
    return lines


class Odds(ui.Screen):
    """10.1, 13.3: the exact odds of both totals before rolling; then roll, or enter dice."""

    hint = "-/+ choose  OK do it"

    def __init__(self, app, attack, defense):
        super().__init__(app)
        self.attack = attack
        self.defense = defense
        self.whare = 0
        self.action = app.settings.get("maori_own_dice", 0)
        self.count()

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
        elif event == events.EV_OK:
            if self.action == 2:
                self.whare = (self.whare + 1) % 4
                self.count()
            elif self.action == 1:
                self.app.push(DiceEntry(self.app, self.title, ("Attacker's die", "Defender's die"),
                                        lambda v: self.resolve(ScriptedDice(v), False)))
            else:
                self.resolve(self.app.dice, True)
        else:
            return False
        self.dirty = True
        return True

    def resolve(self, dice, rolled):
        app = self.app
        r = maori.combat(self.attack, self.defense, dice, maori.WHARE[self.whare])
        win = 1 if r["winner"] == "defender" else 0
        app.push(RollView(app, "Combat {} v {}".format(self.attack, self.defense),
                          combat_lines(r), rolled, lambda: panic(app, r["retreat_areas"]),
                          "OK panic walk BACK back", 3, win))

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


def panic(app, areas):
    """From a combat result to the loser's panic walk, with the Areas due filled in; BACK
    returns to the result."""
    open_module(app, "panic", areas)


def menu(app):
    """The Maori menu under the current flow: it keeps the numbers of its forms."""
    for screen in app.stack:
        if isinstance(screen, MaoriMenu):
            return screen
    return MaoriMenu(app)


# The force builder (10.0, 10.1): rows of counts, then maori_forces adds them up.
_UNIT_KINDS = ("militia", "scout", "warrior", "elite", "royal_guard")
_UNIT_ROWS = (("Militia", 0, 19, None), ("Scout", 0, 4, None), ("Warrior", 0, 19, None),
              ("Elite", 0, 19, None), ("Royal Guard", 0, 1, None))
_ELDER_ROWS = (("Elder leadership", 0, 3, None), ("Elder combat", 0, 3, None))
_MORE_ROWS = (("Tohunga", 0, 2, ("none", "1", "2")), ("Other leaders' combat", 0, 19, None))
_ATTACK_ROWS = ((("Led by", 0, 2, ("Chief", "Clan Elder", "Scouts")),) + _ELDER_ROWS +
                _UNIT_ROWS + _MORE_ROWS)
_DEFEND_ROWS = ((("Best leader", 0, 2, ("none", "Chief", "Clan Elder")),) + _ELDER_ROWS +
                _UNIT_ROWS + _MORE_ROWS +
                (("Village", 0, 1, NO_YES), ("Pa level", 0, 2, None),
                 ("Whare purakau", 0, 1, NO_YES)))
_ATTACK_LEAD = ("paramount_chief", "clan_elder", None)
_DEFEND_LEAD = (None, "paramount_chief", "clan_elder")


def _force(values, attacking):
    kind = (_ATTACK_LEAD if attacking else _DEFEND_LEAD)[values[0]]
    chosen = None
    if kind:
        chosen = maori_forces.leader(kind, *(values[1:3] if kind == "clan_elder" else ()))
    units = []
    for i, unit in enumerate(_UNIT_KINDS):
        units += [unit] * values[3 + i]
    others = []
    if values[8]:
        others.append(maori_forces.leader("tohunga", None, values[8]))
    if values[9]:
        others.append(maori_forces.leader("clan_elder", 0, values[9]))
    if attacking:
        return maori_forces.attacker_force(chosen, units, others)
    if chosen:
        others.insert(0, chosen)
    return maori_forces.defender_force(units, others, values[10] == 1, values[11], values[12] == 1)


def _summary(values, attacking):
    force = _force(values, attacking)
    left = len(force["left_out"])
    if left:
        return "Total {}, {} left out >".format(force["total"], left)
    return "Total {}: next >".format(force["total"])


class MaoriMenu(ui.Menu):
    """Combat, the panic walk, the side rolls, and whether the device or the players roll."""

    def __init__(self, app):
        super().__init__(app, "Maori", [
            ("Combat: enter totals", self.totals),
            ("Combat: build forces", self.forces),
            ("Panic walk", lambda: open_module(app, "panic")),
            ("Side rolls and tables", lambda: open_module(app, "rolls")),
            ("", self.toggle_dice),
        ])
        self.attacker = [0, 2, 0, 0, 0, 0, 0, 0, 0, 0]
        self.defender = [0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        self.pieces = [1] + [0] * len(maori.KINDS)  # the panic walk: Areas due, then pieces
        self.relabel()

    def relabel(self):
        own = self.app.settings.get("maori_own_dice", 0)
        self.labels[4] = "Dice: I enter my own" if own else "Dice: the device rolls"

    def toggle_dice(self):
        self.app.set_setting("maori_own_dice", 1 - self.app.settings.get("maori_own_dice", 0))
        self.relabel()

    def totals(self):
        app = self.app
        app.push(Entry(app, "Combat 1/2", "Attacker's total (10.1)",
                       app.settings.get("maori_attack", 6), 0, _TOTAL_MAX, self.defense))

    def defense(self, attack):
        app = self.app
        app.push(Entry(app, "Combat 2/2", "Defender's total (10.1)",
                       app.settings.get("maori_defense", 6), 0, _TOTAL_MAX,
                       lambda defense: self.odds(attack, defense)))

    def odds(self, attack, defense):
        """Remember the totals as the next defaults, then show the odds."""
        for key, value in (("maori_attack", attack), ("maori_defense", defense)):
            if self.app.settings.get(key) != value:
                self.app.set_setting(key, value)
        self.app.push(Odds(self.app, attack, defense))

    def forces(self):
        self.app.push(Form(self.app, "Attacker force", _ATTACK_ROWS, self.attacker,
                           lambda v: _summary(v, True), self.defender_form))

    def defender_form(self, values):
        self.app.push(Form(self.app, "Defender force", _DEFEND_ROWS, self.defender,
                           lambda v: _summary(v, False), lambda v: self.odds(
                               _force(self.attacker, True)["total"], _force(v, False)["total"])))


def screen(app):
    return MaoriMenu(app)
