"""The `companion` command line: one subcommand per game, the simulator, the device, history.

One error path: whatever a user can get wrong (arguments, files, the device) ends with one line
on stderr and exit status 2, and changes nothing; a pipe closed early ends the command quietly
with the status of a process stopped by SIGPIPE, as other Unix tools do.
"""

import argparse
import os
import re
import signal
import sys

from companion import cli_common
from companion.cli_common import CliError
from core import version
from core.dice import DiceError
from core.errors import JournalError, RulesError
from core.games import TABLE

ERRORS = (CliError, RulesError, DiceError, JournalError)


class _Parser(argparse.ArgumentParser):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        # "-1,0,0" is a value (a list of numbers), not an option.
        self._negative_number_matcher = re.compile(r"-[0-9][0-9,]*")

    def error(self, message):
        raise CliError(message)


# The module that adds each subcommand with register(subparsers); see cli_maori for the pattern.
# Each score game of core/games.py has its own, cli_<kind>.
_COMMANDS = {"sim": "cli_sim", "selftest": "cli_selftest", "pull": "cli_device",
             "push": "cli_device", "history": "cli_history", "maori": "cli_maori"}
_COMMANDS.update((kind, "cli_" + kind) for _, kind, _ in TABLE)


def build_parser(argv=()):
    """The parser; given argv, only the subcommand it names is built (a whole parser takes
    tens of milliseconds, mostly argparse asking gettext for translations)."""
    parser = _Parser(
        prog="companion",
        description="The tabletop companion: score keeping and dice for four board games.",
    )
    parser.add_argument("--version", action="version", version="companion " + version.FIRMWARE,
                        help="the firmware version this companion is, and writes in its saves")
    subparsers = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    wanted = _COMMANDS.get(argv[0]) if argv else None
    for name in dict.fromkeys(_COMMANDS.values()):
        if wanted in (None, name):
            module = __import__("companion." + name, fromlist=["register"])
            module.register(subparsers)
    return parser


def _one_line(exc):
    """An error as one line of words."""
    if isinstance(exc, OSError):
        where = exc.filename if exc.filename is not None else ""
        text = "{}: {}".format(where, exc.strerror) if where else (exc.strerror or str(exc))
    else:
        text = str(exc)
    return " ".join(text.split()) or type(exc).__name__


def main(argv=None):
    """Run one command; returns the exit status."""
    argv = sys.argv[1:] if argv is None else argv
    del cli_common.NOTES[:]
    try:
        args = build_parser(argv).parse_args(argv)
        status = args.run(args) or 0
        sys.stdout.flush()
        for line in cli_common.NOTES:
            print(line, file=sys.stderr)
        return status
    except BrokenPipeError:
        # Nobody reads the rest: send it nowhere, so that exiting does not complain either.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 128 + signal.SIGPIPE
    except KeyboardInterrupt:
        return 128 + signal.SIGINT
    except (*ERRORS, OSError, UnicodeError) as exc:
        print("companion: error: {}".format(_one_line(exc)), file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
