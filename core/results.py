"""A score-keeping game's outcome in one shape for every kind: is it over, who played, their
scores and who won. The device keeps a finished game in its history when a new one replaces it,
and `companion history` lists the finished games from these."""

from core.games import GAMES


def outcome(kind, standings):
    """{"over": bool, "players": names, "scores": ints, "winners": names} of a game's standings,
    as its rules' outcome(standings) gives them; winners is empty until the game is over."""
    game = GAMES.get(kind)
    if game is None:
        raise ValueError("unknown game kind {!r}".format(kind))
    over, players, scores, winners = game.outcome(standings)
    return {"over": over, "players": list(players), "scores": list(scores),
            "winners": list(winners)}


def play(session):
    """The outcome of a session with its "kind" and "starter": the index of the player who
    started, or None where the game does not keep it."""
    game = session.game
    result = outcome(game.KIND, session.standings())
    result["kind"] = game.KIND
    result["starter"] = game.starter(session.state)
    return result
