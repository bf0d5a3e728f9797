"""`companion pull` and `push` against a simulated device: the MicroPython unix port with a
folder as its flash, reached through mpremote's Transport, so mpremote's own file operations
and the device's Storage run on real MicroPython (companion/unix_device.py).

Kachina's rules cite ../shared/rules/003_fb0045c4cf4505da.txt.
"""

import os
import shutil

import pytest
from cli_run import files, ok, one_error, run
from conftest import ROOT

from companion import device, places
from core import kachina
from saves.storage import Storage
from support import finished


@pytest.fixture
def sim(tmp_path, monkeypatch):
    """The simulated device's save folder; the computer's data in tmp_path/data."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    folder = tmp_path / "device"
    folder.mkdir()
    return str(folder)


def _on(folder, kind):
    return ("--session", os.path.join(folder, kind))


def _kachina(folder, turns):
    """Kachina on a save folder: the first play (1 point), then turns of 2 points."""
    ok("kachina", "new", "Ana", "Ben", *_on(folder, "kachina"))
    ok("kachina", "first", "Ana", *_on(folder, "kachina"))
    for _ in range(turns):
        ok("kachina", "turn", "2", *_on(folder, "kachina"))


def _bytes(path):
    with open(path, "rb") as f:
        return f.read()


def test_pull_brings_the_devices_games_to_the_commands(sim):
    _kachina(sim, 1)
    out = ok("pull", "--port", "sim:" + sim)
    assert out.splitlines() == ["kachina: copied, 2 actions", "karekare: none on the device",
                                "moeraki: none on the device",
                                "finished games on the device: 0 (0 new in the history)"]
    assert _bytes(places.journal_path("kachina")) == _bytes(os.path.join(sim, "kachina"))
    assert ok("kachina", "standings") == ok("kachina", "standings", *_on(sim, "kachina"))
    ok("kachina", "turn", "3", *_on(sim, "kachina"))
    assert ok("pull", "--port", "sim:" + sim).splitlines()[0] == "kachina: 3 actions, 1 new"
    assert ok("pull", "--port", "sim:" + sim).splitlines()[0] == "kachina: already the same"


def test_pull_never_loses_a_game_that_is_further_on_without_force(sim):
    _kachina(sim, 1)
    ok("pull", "--port", "sim:" + sim)
    ok("kachina", "turn", "4")  # on the computer only
    computer = places.flash_folder()
    before = (files(computer), files(sim))
    assert "the computer's kachina game is further on (3 actions against 2): pass --force" in \
        one_error(*run("pull", "--port", "sim:" + sim))
    assert (files(computer), files(sim)) == before
    ok("kachina", "undo", *_on(sim, "kachina"))
    ok("kachina", "turn", "5", *_on(sim, "kachina"))  # now another game's second action
    assert "went another way after action 1 (3 actions against 2)" in one_error(
        *run("pull", "--port", "sim:" + sim))
    out = ok("pull", "--port", "sim:" + sim, "--force")
    assert out.startswith("kachina: replaced the computer's game (--force), 2 actions")
    assert _bytes(places.journal_path("kachina")) == _bytes(os.path.join(sim, "kachina"))
    assert b'"turn",0,4,0' in _bytes(places.journal_path("kachina") + ".bak")
    ok("kachina", "turn", "7")
    ok("kachina", "new", "--force", "Cy", "Di", *_on(sim, "kachina"))
    assert "the computer's kachina game is another game (3 actions against 0)" in one_error(
        *run("pull", "--port", "sim:" + sim))


def test_a_finished_game_that_a_pull_replaces_goes_to_the_history(sim):
    """Kachina, end of the game: the highest score wins."""
    ok("kachina", "new", "Cy", "Di")
    ok("kachina", "first", "Cy")
    ok("kachina", "end")
    _kachina(sim, 0)
    assert ok("pull", "--port", "sim:" + sim).startswith(
        "kachina: copied, 1 action; the finished game it replaces is in the computer's history")
    assert ok("history").endswith("Cy 1, Di 0: Cy wins\n")
    assert "Ana" in ok("kachina", "standings")


def test_pull_copies_the_devices_finished_games_without_a_date(sim):
    storage = Storage(sim)
    for kind in ("moeraki", "kachina"):
        storage.save(kind, finished.text(kind))
        storage.archive(kind, 5)
    assert ok("pull", "--port", "sim:" + sim).splitlines()[-1] == \
        "finished games on the device: 2 (2 new in the history)"
    assert ok("history").splitlines() == ["date unknown      Kachina       Ana 1, Ben 2: Ben wins",
                                          "date unknown      Moeraki-Kemu  Ana 3, Ben 0: Ana wins"]
    assert ok("pull", "--port", "sim:" + sim).splitlines()[-1] == \
        "finished games on the device: 2 (0 new in the history)"


def test_push_sends_the_computers_games_as_the_device_saves(sim):
    _kachina(sim, 1)
    ok("pull", "--port", "sim:" + sim)
    ok("kachina", "turn", "6")
    device_before = _bytes(os.path.join(sim, "kachina"))
    assert ok("push", "--port", "sim:" + sim).splitlines() == [
        "kachina: 3 actions, 1 new", "karekare: none on this computer",
        "moeraki: none on this computer"]
    assert _bytes(os.path.join(sim, "kachina")) == _bytes(places.journal_path("kachina"))
    assert _bytes(os.path.join(sim, "kachina.bak")) == device_before
    session, _ = Storage(sim).read_session("kachina", kachina)
    assert session.standings()["scores"] == [1 + 6, 2]  # Ana's turn after Ben's
    # A game further on on the device is kept, unless forced.
    ok("kachina", "turn", "2", *_on(sim, "kachina"))
    before = files(sim)
    assert "the device's kachina game is further on" in one_error(
        *run("push", "--port", "sim:" + sim))
    assert files(sim) == before


def test_push_keeps_the_devices_finished_game_in_its_history(sim):
    storage = Storage(sim)
    storage.save("moeraki", finished.text("moeraki"))
    ok("moeraki", "new", "--names", "Cy", "Di")
    assert ok("push", "--port", "sim:" + sim).splitlines()[2] == (
        "moeraki: copied, 0 actions; the finished game it replaces is in the device's history")
    assert storage.history() == ["1-moeraki"]
    assert b"Cy" in _bytes(os.path.join(sim, "moeraki"))


def test_a_damaged_journal_stops_a_pull_before_anything_is_copied(sim):
    _kachina(sim, 1)
    shutil.copy(os.path.join(ROOT, "tests", "bad_saves", "karekare--bitflip-action.txt"),
                os.path.join(sim, "karekare"))
    assert "the device's karekare cannot be read: line" in one_error(
        *run("pull", "--port", "sim:" + sim))
    assert not os.path.exists(places.journal_path("kachina"))


def test_a_device_that_cannot_be_reached_is_one_line(sim, tmp_path):
    for port, words in (("sim:" + str(tmp_path / "none"), "no folder"),
                        ("/dev/null", "the device on /dev/null: failed to access"),
                        (str(tmp_path / "ttyNONE"), "failed to access")):
        assert words in one_error(*run("pull", "--port", port))
        assert words in one_error(*run("push", "--port", port))


def test_the_save_folder_is_the_picos(monkeypatch):
    """The pull reads where the Pico board saves (firmware/boards/pico.py, under fakes)."""
    monkeypatch.syspath_prepend(os.path.join(ROOT, "tests", "fakes"))
    from firmware.boards import pico

    assert device.ROOT == pico.STORAGE


def test_what_the_device_refuses_is_one_line(sim):
    ok("kachina", "new", "Ana", "Ben")
    os.mkdir(os.path.join(sim, "kachina.tmp"))
    assert "the device cannot use {}/kachina.tmp: Is a directory".format(sim) in one_error(
        *run("push", "--port", "sim:" + sim))
    os.rmdir(os.path.join(sim, "kachina.tmp"))
    shutil.copy(places.journal_path("kachina"), os.path.join(sim, "kachina"))
    ok("kachina", "first", "Ben")
    os.makedirs(os.path.join(sim, "kachina.bak", "in the way"))  # the backup cannot be made
    assert one_error(*run("push", "--port", "sim:" + sim)).startswith(
        "companion: error: the device on sim:{}: OSError: ".format(sim))


def test_the_documented_session_gives_the_documented_output(tmp_path, monkeypatch):
    """docs/cli.md's pull and push session, replayed on a fresh simulated device (the device's
    screens, which the page leaves out, are not compared)."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.chdir(ROOT)
    with open(os.path.join(ROOT, "docs", "cli.md")) as f:
        text = f.read()
    start = text.index("```console\n$ companion sim --storage /tmp/device")
    block = text[start + len("```console\n"):text.index("```", start + 10)]
    block = block.replace("/tmp/device", str(tmp_path / "device"))
    os.mkdir(tmp_path / "device")
    commands = block.split("$ companion ")[1:]
    assert len(commands) == 9
    for command in commands:
        line, _, expected = command.partition("\n")
        code, out, err = run(*line.split())
        if line.startswith("sim "):
            assert code == 0, err
        else:
            assert out + err == expected, line


def test_pull_brings_the_damaged_saves_the_device_keeps_once_each(sim):
    _kachina(sim, 1)
    for name, data in (("kachina.damaged", b"cut \xff"), ("kachina.damaged.2", b"other")):
        with open(os.path.join(sim, name), "wb") as f:
            f.write(data)
    out = ok("pull", "--port", "sim:" + sim).splitlines()
    assert "kachina.damaged: copied, a damaged save the device keeps" in out
    folder = os.path.dirname(places.journal_path("kachina"))
    assert _bytes(os.path.join(folder, "kachina.damaged")) == b"cut \xff"
    assert _bytes(os.path.join(folder, "kachina.damaged.2")) == b"other"
    assert not any("damaged" in line for line in ok("pull", "--port", "sim:" + sim).splitlines())
    with open(os.path.join(sim, "kachina.damaged"), "wb") as f:
        f.write(b"a newer damage")
    ok("pull", "--port", "sim:" + sim)
    assert _bytes(os.path.join(folder, "kachina.damaged")) == b"cut \xff"  # never replaced
    assert _bytes(os.path.join(folder, "kachina.damaged.3")) == b"a newer damage"
