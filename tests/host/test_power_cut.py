"""The power-cut test under the real MicroPython: tests/micropython/power_cut.py, on littlefs
(vfs.VfsLfs2, every write also torn three ways) and on FAT (vfs.VfsFat, a cut between any two
sector writes), over both save paths: a line appended, and a journal compacted."""

import re

from conftest import record_report

from support import micropython

SCRIPT = "tests/micropython/power_cut.py"


def _cut(*args):
    run = micropython.run(["-X", "heapsize=8M", SCRIPT, *args], capture_output=True, text=True,
                          timeout=900)
    assert run.returncode == 0, run.stdout + run.stderr
    found = re.search(r"cut points: (\d+) \(append (\d+), compaction (\d+)\) new state: (\d+) "
                      r"old state: (\d+) bad: (\d+)", run.stdout)
    assert found, run.stdout
    return [int(n) for n in found.groups()]


def test_every_cut_point_loads_the_old_or_the_new_state():
    lfs = _cut("lfs", "90")
    fat = _cut("fat", "140")
    cuts, appended, compacted, new, old, bad = [a + b for a, b in zip(lfs, fat, strict=True)]
    record_report("power cuts: {} cut points on littlefs and FAT ({} appending, {} compacting), "
                  "{} gave the new state, {} the old, {} bad".format(
                      cuts, appended, compacted, new, old, bad))
    assert cuts >= 2000
    for counts in (lfs, fat):
        assert counts[1] > 0 and counts[2] > 0  # both paths are cut
        assert counts[3] > 0 and counts[4] > 0  # before and after the commit point
        assert counts[5] == 0


def test_the_check_catches_saves_that_are_not_atomic():
    # A compacted journal written in place: littlefs still commits it whole at close, FAT not.
    assert _cut("lfs", "24", "inplace")[5] == 0
    assert _cut("fat", "24", "inplace")[5] > 0
    # Written in pieces, each closed: not atomic on either.
    assert _cut("lfs", "24", "pieces")[5] > 0


def _entry_cut(fs, whole):
    run = micropython.run(["-X", "heapsize=8M", "tests/micropython/entry_cut.py", fs, whole],
                          capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr
    found = re.search(r"block writes: (\d+) erases: (\d+) old: (\d+) new: (\d+) none: (\d+) "
                      r"wrong: (\d+)", run.stdout)
    assert found, run.stdout
    return dict(zip(("writes", "erases", "old", "new", "none", "wrong"),
                    (int(n) for n in found.groups()), strict=True))


def test_an_entry_kept_in_place_on_littlefs_is_the_old_or_the_new_after_any_cut():
    """Issue 30: the Pico keeps the entry in progress in place (Flash.whole), since littlefs
    commits a file's new text at close: every cut gives the old entry or the new, never none,
    with a third of the block writes of a temporary file and a rename. FAT makes no such
    promise, so only a littlefs board says whole_files: in place there, cuts lose the entry."""
    in_place, renamed = _entry_cut("lfs", "1"), _entry_cut("lfs", "0")
    for counts in (in_place, renamed):
        assert counts["none"] == counts["wrong"] == 0 and counts["old"] and counts["new"]
    assert in_place["writes"] * 2 < renamed["writes"]
    assert in_place["erases"] < renamed["erases"]
    record_report("kept entry on littlefs: 40 keeps in place: {writes} block writes, {erases} "
                  "erases, every cut old or new".format(**in_place))
    fat = _entry_cut("fat", "1")
    assert fat["none"] > 0 and fat["wrong"] == 0  # lost, never a value the table did not enter
