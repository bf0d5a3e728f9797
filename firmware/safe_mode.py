"""Safe mode: after quick crashes at boot, offer to set the saved games aside."""

from firmware import ui
from firmware.crashlog import CrashLog


class SafeMenu(ui.Menu):
    """Set the saves aside (renamed, never deleted), read the error log, or carry on."""

    def __init__(self, app):
        super().__init__(app, "Safe mode", [
            ("Set saves aside", self.set_aside),
            ("Show error log", self.show_log),
            ("Keep saves", self.app_pop),
        ], "crashed at start 3x")

    def app_pop(self):
        self.app.pop()

    def set_aside(self):
        for kind in sorted(self.app.games):
            self.app.storage.set_aside(kind)
        self.app.pop()
        self.app.notice("Safe mode", "Saved games were renamed *.aside; starting afresh.")

    def show_log(self):
        text = CrashLog(self.app.storage.root).text() or "the log is empty"
        self.app.push(ui.TextView(self.app, "Error log", ui.wrap(text)))
