"""Safe mode, and the sets of games set aside: after crashes in a row at start, carry on, set
aside the game that was open (or every game), restore a set, free space, read the log.

Games set aside are moved, never deleted, into a numbered set (numbers are never used twice),
and "Restore games" (here and in Settings) brings back a whole set or one game of it, so nothing
done here is final, except "Free space", which deletes a set or a finished game once the
player has confirmed it by name.
"""

from firmware import ui
from firmware.home import ENTRIES
from saves.storage import why


def label(kind):
    """A game's name as the home menu shows it."""
    for name, entry_kind, _ in ENTRIES:
        if entry_kind == kind:
            return name
    return kind


class SafeMenu(ui.Menu):
    """Continue (first, so OK carries on), set aside the game that was open or every game,
    restore a set, free space, read the log."""

    def __init__(self, app, crashes):
        items = [("Continue", self.carry_on)]
        self.open_kind = app.settings["current"]
        if self.open_kind in app.sessions.kinds() and app.sessions.saved(self.open_kind):
            items.append(("Set aside " + label(self.open_kind), self.set_aside_open))
        items.append(("Set all games aside", self.set_aside_all))
        if app.sessions.sets():
            items.append(("Restore games", lambda: app.push(restore_choice(app))))
        items.append(("Free space", lambda: app.push(free_space(app))))
        items.append(("Show error log", self.show_log))
        super().__init__(app, "Safe mode", items, "{} crashes in a row".format(crashes))

    def carry_on(self):
        self.app.pop()
        self.app.sessions.resume()

    def set_aside_open(self):
        self._set_aside([self.open_kind], label(self.open_kind))

    def set_aside_all(self):
        self._set_aside(self.app.sessions.kinds(), "")

    def _set_aside(self, kinds, name):
        app = self.app
        try:
            number = app.sessions.set_aside(kinds)
        except OSError as exc:
            app.notice("Not set aside", "The games could not be set aside: {}. Free space "
                       "deletes a finished game or a set.".format(why(exc)))
            return
        if self.open_kind in kinds:
            app.sessions.set_current("")  # the next boot opens no game
        app.pop()
        if not number:
            app.notice("Games set aside", "There were no saved games to set aside.")
            return
        what = "{} is".format(name) if name else "Your saved games are"
        app.notice("Games set aside", "{} kept as set {}. Nothing is deleted: Settings, "
                   "Restore games brings {} back.".format(what, number,
                                                      "it" if name else "them"))

    def show_log(self):
        text = self.app.device.crash_log() or "the log is empty"
        self.app.push(ui.TextView(self.app, "Error log", ui.wrap(text)))


def _games(kinds):
    return ", ".join(label(kind) for kind in kinds)


def restore_choice(app):
    """Pick a set of games set aside, newest first; then the whole set or one game of it."""
    numbers = app.sessions.sets()

    def picked(index):
        number = numbers[index]
        kinds = app.sessions.set_games(number)
        if len(kinds) < 2:
            _restore(app, number, None)
            return
        app.push(ui.Choice(app, "Restore set {}".format(number),
                           ["Whole set"] + [label(kind) for kind in kinds],
                           lambda i: _restore(app, number, kinds[i - 1] if i else None)))

    return ui.Choice(app, "Restore which set?",
                     ["Set {} ({})".format(n, _count(app.sessions.set_games(n)))
                      for n in numbers], picked)


def _count(kinds):
    return "1 game" if len(kinds) == 1 else "{} games".format(len(kinds))


def _restore(app, number, only):
    kinds = [only] if only else app.sessions.set_games(number)
    try:
        moved = app.sessions.restore(number, only)
    except OSError as exc:
        app.notice("Not restored", "Set {} could not be restored: {}.".format(number, why(exc)))
        return
    text = "{} of set {} {} back.".format(_games(kinds), number,
                                         "is" if len(kinds) == 1 else "are")
    if moved:
        text += " The games they replaced are kept as set {}.".format(moved)
    app.notice("Games restored", text)


def free_space(app):
    """Pick a set of games set aside or a finished game (the newest first), then confirm its
    deletion on a screen that names it; "Keep it" is first, so OK alone deletes nothing."""
    sessions = app.sessions
    doomed = []  # (list label, confirmation title, its name in the confirmation, key)
    for number in sessions.sets():
        doomed.append(("Set {} ({})".format(number, _count(sessions.set_games(number))),
                       "Delete a set?", "set {}".format(number), number))
    for name in sessions.finished()[::-1]:
        number, _, kind = name.partition("-")
        what = "{} {}".format(label(kind), number)
        doomed.append(("Finished " + what, "Delete finished game?", what, name))
    for name in sessions.damaged():  # kept when a journal was damaged, until deleted here
        kind, _, number = name.partition(".damaged")
        what = "damaged {}{}".format(label(kind), number.replace(".", " "))
        doomed.append(("D" + what[1:], "Delete damaged save?", what, name))
    if not doomed:
        return ui.Notice(app, "Free space", "There is nothing to delete: no games set aside, "
                         "no finished games and no damaged saves.")

    def picked(index):
        _, title, what, key = doomed[index]

        def confirmed(choice):
            if choice:
                _delete(app, what, key)

        app.push(ui.Choice(app, title, ["Keep it", "Delete " + what], confirmed))

    return ui.Choice(app, "Delete which?", [entry[0] for entry in doomed], picked)


def _delete(app, what, key):
    try:
        if type(key) is int:
            app.sessions.delete_set(key)
        elif ".damaged" in key:
            app.sessions.delete_damaged(key)
        else:
            app.sessions.delete_finished(key)
    except OSError as exc:
        app.notice("Not deleted", "{} could not be deleted: {}.".format(what, why(exc)))
        return
    app.notice("Deleted", "{}{} is deleted: its space on the flash is free.".format(
        what[0].upper(), what[1:]))
