"""Maori force builder (10.0, 10.1): which pieces count in a Combat, and each side's total.

Section numbers cite ../shared/rules/004_098e2e0baee2cb11.txt.
"""

from core.errors import RulesError

# The one editable table of values: (kind, combat value, leadership rating).
# Militia, Scout, Warrior, Elite Troops and the Paramount Chief's combat value are from
# Example 1 (10.1); the Chief's leadership 3 is from 8.1; the Tohunga's 1 is from 12.2.
# Population are not Combat Units (2.1) and never count. Clan Elders are entered by the user.
# The functions below take table=VALUES; with_combat() gives a table with a value changed.
VALUES = (
    ("population", 0, 0),
    ("militia", 1, 0),
    ("scout", 2, 0),
    ("warrior", 3, 0),
    ("elite", 4, 0),
    ("royal_guard", 4, 0),  # ASSUMPTION: the rulebook gives none; players may set theirs.
    ("paramount_chief", 2, 3),
    ("tohunga", 1, 0),  # 2 with Aupouri (12.2): pass combat=2 to leader().
)
UNIT_KINDS = ("population", "militia", "scout", "warrior", "elite", "royal_guard")
ELDER_KINDS = ("clan_elder", "shaken_elder")
ALWAYS_DEFEND = ("scout", "royal_guard")  # 2.1 and 10.0; the Tohunga too, as a leader
PA_STRENGTH = (0, 1, 3)  # 6.7, by Pa level
PA_SLOTS = (0, 1, 2)  # 6.7, by Pa level
WHARE_STRENGTH = 2  # 13.3
WHARE_SLOTS = 1  # 13.3
VILLAGE_SLOTS = 1  # 6.6


def _row(kind, table=VALUES):
    for row in table:
        if row[0] == kind:
            return row
    return None


def _whole(value, what, low=0):
    if type(value) is not int or value < low:
        raise RulesError("{} must be a whole number of at least {}".format(what, low))
    return value


def unit_value(kind, table=VALUES):
    """2.1 and Example 1 (10.1): a Unit's combat value, from the table."""
    row = _row(kind, table)
    if kind not in UNIT_KINDS or row is None:
        raise RulesError("unknown unit {!r}: use {}".format(kind, ", ".join(UNIT_KINDS)))
    return row[1]


def with_combat(kind, combat):
    """VALUES with one Unit's combat value changed: the players' own figure for the Royal
    Guard, whose value the rulebook never gives."""
    unit_value(kind)
    _whole(combat, "a combat value")
    return tuple((row[0], combat if row[0] == kind else row[1], row[2]) for row in VALUES)


def leader(kind, leadership=None, combat=None):
    """2.1, 12.0: a leader as (kind, leadership, combat).

    The Paramount Chief and Tohunga come from VALUES (a Tohunga may pass combat=2 for Aupouri,
    12.2). A Clan Elder's values are printed on his counter, and a Shaken Elder's reduced values
    on its back (10.1), so the user enters both numbers.
    """
    if kind in ELDER_KINDS:
        if leadership is None or combat is None:
            raise RulesError("a {} needs the leadership and combat value on its counter".format(
                kind.replace("_", " ")))
        return (kind, _whole(leadership, "leadership"), _whole(combat, "combat value"))
    row = _row(kind)
    if kind not in ("paramount_chief", "tohunga") or row is None:
        raise RulesError("unknown leader {!r}: use paramount_chief, tohunga, clan_elder or "
                         "shaken_elder".format(kind))
    if leadership is not None and leadership != row[2]:
        raise RulesError("the {} has leadership {}".format(kind.replace("_", " "), row[2]))
    if combat is None:
        combat = row[1]
    elif kind == "tohunga" and combat not in (1, 2):
        raise RulesError("a Tohunga has combat value 1, or 2 with Aupouri (12.2)")
    elif kind == "paramount_chief" and combat != row[1]:
        raise RulesError("the paramount chief has combat value {}".format(row[1]))
    return (kind, row[2], combat)


def _strongest(kinds, slots, table):
    """Up to slots of kinds, strongest first (the owner chooses, 10.0); ties keep input order."""
    ranked = sorted(range(len(kinds)), key=lambda i: (-unit_value(kinds[i], table), i))
    chosen = sorted(ranked[:slots])
    counted = [(kinds[i], unit_value(kinds[i], table)) for i in chosen]
    left = [kinds[i] for i in range(len(kinds)) if i not in chosen]
    return counted, left


def _result(side, slots, counted, left_out, leaders, extras):
    total = 0
    for item in counted + leaders + extras:
        total += item[1]
    return {"side": side, "slots": slots, "counted": counted, "left_out": left_out,
            "leaders": leaders, "extras": extras, "total": total}


def _split(units):
    combat = []
    population = []
    for kind in units:
        unit_value(kind)  # an unknown kind is refused here
        if kind == "population":
            population.append(kind)
        else:
            combat.append(kind)
    return combat, population


def attacker_force(activated, units, others=(), table=VALUES):
    """10.0, 10.1: the attacker counts at most the activated leader's leadership in Combat Units.

    activated is a leader() tuple, or None for Scouts that moved by themselves (8.1), which then
    count alone. Every leader in the attack adds his combat value. When there are more Combat
    Units than slots, the strongest count. Returns slots, counted, left_out, leaders, total.
    """
    combat, population = _split(units)
    leaders = [(one[0], one[2]) for one in others]
    if activated is None:
        slots = 0
        counted = [(kind, unit_value(kind, table)) for kind in combat if kind == "scout"]
        left = [kind for kind in combat if kind != "scout"]
    else:
        slots = activated[1]
        counted, left = _strongest(combat, slots, table)
        leaders.insert(0, (activated[0], activated[2]))
    return _result("attacker", slots, counted, left + population, leaders, [])


def defender_force(units, leaders=(), village=False, pa=0, whare=False, table=VALUES):
    """10.0, 10.1, 6.6, 6.7, 13.3: the defender's slots and strength.

    Slots are the best one leader's leadership, +1 for a Village, +1/+2 for a Pa of level 1/2
    and +1 for a whare purakau. Scouts and Royal Guard always defend, outside the slots; other
    Combat Units fill the slots, strongest first. Every leader (the Tohunga included) adds his
    combat value; a Pa adds 1 or 3 and a whare purakau 2.
    """
    if pa not in (0, 1, 2):
        raise RulesError("a Pa is level 1 or 2 (or 0 for none)")
    combat, population = _split(units)
    slots = 0
    for one in leaders:
        slots = max(slots, one[1])
    if village:
        slots += VILLAGE_SLOTS
    slots += PA_SLOTS[pa]
    if whare:
        slots += WHARE_SLOTS
    always = [kind for kind in combat if kind in ALWAYS_DEFEND]
    others = [kind for kind in combat if kind not in ALWAYS_DEFEND]
    counted, left = _strongest(others, slots, table)
    counted = [(kind, unit_value(kind, table)) for kind in always] + counted
    extras = []
    if pa:
        extras.append(("pa", PA_STRENGTH[pa]))
    if whare:
        extras.append(("whare_purakau", WHARE_STRENGTH))
    return _result("defender", slots, counted, left + population,
                   [(one[0], one[2]) for one in leaders], extras)
