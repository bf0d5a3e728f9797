"""What main.py keeps across resets: a size-capped error log and the count of crashes in a row.

Nothing here may stop a boot: a flash too full to take the log (or a new file at all) loses the
log, never the boot. The count is a record of fixed size (RECORD), made at the first boot that
has room and then only overwritten in place, which a full littlefs or FAT still allows; and it
is kept too in the board's retained word when it has one (the Pico's watchdog scratch register,
which outlives a reset but not a power-on), so a crash loop reaches safe mode even on a flash
that was full before the first boot.
"""

import io
import os

from core.compat import const

LOG = "errors.log"
COUNT = "crashes"
LOG_CAP = const(2048)
SAFE_AFTER = const(3)
RECORD = "{:03d} {}\n"  # the count (at most MOST) and 1 when main.py asked for the reset
MOST = const(999)
_TAG = const(0x5AFE0000)  # a retained word holding a count; a power-on leaves it 0
_ASKED = const(0x8000)


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
    that main.py did not ask for. A power-on is never a crash; a healthy run clears the count.
    retained: the board's word that outlives a reset (get() and set()), or None."""

    def __init__(self, root, retained=None):
        self.root = root
        self.retained = retained
        self.count = 0
        self.pending = False  # start() left the record to make: keep() makes it

    def _path(self, name):
        return self.root + "/" + name

    def _read(self, name):
        try:
            with open(self._path(name)) as f:
                return f.read(LOG_CAP + 1024)
        except OSError:
            return ""

    def _write(self, name, text):
        """Write a whole file, making the folder when it is missing (a flash that has never
        been written to: the image of `make uf2` carries it); a flash that cannot take it is no
        reason to stop."""
        for _ in range(2):
            try:
                with open(self._path(name), "w") as f:
                    f.write(text)
                return
            except OSError:
                try:
                    os.mkdir(self.root)
                except OSError:
                    return  # it exists: the flash refused the file itself

    def _load(self):
        """(count, asked, sound): from the retained word since the last power-on, else from
        the file; sound says the file holds a record of this size."""
        text = self._read(COUNT)
        words = text.split()
        sound = len(text) == len(RECORD.format(0, 0))
        word = self.retained.get() if self.retained is not None else 0
        if word & 0xFFFF0000 == _TAG:
            return word & 0x3FF, bool(word & _ASKED), sound
        if words and words[0].isdigit():  # an older record ("1 reset") counts as well
            return int(words[0]), len(words) > 1 and words[1] != "0", sound
        return 0, False, sound

    def _save(self, asked=False):
        """The count in the retained word, and in its file: overwritten in place, never grown
        (made when missing or of another size, which needs room)."""
        self.count = min(self.count, MOST)
        if self.retained is not None:
            self.retained.set(_TAG | (_ASKED if asked else 0) | self.count)
        record = RECORD.format(self.count, 1 if asked else 0)
        try:
            with open(self._path(COUNT), "r+b") as f:
                if f.seek(0, 2) == len(record):
                    f.seek(0)
                    f.write(record.encode())
                    return
        except OSError:
            pass  # no file yet
        self._write(COUNT, record)

    def boot(self, watchdog=False):
        """start(watchdog), then keep(): the crashes in a row, their record made."""
        count = self.start(watchdog)
        self.keep()
        return count

    def start(self, watchdog=False):
        """At start; watchdog says the watchdog reset the board. Returns the crashes in a row.
        A crash (a reset by the watchdog) is saved at once; the record that is only made or
        marked as no longer asked for is saved by keep(), which main.py calls after the first
        frame (a flash write takes milliseconds the first screen waits for), and meanwhile the
        retained word holds the count: a hang before it is still counted."""
        self.count, asked, sound = self._load()
        self.pending = False
        if watchdog and not asked:
            self.count += 1
            self.record_text("a reset by the watchdog: the companion stopped responding\n")
        elif asked or not sound:  # not sound: made soon, while the flash may have room
            self.pending = True
            if self.retained is not None:
                self.retained.set(_TAG | self.count)
        return self.count

    def keep(self):
        """Save the record start() left to make (once)."""
        if self.pending:
            self.pending = False
            self._save()

    def healthy(self):
        if self.count:
            self.count = 0
            self._save()

    def safe_mode(self, crashes):
        return crashes >= SAFE_AFTER

    def record(self, exc, now):
        """Log the exception and count a crash; main.py resets the board next."""
        self.count += 1
        self.record_text("at {} ms: {}".format(now, describe(exc)), True)

    def record_text(self, text, asked=False):
        """Save the count, then append to the log, keeping only its newest LOG_CAP characters."""
        self._save(asked)
        self._write(LOG, (self._read(LOG) + text)[-LOG_CAP:])

    def text(self):
        return self._read(LOG)
