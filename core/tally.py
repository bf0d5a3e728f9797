"""Finished games in words. Statistics over them: each player's plays, wins and average score
in each game, always with the number of plays they rest on (the device's Statistics screen and
`companion history --stats`); and one game's result and final standings (the device's Finished
games, `companion history`, BG Stats' ranks)."""

from core.games import title


def tally(plays):
    """kind -> [plays of the kind, {name: [plays, wins, total score]}] of finished plays
    (core/results.py play())."""
    totals = {}
    for play in plays:
        entry = totals.get(play["kind"])
        if entry is None:
            entry = totals[play["kind"]] = [0, {}]
        entry[0] += 1
        for name, score in zip(play["players"], play["scores"]):
            counts = entry[1].get(name)
            if counts is None:
                counts = entry[1][name] = [0, 0, 0]
            counts[0] += 1
            counts[1] += 1 if name in play["winners"] else 0
            counts[2] += score
    return totals


def rows(totals):
    """[(kind, plays, [(name, plays, wins, average score)])], kinds and names sorted."""
    out = []
    for kind in sorted(totals):
        count, players = totals[kind]
        out.append((kind, count, [(name, n, wins, total / n)
                                  for name, (n, wins, total) in sorted(players.items())]))
    return out


def _plays(count):
    return "{} play{}".format(count, "" if count == 1 else "s")


def lines(table, indent=""):
    """The rows as lines of text: a game's title and its plays, then one line per player,
    after indent."""
    out = []
    for kind, count, players in table:
        out.append("{}: {}".format(title(kind), _plays(count)))
        for name, n, wins, average in players:
            out.append("{}{}: won {} of {}, avg {:.1f}".format(indent, name, wins, n, average))
    return out or ["no finished games yet"]


def result(play):
    """Who won a finished play (core/results.py play()): "Ben wins", or "Ana and Ben share the
    victory" (Karekare's last tie-break)."""
    winners = play["winners"]
    if not winners:  # a kept journal cut short at a line's end: still valid, not over
        return "no winner"
    if len(winners) > 1:
        return " and ".join(winners) + " share the victory"
    return winners[0] + " wins"


def ranks(play):
    """Each player's rank: 1 for the winners, then by score, ties sharing a rank and the next
    rank counting every player above (1, 1, 3)."""
    scores, winners = play["scores"], play["winners"]
    out = []
    for name, score in zip(play["players"], scores):
        if name in winners:
            out.append(1)
            continue
        above = len(winners)
        for other, other_score in zip(play["players"], scores):
            if other not in winners and other_score > score:
                above += 1
        out.append(above + 1)
    return out


def standings(play):
    """A finished play's final standings, a line per player, best first: "1 Ben: 2"."""
    players, scores = play["players"], play["scores"]
    order = sorted(zip(ranks(play), range(len(players))))
    return ["{} {}: {}".format(rank, players[p], scores[p]) for rank, p in order]
