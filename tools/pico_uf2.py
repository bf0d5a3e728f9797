"""Write one UF2 file that installs everything on a Pico: the stock MicroPython firmware of
hardware/pico/ and the app's littlefs filesystem (support/pico_image.py) at flash offset 0xA0000.
Copied to the RPI-RP2 drive (hold BOOTSEL while plugging the Pico in), it replaces the firmware
and the whole filesystem, saved games included: `companion pull` them first.

    python tools/pico_uf2.py [OUT]      (default build/companion.uf2; `make uf2`)
"""

import os
import struct
import sys

from support import pico_image, pico_link

OUT = os.path.join(pico_link.ROOT, "build", "companion.uf2")
MAGIC = (0x0A324655, 0x9E5D5157, 0x0AB16F30)  # first, second and last word of a block
FAMILY_ID = 0x00002000  # the flags bit saying the family field holds the chip's
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
        block = struct.pack("<8I", MAGIC[0], MAGIC[1], FAMILY_ID, address, len(payload), number,
                            len(pieces), RP2040)
        out += block + payload.ljust(476, b"\0") + struct.pack("<I", MAGIC[2])
    return bytes(out)


def companion_uf2(filesystem):
    """The firmware's blocks, then filesystem (the littlefs image) in 256-byte pages."""
    with open(pico_link.FIRMWARE, "rb") as f:
        firmware = blocks(f.read())
    start = FLASH_BASE + pico_image.OFFSET
    pages = [(start + at, filesystem[at : at + PAYLOAD])
             for at in range(0, len(filesystem), PAYLOAD)]
    return uf2(firmware + pages)


def main(argv):
    out = argv[0] if argv else OUT
    data = companion_uf2(pico_image.device_image())
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    with open(out, "wb") as f:
        f.write(data)
    print("wrote {} ({} KB): MicroPython and the companion; copying it to the Pico's RPI-RP2 "
          "drive replaces every file on it, saved games included".format(out, len(data) // 1024))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
