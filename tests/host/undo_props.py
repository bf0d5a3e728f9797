"""What the property tests of every game check through the device's own saving: a refused
action changes nothing, undo equals the replay of what remains, and redo brings back the
newest undone actions (at most journal.MAX_REDO of them)."""

import os

from core.errors import RulesError
from saves import journal
from saves.storage import Storage
from support import scratch
from support.played import Played, load

# make test draws the counts each property names; `make props-long` ten times as many.
SCALE = int(os.environ.get("PROPS_SCALE", "1"))


def examples(count):
    """How many examples a property draws in this run."""
    return count * SCALE


def state_of(session):
    """Everything the game state holds, comparable."""
    return repr(sorted(vars(session.state).items()))


def play(game, settings, intents, build):
    """Save the actions that build(state, intent) makes as the device does (Session.play, which
    keeps the state before each for its undo), one appended line each; a refused one must leave
    the state as it was. Returns (storage, session, done)."""
    storage = Storage(scratch.fresh_dir("props_" + game.KIND))
    session = journal.Session(game, settings)
    storage.create(game.KIND, session)
    done = []
    for intent in intents:
        before = state_of(session)
        try:
            action = session.play(build(session.state, intent))[0]
        except RulesError:
            assert state_of(session) == before, "a refused action changed the state"
            continue
        session = storage.append(game.KIND, session, action)
        done.append(action)
    return storage, session, done


def undo_both_ways(game, storage, session):
    """The first undo from the state kept in memory and from the journal read back give the
    same session and append the same line. Returns the session after it (kept in memory)."""
    kind = game.KIND
    if session.undone() is None:
        return session
    with open(storage.path(kind), "rb") as f:
        start = f.read()
    read = journal.Session(game, session.settings)
    read.__dict__.update(session.__dict__)
    read.before = None  # as after a resume: read back from the journal
    from_journal, action = storage.undo(kind, read)
    with open(storage.path(kind), "rb") as f:
        line = f.read()[len(start):]
    with open(storage.path(kind), "wb") as f:
        f.write(start)
    kept, kept_action = storage.undo(kind, session)
    with open(storage.path(kind), "rb") as f:
        assert f.read()[len(start):] == line
    assert kept_action == action and kept.count == from_journal.count
    assert kept.redo_stack == from_journal.redo_stack  # last: the action before, or None read
    # from a checkpoint at the count; only a boot's resume reads it (karekare.turn)
    assert state_of(kept) == state_of(from_journal)
    return kept


def undo_then_redo(game, settings, storage, session, done, undos):
    """Undo `undos` times, check the replay, reload from flash, redo all that can be."""
    kind = game.KIND
    undos = min(undos, len(done))
    for undo in range(undos):
        if undo == 0:
            session = undo_both_ways(game, storage, session)
        else:
            session, _ = storage.undo(kind, session)  # read back: the kept state is the first's
    kept = len(done) - undos
    assert state_of(session) == state_of(Played(game, settings, done[:kept]).session)
    loaded, notice = Storage(storage.root).load_session(kind, game)
    assert notice is None and state_of(loaded) == state_of(session)
    assert loaded.redo_stack == done[kept:][::-1][-journal.MAX_REDO :]  # the newest last
    while loaded.can_redo():
        action, _ = loaded.redo()
        loaded = storage.append(kind, loaded, action)
    back = kept + min(undos, journal.MAX_REDO)
    assert state_of(loaded) == state_of(Played(game, settings, done[:back]).session)
    with open(storage.path(kind)) as f:  # read from the start, the undone actions left out
        assert load(f.read(), {kind: game})[0].actions == done[:back]
    return loaded
