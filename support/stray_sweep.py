"""No silent change from a stray press (issue 31): the sweep.

After each line of a golden session (tests/sessions/*.script), each screen it reaches, a fresh
fake board (seed 1, as the sessions are played) replays the lines up to there and then takes
ONE stray of six: PREV, NEXT, OK, BACK, hold OK, hold BACK. When the stray changed the journal
on flash (its actions, read back in full: scenario.saved), the screen must say so and name a
one-press way back (events.UNDO_HINT or events.REDO_HINT), and that press must put the actions
back exactly as they were before the stray. A stray that changes nothing is only checked for
a crash.

CPython only (the forks replay from the start: quadratic in a session's length).
`python -m support.stray_sweep [--every N] [session ...]` prints what it finds;
tests/host/test_stray_sweep.py runs a share in make test, `make stray-sweep` all of it.
"""

import sys

from firmware import events
from host_sim.script import STEP_MS
from support import scenario

# The golden sessions swept, each with the game whose journal a stray may change (Maori's
# dice keep no journal: their strays are checked for crashes only).
SESSIONS = (
    ("karekare_era", "karekare"),
    ("karekare_era_end", "karekare"),
    ("moeraki_marae", "moeraki"),
    ("kachina_named", "kachina"),
    ("kachina_game", "kachina"),
    ("maori_example1", None),
    ("maori_example2_panic", None),
)
STRAYS = ("prev", "next", "ok", "back", "long ok", "long back")
# The hints that name a one-press way back, and that press.
WAYS_BACK = ((events.UNDO_HINT, "long back"), (events.REDO_HINT, "long ok"))


def script_lines(name):
    """The commands of a golden session, one a line (comments and blank lines left out)."""
    with open("tests/sessions/{}.script".format(name)) as f:
        return [line.split("#")[0].strip() for line in f if line.split("#")[0].strip()]


def journal(app, kind):
    """The actions saved on flash for kind (None before a game, or for no kind)."""
    if kind is None or not app.storage.has(kind):
        return None
    return [tuple(action) for action in scenario.saved(app, kind).actions]


def _replay(name, prefix):
    app, board, driver = scenario.boot("stray_sweep_" + name)
    driver.script("\n".join(prefix))
    return app, board, driver


def fork(name, kind, prefix, stray):
    """Replay prefix, press stray; a description of what went wrong, or None."""
    app, board, driver = _replay(name, prefix)
    before = journal(app, kind)
    shown = scenario.screen_words(board)
    driver.command(stray)
    after = journal(app, kind)
    seen = scenario.screen_words(board)
    where = "{} after line {} ({!r}), stray {!r}:\n  before: {}\n  after:  {}".format(
        name, len(prefix), prefix[-1] if prefix else "(boot)", stray, shown, seen)
    if app.crashes:
        return where + "\n  crashed: " + scenario.error_shown(app)
    if after == before or (before is None and after == []):
        return None  # nothing changed, or a game set up where there was none: nothing lost
    ways = _ways(seen)
    if not ways and app.toast.text and app.toast.deadline() is not None:
        driver.run(app.toast.deadline() - board.now + STEP_MS)  # the screen under a toast
        seen = scenario.screen_words(board)
        ways = _ways(seen)
    if not ways:
        return where + "\n  changed the journal ({} -> {} actions) and names no way back".format(
            _count(before), _count(after))
    for press in ways:
        driver.command(press)
        if journal(app, kind) == before:
            return None
        app, board, driver = _replay(name, prefix)
        driver.command(stray)
    return where + "\n  {} does not put the journal back ({} -> {} actions)".format(
        " or ".join(ways), _count(before), _count(after))


def _ways(rows):
    """The presses the screen names as a way back, in WAYS_BACK's order."""
    return [press for hint, press in WAYS_BACK if any(hint in row for row in rows)]


def _count(actions):
    return "no game" if actions is None else len(actions)


def sweep(name, kind, every=1, start=0, strays=STRAYS):
    """Every every-th screen of a session from start (0: the screen at boot), each stray:
    the list of what went wrong, and how many forks were pressed."""
    lines = script_lines(name)
    found = []
    forks = 0
    for end in range(start, len(lines) + 1, every):
        for stray in strays:
            forks += 1
            wrong = fork(name, kind, lines[:end], stray)
            if wrong:
                found.append(wrong)
    return found, forks


def main(argv):
    every = 1
    if argv[:1] == ["--every"]:
        every, argv = int(argv[1]), argv[2:]
    names = argv or [name for name, _ in SESSIONS]
    kinds = dict(SESSIONS)
    wrong = 0
    for name in names:
        found, forks = sweep(name, kinds[name], every)
        print("{}: {} forks, {} found".format(name, forks, len(found)))
        for text in found:
            print(text)
        wrong += len(found)
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
