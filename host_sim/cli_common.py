"""What every `companion` subcommand shares: dice options, output, errors, session files."""

import json
import os

from core import dice, journal
from core.errors import RulesError
from firmware import rings
from firmware.storage import Storage


class CliError(ValueError):
    """Bad input on the command line: one line on stderr, exit status 2."""


def int_list(text, what):
    """Parse "3,4,5" into [3, 4, 5]; a clear CliError otherwise."""
    try:
        return [int(part) for part in text.split(",") if part.strip()]
    except ValueError:
        raise CliError("{} must be whole numbers separated by commas, not {!r}".format(
            what, text)) from None


def add_dice_options(parser):
    parser.add_argument("--dice", help="the values of physical dice, in the order they are used")
    parser.add_argument("--seed", type=int, help="seed the built-in dice for a repeatable roll")


def roller(args):
    """Scripted dice from --dice, seeded dice from --seed, otherwise dice seeded by the OS."""
    if getattr(args, "dice", None):
        return dice.ScriptedDice(int_list(args.dice, "--dice"))
    if getattr(args, "seed", None) is not None:
        return dice.Dice(dice.Xorshift32(args.seed))
    return dice.Dice(dice.source_from_entropy(os.urandom(4)))


def add_colours_option(parser):
    parser.add_argument("--colours", help="each player's colour on the device's rings, in "
                                          "seat order: " + ", ".join(rings.names()))


def colours(args):
    """The --colours list, each a colour the rings can show; None when not given."""
    if not args.colours:
        return None
    chosen = [part.strip().lower() for part in args.colours.split(",")]
    for colour in chosen:
        if colour not in rings.names():
            raise CliError("unknown colour {!r}: choose from {}".format(
                colour, ", ".join(rings.names())))
    if len(set(chosen)) != len(chosen):
        raise CliError("two players have the same colour: the rings could not tell them apart")
    return chosen


def add_json_option(parser):
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def emit(args, result, text):
    """Print the result as sorted JSON with --json, otherwise as the readable text."""
    if getattr(args, "json", False):
        print(json.dumps(result, sort_keys=True))
    else:
        print(text)


def default_session_path(kind):
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local",
                                                         "share")
    return os.path.join(base, "tabletop-companion", kind + ".journal")


def add_session_option(parser, kind):
    parser.add_argument(
        "--session", default=None,
        help="the journal file (default: {})".format(default_session_path(kind)),
    )


def session_path(args, kind):
    return args.session or default_session_path(kind)


def storage_of(path):
    """(Storage, name) for a session file: its folder and its file name."""
    folder, name = os.path.split(os.path.abspath(path))
    return Storage(folder), name


def load_session(path, game):
    """(storage, name, session) of the session saved at path; a CliError when there is none."""
    storage, name = storage_of(path)
    if not os.path.exists(path):
        raise CliError("no session at {}: start one with `new`".format(path))
    session, notice = storage.read_session(name, game)
    if notice:
        print("note: " + notice)
    return storage, name, session


def create_session(path, session):
    """Save a new session at path, making its folder if needed."""
    folder = os.path.dirname(path)
    if folder:
        os.makedirs(folder, exist_ok=True)
    storage, name = storage_of(path)
    storage.create(name, session)


ERRORS = (CliError, RulesError, dice.DiceError, journal.JournalError)
