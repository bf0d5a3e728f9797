"""An empty scratch folder under build/, one per interpreter, for tests that save files."""

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


def fresh_dir(name):
    """build/scratch-<interpreter>/<name>, created empty."""
    path = "build"
    for part in ("", "/scratch-" + sys.implementation.name, "/" + name):
        path += part
        try:
            os.mkdir(path)
        except OSError:
            pass  # it exists
    _rmtree(path)
    return path
