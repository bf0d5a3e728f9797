"""A tiny game for testing the journal alone: players add points; 'reset' needs a reason."""

from core import plain
from core.errors import RulesError

KIND = "tally"
VERBS = ("add", "reset")
SHAPE = 1


class State:
    def __init__(self, players):
        self.scores = [0] * players


def new_state(settings):
    players = settings.get("players", 0)
    if type(players) is not int or not 2 <= players <= 5:
        raise RulesError("tally takes 2 to 5 players")
    return State(players)


def apply(state, action):
    verb = action[0]
    if verb == "add":
        player, points = action[1], action[2]
        if not 0 <= player < len(state.scores):
            raise RulesError("no player {}".format(player))
        if state.scores[player] + points < 0:
            raise RulesError("a score cannot drop below 0")
        state.scores[player] += points
    else:
        state.scores = [0] * len(state.scores)


def describe(state, action):
    if action[0] == "add":
        return "P{} {:+d}".format(action[1] + 1, action[2])
    return "reset ({})".format(action[1])


def standings(state):
    return {"scores": list(state.scores)}


def snapshot(state):
    return plain.snapshot(state)


def restore(settings, data, before=None):
    return plain.restore(new_state(settings), data)
