"""The main menu: every game, the dice and the settings."""

import gc

from core.compat import const
from core.games import TABLE
from firmware import ui
from firmware.display import font

# (label, game kind or "", module with screen(app)): the games of core/games.py, then the rest;
# a module is imported when its entry is first opened, and dropped again back on this menu
# with all it loaded (App.unload).
ENTRIES = TABLE + (
    ("Maori dice", "", "firmware.games.maori.menu"),
    ("Dice", "", "firmware.games.dice_roller"),
    ("Settings", "", "firmware.settings_menu"),
)
# The cursor at rest this long on a saved game, the game is made ready to open, a step each
# loop (App.ready): its OK then only draws it. Soon enough that the read is over between two
# presses at a player's pace (80 ms presses, 120 ms gaps), and before the OK of fast fingers
# (40/60); a press made during a step is taken after it (BENCHMARKS.md, pico: the slowest).
REST_MS = const(50)


class Home(ui.Menu):
    """The main menu. It lives as long as the app, so it keeps the positions of the menus
    that are built afresh on each opening (positions, by title)."""

    def __init__(self, app):
        items = [(label, self._opener(i)) for i, (label, _, _) in enumerate(ENTRIES)]
        super().__init__(app, "Companion", items)
        self.positions = {}
        self.rested = 0  # when the cursor came to rest: the last press here, or back on top
        self.made = None  # the entry made ready to open (App.ready), as far as there was to do

    def handle(self, event):
        self.rested = self.app.now
        return super().handle(event)

    def on_top(self):
        self.rested = self.app.now
        self.made = None  # the app dropped what was made ready on the way back (App.unload)

    def tick(self, now):
        if self.made != self.index and now - self.rested >= REST_MS:
            _, kind, module_name = ENTRIES[self.index]
            if self.app.sessions.ready(kind, module_name):
                self.made = self.index

    def _opener(self, index):
        return lambda: self.open_entry(index, True)

    def open_entry(self, index, pressed=False):
        label, kind, module_name = ENTRIES[index]
        self.index = index  # back on this menu, the cursor is on the entry left (a resumed game)
        if pressed:  # answered before the import, or read ahead or not: the same frames
            self.app.device.answer("Opening " + label + font.ELLIPSIS)
        self.app.sessions.opening(kind)
        gc.collect()  # a game's bytecode then finds whole free blocks: less fragmentation
        module = __import__(module_name, None, None, ["screen"])
        screen = module.screen(self.app)
        self.app.push(screen)
        if kind:
            self.app.sessions.set_current(kind)
        return screen

    def open(self, kind):
        """Open a game's entry; returns its screen."""
        return self.open_entry([entry[1] for entry in ENTRIES].index(kind))

    def resume_dice(self):
        """At boot after a power cut mid panic walk: the Maori menu, and the walk over it."""
        self.open_entry([entry[2] for entry in ENTRIES].index("firmware.games.maori.menu")).resume()

    def resume(self, kind):
        """At boot: the game's scoreboard, and over it the screen the table needs next."""
        self.open(kind).resume()
