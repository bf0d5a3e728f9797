"""Measurements that run on an interpreter, printed as "name: value" lines for tools/bench.py.

    micropython tools/bench_mp.py steps        the cost of step(), as ratios to a full render
    micropython tools/bench_mp.py dice [N]     N rolls: chi-squared, pair chi-squared, lag-1
    micropython tools/bench_mp.py session SCRIPT [TREE]   play a script (for the heap ceiling)
Also runs on CPython (the dice figures are compared across the two).
"""

import sys

sys.path.insert(0, ".")
if len(sys.argv) > 3:
    sys.path.insert(0, sys.argv[3])  # a compiled tree, ahead of the sources

import os  # noqa: E402

from core import dice  # noqa: E402


def _fresh(folder):
    try:
        for name in os.listdir(folder):
            os.remove(folder + "/" + name)
    except OSError:
        pass
    return folder


def _boot(folder):
    from firmware.companion import make_app
    from host_sim.fakeboard import FakeBoard

    board = FakeBoard(_fresh(folder), 1)
    app = make_app(board)
    app.step(0)
    return app, board


def session(script):
    from host_sim.script import Driver

    app, board = _boot("build/bench-session")
    Driver(app, board).play(script)
    print("session: done, {} crashes".format(app.crashes))


def steps():
    import time

    app, board = _boot("build/bench-steps")
    top = app.top()
    runs = 50
    start = time.ticks_us()
    for _ in range(runs):
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
    log = dice.RollLog()
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


if sys.argv[1] == "steps":
    steps()
elif sys.argv[1] == "dice":
    fairness(int(sys.argv[2]) if len(sys.argv) > 2 else 600000)
elif sys.argv[1] == "session":
    session(sys.argv[2])
