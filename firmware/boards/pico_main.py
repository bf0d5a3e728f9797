"""/main.py on the Pico's littlefs: run the companion on the Pico board. The release firmware
mounts the app's ROMFS partition at /rom, whose modules run in place from flash: then sys.path is
/rom and the frozen modules (neopixel) alone. Every other entry is on littlefs, where each import
of a built-in module that a file may extend (os, time, json...) looked first, a lookup of about
1.6 ms each; nothing the app imports is there (the saves are data files). Without one (a stock
firmware), the app is imported from littlefs."""

import sys

if "/rom" in sys.path:
    sys.path[:] = ["/rom", ".frozen"]

from firmware import main  # noqa: E402 (from /rom once it is first)
from firmware.boards.pico import make_board  # noqa: E402

main.run(make_board())
