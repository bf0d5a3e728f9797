"""The computer's history: every finished game it has seen, once each, oldest first.

A finished game is copied into places.history_folder() as "<kind>-<digest>", the digest of its
bytes, so the same game is never kept twice. The copy keeps the time of the game's last save, or
the time 0 when that is unknown: the device has no clock. Games come from a `new` that replaces
a finished game, from the history the simulator (or the device, through `pull`) keeps on its
flash, and a finished game still open in the shared folder is listed as it is.
"""

import contextlib
import hashlib
import os
import shutil

from companion import places
from core import results
from core.errors import JournalError
from core.games import GAMES
from saves import journal
from saves.storage import HISTORY, Storage

_CHUNK = 1 << 16


def _name(path):
    """"<kind>-<digest>" of the journal at path, read a piece at a time; JournalError when its
    header is not a journal's."""
    with open(path, "rb") as f:
        kind = journal.Reader(f.readline, GAMES).session.game.KIND
        f.seek(0)
        digest = hashlib.sha256()
        for chunk in iter(lambda: f.read(_CHUNK), b""):
            digest.update(chunk)
    return "{}-{}".format(kind, digest.hexdigest()[:16])


def keep(path, dated=True):
    """Copy the finished journal at path into the history unless it is there; True when it
    was not. dated is False when the file's time is not the game's (a copy from the device)."""
    folder = places.history_folder()
    target = os.path.join(folder, _name(path))
    if os.path.exists(target):
        return False
    os.makedirs(folder, exist_ok=True)
    tmp = "{}.{}.tmp".format(target, os.getpid())
    try:
        shutil.copyfile(path, tmp)
        mtime = os.stat(path).st_mtime if dated else 0
        os.utime(tmp, (mtime, mtime))
        os.replace(tmp, target)
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.remove(tmp)
    return True


def gather(flash):
    """Keep the finished games of the history folder on a flash (the simulator's)."""
    for entry in Storage(flash).history():
        keep(os.path.join(flash, HISTORY, entry))


def _outcome(path):
    """(kind, outcome) of the journal at path, the outcome with who started
    (core/results.py play()); JournalError when it cannot be read whole."""
    with open(path, "rb") as f:
        session = journal.Reader(f.readline, GAMES).replay()
    return session.game.KIND, results.play(session)


def games(flash, skipped):
    """(time or None, kind, outcome) of every finished game, oldest first: the history, after
    gathering flash's, and the finished games still open on flash. skipped(path, error) hears
    of a file that cannot be read."""
    gather(flash)
    folder = places.history_folder()
    listed = []
    kept = set(os.listdir(folder)) if os.path.isdir(folder) else set()
    for entry in kept:
        if not entry.endswith(".tmp"):
            listed.append((os.stat(os.path.join(folder, entry)).st_mtime, entry,
                           os.path.join(folder, entry)))
    for kind in GAMES:
        path = os.path.join(flash, kind)
        with contextlib.suppress(FileNotFoundError, JournalError):
            if _name(path) not in kept and _outcome(path)[1]["over"]:
                listed.append((os.stat(path).st_mtime, kind, path))
    for mtime, _, path in sorted(listed):
        try:
            kind, outcome = _outcome(path)
        except (OSError, JournalError) as exc:
            skipped(path, exc)
            continue
        yield mtime or None, kind, outcome
