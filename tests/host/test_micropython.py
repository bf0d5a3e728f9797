"""Run every portable test module under the real MicroPython unix port."""

import glob
import os
import re

import pytest
from conftest import ROOT, record_micropython

from support import micropython

MICROPYTHON = micropython.BINARY
MODULES = sorted(glob.glob(os.path.join(ROOT, "tests", "portable", "test_*.py")))
# The unix port's default heap is far larger than a Pico's ~210 KB; keep tests honest.
HEAP = "512K"
# tests/mp_runner.py collects the heap before each test. Without that, a test began among the
# garbage of the one before: a 4,404-byte fake display failed at 512 KB in
# test_screens_karekare_eras when the scratch folder's name was one character longer (CI's
# checkout, /check/work/main), and test_layout needed 576. With it every module passes at 512 KB,
# whatever the scratch path's length (1 to 15 digits swept); test_text_fits, which renders every
# screen of every session in one process, needs 512 and keeps 576.
HEAPS = {"test_text_fits.py": "576K"}


@pytest.fixture(params=MODULES, ids=os.path.basename)
def mp_module(request):
    return request.param


def test_module_passes_on_micropython(mp_module):
    assert os.path.exists(MICROPYTHON), "the MicroPython unix port is missing: run make test"
    rel = os.path.relpath(mp_module, ROOT)
    run = micropython.portable_test(rel, HEAPS.get(os.path.basename(rel), HEAP),
                                    capture_output=True, text=True, timeout=600)
    out = run.stdout + run.stderr
    assert run.returncode == 0, out
    match = re.search(r"micropython: (\d+) passed, 0 failed", out)
    assert match, out
    assert int(match.group(1)) > 0, "no test ran in " + rel
    record_micropython(int(match.group(1)))
