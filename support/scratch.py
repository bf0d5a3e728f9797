"""An empty scratch folder for tests that save files, one per process and interpreter.

The folders sit under $COMPANION_SCRATCH, which each pytest process sets to a folder of its own
(tests/conftest.py), so parallel workers and two runs in one checkout never share one; the
MicroPython runs it starts inherit it. Run by hand, without it, they sit under build/scratch.
"""

import os
import sys


def _rmtree(path):
    for entry in os.listdir(path):
        child = path + "/" + entry
        if os.stat(child)[0] & 0x4000:
            _rmtree(child)
            os.rmdir(child)
        else:
            os.remove(child)


def _root():
    try:
        return os.getenv("COMPANION_SCRATCH") or "build/scratch"
    except AttributeError:  # a port with no environment (the web page's)
        return "build/scratch"


def fresh_dir(name):
    """<scratch root>/<interpreter>/<name>, created empty."""
    parts = "/".join((_root(), sys.implementation.name, name)).split("/")
    for end in range(1, len(parts) + 1):
        path = "/".join(parts[:end])
        try:
            os.mkdir(path)
        except OSError:
            pass  # it exists (or is "", the start of an absolute path)
    _rmtree(path)
    return path
