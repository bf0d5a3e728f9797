"""make heap-paths: make test's MicroPython heap ceilings under folder names of other lengths.

A ceiling that passes here can fail in CI's clean checkout: the scratch folder's name (a pytest
process's id) and the checkout's path shift what the unix port allocates, and a fragmented heap
then lacks one whole block (stop 39's CI: a 4,404-byte fake display at 512 KB). This runs the
tests that hold those ceilings (tests/host/test_micropython.py, tests/host/test_memory.py) with
the scratch and bench folders' names lengthened by 0 to PADS characters (COMPANION_PATH_PAD,
tests/conftest.py) and lists the tests that fail at each length. Minutes of CPU, so kept out of
make test (about 2 minutes on 2 cores).
"""

import argparse
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TESTS = ("tests/host/test_micropython.py", "tests/host/test_memory.py")
PADS = 7  # a process id of 1 to 8 digits, or a checkout path that much longer


def failures(pad):
    """The tests that failed with the folders' names pad characters longer."""
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-n", "2", "-p", "no:cacheprovider",
                          *TESTS], cwd=ROOT, capture_output=True, text=True,
                         env=dict(os.environ, COMPANION_PATH_PAD="x" * pad,
                                  COMPANION_TEST_COUNTS=os.path.join(ROOT, "build",
                                                                     "heap-paths-counts.json")))
    failed = [line.split()[1] for line in run.stdout.splitlines() if line.startswith("FAILED ")]
    if run.returncode and not failed:
        failed = ["pytest exited {}: {}".format(run.returncode, run.stdout[-300:])]
    return failed


def count(text):
    pads = int(text)  # argparse says a ValueError in one line
    if not 0 <= pads <= 40:
        raise argparse.ArgumentTypeError("from 0 to 40 characters, not {}".format(pads))
    return pads


def main(argv):
    parser = argparse.ArgumentParser(prog="tools/heap_paths.py", description="make test's "
                                     "MicroPython heap ceilings under folder names 0 to PADS "
                                     "characters longer.")
    parser.add_argument("pads", nargs="?", type=count, default=PADS,
                        help="the most characters added (default {})".format(PADS))
    pads = parser.parse_args(argv).pads
    bad = 0
    for pad in range(pads + 1):
        failed = failures(pad)
        bad += bool(failed)
        print("pad {}: {}".format(pad, ", ".join(failed) if failed else "every ceiling held"),
              flush=True)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
