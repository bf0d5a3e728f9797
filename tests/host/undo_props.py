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
    """Save the actions that build(state, intent) makes as the device does, one appended line
    each; a refused one must leave the state as it was. Returns (storage, session, done)."""
    storage = Storage(scratch.fresh_dir("props_" + game.KIND))
    session = journal.Session(game, settings)
    storage.create(game.KIND, session)
    done = []
    for intent in intents:
        before = state_of(session)
        try:
            action = session.do(build(session.state, intent))
        except RulesError:
            assert state_of(session) == before, "a refused action changed the state"
            continue
        session = storage.append(game.KIND, session, action)
        done.append(action)
    return storage, session, done


def undo_then_redo(game, settings, storage, session, done, undos):
    """Undo `undos` times, check the replay, reload from flash, redo all that can be."""
    kind = game.KIND
    undos = min(undos, len(done))
    for _ in range(undos):
        session, _ = storage.undo(kind, session)
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
