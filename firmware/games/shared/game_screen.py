"""A score-keeping game on the device: a scoreboard, an action menu, the game's log
(History), undo and redo.

A game's screens module gives a spec object with:
    kind                     the journal kind (core/games.py has its title);
    setup(app)               push the screens that ask for settings, ending in
                             app.sessions.start(kind, s);
    actions(app)             the action menu entries, a list of (label, callback);
    rematch(app, settings)   a new game with a finished one's settings, its first player by
                             the game's rule (the menu of a finished game offers it first);
    draw(fb, standings)      the scoreboard body (page rows 1-6);
    corner(standings)        optional: the text at the right of the title bar;
    leds(frame, standings, now)   the ring pattern; returns True when it drew one.
"""

from core import games
from core.compat import const
from firmware import events, ui
from firmware.display import draw
from saves import journal

_WINDOW = const(24)  # actions described at once in History; others are read again on scrolling


class GameScreen(ui.Screen):
    """The scoreboard. OK opens the action menu, and in a game whose spec says direct (each
    turn a form, Kachina) over it its first entry, the likeliest action (BACK from it
    reaches the menu); hold BACK undoes; BACK leaves."""

    hint = events.UNDO_HINT

    def __init__(self, app, spec):
        super().__init__(app)
        self.spec = spec
        self.kind = spec.kind
        self.undoes = spec.kind
        self.title = games.title(spec.kind)
        self.version = -1
        self.cached = None

    def session(self):
        return self.app.sessions.get(self.kind)

    def standings(self):
        """The session's standings, recomputed only after the app's sessions change."""
        if self.version != self.app.sessions.version:
            session = self.session()
            self.cached = session.standings() if session else None
            self.version = self.app.sessions.version
        return self.cached

    def handle(self, event):
        if event != events.EV_OK:
            return False
        if self.session() is None:
            self.spec.setup(self.app)
        else:
            self.open_menu(getattr(self.spec, "direct", False))
        return True

    def open_menu(self, first):
        menu = ActionMenu(self.app, self)
        self.app.push(menu)
        if first and not menu.over:
            menu.pick(0)

    def over(self):
        """True when the game on this scoreboard is finished."""
        from core import results

        standings = self.standings()
        return standings is not None and results.outcome(self.kind, standings)["over"]

    def resume(self):
        """At boot: where the table was, the entry of the next action; a finished game stays
        on its scoreboard."""
        if self.standings() is not None and not self.over():
            self.open_menu(True)
            resumed = getattr(self.app.top(), "resumed", None)
            if resumed:  # the entry says what the cut left saved, or reopens what was due
                resumed()
            restore = getattr(self.app.top(), "restore", None)
            if restore:  # the values the table had entered, kept on flash
                restore()

    def prepare(self):
        self.hint = events.UNDO_HINT if self.standings() is not None else "OK set up  BACK back"

    def body(self, fb):
        standings = self.standings()
        if standings is None:
            draw.text(fb, "No game in progress.", 0, 2)
            draw.text(fb, "OK: set up a new game", 0, 4)
            return
        self.spec.draw(fb, standings)

    def corner(self):
        standings = self.standings()
        if standings is None or not hasattr(self.spec, "corner"):
            return ""
        return self.spec.corner(standings)

    def leds(self, frame, now):
        standings = self.standings()
        return standings is not None and self.spec.leds(frame, standings, now)

    def seats(self):
        """The game's seats for the table view (firmware/table_view.py); None before a game."""
        standings = self.standings()
        return None if standings is None else self.spec.rings.seats(standings)


class ActionMenu(ui.Menu):
    """The game's actions, then standings-independent entries every game shares. An action's
    screen opens over it (BACK comes back here); once the game changes, it closes itself to
    show the scoreboard, as its entries may no longer apply: on coming back to the top, or
    at once for an action taken straight from the menu. It stops at its ends: a stray PREV
    from the first entry never reaches "New game"."""

    hint = events.UNDO_HINT
    wraps = False

    def __init__(self, app, board):
        self.board = board
        self.kind = board.kind
        self.undoes = board.kind
        self.version = app.sessions.version
        self.over = board.over()
        items = [("Same players again", self.rematch)] if self.over else []
        items += list(board.spec.actions(app)) + [
            ("History", self.open_log),
            ("Finished games", self.finished),
            ("Undo", self.undo),
            ("Redo", self.redo),
            ("New game", self.new_game),
            ("Statistics", self.statistics),
        ]
        super().__init__(app, board.title, items, events.UNDO_HINT)

    def on_top(self):
        if self.app.sessions.version != self.version:
            self.dirty = False  # nothing to draw: the scoreboard takes its place
            self.app.pop()

    def handle(self, event):
        if event == events.EV_LONG_BACK:
            self.app.sessions.undo()
            self.on_top()
            return True
        return super().handle(event)

    def pick(self, index):
        super().pick(index)
        if self.app.top() is self:  # the action opened no screen over this menu
            self.on_top()

    def open_log(self):
        self.app.push(GameLogView(self.app, self.kind))

    def rematch(self, settings=None):
        """A finished game's players again: a new game with the same settings (names, colours,
        seats), the first player chosen by the game's own rule (the spec's rematch). settings:
        a kept finished game's (Finished games), else this game's. It asks first, as New game
        does: over a game in progress whether to replace it, over a finished one whether to
        start (the finished game leaves for Finished games, and no press brings it back)."""
        if settings is None:
            settings = dict(self.app.sessions.get(self.kind).settings)

        def again(index=1):
            if index == 1:
                self.app.pop(lambda top: top is self.board)  # the scoreboard, of the new game
                self.board.spec.rematch(self.app, settings)

        if self.over:  # a stray OK on the menu's first entry asks first (issue 31)
            title, labels = "Same players again?", ["Not now", "Start it"]
        else:
            title, labels = "Replace this game?", ["Keep it", "Same players"]
        self.app.push(ui.Choice(self.app, title, labels, again, wraps=False))

    def finished(self):
        from firmware.games.shared import finished

        finished.open_menu(self.app, self.kind, self.rematch)

    def statistics(self):
        from firmware.games.shared import statistics

        self.app.push(statistics.view(self.app, self.kind))

    def undo(self):
        self.app.pop()  # back to the scoreboard: this menu's entries may no longer apply
        self.app.sessions.undo()

    def redo(self):
        self.app.pop()
        self.app.sessions.redo()

    def new_game(self):
        def chosen(index):
            if index == 1:
                self.app.pop()  # the action menu
                self.board.spec.setup(self.app)

        self.app.push(ui.Choice(self.app, "Replace this game?", ["Keep it", "New game"], chosen,
                                wraps=False))


class GameLogView(ui.TextView):
    """Every action in words, newest at the bottom. A window of actions is read from flash at a
    time; scrolling past either end of it reads the next one, so a long game costs no RAM."""

    def __init__(self, app, kind):
        super().__init__(app, "History", [])
        self.kind = kind
        self.total = app.sessions.get(kind).count
        self.first = max(self.total - _WINDOW, 0)
        self.starts = []  # the first row of each action shown
        self._read()
        self.top = max(len(self.lines) - ui.BODY_ROWS, 0)

    def _window(self, reader):
        return journal.game_log(reader, self.first, _WINDOW)

    def _read(self):
        try:
            entries = self.app.sessions.stream(self.kind, self._window)
        except (OSError, ValueError) as exc:  # ValueError: JournalError, RulesError
            entries = []
            self.total = 0
            self.lines = ui.wrap("History cannot be read: {}".format(exc))
        else:
            self.lines = []
        self.starts = []
        for number, words in entries:
            self.starts.append(len(self.lines))
            self.lines += ui.wrap("{} {}".format(number, words))
        if not self.lines:
            self.lines = ["no actions yet"]

    def handle(self, event):
        bottom = max(len(self.lines) - ui.BODY_ROWS, 0)
        if event == events.EV_PREV and self.top == 0 and self.first > 0:
            shown = self.first
            self.first = max(self.first - _WINDOW // 2, 0)
            self._read()
            self.top = max(self.starts[shown - self.first] - 1, 0)
        elif event == events.EV_NEXT and self.top >= bottom and self.first + _WINDOW < self.total:
            last = self.first + len(self.starts) - 1  # the last action shown, from 0
            self.first += _WINDOW // 2
            self._read()
            self.top = min(self.starts[last - self.first], max(len(self.lines) - ui.BODY_ROWS, 0))
        else:
            return super().handle(event)
        self.dirty = True
        return True
