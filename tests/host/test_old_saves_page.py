"""The page's import (firmware/boards/browser.py's check_files, which the page runs on
MicroPython WebAssembly) reads every save of the old saves corpus whole: every action and the
standings the writer showed. Here it runs on CPython with a stand-in for the page's JS module;
tests/host/test_web_transfer.py runs the same path in Chromium."""

import json
import os
import sys
import types

import pytest
from conftest import ROOT

sys.path.insert(0, os.path.join(ROOT, "tests", "portable"))
from test_old_saves import CORPUS, KINDS, Shown, differs, writers  # noqa: E402


@pytest.fixture(scope="module")
def browser():
    sys.modules.setdefault("page", types.ModuleType("page"))  # the page's JS module
    from firmware.boards import browser

    return browser


@pytest.mark.parametrize("writer", writers())
def test_the_page_opens_every_old_save_whole(browser, writer):
    opened = [[os.path.join(ROOT, CORPUS, writer, kind), kind] for kind in KINDS]
    checked = json.loads(browser.check_files(json.dumps(opened)))
    assert "error" not in checked, checked
    for summary in checked["games"]:
        shown = Shown(writer, summary["kind"])
        assert summary["actions"] == shown.count, summary
        standings = browser._read(os.path.join(ROOT, CORPUS, writer, summary["kind"]))
        assert not differs(shown[shown.count], standings.standings()), summary
