"""UF2 images, the format of MicroPython's firmware.uf2 and of `make uf2`: 512-byte blocks, each
carrying up to 476 bytes for one flash address; and the MicroPython version a firmware holds."""

import re
import struct

MAGIC = (0x0A324655, 0x9E5D5157, 0x0AB16F30)  # first, second and last word of a block
FLAG_FAMILY = 0x00002000  # the flags bit saying the block's last field names the chip family
RP2040 = 0xE48BFF56
BLOCK = 512
BANNER = re.compile(rb"MicroPython (v\d+\.\d+\.\d+)")


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


def image(pieces):
    """A UF2 image of [(flash address, payload)], numbered in order, for the RP2040."""
    out = bytearray()
    for number, (address, payload) in enumerate(pieces):
        block = struct.pack("<8I", MAGIC[0], MAGIC[1], FLAG_FAMILY, address, len(payload), number,
                            len(pieces), RP2040)
        out += block + payload.ljust(476, b"\0") + struct.pack("<I", MAGIC[2])
    return bytes(out)


def flash(path):
    """The bytes a UF2 file at path writes, in address order (its blocks are contiguous)."""
    with open(path, "rb") as f:
        return b"".join(payload for _, payload in sorted(blocks(f.read())))


def micropython_version(path):
    """The version in the banner of the MicroPython firmware at path ("v1.28.0")."""
    found = BANNER.search(flash(path))
    if found is None:
        raise ValueError("{} holds no MicroPython banner".format(path))
    return found.group(1).decode()
