"""`companion karekare`: keep the honor ledger of a Karekare game from the command line."""

from companion import cli_common
from companion.cli_session import GameCli
from core import karekare


def _tribe_name(text):
    for tribe in karekare.TRIBES:
        if tribe.lower() == text.strip().lower():
            return tribe
    raise cli_common.CliError("unknown tribe {!r}: choose from {}".format(
        text, ", ".join(karekare.TRIBES)))


def _player(session, name):
    return karekare.find_player(session.state, name)


def _add_settings(parser):
    parser.add_argument("--players", required=True,
                        help="the tribes in seating order, e.g. Ronga,Kutaroa")
    parser.add_argument("--no-tracking", action="store_true",
                        help="do not count timber and sweet potato (the tokens are on the table)")
    parser.add_argument("--first", help="the starting player (default: drawn with the dice)")
    cli_common.add_colours_option(parser)
    cli_common.add_dice_options(parser)


def _settings_from(args):
    tribes = [_tribe_name(part) for part in cli_common.items(args.players, "--players")]
    first = None
    if args.first is not None:
        first = _tribe_name(args.first)
        if first not in tribes:
            raise cli_common.CliError("{} is not playing".format(first))
        first = tribes.index(first)
    colours = cli_common.colours(args)
    dice = None if first is not None else cli_common.roller(args)
    return karekare.make_settings(tribes, 0 if args.no_tracking else 1, first, dice, colours)


def _act_args(parser):
    parser.add_argument("tribe", help="the player who placed the tile")
    parser.add_argument("placed", choices=karekare.TILES, help="the tile placed")
    parser.add_argument("next_to", choices=karekare.TILES, help="the neighbour that acts")
    parser.add_argument("--owner", help="whose hut is on the hill, whose canoe is replaced, "
                                        "or whose field is harvested")
    parser.add_argument("--field", type=cli_common.whole,
                        help="which of the owner's fields (1-{})".format(karekare.MARKERS))


def _act(args, session):
    owner = None if args.owner is None else _player(session, args.owner)
    field = None
    if args.field is not None:
        if not 1 <= args.field <= karekare.MARKERS:
            raise cli_common.CliError("--field is a field's number, 1 to {}".format(
                karekare.MARKERS))
        field = args.field - 1
    action = karekare.act_action(session.state, _player(session, args.tribe), args.placed,
                                 args.next_to, owner, field)
    where = "{} next to {}".format(args.placed, args.next_to)
    if owner is not None and len(action) == 4:
        raise cli_common.CliError("{} takes no --owner".format(where))
    if field is not None and len(action) < 6:
        raise cli_common.CliError("{} takes no --field".format(where))
    return action


def _era_end_args(parser):
    parser.add_argument("--canoes", help="canoes on tiles per player (default: as counted)")
    parser.add_argument("--huts", help="huts on tiles per player (default: as counted)")
    parser.add_argument("--first", help="the next first player, when the table drew a tie")
    cli_common.add_dice_options(parser)


def _era_end(args, session):
    canoes = None if args.canoes is None else cli_common.numbers(args.canoes, "--canoes")
    huts = None if args.huts is None else cli_common.numbers(args.huts, "--huts")
    first = None if args.first is None else _player(session, args.first)
    return karekare.era_end_action(session.state, canoes, huts, cli_common.roller(args), first)


def _no_args(parser):
    pass


def _last(args, session):
    return karekare.last_action(session.state)


def _final_args(parser):
    parser.add_argument("--timber", help="timber left per player, x5 tokens as 5 "
                                         "(default: as counted)")
    parser.add_argument("--sweet", help="sweet potato left per player (default: as counted)")


def _final(args, session):
    timber = None if args.timber is None else cli_common.numbers(args.timber, "--timber")
    sweet = None if args.sweet is None else cli_common.numbers(args.sweet, "--sweet")
    return karekare.final_action(session.state, timber, sweet)


def _honor_args(parser):
    parser.add_argument("tribe")
    parser.add_argument("change", type=cli_common.whole, help="e.g. 2 or -2")
    parser.add_argument("reason", nargs="*", help="why, in a few words")


def _honor(args, session):
    return karekare.honor_action(session.state, _player(session, args.tribe), args.change,
                                 " ".join(args.reason))


def _supply_args(parser):
    parser.add_argument("tribe")
    parser.add_argument("timber", type=cli_common.whole)
    parser.add_argument("sweet", type=cli_common.whole)


def _supply(args, session):
    return karekare.supply_action(session.state, _player(session, args.tribe), args.timber,
                                  args.sweet)


def _turn_args(parser):
    parser.add_argument("tribe", nargs="?", help="whose turn starts (default: to the left)")


def _turn(args, session):
    player = None if args.tribe is None else _player(session, args.tribe)
    return karekare.turn_action(session.state, player)


def _count(value):
    return "-" if value is None else str(value)


def format_standings(standings):
    """The standings as a few lines of text."""
    tracked = "counted" if standings["tracking"] else "not counted"
    turn = ", {}'s turn".format(standings["turn"]) if standings["turn"] else ""
    lines = ["Era {}, {}{}. First player: {}. Timber and sweet potato: {}.".format(
        standings["era"], standings["phase"], turn, standings["first"], tracked)]
    lines.append("{:<10} {:>5} {:>6} {:>6} {:>5} {:>6} {:>7}".format(
        "tribe", "honor", "timber", "potato", "huts", "canoes", "markers"))
    for p in standings["players"]:
        lines.append("{:<10} {:>5} {:>6} {:>6} {:>5} {:>6} {:>7}".format(
            p["tribe"], p["honor"], _count(p["timber"]), _count(p["sweet_potato"]),
            "{}/{}".format(p["huts_placed"], p["huts_supply"]),
            "{}/{}".format(p["canoes_placed"], p["canoes_supply"]),
            "{}/{}".format(p["field_markers"], karekare.MARKERS - p["field_markers"])))
    lines.append("(huts, canoes, markers: placed/in supply)")
    winners = standings["winners"]
    if standings["win_by"] == "shared":
        lines.append("Shared victory: {}.".format(" and ".join(winners)))
    elif winners:
        how = "most honor" if standings["win_by"] == "honor" else (
            "tied on honor, most timber and sweet potato")
        lines.append("Winner: {} ({}).".format(winners[0], how))
    if not standings["actions"]:
        setup = standings["setup"]
        lines.append("Setup: draft {} tiles ({}); {} piles of {}; {} tiles used, {} back in the "
                     "box.".format(setup["draft_tiles"], ", ".join(setup["draft_order"]),
                                   setup["piles"], setup["pile_size"], setup["tiles_used"],
                                   setup["tiles_returned"]))
    return "\n".join(lines)


CLI = GameCli(
    karekare,
    "Karekare: the honor ledger, eras, final turn and bonuses (2-4 players)",
    _add_settings,
    _settings_from,
    [
        ("act", "a tile placed next to a neighbour: the action table", _act_args, _act),
        ("turn", "the turn passes to the left (or to TRIBE)", _turn_args, _turn),
        ("era-end", "score the era: 4 per canoe, 3 per hut on tiles", _era_end_args, _era_end),
        ("last-turn", "era 3's pile and market are out: one final turn each", _no_args, _last),
        ("final", "the final bonus for timber, sweet potato, huts and field markers",
         _final_args, _final),
        ("honor", "correct a player's honor, with a reason", _honor_args, _honor),
        ("supply", "set a player's timber and sweet potato to the tokens on the table",
         _supply_args, _supply),
    ],
    format_standings,
)


def register(subparsers):
    CLI.register(subparsers)
