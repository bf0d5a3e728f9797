"""Update the app on a Pico that runs the release firmware, with mpremote, keeping its saves:
check that it runs hardware/pico/firmware.uf2 (its board name), write the built packages that
firmware does not hold frozen into the ROMFS partition, remove app modules an older deploy left
on littlefs, copy /main.py, reset. Run: make deploy PORT=/dev/ttyACM0
"""

import argparse
import os
import subprocess
import sys

from support import frozen_app, pico_image
from support.build_tree import OUT, ROOT

MPREMOTE = os.path.join(ROOT, ".venv", "bin", "mpremote")
ROMFS = OUT + ".romfs"
# Runs on the device: delete PATHS, the app's modules as an older deploy copied them to
# littlefs (the saves in /companion stay).
CLEAN = """
import os
def rm(path):
    try:
        mode = os.stat(path)[0]
    except OSError:
        return
    if mode & 0x4000:
        for entry in os.listdir(path):
            rm(path + "/" + entry)
        os.rmdir(path)
    else:
        os.remove(path)
for path in PATHS:
    rm(path)
"""


def old_app_paths(out=OUT):
    """The top-level folders of the device tree, and /main.mpy, as paths on the device."""
    folders = [name for name in sorted(os.listdir(out)) if os.path.isdir(os.path.join(out, name))]
    return tuple("/" + name for name in folders) + ("/main.mpy",)


def check(listing=None):
    """Runs on the device: fails unless its firmware is the kept one, whose frozen packages the
    ROMFS image completes."""
    name = frozen_app.board_name(frozen_app.frozen() if listing is None else listing)
    return ("import os\nif os.uname().machine.find({!r}) != 0:\n"
            "    raise OSError('not the firmware of hardware/pico: ' + os.uname().machine)\n"
            .format(name))


def commands(port, out=OUT, romfs=ROMFS):
    """One mpremote invocation: the firmware check and the ROMFS first (a failure stops the
    rest), then the clean, /main.py and a reset."""
    clean = CLEAN.replace("PATHS", repr(old_app_paths(out)))
    return [MPREMOTE, "connect", port, "exec", check(),
            "+", "romfs", "deploy", romfs,
            "+", "exec", clean,
            "+", "fs", "cp", os.path.join(out, "main.py"), ":main.py",
            "+", "reset"]


def main(argv):
    parser = argparse.ArgumentParser(description="Deploy build/device to a Pico with mpremote.")
    parser.add_argument("--port", required=True, help="the serial port, e.g. /dev/ttyACM0")
    parser.add_argument("--dry-run", action="store_true", help="print the command, run nothing")
    args = parser.parse_args(argv)
    if not os.path.exists(os.path.join(OUT, "main.py")):
        print("deploy: nothing built: run make build first", file=sys.stderr)
        return 2
    with open(ROMFS, "wb") as f:
        f.write(pico_image.romfs(frozen_app.overlay(pico_image.read_tree(OUT))))
    argv = commands(args.port)
    if args.dry_run:
        print(" ".join(a if "\n" not in a else "<{}>".format("clean" if "rm(" in a else "check")
                       for a in argv))
        return 0
    done = subprocess.run(argv).returncode
    if done:
        print("deploy: failed, as mpremote says above; if it says 'not the firmware of "
              "hardware/pico', copy hardware/pico/firmware.uf2 to the Pico's RPI-RP2 drive "
              "first (it keeps the saves)", file=sys.stderr)
    return done


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
