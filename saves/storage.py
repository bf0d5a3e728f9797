"""Saving on flash: journals that grow by appended lines, and small whole files.

An action, an undo and a redo are each appended to the journal (saves/journal.py): one
checksummed line, and a checkpoint of the state every CHECKPOINT_EVERY actions, so loading and
undoing read only the journal's end. A journal is rewritten only when the file is not exactly
as written or is of version 1: into a temporary file, then renamed over the old one, whose
previous version is kept as a backup.
Settings are written whole, the same way. What this rests on:
- littlefs commits a file when it is closed: an append or a write cut short by a power cut
  leaves the file as it was.
- A filesystem without that guarantee (FAT, ext4) can keep part of an appended line: its
  checksum fails, and the load drops that one line with a notice. A rewrite never changes the
  file in place, so the old or the new journal is whole at every moment, and the backup stays.
Loading reads a line at a time, so neither the file nor the game's actions are held in RAM.
Anything that reads a journal calls feed() (the board's watchdog, when it has one) as it goes.
What differs between filesystems (the temporary file's name, how a file is put in place or
appended to, the watchdog) comes in through a small object, Flash on the device.
"""

import os

from core.errors import JournalError, NewerSave, OldShape
from saves import journal

_TMP = ".tmp"
_BAK = ".bak"
_DAMAGED = ".damaged"  # a journal that could not be read whole, kept for the error report
ASIDE = "aside"  # saves set aside in safe mode, one numbered folder per generation
_LAST = ASIDE + "/last"  # the highest generation number ever used
ENTRY = ".entry"  # an entry in progress, kept through a power cut (saves/entry.py)
FINISHED = "history"  # finished games, each a journal named "<number>-<name>", oldest first
# (the folder keeps its first name, so that the flashes already written read as before)
# errno of a full flash: no block left (ENOSPC), or on littlefs a folder that cannot take another
# file (LFS_ERR_NAMETOOLONG, whatever the name's length)
_FULL = (28, 36)


def why(exc):
    """What a player is told about a save that failed with exc."""
    return "the flash is full" if exc.args and exc.args[0] in _FULL else str(exc)


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


def _replace(source, target):
    """Rename source to target, replacing target."""
    _remove(target)
    os.rename(source, target)


def _apart(path):
    """The first free name of path.damaged, path.damaged.2, ...: a damaged file is kept until
    the player deletes it, never replaced by the next one."""
    copy = path + _DAMAGED
    number = 1
    while _exists(copy):
        number += 1
        copy = "{}{}.{}".format(path, _DAMAGED, number)
    return copy


def _reading(f):
    """read_at(offset, size) on an open file, for journal.find_checkpoint."""

    def read_at(offset, size):
        f.seek(offset)
        return f.read(size)

    return read_at


class _Rewritten:
    """The temporary file a journal is rewritten into, which can be read back as far as it is
    written: the state of an older checkpoint is rebuilt from it."""

    def __init__(self, storage, path, game):
        self._storage = storage
        self._path = path
        self._game = game
        self._file = open(path, "w")  # noqa: SIM115 (closed to be read back, then reopened)

    def write(self, text):
        self._file.write(text)

    def state_at(self, at):
        """The state after the first `at` actions written, read from the last checkpoint at
        or before them."""
        self._file.close()
        try:
            with open(self._path, "rb") as f:
                reader = self._storage._reader(f, self._game)
                self._storage._from_checkpoint(f, reader, at)
                for _ in reader.actions(None, at):
                    pass
        finally:
            self._file = open(self._path, "a")  # noqa: SIM115 (closed by close())
        if reader.session.count != at:
            raise JournalError("a checkpoint does not fit the actions before it")
        return reader.session.state

    def close(self):
        self._file.close()


def _listdir(path):
    try:
        return os.listdir(path)
    except OSError:
        return []


class Flash:
    """The filesystem as Storage uses it, on the device (littlefs, or the simulator's folder).
    Another filesystem (the computer's) brings its own object with the same members."""

    tmp = _TMP  # the temporary file's suffix

    def __init__(self, feed=None, progress=None, whole=False):
        self.whole = whole  # a file rewritten in place is the old or the new after a cut (littlefs)
        self.feed = feed  # called now and then while a journal is read (the watchdog), or None
        self.progress = progress  # progress(name, done, total) now and then while a journal
        # is written anew (an older firmware's: seconds on a Pico), first with done 0; or None

    def append(self, path, text):
        """Add text at the end of the file at path."""
        with open(path, "a") as f:
            f.write(text)

    def commit(self, tmp, path, old):
        """Put the file at tmp in place of the one at path, which (if any) moves to old."""
        if _exists(path):
            _replace(path, old)
        os.rename(tmp, path)

    def damaged(self, path):
        """The journal at path was read with its end lost; the device keeps nothing more."""


class Storage:
    """Named files in one folder: journals (appended, compacted, streamed) and whole texts."""

    def __init__(self, root, flash=None):
        self.root = root
        self.flash = flash or Flash()
        self._appendable = {}  # name -> True when its journal is of this version, as written
        self._later = None  # the deferred writes, [(game, write, args)], while deferring
        self.failed = None  # (game, OSError) of a deferred write that failed, until taken

    # Writes deferred until the press's frame is shown.
    def defer(self):
        """Until flush(True), a new journal, appends and entry removals wait, in order: the app
        shows a press's frame first, then writes (one erase holds a Pico for 45 ms). Writes
        still waiting (a screen's bug stopped the step before them) stay first."""
        if self._later is None:
            self._later = []

    def later(self, name, write, *args):
        """write(*args), a change to the flash for the game called name: now, or at the next
        flush() while deferring."""
        if self._later is None:
            write(*args)
        else:
            self._later.append((name, write, args))

    def flush(self, last=False):
        """Do the deferred writes in order; with last, write at once again from now on. When
        one fails, those after it are dropped and self.failed says which game and why (the
        app takes it back to what is on flash)."""
        later = self._later
        if last:
            self._later = None
        while later:
            name, write, args = later.pop(0)
            try:
                write(*args)
            except OSError as exc:
                del later[:]
                self.failed = self.failed or (name, exc)

    def _settle(self):
        """Before a read or a change of the flash: the deferred writes first, so that the
        files are as the app left them."""
        if self._later:
            self.flush()

    def path(self, name):
        return self.root + "/" + name

    def clean(self):
        """At boot: remove temporary files that a power cut left behind."""
        self._settle()
        names = _listdir(self.root)
        if not names and not _exists(self.root):
            os.mkdir(self.root)
        for name in names:
            if name.endswith(_TMP):
                _remove(self.path(name))

    # Whole files.
    def save(self, name, text, backup=True):
        """Write a whole file through a temporary file; the previous one becomes the backup
        (with backup False it was not sound: it is kept apart, and the backup stays)."""
        self._settle()
        path = self.path(name)
        self._write(path + self.flash.tmp, text)
        self._commit(name, backup)

    def _write(self, path, text):
        try:
            with open(path, "w") as f:
                f.write(text)
        except OSError:
            _remove(path)  # a flash that is full keeps no half-written temporary file
            raise

    def _commit(self, name, backup):
        """Put name.tmp in place of name; the old file becomes the backup, or with backup
        False (it was damaged) is kept apart so that it never replaces a good backup."""
        path = self.path(name)
        self.flash.commit(path + self.flash.tmp, path, path + _BAK if backup else _apart(path))

    def install(self, name):
        """Put name + flash.tmp, written whole by another program (the computer, in a push), in
        place of name, as a save does: the previous file becomes the backup."""
        self._settle()
        self._commit(name, True)

    def text(self, name, backup=False):
        """The text of a small file, or with backup of its backup; None when it cannot be
        read (a fault that is not the file's, MemoryError, goes up)."""
        self._settle()
        try:
            with open(self.path(name) + (_BAK if backup else "")) as f:
                return f.read(journal.MAX_LINE + 1)
        except MemoryError:
            raise
        except Exception:
            return None

    def read(self, name, parse, backup=True):
        """parse(text) of a small file, else of its backup (a power cut between the two renames
        of a save leaves only the backup); None when neither can be read and parsed. With
        backup False, the file alone."""
        self._settle()
        first = self.path(name)
        for path in (first, first + _BAK) if backup else (first,):
            try:
                with open(path) as f:
                    return parse(f.read(journal.MAX_LINE + 1))
            except MemoryError:  # the heap's fault, not the file's: the defaults would replace it
                raise
            except Exception:  # damaged in any way: the next one, or nothing
                continue
        return None

    # Journals.
    def create(self, name, session):
        """Save a new game's journal (its header and settings)."""
        self.later(name, self._create, name, journal.head(session) + journal.redo_line(session))

    def _create(self, name, text):
        self._write(self.path(name) + self.flash.tmp, text)
        self._commit(name, True)
        self._appendable[name] = True

    def append(self, name, session, action):
        """Save the action that session has just done (or redone): its line appended where that
        is safe, else the journal rewritten with it; returns the session to keep."""
        if not self._appendable.get(name):
            return self._rewrite(name, session.game, session.count - 1, (action,),
                                 session.redo_stack)
        self._add(name, journal.record(session, action))
        return session

    def _add(self, name, text):
        self.later(name, self._append, name, text)

    def _append(self, name, text):
        self._appendable[name] = False  # until the text is known to be whole on flash
        self.flash.append(self.path(name), text)
        self._appendable[name] = True

    def undo(self, name, session):
        """Take back the last action: a checkpoint of the state before it is appended, with the
        action on top of the redo stack. The state before it is the one the session kept when
        it did the action (Session.undone); else only the actions since the checkpoint before
        it are read. Returns (the session before it, the action)."""
        if not self._appendable.get(name):
            session = self._rewrite(name, session.game, session.count, (), session.redo_stack)
        kept = session.undone()
        if kept is None:
            kept = self._read_before(name, session)
        before, following = kept
        before.redo_stack = (session.redo_stack + [following])[-journal.MAX_REDO :]
        self._add(name, journal.checkpoint_line(before))
        return before, before.redo_stack[-1]

    def _read_before(self, name, session):
        """(the session before session's last action, that action), read from the journal."""
        self._settle()
        target = session.count - 1
        with open(self.path(name), "rb") as f:
            reader = self._reader(f, session.game)
            self._from_checkpoint(f, reader, target)
            for _ in reader.actions(None, target):
                pass
        if reader.session.count != target or reader.following is None:
            raise JournalError("{} changed on flash".format(name))
        return reader.session, reader.following

    def _reader(self, f, game, feed=None):
        return journal.Reader(f.readline, {game.KIND: game}, feed or self.flash.feed)

    def _feeding(self, name, f):
        """The reader's feed while name is written anew from f: the watchdog, and progress."""
        feed, progress = self.flash.feed, self.flash.progress
        if not progress:
            return feed
        total = f.seek(0, 2)
        f.seek(0)
        progress(name, 0, total)  # it starts

        def both():
            if feed:
                feed()
            progress(name, f.tell(), total)

        return both

    def _from_checkpoint(self, f, reader, target=None):
        """Go on reading f from its last checkpoint for at most target actions, if it has one
        (else from where the reader is). Raises JournalError when the checkpoint is damaged."""
        start = f.tell()
        end = f.seek(0, 2)
        found = journal.find_checkpoint(_reading(f), end, target)
        if found:
            reader.start(found[1])
            if found[0] > end:  # the checkpoint is the last line and lost its newline
                reader.tidy = False
        f.seek(found[0] if found else start)

    def _rewrite(self, name, game, keep=None, tail=(), redo=None, source=None, apart=False):
        """Write name anew, in today's version and shapes, from what can be read of source
        (default: name itself), which must hold `keep` actions (any, with None), then the
        actions of tail, then the redo stack (as read, with None). Returns the session of
        what was written. The old file becomes the backup; one that was damaged (a source, or
        apart) is kept as <name>.damaged instead."""
        self._settle()
        path = self.path(name)
        tmp = path + self.flash.tmp
        out = _Rewritten(self, tmp, game)
        try:
            with open(source or path, "rb") as f:
                reader = self._reader(f, game, self._feeding(name, f))
                session = reader.session
                out.write(journal.head(session))
                reader.rewriting(out.write, out.state_at)
                try:
                    for _ in reader.actions():
                        pass
                except NewerSave:
                    raise
                except JournalError:
                    if source is None:  # only a damaged source is copied as far as it goes
                        raise
                if keep is not None and session.count != keep:
                    raise JournalError("{} changed on flash".format(name))
                redo = reader.redo if redo is None else redo
                session.redo_stack = []
                for action in tail:
                    out.write(journal.record(session, session.do(action)))
                session.redo_stack = list(redo)
                out.write(journal.redo_line(session))
                out.close()
        except BaseException:
            out.close()
            _remove(tmp)
            raise
        self._appendable[name] = False
        self._commit(name, source is None and not apart)
        self._appendable[name] = True
        return session

    def stream(self, name, game, use):
        """use(reader) with the journal called name open; returns what use returns."""
        self._settle()
        with open(self.path(name), "rb") as f:
            return use(self._reader(f, game))

    def load_session(self, name, game):
        """(session, notice): the journal, else the most of it or of its backup that can be
        read, else (None, notice). Whatever a file holds, this never raises; a fault that is not
        the file's (MemoryError, a flash that cannot be read) goes up unhandled and changes
        nothing. A journal not read whole and as written is rewritten at once from what was
        read, so that the next line can be appended to it."""
        self._settle()
        path = self.path(name)
        problem = "the save was missing"
        found = []  # (actions, read whole, file, reader, error) for the files holding a game
        for candidate in (path, path + _BAK):
            if not _exists(candidate):
                continue
            try:
                session, reader, error = self._read(candidate, game)
            except NewerSave as exc:
                if candidate == path:  # left as it is, for the newer firmware
                    return None, "{} was {}".format(name, exc)
                continue
            except OldShape:
                if candidate == path:
                    return self._rebuilt(name, game)
                continue
            except JournalError as exc:  # what is on flash is not a journal at all
                if candidate == path:
                    problem = "{} could not be read ({})".format(name, exc)
                continue
            if candidate == path:
                if error is None:
                    self._appendable[name] = reader.tidy and reader.version == journal.VERSION
                    return self._tidy(name, session, reader), reader.notice
                problem = "{} could not be read ({})".format(name, error)
            found.append((session.count, error is None, candidate, reader, error))
        if not found:
            if not _exists(path):
                return None, None  # no game was saved: a quiet clean start
            try:
                _replace(path, _apart(path))  # a new game must not make it the backup
            except OSError as exc:  # a full flash: it stays, and a new game makes it the backup
                return None, "{}; it could not be set aside ({})".format(problem, why(exc))
            return None, problem + "; starting afresh"
        found.sort(key=lambda f: (f[0], f[1]))  # the most actions; the whole one on a tie
        count, whole, candidate, reader, error = found[-1]
        if whole:
            notice = problem + "; the backup was restored"
        else:
            notice = "{} is damaged ({}); its first {} actions were kept".format(
                name, error, count)
        session = reader.session
        try:
            session = self._rewrite(name, game, count, (), reader.redo if whole else (),
                                    candidate)
        except Exception as exc:
            notice += "; it could not be saved again ({})".format(exc)
        return session, notice

    def load_quiet(self, name, game):
        """The session of a journal that reads whole and tidy with nothing to say (load_session's
        quiet case), else None: it writes nothing and says nothing, so that a game can be read
        before the press that opens it (firmware/home.py); that press loads any other."""
        self._settle()
        path = self.path(name)
        if not _exists(path):
            return None
        try:
            session, reader, error = self._read(path, game)
        except (JournalError, OSError):
            return None
        if error is not None or not reader.tidy or reader.notice is not None:
            return None
        self._appendable[name] = reader.version == journal.VERSION
        return session

    def _rebuilt(self, name, game):
        """(session, notice) of a journal with a checkpoint of an older shape, rebuilt; one
        damaged further on is rebuilt as far as it goes, and kept apart."""
        try:
            return self._rewrite(name, game), None  # the old journal becomes the backup
        except JournalError as exc:
            session = self._rewrite(name, game, source=self.path(name))
            return session, "{} is damaged ({}); its first {} actions were kept".format(
                name, exc, session.count)

    def read_session(self, name, game):
        """(session, notice) of the journal as it is, changing nothing on flash but the
        rebuild of an older shape; raises JournalError or OSError when it cannot be read whole
        (the command line uses this)."""
        self._settle()
        path = self.path(name)
        try:
            session, reader, error = self._read(path, game)
        except OldShape:
            return self._rewrite(name, game), None  # the old journal becomes the backup
        if error is not None:
            raise error
        if reader.notice:
            self.flash.damaged(path)
        self._appendable[name] = reader.tidy and reader.version == journal.VERSION
        return session, reader.notice

    def _read(self, path, game):
        """(session, reader, error): a journal read as far as it goes; error says where it
        stopped early, None when it was read whole. Its end is read from the last checkpoint;
        where that fails, the journal is read again from the start, to say where."""
        with open(path, "rb") as f:
            reader = self._reader(f, game)
            if reader.version > 1:
                try:
                    self._from_checkpoint(f, reader)
                    reader.keep_last = True  # for an undo right after the resume
                    reader.replay()
                    return reader.session, reader, None
                except NewerSave:
                    raise
                except JournalError as exc:  # damage, or an older shape: read from the start
                    f.seek(0)
                    reader = self._reader(f, game)
                    reader.tidy = not isinstance(exc, OldShape)  # to be written in today's
            try:
                reader.replay()
            except (NewerSave, OldShape):
                raise
            except JournalError as exc:
                return reader.session, reader, exc
        return reader.session, reader, None

    def _tidy(self, name, session, reader):
        if reader.tidy:
            return session
        try:  # a journal that lost its last line is kept apart; the backup stays
            return self._rewrite(name, session.game, session.count, (), session.redo_stack,
                                 apart=bool(reader.notice))
        except Exception:  # keep what was read; the next save tries again
            return session

    # Finished games.
    def keep_finished(self, name, keep):
        """Move the journal called name into the FINISHED folder as the newest finished game,
        and remove all but the newest keep (at least 1) there. Returns its name there."""
        self._settle()
        kept = self.finished()
        folder = self.path(FINISHED)
        if not kept and not _exists(folder):
            os.mkdir(folder)
        number = int(kept[-1].split("-", 1)[0]) + 1 if kept else 1
        target = "{}-{}".format(number, name)
        os.rename(self.path(name), folder + "/" + target)
        self._appendable.pop(name, None)
        for old in (kept + [target])[:-keep]:
            _remove(folder + "/" + old)
        return target

    def finished(self):
        """The file names of the finished games kept apart, oldest first."""
        self._settle()
        numbered = []
        for name in _listdir(self.path(FINISHED)):
            number = name.split("-", 1)[0]
            if number.isdigit():
                numbered.append((int(number), name))
        numbered.sort()
        return [name for _, name in numbered]

    def has(self, name):
        """True when a journal called name is saved."""
        self._settle()
        return _exists(self.path(name))

    def damaged(self):
        """The names of the damaged journals kept apart (<game>.damaged[.N]), sorted."""
        self._settle()
        return sorted(n for n in _listdir(self.root) if _DAMAGED in n)

    def delete_damaged(self, name):
        """Remove the damaged journal called name (as damaged() names it)."""
        self._settle()
        if _DAMAGED not in name:
            raise OSError("{} is no damaged journal".format(name))
        os.remove(self.path(name))

    def delete_finished(self, name):
        """Remove the finished game called name (as finished() names it) from those kept."""
        self._settle()
        os.remove(self.path(FINISHED + "/" + name))

    # Setting saves aside (safe mode) and bringing them back.
    def _generations(self):
        return sorted(int(n) for n in _listdir(self.path(ASIDE)) if n.isdigit())

    def generations(self):
        """The numbers of the generations set aside, newest first."""
        self._settle()
        return self._generations()[::-1]

    def _folder(self, number):
        return "{}/{}".format(ASIDE, number)

    def set_games(self, number):
        """The names of the journals in generation number, sorted."""
        self._settle()
        return sorted(n for n in _listdir(self.path(self._folder(number))) if "." not in n)

    def _new_number(self):
        """A number no generation has had: one more than the highest ever used (kept in
        aside/last, as a generation brought back or deleted leaves no folder)."""
        words = ""
        try:
            with open(self.path(_LAST)) as f:
                words = f.read(12)
        except OSError:
            pass
        last = int(words) if words.isdigit() else 0
        return max([last] + self._generations()) + 1

    def set_aside(self, names):
        """Move the journals called names, and their backups, into a new numbered folder;
        returns its number, or 0 when there was nothing to move."""
        self._settle()
        files = [n + s for n in names for s in ("", _BAK) if _exists(self.path(n + s))]
        if not files:
            return 0
        number = self._new_number()
        folder = self._folder(number)
        for part in (ASIDE, folder):
            if not _exists(self.path(part)):
                os.mkdir(self.path(part))
        for file in files:
            os.rename(self.path(file), self.path(folder + "/" + file))
        for name in names:
            self._appendable.pop(name, None)
        try:  # written in place: on littlefs a write that fails leaves the old number
            with open(self.path(_LAST), "w") as f:
                f.write(str(number))
        except OSError:
            pass  # a full flash: the folder itself keeps the number from being used again
        return number

    def restore(self, number, only=None):
        """Bring generation number back, or with only the one journal of it called only; the
        journals in their place are set aside first, so a restore can be undone the same way.
        Returns the generation they went to (or 0)."""
        self._settle()
        folder = self._folder(number)
        moved = self.set_aside([only] if only else self.set_games(number))
        for file in _listdir(self.path(folder)):
            if only is None or file in (only, only + _BAK):
                os.rename(self.path(folder + "/" + file), self.path(file))
        if not _listdir(self.path(folder)):
            os.rmdir(self.path(folder))
        return moved

    def delete_set(self, number):
        """Remove generation number and every journal in it."""
        self._settle()
        folder = self._folder(number)
        for file in _listdir(self.path(folder)):
            os.remove(self.path(folder + "/" + file))
        os.rmdir(self.path(folder))
