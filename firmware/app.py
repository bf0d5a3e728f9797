"""The device app: one synchronous, deterministic step(now_ms) around a stack of screens."""

import gc
import sys

from core.compat import const
from core.errors import RulesError
from firmware import events, ui
from firmware.buttons import Buttons
from firmware.context import Context
from firmware.display import draw
from firmware.leds import Leds
from saves import config
from saves.storage import ENTRY, Flash, Storage, why

_APP_PACKAGES = ("core", "saves", "firmware")  # what unload() may drop, never the host's
UPDATING_MS = const(500)  # between the frames of a save being written anew


class App:
    """Takes the buttons' edges, routes events to the top screen, renders when dirty, pushes
    LED frames."""

    def __init__(self, board, games, home, crashes=0):
        self.board = board
        self.games = games
        self.buttons = Buttons()
        self.updating = None  # when the last frame of a save being written anew was drawn
        self.storage = Storage(board.storage_path, Flash(getattr(board, "feed", None),
                                                         self._updating,
                                                         getattr(board, "whole_files", False)))
        self.storage.clean()
        self.pending = []  # notices for the next screen (a save that lost something)
        self.settings = config.load(self.storage, self.pending)
        self._dice = None  # (Dice, RollLog, Kept), made at the first roll (dice)
        self.leds = Leds(board.pixels, self.settings["brightness"], self.settings["budget_ma"],
                         self.settings["rings_turn"])
        self._saves = None  # the sessions service, made when a game is first opened (saves)
        self.sessions = {}  # kind -> the session held in memory (the service's open)
        self.readied = None  # (kind, read) of the saved game made ready on the home menu
        self.version = 0  # counts changes to any session, so screens can cache what they show
        self.toast = ui.Toast()
        self.redoes = 1  # how many actions the undo under the note took back: hold OK redoes them
        self.together = (-1, 1)  # (version, count): the last count actions were one press's
        self.crashes = 0
        self.now = 0
        self.pressed_at = None  # the tick of the press being dispatched: toasts count from it
        self.last_press = 0  # the last step a button was held: the table view comes when idle
        self.idle_tried = False  # idle long enough already, and the table view was tried
        self.hushed = False  # the rest of the press that brought the table view up goes nowhere
        self.context = Context(self)  # what screens see of the app
        self.stack = [home(self.context)]
        self.home = self.stack[0]
        self.resident = tuple(sys.modules)  # what the home menu needs; unload() drops the rest
        if crashes:
            from firmware.safe_mode import SafeMenu

            self.push(SafeMenu(self.context, crashes))
        else:
            self.resume()

    def _made_dice(self):
        """The device's dice, their log and the rolls kept (core/dice.py), made at the first
        use: the home menu rolls none, and core/dice.py stays unloaded until a game needs it."""
        if self._dice is None:
            from core import dice

            log = dice.RollLog()
            rolled = dice.Dice(dice.source_from_entropy(self.board.entropy()), log)
            self._dice = [rolled, log, dice.Kept(rolled)]
            self.resident += ("core.dice",)  # kept loaded as its objects are (unload)
        return self._dice

    @property
    def dice(self):
        return self._made_dice()[0]

    @dice.setter
    def dice(self, value):  # a test's scripted dice
        self._made_dice()[0] = value

    @property
    def roll_log(self):
        """Every die rolled since boot."""
        return self._made_dice()[1]

    @property
    def kept(self):
        """Device rolls the table saw, by where they were."""
        return self._made_dice()[2]

    @property
    def saves(self):
        """The sessions service (saves/sessions.py): imported when a game is first opened,
        since the home menu needs none, and dropped with the game's modules (unload)."""
        if self._saves is None:
            from saves.sessions import Sessions

            self._saves = Sessions(self.storage, self.games)
            self._saves.open = self.sessions
        return self._saves

    # The screen stack.
    def top(self):
        return self.stack[-1]

    def push(self, screen):
        self.stack.append(screen)

    def replace(self, screen):
        """Put screen in place of the top one (the panic walk, Area after Area)."""
        self.stack[-1] = screen

    def pop(self):
        if len(self.stack) > 1:
            self.stack.pop()
            if len(self.stack) == 1:
                self.unload()
        self.top().dirty = True

    def unload(self):
        """Back home: forget the sessions (they are on flash) and drop every module loaded since
        the home menu was built (a game's screens and rules, safe mode), so only the game being
        played takes RAM for its bytecode."""
        self.sessions.clear()
        self._saves = None
        self.readied = None
        if self._dice is not None:
            self.kept.clear()
        for name in [name for name in sys.modules if name.split(".")[0] in _APP_PACKAGES
                     and name not in self.resident]:
            package, _, attr = name.rpartition(".")
            del sys.modules[name]
            if package in sys.modules and hasattr(sys.modules[package], attr):
                delattr(sys.modules[package], attr)
        gc.collect()

    def ready(self, kind, module_name):
        """A step toward opening a saved game from the home menu at rest, one a loop step so
        that a press never waits long for one: what was made ready for another entry dropped,
        then the game's screens imported, then its journal read (Sessions.ready). True once
        nothing is left to do; an entry with no saved game is left to its press."""
        if self.opening(kind):
            return False
        readied = self.readied
        if readied is None and kind and self.storage.has(kind):
            gc.collect()  # as for an opening: the bytecode finds whole free blocks
            __import__(module_name)
            self.readied = (kind, False)
            return False
        if readied is not None and not readied[1]:
            self.saves.ready(kind)
            self.readied = (kind, True)
            return False
        return True

    def opening(self, kind):
        """An entry of the home menu is about to open: what was read ahead for another entry
        is dropped, so that it takes no RAM beside this one. True if there was any."""
        if self.readied is None or self.readied[0] == kind:
            return False
        self.unload()
        return True

    def notice(self, title, message):
        self.push(ui.Notice(self.context, title, message))

    def say(self, text, way=None):
        """A short toast over the hint row; with way (events.UNDO_HINT), a note of what the
        press recorded, with its way back, until the next press."""
        self.toast.show(text, self.pressed_at, way)
        self.top().dirty = True

    def answer(self, text):
        """Text on the hint row at once, over the last frame: a press is answered before a step
        that keeps the app busy (a game's import: about 150 ms of an emulated Pico's time)."""
        display = self.board.display
        draw.highlight(display, 7)
        draw.text(display, text, 0, 7, True)
        display.show()

    # The loop.
    def step(self, now):
        self.now = now
        self.pressed_at = None
        while self.pending:
            self.notice("Save", self.pending.pop())
        edges = self.board.buttons
        gone = self.toast.deadline()
        until = now if gone is None or gone > now else gone  # presses after it: next step
        event = self.buttons.poll(edges, until)
        if event:
            self.storage.defer()  # the press's appends wait until its frame is shown: _write()
        try:
            while event:
                if not self.hushed:
                    self.pressed_at = self.buttons.at
                    self._dispatch(event)
                    self.pressed_at = None
                if self.stack[-1].dirty:
                    break  # drawn before the next press is taken: each press shows its frame
                event = self.buttons.poll(edges, until)
            top = self.stack[-1]
            top.tick(now)
            if self.toast.text and not top.dirty and self.toast.expired(now):
                self.toast.text = ""
                top.dirty = True
            self._idle(self.buttons.raw or self.buttons.stable, now)
            top = self.stack[-1]
            if top.dirty:
                self._render(top)
            self._write()
            top = self.stack[-1]
            if top.dirty:  # a write that failed says so
                self._render(top)
            self.leds.update(self.stack, now)
        except Exception as exc:  # a screen's bug must never kill the device
            self.crash(exc)

    def _dispatch(self, event):
        """The event to the top screen, or what the app does with it; a screen that the event
        brought back to the top (the ones over it closed) is then told so: on_top().
        The press that takes the table view down acts on the screen beneath as if the view
        were not there (a paused Karekare era took 91 presses for 75), but PREV and NEXT do
        not bring it up again."""
        top = self.stack[-1]
        viewed = top.wakes
        if viewed:
            self.pop()
            top = self.stack[-1]
            top.on_top()
        below = self.stack[:-1]
        way = self.toast.way
        if way:  # a note lasts until this press; under an undo's, hold OK redoes
            self.toast.way = None
            self.toast.text = ""
            top.dirty = True
            if event == events.EV_LONG_OK and top.undoes and way == events.REDO_HINT:
                self.redo(self.redoes)
                return
        if not top.handle(event):
            self._unused(event, top, viewed)
        top = self.stack[-1]
        if top in below:
            top.on_top()

    def _unused(self, event, top, viewed):
        """What the app does with a press the top screen did not use."""
        if event == events.EV_LONG_BACK and top.undoes:
            self.undo()  # only where a game's scoreboard or action menu is on top
        elif event in (events.EV_BACK, events.EV_LONG_BACK) and len(self.stack) > 1:
            self.pop()
        elif event in (events.EV_PREV, events.EV_NEXT):
            self.hushed = viewed or self._table_view()  # the view, or down for the whole press

    def _idle(self, held, now):
        """After events.IDLE_MS without a press, the table view comes up over a score game."""
        if held:
            self.last_press = now
            self.idle_tried = False
        elif self.hushed:
            self.hushed = False  # every button is up: the next press takes the view down
        elif not self.idle_tried and now - self.last_press >= events.IDLE_MS:
            self.idle_tried = True
            if not self.top().wakes:
                self._table_view()

    def _table_view(self):
        """Push the table view of the nearest score game on the stack; False if there is none.
        Its module is imported then (the home menu never shows it), and dropped with the game's
        when back home (unload)."""
        for screen in reversed(self.stack):
            seats = screen.seats()
            if seats is not None:
                from firmware.table_view import TableView

                self.push(TableView(self.context, seats))
                return True
        return False

    def _updating(self, name, done, total):
        """A frame every half second while a save of an older firmware is written anew (a
        long Karekare game takes seconds on a Pico), none for a shorter one."""
        now = self.board.ticks_ms()
        if not done:
            self.updating = now
        elif now - self.updating >= UPDATING_MS:
            self.updating = now
            self._render(ui.TextView(self.context, "Updating saves", (
                "{} was saved by an older firmware: it is written anew, once.".format(name),
                "{}% done".format(100 * done // max(total, 1)))))

    def _render(self, screen):
        display = self.board.display
        screen.prepare()
        screen.render(display)
        if not screen.wakes:
            self.toast.render(display)  # the toast is for the player at the device
        screen.dirty = False
        display.show()

    def crash(self, exc):
        """Show a short error and return to the menu; the journal on flash is untouched."""
        self.crashes += 1
        self.stack = [self.home]
        self.unload()
        self.notice("Error", "{}: {}. Your games are saved.".format(type(exc).__name__, exc))

    # Games and their journals, through the sessions service.
    def session(self, kind):
        """The session of a game kind, loaded from flash on first use; None if there is none."""
        if kind not in self.sessions:
            notice = self.saves.load(kind)[1]
            if notice:
                self.pending.append(notice)  # shown over whatever screen opens next
        return self.sessions[kind]

    def start(self, kind, settings):
        """A new game of a kind; a finished one that it replaces is kept apart."""
        old = self.session(kind)
        self.kept.clear()  # a new game draws afresh
        try:
            session = self.saves.new(kind, settings, old)[0]
        except OSError as exc:
            self._not_saved(kind, exc, "The new game")
            return None
        self.version += 1
        self.set_current(kind)
        return session

    def act(self, kind, action):
        """Do an action and save it; a refused action shows why and changes nothing, and an
        action that cannot be saved is taken back."""
        try:
            self.saves.act(kind, action)
        except RulesError as exc:
            self.refuse(exc)
            return False
        except OSError as exc:
            self._not_saved(kind, exc, "This action")
            return False
        self.version += 1
        self.top().dirty = True
        return True

    def refuse(self, exc):
        """The one notice of an action the rules refused (a RulesError)."""
        self.notice(ui.REFUSED, str(exc))

    def forget(self):
        """The games on flash changed under the app: read them again when next opened."""
        self.sessions.clear()
        self.version += 1

    def _write(self):
        """Write what the press recorded, now that its frame is shown; what could not be written
        is then as on flash, and a notice says so."""
        self.storage.flush(True)
        failed = self.storage.failed
        if failed is not None:
            self.storage.failed = None
            kind, exc = failed
            self.sessions.pop(kind, None)  # read again from flash
            self._not_saved(kind, exc, "The last change")

    def _not_saved(self, kind, exc, what):
        """A save failed: the game goes back to what is on flash, and the notice says so."""
        self.session(kind)
        self.version += 1
        self.notice("Not saved", "{} was not saved: {}. The game is as it was before it.".format(
            what, why(exc)))

    def active_kind(self):
        """The game that hold-BACK undoes and Redo redoes: the nearest screen's that says."""
        for screen in reversed(self.stack):
            if screen.undoes:
                return screen.undoes
        return None

    def undo(self):
        """Take back what the last press recorded: its action, or all of its actions (a
        Karekare neighbour held: its action and the pass; a redo of them); the note says what,
        and that hold OK redoes them all."""
        count = self.together[1] if self.together[0] == self.version else 1
        kind = self.active_kind()
        session = self.sessions.get(kind) if kind else None
        said = []
        for _ in range(count):
            if session is None or not session.count:
                break
            try:
                session, words = self.saves.undo(kind)
            except OSError as exc:
                self._not_saved(kind, exc, "The undo")
                return
            said.insert(0, words)
        if not said:
            return
        self.redoes = len(said)
        self._changed("undone: " + "; ".join(said), events.REDO_HINT)

    def redo(self, count=1):
        kind = self.active_kind()
        session = self.sessions.get(kind) if kind else None
        said = []
        for _ in range(count):
            if session is None or not session.can_redo():
                break
            try:
                session, words = self.saves.redo(kind)  # checked like any other action
            except RulesError as exc:
                self.notice("Cannot redo", str(exc))
                break
            except OSError as exc:
                self._not_saved(kind, exc, "The redo")
                return
            said.append(words)
        if said:
            self._changed("redone: " + "; ".join(said), events.UNDO_HINT)
            self.together = (self.version, len(said))

    def grouped(self, count):
        """The last count actions were recorded by one press: one undo takes them all back."""
        self.together = (self.version, count)

    def _changed(self, toast, way=None):
        self.say(toast, way)
        self.version += 1
        for screen in self.stack:
            screen.dirty = True

    def reseed(self):
        """New dice from the board's entropy."""
        from core import dice

        self.dice.source = dice.source_from_entropy(self.board.entropy())

    def set_current(self, kind):
        """Remember the game to resume at boot; a flash that is full only loses this."""
        if self.settings["current"] != kind:
            self.settings["current"] = kind
            self.storage.later(kind, self._remember)  # after the frame of a press

    def _remember(self):
        try:
            config.save(self.storage, self.settings)
        except OSError as exc:
            self.say("not remembered for the next start: " + why(exc))

    def set_setting(self, key, value):
        self.settings[key] = value
        self.leds.levels(self.settings["brightness"], self.settings["budget_ma"])
        self.leds.turned(self.settings["rings_turn"])
        try:
            config.save(self.storage, self.settings)
        except OSError as exc:
            self.say("setting not saved: " + why(exc))

    def resume(self):
        """At boot: reopen the panic walk a power cut stopped (saves/entry.py, imported only
        when one is kept), else the game that was in progress."""
        if self.storage.has("maori" + ENTRY):
            from saves import entry

            if entry.read(self.storage, "maori", 0):
                self.home.resume_dice()
                return
        kind = self.settings["current"]
        if kind in self.games and self.session(kind) is not None:
            self.home.resume(kind)
