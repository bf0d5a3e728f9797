"""The Statistics screen: each player's plays, wins and average score over the finished games
of one kind that the device keeps (its history and a finished game still open)."""

from core import results, tally
from firmware import ui


def view(app, kind):
    """A text view of the statistics; a kept game that cannot be read is counted out and
    said so."""
    plays = []
    unread = 0
    sessions = app.sessions
    for name in sessions.finished():
        if name.partition("-")[2] != kind:
            continue
        try:
            plays.append(results.play(sessions.read_finished(name)))
        except (OSError, ValueError):  # ValueError: JournalError
            unread += 1
    current = sessions.get(kind)
    if current is not None:
        play = results.play(current)
        if play["over"]:
            plays.append(play)
    lines = tally.lines(tally.rows(tally.tally(plays)))
    if unread:
        lines.append("{} kept game{} could not be read".format(unread, "" if unread == 1 else "s"))
    return ui.TextView(app, "Statistics", lines)
