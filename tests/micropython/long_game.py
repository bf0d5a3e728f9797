"""A saved game of any length resumes, plays, undoes, redoes and shows its History within the
same heap: run from the repo root with a storage folder that holds one game as the one to
resume (tests/host/test_long_games.py writes it).

Usage: micropython -X heapsize=N tests/micropython/long_game.py FOLDER KIND, with a compiled
tree ahead of the sources on MICROPYPATH (support.micropython.run(tree=...)) or none.
Prints the live heap (gc.mem_alloc after gc.collect) after each step, then "done".
"""

import gc
import sys

from firmware import events
from firmware.factory import make_app
from host_sim.fakeboard import FakeBoard


def live(label, base):
    gc.collect()
    print("{}: {}".format(label, gc.mem_alloc() - base))


def main(folder, kind):
    from support import long_games

    gc.collect()
    base = gc.mem_alloc()
    board = FakeBoard(folder, 1)
    app = make_app(board)
    app.step(0)
    assert app.active_kind() == kind, "the game was not resumed"
    count = app.sessions[kind].count
    live("resumed", base)
    session = app.sessions[kind]
    assert app.act(kind, long_games.next_action(kind, session.state, count))
    live("acted", base)
    app.undo()
    live("undone", base)
    app.redo()
    live("redone", base)
    assert app.sessions[kind].count == count + 1
    from firmware.games.shared.game_screen import HistoryView

    view = HistoryView(app.context, kind)
    app.push(view)
    for _ in range(3 * count):  # to the first action, reading earlier windows on the way
        view.handle(events.EV_PREV)
    assert view.lines[0].startswith("1 "), view.lines[0]
    live("history at the top", base)
    app.pop()
    app.step(20)
    assert not app.crashes, " ".join(app.top().lines)  # the error notice
    print("done")


main(sys.argv[1], sys.argv[2])
