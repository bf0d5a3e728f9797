"""Run by the MicroPython unix port: a simulated device that executes what the computer sends.

Usage: micropython companion/unix_repl.py REPO, with REPO (this repository) put on sys.path so
that code sent here imports the device's firmware. Each request is a line with a length, then
that many bytes of code; the reply is what the code printed, a byte 4, any traceback and a
byte 4, as in MicroPython's raw REPL (companion/unix_device.py is the other end).
"""

import sys

EOT = b"\x04"


def serve(repo):
    sys.path.append(repo)
    requests = sys.stdin.buffer
    out = sys.stdout.buffer
    scope = {}
    while True:
        size = requests.readline()
        if not size:
            return
        code = requests.read(int(size)).decode()
        error = None
        try:
            exec(code, scope)
        except Exception as exc:  # the computer hears of every error, as from a device
            error = exc
        out.write(EOT)
        if error is not None:
            sys.print_exception(error, sys.stdout)  # pyright: ignore[reportAttributeAccessIssue]
        out.write(EOT)
        out.flush()


serve(sys.argv[1])
