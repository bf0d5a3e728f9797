"""What a screen sees of the app: a narrow door, never the App itself (issue 32).

A screen is handed a Context (its `app`). Through it, it navigates (push, pop, replace, top,
notice, say), asks the time (now) and how long a button is held (held_ms), reads and changes the
settings it may change (settings), plays the games (sessions), and uses the device's own dice,
LEDs and logs (device). Menus built afresh on each opening keep their place in positions. The
stack, the storage, the buttons, the board and the LEDs stay the app's:
tests/host/test_context.py counts the names screens use and refuses any other.
"""

import os

_PROBE = "selftest-probe"


class Context:
    """The door a screen is handed; it forwards to the app, so it holds no state of its own."""

    def __init__(self, app):
        self._app = app
        self.sessions = SessionsDoor(app)
        self.settings = SettingsDoor(app)
        self.device = DeviceDoor(app)
        self.positions = {}  # menu positions by title, while the app lives (ui.Menu memory)

    def push(self, screen):
        self._app.push(screen)

    def pop(self, until=None):
        """Close the top screen; with until, close screens until until(top) is true (or only
        the home menu is left)."""
        app = self._app
        app.pop()
        while until is not None and len(app.stack) > 1 and not until(app.top()):
            app.pop()

    def replace(self, screen):
        self._app.replace(screen)

    def top(self):
        return self._app.top()

    def notice(self, title, message):
        self._app.notice(title, message)

    def say(self, text, way=None):
        """A toast; with way (events.UNDO_HINT), a note until the next press."""
        self._app.say(text, way)

    @property
    def now(self):
        return self._app.now

    def held_ms(self, button):
        """How long button (events.PREV ...) has been held down now; 0 when it is up."""
        return self._app.buttons.held_ms(button, self._app.now)


class SessionsDoor:
    """The games: each kind's session, and every change made to them, saved as it is made."""

    def __init__(self, app):
        self._app = app

    @property
    def version(self):
        """Counts changes to any session, so that screens can cache what they show."""
        return self._app.version

    def get(self, kind):
        """The session of a game kind, loaded on first use; None if there is none."""
        return self._app.session(kind)

    def kinds(self):
        return sorted(self._app.games)

    def ready(self, kind, module_name):
        """A step toward opening a saved game from the home menu at rest; True when done."""
        return self._app.ready(kind, module_name)

    def opening(self, kind):
        """An entry of the home menu opens: what was read ahead for another is dropped."""
        self._app.opening(kind)

    def start(self, kind, settings):
        return self._app.start(kind, settings)

    def act(self, kind, action):
        return self._app.act(kind, action)

    def refuse(self, exc):
        """Show why the rules refused an action (a RulesError); nothing changes."""
        self._app.refuse(exc)

    def undo(self):
        """Take back what the last press recorded (one action, or all that it recorded)."""
        self._app.undo()

    def grouped(self, count):
        """The last count actions were recorded by one press: one undo takes them all back."""
        self._app.grouped(count)

    def redo(self):
        self._app.redo()

    def set_current(self, kind):
        self._app.set_current(kind)

    def resume(self):
        self._app.resume()

    def _count(self, kind):
        """The game's action count, 0 for a kind that keeps no journal (the Maori dice); None
        before a game."""
        if kind not in self._app.games:
            return 0
        session = self._app.session(kind)
        return session.count if session else None

    def keep_entry(self, kind, key, field=0, values=(), extra=None):
        """Keep the entry in progress of a kind on flash (key None: forget it)."""
        from saves import entry

        count = self._count(kind)
        if key is None or count is None:
            entry.clear(self._app.storage, kind)
        else:
            entry.keep(self._app.storage, kind, count, key, field, values, extra)

    def kept_entry(self, kind, key):
        """(field, values, extra) of the entry kept as key for the kind as it is now, else
        None."""
        from saves import entry

        count = self._count(kind)
        kept = count is not None and entry.read(self._app.storage, kind, count)
        return kept[1:] if kept and kept[0] == key else None

    def stream(self, kind, use):
        """use(reader) over the kind's journal on flash, read a window at a time."""
        return self._app.storage.stream(kind, self._app.games[kind], use)

    # The saves on flash: set aside, restored, finished, deleted.
    def saved(self, kind):
        return self._app.storage.has(kind)

    def sets(self):
        """The numbers of the sets of games set aside."""
        return self._app.storage.generations()

    def set_games(self, number):
        return self._app.storage.set_games(number)

    def set_aside(self, kinds):
        number = self._app.saves.set_aside(kinds)
        self._app.forget()
        return number

    def restore(self, number, only=None):
        moved = self._app.storage.restore(number, only)
        self._app.forget()
        return moved

    def finished(self):
        """The file names of the finished games kept, oldest first."""
        return self._app.storage.finished()

    def read_finished(self, name):
        """The session of a finished game kept (as finished() names it, "<number>-<kind>");
        JournalError or OSError when it cannot be read whole."""
        from saves.storage import FINISHED

        kind = name.partition("-")[2]
        return self._app.storage.read_session(FINISHED + "/" + name, self._app.games[kind])[0]

    def delete_set(self, number):
        self._app.storage.delete_set(number)

    def delete_finished(self, name):
        self._app.storage.delete_finished(name)

    def damaged(self):
        """The names of the damaged journals kept apart, sorted."""
        return self._app.storage.damaged()

    def delete_damaged(self, name):
        self._app.storage.delete_damaged(name)


class SettingsDoor:
    """The saved settings: read as a dict; set() saves at once."""

    def __init__(self, app):
        self._app = app

    def __getitem__(self, key):
        return self._app.settings[key]

    def get(self, key, default=None):
        return self._app.settings.get(key, default)

    def set(self, key, value):
        self._app.set_setting(key, value)


class DeviceDoor:
    """The device's own: its dice and their log, its screen and LEDs, its crashes and its
    flash."""

    def __init__(self, app):
        self._app = app

    @property
    def dice(self):
        return self._app.dice

    @property
    def kept(self):
        """Device rolls the table saw, kept where they were shown (core/dice.py Kept)."""
        return self._app.kept

    @property
    def rolls(self):
        """The log of every die rolled since boot (core/dice.py RollLog)."""
        return self._app.roll_log

    def answer(self, text):
        """Show text on the hint row now, before a step that keeps the device busy."""
        self._app.answer(text)

    @property
    def led_count(self):
        return self._app.leds.count

    def turn_rings(self, turn):
        """Seat 1 turn pixels clockwise on the rings at once, saved or not (a preview)."""
        self._app.leds.turned(turn)

    @property
    def crashes(self):
        return self._app.crashes

    @property
    def presses_lost(self):
        """Button edges that came while the edge ring was full (firmware/edges.py)."""
        return self._app.board.buttons.lost()

    def reseed(self):
        self._app.reseed()

    def crash_log(self):
        from firmware.crashlog import CrashLog

        return CrashLog(self._app.storage.root).text()

    def flash_ok(self):
        """Write a file to the flash, read it back and remove it."""
        storage = self._app.storage
        try:
            storage.save(_PROBE, "companion")
            with open(storage.path(_PROBE)) as f:
                ok = f.read() == "companion"
            os.remove(storage.path(_PROBE))
            return ok
        except OSError:
            return False
