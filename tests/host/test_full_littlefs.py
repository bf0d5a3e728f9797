"""A littlefs filled to its last block, under the real MicroPython:
tests/micropython/full_littlefs.py (an action refused with the truth, another game opens)."""

import subprocess

from conftest import ROOT, record_report
from test_micropython import MICROPYTHON


def test_a_full_littlefs_refuses_the_action_says_so_and_opens_other_games():
    run = subprocess.run([MICROPYTHON, "-X", "heapsize=2M", "tests/micropython/full_littlefs.py"],
                         cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0 and run.stdout.endswith("done\n"), run.stdout + run.stderr
    assert "another game opened on the full flash" in run.stdout
    record_report(run.stdout.splitlines()[0])
