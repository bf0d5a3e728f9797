"""`companion selftest`: run the first-boot check on a Pico through mpremote."""

import os
import subprocess
import sys

from companion import cli_common

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPT = os.path.join(ROOT, "firmware", "boards", "pico_selftest.py")


def register(subparsers):
    parser = subparsers.add_parser(
        "selftest", help="run the self-test on a connected Pico (through mpremote run)",
        description="Lights each LED in turn, draws a test pattern, asks for each button on the "
        "screen, checks the flash, and prints what it found. The firmware must be deployed "
        "first (make deploy PORT=...).")
    parser.add_argument("--port", default="auto", help="the serial port (default: auto)")
    parser.add_argument("--dry-run", action="store_true", help="print the command only")
    parser.set_defaults(run=run)


def command(port):
    mpremote = os.path.join(os.path.dirname(sys.executable), "mpremote")
    return [mpremote, "connect", port, "run", SCRIPT]


def run(args):
    argv = command(args.port)
    if args.dry_run:
        print(" ".join(argv))
        return 0
    try:
        done = subprocess.run(argv, stderr=subprocess.PIPE, text=True, errors="replace")
    except OSError as exc:
        raise cli_common.CliError("cannot run mpremote: {}".format(exc.strerror)) from None
    if done.returncode:
        said = done.stderr.strip().splitlines()
        raise cli_common.CliError("the self-test did not finish: {}".format(
            said[-1] if said else "mpremote ended with status {}".format(done.returncode)))
    return 0
