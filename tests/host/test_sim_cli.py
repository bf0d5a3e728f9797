"""`companion sim`: headless scripts, the device picture in the README, and clear errors."""

import os

from conftest import ROOT
from PIL import Image

from companion import cli


def test_the_readme_picture_command_draws_the_combat_result(tmp_path, capsys):
    png = tmp_path / "device.png"
    script = os.path.join(ROOT, "docs", "maori-combat.script")
    assert cli.main(["sim", "--script", script, "--png", str(png), "--storage",
                     str(tmp_path / "flash"), "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert out.strip().endswith("wrote " + str(png))
    with Image.open(png) as image:
        width, height = image.size
        assert width > 500 and height > 500
        # The attacker's ring flashes red; the defender's stays dark.
        assert image.getpixel((148, 334))[0] > 200
        assert image.getpixel((444, 334))[0] < 100


def test_a_bad_script_line_is_one_clear_error(tmp_path, capsys):
    script = tmp_path / "bad.script"
    script.write_text("ok\njump 3\n")
    assert cli.main(["sim", "--script", str(script), "--storage", str(tmp_path)]) == 2
    assert "cannot understand script line: jump 3" in capsys.readouterr().err


def test_png_needs_a_script(tmp_path, capsys):
    assert cli.main(["sim", "--png", str(tmp_path / "x.png"), "--storage", str(tmp_path)]) == 2
    assert "--png needs --script" in capsys.readouterr().err


def test_the_simulator_and_the_commands_play_the_same_games(tmp_path, monkeypatch, capsys):
    """Kachina, Game Play: the first play scores 1, then Ben's row of 2 on the device."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert cli.main(["kachina", "new", "Ana", "Ben"]) == 0
    assert cli.main(["kachina", "first", "Ana"]) == 0
    # On the device: Kachina, OK on its scoreboard opens Ben's turn: row 2, column 0.
    script = tmp_path / "turn.script"
    script.write_text("next 2\nok\nok\nnext\nok\nok\n")
    assert cli.main(["sim", "--script", str(script), "--seed", "1"]) == 0
    capsys.readouterr()
    assert cli.main(["kachina", "history"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "  1. Ana starts the board: 1 point", "  2. Ben: row 2 + column 0 = 2 (total 2)"]


def test_a_script_is_read_whole_before_it_changes_a_game(tmp_path, capsys):
    """A bad last line used to come after the presses before it had saved a game."""
    script = tmp_path / "bad.script"
    script.write_text("next 2\nok\nok\nok\njump 3\n")
    flash = tmp_path / "flash"
    assert cli.main(["sim", "--script", str(script), "--storage", str(flash)]) == 2
    assert "cannot understand script line: jump 3" in capsys.readouterr().err
    assert not os.path.exists(flash / "kachina")
    script.write_text("next 999999999999\n")
    assert cli.main(["sim", "--script", str(script), "--storage", str(flash)]) == 2
    assert "more than 3600 s" in capsys.readouterr().err
