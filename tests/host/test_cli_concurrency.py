"""Commands on one journal at once: each holds the journal's lock while it reads, changes and
saves it, so they run one after another and no action is lost (companion/host_files.py)."""

import multiprocessing
import os
import subprocess
import sys
import time

import forked_cli
from cli_run import ok
from conftest import ROOT

from companion import host_files
from core import kachina, karekare
from saves.storage import Storage
from support import long_games

PAIRS = 50
LONG = 100  # actions in the game that two commands end at once
FORKS = multiprocessing.get_context("forkserver")
FORKS.set_forkserver_preload(["forked_cli"])


def _start(*argv):
    return subprocess.Popen([sys.executable, "-m", "companion.cli", *argv], cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)


def _fork(*argv):
    """The command as a process of its own, started without importing Python and the command
    line again (tests/host/forked_cli.py)."""
    process = FORKS.Process(target=forked_cli.run, args=(list(argv),))
    process.start()
    return process


def test_fifty_pairs_at_once_keep_every_action(tmp_path):
    """Setup: a Karekare honor correction for each tribe of each pair, all started at once."""
    path = str(tmp_path / "k.journal")
    ok("karekare", "new", "--players", "Ronga,Kutaroa", "--first", "Ronga", "--session", path)
    running = []
    for pair in range(PAIRS):
        for tribe in ("Ronga", "Kutaroa"):
            running.append(_fork("karekare", "honor", tribe, "1", "pair", str(pair),
                                 "--session", path))
    for process in running:
        process.join(timeout=600)
        assert process.exitcode == 0, process.exitcode
    session, notice = Storage(os.path.dirname(path)).read_session("k.journal", karekare)
    assert notice is None and session.count == 2 * PAIRS
    assert [p["honor"] for p in session.standings()["players"]] == [PAIRS, PAIRS]
    lines = ok("karekare", "history", "--session", path).splitlines()
    for pair in range(PAIRS):
        for tribe in ("Ronga", "Kutaroa"):
            assert sum(line.endswith("{} +1 honor: correction (pair {})".format(tribe, pair))
                       for line in lines) == 1, (tribe, pair)


def _waiting(inode):
    """How many processes wait for a flock on the file with this inode (Linux's /proc/locks
    lists each waiter with "->")."""
    with open("/proc/locks") as f:
        return sum(1 for line in f if " -> " in line and ":{} ".format(inode) in line)


def test_commands_wait_for_the_journals_lock_and_check_after_it(tmp_path):
    """Kachina: the game ends once. While the journal's lock is held, two `end`s wait for it;
    then one ends the game, the other sees it ended and is refused, and the journal stays
    readable. Without the lock both would check a game in progress and both save an end."""
    path = str(tmp_path / "k.journal")
    with open(path, "w") as f:
        f.write(long_games.long_game("kachina", LONG).text())
    with host_files.locked(path, writing=True):
        both = [_start("kachina", "end", "--session", path) for _ in range(2)]
        lock = os.stat(tmp_path / ".k.journal.lock").st_ino
        while _waiting(lock) < 2:
            assert all(process.poll() is None for process in both), "a command did not wait"
            time.sleep(0.05)
    codes = sorted(process.wait(timeout=120) for process in both)
    assert codes == [0, 2], codes
    session, _ = Storage(str(tmp_path)).read_session("k.journal", kachina)
    assert session.count == LONG + 1 and session.standings()["over"]


def test_two_names_for_one_journal_are_refused_not_split(tmp_path):
    """A hard link: writers through either name, an undo among them, at once. A rewrite
    replaces one name only, so each name would keep its own writers' actions; every writer is
    refused in one line that says why, and the journal stays as it was, readable by both."""
    path = str(tmp_path / "k.journal")
    other = str(tmp_path / "other.journal")
    ok("karekare", "new", "--players", "Ronga,Kutaroa", "--first", "Ronga", "--session", path)
    ok("karekare", "honor", "Ronga", "1", "before", "--session", path)
    os.link(path, other)
    with open(path, "rb") as f:
        before = f.read()
    running = [_start("karekare", "undo", "--session", other)]
    for name, tribe in ((path, "Ronga"), (other, "Kutaroa"), (path, "Kutaroa")):
        running.append(_start("karekare", "honor", tribe, "1", "x", "--session", name))
    for process in running:
        assert process.wait(timeout=120) == 2
        lines = process.stderr.read().splitlines()
        assert len(lines) == 1 and "has 2 names (hard links)" in lines[0], lines
    for name in (path, other):
        with open(name, "rb") as f:
            assert f.read() == before
    assert "Ronga +1 honor: correction (before)" in ok("karekare", "history", "--session", other)
    os.remove(other)  # one name again: the game goes on
    ok("karekare", "honor", "Kutaroa", "1", "after", "--session", path)
