"""An entry cut by a power cut, on the emulated Pico (issue 30; make pico-cuts, slow): the
simulator makes a case's first presses (support/cut_entries.py) and the Pico boots on the flash
it left, the entry kept there; the Pico takes the rest of the table's presses. Its journal
equals the simulator's uncut run's: nothing entered was lost and nothing recorded twice.
PICO_CUTS=all cuts before every press; otherwise before the middle one of each case."""

import os

import pytest
from pico_case import boot  # first: it puts tools/ and tests/portable/ on the path

# isort: split
from conftest import record_report

from saves import entry
from support import cut_entries, pico_image
from support.pico_link import ScriptDriver

pytestmark = [pytest.mark.cpython_only,
              pytest.mark.skipif(not os.getenv("PICO_CUTS"), reason="make pico-cuts")]


def _cuts(presses):
    if os.getenv("PICO_CUTS") == "all":
        return range(len(presses) + 1)
    return (len(presses) // 2,)


@pytest.mark.parametrize("name", [case[0] for case in cut_entries.CASES])
def test_the_pico_goes_on_with_the_entry_the_cut_left_and_records_it_once(name):
    _, kind, _, presses = cut_entries.case(name)
    board = cut_entries.played(name, len(presses), "_uncut")[1]
    uncut = pico_image.folder_saves(board.storage_path)[kind]
    for cut in _cuts(presses):
        saves = pico_image.folder_saves(cut_entries.played(name, cut)[1].storage_path)
        assert not cut or kind + entry.SUFFIX in saves  # an entry begun is on flash
        with boot(saves) as pico:
            pico.run(1000)
            driver = ScriptDriver(pico)
            for press in presses[cut:]:
                driver.command(press)
            pico.settle()
            assert pico.files()[kind] == uncut, cut
    record_report("pico: entry {} cut before press {} of {}: the journal equals the uncut "
                  "run's".format(name, ", ".join(str(c) for c in _cuts(presses)), len(presses)))
