"""`companion <game> lost`: the action of a damaged last line whose text is whole, and only
its checksum was lost (a bit flip in the checksum, or the line cut right after its text).

The line is the journal's own last line, while it is still there, else the last line of the
newest copy kept beside it (<journal>.damaged[.N]: the device keeps one, `companion pull`
brings it, and the command line keeps one before it rewrites a journal). It is offered back
only when the rest of that file is the game as it is now, so that it follows the right action.
"""

import io
import json
import os

from companion.cli_common import CliError
from core.errors import JournalError
from saves import journal


def _newest_copy(path):
    """The newest <path>.damaged[.N], or None."""
    folder, base = os.path.split(path)
    numbered = []
    for name in os.listdir(folder or "."):
        tail = name[len(base):]
        if name.startswith(base) and tail.startswith(".damaged"):
            number = tail[len(".damaged."):] or "1"
            if number.isdigit():
                numbered.append((int(number), os.path.join(folder, name)))
    return max(numbered)[1] if numbered else None


def _split(data):
    """(the text before the last line, the last line) of a journal's bytes."""
    lines = data.rstrip(b"\r\n").split(b"\n")
    return b"\n".join(lines[:-1]) + b"\n", lines[-1].rstrip(b"\r").decode("utf-8", "replace")


def _payload(line):
    """The JSON of a line without its checksum (or with none), or None when it is not whole."""
    for text in (line[: line.rfind(" ")] if " " in line else None, line):
        try:
            return json.loads(text) if text else None
        except ValueError:
            continue
    return None


def intact_action(path, game, session):
    """(the action of the damaged last line, the file it was read from), when its text is whole
    and the rest of that file is the game of session; else CliError saying why not."""
    with open(path, "rb") as f:
        before, line = _split(f.read())
    source = path
    try:
        journal.decode_line(line, 0)  # the journal's own last line is sound: look at a copy
        source = _newest_copy(path)
        if source is None:
            raise CliError("nothing was lost: {} is whole and no damaged copy is kept".format(
                path))
        with open(source, "rb") as f:
            before, line = _split(f.read())
    except JournalError:
        pass
    payload = _payload(line)
    if type(payload) is dict and "do" in payload:
        payload = payload["do"]
    if type(payload) is not list or not payload:
        raise CliError("the last line of {} is not a whole action: {}".format(
            source, journal.lost(line, session.count)))
    try:
        reader = journal.Reader(io.BytesIO(before).readline, {game.KIND: game})
        journal.actions_of(reader)
    except JournalError as exc:
        raise CliError("{} cannot be read before its last line: {}".format(source, exc)) from None
    if (reader.session.count, reader.session.standings()) != (session.count,
                                                              session.standings()):
        raise CliError("the game has changed since {} lost its last line: that action would "
                       "not follow its own".format(source))
    return tuple(payload), source
