"""Writes deferred until a press's frame is shown (Storage.defer and flush): they wait, then
happen in order; a read sees them; one that fails is told, not raised."""

from saves import journal
from saves.storage import Flash, Storage
from support import scratch, tally_game

GAME = tally_game


class _Failing(Flash):
    """A flash full after its first `room` appends."""

    def __init__(self, room):
        super().__init__()
        self.room = room

    def append(self, path, text):
        if self.room <= 0:
            raise OSError(28)
        self.room -= 1
        super().append(path, text)


def _store(name, flash=None):
    store = Storage(scratch.fresh_dir(name), flash)
    store.clean()
    return store


def _on_flash(store, name="tally"):
    """The file's text as it is on flash now (without the storage settling its writes)."""
    try:
        with open(store.path(name)) as f:
            return f.read()
    except OSError:
        return None


def _start(store, *points):
    """A new game saved at once, then its actions appended, deferred; the session and the
    journal's text with them."""
    session = journal.Session(GAME, {"players": 2})
    store.create("tally", session)
    store.defer()
    lines = journal.head(session)
    for p in points:
        action = session.do(("add", 0, p))
        lines += journal.action_line(action)
        session = store.append("tally", session, action)
    return session, lines


def test_deferred_writes_wait_for_the_flush_then_happen_in_order():
    """While deferring, a new game and its actions are not on flash yet; the flush writes
    them in the order they were made."""
    store = _store("deferred_order")
    store.defer()
    session = journal.Session(GAME, {"players": 2})
    store.create("tally", session)
    assert _on_flash(store) is None
    store.flush()
    text = journal.head(session)
    assert _on_flash(store) == text
    for p in (1, 2, 3):
        action = session.do(("add", 0, p))
        text += journal.action_line(action)
        session = store.append("tally", session, action)
    assert _on_flash(store) == journal.head(session)
    store.flush(True)
    assert _on_flash(store) == text
    store.append("tally", *_next(store))  # deferring is over: written at once
    assert _on_flash(store).count("\n") == 6


def _next(store):
    session = store.load_session("tally", GAME)[0]
    return session, session.do(("add", 1, 1))


def test_a_flush_that_is_not_the_last_keeps_deferring():
    """flush() writes what waits and goes on deferring; only flush(True) ends it."""
    store = _store("deferred_again")
    session, text = _start(store, 1)
    assert _on_flash(store) == journal.head(session)
    store.flush()
    assert _on_flash(store) == text
    action = session.do(("add", 0, 5))
    store.append("tally", session, action)
    assert _on_flash(store) == text
    store.flush(True)
    assert _on_flash(store) == text + journal.action_line(action)


def test_a_read_while_deferring_sees_the_writes_waiting():
    """Loading the game in the same press that saved it reads what was deferred."""
    store = _store("deferred_read")
    _start(store, 2, 3)
    session, notice = store.load_session("tally", GAME)
    assert notice is None and session.standings() == {"scores": [5, 0]}
    assert store.has("tally")


def test_a_deferred_write_that_fails_is_told_and_drops_those_after_it():
    """A full flash at a deferred append: the flush raises nothing, names the game and the
    error, and drops the writes after it (the app goes back to what is on flash)."""
    store = _store("deferred_failed", _Failing(1))
    session, text = _start(store, 1, 2, 3)
    store.flush(True)
    name, exc = store.failed
    assert name == "tally" and isinstance(exc, OSError)
    assert _on_flash(store) == text[: text.index('["add",0,2]')]
