"""The device app: one synchronous, deterministic step(now_ms) around a stack of screens."""

import gc
import sys

from core import dice, journal
from core.errors import RulesError
from firmware import events, ui
from firmware.buttons import Buttons
from firmware.leds import Leds
from firmware.storage import Storage

SETTINGS = "settings"
# Modules a game brings in; they are dropped when the player is back on the home menu, so only
# the game being played takes RAM for its bytecode.
_GAME_MODULES = ("core.karekare", "core.moeraki", "core.kachina", "core.maori",
                 "core.maori_forces", "firmware.screens_", "firmware.game_screen",
                 "firmware.selftest", "firmware.settings", "firmware.safe_mode")
DEFAULTS = {"brightness": 64, "budget_ma": 400, "current": "", "names": []}


class App:
    """Polls buttons, routes events to the top screen, renders when dirty, pushes LED frames."""

    def __init__(self, board, games, home, safe=False):
        self.board = board
        self.games = games
        self.buttons = Buttons()
        self.storage = Storage(board.storage_path)
        self.storage.clean()
        self.settings = dict(DEFAULTS)
        self.settings.update(self.storage.load_settings(SETTINGS))
        self.roll_log = dice.RollLog()
        self.dice = dice.Dice(dice.source_from_entropy(board.entropy()), self.roll_log)
        self.leds = Leds(board.pixels, self.settings["brightness"], self.settings["budget_ma"])
        self.sessions = {}
        self.version = 0  # counts changes to any session, so screens can cache what they show
        self.pending = []
        self.toast = ui.Toast()
        self.crashes = 0
        self.last_error = None
        self.now = 0
        self.stack = [home(self)]
        self.home = self.stack[0]
        if safe:
            from firmware.safe_mode import SafeMenu

            self.push(SafeMenu(self))
        else:
            self.resume()

    # The screen stack.
    def top(self):
        return self.stack[-1]

    def push(self, screen):
        self.stack.append(screen)

    def replace(self, screen):
        """Put screen in place of the top one (an action menu gives way to its entry screen)."""
        self.stack[-1] = screen

    def pop(self):
        if len(self.stack) > 1:
            self.stack.pop()
            if len(self.stack) == 1:
                self.unload()
        self.top().dirty = True

    def unload(self):
        """Back home: forget the sessions (they are on flash) and the game modules."""
        self.sessions = {}
        for name in list(sys.modules):
            if any(name.startswith(prefix) for prefix in _GAME_MODULES):
                package, _, attr = name.rpartition(".")
                del sys.modules[name]
                if package in sys.modules and hasattr(sys.modules[package], attr):
                    delattr(sys.modules[package], attr)
        gc.collect()

    def notice(self, title, message):
        self.push(ui.Notice(self, title, message))

    def say(self, text):
        """A short toast over the hint row."""
        self.toast.show(text, self.now)
        self.top().dirty = True

    # The loop.
    def step(self, now):
        self.now = now
        while self.pending:
            self.notice("Save", self.pending.pop())
        mask = self.board.buttons.read()
        event = self.buttons.poll(mask, now)
        try:
            while event:
                self._dispatch(event)
                event = self.buttons.poll(mask, now)
            top = self.stack[-1]
            top.tick(now)
            if self.toast.expired(now):
                self.toast.text = ""
                top.dirty = True
            if top.dirty:
                self._render(top)
            self.leds.update(top, now)
        except Exception as exc:  # a screen's bug must never kill the device
            self.crash(exc)

    def _dispatch(self, event):
        top = self.stack[-1]
        if top.handle(event):
            return
        if event == events.EV_LONG_BACK and getattr(top, "kind", None):
            self.undo()  # only where a game's scoreboard or action menu is on top
        elif event in (events.EV_BACK, events.EV_LONG_BACK) and len(self.stack) > 1:
            self.pop()

    def _render(self, screen):
        display = self.board.display
        screen.render(display)
        self.toast.render(display)
        screen.dirty = False
        display.show()

    def crash(self, exc):
        """Show a short error and return to the menu; the journal on flash is untouched."""
        self.crashes += 1
        self.last_error = exc
        self.stack = [self.home]
        self.unload()
        self.notice("Error", "{}: {}. Your games are saved.".format(type(exc).__name__, exc))

    # Games and their journals.
    def session(self, kind):
        """The session of a game kind, loaded from flash on first use; None if there is none."""
        if kind not in self.sessions:
            session, notice = self.storage.load_session(kind, self.games)
            self.sessions[kind] = session
            if notice:
                self.pending.append(notice)  # shown over whatever screen opens next
        return self.sessions[kind]

    def start(self, kind, settings):
        session = journal.Session(self.games[kind], settings)
        self.sessions[kind] = session
        self.version += 1
        self._save(kind)
        self.set_current(kind)
        return session

    def act(self, kind, action):
        """Append an action and save it; a refused action shows why and changes nothing."""
        session = self.sessions[kind]
        try:
            session.do(action)
        except RulesError as exc:
            self.notice("Not allowed", str(exc))
            return False
        self.version += 1
        self._save(kind)
        self.top().dirty = True
        return True

    def _save(self, kind):
        self.storage.save(kind, journal.dumps(self.sessions[kind]))

    def active_kind(self):
        for screen in reversed(self.stack):
            kind = getattr(screen, "kind", None)
            if kind:
                return kind
        return None

    def undo(self):
        self._step_back(True)

    def redo(self):
        self._step_back(False)

    def _step_back(self, undo):
        kind = self.active_kind()
        session = self.sessions.get(kind) if kind else None
        if session is None:
            return
        if undo:
            action = session.undo()
            if action is not None:
                self._save(kind)
                self.say("undone: " + session.game.describe(session.state, action))
        elif session.can_redo():
            try:
                session.redo()  # checks the action like any other before describing it
            except RulesError as exc:
                self.notice("Cannot redo", str(exc))
                return
            self._save(kind)
            self.say("redone: " + session.history()[-1])
        self.version += 1
        for screen in self.stack:
            screen.dirty = True

    def set_current(self, kind):
        if self.settings["current"] != kind:
            self.settings["current"] = kind
            self.storage.save_settings(SETTINGS, self.settings)

    def set_setting(self, key, value):
        self.settings[key] = value
        self.storage.save_settings(SETTINGS, self.settings)
        self.leds.brightness = self.settings["brightness"]
        self.leds.budget_ma = self.settings["budget_ma"]

    def resume(self):
        """At boot: reopen the game that was in progress."""
        kind = self.settings["current"]
        if kind in self.games and self.session(kind) is not None:
            self.home.open(kind)
