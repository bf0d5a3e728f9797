"""What main.py keeps across resets: a size-capped error log and the count of quick crashes."""

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
    """A boot counts as a crash until healthy() says it ran long enough."""

    def __init__(self, root):
        self.root = root

    def _path(self, name):
        return self.root + "/" + name

    def _read(self, name):
        try:
            with open(self._path(name)) as f:
                return f.read()
        except OSError:
            return ""

    def _write(self, name, text):
        with open(self._path(name), "w") as f:
            f.write(text)

    def boot(self):
        """Count this boot as a crash in advance; returns the quick crashes before it."""
        try:
            os.mkdir(self.root)
        except OSError:
            pass  # it exists
        text = self._read(COUNT).strip()
        count = int(text) if text.isdigit() else 0
        self._write(COUNT, str(count + 1))
        return count

    def healthy(self):
        self._write(COUNT, "0")

    def safe_mode(self, quick_crashes):
        return quick_crashes >= SAFE_AFTER

    def record(self, exc, now):
        """Append the exception to the log, keeping only the newest LOG_CAP characters."""
        text = self._read(LOG) + "at {} ms: {}".format(now, describe(exc))
        self._write(LOG, text[-LOG_CAP:])

    def text(self):
        return self._read(LOG)
