"""The display bus per OLED controller: the full session's bytes per frame with our driver on
the SSD1306 and on the SH1106 (pins.OLED_CHIP), the panels' letter heights, and the table
view's for each number of players with the distance each can be read from.

Run: .venv/bin/python tools/bench_oled.py   (prints the BENCHMARKS.md section)
"""

import math
import os
import statistics

from firmware import table_view
from firmware.display.ssd1306 import OVERHEAD_BYTES
from firmware.factory import make_app
from host_sim.fakeboard import FakeBoard
from host_sim.script import Driver
from support import scratch
from support.oled_bus import STOCK_FRAME_BYTES

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

SESSION = "tests/sessions/full_session.script"
CHIPS = ((1306, "SSD1306 (0.96\", 2.42\" SSD1309)"), (1106, "SH1106 (1.3\")"))
# The panels' active areas in mm for 128 x 64 pixels (the modules' datasheets): the height
# of one pixel row is the height / 64.
PANELS = (("0.96\" SSD1306", 21.74, 10.86), ("1.3\" SH1106", 29.42, 14.70),
          ("2.42\" SSD1309", 55.01, 27.49))
INK_ROWS = 6  # a digit or capital of the 5x8 font is 6 pixel rows tall


def sizes(chip):
    """Bytes on the bus of every frame shown in the full session on a display of chip."""
    board = FakeBoard(scratch.fresh_dir("bench_oled_{}".format(chip)), 1, histogram=True,
                      chip=chip)
    app = make_app(board)
    app.step(0)
    with open(os.path.join(ROOT, SESSION)) as f:
        Driver(app, board).script(f.read())
    out = []
    for size, count in board.display.sent_sizes.items():
        out += [size] * count
    return out


def letter_mm(height_mm, scale):
    return INK_ROWS * scale * height_mm / 64


def arcmin(mm, distance_mm=1500):
    """The angle a letter mm tall subtends at distance_mm, in arc minutes."""
    return math.degrees(math.atan(mm / distance_mm)) * 60


def metres(mm, minutes):
    """The farthest a letter mm tall can be read from, if it must subtend minutes of arc."""
    return mm / math.tan(math.radians(minutes / 60)) / 1000


def table_rows():
    """(players, what, scale) of the table view with two-digit scores (firmware/table_view.py)."""
    out = []
    for count in range(2, 6):
        names = ["Player {}".format(p + 1) for p in range(count)]
        seats = (names, [10 + p for p in range(count)], None, 0, [])
        score = table_view.scale_of(128, seats, table_view.labels(names))
        top = "headline" if table_view.layout(count)[0] else "whose turn (a cell)"
        out += [(count, "scores", score), (count, "labels, " + top, 2)]
    return out


def section():
    out = ["## Display bus per OLED controller (the full session)", "",
           "| controller | frames | bytes per frame, median | maximum | a full frame |",
           "|---|---|---|---|---|"]
    for chip, name in CHIPS:
        frames = sizes(chip)
        out.append("| {} | {} | {:.0f} | {} | {} (stock SSD1306 driver: {:,}) |".format(
            name, len(frames), statistics.median(frames), max(frames),
            8 * (OVERHEAD_BYTES + 128), STOCK_FRAME_BYTES))
    out += ["", "Both controllers take the same page-addressed runs (the SH1106 has page "
            "addressing only, its panel at RAM column 2), so our driver sends the same bytes "
            "to either.", "",
            "| panel | pixel row | 5x8 text | 2x (headline) | 3x (3-4 players) | 4x (2 players) |",
            "|---|---|---|---|---|---|"]
    for name, _, height in PANELS:
        out.append("| {} | {:.2f} mm | {} |".format(name, height / 64, " | ".join(
            "{:.1f} mm, {:.0f}′".format(letter_mm(height, scale), arcmin(letter_mm(height, scale)))
            for scale in (1, 2, 3, 4))))
    out += ["", "Letter height: a digit's 6 pixel rows times the scale, on the panel's active "
            "area, and the angle it subtends at 1.5 m. A letter of normal acuity (20/20) "
            "subtends 5′; the usual ergonomic minimum for characters on a display is 16′ "
            "(ISO 9241-3), which only the 2.42\" panel's 3x and 4x digits reach.", "",
            "### The table view (two-digit scores)", "",
            "| players | text | scale | " + " | ".join(name for name, _, _ in PANELS) + " |",
            "|---|---|---|---|---|---|"]
    for count, what, scale in table_rows():
        out.append("| {} | {} | {}x | {} |".format(count, what, scale, " | ".join(
            "{:.1f} mm: {:.1f} m ({:.1f} m)".format(letter_mm(height, scale),
                                                   metres(letter_mm(height, scale), 10),
                                                   metres(letter_mm(height, scale), 16))
            for _, _, height in PANELS)))
    out += ["", "Each cell: the letter height, the farthest it can be read from at 10′ of arc "
            "(about 3 mm at 1 m, the size that issue 31 measured as needed at a table), and in "
            "brackets at ISO 9241-3's 16′. Every score shares one size, the largest that fits "
            "every cell (a three-digit score brings three or four players' scores to 2x).", "",
            "```",
            ".venv/bin/python tools/bench_oled.py", "```", ""]
    return out


if __name__ == "__main__":
    print("\n".join(section()))
