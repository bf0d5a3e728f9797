"""/main.py on the Pico's littlefs: run the companion on the Pico board. The release firmware
holds the app in its ROMFS partition, whose modules run in place from flash: it is mounted at
/rom and searched first. Without one (a stock firmware), the app is imported from littlefs."""

import sys

import vfs

try:
    vfs.mount(vfs.VfsRom(vfs.rom_ioctl(2, 0)), "/rom")
    sys.path.insert(0, "/rom")
except (AttributeError, OSError):  # no rom_ioctl, or no ROMFS image in the partition
    pass

from firmware import main  # noqa: E402 (found in /rom once it is mounted)
from firmware.boards.pico import make_board  # noqa: E402

main.run(make_board())
