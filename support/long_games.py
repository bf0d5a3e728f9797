"""Games of any length for each kind, to show that memory does not grow with a game.

Karekare: tiles placed by the four tribes in turn (a forest next to a forest when the table's
other lines are refused). Moeraki-Kemu: a beginner's match of Ara ties, which never ends (the
beginner's game allows a tie with no victory). Kachina: five players taking turns.
"""

from core import kachina, karekare, moeraki
from core.errors import RulesError
from support.played import Played

_PLACEMENTS = (("forest", "forest"), ("field", "forest"), ("hill", "forest"),
               ("forest", "field"), ("water", "forest"), ("hill", "field"))
NAMES = ["Ana", "Ben", "Cy", "Di", "Ed"]


def _karekare_action(state, i):
    placed, near = _PLACEMENTS[i % len(_PLACEMENTS)]
    try:
        return karekare.act_action(state, i % 4, placed, near)
    except RulesError:
        return karekare.act_action(state, i % 4, "forest", "forest")


def _moeraki_action(state, i):
    return moeraki.ball(0) if i == 0 else moeraki.tie()


def _kachina_action(state, i):
    if i == 0:
        return kachina.first(0)
    return kachina.turn(i % 5, (0, 2, 3)[i % 3], (0, 2, 4, 7)[i % 4])


GAMES = {
    "karekare": (karekare, lambda: karekare.make_settings(list(karekare.TRIBES), first=0),
                 _karekare_action),
    "moeraki": (moeraki, lambda: moeraki.settings("beginner", "kiwi", NAMES[:2]),
                _moeraki_action),
    "kachina": (kachina, lambda: kachina.settings(NAMES), _kachina_action),
}


def long_game(kind, count):
    """A Played game of the kind with count actions."""
    game, settings, action = GAMES[kind]
    played = Played(game, settings())
    for i in range(count):
        played.do(action(played.state, i))
    return played


def next_action(kind, state, i):
    """The action a game of the kind would play as its i-th."""
    return GAMES[kind][2](state, i)
