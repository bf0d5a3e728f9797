"""`companion` in a process forked from multiprocessing's forkserver, which imports this module
(and so the command line) once: a hundred commands start without importing it a hundred times.
Imports nothing of the tests, so the server starts quickly."""

import sys

from companion.cli import main


def run(argv):
    """The target of a forked process: exits with the command's status."""
    sys.exit(main(argv))
