"""Long games of each kind, one legal action at a time, for the heap and flash benches.

    settings(kind)                 the settings a bench game starts with
    action(kind, state, i, count)  the i-th action of a game of count actions, given the state
                                   before it
Portable (CPython and MicroPython). The games are made long on purpose: Karekare scores two eras
at a third and two thirds of the way and places tiles in between, Moeraki-Kemu plays a
beginner's match to Ika Moana of mostly Ara ties, Kachina scores turn after turn.
"""

from core import dice
from core.errors import RulesError
from core.games import GAMES

NAMES = ("Aroha", "Bea", "Cai", "Dov")
# Karekare tiles, placed next to a neighbour; a placement the rules refuse (no timber for a
# hut, no hut left) falls back to a forest next to a forest, which is always allowed.
_TILES = (("forest", "forest"), ("field", "forest"), ("water", "forest"), ("hill", "forest"),
          ("forest", "field"), ("hill", "field"), ("water", "water"))
_WAYS = ("tahuna", "awa-a", "awa-b", "ara")
_POINTS = (0, 2, 3, 4, 5, 6, 7)


def settings(kind):
    game = GAMES[kind]
    if kind == "karekare":
        return game.make_settings(list(game.TRIBES), first=0)
    if kind == "moeraki":
        return game.settings("beginner", 10)
    return game.settings(NAMES)


def action(kind, state, i, count):
    game = GAMES[kind]
    if kind == "karekare":
        return _karekare(game, state, i, count)
    if kind == "moeraki":
        return _moeraki(game, state, i)
    if i == 0:
        return game.first(0)
    return game.turn(i % len(NAMES), _POINTS[i % 7], _POINTS[i * 3 % 7])


def _karekare(game, state, i, count):
    if i in (count // 3, 2 * count // 3):
        return game.era_end_action(state, dice=dice.Dice(dice.Xorshift32(count + i)))
    placed, near = _TILES[i % len(_TILES)]
    try:
        return game.act_action(state, i % 4, placed, near)
    except RulesError:
        return game.act_action(state, i % 4, "forest", "forest")


def _moeraki(game, state, i):
    if not state.entered:
        return game.ball(i % 2)
    player = i % 2
    if i % 9 == 4 and state.wins[player] < state.target - 1:
        return game.win(player, _WAYS[i % 4])
    return game.tie()
