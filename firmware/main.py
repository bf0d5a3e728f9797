"""The device loop: step the app forever; anything that escapes is logged, then the board resets.

A boot that crashes within HEALTHY_MS counts as a quick crash; after three in a row the app starts
in safe mode, which offers to set the saved games aside, so a bad save can never boot-loop.
"""

from core.compat import const
from firmware.companion import make_app
from firmware.crashlog import CrashLog, describe

HEALTHY_MS = const(10000)


def run(board, steps=-1):
    """Run the app on board; steps >= 0 stops after that many steps (for tests)."""
    log = CrashLog(board.storage_path)
    quick = log.boot()
    start = now = board.ticks_ms()
    try:
        app = make_app(board, log.safe_mode(quick))
        healthy = False
        while steps:
            now = board.ticks_ms()
            app.step(now)
            board.idle()
            if not healthy and now - start >= HEALTHY_MS:
                log.healthy()
                healthy = True
            steps -= 1
    except Exception as exc:  # the last line of defence: log, then reset
        print(describe(exc))
        log.record(exc, now)
        board.reset()
