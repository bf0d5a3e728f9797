"""The rules core on a plain CPython: no site-packages, so no Blinka, whose `micropython` module
would otherwise stand in for core/compat.py's own const()."""

import subprocess
import sys

from conftest import ROOT

SCRIPT = """
import sys
try:
    import micropython
    sys.exit("micropython is importable: this run does not test the fallback")
except ImportError:
    pass
from core import dice, karekare
from core.compat import const
assert const(6) == 6 and karekare.HUTS == 6
print(dice.d6_from(dice.Xorshift32(1)))
"""


def test_core_imports_and_rolls_without_micropython_or_blinka():
    run = subprocess.run([sys.executable, "-S", "-c", SCRIPT], cwd=ROOT,  # -c: the folder first
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.strip() == "1"  # seed 1: state 270369, top 3 bits 0, face 1
