"""The interactive simulator in a terminal: the OLED in block characters, the rings in colour.

Keys: Left/Up = PREV, Right/Down = NEXT, Enter = OK, Backspace = BACK, u = hold BACK (undo),
o = hold OK, q = quit. Everything is saved after every action, as on the device. The device
takes 66 x 38 characters (130 columns for one character per pixel); a smaller terminal is
told what size is needed instead of a picture that scrolls off.
"""

import os
import select
import shutil
import sys
import termios
import textwrap
import time
import tty

from host_sim import screen_text
from host_sim.board_view import visible
from host_sim.script import BUTTONS, GAP_MS, LONG_MS, PRESS_MS, STEP_MS

KEYS = {
    "\x1b[D": ("prev", PRESS_MS), "\x1b[A": ("prev", PRESS_MS),
    "\x1b[C": ("next", PRESS_MS), "\x1b[B": ("next", PRESS_MS),
    "\r": ("ok", PRESS_MS), "\n": ("ok", PRESS_MS),
    "\x7f": ("back", PRESS_MS), "\x08": ("back", PRESS_MS),
    "u": ("back", LONG_MS), "o": ("ok", LONG_MS),
}
HELP = ("<-/^ PREV  ->/v NEXT  Enter OK  Bksp BACK", "u undo (hold BACK)  o hold OK  q quit")


def ring(pixels, start):
    cells = []
    for rgb in pixels.shown[start : start + 12]:
        if any(rgb):
            r, g, b = visible(rgb)
            cells.append("\x1b[38;2;{};{};{}m\u25cf\x1b[0m".format(r, g, b))
        else:
            cells.append("\x1b[2m\u25cb\x1b[0m")
    return " ".join(cells)


def device(board, wide):
    """The device as lines of text: the OLED in a box, the rings, the keys."""
    fb = board.display
    lines = screen_text.lines(fb.buffer, blocks=True) if wide else screen_text.quadrant_lines(
        fb.buffer)
    width = len(lines[0])
    out = ["\u250c" + "\u2500" * width + "\u2510"]
    out += ["\u2502" + line + "\u2502" for line in lines]
    out.append("\u2514" + "\u2500" * width + "\u2518")
    out.append(" ring 1  " + ring(board.pixels, 0))
    out.append(" ring 2  " + ring(board.pixels, 12))
    out += [" " + "  ".join(HELP)] if wide else [" " + keys for keys in HELP]
    return out, width + 2


def frame(board, columns, rows):
    """The whole device as terminal text sized to the terminal; or, where it does not fit,
    the size it needs (a picture taller than the terminal would scroll its top away)."""
    out, width = device(board, columns >= board.display.width + 2)
    if width > columns or len(out) > rows:
        out = textwrap.wrap(
            "The companion needs a terminal of at least {} x {} characters; this one is {} x "
            "{}. Make the window larger or the font smaller. The keys still work; q quits."
            .format(width, len(out), columns, rows), max(columns - 1, 20))[:rows]
    return "\x1b[H" + "\x1b[K\n".join(out) + "\x1b[K\x1b[J"


def keys(data):
    """Split what the terminal sent into keys: escape sequences stay whole."""
    out = []
    i = 0
    while i < len(data):
        size = 3 if data.startswith("\x1b[", i) else 1
        out.append(data[i : i + size])
        i += size
    return out


def run(app, board):
    """Run until q; real time drives the fake clock."""
    fd = sys.stdin.fileno()
    saved = termios.tcgetattr(fd)
    start = time.monotonic()
    queue = []
    release_at = idle_until = 0
    shown = None
    sys.stdout.write("\x1b[?25l\x1b[2J")
    try:
        tty.setcbreak(fd)
        while True:
            if select.select([fd], [], [], STEP_MS / 1000)[0]:
                pressed = keys(os.read(fd, 64).decode(errors="replace"))
                if "q" in pressed:
                    break
                queue += [KEYS[key] for key in pressed if key in KEYS]
            now = int((time.monotonic() - start) * 1000)
            if board.buttons.mask and now >= release_at:
                board.buttons.mask = 0
                idle_until = now + GAP_MS
            elif not board.buttons.mask and queue and now >= idle_until:
                name, hold = queue.pop(0)
                board.buttons.mask = BUTTONS[name]
                release_at = now + hold
            board.now = now
            app.step(now)
            size = shutil.get_terminal_size()
            if (board.display.frames, board.pixels.writes, size) != shown:
                shown = (board.display.frames, board.pixels.writes, size)
                sys.stdout.write(frame(board, size.columns, size.lines))
                sys.stdout.flush()
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, saved)
        sys.stdout.write("\x1b[?25h\n")
