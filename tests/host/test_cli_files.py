"""The command line's journal files: what is not a regular file is refused, links are followed,
modes are kept, an unwritable place is said so, a closed pipe ends quietly, and nothing is
left half-written (companion/host_files.py)."""

import fcntl
import os
import shutil
import stat
import subprocess
import sys
import tempfile

import pytest
from cli_run import files, ok, one_error, program, run
from conftest import ROOT

from companion import host_files
from support import long_games
from support.played import version1

NEW = ("kachina", "new", "Ana", "Ben")


def _journal(folder, name="k.journal"):
    """A Kachina game with one action, through the command line."""
    path = os.path.join(str(folder), name)
    ok(*NEW, "--session", path)
    ok("kachina", "first", "Ana", "--session", path)
    return path


def _version1(path):
    """The journal at path as a device of journal version 1 wrote it: its next save rewrites it
    (through a temporary file, renamed over it) in today's version."""
    with open(path) as f:
        text = f.read()
    with open(path, "w") as f:
        f.write(version1(text))


def _read(path):
    with open(path, "rb") as f:
        return f.read()


@pytest.mark.parametrize("command", [NEW + ("--force",), ("kachina", "first", "Ana"),
                                     ("kachina", "undo"), ("kachina", "standings")])
def test_what_is_not_a_regular_file_is_refused_and_left_alone(tmp_path, command):
    folder = tmp_path / "a folder"
    folder.mkdir()
    (tmp_path / "to a folder").symlink_to(folder)
    os.mkfifo(tmp_path / "fifo")
    before = files(str(tmp_path))
    for path, words in ((folder, "is a folder, not a journal"),
                        (tmp_path / "to a folder", "is a folder, not a journal"),
                        (tmp_path / "fifo", "is not a regular file"),
                        ("/dev/zero", "is not a regular file"),
                        ("/dev/null", "is not a regular file")):
        assert words in one_error(*run(*command, "--session", str(path)))
    assert files(str(tmp_path)) == before
    assert stat.S_ISFIFO(os.stat(tmp_path / "fifo").st_mode)
    # As a program too: a FIFO is never opened, so nothing waits for a writer.
    done = program(*command, "--session", str(tmp_path / "fifo"), timeout=30)
    one_error(done.returncode, done.stdout, done.stderr)


def test_a_missing_folder_or_a_file_for_a_folder_is_said_so(tmp_path):
    path = _journal(tmp_path)
    before = files(str(tmp_path))
    assert "no folder {}".format(tmp_path / "nodir") in one_error(
        *run(*NEW, "--session", str(tmp_path / "nodir" / "k.journal")))
    assert "no folder" in one_error(
        *run("kachina", "standings", "--session", str(tmp_path / "nodir" / "k.journal")))
    assert "{} is not a folder".format(path) in one_error(
        *run(*NEW, "--session", path + "/k.journal"))
    assert files(str(tmp_path)) == before


def test_a_link_is_followed_and_stays_a_link(tmp_path):
    real = _journal(tmp_path, "real.journal")
    link = tmp_path / "link.journal"
    link.symlink_to("real.journal")
    ok("kachina", "turn", "2", "--session", str(link))  # appended
    _version1(real)
    ok("kachina", "undo", "--session", str(link))  # rewritten through a temporary file
    assert os.readlink(link) == "real.journal"
    assert b"Ana" in _read(real)
    assert os.path.exists(real + ".bak") and not os.path.exists(str(link) + ".bak")
    assert ok("kachina", "standings", "--session", str(link)) == ok(
        "kachina", "standings", "--session", real)


def test_a_journal_keeps_its_mode_and_a_read_only_one_is_refused(tmp_path):
    path = _journal(tmp_path)
    os.chmod(path, 0o600)
    _version1(path)
    ok("kachina", "undo", "--session", path)  # a rewrite: a new file in its place
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    ok("kachina", "redo", "--session", path)
    os.chmod(path, 0o444)
    before = files(str(tmp_path))
    for command in (("kachina", "turn", "2"), ("kachina", "undo"), NEW + ("--force",)):
        assert "is read-only" in one_error(*run(*command, "--session", path))
    assert files(str(tmp_path)) == before
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o444
    assert "Ana" in ok("kachina", "standings", "--session", path)


@pytest.fixture
def shared():
    """A folder that another user can reach (pytest's own temporary folders are private)."""
    folder = tempfile.mkdtemp(prefix="companion-")
    os.chmod(folder, 0o755)
    yield folder
    shutil.rmtree(folder)


def test_a_folder_the_user_cannot_write_is_said_so(shared):
    path = _journal(shared)
    if os.geteuid() != 0:
        os.chmod(shared, 0o555)  # as root, the program runs as nobody instead
    before = files(shared)
    for command, words in ((("kachina", "turn", "2"), "is read-only"),
                           (NEW + ("--force",), "is read-only")):
        done = program(*command, "--session", path, unprivileged=True)
        assert words in one_error(done.returncode, done.stdout, done.stderr)
    os.chmod(path, 0o666)
    done = program("kachina", "undo", "--session", path, unprivileged=True)
    assert "cannot write in {}: permission denied".format(shared) in one_error(
        done.returncode, done.stdout, done.stderr)
    # Reading needs no lock file, so a folder that cannot hold one still shows the game.
    done = program("kachina", "standings", "--session", path, unprivileged=True)
    assert done.returncode == 0 and "Ana" in done.stdout, done.stderr
    os.chmod(shared, 0o755)
    assert files(shared) == before


def test_a_read_only_filesystem_is_said_so(tmp_path):
    path = _journal(tmp_path)
    mount = tmp_path / "mnt"
    mount.mkdir()
    script = ("mount -t tmpfs tmpfs {m} && cp {p} {m}/k.journal && mount -o remount,ro {m} && "
              "{py} -m companion.cli kachina turn 2 --session {m}/k.journal; echo status $?"
              ).format(m=mount, p=path, py=sys.executable)
    done = subprocess.run(["unshare", "--mount", "--map-root-user", "sh", "-c", script],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    if "status" not in done.stdout:
        pytest.skip("no mount namespace here: " + done.stderr.strip()[:80])
    assert done.stdout.strip().endswith("status 2"), done.stdout
    assert done.stderr.strip() == "companion: error: cannot write in {}: the filesystem is " \
                                  "read-only".format(mount)


def test_a_closed_pipe_ends_the_command_quietly(tmp_path):
    played = long_games.long_game("kachina", 1500)
    path = tmp_path / "long.journal"
    path.write_text(played.text())
    reading, writing = os.pipe()
    fcntl.fcntl(reading, fcntl.F_SETPIPE_SZ, 4096)  # far less than the history's 50 kB
    reader = subprocess.Popen([sys.executable, "-m", "companion.cli", "kachina", "history",
                               "--session", str(path)], cwd=ROOT, stdout=writing,
                              stderr=subprocess.PIPE)
    os.close(writing)
    reader.stdout = os.fdopen(reading, "rb")
    assert reader.stderr
    assert reader.stdout.readline().startswith(b"  1. Ana starts the board")
    reader.stdout.close()  # as `| head -1` does
    assert reader.wait(timeout=60) == 141  # 128 + SIGPIPE, as other Unix tools end
    assert reader.stderr.read() == b""


def test_the_simulator_holds_its_folder_while_it_runs(tmp_path):
    path = _journal(tmp_path)
    script = tmp_path / "nothing.script"
    script.write_text("wait 10\n")
    before = files(str(tmp_path))
    with host_files.simulator_lock(str(tmp_path)):
        for command in (("kachina", "turn", "2"), ("kachina", "standings")):
            assert "in use by `companion sim`" in one_error(*run(*command, "--session", path))
        assert "in use by another companion" in one_error(
            *run("sim", "--script", str(script), "--storage", str(tmp_path)))
    assert files(str(tmp_path)) == before
    ok("kachina", "turn", "2", "--session", path)


def test_a_save_that_fails_leaves_the_journal_and_no_temporary_file(tmp_path, monkeypatch):
    path = _journal(tmp_path)
    _version1(path)  # the undo rewrites it
    before = files(str(tmp_path))

    def full(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full)  # the step that puts the new journal in place
    assert "No space left on device" in one_error(*run("kachina", "undo", "--session", path))
    assert files(str(tmp_path)) == before


def test_a_line_cut_short_by_a_full_disk_is_taken_off(tmp_path, monkeypatch):
    path = _journal(tmp_path)
    before = files(str(tmp_path))

    def half(flash, path, text):
        with open(path, "a") as f:
            f.write(text[: len(text) // 2])
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(host_files.Flash, "append", half)  # the device's append, under HostFiles
    one_error(*run("kachina", "turn", "2", "--session", path))
    assert files(str(tmp_path)) == before


def test_temporary_files_left_by_a_killed_command_are_removed(tmp_path):
    path = _journal(tmp_path)
    stale = [path + ".tmp", path + ".4242.0123abcd.tmp"]
    other = path + "x.tmp"  # another journal's
    for name in stale + [other]:
        with open(name, "w") as f:
            f.write("half")
    ok("kachina", "turn", "2", "--session", path)
    assert [os.path.exists(name) for name in stale + [other]] == [False, False, True]
    assert host_files.HostFiles().tmp != host_files.HostFiles().tmp
