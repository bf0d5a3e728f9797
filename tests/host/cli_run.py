"""Running `companion` in the tests: in this process, or as a program (as another user, too),
and what it left in a folder."""

import contextlib
import functools
import io
import os
import subprocess
import sys

import pytest
from conftest import ROOT

from companion.cli import main

NOBODY = 65534


def run(*argv):
    """(status, stdout, stderr) of the command, run in this process."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    return code, out.getvalue(), err.getvalue()


def ok(*argv):
    code, out, err = run(*argv)
    assert (code, err) == (0, ""), (argv, code, err)
    return out


AS_NOBODY = ["setpriv", "--reuid={}".format(NOBODY), "--regid={}".format(NOBODY),
             "--clear-groups"]


@functools.cache
def _why_nobody_cannot_run_the_code():
    """"" when nobody can import this checkout's code, else the error it gets: a folder above
    the checkout that only root may enter (`mktemp -d` makes one; many homes are one too)."""
    done = subprocess.run(AS_NOBODY + [sys.executable, "-c", "import companion.cli"], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    return "" if done.returncode == 0 else (done.stderr.strip().splitlines() or ["?"])[-1]


def program(*argv, unprivileged=False, env=None, timeout=120):
    """The installed command as a separate process; unprivileged runs it as nobody when the
    tests run as root (whose writes no permission stops), and skips the test when nobody cannot
    reach the code."""
    prefix = []
    if unprivileged and os.geteuid() == 0:
        if _why_nobody_cannot_run_the_code():
            pytest.skip("the user nobody cannot reach the code in {} ({}): a folder above it is "
                        "private".format(ROOT, _why_nobody_cannot_run_the_code()))
        prefix = AS_NOBODY
    return subprocess.run(prefix + [sys.executable, "-m", "companion.cli", *argv], cwd=ROOT,
                          capture_output=True, text=True, timeout=timeout,
                          env=dict(os.environ, **(env or {})))


def one_error(code, out, err):
    """The promise for bad input: status 2, nothing on stdout, one line on stderr."""
    assert code == 2, (code, out, err)
    assert out == "", out
    assert err.count("\n") == 1 and err.startswith("companion: error: "), err
    return err


def files(folder):
    """{path under folder: its bytes, or what a link points to} for everything but locks."""
    found = {}
    for top, dirs, names in os.walk(folder):
        for name in sorted(dirs + names):
            path = os.path.join(top, name)
            key = os.path.relpath(path, folder)
            if name.endswith(".lock"):
                continue
            if os.path.islink(path):
                found[key] = "-> " + os.readlink(path)
            elif os.path.isfile(path):
                with open(path, "rb") as f:
                    found[key] = f.read()
            elif not os.path.isdir(path):
                found[key] = "special"
    return found
