"""The display bus per OLED controller: the full session's bytes per frame with our driver on
the SSD1306 and on the SH1106 (pins.OLED_CHIP), and the panels' letter heights.

Run: .venv/bin/python tools/bench_oled.py   (prints the BENCHMARKS.md section)
"""

import math
import os
import statistics

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
    board = FakeBoard(scratch.fresh_dir("bench_oled_{}".format(chip)), 1, chip=chip)
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
            "(ISO 9241-3), which only the 2.42\" panel's 3x and 4x digits reach.", "", "```",
            ".venv/bin/python tools/bench_oled.py", "```", ""]
    return out


if __name__ == "__main__":
    print("\n".join(section()))
