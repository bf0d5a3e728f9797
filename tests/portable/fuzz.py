"""Random button sequences with power cuts, and the invariants every one must keep.

A move is (mask, hold_ms): hold those buttons (a chord when several bits are set) for that long,
then let go; mask -1 is a power cut, after which a new app boots from the same storage.
"""

import scratch

from core.games import GAMES
from firmware.companion import make_app
from firmware.leds import MA_PER_CHANNEL
from firmware.storage import Storage
from host_sim.fakeboard import FakeBoard

CUT = -1
STEP_MS = 20
GAP_MS = 60
HOLDS = (40, 80, 120, 700, 1300)
# Weighted towards OK and NEXT, so that sequences get deep into the games, not only the menus.
BUTTONS = (4, 4, 4, 4, 2, 2, 2, 1, 1, 8)  # OK x4, NEXT x3, PREV x2, BACK x1


class Broken(AssertionError):
    """An invariant failed; the message says which, after which move."""


def random_moves(source, count):
    """count moves from a getrandbits source (for the seeded MicroPython run)."""
    moves = []
    for _ in range(count):
        roll = source.getrandbits(6)
        if roll == 0:
            moves.append((CUT, 0))
            continue
        mask = source.getrandbits(4) if roll < 3 else BUTTONS[source.getrandbits(4) % 10]
        hold = HOLDS[0] if roll & 8 else HOLDS[source.getrandbits(4) % 5]
        moves.append((mask, hold))
    return moves


def _boot(folder, seed):
    board = FakeBoard(folder, seed)
    app = make_app(board)
    app.step(board.now)
    return app, board


def _run(app, board, ms):
    end = board.now + ms
    while board.now < end:
        board.now += STEP_MS
        app.step(board.now)


def _copy(source, target):
    with open(source, "rb") as f, open(target, "wb") as out:
        out.write(f.read())


def _undo_redo(storage, kind, session, where):
    """Undo and redo on a copy of the journal: undo equals the replay of all but the last
    action, and redo brings back what was there."""
    scratch_store = Storage(scratch.fresh_dir("fuzz_undo"))
    _copy(storage.path(kind), scratch_store.path(kind))
    game = session.game
    before = session.standings()
    session, _ = scratch_store.read_session(kind, game)
    undone, action = scratch_store.undo(kind, session)

    def shorter(reader):
        for _ in reader.actions(None, session.count - 1):
            pass
        return reader.session

    replay = storage.stream(kind, game, shorter)
    if undone.standings() != replay.standings() or undone.count != replay.count:
        raise Broken("{}: {} undo is not exact".format(where, kind))
    redone, _ = undone.redo()
    if undone.standings() != before or redone != action:
        raise Broken("{}: {} redo did not restore".format(where, kind))


def check(app, board, where, budget_ma):
    """The invariants: no screen bug, current within budget, journals load, state = replay."""
    if app.crashes:
        raise Broken("{}: a screen raised {!r}".format(where, app.last_error))
    peak_ma = (board.pixels.peak * MA_PER_CHANNEL + 254) // 255
    if peak_ma > budget_ma:
        raise Broken("{}: LEDs drew {} mA over a budget of {}".format(where, peak_ma, budget_ma))
    board.pixels.peak = 0
    for kind in GAMES:
        storage = Storage(app.storage.root)
        try:
            session, notice = storage.read_session(kind, GAMES[kind])
        except OSError:
            session, notice = None, None  # no game of this kind on flash
        if notice:
            raise Broken("{}: {} journal: {}".format(where, kind, notice))
        live = app.sessions.get(kind)
        if live is not None:
            same = (live.count, live.redo_stack, live.standings()) == (
                session.count, session.redo_stack, session.standings())
            if not same:
                raise Broken("{}: {} in memory differs from the replay of flash".format(
                    where, kind))
        if session is not None and session.count:
            _undo_redo(storage, kind, session, where)


def play(moves, name="fuzz", seed=1, folder=None):
    """Play the moves on a fresh device; raises Broken when an invariant fails."""
    folder = folder or scratch.fresh_dir(name)
    app, board = _boot(folder, seed)
    for number, (mask, hold) in enumerate(moves):
        budget = app.settings["budget_ma"]
        if mask == CUT:
            app, board = _boot(folder, seed + number)
        else:
            board.buttons.mask = mask
            _run(app, board, hold)
            board.buttons.mask = 0
            _run(app, board, GAP_MS)
        # A move that changes the budget may have lit the LEDs under either value.
        budget = max(budget, app.settings["budget_ma"])
        check(app, board, "move {} of {}".format(number + 1, len(moves)), budget)
    return app
