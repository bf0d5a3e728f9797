"""A power cut after every press of the golden sessions (issue 30), in the simulator: each press
that records an action has it on flash by the time the next press comes, so a cut there loses
nothing and doubles nothing; and the game comes back up on a screen, never on an error.

(What a table presses after the cut depends on where it resumes: tests/portable/
test_resume_entry.py checks the entries that were open.)"""

import os
import shutil

import pytest

from support import cut_entries, scenario

SESSIONS = ("karekare_era_end", "moeraki_marae", "maori_example1")  # the Pico tests' sessions
SETTLE_MS = 1000


def presses(path):
    """The script's lines, one press each ("next 3" is three)."""
    out = []
    with open(path) as f:
        for line in f:
            words = line.split("#")[0].split()
            if len(words) == 2 and words[0] in ("ok", "next", "prev", "back"):
                out += [words[0]] * int(words[1])
            elif words:
                out.append(" ".join(words))
    return out


def journals(folder):
    """The games' journals in a save folder, {name: bytes}."""
    out = {}
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if os.path.isfile(path) and name not in ("crashes", "settings", "recent"):
            with open(path, "rb") as f:
                out[name] = f.read()
    return out


@pytest.mark.parametrize("name", SESSIONS)
def test_a_cut_after_any_press_keeps_every_action_once_and_resumes(name, tmp_path):
    app, board, driver = scenario.boot("cut_every_" + name)
    for i, line in enumerate(presses("tests/sessions/{}.script".format(name))):
        driver.command(line)
        saved = journals(board.storage_path)
        cut = str(tmp_path / "cut{}".format(i))
        shutil.copytree(board.storage_path, cut)
        again, board2, driver2 = scenario.boot("cut", folder=cut)
        driver2.run(SETTLE_MS)
        assert journals(cut) == saved, (i, line)
        title = scenario.screen_words(board2)[0]
        assert not title.startswith(("Error", "Not saved", "Save")), (i, line, title)


@pytest.mark.parametrize("name", [case[0] for case in cut_entries.CASES])
def test_a_cut_before_any_press_of_an_entry_loses_nothing_entered_and_records_once(name):
    """The entries open at a cut (support/cut_entries.py): a cut before any of the entry's
    presses, and the table goes on pressing: the game's actions equal the uncut run's."""
    uncut = cut_entries.cut_after(name)[0]
    for i in range(len(cut_entries.case(name)[3]) + 1):
        assert cut_entries.cut_after(name, (i,))[0] == uncut, i


@pytest.mark.skipif(not os.getenv("CUTS_LONG"), reason="make cuts: every two cuts")
@pytest.mark.parametrize("name", [case[0] for case in cut_entries.CASES])
def test_two_cuts_anywhere_in_an_entry_lose_nothing_entered_and_record_once(name):
    """make cuts: two cuts in one entry, before any two of its presses (the same one twice: a
    cut during the boot after a cut)."""
    uncut = cut_entries.cut_after(name)[0]
    last = len(cut_entries.case(name)[3])
    for i in range(last + 1):
        for j in range(i, last + 1):
            assert cut_entries.cut_after(name, (i, j))[0] == uncut, (i, j)
