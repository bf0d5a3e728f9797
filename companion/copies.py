"""Two copies of a game's journal, the computer's and the device's: which is newer, and what
copying one over the other does, decided before anything is copied.

A copy is newer when the other's actions are where it starts: then nothing is lost by copying
it over. Another game in the place of the copy is replaced when it is finished (it goes to a
history first); a game with actions the copy lacks is replaced only with --force.
"""

import io

from companion.cli_common import CliError
from core import results
from core.errors import JournalError
from core.games import GAMES
from saves import journal


class Copy:
    """One copy of a game, read strictly from its journal's bytes."""

    def __init__(self, data, where, name):
        self.data = data
        self.where = where
        try:
            reader = journal.Reader(io.BytesIO(data).readline, {name: GAMES[name]})
            self.actions = journal.actions_of(reader)
        except JournalError as exc:
            raise CliError("the {}'s {} cannot be read: {}".format(where, name, exc)) from None
        self.session = reader.session
        self.kind = self.session.game.KIND
        self.over = results.outcome(self.kind, self.session.standings())["over"]

    def shared(self, other):
        """How many actions the two copies share from the start; None for another game."""
        if self.session.settings != other.session.settings:
            return None
        count = 0
        for mine, theirs in zip(self.actions, other.actions):
            if mine != theirs:
                break
            count += 1
        return count

    def starts(self, other):
        """Whether other's actions are the first of this copy's, in the same game."""
        return self.shared(other) == len(other.actions)


class Plan:
    """Copying source (a Copy) over target (a Copy, or None): whether to copy, whether target
    must first go to a history, and the words for it. CliError when it would lose target's
    actions without force."""

    def __init__(self, kind, source, target, force):
        self.source = source
        self.copy = True
        self.keep_target = False
        count = len(source.actions)
        if target is None:
            self.words = "{}: copied, {}".format(kind, _actions(count))
        elif source.starts(target) and count == len(target.actions):
            self.copy = False
            self.words = "{}: already the same".format(kind)
        elif source.starts(target):
            self.words = "{}: {}, {} new".format(kind, _actions(count),
                                                   count - len(target.actions))
        elif target.over and not target.starts(source):
            self.keep_target = True
            self.words = "{}: copied, {}; the finished game it replaces is in the {}'s " \
                         "history".format(kind, _actions(count), target.where)
        elif force:
            self.words = "{}: replaced the {}'s game (--force), {}".format(
                kind, target.where, _actions(count))
        else:
            shared = target.shared(source)
            if shared is None:
                what = "is another game"
            elif shared == count:
                what = "is further on"
            else:
                what = "went another way after action {}".format(shared)
            raise CliError("the {}'s {} game {} ({} against {}): pass --force to replace "
                           "it".format(target.where, kind, what, _actions(len(target.actions)),
                                       count))


def _actions(count):
    return "{} action{}".format(count, "" if count == 1 else "s")
