"""Finished games: the finished games of one kind that the device keeps, newest first, each
readable (its result and final standings, core/tally.py) and played again with the same players
(OK: the action menu's Same players again, with the kept game's settings)."""

from core import results, tally
from core.compat import const
from firmware import events, ui
from firmware.display import draw

_LABEL = const(21)  # a menu label's room: the cursor's margin and the "3/5" corner aside


def open_menu(app, kind, again):
    """The menu of the kind's kept finished games, newest first, each labelled by its number and
    result; again(settings) starts a game's players again. With none kept a toast says so;
    a game that cannot be read is a line that says so."""
    items = []
    for name in app.sessions.finished():
        number, _, of = name.partition("-")
        if of != kind:
            continue
        try:
            session = app.sessions.read_finished(name)
            play = results.play(session)
        except (OSError, ValueError) as exc:  # ValueError: JournalError
            items.append((number + " cannot be read", _caller(app.say, "game {} cannot be read: "
                                                             "{}".format(number, exc))))
            continue
        lines = [tally.result(play)] + tally.standings(play)
        label = draw.fit("{} {}".format(number, lines[0]), _LABEL)
        items.append((label, _caller(app.push, GameView(app, number, lines, session.settings,
                                                        again))))
    if not items:
        app.say("no finished games kept")
        return
    items.reverse()
    app.push(ui.Menu(app, "Finished games", items))


def _caller(function, value):
    return lambda: function(value)


class GameView(ui.TextView):
    """A kept finished game: who won, then a line per player, best first; OK starts a new game
    with its players (again)."""

    hint = "OK same players again"

    def __init__(self, app, number, lines, settings, again):
        super().__init__(app, "Game " + number, lines)
        self.settings = settings
        self.again = again

    def handle(self, event):
        if event == events.EV_OK:
            self.again(dict(self.settings))
            return True
        return super().handle(event)
