"""A journal on the computer: the checks, locks and file modes that the device's Storage leaves out.

- A path that is not a regular file (a folder, a device, a pipe) is refused before it is opened;
  a symbolic link is followed, so the file it points to is the one read and saved. A journal
  with more than one name (a hard link) is read but never changed: a rewrite replaces one name
  only, so the two would split the game.
- A command holds an exclusive lock (fcntl.flock on a hidden lock file beside the journal) while
  it reads, changes and saves the journal, so commands on one journal run one after another.
  The folder's own lock is shared by commands and held exclusively by `companion sim`, which
  keeps its games in memory: a command is refused while the simulator runs on its folder.
- Saving goes through saves/storage.py, with HostFiles as its filesystem: a temporary name
  unique to the process; a save that fails removes its temporary file, and a rewritten journal
  keeps its mode. The new journal is renamed over the old one in one step, the old one copied
  to the backup, so a command killed at any moment leaves the old journal or the new one.
- A journal that lost something when read (a damaged last line) is copied to <name>.damaged
  (or .damaged.2, .3... when that is taken) before a command rewrites it, as the device keeps
  one: the backup that the rewrite makes is replaced by the next one, a .damaged copy never is.
"""

import contextlib
import errno
import fcntl
import os
import re
import secrets
import shutil
import stat

from companion.cli_common import CliError, note
from saves.storage import Flash, Storage

FOLDER_LOCK = ".companion.lock"
_GONE = (errno.ENOENT, errno.ENOTDIR)


class HostFiles(Flash):
    """The computer's filesystem for saves.storage: a temporary name unique to this process, a
    journal's mode kept, nothing left behind when a save fails, a line that a full disk cut
    short taken off again, and a journal read with its end lost kept as .damaged first."""

    def __init__(self):
        super().__init__()
        self.tmp = ".{}.{}.tmp".format(os.getpid(), secrets.token_hex(4))
        self.lost = set()  # the paths of the journals that lost something when read

    def damaged(self, path):
        self.lost.add(path)

    def commit(self, tmp, path, old):
        """tmp in place of path in one step (os.replace), the journal it replaces copied to old
        first: a command killed at any moment leaves the old journal or the new one at path,
        and a commit that fails changes nothing."""
        kept = old + self.tmp
        try:
            if os.path.exists(path):
                os.chmod(tmp, stat.S_IMODE(os.stat(path).st_mode))
                shutil.copyfile(path, kept)
            if path in self.lost:
                self.lost.discard(path)
                note("the journal as it was is kept as " + _keep_damaged(path))
            os.replace(tmp, path)
        except BaseException:
            for left in (tmp, kept):
                with contextlib.suppress(OSError):
                    os.remove(left)
            raise
        if os.path.exists(kept):
            os.replace(kept, old)

    def append(self, path, text):
        size = os.path.getsize(path)
        try:
            super().append(path, text)
        except OSError:
            if os.path.getsize(path) > size:
                os.truncate(path, size)
            raise


def storage(folder):
    """The Storage of the journals in folder, on the computer."""
    return Storage(folder, HostFiles())


def _keep_damaged(path):
    """Copy the journal at path to the first free <path>.damaged[.N]; returns that file's name."""
    copy = path + ".damaged"
    number = 1
    while os.path.lexists(copy):
        number += 1
        copy = "{}.damaged.{}".format(path, number)
    shutil.copyfile(path, copy)
    return os.path.basename(copy)


def _stat(path):
    """os.stat(path), or None when nothing is there; CliError when it cannot be looked at."""
    try:
        return os.stat(path)
    except OSError as exc:
        if exc.errno in _GONE:
            return None
        raise CliError("cannot open {}: {}".format(path, exc.strerror)) from None
    except ValueError:  # a NUL in the path
        raise CliError("{!r} is not a path".format(path)) from None


def existing_folder(path):
    """path, a folder that exists; CliError otherwise."""
    found = _stat(path)
    if found is None:
        raise CliError("no folder {}".format(path))
    if not stat.S_ISDIR(found.st_mode):
        raise CliError("{} is not a folder".format(path))
    return path


def real_path(path):
    """The file that a journal path names, links followed, in a folder that exists; CliError for
    anything that is not, or cannot become, a regular file."""
    if not path:
        raise CliError("an empty path names no file")
    try:
        real = os.path.realpath(path)
    except ValueError:
        raise CliError("{!r} is not a path".format(path)) from None
    existing_folder(os.path.dirname(real))
    found = _stat(real)
    if found is not None and stat.S_ISDIR(found.st_mode):
        raise CliError("{} is a folder, not a journal".format(path))
    if found is not None and not stat.S_ISREG(found.st_mode):
        raise CliError("{} is not a regular file".format(path))
    return real


def exists(real):
    return _stat(real) is not None


def read_text(path, most):
    """The text of the regular file at path, of at most `most` bytes; CliError otherwise."""
    real = real_path(path)
    found = _stat(real)
    if found is None:
        raise CliError("no file {}".format(path))
    if found.st_size > most:
        raise CliError("{} is longer than {} bytes".format(path, most))
    with open(real, encoding="utf-8", errors="replace") as f:
        return f.read(most)


def check_writable(real):
    """CliError unless the journal at real (a real_path) and its folder can be written."""
    folder = os.path.dirname(real)
    if os.statvfs(folder).f_flag & os.ST_RDONLY:
        raise CliError("cannot write in {}: the filesystem is read-only".format(folder))
    found = _stat(real)
    if found is not None and (not found.st_mode & 0o222 or not os.access(real, os.W_OK)):
        raise CliError("{} is read-only: make it writable to change it".format(real))
    if found is not None and found.st_nlink > 1:
        raise CliError("{} has {} names (hard links), and a save would split the game between "
                       "them: keep one name, or use a symbolic link".format(real, found.st_nlink))
    if not os.access(folder, os.W_OK | os.X_OK):
        raise CliError("cannot write in {}: permission denied".format(folder))


def _lock(stack, path, how):
    """Open the lock file at path and take the flock how; the stack closes it."""
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    stack.callback(os.close, fd)
    fcntl.flock(fd, how)


@contextlib.contextmanager
def locked(real, writing):
    """Hold the locks of the journal at real for one command (see the module's docstring). A
    command that only reads a folder it cannot write in goes without them."""
    folder, name = os.path.split(real)
    stack = contextlib.ExitStack()
    with stack:
        try:
            _lock(stack, os.path.join(folder, FOLDER_LOCK), fcntl.LOCK_SH | fcntl.LOCK_NB)
            _lock(stack, os.path.join(folder, "." + name + ".lock"),
                  fcntl.LOCK_EX if writing else fcntl.LOCK_SH)
        except BlockingIOError:
            raise CliError("{} is in use by `companion sim`: quit the simulator first".format(
                folder)) from None
        except OSError as exc:
            if writing:
                raise CliError("cannot write in {}: {}".format(folder, exc.strerror)) from None
        if writing:
            _remove_stale(folder, name)
        yield


def _remove_stale(folder, name):
    """Temporary files of name that a killed command left: with the lock held, none is in use."""
    pattern = re.compile(re.escape(name) + r"(\.\d+\.[0-9a-f]{8})?\.tmp")
    for entry in os.listdir(folder):
        if pattern.fullmatch(entry):
            with contextlib.suppress(OSError):
                os.remove(os.path.join(folder, entry))


@contextlib.contextmanager
def journal(path, writing, missing=None, make_folder=False):
    """(storage, name) of the journal at path, checked, and locked for one command. missing,
    if given, is the CliError for a journal that does not exist (before any lock file is
    made for it); with make_folder, the folder is created first if it is missing."""
    if make_folder:
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    real = real_path(path)
    if missing is not None and not exists(real):
        raise missing
    if writing:
        check_writable(real)
    with locked(real, writing):
        folder, name = os.path.split(real)
        yield storage(folder), name


@contextlib.contextmanager
def simulator_lock(folder):
    """Held by `companion sim` on its flash folder while it runs."""
    with contextlib.ExitStack() as stack:
        try:
            _lock(stack, os.path.join(folder, FOLDER_LOCK), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise CliError("{} is in use by another companion: quit it, or let its command "
                           "end".format(folder)) from None
        yield
