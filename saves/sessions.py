"""The sessions service: the games saved in one Storage, opened and changed the same way by the
device app (and so the page) and by the command line: new, act, undo, redo, finish (kept apart
among the finished games) and set aside.

An entry kept on flash (saves/entry.py) is removed before any change to its game's journal.
Every change is saved before it is kept: a save that fails (OSError) forgets the game held in
memory, so the next open reads what is on flash, and goes up to the caller, who says so. A
refused action (RulesError) changes nothing.
"""

from core.compat import const
from saves import entry, journal

FINISHED_KEPT = const(5)  # finished games kept apart (storage.FINISHED)


def finish(storage, name):
    """Move the journal called name to the storage's finished games as the newest;
    returns its name there."""
    return storage.keep_finished(name, FINISHED_KEPT)


class Sessions:
    """The sessions saved in storage; games maps each journal's name to its game module (on
    the device, each game's kind is its journal's name)."""

    def __init__(self, storage, games):
        self.storage = storage
        self.games = games
        self.open = {}  # name -> the session held in memory, as saved

    def load(self, name):
        """(session or None, notice or None): the game as the device opens it, the most of it
        that can be read (storage.load_session); held until forgotten."""
        session, notice = self.storage.load_session(name, self.games[name])
        self.open[name] = session
        return session, notice

    def ready(self, name):
        """Hold the game called name ahead of its opening if it reads quietly
        (storage.load_quiet); any other is left to load()."""
        session = self.storage.load_quiet(name, self.games[name])
        if session is not None:
            self.open[name] = session

    def read(self, name):
        """(session, notice): the game read whole and as it is, changing nothing on flash;
        JournalError or OSError when it cannot be (the command line's strict read)."""
        session, notice = self.storage.read_session(name, self.games[name])
        self.open[name] = session
        return session, notice

    def new(self, name, settings, old=None):
        """Start a new game called name; old, the game it replaces as read, is kept apart among the
        finished games when it is over (a full flash keeps it as the backup instead), any other
        becomes the backup. Returns (the session, the finished game's name among them or None)."""
        from core import results  # loaded with a game, not at boot

        session = journal.Session(self.games[name], settings)
        finished = None
        if old is not None and results.outcome(old.game.KIND, old.standings())["over"]:
            try:
                finished = finish(self.storage, name)
            except OSError:
                pass  # a full flash: the finished game becomes the backup, as before
        self.open.pop(name, None)
        entry.clear(self.storage, name)
        self.storage.create(name, session)
        self.open[name] = session
        return session, finished

    def act(self, name, action):
        """Do an action on the open game and save it; returns (session, the action's words in
        the state before it)."""
        session = self.open[name]
        action, words = session.play(action)
        return self._append(name, session, action), words

    def undo(self, name):
        """Take back the last action of the open game; returns (session, its words)."""
        entry.clear(self.storage, name)
        try:
            session, action = self.storage.undo(name, self.open[name])
        except OSError:
            self.open.pop(name, None)
            raise
        self.open[name] = session
        return session, session.describe(action)

    def redo(self, name):
        """Put back the newest undone action, checked like any other; returns (session,
        words)."""
        session = self.open[name]
        action, words = session.redo()
        return self._append(name, session, action), words

    def _append(self, name, session, action):
        entry.clear(self.storage, name)  # before: the journal never waits for its room
        try:
            session = self.storage.append(name, session, action)
        except OSError:
            self.open.pop(name, None)
            raise
        self.open[name] = session
        return session

    def set_aside(self, names):
        """Set the journals called names aside (storage.set_aside); every game is read again
        when next opened. Returns the generation's number, or 0."""
        number = self.storage.set_aside(names)
        self.open.clear()
        return number
