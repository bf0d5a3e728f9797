"""`companion moeraki`: a Moeraki-Kemu match on the Moeraki scale."""

from companion import cli_common, cli_session
from companion.cli_session import GameCli
from core import moeraki


def _player(session, text):
    """A player by name (any case) or by number, 1 or 2."""
    names = session.state.names
    for index, name in enumerate(names):
        if text.lower() == name.lower():
            return index
    if text in ("1", "2"):
        return int(text) - 1
    raise cli_common.CliError("no player {!r}: use {} or {}, or 1 or 2".format(text, *names))


def _add_player(parser):
    parser.add_argument("player", help="a name, or 1 or 2")


def _add_settings(parser):
    parser.add_argument("--level", default="basic", choices=moeraki.LEVELS,
                        help="beginner, basic or master (default basic)")
    parser.add_argument("--target", default="kiwi",
                        help="Uira 3, Kiwi 5, Moa 7 or Ika Moana 10, by name or number "
                             "(default kiwi)")
    parser.add_argument("--names", nargs=2, metavar="NAME",
                        default=list(moeraki.DEFAULT_NAMES),
                        help="the two players (default Matau Manaia)")
    cli_common.add_colours_option(parser)


def _settings(args):
    target = args.target
    if target.strip().lstrip("-").isdigit():
        target = cli_common.number(target, "--target")
    return moeraki.settings(args.level, target, cli_common.names(args.names),
                            cli_common.colours(args))


def _add_win(parser):
    _add_player(parser)
    parser.add_argument("way", help="tahuna, awa-a, awa-b or ara")


def _win(args, session):
    way = args.way.lower().replace("_", "-")
    if way in ("awaa", "awab"):
        way = way[:3] + "-" + way[3]
    return moeraki.win(_player(session, args.player), way)


def _add_marae(parser):
    for number in (1, 2):
        parser.add_argument("tiles{}".format(number), metavar="TILES{}".format(number),
                            help="player {}: full,semi3-0,semi2-1 (e.g. 4,0,1)".format(number))


def _tiles(text, number):
    tiles = cli_common.numbers(text, "player {}'s tiles".format(number))
    if len(tiles) != 3:
        raise cli_common.CliError(
            "player {}'s tiles are three numbers: full,semi3-0,semi2-1".format(number))
    return tiles


def _marae(args, session):
    return moeraki.marae(_tiles(args.tiles1, 1), _tiles(args.tiles2, 2))


ACTIONS = [
    ("ball", "who placed the Moeraki-ball (first game: the younger player)", _add_player,
     lambda args, session: moeraki.ball(_player(session, args.player))),
    ("win", "a game won early: tahuna, awa-a, awa-b or ara", _add_win, _win),
    ("marae", "a game ended on the holy ground: both players' tiles", _add_marae, _marae),
    ("tie", "an Ara tie in the beginner's game: no victory", cli_session.no_arguments,
     lambda args, session: moeraki.tie()),
    ("tane", "master's game: a player brought the Maori-Tane forward", _add_player,
     lambda args, session: moeraki.tane(_player(session, args.player))),
]


def format_standings(st):
    names = st["names"]
    width = max(len(name) for name in names)
    lines = ["{} (first to {}), {} game".format(st["scale"], st["target"], st["level"])]
    for index, name in enumerate(names):
        lines.append("  {:<{}}  {}".format(name, width, st["victories"][index]))
    tallies = []
    for way, label in zip(moeraki.WAYS, moeraki.WAY_NAMES):
        counts = st["ways"][way]
        if counts[0] or counts[1]:
            tallies.append("{} {}-{}".format(label, counts[0], counts[1]))
    if st["ties"]:
        tallies.append("Ara ties {}".format(st["ties"]))
    if tallies:
        lines.append("ways: " + ", ".join(tallies))
    if st["winner"] is not None:
        winner = st["winner"]
        lines.append("{} wins the Kemu {}-{}".format(
            names[winner], st["victories"][winner], st["victories"][1 - winner]))
        return "\n".join(lines)
    game = "game {}: ".format(st["game"])
    if st["placer"] is None:
        lines.append(game + "enter who places the ball (the younger player)")
    elif st["placer_open"]:
        lines.append(game + "{} places the ball again (proposed; `ball` changes it)".format(
            names[st["placer"]]))
    else:
        lines.append(game + "{} places the ball".format(names[st["placer"]]))
    used = [names[index] for index in (0, 1) if st["tane"][index]]
    if used:
        lines.append("Tane forward: " + ", ".join(used))
    return "\n".join(lines)


_CLI = GameCli(moeraki, "Moeraki-Kemu: a match on the Moeraki scale", _add_settings, _settings,
               ACTIONS, format_standings)


def register(subparsers):
    _CLI.register(subparsers)
