"""Which of the app's packages the release firmware holds frozen, and which must go in its ROMFS
overlay. hardware/pico/frozen.json (written by tools/pico_firmware.py) keeps a digest of each
top-level package's sources as they were frozen. A package whose sources differ now goes in the
ROMFS partition, whole: a package's modules are all found under its one __path__, so one package
cannot take some modules from /rom and others from .frozen. A firmware older than the sources
therefore runs the current app, only slower where it is not frozen.
"""

import hashlib
import json
import os

from support import build_tree

LISTING = os.path.join(build_tree.ROOT, "hardware", "pico", "frozen.json")
BOARD = "Raspberry Pi Pico"  # the port's MICROPY_HW_BOARD_NAME, to which the label is added


def digests():
    """{top-level package: sha256 hex of its device sources, paths and bytes}."""
    files = build_tree.device_files()
    return {top: build_tree.sources_digest([p for p in files if p.split("/")[0] == top])
            for top in build_tree.TOPS}


def frozen():
    """{package: digest} of the packages frozen into hardware/pico/firmware.uf2; {} if none."""
    try:
        with open(LISTING) as f:
            return json.load(f)
    except FileNotFoundError:
        return {}


def label(listing):
    """A short name for a listing, carried in the firmware's board name (os.uname().machine):
    what `make deploy` and tests/pico/test_release.py match the firmware by."""
    text = "".join("{} {}\n".format(top, listing[top]) for top in sorted(listing))
    return "companion " + hashlib.sha256(text.encode()).hexdigest()[:12]


def board_name(listing):
    return "{} ({})".format(BOARD, label(listing))


def stale(listing=None):
    """The top-level packages, sorted, whose sources differ from those frozen in the firmware."""
    listing = frozen() if listing is None else listing
    now = digests()
    return sorted(top for top in now if listing.get(top) != now[top])


def overlay(tree, listing=None):
    """The files of the device tree ({device path: bytes}) that the ROMFS partition must carry:
    those of the stale packages."""
    tops = set(stale(listing))
    return {path: data for path, data in tree.items() if path.split("/")[1] in tops}

