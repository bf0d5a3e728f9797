"""Resume, undo and redo of saved games of 20, 300 and 2,000 actions, timed on this interpreter.

Run from the repo root, on the MicroPython unix port:
    .venv/bin/python -m support.micropython -X heapsize=16M tools/journal_times.py [FOLDER]
Each game is saved action by action as the device saves it (saves/storage.py), then loaded
(what a boot does to resume it), undone and redone; each figure is the fastest of five, in
milliseconds of this machine (compare them with each other, not with a Pico).
    .venv/bin/python tools/journal_times.py --save KIND COUNT FOLDER
only saves such a game in FOLDER, as the one to resume at boot (for the emulated Pico).
"""

import os
import sys
import time

from saves import config, journal
from saves.storage import Storage
from support.long_games import GAMES, next_action

LENGTHS = (20, 300, 2000)
TRIES = 5


def _clock():
    try:
        return time.ticks_us() / 1000  # pyright: ignore[reportAttributeAccessIssue]
    except AttributeError:
        return time.process_time() * 1000


def _fastest(prepare, run):
    best = None
    for _ in range(TRIES):
        value = prepare()
        start = _clock()
        run(value)
        took = _clock() - start
        best = took if best is None or took < best else best
    return best


def _save(folder, kind, count):
    game, settings, _ = GAMES[kind]
    store = Storage(folder)
    session = journal.Session(game, settings())
    store.create(kind, session)
    for i in range(count):
        session = store.append(kind, session, session.do(next_action(kind, session.state, i)))
    with open(store.path(kind), "rb") as f:
        return f.read()


def _put(folder, kind, data):
    for suffix in (".bak", ".tmp"):
        try:
            os.remove(folder + "/" + kind + suffix)
        except OSError:
            pass
    with open(folder + "/" + kind, "wb") as f:
        f.write(data)


def _times(folder, kind, count):
    """(resume, undo, redo) in ms, and the journal's size, for a saved game of count actions."""
    game = GAMES[kind][0]
    data = _save(folder, kind, count)

    def loaded():
        _put(folder, kind, data)
        store = Storage(folder)
        return store, store.load_session(kind, game)[0]

    def undone():
        store, session = loaded()
        return store, store.undo(kind, session)[0]

    def redo(saved):
        store, session = saved
        action, _ = session.redo()
        store.append(kind, session, action)

    resume = _fastest(lambda: _put(folder, kind, data),
                      lambda _: Storage(folder).load_session(kind, game))
    undo = _fastest(loaded, lambda saved: saved[0].undo(kind, saved[1]))
    return resume, undo, _fastest(undone, redo), len(data)


def main(folder):
    try:
        os.mkdir(folder)
    except OSError:
        pass
    print("kind      actions  resume ms  undo ms  redo ms  bytes")
    for kind in sorted(GAMES):
        for count in LENGTHS:
            print("{:<9} {:>7} {:>10.1f} {:>8.1f} {:>8.1f} {:>6}".format(
                kind, count, *_times(folder, kind, count)))


if sys.argv[1:2] == ["--save"]:
    os.makedirs(sys.argv[4], exist_ok=True)
    _save(sys.argv[4], sys.argv[2], int(sys.argv[3]))
    config.save(Storage(sys.argv[4]), {"current": sys.argv[2]})
else:
    main(sys.argv[1] if len(sys.argv) > 1 else "build/journal-times")
