"""The journal: a game kind, its settings and an append-only list of actions, read as a stream.

A game is a module (or object) with:
    KIND        the name saved in the journal, e.g. "kachina";
    VERBS       the tuple of action verbs it accepts (an action's first token);
    new_state(settings)       a fresh state; raises RulesError on bad settings;
    apply(state, action)      change state by one action; raises RulesError if illegal, and
                              then before it has changed anything;
    describe(state, action)   the action in words, given the state before it;
    standings(state)          plain data (ints, strs, lists, dicts) for screens, JSON and tests;
    snapshot(state)           the state as plain data,
    restore(settings, data, before)   the state again (before: the state it replaces), and
    SHAPE       the version of the snapshot's shape: one more at every change of the state's
                attributes (tests/portable/test_save_shapes.py holds each shape's fingerprint).

Actions are tuples of ints, strings and lists of those. The state is only ever the replay of the
actions, so undo is exact. A session in memory holds the state, never the list of actions: the
journal is read a line at a time from wherever it is kept, so memory does not grow with the game.

The text has a header line, a settings line, then one line per action. Every line carries a
Fletcher-16 checksum. Non-ASCII letters are written as \\uXXXX escapes, so the text is ASCII and
byte-identical on CPython and MicroPython. Version 2 adds lines that are dicts, so that nothing
is ever rewritten to undo or redo and no reading needs more than the end of the file:
    {"at":N,"redo":[...],"state":{...}}  a checkpoint: the state after N actions and the redo
        stack. One follows every CHECKPOINT_EVERY-th action; an undo appends one with N below
        the count (the actions after N are undone, the last of them now on the redo stack);
    {"do":[...],"redo":[...]}  a redone action and the redo stack left after it;
    {"redo":[...]}  the redo stack (in version 1, only as the last line).
An action line empties the redo stack. Version 1 files are read as before.
Version 3 names the firmware that wrote the journal in its header, and each checkpoint names
the shape of its state ("v", the game's SHAPE; 1 when absent). A checkpoint of an older shape
is never restored: the state is rebuilt by replaying the actions, the truth (a reader's
rebuild(at) gives the state after the first `at` actions). A journal of a newer version or
firmware, or a checkpoint of a newer shape, is refused whole (NewerSave), never read in part.
"""

import json

try:
    from collections import OrderedDict
except ImportError:  # a MicroPython without it: each dict is written key by key
    OrderedDict = None

from core import version
from core.compat import const
from core.errors import JournalError, NewerSave, OldShape, RulesError

MAGIC = "companion-journal"
VERSION = const(3)
CHECKPOINT_EVERY = const(32)  # actions between checkpoints: the most replayed to resume or undo
FEED_LINES = const(32)  # lines read between two calls of a reader's feed (the watchdog)
MAX_REDO = const(16)  # undone actions kept for redo; older ones are forgotten
MAX_LINE = const(1024)  # the longest line read; a longer one is damage, never a heap full
_PIECE = const(96)  # a line is read in pieces of this many characters
_DAMAGED = "\x00"  # stands for a line that is too long or not text: it fails its checksum


def _malformed(exc):
    return RulesError("not a valid action ({})".format(exc))


class Session:
    """One game in progress: settings, the replayed state, its action count and a redo stack."""

    def __init__(self, game, settings, state=None):
        self.game = game
        self.settings = settings
        self.state = game.new_state(settings) if state is None else state
        self.count = 0
        self.last = None  # the newest action done: a game resumed mid-turn says it was saved
        self.redo_stack = []  # the newest undone action last
        # (count, state as plain data, last, action) before the newest action when play() did
        # it: an undo of it then reads nothing back from the journal (undone()).
        self.before = None

    def do(self, action):
        """Apply one action; on RulesError the state is as it was. Returns the action."""
        action = tuple(action)
        if not action or action[0] not in self.game.VERBS:
            raise RulesError("unknown action {!r}".format(action[0] if action else ""))
        try:
            self.game.apply(self.state, action)
        except RulesError:
            raise
        except (TypeError, ValueError, IndexError, KeyError, AttributeError) as exc:
            raise _malformed(exc) from None
        self.count += 1
        self.last = action
        self.before = None  # play() keeps the state before it
        if self.redo_stack:  # a new action: what was undone before it cannot come back
            self.redo_stack = []
        return action

    def describe(self, action):
        """The action in words, in the state before it; RulesError when it makes no sense."""
        try:
            return self.game.describe(self.state, tuple(action))
        except RulesError:
            raise
        except (TypeError, ValueError, IndexError, KeyError, AttributeError) as exc:
            raise _malformed(exc) from None

    def can_redo(self):
        return bool(self.redo_stack)

    def play(self, action):
        """Do an action; returns (action, its words in the state before it). A refused action
        raises the rules' own RulesError. The state before it is kept (self.before), so that
        its undo needs no replay: a copy of the state's plain data, a few hundred bytes."""
        try:
            words = self.describe(action)
        except RulesError:
            words = None  # do() says why, in the rules' words
        action = self.do_keeping(action)
        if words is None:
            words = " ".join(str(part) for part in action)
        return action, words

    def do_keeping(self, action):
        """do(action), keeping the state before it (self.before) for its undo."""
        kept = (self.count, _copied(self.game.snapshot(self.state)), self.last)
        action = self.do(action)
        self.before = kept + (_as_read(action),)
        return action

    def undone(self):
        """(the session before the newest action, that action as a journal line reads back)
        when do_keeping() kept the state before it, else None. The session is new, its redo
        stack empty; its state is the kept one, as a checkpoint's is restored (which takes
        the kept lists: they are this session's no more)."""
        kept = self.before
        if kept is None or kept[0] != self.count - 1:
            return None
        self.before = None
        count, data, last, action = kept
        game = self.game
        before = Session(game, self.settings, game.restore(self.settings, data, self.state))
        before.count = count
        before.last = last
        return before, action

    def redo(self):
        """Put back the newest undone action, checked like any other; returns (action, words)."""
        rest = self.redo_stack[:-1]
        done = self.play(self.redo_stack[-1])
        self.redo_stack = rest
        return done

    def standings(self):
        return self.game.standings(self.state)


def _copied(data):
    """Plain data (a snapshot) copied whole, as a checkpoint of it reads back: no list in it is
    shared with a state that changes. Through json, in C (a Pico took 5.7 ms for Karekare's
    state copied in Python, 2.3 for the snapshot itself)."""
    return json.loads(json.dumps(data))


def _as_read(action):
    """An action as a journal line reads it back: a tuple, its sequences lists."""
    return tuple(_listed(part) if type(part) in (list, tuple) else part for part in action)


def _listed(value):
    out = []
    for item in value:
        out.append(_listed(item) if type(item) in (list, tuple) else item)
    return out


def checksum(text):
    """Fletcher-16 of a line, as four hex digits: a is the bytes' sum and b the sum of the
    running sums (sum of (n - i) * byte i), both modulo 255, computed without a loop in Python
    (a Pico took 3.3 ms for a 383-byte checkpoint): the bytes read as one big-endian number V
    are, modulo 255 squared, sum + 255 * sum of (n - 1 - i) * byte i, as 256 ** m is
    1 + 255 * m there."""
    data = text.encode()
    total = sum(data)
    weighted = (int.from_bytes(data, "big") - total) % 65025 // 255
    return "{:04x}".format(((weighted + total) % 255) << 8 | total % 255)


def _plane0(payload):
    """Refuse characters beyond U+FFFF: MicroPython's json would not read their escapes back."""
    if type(payload) is str:
        for char in payload:
            if ord(char) >= 0x10000:
                raise JournalError("the character U+{:X} cannot be saved".format(ord(char)))
    elif type(payload) in (list, tuple):
        for item in payload:
            _plane0(item)
    elif type(payload) is dict:
        for key in payload:
            _plane0(payload[key])


# MicroPython's json escapes of backspace and form feed, and CPython's.
_CPYTHON_ESCAPES = {"\\u0008": "\\b", "\\u000c": "\\f"}


def _ascii(text):
    """JSON text as CPython writes it: every character beyond "~" (DEL too) as a \\uXXXX
    escape, backspace and form feed as \\b and \\f; MicroPython's json writes DEL raw,
    \\u0008 and \\u000c."""
    if len(text.encode()) == len(text) and "\x7f" not in text and "\\u000" not in text:
        return text  # no loop in Python for the usual line
    out = []
    i = 0
    while i < len(text):
        char = text[i]
        if char == "\\":  # an escape, whole: an escaped backslash is never the start of one
            step = 6 if text[i : i + 6] in _CPYTHON_ESCAPES else 2
            out.append(_CPYTHON_ESCAPES.get(text[i : i + step], text[i : i + step]))
        else:
            step = 1
            out.append(char if ord(char) < 127 else "\\u{:04x}".format(ord(char)))
        i += step
    return "".join(out)


def _sorted(payload, ordered):
    """payload with every dict reached through dicts (not lists) as an `ordered` dict (an
    OrderedDict) of its keys in order, which json writes in that order on every interpreter."""
    if type(payload) is not dict:
        return payload
    out = ordered()
    for key in sorted(payload):
        out[key] = _sorted(payload[key], ordered)
    return out


def _dumps(payload):
    """JSON text with the keys of every dict sorted (MicroPython's dicts keep no order): one
    json.dumps of the payload with its dicts ordered (a Pico took 12.5 ms for a Karekare
    checkpoint key by key, and 1.3 ms for the payload whole), else key by key."""
    ordered = OrderedDict
    if ordered is not None:
        return json.dumps(_sorted(payload, ordered), separators=(",", ":"))
    if type(payload) is dict:
        return "{" + ",".join(json.dumps(key) + ":" + _dumps(payload[key])
                              for key in sorted(payload)) + "}"
    return json.dumps(payload, separators=(",", ":"))


def encode_line(payload):
    text = _dumps(payload)
    if len(text.encode()) != len(text) or "\\ud" in text:
        # Text beyond ASCII (MicroPython writes it as it is) or an escaped surrogate (CPython's
        # escapes of a character beyond U+FFFF): look for one in the payload. Plain ASCII text
        # cannot hold one, and walking every string of a checkpoint took a Pico 9.5 ms.
        _plane0(payload)
    text = _ascii(text)
    return "{} {}\n".format(text, checksum(text))


def head(session):
    """The header and settings lines that start a session's journal."""
    settings = [[key, session.settings[key]] for key in sorted(session.settings)]
    return "{} {} {} {}\n".format(MAGIC, VERSION, session.game.KIND, version.FIRMWARE) + (
        encode_line(settings))


def action_line(action):
    return encode_line(list(action))


def fit_redo(payload, redo_stack):
    """(line, kept): the line of payload with the newest undone actions of redo_stack that fit
    in a line short enough to be read back, and those actions; the oldest are left out first.
    Neither argument's list is changed."""
    kept = redo_stack
    while True:
        payload["redo"] = [list(action) for action in kept]
        line = encode_line(payload)
        if len(line) <= MAX_LINE or not kept:
            return line, kept
        kept = kept[1:]


def redo_line(session):
    """The line that keeps the redo stack, or "" when there is nothing to redo. The session
    forgets the undone actions that the line leaves out, so that what can be redone is the same
    before and after a restart (so do checkpoint_line and record)."""
    if not session.redo_stack:
        return ""
    line, session.redo_stack = fit_redo({}, session.redo_stack)
    return line


def checkpoint_line(session):
    """A checkpoint of the session: its state, its count and its redo stack."""
    game = session.game
    payload = {"at": session.count, "state": game.snapshot(session.state), "v": game.SHAPE}
    line, session.redo_stack = fit_redo(payload, session.redo_stack)
    return line


def record(session, action):
    """The text that saves an action the session has just done: its line (a redone one keeps
    the redo stack left), then a checkpoint after every CHECKPOINT_EVERY-th action."""
    if session.redo_stack:
        text, session.redo_stack = fit_redo({"do": list(action)}, session.redo_stack)
    else:
        text = action_line(action)
    if not session.count % CHECKPOINT_EVERY:
        text += checkpoint_line(session)
    return text


_MARK = b'\n{"at":'  # where a checkpoint line starts: no other line can hold it
_BACK = const(512)  # the journal is searched from its end in pieces of this many bytes


def find_checkpoint(read_at, end, target=None):
    """(where the next line starts, payload) of the last checkpoint in a journal of end bytes
    that stands for at most target actions (any, with None), or None if there is none.
    read_at(offset, size) reads the journal's bytes. A damaged one raises JournalError."""
    buf = b""
    pos = end
    while True:
        cut = buf.rfind(_MARK)
        while cut >= 0:
            stop = buf.find(b"\n", cut + 1)
            stop = len(buf) if stop < 0 else stop
            if target is not None and _past(buf, cut + len(_MARK), target):
                buf = buf[: cut + 1]  # skipped unchecked: the one taken is checked
                cut = buf.rfind(_MARK)
                continue
            try:
                payload = decode_line(buf[cut + 1 : stop].decode(), 0)
            except (UnicodeError, ValueError):
                raise JournalError("a checkpoint is damaged") from None
            at = payload.get("at") if type(payload) is dict else None
            if type(at) is not int:
                raise JournalError("a checkpoint is damaged")
            if target is None or at <= target:
                return pos + stop + 1, payload
            buf = buf[: cut + 1]
            cut = buf.rfind(_MARK)
        if pos <= 0:
            return None
        size = min(_BACK, pos)
        pos -= size
        buf = read_at(pos, size) + buf[: MAX_LINE + len(_MARK)]


def _not_newer(number, firmware):
    """Refuse a journal of a version, or from a firmware, newer than this one, naming both."""
    if number > VERSION or _numbers(firmware) > _numbers(version.FIRMWARE):
        _newer("saved by firmware {} (journal version {})".format(firmware[:12] or "?",
                                                                  str(number)[:8]), VERSION)


def _numbers(text):
    return [int(part) for part in text.split(".") if part.isdigit()]


def _newer(what, mine):
    raise NewerSave("{}, newer than this firmware {} ({}): update it to open this game".format(
        what, version.FIRMWARE, mine))


def _shape(payload, game, number):
    """The shape of a checkpoint's state; NewerSave when this firmware does not know it."""
    shape = payload.get("v", 1)
    if type(shape) is not int or shape < 1:
        raise JournalError("line {}: the checkpoint is damaged".format(number))
    if shape > game.SHAPE:
        _newer("line {}: a checkpoint of shape {}".format(number, shape), game.SHAPE)
    return shape


def lost(line, count):
    """What a damaged last line took with it, in words, told by how it starts (its kind) and,
    for a checkpoint, by its count: a periodic one repeats the state after `count` actions."""
    if line.startswith(_MARK[1:].decode()):
        at = line[len(_MARK) - 1 :].split(",")[0]
        if at == str(count) or (not at.isdigit() and count and not count % CHECKPOINT_EVERY):
            return "a checkpoint was damaged; nothing was lost"
        return "the last undo was cut off: the action it took back is back"
    if line.startswith('{"redo":'):
        return "the list of actions to redo was damaged and is lost"
    return "the last action was cut off and is lost"


def _past(buf, start, target):
    """The checkpoint whose count starts at buf[start] stands for more than target actions
    (read without its checksum, to skip it: a damaged count only makes an earlier one taken)."""
    end = buf.find(b",", start, start + 8)
    digits = buf[start:end] if end > start else b""
    return digits.isdigit() and int(digits) > target


def decode_line(line, number):
    cut = line.rfind(" ")
    if cut < 0 or checksum(line[:cut]) != line[cut + 1 :]:
        raise JournalError("line {} is damaged".format(number))
    try:
        return json.loads(line[:cut])
    except (ValueError, RuntimeError):  # RuntimeError: nesting too deep to parse
        raise JournalError("line {} is damaged".format(number)) from None


class Reader:
    """A journal read a line at a time: the header and settings at once, then its actions.

    readline(size) gives the next line as bytes, with its newline, and b"" at the end: the
    readline of a file opened "rb"; feed(), if given, is called every FEED_LINES lines (the
    device's watchdog). The actions come from actions(), which checks each one by applying it
    to the session; after it, redo holds the redo stack, notice says what was lost (or None),
    and tidy is False when the text is not exactly as written (a line cut off, no final
    newline, CR LF), so that it must be rewritten before appending. With copy(text) set, every
    line that the game needs is handed to it as it is read, with a checkpoint after every
    CHECKPOINT_EVERY-th action: a rewrite writes the journal anew with it.
    """

    def __init__(self, readline, games, feed=None):
        self._readline = readline
        self._feed = feed
        self.number = 0
        self.notice = None
        self.tidy = True
        self.redo = []
        self.following = None
        self.copy = None
        self._ahead = None
        self.rebuild = None
        # With keep_last, the state before each action that no other action follows (the
        # journal's last, or one a checkpoint follows) is kept in the session (Session.before):
        # the device's undo after a resume then needs no replay.
        self.keep_last = False
        header = self._line()
        fields = (header or "").split(" ")
        if not 3 <= len(fields) <= 4 or fields[0] != MAGIC or not fields[1].isdigit():
            raise JournalError("not a companion journal")
        self.version = int(fields[1])
        self.firmware = fields[3] if len(fields) > 3 else ""
        _not_newer(self.version, self.firmware)
        if self.version < 1 or len(fields) != (4 if self.version > 2 else 3):
            raise JournalError("journal version {} is not known".format(fields[1][:8]))
        game = games.get(fields[2])
        if game is None:
            raise JournalError("unknown game kind {!r}".format(fields[2][:20]))
        line = self._line()
        if line is None:
            raise JournalError("the settings are missing")
        settings = decode_line(line, 2)
        if type(settings) is not list or any(
            type(pair) is not list or len(pair) != 2 or type(pair[0]) is not str
            for pair in settings
        ):
            raise JournalError("line 2 is not settings")
        try:
            self.session = Session(game, {key: value for key, value in settings})
        except (RulesError, TypeError, ValueError) as exc:
            raise JournalError("line 2: {}".format(exc)) from None

    def _line(self):
        """The next line without its line end; None at the end of the text."""
        if self._ahead is not None:
            line, self._ahead = self._ahead, None
            return line
        raw = self._read_raw()
        if not raw:
            return None
        self.number += 1
        if self._feed and not self.number % FEED_LINES:
            self._feed()
        try:
            raw = raw.decode()
        except (UnicodeError, ValueError):
            return _DAMAGED  # not text
        if raw.endswith("\n"):
            raw = raw[:-1]
        else:
            self.tidy = False  # the last line has no newline: appending would join it
        if raw.endswith("\r"):
            raw = raw[:-1]
            self.tidy = False
        return raw if len(raw) <= MAX_LINE else _DAMAGED

    def _read_raw(self):
        """The next line, read in short pieces (one long read would ask the heap for a block of
        MAX_LINE bytes at every line); more than MAX_LINE bytes come back unfinished."""
        raw = self._readline(_PIECE)
        if len(raw) < _PIECE or raw.endswith(b"\n"):
            return raw
        pieces = [raw]
        total = len(raw)
        while total <= MAX_LINE and not pieces[-1].endswith(b"\n"):
            piece = self._readline(_PIECE)
            if not piece:
                break
            pieces.append(piece)
            total += len(piece)
        return b"".join(pieces)

    def _at_end(self):
        self._ahead = self._line()
        return self._ahead is None

    def start(self, checkpoint):
        """Take the session from a checkpoint found by find_checkpoint; the lines after it
        come next. Raises JournalError when it does not fit the game."""
        self._checkpoint(checkpoint, 0, True)

    def rewriting(self, copy, rebuild):
        """Hand every line the game needs to copy(text) as it is read, and build the state at a
        checkpoint of an older shape with rebuild(count) instead of restoring it."""
        self.copy = copy
        self.rebuild = rebuild

    def actions(self, before=None, stop=None):
        """Each action in turn, applied to self.session as it is read; before(session, action),
        if given, sees the state before it. With stop, the action after the first `stop` is
        left unapplied in self.following. Raises JournalError at a damaged line, leaving the
        session as it was before that line."""
        self.following = None
        while True:
            line = self._line()
            if line is None:
                return
            number = self.number
            if stop is not None and self.session.count >= stop:
                if self._follow(line, number):
                    continue
                return
            if not line and self._at_end():  # a blank last line, as an editor adds: no loss
                self.tidy = False
                return
            try:
                payload = decode_line(line, number)
            except JournalError:
                if self._at_end():  # a save cut short: only its own line is lost
                    self.notice = lost(line, self.session.count)
                    self.tidy = False
                    return
                raise
            redo = []
            if type(payload) is dict:
                if "do" not in payload:
                    self._special(payload, number, line)
                    continue
                redo = self._redo_list(payload, number)
                payload = payload["do"]
            if type(payload) is not list or not payload:
                raise JournalError("line {} is not an action".format(number))
            try:
                if before:
                    before(self.session, payload)
                if self.keep_last and self._last_action():
                    action = self.session.do_keeping(payload)
                else:
                    action = self.session.do(payload)
            except RulesError as exc:
                raise JournalError("line {}: {}".format(number, exc)) from None
            self.redo = redo
            if self.copy:
                self.copy(line + "\n")
                if not self.session.count % CHECKPOINT_EVERY:
                    self.copy(checkpoint_line(self._redone()))
            yield action

    def _last_action(self):
        """No action line follows the one just read: the text ends, or a checkpoint or the redo
        stack comes next (the line is read ahead, as the loop reads it next anyway)."""
        if self._ahead is None:
            self._at_end()
        ahead = self._ahead
        return ahead is None or ahead.startswith('{"at":') or ahead.startswith('{"redo":')

    def _follow(self, line, number):
        """At stop: keep the action of line in self.following; True to read on past a line
        that is no action (the redo stack)."""
        try:
            payload = decode_line(line, number)
        except JournalError:
            return False
        if type(payload) is dict and "do" in payload:
            payload = payload["do"]
        elif type(payload) is dict:
            return "at" not in payload
        if type(payload) is list and payload:
            self.following = tuple(payload)
        return False

    def _special(self, payload, number, line):
        """A line that is no action: a checkpoint, or the redo stack."""
        if "at" in payload:
            if self._checkpoint(payload, number) and self.copy:
                self.copy(checkpoint_line(self._redone()))  # an undo, in today's shape
        elif self.version < 2 and not self._at_end():
            raise JournalError("line {}: the redo list is not the last line".format(number))
        else:
            self.redo = self._redo_list(payload, number)

    def _redone(self):
        """The session with the redo stack read so far (for a checkpoint of it)."""
        self.session.redo_stack = self.redo
        return self.session

    def _redo_list(self, payload, number):
        redo = payload.get("redo")
        if type(redo) is not list or any(type(a) is not list or not a for a in redo):
            raise JournalError("line {}: the redo list is damaged".format(number))
        return [tuple(a) for a in redo[-MAX_REDO:]]

    def _checkpoint(self, payload, number, jump=False):
        """Take the state of a checkpoint when it differs from the one read so far (an undo:
        it has fewer actions); True when it did. One of an older shape is rebuilt instead
        (OldShape when the reader cannot rebuild)."""
        session = self.session
        at = payload.get("at")
        redo = self._redo_list(payload, number)
        moved = at != session.count or jump
        if type(at) is not int or at < 0 or (at > session.count and not jump):
            raise JournalError("line {}: the checkpoint is damaged".format(number))
        shape = _shape(payload, session.game, number)
        rebuild = self.rebuild if shape < session.game.SHAPE else None
        if moved and shape < session.game.SHAPE and (jump or not rebuild):
            raise OldShape("line {}: a checkpoint of shape {} is rebuilt".format(number, shape))
        if moved:
            try:
                state = rebuild(at) if rebuild else (
                    session.game.restore(session.settings, payload.get("state"), session.state))
            except (RulesError, TypeError, ValueError, KeyError, IndexError, AttributeError):
                raise JournalError("line {}: the checkpoint is damaged".format(number)) from None
            session.state = state
            session.count = at
        self.redo = redo
        return moved

    def replay(self):
        """Read every action; returns the session, with its redo stack."""
        for _ in self.actions():
            pass
        self.session.redo_stack = self.redo
        return self.session


def game_log(reader, first=0, count=None):
    """The game's log: [(number, words)] of actions first+1 to first+count (to the last, with
    None), oldest first, read from reader: the whole journal, as an undo further on can take any
    back."""
    lines = []

    def words(session, action):
        while lines and lines[-1][0] > session.count:  # undone since
            lines.pop()
        if session.count >= first and (count is None or session.count < first + count):
            lines.append((session.count + 1, session.describe(action)))

    for _ in reader.actions(words):
        pass
    while lines and lines[-1][0] > reader.session.count:
        lines.pop()
    return lines


def actions_of(reader):
    """The list of the game's actions read from reader, without those undone, its session
    left with the redo stack (for the computer and the page, which hold whole games; the
    device never holds the list). A checkpoint of an older shape is rebuilt from the list."""
    actions = []
    reader.rewriting(None, lambda at: _replayed(reader.session, actions[:at]))
    for action in reader.actions():
        del actions[reader.session.count - 1 :]  # an undo (a checkpoint) took these back
        actions.append(action)
    del actions[reader.session.count :]
    reader.session.redo_stack = reader.redo
    return actions


def _replayed(session, actions):
    """The state of session's game and settings after actions."""
    again = Session(session.game, session.settings)
    for action in actions:
        again.do(action)
    return again.state
