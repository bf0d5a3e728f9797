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
# test_layout imports every module of the app afresh beside the ones loaded, so holds two of
# everything kept from import: at 512 KB it passed at 480 and 512 and failed at 496 (a 1,280-byte
# import in a fragmented heap) before draw's 4 KB of kept glyph columns, then failed at 520.
# test_text_fits renders every screen of every session in one process: after the merges of
# 2026-12-05 (the stray sweep's notes, the kept glyph columns) a 4,404-byte fake display failed
# at 512 and 544 KB in a fragmented heap, and passed at 576.
HEAPS = {"test_layout.py": "576K", "test_text_fits.py": "576K"}


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
