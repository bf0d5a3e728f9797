"""The journal: a game kind, its settings and an append-only list of actions.

A game is a module (or object) with:
    KIND        the name saved in the journal, e.g. "kachina";
    VERBS       the tuple of action verbs it accepts (an action's first token);
    new_state(settings)       a fresh state; raises RulesError on bad settings;
    apply(state, action)      change state by one action; raises RulesError if illegal;
    describe(state, action)   the action in words, given the state before it;
    standings(state)          plain data (ints, strs, lists, dicts) for screens, JSON and tests.

Actions are tuples of ints, ASCII strings and lists of those. The state is only ever the replay
of the actions, so undo is exact. The text format is one line per action, each with a
Fletcher-16 checksum, and is byte-identical on CPython and MicroPython. An optional last
line {"redo": [...]} keeps the undone actions, so redo survives a restart.
"""

import json

from core.compat import const
from core.errors import JournalError, RulesError

MAGIC = "companion-journal"
VERSION = const(1)


class Session:
    """One game in progress: settings, actions, the replayed state, and a redo stack."""

    def __init__(self, game, settings, actions=()):
        self.game = game
        self.settings = settings
        self.actions = []
        self.redo_stack = []
        self.state = game.new_state(settings)
        for action in actions:
            self._apply(tuple(action))
            self.actions.append(tuple(action))

    def _apply(self, action):
        if not action or action[0] not in self.game.VERBS:
            raise RulesError("unknown action {!r}".format(action[0] if action else ""))
        self.game.apply(self.state, action)

    def _replay(self):
        self.state = self.game.new_state(self.settings)
        for action in self.actions:
            self.game.apply(self.state, action)

    def do(self, action):
        """Append an action; on RulesError nothing changes and the error propagates."""
        action = tuple(action)
        try:
            self._apply(action)
        except Exception:
            self._replay()  # apply may have changed part of the state before it refused
            raise
        self.actions.append(action)
        self.redo_stack = []

    def can_undo(self):
        return bool(self.actions)

    def can_redo(self):
        return bool(self.redo_stack)

    def undo(self):
        """Remove the last action; returns it, or None when there is nothing to undo."""
        if not self.actions:
            return None
        action = self.actions.pop()
        self.redo_stack.append(action)
        self._replay()
        return action

    def redo(self):
        """Put back the last undone action; returns it, or None."""
        if not self.redo_stack:
            return None
        action = self.redo_stack[-1]
        redo_stack = self.redo_stack[:-1]
        self.do(action)  # a redo line loaded from a file is checked like any action
        self.redo_stack = redo_stack
        return action

    def history(self):
        """Every action in words, oldest first."""
        state = self.game.new_state(self.settings)
        lines = []
        for action in self.actions:
            lines.append(self.game.describe(state, action))
            self.game.apply(state, action)
        return lines

    def standings(self):
        return self.game.standings(self.state)


def checksum(text):
    """Fletcher-16 of an ASCII line, as four hex digits."""
    a = b = 0
    for byte in text.encode():
        a = (a + byte) % 255
        b = (b + a) % 255
    return "{:04x}".format((b << 8) | a)


def encode_line(payload):
    text = json.dumps(payload, separators=(",", ":"))
    return "{} {}\n".format(text, checksum(text))


def dumps(session):
    """The session as journal text (ASCII, sorted settings, one action per line)."""
    parts = ["{} {} {}\n".format(MAGIC, VERSION, session.game.KIND)]
    parts.append(encode_line([[key, session.settings[key]] for key in sorted(session.settings)]))
    for action in session.actions:
        parts.append(encode_line(list(action)))
    if session.redo_stack:
        parts.append(encode_line({"redo": [list(action) for action in session.redo_stack]}))
    return "".join(parts)


def decode_line(line, number):
    cut = line.rfind(" ")
    if cut < 0 or checksum(line[:cut]) != line[cut + 1 :]:
        raise JournalError("line {} is damaged".format(number))
    try:
        return json.loads(line[:cut])
    except (ValueError, RuntimeError):  # RuntimeError: nesting too deep to parse
        raise JournalError("line {} is damaged".format(number)) from None


def loads(text, games):
    """Read journal text; returns (session, notice), notice being None or words for a player.

    games maps a kind to its game. A cut-off last line (a save interrupted mid-write) is
    dropped with a notice; anything else unreadable raises JournalError.
    """
    if not isinstance(text, str):
        try:
            text = text.decode()
        except (UnicodeError, ValueError):
            raise JournalError("not a companion journal") from None
    lines = [line[:-1] if line.endswith("\r") else line for line in text.split("\n")]
    header = lines[0].split(" ")
    if len(header) != 3 or header[0] != MAGIC:
        raise JournalError("not a companion journal")
    if header[1] != str(VERSION):
        raise JournalError("journal version {} is not known".format(header[1][:8]))
    game = games.get(header[2])
    if game is None:
        raise JournalError("unknown game kind {!r}".format(header[2][:20]))
    notice = None
    tail = lines[-1]
    body = lines[1:-1]
    if tail:
        try:
            decode_line(tail, len(lines))
            body.append(tail)
        except JournalError:
            notice = "the last action was cut off and is lost"
    if not body:
        raise JournalError("the settings are missing")
    settings = decode_line(body[0], 2)
    if not isinstance(settings, list) or any(
        not isinstance(pair, list) or len(pair) != 2 for pair in settings
    ):
        raise JournalError("line 2 is not settings")
    try:
        session = Session(game, {key: value for key, value in settings})
    except (RulesError, TypeError, ValueError) as exc:
        raise JournalError("line 2: {}".format(exc)) from None
    for number, line in enumerate(body[1:], 3):
        action = decode_line(line, number)
        if isinstance(action, dict) and number == len(body) + 1:
            redo = action.get("redo")
            if not isinstance(redo, list) or any(not isinstance(a, list) or not a for a in redo):
                raise JournalError("line {}: the redo list is damaged".format(number))
            session.redo_stack = [tuple(a) for a in redo]
            continue
        if not isinstance(action, list) or not action:
            raise JournalError("line {} is not an action".format(number))
        try:
            session.do(action)
        except (RulesError, TypeError, ValueError, IndexError, KeyError) as exc:
            raise JournalError("line {}: {}".format(number, exc)) from None
    return session, notice
