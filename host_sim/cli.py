"""The `companion` command line."""

import sys


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    print("companion: the simulator is coming; try `companion maori --help`")
    return 0
