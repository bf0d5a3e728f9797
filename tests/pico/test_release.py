"""The release firmware kept in hardware/pico/ is what its recipe (tools/pico_firmware.py,
hardware/pico/README.md) says it holds: MicroPython v1.28.0 for the RPI_PICO board, the app's
packages frozen in as hardware/pico/frozen.json lists them (its board name carries that
listing's label), and a ROMFS partition of support/pico_image.ROMFS_SIZE bytes just below the
filesystem, above the firmware's last byte, which carries the packages changed since; and its
checksum is the one in SHA256SUMS."""

import hashlib
import os

import pytest
from pico_case import tree, words

from support import frozen_app, pico_image, pico_link, uf2

pytestmark = pytest.mark.cpython_only

SUMS = os.path.join(os.path.dirname(pico_link.FIRMWARE), "SHA256SUMS")
# Writes /probe.txt: the ROMFS partition's segment count, size and address, sys.path as
# /main.py leaves it, then where each package is imported from (the USB serial port says
# nothing until a host opens it). A frozen module's __file__ is its path in the manifest
# ("core/games.py"), a ROMFS one's starts with /rom.
PROBE = """import sys, uctypes, vfs
seen = memoryview(vfs.rom_ioctl(2, 0))
with open("/probe.txt", "w") as f:
    f.write("romfs {} {} {}\\n".format(vfs.rom_ioctl(1), len(seen), hex(uctypes.addressof(seen))))
    if "/rom" in sys.path:
        sys.path[:] = ["/rom", ".frozen"]
    f.write("path {}\\n".format(sys.path))
    import core.games, firmware.app, firmware.main, saves.journal
    for module in (core.games, firmware.app, saves.journal):
        f.write("{} {}\\n".format(module.__name__, module.__file__))
"""


def probe(listing=None):
    flash = pico_image.device_flash(tree=tree(), extra={"/main.py": PROBE}, listing=listing)
    with pico_link.Pico(flash) as pico:
        pico.run(1500)
        return pico_image.read_files(pico.flash(), "/").get("probe.txt", b"").decode()


def test_the_kept_firmware_has_the_checksum_of_its_sums_file():
    with open(SUMS) as f:
        sums = dict(reversed(line.split()) for line in f if line.strip())
    with open(pico_link.FIRMWARE, "rb") as f:
        assert hashlib.sha256(f.read()).hexdigest() == sums["firmware.uf2"]


def test_it_is_micropython_1_28_0():
    assert uf2.micropython_version(pico_link.FIRMWARE) == "v1.28.0"


def test_its_board_name_carries_the_label_of_the_frozen_listing_kept_beside_it():
    listing = frozen_app.frozen()
    assert sorted(listing) == sorted(frozen_app.digests())
    assert frozen_app.board_name(listing).encode() in uf2.flash(pico_link.FIRMWARE)


def test_it_ends_below_the_romfs_partition():
    with open(pico_link.FIRMWARE, "rb") as f:
        pieces = uf2.blocks(f.read())
    end = max(address + len(payload) for address, payload in pieces) - 0x10000000
    assert 0 < end <= pico_image.ROMFS_OFFSET, hex(end)


def test_with_nothing_changed_the_app_runs_frozen_and_the_romfs_partition_is_mounted():
    current = frozen_app.digests()
    said = probe(listing=current)
    assert "romfs 1 {} {}".format(pico_image.ROMFS_SIZE,
                                  hex(0x10000000 + pico_image.ROMFS_OFFSET)) in said, said
    assert "path ['/rom', '.frozen']" in said, said
    for module in ("core.games", "firmware.app", "saves.journal"):
        assert "{} {}.py".format(module, module.replace(".", "/")) in said, said


def test_a_changed_package_runs_whole_from_romfs_beside_the_frozen_others():
    listing = dict(frozen_app.digests(), saves="an older saves package")
    said = probe(listing=listing)
    assert "saves.journal /rom/saves/journal.mpy" in said, said
    assert "core.games core/games.py" in said, said
    assert "firmware.app firmware/app.py" in said, said



def test_this_firmware_alone_over_the_romfs_only_release_boots_the_app_frozen(monkeypatch):
    """A Pico of the release before, the whole app in a 192 KB ROMFS partition at 0x70000, gets
    firmware.uf2 alone (the files stay): its blocks cover the start of that image; the rest,
    where this firmware's partition now is, is no ROMFS, and the app runs frozen."""
    with open(pico_link.FIRMWARE, "rb") as f:
        end = max(a + len(p) for a, p in uf2.blocks(f.read())) - 0x10000000
    monkeypatch.setattr(pico_image, "ROMFS_SIZE", 192 * 1024)
    old = pico_image.romfs(tree())
    files = pico_image.device_flash(tree={})[1]  # /main.py and the empty saves folder
    with pico_link.Pico([(end, old[end - 0x70000 :]), files]) as pico:
        pico.run(1500)
        shown = words(pico.frames[-1].ram) if pico.frames else []
    assert shown[:2] == ["Companion 1/6", "Karekare"], shown
