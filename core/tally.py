"""Statistics over finished games: each player's plays, wins and average score in each game,
always with the number of plays they rest on. The device's Statistics screen and `companion
history --stats` both show these lines."""

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
