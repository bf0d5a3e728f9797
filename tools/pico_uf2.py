"""Write one UF2 file that installs everything on a Pico: the release firmware of hardware/pico/,
the app in its ROMFS partition and the littlefs filesystem with /main.py (support/pico_image.py).
Copied to the RPI-RP2 drive (hold BOOTSEL while plugging the Pico in), it replaces the firmware,
the app and the whole filesystem, saved games included: `companion pull` them first, or update
the app alone with `make deploy`, which keeps them.

    python tools/pico_uf2.py [OUT]      (default build/companion.uf2; `make uf2`)
"""

import argparse
import os
import struct
import sys

from support import pico_image, pico_link

OUT = os.path.join(pico_link.ROOT, "build", "companion.uf2")
MAGIC = (0x0A324655, 0x9E5D5157, 0x0AB16F30)  # first, second and last word of a block
FLAG_FAMILY = 0x00002000  # the flags bit saying the block's last field names the chip family
RP2040 = 0xE48BFF56
FLASH_BASE = 0x10000000
BLOCK = 512
PAYLOAD = 256  # the boot ROM writes whole 256-byte flash pages


def blocks(data):
    """[(flash address, payload)] of a UF2 image."""
    out = []
    for at in range(0, len(data), BLOCK):
        first, second, _, address, size = struct.unpack_from("<5I", data, at)
        last = struct.unpack_from("<I", data, at + BLOCK - 4)[0]
        if (first, second, last) != MAGIC or size > 476:
            raise ValueError("not a UF2 block at byte {}".format(at))
        out.append((address, data[at + 32 : at + 32 + size]))
    return out


def uf2(pieces):
    """A UF2 image of [(flash address, payload)], numbered in order, for the RP2040."""
    out = bytearray()
    for number, (address, payload) in enumerate(pieces):
        block = struct.pack("<8I", MAGIC[0], MAGIC[1], FLAG_FAMILY, address, len(payload), number,
                            len(pieces), RP2040)
        out += block + payload.ljust(476, b"\0") + struct.pack("<I", MAGIC[2])
    return bytes(out)


def companion_uf2(flash):
    """The firmware's blocks, then each of flash's [(offset, bytes)] in 256-byte pages."""
    with open(pico_link.FIRMWARE, "rb") as f:
        pieces = blocks(f.read())
    for offset, data in flash:
        pieces += [(FLASH_BASE + offset + at, data[at : at + PAYLOAD])
                   for at in range(0, len(data), PAYLOAD)]
    return uf2(pieces)


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
        data = companion_uf2(pico_image.device_flash())
        f.write(data)
    print("wrote {} ({} KB): MicroPython and the companion; copying it to the Pico's RPI-RP2 "
          "drive replaces every file on it, saved games included".format(out, len(data) // 1024))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
