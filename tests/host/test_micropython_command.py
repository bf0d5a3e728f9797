"""python -m support.micropython, the command BENCHMARKS.md gives for running
a program on the unix port: its own options first, then the port's, which start with a dash."""

import subprocess
import sys

from conftest import ROOT


def _run(*args):
    return subprocess.run([sys.executable, "-m", "support.micropython", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def test_the_ports_own_options_reach_the_port():
    done = _run("-X", "heapsize=64K", "-c", "import gc; print(gc.mem_free() < 65536)")
    assert (done.returncode, done.stdout, done.stderr) == (0, "True\n", "")


def test_a_tree_comes_ahead_of_the_sources():
    done = _run("--tree", "build/somewhere", "-c", "import sys; print(sys.path[2])")
    assert (done.returncode, done.stdout) == (0, "build/somewhere\n")
