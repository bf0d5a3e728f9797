"""The command line opens every save of the old saves corpus (tests/old_saves, see its README):
every action, the standings the writer showed, undo and redo back to the first action, and
`companion pull` from a device holding them. The device's part is in
tests/portable/test_old_saves.py, whose reading of the corpus this shares.
"""

import json
import os
import shutil
import sys

import pytest
from cli_run import ok, run
from conftest import ROOT

from companion import places

sys.path.insert(0, os.path.join(ROOT, "tests", "portable"))
from test_old_saves import CORPUS, KINDS, Shown, differs, writers  # noqa: E402

CASES = [(writer, kind) for writer in writers() for kind in KINDS]


def _standings(kind, path):
    return json.loads(ok(kind, "standings", "--json", "--session", path))


def _redo_all(kind, path, shown, count):
    """Redo until there is nothing to redo; returns the count, the standings checked."""
    while run(kind, "redo", "--session", path)[0] == 0:
        count += 1
    assert not differs(shown[count], _standings(kind, path)), count
    return count


@pytest.mark.parametrize(("writer", "kind"), CASES)
def test_the_command_line_reads_undoes_and_redoes_an_old_save(tmp_path, writer, kind):
    """Every action, the standings, and undo and redo; Karekare, whose state changed shape,
    undoes to the first action and redoes (each command takes some 70 ms: the other games
    undo across the first checkpoint only, as the device's test undoes every one of them)."""
    shown = Shown(writer, kind)
    path = str(tmp_path / kind)
    shutil.copyfile(os.path.join(ROOT, CORPUS, writer, kind), path)
    assert not differs(shown[shown.count], _standings(kind, path))
    assert len(ok(kind, "history", "--session", path).splitlines()) == shown.count
    count = _redo_all(kind, path, shown, shown.count)
    assert count == len(shown) - 1
    last = 0 if kind == "karekare" else 30
    while count > last:
        ok(kind, "undo", "--session", path)
        count -= 1
    assert not differs(shown[count], _standings(kind, path)), count
    if not count:
        assert run(kind, "undo", "--session", path)[2] == "companion: error: nothing to undo\n"
    assert _redo_all(kind, path, shown, count) > count


@pytest.mark.parametrize("writer", writers())
def test_pull_brings_every_old_save_from_the_device(tmp_path, monkeypatch, writer):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    device = str(tmp_path / "device")
    shutil.copytree(os.path.join(ROOT, CORPUS, writer), device)
    out = ok("pull", "--port", "sim:" + device)
    for kind in KINDS:
        shown = Shown(writer, kind)
        assert "{}: copied, {} actions".format(kind, shown.count) in out.splitlines()
        assert not differs(shown[shown.count], _standings(kind, places.journal_path(kind)))
