"""Random button sequences with power cuts, and the invariants every one must keep.

A move is (mask, hold_ms): hold those buttons (a chord when several bits are set) for that long,
then let go; mask -1 is a power cut, after which a new app boots from the same storage; mask -2
is a goal, GOALS[hold_ms]: the presses a person makes to reach a place that random presses
seldom find (a game's menu, History, Undo, Redo, Settings), from wherever the app is.
"""

from core.games import GAMES, TABLE
from firmware import events, ui
from firmware.factory import make_app
from firmware.leds import MA_PER_CHANNEL
from host_sim.fakeboard import FakeBoard
from saves import journal
from saves.storage import Storage
from support import scenario, scratch

CUT = -1
GOAL = -2
STEP_MS = 20
GAP_MS = 60
HOLDS = (40, 80, 120, 700, 1300)
PREV, NEXT, OK, BACK = (1 << b for b in (events.PREV, events.NEXT, events.OK, events.BACK))
# Weighted towards OK and NEXT, so that sequences get deep into the games, not only the menus.
BUTTONS = (OK, OK, OK, OK, NEXT, NEXT, NEXT, PREV, PREV, BACK)
MENU = "menu"
# A goal is a path from the home menu: menu labels to pick, OK for a press of OK, and MENU for
# "OK until the game's menu is open" (through its setup, with the defaults, if it has no game).
# From the menu, OK six times takes the game's first action with the defaults.
GOALS = (("Settings",), ("Maori dice",), ("Dice",)) + tuple(
    (game, MENU) + item
    for game, _, _ in TABLE
    for item in ((), (OK,) * 6, ("History",), ("Undo",), ("Redo",), ("Undo", MENU, "Redo"))
)


class Broken(AssertionError):
    """An invariant failed; the message says which, after which move."""


def random_moves(source, count):
    """count moves from a getrandbits source (for the seeded MicroPython run): 1 in 64 a power
    cut, 2 in 64 a chord, 8 in 64 a goal, the rest one button."""
    moves = []
    for _ in range(count):
        roll = source.getrandbits(6)
        if roll == 0:
            moves.append((CUT, 0))
            continue
        if roll >= 56:
            moves.append((GOAL, source.getrandbits(5) % len(GOALS)))
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


def _hold(app, board, mask, ms=HOLDS[0]):
    """Hold the buttons of mask for ms, then let go and wait GAP_MS."""
    board.buttons.mask = mask
    _run(app, board, ms)
    board.buttons.mask = 0
    _run(app, board, GAP_MS)


def _reach(app, board, path):
    """Press BACK until the home menu is on top (or the scoreboard of the game the path opens),
    then follow path (see GOALS) as far as the screens allow. Returns "Redo: redone" when the
    path ends in a Redo that redid something."""
    for _ in range(12):
        top = app.top()
        if type(top).__name__ == "GameScreen" and top.title == path[0]:
            path = path[1:]
            break
        if len(app.stack) == 1:
            break
        _hold(app, board, BACK)
    for step in path:
        if step == OK:
            _hold(app, board, OK)
        elif step == MENU:
            _open_menu(app, board)
        elif not _pick(app, board, step):
            return None
    if path[-1] == "Redo" and app.toast.text.startswith("redone"):
        return "Redo: redone"
    return None


def _open_menu(app, board):
    """OK until the game's action menu is on top: through a setup with the defaults if the game
    has none, BACK past the setup summary that Karekare shows, and BACK from the entry that
    opens over the menu (Kachina's turn, the screen a boot resumes on). From a scoreboard of
    no game that takes 14 presses in Karekare and 13 in Kachina, whose setup forms go down a
    line per OK."""
    for _ in range(20):
        top = app.top()
        if type(top).__name__ == "ActionMenu":
            return
        over_menu = len(app.stack) > 1 and type(app.stack[-2]).__name__ == "ActionMenu"
        _hold(app, board, BACK if isinstance(top, ui.TextView) or over_menu else OK)


def _pick(app, board, label):
    """Move the cursor of the list on top to label, the short way round (straight there in a
    list that stops at its ends), and press OK; False when the screen on top lists no such
    label."""
    top = app.top()
    labels = getattr(top, "labels", ())
    if label not in labels:
        return False
    ahead = (labels.index(label) - top.index) % len(labels)
    if not top.wraps and labels.index(label) < top.index:
        presses, direction = top.index - labels.index(label), PREV
    elif ahead <= len(labels) // 2 or not top.wraps:
        presses, direction = ahead, NEXT
    else:
        presses, direction = len(labels) - ahead, PREV
    for _ in range(presses):
        _hold(app, board, direction)
    _hold(app, board, OK)
    return True


def screen_name(screen):
    """A screen's class and title, which names a place in the app ("ActionMenu Kachina")."""
    return "{} {}".format(type(screen).__name__, screen.title).strip()


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
        """All but the last action in effect, replayed from the start into a new session: the
        actions read, less those that a later undo (a checkpoint of fewer actions) took back."""
        done = []
        for action in reader.actions():
            del done[reader.session.count - 1 :]
            done.append(action)
        replayed = journal.Session(game, reader.session.settings)
        for action in done[: reader.session.count - 1]:
            replayed.do(action)
        return replayed

    replay = storage.stream(kind, game, shorter)
    if undone.standings() != replay.standings() or undone.count != replay.count:
        raise Broken("{}: {} undo is not exact".format(where, kind))
    redone, _ = undone.redo()
    if undone.standings() != before or redone != action:
        raise Broken("{}: {} redo did not restore".format(where, kind))


def _journal(path):
    """A journal's bytes, or None where there is none."""
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError:
        return None


def check(app, board, where, budget_ma, read=None):
    """The invariants: no screen bug, current within budget, journals load, state = replay.
    read ({kind: (bytes, replay)}, kept across the moves of one play) holds each journal as
    last replayed: one that is byte for byte the same is not replayed and undone again, but
    the app's memory is compared with it all the same."""
    if app.crashes:
        raise Broken("{}: a screen raised {!r}".format(where, scenario.error_shown(app)))
    peak_ma = (board.pixels.peak * MA_PER_CHANNEL + 254) // 255
    if peak_ma > budget_ma:
        raise Broken("{}: LEDs drew {} mA over a budget of {}".format(where, peak_ma, budget_ma))
    board.pixels.peak = 0
    read = {} if read is None else read
    for kind in GAMES:
        storage = Storage(app.storage.root)
        data = _journal(storage.path(kind))
        if data is None:
            replay = None  # no game of this kind on flash
        elif kind in read and read[kind][0] == data:
            replay = read[kind][1]
        else:
            session, notice = storage.read_session(kind, GAMES[kind])
            if notice:
                raise Broken("{}: {} journal: {}".format(where, kind, notice))
            replay = (session.count, session.redo_stack, session.standings())
            if session.count:
                _undo_redo(storage, kind, session, where)
            read[kind] = (data, replay)
        live = app.sessions.get(kind)
        if live is not None and (replay is None or (
                live.count, live.redo_stack, live.standings()) != replay):
            raise Broken("{}: {} in memory differs from the replay of flash".format(where, kind))


def move(app, board, folder, seed, number, made):
    """Make the number-th move of a play: (app, board, what a goal reached or None); a power
    cut boots a new app from the folder."""
    mask, hold = made
    if mask == CUT:
        app, board = _boot(folder, seed + number)
    elif mask == GOAL:
        return app, board, _reach(app, board, GOALS[hold])
    else:
        _hold(app, board, mask, hold)
    return app, board, None


def replay(moves, folder, seed=1):
    """The moves on a fresh device in folder, unchecked: (app, board)."""
    app, board = _boot(folder, seed)
    for number, made in enumerate(moves):
        app, board, _ = move(app, board, folder, seed, number, made)
    return app, board


def play(moves, name="fuzz", seed=1, folder=None, reached=None):
    """Play the moves on a fresh device; raises Broken when an invariant fails. reached, a set,
    gains the name of every screen on top after a move, and "Redo: redone"."""
    folder = folder or scratch.fresh_dir(name)
    app, board = _boot(folder, seed)
    read = {}
    for number, (mask, hold) in enumerate(moves):
        budget = app.settings["budget_ma"]
        app, board, outcome = move(app, board, folder, seed, number, (mask, hold))
        if outcome and reached is not None:
            reached.add(outcome)
        if reached is not None:
            reached.add(screen_name(app.top()))
        # A move that changes the budget may have lit the LEDs under either value.
        budget = max(budget, app.settings["budget_ma"])
        check(app, board, "move {} of {}".format(number + 1, len(moves)), budget, read)
    return app
