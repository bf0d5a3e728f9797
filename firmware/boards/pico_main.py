"""/main.py on the Pico's littlefs: run the companion on the Pico board. The release firmware
holds the app frozen in (.frozen) and mounts its ROMFS partition at /rom, which carries the
packages changed since, run in place from flash: then sys.path is /rom, then .frozen, alone.
Every other entry is on littlefs, where each import of a built-in module that a file may extend
(os, time, json...) looked first, a lookup of about 1.6 ms each; nothing the app imports is
there (the saves are data files). Without /rom (a stock firmware), the app is imported from
littlefs."""

import sys

if "/rom" in sys.path:
    sys.path[:] = ["/rom", ".frozen"]

from firmware import main  # noqa: E402 (from /rom once it is first)
from firmware.boards.pico import make_board  # noqa: E402

main.run(make_board())
