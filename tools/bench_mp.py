"""Measurements that run on an interpreter, printed as "name: value" lines for tools/bench.py.

    MP tools/bench_mp.py steps            the cost of step(), as ratios to a full render
    MP tools/bench_mp.py dice [N]         N rolls: chi-squared, pair chi-squared, lag-1
    MP tools/bench_mp.py session SCRIPT   play a button script (for the heap ceiling)
    MP tools/bench_mp.py long KIND N      a game of N actions through app.act, then a boot
                                          from flash and 10 actions more
    MP tools/bench_mp.py screen I         the heap on screen I of support/bench_screens.py:
                                          live, allocated by idle steps, by one press
MP is `.venv/bin/python -m support.micropython [--tree DIR]`, which puts frozen modules (a
custom build with manifest.py) first on the path, as on a device, then a compiled tree, then
the sources (support/micropython.py). Options after the mode: shift=K holds a bytearray of
16*K bytes from the start, which shifts the heap layout; run=NAME names the caller (its
process), whose runs alone use its folders.
Also runs on CPython (the dice figures are compared across the two).
"""

import sys

ARGS = [word for word in sys.argv[1:] if "=" not in word]
OPTIONS = {}
for word in sys.argv[1:]:
    if "=" in word:
        key, _, value = word.partition("=")
        OPTIONS[key] = value
SHIFT = bytearray(16 * int(OPTIONS.get("shift", "0")))

import gc  # noqa: E402  (after SHIFT, which shifts the heap)
import os  # noqa: E402  (after SHIFT, which shifts the heap)

from core import dice  # noqa: E402  (after SHIFT, which shifts the heap)

EXTRA = 10  # actions played after the boot that resumes a long game
WINDOW_MS = 2000  # a screen's idle and press windows: a Karekare ring winks every 2 s


def _fresh(folder):
    """folder, empty: one per layout shift and caller, since support/bench_heap.py runs the
    shifts at once, and two pytest workers may measure at once (the second emptied the first's
    folder: ENOENT). (Not support.scratch.fresh_dir: importing it would count in the heap.)"""
    folder += "-" + OPTIONS.get("run", "") + "-" + OPTIONS.get("shift", "0")
    for path in ("build", folder):
        try:
            os.mkdir(path)
        except OSError:
            pass
    _empty(folder)
    return folder


def _empty(folder):
    """Remove what folder holds, folders too (finished games are kept in one)."""
    for name in os.listdir(folder):
        path = folder + "/" + name
        if os.stat(path)[0] & 0x4000:
            _empty(path)
            os.rmdir(path)
        else:
            os.remove(path)


def _boot(folder, step=True):
    """A new app on a fake board with storage in folder, after its first step (if step)."""
    from firmware.factory import make_app
    from host_sim.fakeboard import FakeBoard

    board = FakeBoard(folder, 1)
    app = make_app(board)
    if step:
        app.step(0)
    return app, board


def session(script):
    from host_sim.script import Driver

    app, board = _boot(_fresh("build/bench-session"))
    Driver(app, board).play(script)
    _print_live()
    print("session: done, {} crashes{}".format(app.crashes, _last_error(app)))


def long_game(kind, count):
    """Play count actions, boot again from flash (resuming the game), play EXTRA more."""
    from support import bench_games

    folder = _fresh("build/bench-long")
    app, board = _boot(folder)
    app.start(kind, bench_games.settings(kind))
    app.home.open(kind)
    crashes = _play(app, board, kind, range(count), count)
    app = board = None
    gc.collect()
    app, board = _boot(folder, step=False)
    if app.active_kind() != kind or app.pending:  # a notice says why (the first step shows it)
        raise SystemExit("the game did not resume: {}".format(app.pending))
    crashes += _play(app, board, kind, range(count, count + EXTRA), count)
    _print_live()
    print("long: done, {} actions, {} crashes{}".format(count + EXTRA, crashes, _last_error(app)))


def _print_live():
    """The heap still in use at the end of a run, after a collection."""
    gc.collect()
    print("live: {}".format(gc.mem_alloc()))


def _last_error(app):
    """The error notice a crash left on top, as ' (MemoryError: ...)', or '' (support.scenario
    is only imported then: a run without a crash carries none of it)."""
    if not app.crashes:
        return ""
    from support.scenario import error_shown

    return " ({})".format(error_shown(app) or "its notice was closed since")


def _play(app, board, kind, numbers, count):
    """The actions numbered numbers of a count-action game through app.act, each followed by
    the steps that show it."""
    from support import bench_games

    for i in numbers:
        action = bench_games.action(kind, app.session(kind).state, i, count)
        if not app.act(kind, action):
            raise SystemExit("action {} was refused: {}".format(i, action))
        for _ in range(3):
            board.now += 10
            app.step(board.now)
    return app.crashes


def screen(index):
    """The live heap on a screen; what its idle steps allocate in WINDOW_MS, and what one press
    adds to that (the most of four presses)."""
    import host_sim.fakeboard  # noqa: F401  (counted with the harness, before the app boots)
    from host_sim.script import BUTTONS, GAP_MS, PRESS_MS, Driver
    from support.bench_screens import SCREENS

    name, script, button = SCREENS[index]
    gc.collect()
    harness = gc.mem_alloc()
    app, board = _boot(_fresh("build/bench-screen"))
    driver = Driver(app, board)
    driver.script(script)
    if app.crashes or (index and len(app.stack) < 2):
        raise SystemExit("{}: the script did not reach the screen".format(name))
    mask = BUTTONS[button]
    rest = WINDOW_MS - PRESS_MS - GAP_MS
    _press(driver, mask, rest)  # the first press may fill a cache
    driver.run(WINDOW_MS)  # rolls, blinks and toasts settle
    gc.collect()
    live = gc.mem_alloc()
    idle = _allocated(driver.run, WINDOW_MS)
    press = 0
    for _ in range(4):
        press = max(press, _allocated(_press, driver, mask, rest) - idle)
    print("screen: {}".format(name))
    print("harness: {}".format(harness))
    print("live: {}".format(live))
    print("idle: {}".format(idle))
    print("press: {}".format(press))


def _press(driver, mask, rest):
    """One press and release, then rest ms of steps."""
    from host_sim.script import PRESS_MS

    driver.hold(mask, PRESS_MS)
    driver.run(rest)


def _allocated(call, *args):
    """Bytes allocated by call(*args), with the collector held off so nothing is freed."""
    gc.collect()
    gc.disable()
    before = gc.mem_alloc()
    call(*args)
    after = gc.mem_alloc()
    gc.enable()
    return after - before


def steps():
    import time

    app, board = _boot(_fresh("build/bench-steps"))
    top = app.top()
    runs = 50
    start = time.ticks_us()
    for _ in range(runs):
        top.prepare()
        top.render(board.display)
        board.display.show(True)
    full = time.ticks_diff(time.ticks_us(), start) / runs
    start = time.ticks_us()
    for _ in range(1000):
        board.now += 10
        app.step(board.now)
    idle = time.ticks_diff(time.ticks_us(), start) / 1000
    event = _timed_steps(app, board, 2, runs)  # NEXT fires on press: the cursor moves
    redraw = 0
    for _ in range(runs):  # a step that redraws and sends every page
        board.display.force = True
        app.top().dirty = True
        board.now += 10
        start = time.ticks_us()
        app.step(board.now)
        redraw += time.ticks_diff(time.ticks_us(), start)
    redraw /= runs
    print("full render us: {:.0f}".format(full))
    print("idle step ratio: {:.4f}".format(idle / full))
    print("event step ratio: {:.3f}".format(event / full))
    print("full redraw step ratio: {:.3f}".format(redraw / full))


def _timed_steps(app, board, mask, runs):
    """The average time of the step at which a press of mask takes effect."""
    import time

    total = 0
    for _ in range(runs):
        before = board.display.frames
        board.buttons.mask = mask
        while board.display.frames == before:
            board.now += 10
            start = time.ticks_us()
            app.step(board.now)
            took = time.ticks_diff(time.ticks_us(), start)
        total += took
        board.buttons.mask = 0
        for _ in range(3):
            board.now += 30
            app.step(board.now)
    return total / runs


def fairness(rolls):
    from support.dice_stats import PairLog

    log = PairLog()
    source = dice.Xorshift32(20261129)
    previous = dice.d6_from(source)
    log.add(previous)
    s = sq = cross = 0
    for _ in range(rolls - 1):
        value = dice.d6_from(source)
        log.add(value)
        s += previous
        sq += previous * previous
        cross += previous * value
        previous = value
    n = rolls - 1
    num, den = dice.chi2_scaled(log.counts, log.total)
    pnum, pden = dice.chi2_scaled(log.pairs, log.pair_total())
    lag1 = (n * cross - s * s) / (n * sq - s * s)
    print("rolls: {}".format(log.total))
    print("chi2 5 df: {:.3f}".format(num / den))
    print("pair chi2 35 df: {:.3f}".format(pnum / pden))
    print("lag-1 correlation: {:.5f}".format(lag1))
    print("faces: {}".format(" ".join(str(c) for c in log.counts)))


if ARGS[0] == "steps":
    steps()
elif ARGS[0] == "dice":
    fairness(int(ARGS[1]) if len(ARGS) > 1 else 600000)
elif ARGS[0] == "session":
    session(ARGS[1])
elif ARGS[0] == "long":
    long_game(ARGS[1], int(ARGS[2]))
elif ARGS[0] == "screen":
    screen(int(ARGS[1]))
