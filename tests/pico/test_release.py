"""The release firmware kept in hardware/pico/ is what its recipe (tools/pico_firmware.py,
hardware/pico/README.md) says it holds: MicroPython v1.28.0 for the RPI_PICO board, with a ROMFS
partition of support/pico_image.ROMFS_SIZE bytes just below the filesystem, where the app's image
is written and from which the app runs; and its checksum is the one in SHA256SUMS."""

import hashlib
import os

import pytest
from pico_case import tree

from support import pico_image, pico_link, uf2

pytestmark = pytest.mark.cpython_only

SUMS = os.path.join(os.path.dirname(pico_link.FIRMWARE), "SHA256SUMS")
# Writes /probe.txt: the ROMFS partition's segment count, size and address, then where the app
# is imported from once /main.py has put /rom first (the USB serial port says nothing until a
# host opens it).
PROBE = """import sys, uctypes, vfs
seen = memoryview(vfs.rom_ioctl(2, 0))
with open("/probe.txt", "w") as f:
    f.write("romfs {} {} {}\\n".format(vfs.rom_ioctl(1), len(seen), hex(uctypes.addressof(seen))))
    sys.path.remove("/rom")
    sys.path.insert(0, "/rom")
    import firmware.app
    f.write("app " + firmware.app.__file__)
"""


def test_the_kept_firmware_has_the_checksum_of_its_sums_file():
    with open(SUMS) as f:
        sums = dict(reversed(line.split()) for line in f if line.strip())
    with open(pico_link.FIRMWARE, "rb") as f:
        assert hashlib.sha256(f.read()).hexdigest() == sums["firmware.uf2"]


def test_it_is_micropython_1_28_0():
    assert uf2.micropython_version(pico_link.FIRMWARE) == "v1.28.0"


def test_its_romfs_partition_is_where_the_app_image_goes_and_the_app_runs_from_it():
    flash = pico_image.device_flash(tree=tree(), extra={"/main.py": PROBE})
    with pico_link.Pico(flash) as pico:
        pico.run(1500)
        said = pico_image.read_files(pico.flash(), "/").get("probe.txt", b"").decode()
    assert "romfs 1 {} {}".format(pico_image.ROMFS_SIZE,
                                  hex(0x10000000 + pico_image.ROMFS_OFFSET)) in said, said
    assert "app /rom/firmware/app.mpy" in said, said
