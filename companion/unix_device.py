"""A simulated device for `companion pull` and `push`: the MicroPython unix port with a folder
as its flash, reached through mpremote's Transport, so that mpremote's own file operations
(fs_listdir, fs_readfile, fs_writefile) and the device's Storage run on real MicroPython as they
do on a Pico. The folder keeps its path on the computer: the unix port's VfsPosix cannot rename
within a folder mounted elsewhere, so it is not made the Pico's /companion.

The unix port has no raw REPL on a serial line; companion/unix_repl.py stands in for it, one
request at a time over a pipe.
"""

import ast
import os
import subprocess
import sys

from mpremote.transport import Transport, TransportError, TransportExecError

REPL = os.path.join(os.path.dirname(os.path.abspath(__file__)), "unix_repl.py")
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HEAP = "192K"  # about what a Pico has free: the device's side must fit in it
EOT = b"\x04"


class UnixTransport(Transport):
    """mpremote's Transport over a MicroPython unix port."""

    def __init__(self):
        micropython = os.path.join(os.path.dirname(sys.executable), "micropython")
        try:
            self.process = subprocess.Popen(
                [micropython, "-X", "heapsize=" + HEAP, REPL, REPO],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        except OSError as exc:
            raise TransportError("cannot start {}: {}".format(micropython, exc.strerror)) from None

    def _reply(self):
        """Bytes up to the next EOT."""
        out = self.process.stdout
        assert out is not None
        data = bytearray()
        while True:
            byte = out.read(1)
            if not byte:
                raise TransportError("the simulated device stopped")
            if byte == EOT:
                return bytes(data)
            data += byte

    def exec(self, command, data_consumer=None):
        code = command.encode() if isinstance(command, str) else command
        request = self.process.stdin
        assert request is not None
        try:
            request.write(b"%d\n" % len(code) + code)
            request.flush()
        except BrokenPipeError:
            raise TransportError("the simulated device stopped") from None
        output = self._reply()
        error = self._reply()
        if data_consumer:
            data_consumer(output)
        if error:
            raise TransportExecError(output, error.decode())
        return output

    def eval(self, expression, parse=True):
        output = self.exec("print(repr({}))".format(expression) if parse else
                           "print({})".format(expression)).strip()
        return ast.literal_eval(output.decode()) if parse else output

    def close(self):
        if self.process.stdin:
            self.process.stdin.close()
        self.process.wait()
