"""The device's saves from the computer, through mpremote's file operations.

A Pico is reached on its serial port with mpremote (PORT is a device path, "auto", or
"id:SERIAL", as for `mpremote connect`); "sim:FOLDER" is a simulated device, the MicroPython
unix port with FOLDER as its save folder (companion/unix_device.py). On a Pico the companion stops
while the computer has its REPL; a timer feeds its watchdog meanwhile, for as long as the
computer keeps using the REPL, and a soft reset starts it again afterwards, reading what was
pushed (or, after a command killed half-way, a reset once the computer's lease is over).
"""

import argparse
import contextlib
import os

from companion import host_files
from companion.cli_common import CliError
from saves.storage import FINISHED

ROOT = "/companion"  # the Pico's save folder: firmware/boards/pico.py's STORAGE
SIMULATED = "sim:"
# Run on the Pico, whose companion's loop no longer feeds the watchdog (firmware/boards/pico.py):
# a timer feeds it while the computer's lease lasts, which each file operation renews; once the
# computer is gone (a command killed), the board restarts the companion itself.
LEASE_MS = 10000
_LEASE = """
import machine, time
try:
    from firmware.boards.pico import restart
except ImportError:
    restart = machine.reset
_wdt = machine.WDT(timeout=8000)
_until = 0
def _renew():
    global _until
    _until = time.ticks_add(time.ticks_ms(), {})
def _tend(timer):
    if time.ticks_diff(_until, time.ticks_ms()) > 0:
        _wdt.feed()
    else:
        timer.deinit()
        restart()
_renew()
_feeder = machine.Timer(period=1000, callback=_tend)
""".format(LEASE_MS)


class _Leased:
    """mpremote's transport to a Pico, renewing the lease before each file operation."""

    def __init__(self, transport):
        self.transport = transport

    def __getattr__(self, name):
        found = getattr(self.transport, name)
        if not name.startswith(("fs_", "exec")):
            return found

        def renewed(*args, **kwargs):
            self.transport.exec("_renew()")
            return found(*args, **kwargs)

        return renewed


class Device:
    """The files of the device's save folder, root."""

    def __init__(self, transport, root=ROOT):
        self.transport = transport
        self.root = root

    def _path(self, name):
        return self.root + "/" + name

    def names(self):
        """The names of the files in the save folder (none before the device's first save)."""
        try:
            entries = self.transport.fs_listdir(self.root)
        except OSError:
            return []
        return sorted(entry.name for entry in entries if not entry.st_mode & 0x4000)

    def _file(self, operation, name, *args):
        """A transport's file operation on name; the device's OSError as a CliError."""
        try:
            return operation(self._path(name), *args)
        except OSError as exc:
            raise CliError("the device cannot use {}: {}".format(
                self._path(name), os.strerror(exc.errno) if exc.errno else exc)) from None

    def read(self, name):
        return bytes(self._file(self.transport.fs_readfile, name))

    def finished(self):
        """The file names of the finished games the device keeps, under FINISHED/."""
        try:
            entries = self.transport.fs_listdir(self._path(FINISHED))
        except OSError:
            return []
        return sorted(entry.name for entry in entries)

    def write(self, name, data):
        """Save name whole, as the device saves: a temporary file, then Storage.install."""
        if not self.transport.fs_isdir(self.root):
            self.transport.fs_mkdir(self.root)
        self._file(self.transport.fs_writefile, name + ".tmp", data)
        self._storage("storage.install({!r})".format(name))

    def keep_finished(self, name):
        """Move name to the device's finished games, as a new game on the device does."""
        self._storage("finish(storage, {!r})".format(name))

    def _storage(self, call):
        """Run call on the device, with the Storage of its save folder as storage."""
        self.transport.exec("from saves.sessions import finish\n"
                            "from saves.storage import Storage\n"
                            "storage = Storage({!r})\n{}".format(self.root, call))


def _serial(port):
    """mpremote's connection to a device on port, in its raw REPL, the watchdog fed while the
    computer's lease lasts."""
    from mpremote.commands import do_connect
    from mpremote.main import State

    state = State()
    do_connect(state, argparse.Namespace(device=[port]))
    transport = state.transport
    assert transport is not None  # do_connect raises when it cannot connect
    transport.enter_raw_repl(soft_reset=False)
    transport.exec(_LEASE)
    return _Leased(transport)


def _restart(transport):
    """Leave the raw REPL and soft-reset: the companion starts again from main.py."""
    transport.exit_raw_repl()
    transport.serial.write(b"\x04")
    transport.close()


@contextlib.contextmanager
def connected(port):
    """The Device on port, for one command; what goes wrong with it is a one-line CliError."""
    from mpremote.commands import CommandError
    from mpremote.transport import TransportError

    if not port.isprintable():
        raise CliError("{!r} is not a port".format(port))
    try:
        with contextlib.ExitStack() as stack:
            if port.startswith(SIMULATED):
                from companion.unix_device import UnixTransport

                folder = os.path.abspath(host_files.existing_folder(port[len(SIMULATED):]))
                stack.enter_context(host_files.simulator_lock(folder))
                transport = UnixTransport()
                stack.callback(transport.close)
                yield Device(transport, folder)
            else:
                transport = _serial(port)
                stack.callback(_restart, transport)
                yield Device(transport)
    except (CommandError, TransportError) as exc:
        said = [line.strip() for line in str(exc).splitlines() if line.strip()]
        raise CliError("the device on {}: {}".format(port, said[-1] if said else type(
            exc).__name__)) from None
