"""Counts the two interpreters' results for the closing line of `make test`."""

import json
import os

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COUNTS = os.path.join(ROOT, "build", "test-counts.json")
_counts = {"cpython": 0, "cpython_only": 0, "micropython": 0, "reports": []}


def record_micropython(passed):
    """Called by the MicroPython driver with the count that one module passed."""
    _counts["micropython"] += passed


def record_report(line):
    """A figure worth seeing in the closing lines of `make test` (cut points, fuzz examples)."""
    _counts["reports"].append(line)


def pytest_collection_modifyitems(items):
    for item in items:
        if os.sep + "host" + os.sep in str(item.fspath):
            item.add_marker(pytest.mark.cpython_only)


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


def pytest_sessionfinish(session):
    os.makedirs(os.path.dirname(COUNTS), exist_ok=True)
    with open(COUNTS, "w") as f:
        json.dump(_counts, f, sort_keys=True)
