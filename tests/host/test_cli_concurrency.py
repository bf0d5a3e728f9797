"""Commands on one journal at once: each holds the journal's lock while it reads, changes and
saves it, so they run one after another and no action is lost (host_sim/host_files.py)."""

import os
import subprocess
import sys

from cli_run import ok
from conftest import ROOT

from core import karekare
from firmware.storage import Storage

PAIRS = 50


def _start(*argv):
    return subprocess.Popen([sys.executable, "-m", "host_sim.cli", *argv], cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)


def test_fifty_pairs_at_once_keep_every_action(tmp_path):
    """Setup: a Karekare honor correction for each tribe of each pair, all started at once."""
    path = str(tmp_path / "k.journal")
    ok("karekare", "new", "--players", "Ronga,Kutaroa", "--first", "Ronga", "--session", path)
    running = []
    for pair in range(PAIRS):
        for tribe in ("Ronga", "Kutaroa"):
            running.append(_start("karekare", "honor", tribe, "1", "pair", str(pair),
                                  "--session", path))
    for process in running:
        assert process.wait(timeout=600) == 0, process.stderr and process.stderr.read()
    session, notice = Storage(os.path.dirname(path)).read_session("k.journal", karekare)
    assert notice is None and session.count == 2 * PAIRS
    assert [p["honor"] for p in session.standings()["players"]] == [PAIRS, PAIRS]
    lines = ok("karekare", "history", "--session", path).splitlines()
    for pair in range(PAIRS):
        for tribe in ("Ronga", "Kutaroa"):
            assert sum(line.endswith("{} +1 honor: correction (pair {})".format(tribe, pair))
                       for line in lines) == 1, (tribe, pair)


def test_a_check_and_its_save_are_one_step(tmp_path):
    """Setup: the honor track starts at 0 and never drops below it. With 1 honor, one of two
    simultaneous -1 corrections must be refused: each sees the other's save before checking."""
    path = str(tmp_path / "k.journal")
    ok("karekare", "new", "--players", "Ronga,Kutaroa", "--first", "Ronga", "--session", path)
    for round_ in range(10):
        ok("karekare", "honor", "Ronga", "1", "--session", path)
        both = [_start("karekare", "honor", "Ronga", "-1", "--session", path) for _ in range(2)]
        codes = sorted(process.wait(timeout=120) for process in both)
        assert codes == [0, 2], (round_, codes)
    session, _ = Storage(str(tmp_path)).read_session("k.journal", karekare)
    assert session.standings()["players"][0]["honor"] == 0
