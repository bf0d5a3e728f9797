"""The test run's shared set-up: cached bytecode, a scratch folder per process, and the counts
and reports for the closing lines of `make test` (tests/summary.py prints them).

Conventions for every test, so that the suite runs in parallel workers (pytest-xdist, `make
test`) and two runs can share a checkout:
- A test that writes files uses pytest's `tmp_path`, or, in tests/portable/ (which also run on
  MicroPython), `scratch.fresh_dir(name)`: a folder under $COMPANION_SCRATCH, which is set here
  to one of this process's own; a MicroPython or CPython program a test starts inherits it.
- The compiled device tree comes from `build_tree.build_once()` (support/build_tree.py), which
  builds build/device once for all workers; nothing else writes there.
- Figures for the closing lines go through `record_report` and `record_micropython`; each
  worker's counts reach the controller, which writes build/test-counts.json once.
"""

import gc
import json
import os
import shutil
import sys

import pytest
from hypothesis import settings

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# tools/bench.py runs some tests and reads their reports from a file of its own.
COUNTS = os.environ.get("COMPANION_TEST_COUNTS") or os.path.join(ROOT, "build",
                                                                 "test-counts.json")
# The app drops a game's modules on its way home and imports them again; with no cached bytecode
# (PYTHONDONTWRITEBYTECODE) every import compiles the source again, in pytest and in every
# `companion` the tests start. Cached under build/, the source tree stays clean.
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
os.environ["PYTHONPYCACHEPREFIX"] = os.path.join(ROOT, "build", "pycache")
sys.dont_write_bytecode = False
sys.pycache_prefix = os.environ["PYTHONPYCACHEPREFIX"]
# COMPANION_PATH_PAD lengthens the folder's name as another process id or checkout would
# (make heap-paths): the MicroPython heap ceilings must hold whatever its length.
SCRATCH = os.path.join(ROOT, "build", "scratch", "run-{}{}".format(
    os.getpid(), os.environ.get("COMPANION_PATH_PAD", "")))
os.environ["COMPANION_SCRATCH"] = SCRATCH
# Every hypothesis test draws the same examples from run to run (a seed from the test's name),
# so the figures in the closing lines repeat; `make fuzz-long` draws new ones for the fuzz.
settings.register_profile("repeatable", derandomize=True, database=None)
settings.load_profile("repeatable")
_counts = {"cpython": 0, "cpython_only": 0, "micropython": 0, "reports": []}


def record_micropython(passed):
    """Called by the MicroPython driver with the count that one module passed."""
    _counts["micropython"] += passed


def record_report(line):
    """A figure worth seeing in the closing lines of `make test` (cut points, fuzz examples)."""
    _counts["reports"].append(line)


@pytest.fixture(autouse=True)
def _frozen_heap():
    """Before each test, what is there already (pytest, hypothesis, the modules, what earlier
    tests keep) is collected once and frozen out of the collector's walk: the app calls
    gc.collect() at every trip home, which on CPython would walk those 30,000 objects again
    each time (most of the time of some tests). What the test makes is collected as ever."""
    gc.collect()
    gc.freeze()
    yield


# The slowest modules, slowest first (`pytest --durations=60`, 2026-12-02; the emulated-Pico pace,
# killed-transfer and full-flash modules measured on 2026-12-04). In parallel workers
# they are dealt out to the front of every worker's share, so that each starts on them and
# none is left running alone at the end.
SLOW_FIRST = ("host/test_fuzz.py", "pico/test_sessions.py", "pico/test_long_journal.py",
              "host/test_karekare_props.py", "host/test_web.py", "pico/test_power_cuts.py",
              "pico/test_pull_push.py", "host/test_micropython.py", "pico/test_pace.py",
              "pico/test_killed_transfers.py", "host/test_web_transfer.py",
              "pico/test_full_flash.py",
              "pico/test_reset_cause.py", "pico/test_resume.py", "pico/test_screens.py",
              "host/test_web_pwa.py", "host/test_typecheck.py", "pico/test_watchdog.py",
              "host/test_web_touch.py", "host/test_cli_corpus.py")


def pytest_collection_modifyitems(items):
    for item in items:
        if os.sep + "host" + os.sep in str(item.fspath):
            item.add_marker(pytest.mark.cpython_only)
    workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))
    if workers > 1:
        items[:] = _dealt(items, workers)


def _dealt(items, workers):
    """items in the order for pytest-xdist's worksteal, which gives worker k the k-th of
    `workers` runs of the list (len // workers each) and lets an idle worker take the end of
    another's run: the SLOW_FIRST modules in turn at the front of each run, then the others in
    their order, each module's tests together (but the one cut where a run ends)."""
    modules = {}
    for item in items:
        modules.setdefault(os.path.relpath(str(item.path), os.path.join(ROOT, "tests")),
                           []).append(item)
    hands = [[] for _ in range(workers)]
    slow = [name for name in SLOW_FIRST if name in modules]
    for i, name in enumerate(slow):
        hands[i % workers] += modules.pop(name)
    rest = [item for group in modules.values() for item in group]
    out = []
    for k, hand in enumerate(hands):
        fill = max(0, (len(items) - len(out)) // (workers - k) - len(hand))
        out += hand + rest[:fill]
        del rest[:fill]
    return out + rest


def pytest_configure(config):
    config.addinivalue_line("markers", "cpython_only: a test that only makes sense on CPython")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if report.when == "call" and report.passed and "mp_module" not in item.fixturenames:
        _counts["cpython"] += 1
        if item.get_closest_marker("cpython_only"):
            _counts["cpython_only"] += 1


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error):
    """pytest-xdist, in the controller: a worker has finished and sent its counts."""
    if "counts" in node.workeroutput:  # a worker that crashed sent none
        counts = json.loads(node.workeroutput["counts"])
        for key in _counts:
            _counts[key] += counts[key]


def pytest_sessionfinish(session):
    shutil.rmtree(SCRATCH, ignore_errors=True)
    worker_output = getattr(session.config, "workeroutput", None)
    if worker_output is not None:  # an xdist worker: the controller writes the file
        worker_output["counts"] = json.dumps(_counts)
        return
    os.makedirs(os.path.dirname(COUNTS), exist_ok=True)
    with open(COUNTS, "w") as f:
        json.dump(_counts, f, sort_keys=True)
