"""Karekare (2-4 players): the honor ledger, eras and final turn, scoring, tie-breaks, setup.

Settings: "players" (tribes in seating order), "tracking" (1: count timber and sweet potato,
0: the tokens on the table are the record), "first" (the starting player, default 0) and
"colours" (optional: the rulebook names no colours, so the table enters them).

Players are indexes into "players"; tiles are "forest", "field", "water" and "hill".
    ("act", p, placed, neighbour)          a tile placed next to a neighbour (The Actions)
    ("act", p, placed, "hill", q)          ... next to a hill with q's hut on it
    ("act", p, "forest", "water", q)       ... p's canoe replaces q's
    ("act", p, "water", "field", q, k)     ... p takes from q's field k (0-based)
    ("era_end", canoes, huts, first)       era scoring as entered; first starts the next era
                                           (-1 after era 3); a tie was drawn by the builder
    ("last",)                              era 3's pile and market are out: the final turns
    ("final", timber, sweet)               the final bonus from each player's supply
    ("honor", p, delta, reason)            a manual correction of the honor track
    ("supply", p, timber, sweet)           set p's counted supply to what is on the table
    ("turn", p)                            p's turn starts (play passes to the left)

A turn is one tile placed and one action per neighbour that acts, all by the player whose
turn it is; any player's action may still be entered, as a correction, without moving the
turn. The turn is in the journal so that it survives a restart; journals written before the
"turn" action existed load with the turn at the era's first player.
"""

from core import plain
from core.compat import const
from core.dice import draw
from core.errors import RulesError
from core.names import check_colours

KIND = "karekare"
SHAPE = 2  # the shape of snapshot(), see saves/journal.py; 2 added "passed"
VERBS = ("act", "era_end", "last", "final", "honor", "supply", "turn")
TRIBES = ("Tangariki", "Kutaroa", "Maoipe", "Ronga")
TILES = ("forest", "field", "water", "hill")
PHASES = ("play", "final turn", "final bonus", "over")

HUTS = const(6)
MAX_HONOR = const(999)  # an honor score: three digits on the device's scoreboard
MAX_TOKENS = const(99)  # timber or sweet potato entered for one player
CANOES = const(6)
MARKERS = const(4)
START_TIMBER = const(3)
START_SWEET = const(1)
ALL_TILES = const(70)
START_TILES = const(3)
PILES = const(3)
PILE_TILES = const(4)  # tiles in each pile per player (Setup)
LAST_ERA = const(3)
CANOE_HONOR = const(4)
HUT_HONOR = const(3)

_PLAY = const(0)
_FINAL_TURN = const(1)
_BONUS = const(2)
_OVER = const(3)
_SETTINGS = ("players", "tracking", "first", "colours")


class State:
    def __init__(self, tribes, tracking, first, colours):
        n = len(tribes)
        self.tribes = tribes
        self.colours = colours
        self.tracking = tracking
        self.setup_first = first
        self.first = first
        self.turn = first
        self.passed = 0  # turns ended in this era, or in the final turns (The End of an Era)
        self.era = 1
        self.phase = _PLAY
        self.actions = 0
        self.honor = [0] * n
        self.timber = [START_TIMBER] * n
        self.sweet = [START_SWEET] * n
        self.huts = [0] * n
        self.huts_box = [0] * n
        self.canoes = [0] * n
        self.canoes_box = [0] * n
        self.fields = [[] for _ in range(n)]  # sweet potato on each of a player's fields
        # (delta, reason, action index) of each honor change of one player, kept only while a
        # ledger is read (follow_ledger), so that a long game takes no more RAM than a short one.
        self.followed = -1
        self.ledger = []


def _is_int(value):
    return type(value) is int


def _ascii(text, what, longest):
    if type(text) is not str or len(text) > longest:
        raise RulesError("{} must be text of at most {} letters".format(what, longest))
    for char in text:
        if not 32 <= ord(char) < 127:
            raise RulesError("{} must be plain ASCII text".format(what))
    return text


def new_state(settings):
    """A game at the start of era 1 (Setup)."""
    for key in settings:
        if key not in _SETTINGS:
            raise RulesError("unknown setting {!r}".format(key))
    tribes = settings.get("players")
    if type(tribes) not in (list, tuple) or not 2 <= len(tribes) <= 4:
        raise RulesError("Karekare takes 2 to 4 players")
    for i, tribe in enumerate(tribes):
        if type(tribe) is not str or tribe not in TRIBES:
            raise RulesError("unknown tribe {!r}: choose from {}".format(tribe, ", ".join(TRIBES)))
        if tribe in tribes[:i]:
            raise RulesError("{} is chosen twice".format(tribe))
    n = len(tribes)
    tracking = settings.get("tracking", 1)
    if not _is_int(tracking) or tracking not in (0, 1):
        raise RulesError("tracking is 1 (count resources) or 0 (do not)")
    first = settings.get("first", 0)
    if not _is_int(first) or not 0 <= first < n:
        raise RulesError("the first player is a number from 0 to {}".format(n - 1))
    colours = settings.get("colours", ())
    check_colours(colours, n)
    return State(tuple(tribes), tracking, first, tuple(colours))


_FOLLOWING = ("followed", "ledger")  # what a ledger being read keeps: no part of the game


def snapshot(state):
    """The state as plain data, for a checkpoint in the journal."""
    return plain.snapshot(state, _FOLLOWING)


def restore(settings, data, before=None):
    """The state a snapshot stands for. A ledger followed in before (the state it replaces, at
    an undo read from the journal) goes on without the honor changes of the undone actions."""
    state = plain.restore(new_state(settings), data, _FOLLOWING, ("tribes", "colours"))
    if before is not None and before.followed >= 0:
        state.followed = before.followed
        state.ledger = [change for change in before.ledger if change[2] < state.actions]
    return state


def make_settings(tribes, tracking=1, first=None, dice=None, colours=None):
    """Settings for a new game; with no first player given, dice draw one (Setup)."""
    if first is None:
        first = 0
        if dice is not None:
            new_state({"players": list(tribes)})  # the players are checked before the draw
            first = draw(list(range(len(tribes))), dice)
    settings = {"players": list(tribes), "tracking": tracking, "first": first}
    if colours:
        settings["colours"] = list(colours)
    new_state(settings)
    return settings


def draft_order(count, first=0):
    """Snake draft: from the first player clockwise, then back from the last (Setup)."""
    order = [(first + i) % count for i in range(count)]
    return order + order[::-1]


def setup(state):
    """The setup numbers for this game (Setup; Contents: 70 land tiles)."""
    n = len(state.tribes)
    pile = PILE_TILES * n  # 8, 12 or 16 tiles for 2, 3 or 4 players
    used = START_TILES + 2 * n + PILES * pile
    return {
        "starting_tiles": START_TILES,
        "draft_tiles": 2 * n,
        "draft_order": [state.tribes[i] for i in draft_order(n, state.setup_first)],
        "piles": PILES,
        "pile_size": pile,
        "tiles_used": used,
        "tiles_returned": ALL_TILES - used,
        "tiles_in_all": ALL_TILES,
        "timber": START_TIMBER,
        "sweet_potato": START_SWEET,
    }


def find_player(state, name):
    """The index of the tribe called name (any case)."""
    for i, tribe in enumerate(state.tribes):
        if tribe.lower() == str(name).lower():
            return i
    raise RulesError("no {} in this game ({})".format(name, ", ".join(state.tribes)))


def _player(state, value):
    if not _is_int(value) or not 0 <= value < len(state.tribes):
        raise RulesError("no player {!r}".format(value))
    return value


def _huts_left(state, p):
    return HUTS - state.huts[p] - state.huts_box[p]


def _canoes_left(state, p):
    return CANOES - state.canoes[p] - state.canoes_box[p]


def _gain(state, p, points, reason):
    if points:
        state.honor[p] += points
        if p == state.followed:
            state.ledger.append((points, reason, state.actions))


def _plural(count, word):
    return "{} {}{}".format(count, word, "" if count == 1 else "s")


def _playing(state):
    if state.phase > _FINAL_TURN:
        raise RulesError("era 3 is scored: no more tiles are placed")


def _act(state, action, do):
    """Check an "act" (The Actions); with do, apply it. Returns it in words."""
    name, changes, where = _act_parts(state, action, do)
    return "{} {}: {}".format(name, changes, where)


def effects(state, action):
    """What an "act" that the rules allow changes, in words ("+2 honor, -1 timber"), without
    who or where (a turn screen shows those); "" when it changes nothing."""
    return _act_parts(state, action, False)[1]


def _act_parts(state, action, do):
    """_act's work: (the player's name, the changes in words, where the tile went)."""
    _playing(state)
    if len(action) < 4:
        raise RulesError("name the player, the tile placed and the tile next to it")
    p = _player(state, action[1])
    placed, near = action[2], action[3]
    if placed not in TILES or near not in TILES:
        raise RulesError("tiles are forest, field, water or hill")
    extra = action[4:]
    wants = taken = 0
    if (near == "hill" and placed != "hill") or (placed == "forest" and near == "water"):
        wants = 1
    elif placed == "water" and near == "field":
        wants = 2
    if len(extra) != wants:
        raise RulesError("{} next to {} takes {} more value(s)".format(placed, near, wants))
    owner = _player(state, extra[0]) if wants else p
    name = state.tribes[p]
    other = state.tribes[owner]
    where = "{} next to {}".format(placed, near)
    honor = timber = sweet = 0
    op = ""  # what happens to the pieces: "hut", "canoe", "recover", "marker" or "harvest"
    piece = ""  # the same in words
    # The Actions: one branch per line of the table.
    if placed == "hill":
        if _huts_left(state, p) < (2 if near == "hill" else 1):
            raise RulesError("{} has no hut left to place".format(name))
        if near == "forest":
            timber = -4
        elif near == "field":
            sweet = -2
        elif near == "water":
            if _canoes_left(state, p) < 1:
                raise RulesError("{} has no canoe in supply to return".format(name))
            piece = "canoe to the box, "
        else:
            piece = "hut to the box, "
        op = "hut"
        piece += "hut placed"
    elif near == "hill":
        if state.huts[owner] < 1:
            raise RulesError("{} has no hut on a hill".format(other))
        honor = 3 if owner == p else 2
        where += " with own hut" if owner == p else " with {}'s hut".format(other)
    elif placed == "forest":
        if near == "forest":
            timber = 2
        elif near == "field":
            timber = 1
        else:
            if owner == p or state.canoes[owner] < 1:
                raise RulesError("replace a canoe of another player's that is on a tile")
            if _canoes_left(state, p) < 1:
                raise RulesError("{} has no canoe left to place".format(name))
            timber = -1
            op = "canoe"
            piece = "canoe replaces {}'s".format(other)
    elif placed == "field":
        if near == "forest":
            sweet = 2
        elif near == "field":
            if len(state.fields[p]) >= MARKERS:
                raise RulesError("{} has no field marker left".format(name))
            sweet = -1
            honor = 2
            op = "marker"
            piece = "field marker {} placed with {} sweet potato".format(
                len(state.fields[p]) + 1, len(state.tribes))
        else:  # next to water
            if state.canoes[p] < 1:
                raise RulesError("{} has no canoe on a tile to recover".format(name))
            sweet = -1
            honor = 5
            op = "recover"
            piece = "canoe back to supply"
    elif near != "field":  # water next to forest or water
        if _canoes_left(state, p) < 1:
            raise RulesError("{} has no canoe left to place".format(name))
        timber = -1 if near == "water" else 0
        op = "canoe"
        piece = "canoe placed"
    else:  # water next to a field: take sweet potato from it
        k = extra[1]
        if not _is_int(k) or not 0 <= k < len(state.fields[owner]):
            raise RulesError("{} has no field {!r}".format(other, k + 1 if _is_int(k) else k))
        field = "own field" if owner == p else "{}'s field".format(other)
        field = "{} {}".format(field, k + 1)
        op = "harvest"
        if state.tracking:
            taken = state.fields[owner][k] if owner == p else min(1, state.fields[owner][k])
            if not taken:
                raise RulesError("no sweet potato left on {}".format(field))
            piece = "+{} sweet potato from {}".format(taken, field)
        else:
            taken = 0
            piece = "takes {} sweet potato from {}".format("all" if owner == p else 1, field)
    if state.tracking:
        if state.timber[p] + timber < 0:
            raise RulesError("{} has {} timber, needs {}".format(name, state.timber[p], -timber))
        if state.sweet[p] + sweet < 0:
            raise RulesError(
                "{} has {} sweet potato, needs {}".format(name, state.sweet[p], -sweet))
    words = []
    if honor:
        words.append("+{} honor".format(honor))
    if timber:
        words.append("{:+d} timber".format(timber))
    if sweet:
        words.append("{:+d} sweet potato".format(sweet))
    if piece:
        words.append(piece)
    if do:
        _gain(state, p, honor, where)
        if state.tracking:
            state.timber[p] += timber
            state.sweet[p] += sweet
        if op == "hut":
            state.huts[p] += 1
            if near == "hill":
                state.huts_box[p] += 1
            elif near == "water":
                state.canoes_box[p] += 1
        elif op == "canoe":
            state.canoes[p] += 1
            if owner != p:
                state.canoes[owner] -= 1  # back to its owner's supply
        elif op == "recover":
            state.canoes[p] -= 1
        elif op == "marker":
            state.fields[p].append(len(state.tribes))
        elif op == "harvest" and state.tracking:
            state.fields[owner][extra[1]] -= taken
            state.sweet[p] += taken
    return name, ", ".join(words), where


def _counts(state, values, what, limit):
    if type(values) not in (list, tuple) or len(values) != len(state.tribes):
        raise RulesError("give {} for each of the {} players".format(what, len(state.tribes)))
    for i, value in enumerate(values):
        if not _is_int(value) or value < 0 or (limit is not None and value > limit[i]):
            most = "" if limit is None else " (at most {})".format(limit[i])
            raise RulesError("{} for {}: {!r} is not possible{}".format(
                what, state.tribes[i], value, most))
    return values


def _top(values, among):
    best = max(values[i] for i in among)
    return [i for i in among if values[i] == best]


def _era_end(state, action, do):
    """End-of-era scoring: 4 per canoe, 3 per hut on tiles; the most honor starts next
    (The End of an Era; The Last Era and the End of the Game)."""
    if state.phase > _FINAL_TURN:
        raise RulesError("era 3 is already scored")
    era = state.era
    if era == LAST_ERA and state.phase == _PLAY:
        raise RulesError("era 3 is scored after the final turns: mark the pile out first")
    if len(action) != 4:
        raise RulesError("era scoring takes the canoes, the huts and the next first player")
    n = len(state.tribes)
    canoes = _counts(state, action[1], "canoes on tiles",
                     [CANOES - state.canoes_box[i] for i in range(n)])
    huts = _counts(state, action[2], "huts on tiles", [HUTS - state.huts_box[i] for i in range(n)])
    first = action[3]
    points = [CANOE_HONOR * canoes[i] + HUT_HONOR * huts[i] for i in range(n)]
    end = ""
    if era < LAST_ERA:
        tied = _top([state.honor[i] + points[i] for i in range(n)], range(n))
        if not _is_int(first) or first not in tied:
            raise RulesError("the next first player has the most honor: {}".format(
                " or ".join(state.tribes[i] for i in tied)))
        end = "; {} starts era {}".format(state.tribes[first], era + 1)
        if len(tied) > 1:
            end += " (tie with {}, drawn at random)".format(
                ", ".join(state.tribes[i] for i in tied if i != first))
    elif first != -1:
        raise RulesError("after era 3 there is no next first player (-1)")
    parts = []
    for i in range(n):
        detail = "{}, {}".format(_plural(canoes[i], "canoe"), _plural(huts[i], "hut"))
        parts.append("{} +{} ({})".format(state.tribes[i], points[i], detail))
        if do:
            _gain(state, i, points[i], "era {}: {}".format(era, detail))
            state.canoes[i] = canoes[i]
            state.huts[i] = huts[i]
    if do:
        if era < LAST_ERA:
            state.era += 1
            state.first = first
            state.turn = first
            state.passed = 0
        else:
            state.phase = _BONUS
    return "Era {} scoring: {}{}".format(era, ", ".join(parts), end)


def _last(state, action, do):
    """Once the third era ends, each player takes one final turn (The Last Era)."""
    if len(action) != 1:
        raise RulesError("'last' takes no values")
    if state.era != LAST_ERA or state.phase != _PLAY:
        raise RulesError("the final turns start when era 3's pile and market run out")
    if do:
        state.phase = _FINAL_TURN
        state.passed = 0
    return "Era 3 pile and market are out: each player takes one final turn"


def _bonus(state, i, timber, sweet):
    """The final awards for one player, as (points, reason) (The End of the Game)."""
    return (
        (timber // 4, "final: {} timber".format(timber)),
        (sweet // 2, "final: {} sweet potato".format(sweet)),
        (4 if state.huts[i] >= 4 else 0, "final: {} huts placed".format(state.huts[i])),
        (4 if len(state.fields[i]) >= 3 else 0,
         "final: {} field markers placed".format(len(state.fields[i]))),
    )


def winners(honor, resources):
    """(indexes, how): most honor, then most timber plus sweet potato, else shared (The End
    of the Game)."""
    tied = _top(honor, range(len(honor)))
    if len(tied) == 1:
        return tied, "honor"
    tied = _top(resources, tied)
    return tied, "resources" if len(tied) == 1 else "shared"


def _final(state, action, do):
    """The final bonus: 1 per 4 timber, 1 per 2 sweet potato, 4 for 4 huts, 4 for 3 field
    markers (The Last Era and the End of the Game)."""
    if state.phase != _BONUS:
        raise RulesError("the final bonus comes after era 3 is scored")
    if len(action) != 3:
        raise RulesError("the final bonus takes each player's timber and sweet potato")
    n = len(state.tribes)
    timber = _counts(state, action[1], "timber", [MAX_TOKENS] * n)
    sweet = _counts(state, action[2], "sweet potato", [MAX_TOKENS] * n)
    totals = []
    parts = []
    for i in range(n):
        total = 0
        for points, reason in _bonus(state, i, timber[i], sweet[i]):
            total += points
            if do:
                _gain(state, i, points, reason)
        totals.append(state.honor[i] + (0 if do else total))
        parts.append("{} +{}".format(state.tribes[i], total))
    if do:
        state.timber = list(timber)
        state.sweet = list(sweet)
        state.phase = _OVER
    won, how = winners(totals, [timber[i] + sweet[i] for i in range(n)])
    names = " and ".join(state.tribes[i] for i in won)
    if how == "shared":
        end = "{} share the victory".format(names)
    else:
        end = "{} wins on {}".format(names, how)
    return "Final bonus: {}; {}".format(", ".join(parts), end)


def _honor(state, action, do):
    """A manual correction; honor never drops below 0 (the Honor score board starts at 0)."""
    if len(action) != 4:
        raise RulesError("a correction takes the player, the change and a reason")
    p = _player(state, action[1])
    delta = action[2]
    if not _is_int(delta) or not delta:
        raise RulesError("the change is a whole number, not 0")
    reason = _ascii(action[3], "the reason", 40)
    if state.honor[p] + delta < 0:
        raise RulesError("honor never drops below 0 ({} has {})".format(
            state.tribes[p], state.honor[p]))
    if state.honor[p] + delta > MAX_HONOR:
        raise RulesError("honor goes up to {} ({} has {})".format(
            MAX_HONOR, state.tribes[p], state.honor[p]))
    reason = "correction ({})".format(reason) if reason else "correction"
    if do:
        _gain(state, p, delta, reason)
    return "{} {:+d} honor: {}".format(state.tribes[p], delta, reason)


def _supply(state, action, do):
    """Set the counted timber and sweet potato to the tokens on the table (Setup: a personal
    supply; x5 tokens count 5)."""
    if not state.tracking:
        raise RulesError("resources are not tracked in this game")
    if state.phase > _FINAL_TURN:
        raise RulesError("era 3 is scored: enter supplies with the final bonus")
    if len(action) != 4:
        raise RulesError("a supply takes the player, the timber and the sweet potato")
    p = _player(state, action[1])
    for value in action[2:]:
        if not _is_int(value) or not 0 <= value <= MAX_TOKENS:
            raise RulesError("a supply is a count of 0 or more, at most {}".format(MAX_TOKENS))
    text = "{} supply set to {} timber, {} sweet potato (was {}, {})".format(
        state.tribes[p], action[2], action[3], state.timber[p], state.sweet[p])
    if do:
        state.timber[p] = action[2]
        state.sweet[p] = action[3]
    return text


def _turn(state, action, do):
    """Playing the Game: each player plays their turn, then the player to their left plays."""
    _playing(state)
    if len(action) != 2:
        raise RulesError("a turn takes the player whose turn starts")
    p = _player(state, action[1])
    if p == state.turn:
        raise RulesError("it is already {}'s turn".format(state.tribes[p]))
    if do:
        state.turn = p
        state.passed += 1
    return "Turn passes to {}".format(state.tribes[p])


_RULES = {
    "act": _act,
    "era_end": _era_end,
    "last": _last,
    "final": _final,
    "honor": _honor,
    "supply": _supply,
    "turn": _turn,
}


def _run(state, action, do):
    rule = _RULES.get(action[0]) if action and type(action[0]) is str else None
    if rule is None:
        raise RulesError("unknown action {!r}".format(action[0] if action else ""))
    if state.phase == _OVER and action[0] != "honor":
        raise RulesError("the game is over: only honor corrections remain")
    return rule(state, action, do)


def apply(state, action):
    _run(state, action, True)
    state.actions += 1


def describe(state, action):
    return _run(state, action, False)


def act_action(state, player, placed, neighbour, owner=None, field=None):
    """An "act" for a tile placed next to a neighbour (The Actions), checked now.

    owner: whose hut is on the hill, whose canoe is replaced, or whose field is harvested;
    field: which of the owner's fields (0-based), needed only when they have more than one.
    """
    action = ["act", player, placed, neighbour]
    hill = neighbour == "hill" and placed != "hill"
    if hill or (placed == "forest" and neighbour == "water"):
        if owner is None:
            raise RulesError("whose hut is on the hill?" if hill else "whose canoe is replaced?")
        action.append(owner)
    elif placed == "water" and neighbour == "field":
        if owner is None:
            raise RulesError("whose field marker is on the field?")
        if field is None:
            count = len(state.fields[_player(state, owner)])
            if not count:
                raise RulesError("{} has no field marker placed".format(state.tribes[owner]))
            if count > 1:
                raise RulesError("which of {}'s {} fields?".format(state.tribes[owner], count))
            field = 0
        action.append(owner)
        action.append(field)
    action = tuple(action)
    _run(state, action, False)
    return action


def era_end_action(state, canoes=None, huts=None, dice=None, first=None):
    """Era scoring as entered (default: the pieces counted here); a tie for the next first
    player is drawn with dice and the result kept in the action (The End of an Era)."""
    n = len(state.tribes)
    canoes = list(state.canoes if canoes is None else canoes)
    huts = list(state.huts if huts is None else huts)
    if first is None:
        first = -1
        if state.era < LAST_ERA:
            _counts(state, canoes, "canoes on tiles", None)
            _counts(state, huts, "huts on tiles", None)
            after = [state.honor[i] + CANOE_HONOR * canoes[i] + HUT_HONOR * huts[i]
                     for i in range(n)]
            tied = _top(after, range(n))
            if len(tied) > 1 and dice is None:
                raise RulesError("{} tie for first player: roll a die".format(
                    " and ".join(state.tribes[i] for i in tied)))
            first = draw(tied, dice) if len(tied) > 1 else tied[0]
    action = ("era_end", canoes, huts, first)
    _run(state, action, False)
    return action


def last_action(state):
    """Era 3's pile and market are out (The Last Era)."""
    action = ("last",)
    _run(state, action, False)
    return action


def final_action(state, timber=None, sweet=None):
    """The final bonus from each player's supply (default: the counted supply)."""
    if (timber is None or sweet is None) and not state.tracking:
        raise RulesError("resources are not tracked: enter each player's timber and sweet potato")
    timber = list(state.timber if timber is None else timber)
    sweet = list(state.sweet if sweet is None else sweet)
    action = ("final", timber, sweet)
    _run(state, action, False)
    return action


def honor_action(state, player, delta, reason=""):
    """A manual correction of a player's honor."""
    action = ("honor", player, delta, reason)
    _run(state, action, False)
    return action


def supply_action(state, player, timber, sweet):
    """Set a player's counted supply to the tokens on the table."""
    action = ("supply", player, timber, sweet)
    _run(state, action, False)
    return action


def turn_action(state, player=None):
    """The turn passes to player; by default to the left of the current one (Playing the
    Game)."""
    if player is None:
        player = (state.turn + 1) % len(state.tribes)
    action = ("turn", player)
    _run(state, action, False)
    return action


def follow_ledger(state, player):
    """Keep the honor changes of one player from now on: call it on a new game's state, then
    replay the journal, then read ledger()."""
    state.followed = _player(state, player)
    state.ledger = []


def ledger(state, player):
    """Every honor change of the followed player as [delta, reason], oldest first."""
    if player != state.followed:
        raise RulesError("the ledger of {} was not followed".format(state.tribes[player]))
    return [[delta, reason] for delta, reason, _ in state.ledger]


def era_turns(state):
    """How many turns the era has: one per tile of its pile, 8, 12 or 16 for 2, 3 or 4
    players, as the market is filled from the pile (Setup; The End of an Era); the final
    turns are one each (The Last Era and the End of the Game)."""
    n = len(state.tribes)
    return n if state.phase == _FINAL_TURN else PILE_TILES * n


def standings(state):
    """Plain data: era, phase, first player, whose turn it is (None once era 3 is scored),
    the number of actions, each player's honor, supply and pieces, the winners once the game
    is over, and the setup numbers."""
    counted = state.tracking or state.phase == _OVER
    players = []
    for i, tribe in enumerate(state.tribes):
        players.append({
            "tribe": tribe,
            "colour": state.colours[i] if state.colours else "",
            "honor": state.honor[i],
            "timber": state.timber[i] if counted else None,
            "sweet_potato": state.sweet[i] if counted else None,
            "huts_placed": state.huts[i],
            "huts_supply": _huts_left(state, i),
            "huts_boxed": state.huts_box[i],
            "canoes_placed": state.canoes[i],
            "canoes_supply": _canoes_left(state, i),
            "canoes_boxed": state.canoes_box[i],
            "field_markers": len(state.fields[i]),
            "field_sweet_potato": list(state.fields[i]) if state.tracking else None,
        })
    won, how = [], ""
    if state.phase == _OVER:
        n = len(state.tribes)
        won, how = winners(state.honor, [state.timber[i] + state.sweet[i] for i in range(n)])
    return {
        "era": state.era,
        "actions": state.actions,
        "turns_passed": state.passed,
        "era_turns": era_turns(state),
        "phase": PHASES[state.phase],
        "first": state.tribes[state.first],
        "turn": state.tribes[state.turn] if state.phase <= _FINAL_TURN else None,
        "tracking": state.tracking,
        "players": players,
        "winners": [state.tribes[i] for i in won],
        "win_by": how,
        "setup": setup(state),
    }


def outcome(standings):
    """(over, players, scores, winners) for core/results.py: honor; the winners once over."""
    players = standings["players"]
    return (standings["phase"] == "over", [p["tribe"] for p in players],
            [p["honor"] for p in players], standings["winners"])


def starter(state):
    """The first player of era 1 (Setup)."""
    return state.setup_first
