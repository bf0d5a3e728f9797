"""A game played in memory, for the tests of the rules.

The device keeps no list of actions in RAM: saves/storage.py streams the journal from flash.
The rules tests want to look back at what was played, so this keeps the actions and their words
beside a real journal.Session, undoes by replaying, and writes and reads the real journal text.
"""

import io

from saves import journal


def lines_of(text):
    """A readline over journal text held in memory, as over a file opened "rb"."""
    return io.BytesIO(text.encode()).readline


class Played:
    """A session, the actions done in it and each one in words."""

    def __init__(self, game, settings, actions=()):
        self.game = game
        self.settings = settings
        self.session = journal.Session(game, settings)
        self.state = self.session.state
        self.actions = []
        self.words = []
        for action in actions:
            self.do(action)

    @property
    def redo_stack(self):
        return self.session.redo_stack

    def do(self, action):
        """Do an action (RulesError leaves everything as it was); returns it in words."""
        action, words = self.session.play(action)
        self.actions.append(action)
        self.words.append(words)
        return words

    def standings(self):
        return self.session.standings()

    def history(self):
        return list(self.words)

    def can_redo(self):
        return self.session.can_redo()

    def undo(self):
        """Take back the last action by replaying the others; returns it, or None."""
        if not self.actions:
            return None
        redo = self.session.redo_stack + [self.actions[-1]]
        again = Played(self.game, self.settings, self.actions[:-1])
        self.session, self.state = again.session, again.state
        self.actions, self.words = again.actions, again.words
        self.session.redo_stack = redo
        return redo[-1]

    def redo(self):
        """Put back the last action taken back; returns it, or None."""
        if not self.session.can_redo():
            return None
        action, words = self.session.redo()
        self.actions.append(action)
        self.words.append(words)
        return action

    def replay(self, prepare):
        """The state of the same actions replayed into a new game that prepare(state) set up."""
        session = journal.Session(self.game, self.settings)
        prepare(session.state)
        for action in self.actions:
            session.do(action)
        return session.state

    def text(self):
        """The journal's header, settings, action lines and redo line: what the device writes
        but for the checkpoints (see saved()), so version1() can make an old journal of it."""
        lines = [journal.head(self.session)]
        lines += [journal.action_line(action) for action in self.actions]
        return "".join(lines) + journal.redo_line(self.session)

    def saved(self):
        """The journal as the device saves it action by action (journal.record): with a
        checkpoint after every CHECKPOINT_EVERY-th action, so resuming reads only its end."""
        session = journal.Session(self.game, self.settings)
        lines = [journal.head(session)]
        for action in self.actions:
            lines.append(journal.record(session, session.do(action)))
        return "".join(lines)


def version1(text):
    """Journal text of today's version without checkpoints, undo or redo lines, as version 1
    (whose header names no firmware)."""
    header, rest = text.split("\n", 1)
    return "{} 1 {}\n".format(journal.MAGIC, header.split(" ")[2]) + rest


def load(text, games):
    """(Played, notice) from journal text, read by the real journal.Reader."""
    reader = journal.Reader(lines_of(text), games)
    actions = journal.actions_of(reader)
    played = Played(reader.session.game, reader.session.settings, actions)
    played.session.redo_stack = reader.redo
    return played, reader.notice
