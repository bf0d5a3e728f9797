"""The device loop: step the app forever; anything that escapes is logged, then the board resets.

A crash is an exception that escapes the app, or a reset by the watchdog; a run of HEALTHY_MS
clears the count. After three crashes in a row the app starts in safe mode, which can set the
saved games aside (and bring them back), so a bad save can never boot-loop. The crash log's
own reading and writing runs inside the try too: a full flash ends in the app or in a reset.
The boot writes nothing to the flash before the first frame (tests/pico/test_boot.py).
"""

from core.compat import const
from firmware.crashlog import CrashLog, describe
from firmware.factory import make_app

HEALTHY_MS = const(10000)


def run(board, steps=-1):
    """Run the app on board; steps >= 0 stops after that many steps (for tests)."""
    log = CrashLog(board.storage_path, getattr(board, "retained", None))
    start = now = board.ticks_ms()
    app = None
    try:
        crashes = log.start(board.watchdog_reset())
        app = make_app(board, crashes if log.safe_mode(crashes) else 0)
        healthy = False
        while steps:
            now = board.ticks_ms()
            app.step(now)  # the first step draws the first frame
            if log.pending:
                log.keep()  # then the boot's flash write, if any
            board.idle()
            if not healthy and now - start >= HEALTHY_MS:
                log.healthy()
                healthy = True
            steps -= 1
    except KeyboardInterrupt:  # the computer took the REPL (companion pull or push)
        if app is not None:
            app.storage.flush(True)  # a press's writes, maybe cut off after its frame
        if hasattr(board, "handed_over"):
            board.handed_over()
        raise
    except Exception as exc:  # the last line of defence: log, then reset
        print(describe(exc))
        log.record(exc, now)
        board.reset()
