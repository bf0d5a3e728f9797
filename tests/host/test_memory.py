"""Memory on the real MicroPython: the idle step allocates nothing (gc.mem_alloc), and the full
session runs within a heap ceiling."""

import os
import subprocess
import sys

from conftest import ROOT
from test_micropython import MICROPYTHON

IDLE = """
import sys, gc
sys.path.insert(0, 'tests/portable'); sys.path.insert(0, '.')
import scenario
app, board, driver = scenario.boot('alloc')
driver.script(SCRIPT)
driver.run(200)


def measure(step):
    # Locals only: a new global would grow the module dict inside the window.
    now = 10000
    gc.collect()
    before = gc.mem_alloc()
    while now < 11000:
        step(now)
        now += 1
    return gc.mem_alloc() - before


print(measure(app.step))
"""


def _idle_alloc(script):
    code = "SCRIPT = {!r}\n".format(script) + IDLE
    run = subprocess.run([MICROPYTHON, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    return int(run.stdout.strip())


def test_idle_step_allocates_nothing_on_the_menu():
    assert _idle_alloc("") == 0


def test_idle_step_allocates_nothing_on_the_scoreboards():
    # Kachina: 3 players as offered, P1 first (named); Moeraki: defaults, Matau places the ball.
    assert _idle_alloc("next 2\nok\nok\nprev\nok\nok\nnext\nok") == 0
    assert _idle_alloc("next\nok\nok\nok\nok\nok\nok") == 0


# The measured ceilings (BENCHMARKS.md: 176 KB for the build, 216 KB for the sources, on the
# 64-bit unix port) plus a margin for heap fragmentation. The 64 KB cannot hold the
# bytecode of the app and one game on this port; see BENCHMARKS.md for what would close it.
CEILINGS = (("build/device", "208K"), ("", "256K"))


def test_the_full_session_runs_within_the_heap_ceilings():
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import build_tree

    build_tree.build()
    for tree, heap in CEILINGS:
        argv = [MICROPYTHON, "-X", "heapsize=" + heap, "tools/bench_mp.py", "session",
                "tests/sessions/full_session.script"] + ([tree] if tree else [])
        run = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, timeout=600)
        assert "session: done, 0 crashes" in run.stdout, (tree, heap, run.stdout + run.stderr)
