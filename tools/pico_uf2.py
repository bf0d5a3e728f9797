"""Write one UF2 file that installs everything on a Pico: the stock MicroPython firmware of
hardware/pico/ and the app's littlefs filesystem (support/pico_image.py) at flash offset 0xA0000.
Copied to the RPI-RP2 drive (hold BOOTSEL while plugging the Pico in), it replaces the firmware
and the whole filesystem, saved games included: `companion pull` them first.

    python tools/pico_uf2.py [OUT]      (default build/companion.uf2; `make uf2`)
"""

import argparse
import os
import sys

from support import pico_image, pico_link, uf2

OUT = os.path.join(pico_link.ROOT, "build", "companion.uf2")
FLASH_BASE = 0x10000000
PAYLOAD = 256  # the boot ROM writes whole 256-byte flash pages


def companion_uf2(filesystem):
    """The firmware's blocks, then filesystem (the littlefs image) in 256-byte pages."""
    with open(pico_link.FIRMWARE, "rb") as f:
        firmware = uf2.blocks(f.read())
    start = FLASH_BASE + pico_image.OFFSET
    pages = [(start + at, filesystem[at : at + PAYLOAD])
             for at in range(0, len(filesystem), PAYLOAD)]
    return uf2.image(firmware + pages)


def main(argv):
    parser = argparse.ArgumentParser(prog="pico_uf2", description="Write the firmware and the "
                                     "app in one UF2 file for the Pico's RPI-RP2 drive")
    parser.add_argument("out", nargs="?", default=OUT, help="the file to write (default: "
                        "build/companion.uf2)")
    out = parser.parse_args(argv).out
    folder = os.path.dirname(os.path.abspath(out))
    try:  # opened first: a bad path is said before the tree is built
        os.makedirs(folder, exist_ok=True)
        f = open(out, "wb")  # noqa: SIM115 (closed by the with below, once it is known to open)
    except (FileExistsError, NotADirectoryError):
        print("pico_uf2: {}: {} is not a folder".format(out, folder), file=sys.stderr)
        return 2
    except OSError as exc:
        print("pico_uf2: {}: {}".format(out, exc.strerror), file=sys.stderr)
        return 2
    with f:
        data = companion_uf2(pico_image.device_image())
        f.write(data)
    print("wrote {} ({} KB): MicroPython and the companion; copying it to the Pico's RPI-RP2 "
          "drive replaces every file on it, saved games included".format(out, len(data) // 1024))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
