"""The one place that runs the MicroPython unix port, and its module path (MICROPYPATH).

Frozen modules come first, as on a device; then tests/fakes (machine, neopixel) for a program
that boots the Pico's board; then a compiled tree (build/device) ahead of the sources; then the
repository, whose core, firmware, host_sim and support a program imports. A script's own folder
is put first by the port itself.

    run(["-X", "heapsize=2M", "tests/micropython/full_littlefs.py"], capture_output=True)
    .venv/bin/python -m support.micropython [--binary B] [--tree DIR] [--fakes] ARGS...  # by hand
"""

import argparse
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.join(ROOT, ".venv", "bin", "micropython")
FAKES = "tests/fakes"


def path(tree=None, fakes=False, extra=(), sources=True):
    """MICROPYPATH: .frozen, the fakes, the tree, the extra folders, the sources. The folders
    are relative to the run's folder, the repository or a copy of it (tools/mutants.py)."""
    folders = [".frozen"] + ([FAKES] if fakes else []) + ([tree] if tree else []) + list(extra)
    return ":".join(folders + (["."] if sources else []))


def env(tree=None, fakes=False, extra=(), sources=True):
    return dict(os.environ, MICROPYPATH=path(tree, fakes, extra, sources))


def run(args, binary=BINARY, tree=None, fakes=False, extra=(), sources=True, **kwargs):
    """subprocess.run of binary with args, in the repository unless cwd names a copy of it."""
    kwargs.setdefault("cwd", ROOT)
    return subprocess.run([binary, *args], env=env(tree, fakes, extra, sources), **kwargs)


def portable_test(path, heap="512K", binary=BINARY, **kwargs):
    """Run one portable test module (tests/mp_runner.py), its folder on the path; path is
    relative to the repository."""
    return run(["-X", "heapsize=" + heap, "tests/mp_runner.py", path], binary=binary,
               extra=(os.path.dirname(path),), **kwargs)


def main(argv):
    """python -m support.micropython [--binary B] [--tree DIR] [--fakes] ARGS...: the options
    before the port's own arguments (which may start with a dash, as -X does)."""
    parser = argparse.ArgumentParser(prog="python -m support.micropython",
                                     description="The unix port, with MICROPYPATH set up.")
    parser.add_argument("--binary", default=BINARY, help="another build of the port")
    parser.add_argument("--tree", help="a compiled tree, ahead of the sources")
    parser.add_argument("--fakes", action="store_true", help="tests/fakes' machine and neopixel")
    ours = 0
    while ours < len(argv) and argv[ours] in ("--binary", "--tree", "--fakes", "-h", "--help"):
        ours += 1 if argv[ours] in ("--fakes", "-h", "--help") else 2
    options = parser.parse_args(argv[:ours])
    return run(argv[ours:], options.binary, options.tree, options.fakes,
               cwd=os.getcwd()).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
