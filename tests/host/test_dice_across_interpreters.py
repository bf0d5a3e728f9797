"""The portable PRNG gives the same first 1,000 rolls on CPython and MicroPython."""

import subprocess
import sys

from conftest import ROOT
from test_micropython import MICROPYTHON

sys.path.insert(0, ROOT + "/tests/portable")
import test_dice  # noqa: E402


def test_first_1000_rolls_match_micropython():
    code = (
        "import sys; sys.path.insert(0, 'tests/portable'); sys.path.insert(0, '.');"
        "import test_dice; print(test_dice.first_thousand_rolls())"
    )
    run = subprocess.run([MICROPYTHON, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    ours = test_dice.first_thousand_rolls()
    assert len(ours) == 1000
    assert run.stdout.strip() == ours
