"""The power-cut test on littlefs under the real MicroPython: tests/micropython/power_cut.py."""

import re
import subprocess

from conftest import ROOT, record_report
from test_micropython import MICROPYTHON

SCRIPT = "tests/micropython/power_cut.py"


def _cut(*args):
    run = subprocess.run([MICROPYTHON, "-X", "heapsize=8M", SCRIPT, *args], cwd=ROOT,
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr
    found = re.search(r"cut points: (\d+) new state: (\d+) old state: (\d+) bad: (\d+)", run.stdout)
    assert found, run.stdout
    return [int(n) for n in found.groups()]


def test_every_cut_point_loads_the_old_or_the_new_state():
    cuts, new, old, bad = _cut("40")
    record_report("power cuts: {} cut points, {} gave the new state, {} the old, {} bad".format(
        cuts, new, old, bad))
    assert cuts >= 2000
    assert new > 0 and old > 0  # the cuts land both before and after the commit point
    assert bad == 0


def test_the_check_catches_a_save_that_is_not_atomic():
    cuts, _, _, bad = _cut("12", "naive")
    assert bad > 0
