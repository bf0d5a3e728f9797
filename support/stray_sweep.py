"""No silent change from a stray press (issue 31): the sweep.

After each line of a golden session (tests/sessions/*.script), each screen it reaches, a fresh
fake board (seed 1, as the sessions are played) replays the lines up to there and then takes
ONE stray of six: PREV, NEXT, OK, BACK, hold OK, hold BACK. When the stray changed the journal
on flash (its actions, read back in full: scenario.saved), the screen must say so and name a
one-press way back (events.UNDO_HINT or events.REDO_HINT), and that press must put the actions
back exactly as they were before the stray. A stray that changes nothing is only checked for
a crash. A game set up where there was none is no change (nothing is lost; a new game over
one in progress always asks first). The screen is read at once, and again when a toast that
hides its hint row has gone (the scoreboard's "hold BACK: undo" under "drawn: ...").
The same after each move of a seeded fuzz sequence (support/fuzz.py), every game's journal.

CPython only (the forks replay from the start: quadratic in a session's length).
`python -m support.stray_sweep [--every N] [session ...]` prints what it finds;
tests/host/test_stray_sweep.py runs a share in make test, `make stray-sweep` all of it.
"""

import sys

from core import dice
from core.games import GAMES
from firmware import events
from host_sim.script import STEP_MS, Driver
from support import fuzz, scenario, scratch

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
    ("full_session", "karekare"),
)
# A session swept in part: its first lines only. full_session's Karekare game (its PART 1)
# reaches what the others do not: eras scored without a tie, the undo and redo of a turn and
# of an era, era 3's pile out and final turns, the final bonus, a finished game's menu.
PART = {"full_session": 148}
STRAYS = ("prev", "next", "ok", "back", "long ok", "long back")
# The hints that name a one-press way back, and that press.
WAYS_BACK = ((events.UNDO_HINT, "long back"), (events.REDO_HINT, "long ok"))


def script_lines(name):
    """The commands of a golden session, one a line (comments and blank lines left out)."""
    with open("tests/sessions/{}.script".format(name)) as f:
        lines = [line.split("#")[0].strip() for line in f if line.split("#")[0].strip()]
    return lines[: PART.get(name, len(lines))]


def journal(app, kind):
    """The actions saved on flash for kind (None before a game, or for no kind)."""
    if kind is None or not app.storage.has(kind):
        return None
    return [tuple(action) for action in scenario.saved(app, kind).actions]


def journals(app):
    """Every game's saved actions, {kind: actions or None}."""
    return {kind: journal(app, kind) for kind in GAMES}


def _replay(name, prefix):
    app, board, driver = scenario.boot("stray_sweep_" + name)
    driver.script("\n".join(prefix))
    return app, board, driver


def fork(name, kind, prefix, stray):
    """Replay prefix, press stray: (a description of what went wrong or None, whether the
    stray changed the journal)."""
    where = "{} after line {} ({!r})".format(name, len(prefix), prefix[-1] if prefix else "(boot)")
    return pressed(lambda: _replay(name, prefix), lambda app: journal(app, kind), stray, where)


def fuzz_fork(seed, moves, stray):
    """The same after the moves of a fuzz sequence (support/fuzz.py), every game's journal."""
    def start():
        app, board = fuzz.replay(moves, scratch.fresh_dir("stray_sweep_fuzz"), seed)
        return app, board, Driver(app, board)

    return pressed(start, journals, stray, "fuzz {} after move {}".format(seed, len(moves)))


def pressed(start, saved, stray, where):
    """On the app that start() makes, press stray and check what saved(app) returns: (a
    description of what went wrong or None, whether the stray changed it)."""
    app, board, driver = start()
    before = saved(app)
    shown = scenario.screen_words(board)
    driver.command(stray)
    after = saved(app)
    seen = scenario.screen_words(board)
    where += ", stray {!r}:\n  before: {}\n  after:  {}".format(stray, shown, seen)
    if app.crashes:
        return where + "\n  crashed: " + scenario.error_shown(app), False
    if _same(before, after):
        return None, False  # nothing changed, or a game set up where there was none
    ways = _ways(seen)
    if not ways and app.toast.text and app.toast.deadline() is not None:
        driver.run(app.toast.deadline() - board.now + STEP_MS)  # the screen under a toast
        seen = scenario.screen_words(board)
        ways = _ways(seen)
    if not ways:
        return where + "\n  changed the journal ({} -> {}) and names no way back".format(
            _count(before), _count(after)), True
    for press in ways:
        driver.command(press)
        if _same(saved(app), before):
            return None, True
        app, board, driver = start()
        driver.command(stray)
    return where + "\n  {} does not put the journal back ({} -> {})".format(
        " or ".join(ways), _count(before), _count(after)), True


def _same(before, after):
    """The journals the same, but for a game set up where there was none (nothing lost: a
    new game over one in progress always asks first)."""
    if isinstance(before, dict):
        return all(_same(before[kind], after[kind]) for kind in before)
    return after == before or (before is None and after == [])


def _ways(rows):
    """The presses the screen names as a way back, in WAYS_BACK's order."""
    return [press for hint, press in WAYS_BACK if any(hint in row for row in rows)]


def _count(actions):
    if isinstance(actions, dict):
        return ", ".join("{} {}".format(kind, _count(actions[kind])) for kind in sorted(actions)
                         if actions[kind] is not None) or "no game"
    return "no game" if actions is None else "{} actions".format(len(actions))


def sweep(name, kind, every=1, start=0, strays=STRAYS):
    """Every every-th screen of a session from start (0: the screen at boot), each stray:
    (what went wrong, how many forks were pressed, how many changed the journal)."""
    lines = script_lines(name)
    return _forks([lines[:end] for end in range(start, len(lines) + 1, every)], strays,
                  lambda prefix, stray: fork(name, kind, prefix, stray))


def sweep_fuzz(seed, count, every=1, strays=STRAYS):
    """The same after every every-th move of the seeded fuzz sequence seed (count moves, as
    tests/portable/test_fuzz_seeded.py makes them)."""
    moves = fuzz.random_moves(dice.Xorshift32(seed), count)
    return _forks([moves[:end] for end in range(0, count + 1, every)], strays,
                  lambda prefix, stray: fuzz_fork(seed, prefix, stray))


def _forks(prefixes, strays, forked):
    """(what went wrong, how many forks, how many of them changed a journal)."""
    found = []
    forks = changed = 0
    for prefix in prefixes:
        for stray in strays:
            wrong, did = forked(prefix, stray)
            forks += 1
            changed += did
            if wrong:
                found.append(wrong)
    return found, forks, changed


def main(argv):
    every = 1
    if argv[:1] == ["--every"]:
        every, argv = int(argv[1]), argv[2:]
    names = argv or [name for name, _ in SESSIONS]
    kinds = dict(SESSIONS)
    wrong = 0
    for name in names:
        found, forks, changed = sweep(name, kinds[name], every)
        print("{}: {} forks, {} changed a journal, {} found".format(name, forks, changed,
                                                                   len(found)))
        for text in found:
            print(text)
        wrong += len(found)
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
