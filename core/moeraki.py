"""Moeraki-Kemu: the Moeraki scale, each game's way of winning, Marae scoring and the ball.

Rulebook: ../shared/rules/002_4a0c2ca0d9f89f19.txt. Two players, 0 and 1.

Settings: {"level": "beginner" | "basic" | "master",
           "target": 3 | 5 | 7 | 10, or a scale name ("kiwi"),
           "names": [two short names],          (optional)
           "colours": [two colour words]}       (optional: the table chooses them)
Actions:
    ("ball", p)                      p placed the Moeraki-ball (first game, or after a tie)
    ("win", p, way)                  p won early; way is "tahuna", "awa-a", "awa-b" or "ara"
    ("marae", [f, t, h], [f, t, h])  Marae: each player's full tiles, 3:0 and 2:1 semi-beach tiles
    ("tie",)                         beginner's game: an Ara tie, no victory
    ("tane", p)                      master's game: p brought the Maori-Tane forward
"""

from core import plain
from core.errors import RulesError
from core.names import check_colours, check_names

KIND = "moeraki"
SHAPE = 1  # the shape of snapshot(): see saves/journal.py
VERBS = ("ball", "win", "marae", "tie", "tane")
LEVELS = ("beginner", "basic", "master")
SCALES = (("Uira", 3), ("Kiwi", 5), ("Moa", 7), ("Ika Moana", 10))
WAYS = ("tahuna", "awa-a", "awa-b", "ara", "marae")
WAY_NAMES = ("Tahuna", "Awa A", "Awa B", "Ara", "Marae")
MARAE = 4  # index of "marae" in WAYS
TILES = 24  # tribal tiles of one colour in the box (Material and Board)
DEFAULT_NAMES = ("Matau", "Manaia")


# --- action builders (the screen and the CLI both use these) ---

def ball(player):
    return ("ball", player)


def win(player, way):
    return ("win", player, way)


def marae(tiles0, tiles1):
    """tilesN is [full, semi-beach 3:0, semi-beach 2:1] for player N."""
    return ("marae", list(tiles0), list(tiles1))


def tie():
    return ("tie",)


def tane(player):
    return ("tane", player)


def settings(level, target, names=None, colours=None):
    """Match settings with the target as its number; raises RulesError when out of the rules."""
    result = {"level": level, "target": scale_target(target)}
    if names is not None:
        result["names"] = list(names)
    if colours:
        result["colours"] = list(colours)
    new_state(result)
    return result


# --- rules helpers ---

def scale_target(value):
    """3, 5, 7 or 10, from a number or a scale name (E. The Moeraki-Scale)."""
    if type(value) is str:
        key = value.lower().replace(" ", "").replace("-", "").replace("_", "")
        for name, target in SCALES:
            if key == name.lower().replace(" ", "") or value.strip() == str(target):
                return target
    elif type(value) is int:
        for _, target in SCALES:
            if value == target:
                return target
    raise RulesError("the scale is Uira 3, Kiwi 5, Moa 7 or Ika Moana 10, not {!r}".format(value))


def scale_name(target):
    for name, number in SCALES:
        if number == target:
            return name
    return str(target)


def marae_halves(tiles):
    """A player's Marae score in half points (D. Marae): a full tile and a 3:0 semi-beach
    tile count 1 point, a 2:1 semi-beach tile half a point."""
    return 2 * (tiles[0] + tiles[1]) + tiles[2]


def marae_winner(halves0, halves1, placer):
    """The higher score wins; equal scores go to who placed the Moeraki-ball (D. Marae)."""
    if halves0 == halves1:
        return placer
    return 0 if halves0 > halves1 else 1


def halves_text(halves):
    """Half points for a screen with an ASCII font: 9 -> "4.5", 8 -> "4"."""
    if halves % 2:
        return "{}.5".format(halves // 2)
    return str(halves // 2)


# --- the protocol ---

class State:
    def __init__(self, level, target, names, colours):
        self.level = level
        self.target = target
        self.names = names
        self.colours = colours
        self.wins = [0, 0]
        self.ways = [0] * (2 * len(WAYS))  # ways[2 * way + player]
        self.ties = 0
        self.games = 0
        self.placer = None
        self.entered = False  # the placer of this game is settled: entered, or won the last game
        self.tane = [0, 0]
        self.last = None  # (placer, winner or None, way, halves0, halves1) of the last game
        self.winner = None


def new_state(settings):
    level = settings.get("level", "basic")
    if level not in LEVELS:
        raise RulesError("the level is beginner, basic or master, not {!r}".format(level))
    names = settings.get("names", list(DEFAULT_NAMES))
    check_names(names, 2, 2, "Moeraki-Kemu")
    colours = settings.get("colours", [])
    check_colours(colours, 2)
    return State(LEVELS.index(level), scale_target(settings.get("target", 5)), list(names),
                 list(colours))


def snapshot(state):
    """The state as plain data, for a checkpoint in the journal."""
    return plain.snapshot(state)


def restore(settings, data, before=None):
    """The state a snapshot stands for; before (the state it replaces) is not needed."""
    return plain.restore(new_state(settings), data, tuples=("last",))


def _arity(action, count):
    if len(action) != count:
        raise RulesError("{} takes {} value{}".format(
            action[0], count - 1, "" if count == 2 else "s"))


def _player(action):
    player = action[1]
    if type(player) is not int or not 0 <= player <= 1:
        raise RulesError("the player is 0 or 1, not {!r}".format(player))
    return player


def _tiles(value):
    if type(value) is not list or len(value) != 3:
        raise RulesError("Marae tiles are [full, semi 3:0, semi 2:1] for each player")
    for count in value:
        if type(count) is not int or count < 0:
            raise RulesError("a tile count is a whole number from 0")
    if value[0] + value[1] + value[2] > TILES:
        raise RulesError("a tribe has only {} tribal tiles".format(TILES))
    return value


def _finish(state, winner, way, halves0=0, halves1=0):
    """End the current game; a victory moves the winner up the scale (E. The Moeraki-Scale)."""
    state.games += 1
    state.last = (state.placer, winner, way, halves0, halves1)
    state.tane = [0, 0]
    if winner is None:
        state.ties += 1
        state.entered = False  # no winner: the placer is proposed again, and may be changed
        return
    state.wins[winner] += 1
    state.ways[2 * way + winner] += 1
    state.placer = winner  # B: the winner of the last game places the ball
    state.entered = True
    if state.wins[winner] >= state.target:
        state.winner = winner


def apply(state, action):
    """One action: the ball (B), a game's end (D), the scale (E), the Tane (Master's Game)."""
    verb = action[0]
    if state.winner is not None:
        raise RulesError("{} has won the Kemu: no more games".format(state.names[state.winner]))
    if verb == "ball":
        _arity(action, 2)
        player = _player(action)
        if state.entered:
            raise RulesError("{} places the ball in game {}".format(
                state.names[state.placer], state.games + 1))
        state.placer = player
        state.entered = True
        return
    if state.placer is None:
        raise RulesError("first enter who placed the Moeraki-ball (the younger player)")
    if verb == "tane":
        _arity(action, 2)
        player = _player(action)
        if state.level != 2:
            raise RulesError("the Maori-Tane is only in the master's game")
        if state.tane[player]:
            raise RulesError("{} has already brought the Tane forward in this game".format(
                state.names[player]))
        state.tane[player] = 1
    elif verb == "win":
        _arity(action, 3)
        player = _player(action)
        way = action[2]
        if way == "marae":
            raise RulesError("for Marae, enter both players' tiles: the score decides")
        if way not in WAYS:
            raise RulesError("the way is tahuna, awa-a, awa-b or ara, not {!r}".format(way))
        _finish(state, player, WAYS.index(way))
    elif verb == "marae":
        _arity(action, 3)
        halves0 = marae_halves(_tiles(action[1]))
        halves1 = marae_halves(_tiles(action[2]))
        _finish(state, marae_winner(halves0, halves1, state.placer), MARAE, halves0, halves1)
    elif verb == "tie":
        _arity(action, 1)
        if state.level != 0:
            raise RulesError("only the beginner's game allows an Ara tie")
        _finish(state, None, 3)
    else:
        raise RulesError("unknown action {!r}".format(verb))


def describe(state, action):
    verb = action[0]
    names = state.names
    game = "Game {}: ".format(state.games + 1)
    if verb == "ball":
        return game + "{} places the ball".format(names[action[1]])
    if verb == "tane":
        return game + "{} brings the Tane forward".format(names[action[1]])
    if verb == "tie":
        return game + "Ara tie, no victory"
    if verb == "win":
        winner = action[1]
        text = game + "{} wins by {}".format(names[winner], WAY_NAMES[WAYS.index(action[2])])
    else:
        halves0 = marae_halves(action[1])
        halves1 = marae_halves(action[2])
        winner = marae_winner(halves0, halves1, state.placer)
        text = game + "Marae {} {}, {} {}: {} wins".format(
            names[0], halves_text(halves0), names[1], halves_text(halves1), names[winner])
        if halves0 == halves1:
            text += " (placed the ball)"
    wins = list(state.wins)
    wins[winner] += 1
    if wins[winner] >= state.target:
        text += "; {} wins the Kemu {}-{}".format(names[winner], wins[winner], wins[1 - winner])
    return text


def standings(state):
    ways = {}
    for index, way in enumerate(WAYS):
        ways[way] = [state.ways[2 * index], state.ways[2 * index + 1]]
    last = None
    if state.last is not None:
        placer, winner, way, halves0, halves1 = state.last
        last = {"placer": placer, "winner": winner, "way": WAYS[way]}
        if way == MARAE:
            last["halves"] = [halves0, halves1]
        elif winner is None:
            last["way"] = "ara-tie"
    over = state.winner is not None
    return {
        "level": LEVELS[state.level],
        "target": state.target,
        "scale": scale_name(state.target),
        "names": list(state.names),
        "colours": list(state.colours),
        "victories": list(state.wins),
        "ways": ways,
        "ties": state.ties,
        "games": state.games,
        "game": None if over else state.games + 1,
        "placer": None if over else state.placer,
        "placer_open": 0 if over or state.entered else 1,
        "tane": list(state.tane),
        "last": last,
        "winner": state.winner,
    }


def outcome(standings):
    """(over, players, scores, winners) for core/results.py: victories; the match's winner."""
    names = standings["names"]
    winner = standings["winner"]
    return (winner is not None, names, standings["victories"],
            [] if winner is None else [names[winner]])


def starter(state):
    """None: the match's first placer of the ball (B. Start of the game) is not kept, only
    each game's."""
    return None
