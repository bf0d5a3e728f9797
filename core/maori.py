"""Maori: Warriors of the Long White Cloud: every procedure with dice, counts or tables.

Section numbers cite ../shared/rules/004_098e2e0baee2cb11.txt. Functions take any dice object
with .d6() and return plain dicts and lists in a fixed order; nothing here prints.
The force builder and the table of unit values are in core/maori_forces.py.
"""

from core.compat import const
from core.errors import RulesError

UNITS = ("population", "militia", "scout", "warrior", "elite", "royal_guard")
LEADERS = ("clan_elder", "shaken_elder", "paramount_chief", "tohunga")
KINDS = UNITS + LEADERS
CAPTURED = "captured"
SIDES = ("attacker", "defender")
WHARE = ("none", "attacker", "defender", "both")
# The bounds of what a player enters, for the rules, the device's screens and the command line.
MAX_IWI = const(19)  # "nineteen Iwi" (2.2): Iwi Controlled, Villages, neutral Iwi
MAX_TOTAL = const(50)  # an attack or defense total (10.1): more than a stack on the map reaches
MAX_AREAS = const(19)  # Areas retreated after one Combat (10.1, 10.2)
MAX_STACK = const(19)  # pieces of one kind in a stack: "the counter mix is not intended to be a
# limiting factor" (6.0), so this is the device's choice
MAX_SCOUTS = const(4)  # "only four Scouts" (6.0)
MAX_ROYAL_GUARDS = const(1)  # "only one Royal Guard unit" (6.0)
# The most of each kind that the device's panic form takes, in KINDS order.
MOST = (MAX_STACK, MAX_STACK, MAX_SCOUTS, MAX_STACK, MAX_STACK, MAX_ROYAL_GUARDS, MAX_STACK,
        MAX_STACK, 1, 1)

# 10.1: what a panicking piece becomes; CAPTURED only with pursuers adjacent, else no effect.
_PANIC = (
    ("royal_guard", "warrior"),
    ("elite", "militia"),
    ("warrior", "militia"),
    ("scout", "militia"),
    ("militia", "population"),
    ("population", CAPTURED),
    ("clan_elder", "shaken_elder"),
    ("shaken_elder", CAPTURED),
)
_NEVER_PANIC = ("paramount_chief", "tohunga")

VICTORY = (
    (15, "Total Victory"),
    (12, "Substantive Victory"),
    (8, "Marginal Victory"),
    (5, "Marginal Defeat"),
    (1, "Substantive Defeat"),
    (0, "Total Defeat"),
)

# 15.1, results 1 to 6 (6 is the same as 4).
SOLITAIRE_IWI_TEXT = (
    "hostile, armed and developed: Clan Elder, Elite Troops, Warrior, Village, Pa level 1",
    "friendly: 3 Population and the Neutral Iwi Special Event",
    "hostile and armed: 2 Warriors and 1 Population",
    "very friendly: 3 Population, a Clan Elder and the Special Event",
    "hostile but unarmed: 3 Population",
    "very friendly: 3 Population, a Clan Elder and the Special Event",
)


def _whole(value, what, low=0, high=None):
    if type(value) is not int or value < low or (high is not None and value > high):
        if high is None:
            raise RulesError("{} must be a whole number of at least {}".format(what, low))
        raise RulesError("{} must be a whole number from {} to {}".format(what, low, high))
    return value


def _kinds(kinds, allowed, what):
    kinds = list(kinds)
    for kind in kinds:
        if kind not in allowed:
            raise RulesError("unknown {} {!r}: use {}".format(what, kind, ", ".join(allowed)))
    return kinds


def _stack(units):
    """The pieces of a retreating stack: known kinds, no more than the device's form holds."""
    units = _kinds(units, KINDS, "unit")
    if len(units) > sum(MOST):
        raise RulesError("a stack holds at most {} pieces".format(sum(MOST)))
    return units


def _even(roll):
    return roll % 2 == 0


# ---- 5.0 Initiative ----


def initiative_round(players, dice, villages=None):
    """5.0: one round of initiative for the given player indices.

    With villages (a count per player, indexed by player) each roll loses 1 per Village;
    re-rolls between tied players pass None, as they roll without modifiers.
    """
    rolls = []
    scores = []
    for player in players:
        roll = dice.d6()
        rolls.append(roll)
        scores.append(roll if villages is None else roll - villages[player])
    return {"players": list(players), "rolls": rolls, "scores": scores}


def round_leaders(result):
    """5.0: the players with the highest score in one initiative round."""
    best = max(result["scores"])
    return [p for p, s in zip(result["players"], result["scores"]) if s == best]


def initiative(villages, dice):
    """5.0: roll until one player is highest; every round is reported.

    villages: the number of Villages of each player (2 to 4 players). The winner, an index,
    chooses who moves first and the direction of play.
    """
    villages = list(villages)
    _whole(len(villages), "the number of players", 2, 4)
    for count in villages:
        _whole(count, "a player's Villages", 0, MAX_IWI)
    players = list(range(len(villages)))
    modifiers = villages
    rounds = []
    while len(players) > 1:
        result = initiative_round(players, dice, modifiers)
        rounds.append(result)
        players = round_leaders(result)
        modifiers = None
    return {"rounds": rounds, "winner": players[0]}


# ---- 10.1 Combat ----


def _totals(attack, defense):
    _whole(attack, "the attack total", 0, MAX_TOTAL)
    _whole(defense, "the defense total", 0, MAX_TOTAL)


def retreat_areas(margin):
    """10.1: 1 Area for a margin of 0 to 3; margin / 2, fractions dropped, for 4 or more."""
    return 1 if margin <= 3 else margin // 2


def combat_result(attack, defense, attacker_roll, defender_roll, whare="none"):
    """10.1, 13.3: resolve one Combat from both totals and both dice.

    The larger total minus the smaller is the Combat Modifier, added to that side's roll. The
    higher modified roll wins; a tie goes to the defender, unless exactly one side has a whare
    purakau (whare is "none", "attacker", "defender" or "both"): that side wins ties. The loser
    retreats retreat_areas(margin) Areas and removes his Tohunga.
    """
    _totals(attack, defense)
    _whole(attacker_roll, "the attacker's die", 1, 6)
    _whole(defender_roll, "the defender's die", 1, 6)
    if whare not in WHARE:
        raise RulesError("whare must be one of {}".format(", ".join(WHARE)))
    modifier = attack - defense
    side = None
    attacker_total = attacker_roll
    defender_total = defender_roll
    if modifier > 0:
        side = "attacker"
        attacker_total += modifier
    elif modifier < 0:
        modifier = -modifier
        side = "defender"
        defender_total += modifier
    if attacker_total != defender_total:
        winner = "attacker" if attacker_total > defender_total else "defender"
    else:
        winner = "attacker" if whare == "attacker" else "defender"
    margin = attacker_total - defender_total
    if margin < 0:
        margin = -margin
    return {
        "attack": attack, "defense": defense, "modifier": modifier, "modifier_side": side,
        "attacker_roll": attacker_roll, "defender_roll": defender_roll,
        "attacker_total": attacker_total, "defender_total": defender_total,
        "winner": winner, "margin": margin, "retreat_areas": retreat_areas(margin),
    }


def combat(attack, defense, dice, whare="none"):
    """10.1, 13.3: roll the attacker's die, then the defender's, and resolve (combat_result)."""
    _totals(attack, defense)
    attacker_roll = dice.d6()
    return combat_result(attack, defense, attacker_roll, dice.d6(), whare)


def combat_odds(attack, defense, whare="none"):
    """10.1, 13.3: the exact outcome counts over the 36 pairs of dice.

    retreat_areas is a sorted list of [areas, count] pairs; all counts are out of 36.
    """
    attacker_wins = 0
    areas = []
    for attacker_roll in range(1, 7):
        for defender_roll in range(1, 7):
            result = combat_result(attack, defense, attacker_roll, defender_roll, whare)
            if result["winner"] == "attacker":
                attacker_wins += 1
            due = result["retreat_areas"]
            for pair in areas:
                if pair[0] == due:
                    pair[1] += 1
                    break
            else:
                areas.append([due, 1])
    areas.sort()
    return {"outcomes": 36, "attacker_wins": attacker_wins,
            "defender_wins": 36 - attacker_wins, "retreat_areas": areas}


# ---- 10.1, 10.2 Retreat and panic ----


def pursuers_adjacent(area, pursuit):
    """10.1: pursuers are adjacent in Area 1; in Area k > 1 only if the winner advanced into
    every Area vacated so far, i.e. k - 1 <= pursuit (the number of vacated Areas entered,
    never below 0, so Area 1 needs no case of its own)."""
    return area - 1 <= pursuit


def panic_area(units, area, adjacent, dice):
    """10.1: the panic rolls after the retreating pieces enter one Area.

    Each Unit and Clan Elder rolls in the order given (the Paramount Chief and Tohunga never
    roll); odd panics. Royal Guard -> Warrior; Elite, Warrior, Scout -> Militia; Militia ->
    Population; Clan Elder -> Shaken; a Population or Shaken Elder is captured if the pursuers
    are adjacent, otherwise nothing happens. Leaders left with no Unit (not even a Population)
    next to the pursuers are captured. Returns the rolls and the pieces that go on, in order.
    """
    units = _kinds(units, KINDS, "unit")
    rolls = []
    kept = []
    captured = []
    for kind in units:
        if kind in _NEVER_PANIC:
            kept.append(kind)
            continue
        roll = dice.d6()
        panic = not _even(roll)
        becomes = kind
        if panic:
            for before, after in _PANIC:
                if before == kind:
                    if after != CAPTURED:
                        becomes = after
                    elif adjacent:
                        becomes = None
        rolls.append({"unit": kind, "roll": roll, "panic": panic, "becomes": becomes,
                      "captured": becomes is None})
        if becomes is None:
            captured.append(kind)
        else:
            kept.append(becomes)
    alone = []
    if adjacent and kept and not [kind for kind in kept if kind in UNITS]:
        alone = kept
        captured += kept
        kept = []
    return {"area": area, "pursuers_adjacent": adjacent, "rolls": rolls,
            "leaders_captured": alone, "captured": captured, "units": kept}


def retreat(units, areas, pursuit, dice):
    """10.1, 10.2: a whole land retreat, Area by Area (see panic_area).

    areas is the number of Areas actually retreated (fewer than due when a Village ends the
    retreat, 10.2); pursuit is how many vacated Areas the winner advanced into (0 to areas - 1).
    Returns areas (one panic_area result each, without units and captured), the survivors in
    input order and everything captured, in the order it was taken.
    """
    units = _stack(units)
    if not units:
        raise RulesError("name at least one retreating piece")
    _whole(areas, "the Areas retreated", 1, MAX_AREAS)
    _whole(pursuit, "the pursuit (vacated Areas the winner entered)", 0, areas - 1)
    steps = []
    captured = []
    for area in range(1, areas + 1):
        if not units:
            break
        step = panic_area(units, area, pursuers_adjacent(area, pursuit), dice)
        units = step.pop("units")
        captured += step.pop("captured")
        steps.append(step)
    return {"areas": steps, "survivors": units, "captured": captured}


def sea_retreat(units, areas_due, dice, left_behind=()):
    """10.2: a retreat by War Canoe.

    Units without room (left_behind, the owner's choice) become Population captured by the
    winner. The others roll for panic as they board: twice when 2 or more Areas are due. The
    winner is in the Area, so pursuers count as adjacent. A canoe needs a Combat Unit to paddle:
    paddlers counts them among the survivors.
    """
    units = _stack(units)
    left_behind = _kinds(left_behind, UNITS, "unit left behind")
    _whole(areas_due, "the Areas due", 1, MAX_AREAS)
    boardings = []
    captured = []
    for boarding in range(1, 3 if areas_due >= 2 else 2):
        if not units:
            break
        step = panic_area(units, boarding, True, dice)
        units = step.pop("units")
        captured += step.pop("captured")
        boardings.append(step)
    paddlers = len([kind for kind in units if kind in UNITS and kind != "population"])
    return {"boardings": boardings, "survivors": units, "captured": captured,
            "left_behind": left_behind, "paddlers": paddlers}


# ---- Side rolls (7.0, 12.1, 12.2, 12.3) ----


def captured_elder(dice):
    """12.1: the captor rolls for a captured Clan Elder: odd, removed; even, joins the captor
    (replaced by a random Clan Elder of the captor's)."""
    roll = dice.d6()
    return {"roll": roll, "result": "joins" if _even(roll) else "removed"}


def tohunga_return(dice):
    """12.2: at the start of a Turn with the Tohunga off the map: even, he returns on the Home
    Village; odd, try again next Turn."""
    roll = dice.d6()
    return {"roll": roll, "returns": _even(roll)}


def chief_captured(pieces, dice):
    """12.3: Total Defeat. One roll per Unit, Clan Elder and Village of the defeated player, in
    order: odd, removed from the map; even, replaced by one of the captor's pieces."""
    pieces = _kinds(pieces, UNITS + ("clan_elder", "shaken_elder", "village"), "piece")
    rolls = []
    for piece in pieces:
        roll = dice.d6()
        rolls.append({"piece": piece, "roll": roll,
                      "result": "captor" if _even(roll) else "removed"})
    return {"rolls": rolls}


def new_iwi_elder(dice):
    """7.0: after taking a neutral Iwi with the Paramount Chief (not with a Clan Elder): even,
    place a Clan Elder drawn from the container."""
    roll = dice.d6()
    return {"roll": roll, "elder": _even(roll)}


# ---- Tables (6.0, 14.0, 15.1, 15.5) ----


def hand_size(iwi, villages):
    """6.0: half a card per Iwi Controlled and per Village, plus 1 for the Paramount Chief;
    fractions round up (kept in halves, no floats)."""
    _whole(iwi, "Iwi", 0, MAX_IWI)
    _whole(villages, "Villages", 0, MAX_IWI)
    return (iwi + villages + 1) // 2 + 1


def _level_index(iwi, chief_captured):
    _whole(iwi, "Iwi", 0, MAX_IWI)
    if chief_captured:
        return len(VICTORY) - 1
    index = 0
    while iwi < VICTORY[index][0]:  # the last row, 0 Iwi, stops every count
        index += 1
    return index


def victory_level(iwi, chief_captured=False):
    """14.0: the level of Victory or Defeat for the Iwi Controlled (12.3: a captured Paramount
    Chief is a Total Defeat)."""
    return VICTORY[_level_index(iwi, chief_captured)][1]


def victory_order(players):
    """14.0: rank players, each (iwi, areas, villages, chief_captured): by level, then Areas
    Controlled, then Villages. Returns groups of player indices, best first; a group of more
    than one is a tie the rules leave standing."""
    keys = []
    for index, player in enumerate(players):
        iwi, areas, villages, captured = player
        _whole(areas, "Areas")
        _whole(villages, "Villages")
        keys.append((_level_index(iwi, captured), -areas, -villages, index))
    keys.sort()
    groups = []
    last = None
    for key in keys:
        if key[:3] == last:
            groups[-1].append(key[3])
        else:
            groups.append([key[3]])
        last = key[:3]
    return groups


def solitaire_iwi(neutral, dice):
    """15.1: the roll on taking a neutral Iwi in the solitaire game.

    With 8 or fewer neutral Iwi the roll loses 2; a 0 counts as 2, and a -1 as 1 with an extra
    hostile Warrior. result is 1 to 6; SOLITAIRE_IWI_TEXT[result - 1] says what it means.
    """
    _whole(neutral, "the neutral Iwi", 1, MAX_IWI)
    roll = dice.d6()
    modified = roll - 2 if neutral <= 8 else roll
    if modified == 0:
        result = 2
    elif modified < 0:
        result = 1
    else:
        result = modified
    return {"roll": roll, "modified": modified, "result": result, "extra_warrior": modified < 0}


def card_now(position, track_length, dice):
    """15.5, 6.0: a solitaire "Play This Card Now!" card.

    Every such card advances the Game End marker one space (position counts spaces from the
    Game Start box; track_length, printed on the map, is a setting). If it reaches the Game End
    space the game ends at once and no die is rolled. Otherwise roll: 1, the neutral Iwi without
    hostile forces nearest your Home Village turns hostile (as a 1 in 15.1) and Active
    ("new_hostile_iwi"); 3, every inactive hostile Iwi turns Active ("activate_all").
    """
    _whole(track_length, "the Game End track length", 1)
    _whole(position, "the Game End marker", 0, track_length - 1)
    position += 1
    if position >= track_length:
        return {"position": position, "game_over": True, "roll": None, "effect": None}
    roll = dice.d6()
    effect = None
    if roll == 1:
        effect = "new_hostile_iwi"
    elif roll == 3:
        effect = "activate_all"
    return {"position": position, "game_over": False, "roll": roll, "effect": effect}
