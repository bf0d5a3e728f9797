"""Power cuts on the real port: the emulated Pico saves a Kachina game (a turn compacting a
version 1 journal, an undo and three turns appended) on its littlefs flash, and
the power goes at each flash erase and program of those saves, with nothing of it done or a
quarter, half or three quarters: every cut leaves the game before or after the save under way,
never lost. The state is read back with littlefs-python and loaded by the firmware's own storage
code; `make pico-long` also boots every one on the Pico."""

import os

import pytest
from conftest import record_report
from power_cuts import COMPACTING, Recording, loaded, state  # first: it sets the path

# isort: split
from support.pico_link import Pico

pytestmark = pytest.mark.cpython_only

# make test reads every cut with the firmware's storage code; `make pico-long` boots them all.
BOOTED = int(os.environ.get("PICO_CUT_BOOTS", "0"))


def test_every_cut_point_of_appends_and_compactions_keeps_the_old_or_new_game(tmp_path):
    recording = Recording(str(tmp_path))
    try:
        points = recording.cut_points()
        counts = {"old": 0, "new": 0}
        cuts = []
        for save, index, tear, label in points:
            flash = recording.flash_at(index, tear)
            found = loaded(flash)
            old, new = recording.states[save], recording.states[save + 1]
            assert found in (old, new), (label, index, tear, found)
            counts[label] = counts.get(label, 0) + 1
            counts["old" if found == old else "new"] += 1
            cuts.append((flash, old, new))
    finally:
        recording.close()
    assert counts[COMPACTING] and counts["turn"] and counts["undo"]
    assert counts["old"] and counts["new"]
    assert len(points) >= 50
    # Booted on the Pico: cut points spread from the first to the last.
    chosen = cuts if len(cuts) <= BOOTED else cuts[:: len(cuts) // max(BOOTED, 1)][:BOOTED]
    for flash, old, new in chosen:
        with Pico([(0, flash)]) as pico:  # the whole flash, its firmware bytes included
            pico.run(2000)
            pico.settle()
            assert state(pico.files()) in (old, new)
            assert b"Traceback" not in pico.serial
    record_report("pico: power cuts: {} cut points on the Pico's flash ({}), {} gave the old "
                  "game, {} the new, 0 lost; {} of them booted".format(
                      len(points), ", ".join("{} {}".format(counts[name], name) for name in
                                             sorted(counts) if name not in ("old", "new")),
                      counts["old"], counts["new"], len(chosen)))
