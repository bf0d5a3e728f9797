"""/main.py on the Pico's littlefs: run the companion on the Pico board. The release firmware
mounts the app's ROMFS partition at /rom, whose modules run in place from flash: it is searched
first, before littlefs, where each module not found costs a lookup. Without one (a stock
firmware), the app is imported from littlefs."""

import sys

if "/rom" in sys.path:
    sys.path.remove("/rom")
    sys.path.insert(0, "/rom")

from firmware import main  # noqa: E402 (from /rom once it is first)
from firmware.boards.pico import make_board  # noqa: E402

main.run(make_board())
