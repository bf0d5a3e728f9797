"""`companion history`: the finished games, oldest first, as text, JSON, CSV or BG Stats import
links, or the statistics over them."""

import csv
import datetime
import json
import sys

from companion import archive, cli_common, places
from core import bgstats, tally
from core.games import title


def register(subparsers):
    parser = subparsers.add_parser(
        "history", help="list the finished games: date, game, players, scores, winner",
        description="List every finished game the computer has seen, oldest first: those "
        "replaced by `new`, those kept by the simulator and those pulled from the device. A "
        "game from the device has no date: the device has no clock.")
    output = parser.add_mutually_exclusive_group()
    cli_common.add_json_option(output)
    output.add_argument("--csv", action="store_true", help="print CSV with a header row")
    output.add_argument("--bgstats", action="store_true",
                        help="print one BG Stats import link (bgstats://) per game: open it on "
                        "the phone or tablet that has BG Stats")
    output.add_argument("--stats", action="store_true",
                        help="print each player's plays, wins and average score in each game")
    parser.set_defaults(run=run)


def _date(mtime):
    return None if mtime is None else datetime.datetime.fromtimestamp(mtime).astimezone()


def _text(date, kind, outcome):
    scores = ", ".join("{} {}".format(player, score)
                       for player, score in zip(outcome["players"], outcome["scores"]))
    when = date.strftime("%Y-%m-%d %H:%M") if date else "date unknown"
    return "{:<16}  {:<12}  {}: {}".format(when, title(kind), scores, tally.result(outcome))


def _row(date, kind, outcome):
    return {"date": date.isoformat(timespec="seconds") if date else None, "game": kind,
            "players": outcome["players"], "scores": outcome["scores"],
            "winners": outcome["winners"]}


def run(args):
    def skipped(path, error):
        cli_common.note("{} cannot be read ({}): left out".format(path, error))

    games = archive.games(places.flash_folder(), skipped)
    if args.bgstats:
        for date, _, outcome in games:
            when = _date(date)
            print(bgstats.link(outcome, when.strftime("%Y-%m-%d %H:%M:%S") if when else None))
    elif args.stats:
        table = tally.rows(tally.tally(outcome for _, _, outcome in games))
        for line in tally.lines(table, "  "):
            print(line)
    elif args.csv:
        out = csv.writer(sys.stdout, lineterminator="\n")
        out.writerow(("date", "game", "players", "scores", "winners"))
        for date, kind, outcome in games:
            row = _row(_date(date), kind, outcome)
            out.writerow((row["date"] or "", kind, ";".join(row["players"]),
                          ";".join(str(score) for score in row["scores"]),
                          ";".join(row["winners"])))
    elif args.json:
        rows = (json.dumps(_row(_date(date), kind, outcome), sort_keys=True)
                for date, kind, outcome in games)
        print('{"games": [' + ", ".join(rows) + "]}")
    else:
        count = 0
        for date, kind, outcome in games:
            print(_text(_date(date), kind, outcome))
            count += 1
        if not count:
            print("no finished games yet")
