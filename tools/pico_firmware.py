"""Rebuild hardware/pico/firmware.uf2, the release firmware, from MicroPython's sources (the
recipe in hardware/pico/README.md), where the source tree and the ARM toolchain exist; else say
why in one line. It is the port's RPI_PICO board with the app's current sources frozen in, its
board name labelled with their digests, and a ROMFS partition of support/pico_image.ROMFS_SIZE
bytes for the packages changed since (support/frozen_app.py). The firmware and its frozen.json
are left in build/pico-firmware/, the firmware checked against hardware/pico/SHA256SUMS.

Run: make pico-firmware MPY_DIR=/path/to/micropython (at v1.28.0, submodules in)
"""

import hashlib
import json
import os
import shutil
import subprocess
import sys

from support import build_tree, frozen_app, pico_image

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "build", "pico-firmware")
SUMS = os.path.join(ROOT, "hardware", "pico", "SHA256SUMS")
SUBMODULES = ("lib/pico-sdk", "lib/tinyusb", "lib/micropython-lib", "lib/mbedtls")
BOARD = "RPI_PICO"
BUILD = "build-RPI_PICO-companion"  # beside, not over, a stock build in the same tree


def missing(mpy_dir):
    """Why the firmware cannot be built here, or None."""
    if not mpy_dir:
        return "no MicroPython source tree given (CI has none): make pico-firmware MPY_DIR=..."
    if not os.path.isfile(os.path.join(mpy_dir, "ports", "rp2", "Makefile")):
        return "{} is not a MicroPython source tree (no ports/rp2)".format(mpy_dir)
    for sub in SUBMODULES:
        path = os.path.join(mpy_dir, sub)
        if not os.path.isdir(path) or not os.listdir(path):
            return "{} has no {} (see hardware/pico/README.md)".format(mpy_dir, sub)
    for tool in ("arm-none-eabi-gcc", "cmake", "make"):
        if not shutil.which(tool):
            return "{} is not installed (apt-get install gcc-arm-none-eabi " \
                   "libnewlib-arm-none-eabi cmake)".format(tool)
    return None


def board_dir(mpy_dir, listing):
    """build/pico-firmware/RPI_PICO: the port's RPI_PICO board named for the frozen listing,
    with the ROMFS partition added (just below the filesystem, whose place does not move)."""
    board = os.path.join(OUT, BOARD)
    shutil.rmtree(board, ignore_errors=True)
    shutil.copytree(os.path.join(mpy_dir, "ports", "rp2", "boards", BOARD), board)
    config = os.path.join(board, "mpconfigboard.h")
    with open(config) as f:
        text = f.read()
    named = text.replace('"{}"'.format(frozen_app.BOARD),
                         '"{}"'.format(frozen_app.board_name(listing)))
    if named == text:
        raise SystemExit("pico-firmware: {} no longer names the board {!r}".format(
            config, frozen_app.BOARD))
    with open(config, "w") as f:
        f.write(named + "#define MICROPY_HW_ROMFS_BYTES ({})\n".format(pico_image.ROMFS_SIZE))
    return board


def build(mpy_dir):
    jobs = "-j{}".format(os.cpu_count() or 1)
    subprocess.run(["make", "-C", os.path.join(mpy_dir, "mpy-cross"), jobs], check=True)
    os.makedirs(OUT, exist_ok=True)
    port = os.path.join(mpy_dir, "ports", "rp2")
    build_tree.write_manifests()
    listing = frozen_app.digests()
    board = board_dir(mpy_dir, listing)
    # CMAKE_ARGS given here replaces the port Makefile's own, which names the board folder.
    subprocess.run(["make", "-C", port, "BOARD_DIR=" + board, "BUILD=" + BUILD, jobs,
                    "CMAKE_ARGS=-DPICO_NO_PICOTOOL=1 -DMICROPY_BOARD={} -DMICROPY_BOARD_DIR={} "
                    "-DMICROPY_FROZEN_MANIFEST={}".format(
                        BOARD, board, os.path.join(ROOT, "manifest.py"))], check=True)
    with open(os.path.join(OUT, "frozen.json"), "w") as f:
        json.dump(listing, f, indent=1, sort_keys=True)
        f.write("\n")
    uf2 = os.path.join(OUT, "firmware.uf2")
    subprocess.run([sys.executable, os.path.join(mpy_dir, "tools", "uf2conv.py"), "-c", "-b",
                    "0x10000000", "-f", "RP2040", "-o", uf2,
                    os.path.join(port, BUILD, "firmware.bin")], check=True)
    return uf2


def expected():
    with open(SUMS) as f:
        return dict(reversed(line.split()) for line in f if line.strip())["firmware.uf2"]


def main():
    mpy_dir = sys.argv[1] if len(sys.argv) > 1 else ""
    why = missing(mpy_dir)
    if why:
        print("pico-firmware: skipped: " + why)
        return 0
    uf2 = build(mpy_dir)
    with open(uf2, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    if digest == expected():
        print("pico-firmware: {} is the tested firmware (sha256 {})".format(uf2, digest))
    else:
        print("pico-firmware: {} differs from hardware/pico/firmware.uf2 (sha256 {}; a build "
              "date or tree other than the README's): copy it and its frozen.json to "
              "hardware/pico/ and update SHA256SUMS only on purpose".format(uf2, digest))
    return 0


if __name__ == "__main__":
    sys.exit(main())
