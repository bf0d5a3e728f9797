"""The interactive simulator's picture (host_sim/terminal.py) at common terminal sizes: the
whole device and every key fit, or it says what size it needs instead of scrolling."""

import re

from firmware.factory import make_app
from host_sim import terminal
from host_sim.fakeboard import FakeBoard

_ESCAPE = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def _shown(tmp_path, columns, rows):
    """What the terminal shows: the frame's lines without escape codes."""
    board = FakeBoard(str(tmp_path), 1)
    make_app(board).step(0)
    return _ESCAPE.sub("", terminal.frame(board, columns, rows)).split("\n")


def test_at_80_by_40_the_device_and_every_key_fit(tmp_path):
    lines = _shown(tmp_path, 80, 40)
    assert len(lines) <= 40 and max(len(line) for line in lines) <= 80
    assert lines[0].startswith("\u250c")  # the top of the screen's box is on screen
    text = "\n".join(lines)
    for key in ("PREV", "NEXT", "Enter OK", "Bksp BACK", "u undo", "o hold OK", "q quit"):
        assert key in text, key


def test_at_80_by_24_it_says_the_size_it_needs(tmp_path):
    picture = _shown(tmp_path, 80, 40)
    needed = "at least {} x {} characters".format(len(picture[0]), len(picture))
    lines = _shown(tmp_path, 80, 24)
    assert len(lines) <= 24 and max(len(line) for line in lines) <= 80
    text = " ".join(lines)
    assert needed in text and "this one is 80 x 24" in text and "q quits" in text


def test_a_wide_terminal_draws_one_character_per_pixel_column(tmp_path):
    lines = _shown(tmp_path, 140, 40)
    assert len(lines[0]) == 128 + 2
    assert len(lines) <= 40
    assert "q quit" in lines[-1]
