"""Maori force builder (10.0, 10.1): both sides' pieces, their totals, then the odds.

The combat result then knows the loser: his Tohunga (10.1), a Village he defended (6.6) and a
whare purakau in the Area (13.3), and his panic walk starts with the pieces that retreat.
Sections cite ../shared/rules/004_098e2e0baee2cb11.txt.
"""

from core import maori, maori_forces
from firmware.games.maori.common import FRESH_FORCES, NO_YES, HeadedList, strength

# The side line, the form's first: PREV/NEXT there turn to the other side's form.
_SIDE_ROW = ("Side", 0, 1, ("attacker", "defender"))
# The numbers after it, by their place in a side's values: 0 the leader, 1-2 a Clan Elder's
# values, 3-7 the Units, 8 the Tohunga, 9 the other leaders; the defender's 10 Village, 11 Pa
# level and 12 whare purakau.
_UNIT_KINDS = ("militia", "scout", "warrior", "elite", "royal_guard")
_ELDER_ROWS = (("Elder leadership", 0, 3, None), ("Elder combat", 0, 3, None))
_MORE_ROWS = (("Tohunga", 0, 2, ("none", "1", "2")), ("Other leaders' combat", 0, 19, None))
_PLACE_ROWS = (("Village", 0, 1, NO_YES), ("Pa level", 0, 2, None),
               ("Whare purakau", 0, 1, NO_YES))
_LEAD_ROWS = (("Best leader", 0, 2, ("none", "Chief", "Clan Elder")),
              ("Led by", 0, 2, ("Chief", "Clan Elder", "Scouts")))
_LEAD = ((None, "paramount_chief", "clan_elder"), ("paramount_chief", "clan_elder", None))


def open_screen(app, keep):
    """The attacker's form, then the defender's; each shows its side's total. keep: the
    Maori menu, which keeps both forms' numbers and shows the odds."""
    table = _table(app)

    def odds(values):
        attack = _force(keep.attacker, True, table)["total"]
        defense = _force(values, False, table)["total"]
        if max(attack, defense) > maori.MAX_TOTAL:
            app.notice("Too strong", "Totals go up to {}: {} against {}.".format(
                maori.MAX_TOTAL, attack, defense))
            return
        keep.odds(attack, defense, (_retreat(keep.attacker, True), _retreat(values, False)))

    def defender(values):
        app.push(_ForceForm(app, False, keep, table, odds))

    app.push(_ForceForm(app, True, keep, table, defender))


class _ForceForm(HeadedList):
    """One side's form, a page of two: its side line first, then its numbers. PREV/NEXT on
    the side line turn to the other side's form and change nothing, so a form that opens
    with numbers entered (the last combat's) opens there: a stray NEXT moves on. A form
    still as it was at first opens on its first number (common.HeadedList).

    Ring 1 shows which side is stronger so far and by how much, as on the odds screen
    (common.strength: the attacker's seat at the top). Its own force is reckoned once a
    render, the other side's only when its numbers have changed."""

    head_hint = "-/+ side  hold OK: go"

    def __init__(self, app, attacking, keep, table, then):
        self.sides = (keep.defender, keep.attacker) if attacking else (keep.attacker,
                                                                        keep.defender)
        super().__init__(app, ("Defender force", "Attacker force")[attacking], _SIDE_ROW,
                         _rows(attacking, table), self.sides[1], self._summary, then,
                         FRESH_FORCES[attacking])
        self.attacking = attacking
        self.table = table
        self.totals = [0, 0]  # the attacker's, the defender's
        self.seen = None  # the other side's numbers its total was reckoned from
        self.force = {"total": 0, "left_out": ()}  # this side's, as last rendered

    def head_value(self):
        return 1 - self.attacking

    def turn(self, event):
        if self.attacking:
            self.go(self.values)  # the defender's form
        else:
            self.app.pop()  # back to the attacker's

    def prepare(self):
        other, own = self.sides
        if self.seen != other:
            self.seen = list(other)
            self.totals[self.attacking] = _force(other, not self.attacking, self.table)["total"]
        self.force = _force(own, self.attacking, self.table)
        self.totals[1 - self.attacking] = self.force["total"]
        super().prepare()

    def _summary(self, values):
        left = len(self.force["left_out"])
        if left:
            return "Total {}, {} left out".format(self.force["total"], left)
        return "Total {}".format(self.force["total"])

    def leds(self, frame, now):
        return strength(frame, self.totals)


def _table(app):
    """The unit values, with the players' Royal Guard value once they set one (Settings)."""
    royal = app.settings["maori_royal_guard"]
    return maori_forces.with_combat("royal_guard", royal) if royal else maori_forces.VALUES


def _rows(attacking, table):
    """The form's rows; the Royal Guard's row shows the value used, an assumption."""
    royal = "Royal Guard, {} assumed".format(maori_forces.unit_value("royal_guard", table))
    units = (("Militia", 0, maori.MAX_STACK, None), ("Scout", 0, maori.MAX_SCOUTS, None),
             ("Warrior", 0, maori.MAX_STACK, None), ("Elite", 0, maori.MAX_STACK, None),
             (royal, 0, maori.MAX_ROYAL_GUARDS, None))
    rows = (_LEAD_ROWS[attacking],) + _ELDER_ROWS + units + _MORE_ROWS
    return rows if attacking else rows + _PLACE_ROWS


def _force(values, attacking, table):
    kind = _LEAD[attacking][values[0]]
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
        return maori_forces.attacker_force(chosen, units, others, table)
    if chosen:
        others.insert(0, chosen)
    return maori_forces.defender_force(units, others, values[10] == 1, values[11],
                                       values[12] == 1, table)


def _retreat(values, attacking):
    """What a side must do if it loses: (its retreating pieces as counts in maori.KINDS order,
    a Tohunga present, a Village defended, a whare purakau in the Area, other leaders counted
    only as a sum, whom the walk's form must add).

    All its Units and its leader retreat (10.0: all in the Area suffer the result); the Tohunga
    is removed instead (10.1); a captured Village adds its Population (6.6) and a lost whare
    purakau a Warrior (13.3). The other leaders are a sum here: the walk's form takes them.
    """
    kinds = maori.KINDS
    pieces = [0] * len(kinds)
    for i, unit in enumerate(_UNIT_KINDS):
        pieces[kinds.index(unit)] = values[3 + i]
    lead = _LEAD[attacking][values[0]]
    if lead:
        pieces[kinds.index(lead)] = 1
    village = not attacking and values[10] == 1
    whare = not attacking and values[12] == 1
    if village:
        pieces[kinds.index("population")] += 1
    if whare:
        pieces[kinds.index("warrior")] += 1
    return (pieces, values[8] > 0, village, whare, values[9] > 0)
