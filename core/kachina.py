"""Kachina: the score track and the tie-break "reached the highest score first".

Rulebook: ../shared/rules/003_fb0045c4cf4505da.txt. Players 0 to n-1 in clockwise order.

Settings: {"names": [2 to 5 short names, clockwise],
           "colours": [a colour word per player]}   (optional: the table chooses them)
Actions:
    ("first", p)         p starts the game board: the first play scores 1 point
    ("turn", p, r, c)    p scores r points for the row and c for the column (0, or 2 to 7 each)
    ("end",)             the last tile is played: the game is over
The journal's order of actions is the order in which scores were reached.
line_score() helps to score one line: does the new tile dominate, for how many points.
"""

from core import plain
from core.compat import const
from core.errors import RulesError
from core.names import check_colours, check_names

KIND = "kachina"
SHAPE = 1  # the shape of snapshot(): see saves/journal.py
VERBS = ("first", "turn", "end")
MIN_PLAYERS = 2
MAX_PLAYERS = 5
LONGEST = 7  # no row or column longer than 7 tiles (1. Play a Tile)
# Tile kinds are their numbers (Tile Powers).
KOSHARI = const(1)
HUMMINGBIRD = const(2)
WARRIOR = const(3)
WOLF = const(4)
EAGLE = const(5)
OGRE = const(6)
SUN = const(7)
CHIEF = const(8)


# --- action builders (the screen and the CLI both use these) ---

def first(player):
    return ("first", player)


def turn(player, row=0, column=0):
    return ("turn", player, row, column)


def end():
    return ("end",)


def settings(names, colours=None):
    result = {"names": list(names)}
    if colours:
        result["colours"] = list(colours)
    new_state(result)
    return result


# --- the domination helper ---

def tile_values(tiles, beside=()):
    """Each tile's value in one line (Tile Powers): its number, except that a Wolf is worth
    4 per Wolf in the line (4 - Wolf), and a tile next to a Koshari is worth 0, a Koshari
    itself excepted (1 - Koshari). beside lists the positions that touch a Koshari from
    outside the line. An Eagle on top of a tile simply stands in its place (5 - Eagle)."""
    wolves = tiles.count(WOLF)
    last = len(tiles) - 1
    values = []
    for index, kind in enumerate(tiles):
        if kind != KOSHARI and (
            index in beside
            or (index > 0 and tiles[index - 1] == KOSHARI)
            or (index < last and tiles[index + 1] == KOSHARI)
        ):
            values.append(0)
        elif kind == WOLF:
            values.append(4 * wolves)
        else:
            values.append(kind)
    return values


def line_score(tiles, new, beside=()):
    """(dominates, points) for the tile at position new in a line of touching tiles, given
    as tile numbers in order (2. Score Points): it must be higher than every other tile,
    a tie scores nothing, and it scores 1 point per tile in a line of at least 2. A new Wolf
    does not tie with other Wolves (4 - Wolf); a new Hummingbird in a line that begins and
    ends with Hummingbirds dominates regardless of value (2 - Hummingbird)."""
    if type(tiles) not in (list, tuple) or not 0 < len(tiles) <= LONGEST:
        raise RulesError("a line holds 1 to {} tiles".format(LONGEST))
    for kind in tiles:
        if type(kind) is not int or not KOSHARI <= kind <= CHIEF:
            raise RulesError("a tile is a number from 1 to 8, not {!r}".format(kind))
    for index in (new,) + tuple(beside):
        if type(index) is not int or not 0 <= index < len(tiles):
            raise RulesError("no tile at position {!r}".format(index))
    if len(tiles) < 2:
        return (False, 0)
    kind = tiles[new]
    if kind == HUMMINGBIRD and tiles[0] == HUMMINGBIRD and tiles[-1] == HUMMINGBIRD:
        return (True, len(tiles))
    values = tile_values(tiles, beside)
    mine = values[new]
    for index, value in enumerate(values):
        if index == new:
            continue
        if value > mine or (value == mine and not (kind == WOLF and tiles[index] == WOLF)):
            return (False, 0)
    return (True, len(tiles))


# --- the protocol ---

class State:
    def __init__(self, names, colours):
        self.names = names
        self.colours = colours
        count = len(names)
        self.scores = [0] * count
        self.turns = [0] * count
        self.reached = [0] * count  # the play number at which each score was last raised
        self.plays = 0
        self.opener = None
        self.last = None  # the player of the last play
        self.over = False


def new_state(settings):
    names = settings.get("names")
    check_names(names, MIN_PLAYERS, MAX_PLAYERS, "Kachina")
    colours = settings.get("colours", [])
    check_colours(colours, len(names))
    return State(list(names), list(colours))


def snapshot(state):
    """The state as plain data, for a checkpoint in the journal."""
    return plain.snapshot(state)


def restore(settings, data, before=None):
    """The state a snapshot stands for; before (the state it replaces) is not needed."""
    return plain.restore(new_state(settings), data)


def _player(state, value):
    if type(value) is not int or not 0 <= value < len(state.scores):
        raise RulesError("no player {!r}".format(value))
    return value


def _line_points(value, what):
    """Points for one line: 1 per tile, from 2 to 7 tiles, or 0 (2. Score Points)."""
    if type(value) is not int or not (value == 0 or 2 <= value <= LONGEST):
        raise RulesError("{} points are 0 or 2 to {}, not {!r}".format(what, LONGEST, value))
    return value


def _score(state, player, points):
    state.plays += 1
    state.turns[player] += 1
    state.last = player
    if points:
        state.scores[player] += points
        state.reached[player] = state.plays


def apply(state, action):
    """One action: the first play scores 1 (Game Play), a turn scores its row plus its
    column (2. Score Points), the game ends with the last tile (End of the Game)."""
    verb = action[0]
    if state.over:
        raise RulesError("the game is over")
    if verb == "first":
        if len(action) != 2:
            raise RulesError("first takes a player")
        player = _player(state, action[1])
        if state.opener is not None:
            raise RulesError("the game has already started")
        state.opener = player
        _score(state, player, 1)  # Game Play: the first player scores 1 point
    elif verb == "turn":
        if len(action) != 4:
            raise RulesError("turn takes a player, row points and column points")
        player = _player(state, action[1])
        points = _line_points(action[2], "row") + _line_points(action[3], "column")
        if state.opener is None:
            raise RulesError("the game starts with the first play")
        _score(state, player, points)
    elif verb == "end":
        if len(action) != 1:
            raise RulesError("end takes nothing")
        if state.opener is None:
            raise RulesError("the game has not started")
        state.over = True
    else:
        raise RulesError("unknown action {!r}".format(verb))


def next_player(state):
    """The proposed next player: clockwise after the last play (Game Play)."""
    if state.last is None:
        return None
    return (state.last + 1) % len(state.scores)


def ranking(state):
    """Players best first: the higher score, then who reached it first (End of the Game).
    Players still at 0 never reached a score (reached 0) and stay in seat order."""
    return sorted(range(len(state.scores)), key=lambda p: (-state.scores[p], state.reached[p], p))


def tied_at_top(state):
    """The players sharing the highest score (more than one means the tie-break decides)."""
    top = max(state.scores)
    if not top:
        return []
    return [p for p in range(len(state.scores)) if state.scores[p] == top]


def describe(state, action):
    verb = action[0]
    if verb == "end":
        leader = ranking(state)[0]
        text = "Game over: {} wins with {}".format(state.names[leader], state.scores[leader])
        if len(tied_at_top(state)) > 1:
            text += " (reached it first)"
        return text
    name = state.names[action[1]]
    if verb == "first":
        return "{} starts the board: 1 point".format(name)
    points = action[2] + action[3]
    return "{}: row {} + column {} = {} (total {})".format(
        name, action[2], action[3], points, state.scores[action[1]] + points)


def standings(state):
    order = ranking(state)
    leader = order[0] if state.opener is not None else None
    return {
        "names": list(state.names),
        "colours": list(state.colours),
        "scores": list(state.scores),
        "turns": list(state.turns),
        "ranking": order,
        "leader": leader,
        "top": tied_at_top(state),
        "next": None if state.over else next_player(state),
        "over": 1 if state.over else 0,
        "winner": leader if state.over else None,
    }


def outcome(standings):
    """(over, players, scores, winners) for core/results.py: points; the winner once over."""
    names = standings["names"]
    over = bool(standings["over"])
    return over, names, standings["scores"], [names[standings["winner"]]] if over else []


def starter(state):
    """The player who opened the board (Game Play), or None before the first play."""
    return state.opener
