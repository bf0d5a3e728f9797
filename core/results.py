"""A score-keeping game's outcome in one shape for every kind: is it over, who played, their
scores and who won. The device keeps a finished game in its history when a new one replaces it,
and `companion history` lists the finished games from these."""


def outcome(kind, standings):
    """{"over": bool, "players": names, "scores": ints, "winners": names} of a game's standings
    (Karekare: honor; Moeraki-Kemu: victories; Kachina: points). winners is empty until the
    game is over."""
    if kind == "karekare":
        players = standings["players"]
        return _outcome(standings["phase"] == "over", [p["tribe"] for p in players],
                        [p["honor"] for p in players], standings["winners"])
    if kind == "moeraki":
        names = standings["names"]
        winner = standings["winner"]
        return _outcome(winner is not None, names, standings["victories"],
                        [] if winner is None else [names[winner]])
    if kind == "kachina":
        names = standings["names"]
        over = bool(standings["over"])
        return _outcome(over, names, standings["scores"],
                        [names[standings["winner"]]] if over else [])
    raise ValueError("unknown game kind {!r}".format(kind))


def _outcome(over, players, scores, winners):
    return {"over": over, "players": list(players), "scores": list(scores),
            "winners": list(winners)}
