"""The `companion` command line: one subcommand per game, plus the simulator."""

import argparse
import sys

from host_sim import cli_common


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise cli_common.CliError(message)


# Each module adds its subcommand with register(subparsers); see cli_maori for the pattern.
_COMMANDS = ("cli_sim", "cli_selftest", "cli_maori", "cli_karekare", "cli_moeraki", "cli_kachina")


def build_parser():
    parser = _Parser(
        prog="companion",
        description="The tabletop companion: score keeping and dice for four board games.",
    )
    subparsers = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for name in _COMMANDS:
        module = __import__("host_sim." + name, fromlist=["register"])
        module.register(subparsers)
    return parser


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    try:
        args = build_parser().parse_args(argv)
        return args.run(args) or 0
    except cli_common.ERRORS as exc:
        print("companion: error: {}".format(exc), file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
