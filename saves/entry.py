"""The entry in progress of each game, kept on flash so that a power cut mid-entry loses nothing
the table entered (issue 30).

One small file per game, "<kind>.entry": one checksummed line (journal.encode_line) holding
[count, key, field, values, extra]: the journal's action count when the entry was made (0 for
the Maori dice, which keep no journal; an entry made before another action was recorded,
undone or pushed from the computer no longer applies), the form's key (which form it is), the
current field, the values, and what else the entry needs (the panic walk's dice) or None. It
is written through a temporary file renamed over the old one, so a cut leaves the old or the
new entry whole; on littlefs (Flash.whole), which commits a file's new text at close, in place:
one commit of the folder instead of three, and fewer of its erases.

Flash: it is written only when what it holds changes (a press that moves a value or a field),
and removed before any change to the game's journal (sessions.py): the journal never waits
for the room an entry takes, so a full flash costs the table no turn. A write that fails (a
full flash) is let go silently, and the older entry with it: the form still works, it is only
not kept.
"""

import os

from core.errors import JournalError
from saves import journal
from saves.storage import ENTRY as SUFFIX

_written = {}  # path -> the text last written there, so an unchanged entry is not written again


def _path(storage, kind):
    return storage.path(kind + SUFFIX)


def _remove(path):
    try:
        os.remove(path)
    except OSError:
        pass


def keep(storage, kind, count, key, field, values, extra=None):
    """Keep the entry on flash; False when the flash could not take it (nothing is kept)."""
    path = _path(storage, kind)
    text = journal.encode_line([count, key, field, list(values), extra])
    if _written.get(path) == text:
        return True
    storage.flush()  # a removal of this file deferred before it must not undo it
    target = path if storage.flash.whole else path + storage.flash.tmp
    try:
        with open(target, "w") as f:
            f.write(text)
        if target != path:
            try:
                os.rename(target, path)
            except OSError:  # a filesystem that renames over no file
                _remove(path)
                os.rename(target, path)
    except OSError:
        _remove(target)
        clear(storage, kind)  # an older entry no longer says what the table entered
        return False
    _written[path] = text
    return True


def clear(storage, kind):
    """Forget the entry: it was recorded, abandoned, or the game changed."""
    path = _path(storage, kind)
    if _written.pop(path, None) is not None or storage.has(kind + SUFFIX):
        storage.later(kind, _remove, path)  # once the press's frame is shown


def read(storage, kind, count):
    """(key, field, values, extra) of the entry kept for the game at this action count, else
    None."""
    storage.flush()
    try:
        with open(_path(storage, kind)) as f:
            line = f.readline()
        count_then, key, field, values, extra = journal.decode_line(line.rstrip("\n"), 1)
    except (OSError, JournalError, ValueError, TypeError):
        return None
    if count_then != count or not isinstance(values, list):
        return None
    return key, field, values, extra
