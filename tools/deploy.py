"""Copy the built device tree to a Pico with mpremote: remove the old modules first (a stale .py
beside a new .mpy would win the import), copy, reset. Run: make deploy PORT=/dev/ttyACM0
"""

import argparse
import os
import subprocess
import sys

from support.build_tree import OUT, ROOT

MPREMOTE = os.path.join(ROOT, ".venv", "bin", "mpremote")
# Runs on the device: delete /core, /saves, /firmware and /main.* (the saves in /companion stay).
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
for path in ("/core", "/saves", "/firmware", "/main.py", "/main.mpy"):
    rm(path)
"""


def commands(port, out=OUT):
    """One mpremote invocation chaining clean, copy and reset."""
    return [MPREMOTE, "connect", port, "exec", CLEAN,
            "+", "fs", "cp", "-r", os.path.join(out, "core"), ":",
            "+", "fs", "cp", "-r", os.path.join(out, "saves"), ":",
            "+", "fs", "cp", "-r", os.path.join(out, "firmware"), ":",
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
    argv = commands(args.port)
    if args.dry_run:
        print(" ".join(a if "\n" not in a else "<clean>" for a in argv))
        return 0
    return subprocess.run(argv).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
