"""Saving: the journal written to a temporary file and renamed over the old one.

The previous save is kept as one backup generation. littlefs makes rename atomic across a power
cut, so at every moment either the old save or the new one is whole on flash.
"""

import os

from core import journal
from core.errors import JournalError

_TMP = ".tmp"
_BAK = ".bak"
# A journal of a long game is a few KB; anything far larger is not one, and reading it whole
# could exhaust the heap.
MAX_SAVE = 65536


def _exists(path):
    try:
        os.stat(path)
        return True
    except OSError:
        return False


def _remove(path):
    try:
        os.remove(path)
    except OSError:
        pass


def _read(path):
    with open(path) as f:
        return f.read()


class Storage:
    """Named texts in one folder, saved atomically with a backup of the previous save."""

    def __init__(self, root):
        self.root = root

    def path(self, name):
        return self.root + "/" + name

    def clean(self):
        """At boot: remove temporary files that a power cut left behind."""
        try:
            names = os.listdir(self.root)
        except OSError:
            os.mkdir(self.root)
            return
        for name in names:
            if name.endswith(_TMP):
                _remove(self.path(name))

    def save(self, name, text):
        path = self.path(name)
        tmp = path + _TMP
        with open(tmp, "w") as f:
            f.write(text)
        if _exists(path):
            _remove(path + _BAK)
            os.rename(path, path + _BAK)
        os.rename(tmp, path)

    def set_aside(self, name):
        """Rename a save and its backup to *.aside, replacing an older set-aside copy."""
        for suffix in ("", _BAK):
            path = self.path(name) + suffix
            if _exists(path):
                _remove(path + ".aside")
                os.rename(path, path + ".aside")

    def load_session(self, name, games):
        """(session, notice): the save, else its backup, else (None, notice); never raises."""
        path = self.path(name)
        notice = None
        for candidate in (path, path + _BAK):
            if not _exists(candidate):
                continue
            try:
                if os.stat(candidate)[6] > MAX_SAVE:
                    raise JournalError("larger than {} bytes".format(MAX_SAVE))
                session, cut = journal.loads(_read(candidate), games)
                if name != session.game.KIND:
                    raise JournalError("it holds a {} game".format(session.game.KIND))
            except Exception as exc:  # whatever is on flash, booting must go on
                notice = "{} could not be read ({})".format(name, exc)
                continue
            if candidate != path:
                notice = (notice or "the save was missing") + "; the backup was restored"
            elif cut:
                notice = cut
            return session, notice
        if notice:
            notice += "; starting afresh"
        return None, notice

    def load_settings(self, name):
        """The settings dict from a one-line checksummed file; {} if missing or damaged."""
        try:
            pairs = journal.decode_line(_read(self.path(name)).rstrip("\n"), 1)
            return {key: value for key, value in pairs}
        except (JournalError, OSError, ValueError, TypeError):
            return {}

    def setting(self, name, key, default):
        """One saved setting, read before the app starts (a board's pixel count)."""
        return self.load_settings(name).get(key, default)

    def save_settings(self, name, settings):
        self.save(name, journal.encode_line([[k, settings[k]] for k in sorted(settings)]))
