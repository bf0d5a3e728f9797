"""A finished game of each score-keeping kind, as the actions that play it to its end.

Karekare (000_...): a correction, three eras scored, the final turns and the final bonus;
Moeraki-Kemu (002_...): three Tahuna wins reach Uira (first to 3); Kachina (003_...): the
first play, one turn and the end.
"""

from core import kachina, karekare, moeraki
from core.games import GAMES
from saves import journal

SETTINGS = {
    "karekare": karekare.make_settings(["Ronga", "Kutaroa"], first=0),
    "moeraki": moeraki.settings("basic", "uira", ["Ana", "Ben"]),
    "kachina": kachina.settings(["Ana", "Ben"]),
}
# What each finished game's outcome must be (core/results.py).
OUTCOMES = {
    "karekare": {"over": True, "players": ["Ronga", "Kutaroa"], "scores": [2, 0],
                 "winners": ["Ronga"]},
    "moeraki": {"over": True, "players": ["Ana", "Ben"], "scores": [3, 0], "winners": ["Ana"]},
    "kachina": {"over": True, "players": ["Ana", "Ben"], "scores": [1, 2], "winners": ["Ben"]},
}


def actions(kind, state):
    """Each action that finishes a new game of the kind, made from its state as it goes."""
    if kind == "karekare":
        yield karekare.honor_action(state, 0, 2, "")
        for make in (karekare.era_end_action, karekare.era_end_action, karekare.last_action,
                     karekare.era_end_action, karekare.final_action):
            yield make(state)
    elif kind == "moeraki":
        yield moeraki.ball(0)
        for _ in range(3):
            yield moeraki.win(0, "tahuna")
    else:
        yield kachina.first(0)
        yield kachina.turn(1, 2, 0)
        yield kachina.end()


def play(session):
    """Finish a new session of any kind."""
    for action in actions(session.game.KIND, session.state):
        session.do(action)
    return session


def text(kind):
    """The journal of a finished game of the kind, as the device writes it."""
    session = journal.Session(GAMES[kind], SETTINGS[kind])
    lines = [journal.head(session)]
    for action in actions(kind, session.state):
        lines.append(journal.action_line(session.do(action)))
    return "".join(lines)
