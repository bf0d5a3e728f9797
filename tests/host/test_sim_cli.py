"""`companion sim`: headless scripts, the device picture in the README, and clear errors."""

import os

from conftest import ROOT
from PIL import Image

from host_sim import cli


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
