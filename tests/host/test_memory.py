"""Memory on the real MicroPython: the idle step allocates nothing (gc.mem_alloc)."""

import subprocess

from conftest import ROOT
from test_micropython import MICROPYTHON

IDLE = """
import sys, gc
sys.path.insert(0, 'tests/portable'); sys.path.insert(0, '.')
import scenario
app, board, driver = scenario.boot('alloc')
driver.run(200)
gc.collect()
now = 10000
before = gc.mem_alloc()
while now < 11000:
    app.step(now)
    now += 1
print(gc.mem_alloc() - before)
"""


def test_idle_step_allocates_nothing_on_micropython():
    run = subprocess.run([MICROPYTHON, "-c", IDLE], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert int(run.stdout.strip()) == 0
