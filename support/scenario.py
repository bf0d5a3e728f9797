"""Run the app on the fake board from a button script, and compare screens with golden files.

Golden files live in tests/golden/<name>.txt: the OLED as text (two pixel rows per character)
and the LED values. Both interpreters compare against the same files, so a scenario that passes
on both draws identical frames. `make golden` rewrites them (UPDATE_GOLDEN=1) and prints
the diff.
"""

import os

from firmware.display import font
from firmware.factory import make_app
from host_sim import screen_text
from host_sim.fakeboard import FakeBoard
from host_sim.script import Driver
from support import scratch
from support.played import load

GOLDEN = "tests/golden/"


def boot(name, seed=1, folder=None, histogram=False):
    """A fresh app on a fake board with empty storage (or the storage of folder); histogram:
    the display counts the bytes of each frame (FakeDisplay)."""
    board = FakeBoard(folder or scratch.fresh_dir(name), seed, histogram=histogram)
    app = make_app(board)
    app.step(0)
    return app, board, Driver(app, board)


def run(name, script, seed=1):
    app, board, driver = boot(name, seed)
    driver.script(script)
    return app, board, driver


def saved(app, kind):
    """The game of a kind as it is on the device's flash, read back in full (a Played)."""
    with open(app.storage.path(kind)) as f:
        played, notice = load(f.read(), {kind: app.games[kind]})
    assert notice is None, notice
    return played


def picture(board):
    """The screen and the LEDs as golden-file text."""
    lines = screen_text.lines(board.display.buffer)
    leds = " ".join("{:02x}{:02x}{:02x}".format(*rgb) for rgb in board.pixels.shown)
    return "\n".join(lines) + "\nleds " + leds + "\n"


def check(name, board):
    """Compare the current screen with tests/golden/<name>.txt (or write it when updating)."""
    text = picture(board)
    path = GOLDEN + name + ".txt"
    if os.getenv("UPDATE_GOLDEN"):
        with open(path, "w") as f:
            f.write(text)
        return
    try:
        with open(path) as f:
            expected = f.read()
    except OSError:
        raise AssertionError(
            "no golden file " + path + ": `make golden` writes it and lists it as new; look at "
            "it, then `git add " + path + "`") from None
    assert text == expected, "screen differs from " + path + ":\n" + text


def screen_words(board):
    """The text on each page row, read back from the glyphs (inverted text too, and text
    under a dotted rule in its top pixel row)."""
    rows = []
    buf = board.display.buffer
    for row in range(8):
        line = ""
        x = 0
        while x < 128:
            cols = bytes(buf[row * 128 + x : row * 128 + x + 5])
            ch = (_char(cols) or _char(bytes(255 - b for b in cols))
                  or _char(bytes(b & 0xFE for b in cols)))  # under a dotted rule
            if ch and len(cols) == 5:
                line += ch
                x += 5
            else:
                if not line.endswith(" "):
                    line += " "
                x += 1
        rows.append(line.strip())
    return rows


def _char(cols):
    if not any(cols):
        return ""
    start = font.GLYPHS.find(cols)
    while start >= 0 and start % font.WIDTH:
        start = font.GLYPHS.find(cols, start + 1)
    if start < 0:
        return ""
    code = start // font.WIDTH + font.FIRST
    return chr(code) if code <= font.LAST else font.EXTRA[code - font.LAST - 1]


def error_shown(app):
    """The words of the error notice a crash left on top of the stack ("" if there is none): a
    failing check says with them which error a screen raised."""
    top = app.top()
    return " ".join(top.lines) if top.title == "Error" else ""
