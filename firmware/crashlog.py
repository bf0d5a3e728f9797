"""What main.py keeps across resets: a size-capped error log and the count of crashes in a row.

Nothing here may stop a boot: a flash too full to take the log (or a new file at all) loses the
log, never the boot. The count's file is made at the first boot and then only rewritten, which
a full littlefs still allows, so a crash loop reaches safe mode even then.
"""

import io
import os

from core.compat import const

LOG = "errors.log"
COUNT = "crashes"
LOG_CAP = const(2048)
SAFE_AFTER = const(3)


def describe(exc):
    """The traceback as text, on MicroPython or CPython."""
    try:
        from sys import print_exception
    except ImportError:
        import traceback

        return "".join(traceback.format_exception(exc))
    out = io.StringIO()
    print_exception(exc, out)  # pyright: ignore[reportArgumentType]  (the stub wants IOBase_mp)
    return out.getvalue()  # pyright: ignore[reportAttributeAccessIssue]


class CrashLog:
    """Counts crashes in a row: an exception that main.py caught, or a reset by the watchdog
    that main.py did not ask for. A power-on is never a crash; a healthy run clears the count."""

    def __init__(self, root):
        self.root = root
        self.count = 0

    def _path(self, name):
        return self.root + "/" + name

    def _read(self, name):
        try:
            with open(self._path(name)) as f:
                return f.read(LOG_CAP + 1024)
        except OSError:
            return ""

    def _write(self, name, text):
        """Write a whole file; a flash that cannot take it is no reason to stop."""
        try:
            with open(self._path(name), "w") as f:
                f.write(text)
        except OSError:
            pass

    def boot(self, watchdog=False):
        """At start; watchdog says the watchdog reset the board. Returns the crashes in a row."""
        try:
            os.mkdir(self.root)
        except OSError:
            pass  # it exists
        words = self._read(COUNT).split()
        self.count = int(words[0]) if words and words[0].isdigit() else 0
        asked = len(words) > 1  # main.py reset the board after recording a crash
        if watchdog and not asked:
            self.count += 1
            self.record_text("a reset by the watchdog: the companion stopped responding\n")
        elif asked or not words:  # not words: made now, while the flash may have room
            self._write(COUNT, str(self.count))
        return self.count

    def healthy(self):
        if self.count:
            self.count = 0
            self._write(COUNT, "0")

    def safe_mode(self, crashes):
        return crashes >= SAFE_AFTER

    def record(self, exc, now):
        """Log the exception and count a crash; main.py resets the board next."""
        self.count += 1
        self.record_text("at {} ms: {}".format(now, describe(exc)), " reset")

    def record_text(self, text, mark=""):
        """Save the count, then append to the log, keeping only its newest LOG_CAP characters."""
        self._write(COUNT, "{}{}".format(self.count, mark))
        self._write(LOG, (self._read(LOG) + text)[-LOG_CAP:])

    def text(self):
        return self._read(LOG)
