"""Build MicroPython's unix port with the companion frozen in, 32-bit like the Pico (its 16-byte
GC blocks), from a checkout of the public MicroPython repository, and print the binary's path.

    python tools/build_frozen.py MPY_DIR [--64]     (make heap-frozen MPY_DIR=...)

Needs gcc-i686-linux-gnu for 32-bit (apt-get install gcc-i686-linux-gnu). None of micropython's
submodules are needed: the modules that want them are left out. The build goes to
build/frozen/, outside the MicroPython tree; a second run only re-freezes and relinks.
"""

import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "build", "frozen")
WITHOUT_SUBMODULES = ("MICROPY_PY_FFI=0", "MICROPY_PY_BTREE=0", "MICROPY_PY_SSL=0",
                      "MICROPY_SSL_MBEDTLS=0")
CROSS = "i686-linux-gnu-"


def fail(message):
    print("build_frozen: " + message, file=sys.stderr)
    sys.exit(2)


def make(*args):
    print("make " + " ".join(args), flush=True)
    if subprocess.run(["make", "-j2", *args]).returncode:
        fail("the MicroPython build failed (its output is above)")


def variant(mpy_dir):
    """A variant folder of our own: the standard variant, with manifest.py frozen in."""
    folder = os.path.join(OUT, "variant")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(mpy_dir, "ports", "unix", "variants", "standard",
                           "mpconfigvariant.h")) as f:
        header = f.read()
    # outside variants/, the standard header's relative include must name its folder
    header = header.replace('"../mpconfigvariant_common.h"', '"variants/mpconfigvariant_common.h"')
    with open(os.path.join(folder, "mpconfigvariant.h"), "w") as f:
        f.write(header)
    with open(os.path.join(folder, "mpconfigvariant.mk"), "w") as f:
        f.write("FROZEN_MANIFEST ?= {}\n".format(os.path.join(ROOT, "manifest.py")))
    return folder


def library_stub():
    """The freeze step wants $(MPY_LIB_DIR)/README.md even when nothing is required from it."""
    folder = os.path.join(OUT, "no-micropython-lib")
    os.makedirs(folder, exist_ok=True)
    open(os.path.join(folder, "README.md"), "w").close()
    return folder


def build(mpy_dir, bits):
    if not os.path.isfile(os.path.join(mpy_dir, "ports", "unix", "Makefile")):
        fail("{} is not a MicroPython source tree (no ports/unix/Makefile)".format(mpy_dir))
    if bits == 32 and not shutil.which(CROSS + "gcc"):
        fail("a 32-bit build needs {}gcc: apt-get install gcc-i686-linux-gnu".format(CROSS))
    # mpy-cross on its own first: a BUILD= on the port's command line would reach its sub-make
    make("-C", os.path.join(mpy_dir, "mpy-cross"))
    out = os.path.join(OUT, "build-{}".format(bits))
    args = ["-C", os.path.join(mpy_dir, "ports", "unix"), "VARIANT_DIR=" + variant(mpy_dir),
            "MPY_LIB_DIR=" + library_stub(), "BUILD=" + out, *WITHOUT_SUBMODULES]
    if bits == 32:
        args += ["CROSS_COMPILE=" + CROSS, "LDFLAGS_EXTRA=-static"]
    make(*args)
    return os.path.join(out, "micropython")


def main(argv):
    if len(argv) not in (1, 2) or argv[1:] not in ([], ["--64"]):
        fail("usage: python tools/build_frozen.py MPY_DIR [--64]")
    print(build(os.path.abspath(argv[0]), 64 if argv[1:] else 32))


if __name__ == "__main__":
    main(sys.argv[1:])
