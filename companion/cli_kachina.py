"""`companion kachina`: the Kachina score track and its tie-break."""

from companion import cli_common, cli_session
from companion.cli_session import GameCli
from core import kachina


def _player(session, text):
    """A player by name (any case) or by seat number from 1."""
    names = session.state.names
    for index, name in enumerate(names):
        if text.lower() == name.lower():
            return index
    if cli_common.is_number(text) and 1 <= int(text) <= len(names):
        return int(text) - 1
    raise cli_common.CliError("no player {!r}: use a name ({}) or 1 to {}".format(
        text, ", ".join(names), len(names)))


def _add_settings(parser):
    parser.add_argument("names", nargs="+", metavar="NAME",
                        help="2 to 5 players in clockwise order (up to 10 letters each)")
    cli_common.add_colours_option(parser)


def _settings(args):
    return kachina.settings(cli_common.names(args.names), cli_common.colours(args))


def _add_first(parser):
    parser.add_argument("player", help="who starts the board (a name or a seat number)")


def _add_turn(parser):
    parser.add_argument("row", type=cli_common.whole, help="points for the row: 0, or 2 to 7")
    parser.add_argument("column", type=cli_common.whole, nargs="?", default=0,
                        help="points for the column: 0, or 2 to 7 (default 0)")
    parser.add_argument("--player", help="whose turn (default: the next player clockwise)")


def _turn(args, session):
    if args.player is not None:
        player = _player(session, args.player)
    else:
        player = kachina.next_player(session.state)
        if player is None:
            raise cli_common.CliError("the game starts with `first PLAYER`")
    return kachina.turn(player, args.row, args.column)


ACTIONS = [
    ("first", "the first play of the game: it scores 1 point", _add_first,
     lambda args, session: kachina.first(_player(session, args.player))),
    ("turn", "a turn's points: row plus column", _add_turn, _turn),
    ("end", "the last tile is played: the game is over", cli_session.no_arguments,
     lambda args, session: kachina.end()),
]


def format_standings(st):
    names = st["names"]
    width = max(len(name) for name in names)
    lines = []
    for place, index in enumerate(st["ranking"], 1):
        turns = st["turns"][index]
        lines.append("{}. {:<{}} {:>3}  ({} turn{})".format(
            place, names[index], width, st["scores"][index], turns, "" if turns == 1 else "s"))
    tied = st["top"]
    if len(tied) > 1:
        lines.append("tie at {}: {} reached it first".format(
            st["scores"][tied[0]], names[st["ranking"][0]]))
    if st["over"]:
        lines.append("game over: {} wins".format(names[st["winner"]]))
    elif st["next"] is None:
        lines.append("start with `first PLAYER`: the first play scores 1")
    else:
        lines.append("next: {}".format(names[st["next"]]))
    return "\n".join(lines)


_CLI = GameCli(kachina, "Kachina: the score track, ties to who reached the top first",
               _add_settings, _settings, ACTIONS, format_standings)


def register(subparsers):
    _CLI.register(subparsers)
