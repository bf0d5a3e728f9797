"""`companion moeraki` and `companion kachina`: sessions, JSON standings and one-line errors."""

import json
import os
import subprocess
import sys

from conftest import ROOT

from companion.cli import main
from core import kachina, moeraki
from saves.storage import Storage

GAMES = {"moeraki": moeraki, "kachina": kachina}


def _run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _ok(capsys, *argv):
    code, out, err = _run(capsys, *argv)
    assert code == 0, err
    assert err == ""
    return out


def _text(path):
    if not os.path.exists(path):
        return None
    with open(path) as f:
        return f.read()


def _error(capsys, path, *argv):
    """The command fails with one line on stderr and status 2, and the file is unchanged."""
    before = _text(path)
    code, out, err = _run(capsys, *argv)
    assert code == 2
    assert err.startswith("companion: error: ") and err.count("\n") == 1, err
    assert _text(path) == before
    return err


def _load(path):
    """The journal at path, read as the device reads it."""
    with open(path) as f:
        game = GAMES[f.readline().split()[2]]
    session, notice = Storage(os.path.dirname(path)).read_session(os.path.basename(path), game)
    assert notice is None
    return session


def test_moeraki_session_through_the_cli(tmp_path, capsys):
    path = str(tmp_path / "m.journal")
    s = ("--session", path)
    out = _ok(capsys, "moeraki", "new", "--level", "basic", "--target", "uira",
              "--names", "Ana", "Ben", *s)
    assert "Uira (first to 3), basic game" in out
    assert "enter who places the ball" in out
    out = _ok(capsys, "moeraki", "ball", "ben", *s)
    assert out.startswith("Game 1: Ben places the ball\n")
    out = _ok(capsys, "moeraki", "marae", "4,0,1", "3,1,1", *s)
    assert out.startswith("Game 1: Marae Ana 4.5, Ben 4.5: Ben wins (placed the ball)\n")
    out = _ok(capsys, "moeraki", "win", "1", "awa-a", *s)
    assert "game 3: Ana places the ball" in out
    out = _ok(capsys, "moeraki", "standings", "--json", *s)
    assert out.count("\n") == 1
    data = json.loads(out)
    assert list(data) == sorted(data)
    assert data["victories"] == [1, 1] and data["ways"]["marae"] == [0, 1]
    assert data["ways"]["awa-a"] == [1, 0] and data["placer"] == 0
    assert _load(path).standings() == data
    out = _ok(capsys, "moeraki", "undo", *s)
    assert out.startswith("undone: Game 2: Ana wins by Awa A\n")
    out = _ok(capsys, "moeraki", "redo", *s)
    assert out.startswith("redone: Game 2: Ana wins by Awa A\n")
    out = _ok(capsys, "moeraki", "history", *s)
    assert out.splitlines() == [
        "  1. Game 1: Ben places the ball",
        "  2. Game 1: Marae Ana 4.5, Ben 4.5: Ben wins (placed the ball)",
        "  3. Game 2: Ana wins by Awa A",
    ]


def test_moeraki_errors_are_one_line_and_write_nothing(tmp_path, capsys):
    path = str(tmp_path / "m.journal")
    s = ("--session", path)
    assert "no moeraki game" in _error(capsys, path, "moeraki", "ball", "1", *s)
    assert "scale" in _error(capsys, path, "moeraki", "new", "--target", "6", *s)
    assert "level" in _error(capsys, path, "moeraki", "new", "--level", "expert", *s)
    _ok(capsys, "moeraki", "new", "--level", "beginner", "--target", "3", *s)
    assert "placed the Moeraki-ball" in _error(capsys, path, "moeraki", "win", "1", "ara", *s)
    assert "no player 'Zoe'" in _error(capsys, path, "moeraki", "ball", "Zoe", *s)
    _ok(capsys, "moeraki", "ball", "manaia", *s)
    assert "three numbers" in _error(capsys, path, "moeraki", "marae", "4,0", "3,1,1", *s)
    assert "whole numbers" in _error(capsys, path, "moeraki", "marae", "4,x,0", "3,1,1", *s)
    assert "master" in _error(capsys, path, "moeraki", "tane", "1", *s)
    assert "tahuna, awa-a" in _error(capsys, path, "moeraki", "win", "1", "haka", *s)
    assert "nothing to redo" in _error(capsys, path, "moeraki", "redo", *s)
    assert "--force" in _error(capsys, path, "moeraki", "new", *s)
    _ok(capsys, "moeraki", "tie", *s)
    for _ in range(3):
        _ok(capsys, "moeraki", "win", "Matau", "awab", *s)
    assert "Matau has won the Kemu" in _error(capsys, path, "moeraki", "win", "2", "ara", *s)
    assert _load(path).standings()["ways"]["awa-b"] == [3, 0]
    out = _ok(capsys, "moeraki", "standings", *s)
    assert "Matau wins the Kemu 3-0" in out and "Ara ties 1" in out
    _ok(capsys, "moeraki", "new", "--force", "--target", "Ika Moana", *s)
    assert _load(path).settings == {"level": "basic", "target": 10,
                                    "names": ["Matau", "Manaia"]}


def test_kachina_session_through_the_cli(tmp_path, capsys):
    path = str(tmp_path / "k.journal")
    s = ("--session", path)
    out = _ok(capsys, "kachina", "new", "Ana", "Ben", "Cy", *s)
    assert "start with `first PLAYER`" in out
    assert "first" in _error(capsys, path, "kachina", "turn", "2", *s)
    _ok(capsys, "kachina", "first", "cy", *s)
    out = _ok(capsys, "kachina", "turn", "4", *s)  # the next player clockwise: Ana
    assert out.startswith("Ana: row 4 + column 0 = 4 (total 4)\n")
    _ok(capsys, "kachina", "turn", "2", "2", *s)  # Ben 4: a tie, Ana was there first
    out = _ok(capsys, "kachina", "turn", "0", "--player", "3", *s)
    assert "tie at 4: Ana reached it first" in out and "next: Ana" in out
    data = json.loads(_ok(capsys, "kachina", "standings", "--json", *s))
    assert list(data) == sorted(data)
    assert data["scores"] == [4, 4, 1] and data["ranking"] == [0, 1, 2] and data["top"] == [0, 1]
    assert "0 or 2 to 7" in _error(capsys, path, "kachina", "turn", "1", *s)
    assert "no player" in _error(capsys, path, "kachina", "turn", "2", "--player", "Dee", *s)
    out = _ok(capsys, "kachina", "end", *s)
    assert out.startswith("Game over: Ana wins with 4 (reached it first)\n")
    assert "game over: Ana wins" in out
    assert "over" in _error(capsys, path, "kachina", "turn", "2", *s)
    assert _load(path).standings()["winner"] == 0
    out = _ok(capsys, "kachina", "history", *s)
    lines = out.splitlines()
    assert len(lines) == 5 and lines[0] == "  1. Cy starts the board: 1 point"


def test_kachina_settings_errors(tmp_path, capsys):
    path = str(tmp_path / "k.journal")
    s = ("--session", path)
    assert "2 to 5" in _error(capsys, path, "kachina", "new", "Ana", *s)
    assert "2 to 5" in _error(capsys, path, "kachina", "new", "A", "B", "C", "D", "E", "F", *s)
    assert "1 to 10" in _error(capsys, path, "kachina", "new", "Ana", "Bartholomew", *s)
    assert "two players" in _error(capsys, path, "kachina", "new", "Ana", "ana", *s)
    assert not os.path.exists(path)


def test_the_default_session_is_the_simulators_journal(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    _ok(capsys, "kachina", "new", "Ana", "Ben")
    _ok(capsys, "kachina", "first", "Ana")
    path = tmp_path / "tabletop-companion" / "simulated-flash" / "kachina"
    assert path.read_text().startswith("companion-journal 3 kachina ")
    assert _load(str(path)).count == 1 and _load(str(path)).standings()["scores"][0] == 1


def test_the_installed_command_exits_2_with_one_line(tmp_path):
    path = str(tmp_path / "m.journal")
    run = subprocess.run(
        [sys.executable, "-m", "companion.cli", "moeraki", "win", "1", "ara", "--session", path],
        cwd=ROOT, capture_output=True, text=True,
    )
    assert run.returncode == 2
    assert run.stderr.count("\n") == 1 and "no moeraki game" in run.stderr
    assert not os.path.exists(path)


def test_names_with_macrons_work_on_the_command_line(capsys, tmp_path):
    """The games are of Aotearoa: Tūī, Tāne and Hēmi are names, saved in the journal."""
    path = str(tmp_path / "k.journal")
    out = _ok(capsys, "kachina", "new", "T\u016b\u012b", "Ana", "--session", path)
    assert "1. T\u016b\u012b   0" in out
    _ok(capsys, "kachina", "first", "t\u016b\u012b", "--session", path)
    assert _load(path).state.names == ["T\u016b\u012b", "Ana"]
    path = str(tmp_path / "m.journal")
    out = _ok(capsys, "moeraki", "new", "--names", "T\u0101ne", "H\u0113mi", "--session", path)
    assert "T\u0101ne  0" in out
    err = _error(capsys, path + "2", "kachina", "new", "T\u0101ne", "T\u0100NE",
                 "--session", path + "2")
    assert "two players are named" in err


def test_colours_for_the_rings_on_the_command_line(capsys, tmp_path):
    path = str(tmp_path / "k.journal")
    _ok(capsys, "kachina", "new", "Ana", "Ben", "--colours", "pink,cyan", "--session", path)
    assert _load(path).standings()["colours"] == ["pink", "cyan"]
    path = str(tmp_path / "m.journal")
    err = _error(capsys, path, "moeraki", "new", "--colours", "blue", "--session", path)
    assert "one colour per player" in err


def test_another_games_journal_is_named_with_its_command(tmp_path, capsys):
    """A Moeraki-Kemu journal given to a Kachina command names the game it holds and the
    command that reads it, and is left as it was (the same each way round)."""
    path = str(tmp_path / "m.journal")
    _ok(capsys, "moeraki", "new", "--level", "beginner", "--target", "uira", "--session", path)
    err = _error(capsys, path, "kachina", "standings", "--session", path)
    assert err.endswith(": this is a Moeraki-Kemu journal: use companion moeraki\n"), err
    _ok(capsys, "kachina", "new", "Ana", "Ben", "--session", path, "--force")
    err = _error(capsys, path, "moeraki", "undo", "--session", path)
    assert err.endswith(": this is a Kachina journal: use companion kachina\n"), err
