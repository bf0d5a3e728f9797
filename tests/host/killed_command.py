"""Run a `companion` command that the system kills (os._exit, no clean-up) just before its
step-th change to this computer's files: a rename, replace, removal, link or an open for writing.

Usage: python tests/host/killed_command.py STEP ARGS...   (exits 9 when killed)
"""

import builtins
import os
import sys

from companion import cli

STEP = int(sys.argv[1])
done = [0]


def _step(change):
    def killed_before(*args, **kwargs):
        done[0] += 1
        if done[0] == STEP:
            os._exit(9)
        return change(*args, **kwargs)

    return killed_before


for _name in ("rename", "replace", "remove", "unlink", "link"):
    setattr(os, _name, _step(getattr(os, _name)))
_open = builtins.open
_open_writing = _step(_open)
builtins.open = lambda file, mode="r", *args, **kwargs: (
    _open_writing if set(mode) & set("wax+") else _open)(file, mode, *args, **kwargs)
sys.exit(cli.main(sys.argv[2:]))
