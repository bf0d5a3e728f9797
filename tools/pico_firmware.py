"""Rebuild hardware/pico/firmware.uf2 from MicroPython's sources (the recipe in
hardware/pico/README.md), where the source tree and the ARM toolchain exist; else say why in one
line. The result is checked against hardware/pico/SHA256SUMS and left in build/pico-firmware/.

Run: make pico-firmware MPY_DIR=/path/to/micropython (at v1.28.0, submodules in)
"""

import hashlib
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "build", "pico-firmware")
SUMS = os.path.join(ROOT, "hardware", "pico", "SHA256SUMS")
SUBMODULES = ("lib/pico-sdk", "lib/tinyusb", "lib/micropython-lib", "lib/mbedtls")


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


def build(mpy_dir):
    jobs = "-j{}".format(os.cpu_count() or 1)
    subprocess.run(["make", "-C", os.path.join(mpy_dir, "mpy-cross"), jobs], check=True)
    subprocess.run(["make", "-C", os.path.join(mpy_dir, "ports", "rp2"), "BOARD=RPI_PICO", jobs,
                    "CMAKE_ARGS=-DPICO_NO_PICOTOOL=1"], check=True)
    os.makedirs(OUT, exist_ok=True)
    uf2 = os.path.join(OUT, "firmware.uf2")
    subprocess.run([sys.executable, os.path.join(mpy_dir, "tools", "uf2conv.py"), "-c", "-b",
                    "0x10000000", "-f", "RP2040", "-o", uf2,
                    os.path.join(mpy_dir, "ports", "rp2", "build-RPI_PICO", "firmware.bin")],
                   check=True)
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
              "date or tree other than the README's): copy it there and update SHA256SUMS only "
              "on purpose".format(uf2, digest))
    return 0


if __name__ == "__main__":
    sys.exit(main())
