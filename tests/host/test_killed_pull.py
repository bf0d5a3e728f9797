"""`companion pull` killed at every step of its changes to this computer's files (against a
simulated device): the computer's journal is at every moment the old copy or the new one, never
only in a temporary file, and the next pull brings the new one."""

import os
import subprocess
import sys

from cli_run import ok
from conftest import ROOT

from support.long_games import long_game

KILLED = [sys.executable, os.path.join(ROOT, "tests", "host", "killed_command.py")]


def _write(path, text):
    with open(path, "w") as f:
        f.write(text)


def _read(path):
    try:
        with open(path) as f:
            return f.read()
    except FileNotFoundError:
        return None


def test_a_pull_killed_at_any_step_leaves_the_old_or_the_new_journal(tmp_path):
    old, new = long_game("kachina", 20).text(), long_game("kachina", 21).text()
    device, computer = tmp_path / "device", tmp_path / "computer"
    device.mkdir()
    _write(str(device / "kachina"), new)
    step = 0
    while True:
        step += 1
        computer.mkdir(exist_ok=True)
        for name in os.listdir(computer):
            os.remove(computer / name)
        _write(str(computer / "kachina"), old)
        run = subprocess.run(KILLED + [str(step), "pull", "--port", "sim:" + str(device),
                                       "--storage", str(computer)],
                             capture_output=True, text=True, timeout=120, cwd=ROOT)
        assert run.returncode in (0, 9), run.stderr
        assert _read(str(computer / "kachina")) in (old, new), (step, os.listdir(computer))
        if run.returncode == 0:
            break
        ok("pull", "--port", "sim:" + str(device), "--storage", str(computer))
        assert _read(str(computer / "kachina")) == new, step
    assert step > 3  # the pull changed the computer's files in several steps
