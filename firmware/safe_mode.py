"""Safe mode: after crashes in a row at start, carry on, or set the saved games aside.

Games set aside are moved, never deleted, into a numbered set that is never overwritten, and
"Restore games" (here and in Settings) brings a set back, so nothing done here is final.
"""

from firmware import ui

LOADS = ("firmware.safe_mode",)  # dropped at the home menu (firmware/home.py)


class SafeMenu(ui.Menu):
    """Continue (first, so OK carries on), set the games aside, restore a set, read the log."""

    def __init__(self, app, crashes):
        items = [("Continue", self.carry_on), ("Set games aside", self.set_aside)]
        if app.storage.generations():
            items.append(("Restore games", lambda: app.push(restore_choice(app))))
        items.append(("Show error log", self.show_log))
        super().__init__(app, "Safe mode", items, "{} crashes in a row".format(crashes))

    def carry_on(self):
        self.app.pop()
        self.app.resume()

    def set_aside(self):
        app = self.app
        number = app.storage.set_aside(sorted(app.games))
        _forget(app)
        app.pop()
        if number:
            app.notice("Games set aside", "Your saved games are kept as set {}. Nothing is "
                       "deleted: Settings, Restore games brings them back.".format(number))
        else:
            app.notice("Games set aside", "There were no saved games to set aside.")

    def show_log(self):
        from firmware.crashlog import CrashLog  # main.py has it loaded on the device

        text = CrashLog(self.app.storage.root).text() or "the log is empty"
        self.app.push(ui.TextView(self.app, "Error log", ui.wrap(text)))


def _forget(app):
    """The games on flash changed under the app: read them again when next opened."""
    app.sessions = {}
    app.version += 1


def restore_choice(app):
    """Pick a set of games set aside, newest first, and bring it back."""
    numbers = app.storage.generations()

    def picked(index):
        number = numbers[index]
        moved = app.storage.restore(number, sorted(app.games))
        _forget(app)
        text = "The games of set {} are back.".format(number)
        if moved:
            text += " The games they replaced are kept as set {}.".format(moved)
        app.notice("Games restored", text)

    return ui.Choice(app, "Restore which set?", ["Set {}".format(n) for n in numbers], picked)
