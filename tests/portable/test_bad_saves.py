"""A corpus of bad saves (tests/bad_saves/, written by tools/make_bad_saves.py): every one ends in
the last good state or a clean start with a notice, never in a crash or a boot loop.

Each case file is planted as the save of the slot its name starts with ("karekare--x.txt" is
the file "karekare"), with tests/bad_saves/<slot>.bak beside it when the name has "+backup".
Three checks per case: Storage.load_session; the app booted on that storage with the game opened
from the home menu (no crash; a "Save" notice when something was lost; Redo and undo on what was
loaded); and a boot with the game as the one to resume, through main.run, which must not reset.
The expected outcome of each file is the table EXPECTED below (the README states the same).
The 1 MB case is written at run time into a scratch folder (see test_one_megabyte_save).
"""

import gc
import os
import sys

import scenario
import scratch

from core import journal
from core.games import GAMES
from firmware import main, ui
from firmware.app import DEFAULTS, SETTINGS
from firmware.crashlog import CrashLog
from firmware.home import ENTRIES
from firmware.storage import Storage
from host_sim.fakeboard import FakeBoard

CORPUS = "tests/bad_saves/"
MICROPYTHON = sys.implementation.name == "micropython"
GOOD, CUT, BACKUP, FRESH, UNDETECTED = "good", "cut", "backup", "fresh", "undetected"
SLOTS = ("karekare", "moeraki", "kachina")
ACTIONS = {"karekare": 10, "moeraki": 6, "kachina": 5}  # in each slot's good journal
LINES = {"karekare": 12, "moeraki": 8, "kachina": 8}


def _table():
    """file -> (outcome, actions, redo): the source game's first `actions` actions, `redo` of
    its redo line; for "backup", the .bak's state; for "fresh", no game."""
    t = {}
    fresh = (FRESH, 0, 0)
    backup = (BACKUP, 0, 0)
    for slot in SLOTS:
        n = ACTIONS[slot]
        t[slot + "--good.txt"] = (GOOD, n, 1 if slot == "kachina" else 0)
        t[slot + "--truncated-line-1.txt"] = fresh  # the header alone: no settings
        for count in range(2, LINES[slot]):  # header, settings and count - 2 whole lines
            t["{}--truncated-line-{}.txt".format(slot, count)] = (GOOD, min(count - 2, n), 0)
        for case in ("truncated-mid-settings", "empty", "bitflip-header-version",
                     "bitflip-settings", "bitflip-action"):
            t["{}--{}.txt".format(slot, case)] = fresh
        # The last line reads as cut off: Kachina's is its redo line, the others' an action.
        t[slot + "--bitflip-final-newline.txt"] = (CUT, n if slot == "kachina" else n - 1, 0)
    k = "karekare--"
    t[k + "truncated-no-final-newline.txt"] = (GOOD, 10, 0)
    t[k + "truncated-mid-line-3.txt"] = (CUT, 0, 0)
    t[k + "truncated-mid-line-7.txt"] = (CUT, 4, 0)
    t[k + "truncated-mid-line-7+backup.txt"] = (CUT, 4, 0)  # the save wins over the backup
    t[k + "truncated-mid-checksum.txt"] = (CUT, 9, 0)
    t[k + "truncated-after-space.txt"] = (CUT, 9, 0)
    t[k + "bitflip-last-line-no-newline.txt"] = (CUT, 9, 0)
    t[k + "crlf.txt"] = (GOOD, 10, 0)  # the loader drops a CR before each newline
    t[k + "line-dropped.txt"] = (UNDETECTED, 9, 0)
    for case in ("truncated-mid-header", "truncated-mid-header-kind", "truncated-one-byte",
                 "bitflip-header-magic", "bitflip-header-kind", "bitflip-header-space",
                 "bitflip-settings-checksum", "bitflip-action-player", "bitflip-checksum",
                 "bitflip-separator", "bitflip-newline", "bitflip-last-line", "bitflip-high-bit",
                 "bitflip-tie-draw", "empty", "binary", "binary-after-header", "erased-flash",
                 "zeros", "version-2", "version-blank", "kind-chess", "kind-maori",
                 "header-extra-word", "unknown-action", "unknown-action-last", "illegal-action",
                 "bad-settings", "settings-not-pairs", "action-not-a-list", "moeraki-journal",
                 "extra-blank-line", "utf8-bom", "two-journals", "line-repeated"):
        t[k + case + ".txt"] = fresh
    for case in ("bitflip-action", "bitflip-checksum", "bitflip-last-line", "empty", "binary",
                 "version-2"):
        t[k + case + "+backup.txt"] = backup
    m = "moeraki--"
    t[m + "truncated-mid-line-5.txt"] = (CUT, 2, 0)
    t[m + "bitflip-action+backup.txt"] = backup
    for case in ("bitflip-checksum", "bitflip-header-kind", "kachina-journal", "unknown-action",
                 "binary"):
        t[m + case + ".txt"] = fresh
    c = "kachina--"
    t[c + "truncated-mid-redo.txt"] = (CUT, 5, 0)
    t[c + "truncated-mid-line-4.txt"] = (CUT, 1, 0)
    t[c + "bitflip-redo+backup.txt"] = backup
    t[c + "redo-unknown-action.txt"] = (GOOD, 5, 1)  # and Redo must refuse it, not crash
    for case in ("bitflip-redo", "bitflip-score", "karekare-journal", "version-0", "binary",
                 "redo-not-a-list", "redo-item-not-a-list", "deep-nesting"):
        t[c + case + ".txt"] = fresh
    return t


EXPECTED = _table()
# line-dropped: the source game without this action (index into its actions).
DROPPED = {"karekare--line-dropped.txt": 1}
# Redo stacks that are not the source game's.
REDO = {"kachina--redo-unknown-action.txt": [("bogus",)]}
def expected(name):
    return EXPECTED[name]


def _read(path):
    with open(path, "rb") as f:
        return f.read()


def cases():
    return sorted(n for n in os.listdir(CORPUS) if n.endswith(".txt"))


def slot_of(name):
    return name.split("--")[0]


_GOOD = {}


def good_session(slot):
    if slot not in _GOOD:
        session, notice = journal.loads(_read(CORPUS + slot + "--good.txt"), GAMES)
        assert notice is None
        _GOOD[slot] = session
    return _GOOD[slot]


def backup_session(slot):
    session, notice = journal.loads(_read(CORPUS + slot + ".bak"), GAMES)
    assert notice is None
    return session


def plant(folder, name):
    """The case as the slot's save in folder, and the slot's backup when the name asks."""
    slot = slot_of(name)
    with open(folder + "/" + slot, "wb") as f:
        f.write(_read(CORPUS + name))
    if "+backup" in name:
        with open(folder + "/" + slot + ".bak", "wb") as f:
            f.write(_read(CORPUS + slot + ".bak"))


def state_problems(name, session, want=None):
    """How session differs from the expected state (an empty list when it is right)."""
    outcome, n, redo = want or expected(name)
    slot = slot_of(name)
    if session is not None and slot != session.game.KIND:
        return ["a {} session was loaded into the {} slot".format(session.game.KIND, slot)]
    if outcome == FRESH:
        return [] if session is None else ["a session was loaded, expected none"]
    if session is None:
        return ["no session, expected " + outcome]
    if outcome == BACKUP:
        want_session = backup_session(slot)
    else:
        source = good_session(slot)
        actions = list(source.actions)
        if outcome == UNDETECTED:
            del actions[DROPPED[name]]
        want_session = journal.Session(source.game, source.settings, actions[:n])
        want_session.redo_stack = REDO.get(name, list(source.redo_stack[:redo]))
    problems = []
    if session.actions != want_session.actions:
        problems.append("{} actions, expected {}".format(
            len(session.actions), len(want_session.actions)))
    if session.redo_stack != want_session.redo_stack:
        problems.append("{} to redo, expected {}".format(
            len(session.redo_stack), len(want_session.redo_stack)))
    if session.standings() != want_session.standings():
        problems.append("standings differ from the expected state")
    return problems


def notice_problems(name, notice, want=None):
    outcome = (want or expected(name))[0]
    if outcome in (GOOD, UNDETECTED):
        ok = notice is None
    elif outcome == CUT:
        ok = notice == "the last action was cut off and is lost"
    elif outcome == BACKUP:
        ok = notice is not None and notice.endswith("the backup was restored")
    else:
        ok = notice is not None and notice.endswith("starting afresh")
    return [] if ok else ["notice {!r} does not fit {}".format(notice, outcome)]


def check_load(name, folder, want=None):
    """Part 1: Storage.load_session returns the expected session and notice, never raises."""
    try:
        session, notice = Storage(folder).load_session(slot_of(name), GAMES)
    except Exception as exc:  # the finding itself: the loader must never raise
        return ["load_session raised {}: {}".format(type(exc).__name__, str(exc)[:80])]
    return notice_problems(name, notice, want) + state_problems(name, session, want)


def _title(board):
    return scenario.screen_words(board)[0]


def check_menu(name, folder, want=None):
    """Part 2: boot on that storage, open the game from the home menu, then undo and Redo."""
    slot = slot_of(name)
    outcome = (want or expected(name))[0]
    try:
        app, board, driver = scenario.boot("bad_saves", folder=folder)
        index = [entry[1] for entry in ENTRIES].index(slot)
        if index:
            driver.command("next {}".format(index))
        driver.command("ok")
        if app.crashes:
            return ["opening the game crashed: {!r}".format(app.last_error)]
        noticed = isinstance(app.top(), ui.Notice) and _title(board).startswith("Save")
        if noticed != (outcome not in (GOOD, UNDETECTED)):
            return ["a Save notice was {}shown".format("" if noticed else "not ")]
        if noticed:
            driver.command("ok")
        screen = app.top()
        if getattr(screen, "kind", None) != slot:
            return ["the {} scoreboard is not on screen: {!r}".format(slot, _title(board))]
        blank = "No game in progress." in scenario.screen_words(board)
        if blank != (outcome == FRESH):
            return ["the scoreboard shows {}a game".format("no " if blank else "")]
        problems = state_problems(name, app.sessions.get(slot), want)
        session = app.sessions.get(slot)
        if session is not None and session.redo_stack:
            driver.command("ok")  # the action menu: ..., History, Undo, Redo, New game
            driver.command("prev 2")
            driver.command("ok")
            if app.crashes:
                return problems + ["Redo crashed: {!r}".format(app.last_error)]
        if session is not None:
            driver.command("long back")  # undo on the scoreboard
            if app.crashes:
                return problems + ["undo crashed: {!r}".format(app.last_error)]
        return problems
    except Exception as exc:
        return ["booting raised {}: {}".format(type(exc).__name__, str(exc)[:80])]


def check_resume(name, folder, want=None):
    """Part 3: the game is the one to resume at boot; main.run must not reset the board."""
    slot = slot_of(name)
    outcome = (want or expected(name))[0]
    settings = dict(DEFAULTS)
    settings["current"] = slot
    Storage(folder).save_settings(SETTINGS, settings)
    board = FakeBoard(folder)
    try:
        main.run(board, steps=60)
    except Exception as exc:
        return ["main.run raised {}: {}".format(type(exc).__name__, str(exc)[:80])]
    if board.resets:
        lines = CrashLog(folder).text().strip().split("\n")
        return ["the boot ended in a reset (a boot loop): " + lines[-1][:100]]
    title = _title(board)
    if title.startswith("Error"):
        return ["the resumed game crashed: " + " ".join(scenario.screen_words(board)[1:4])]
    if outcome in (GOOD, UNDETECTED):
        return [] if not title.startswith("Save") else ["a Save notice on a good save"]
    return [] if title.startswith("Save") else ["no Save notice at boot: " + repr(title)]


_RESULTS = {}


CHECKS = (("load", check_load), ("menu", check_menu), ("resume", check_resume))


def results():
    """name -> the problems found by the three checks; each case runs once per module."""
    if not _RESULTS:
        for name in cases():
            problems = []
            for part, check in CHECKS:
                folder = scratch.fresh_dir("bad_saves")
                plant(folder, name)
                for p in check(name, folder):
                    problems.append(part + ": " + p)
            _RESULTS[name] = problems
    return _RESULTS


def test_every_file_has_an_expected_outcome_and_a_readme_row():
    gc.collect()
    names = cases()
    assert sorted(EXPECTED) == names, "corpus and table differ: {}".format(
        sorted(set(names) ^ set(EXPECTED)))
    stated = {}
    with open(CORPUS + "README.md") as f:
        for line in f:
            row = line.split(" | ")
            if line.startswith("| ") and row[0].endswith(".txt"):
                stated[row[0][2:]] = row[1]
    assert sorted(stated) == names
    for name in names:
        outcome, n, _ = EXPECTED[name]
        text = stated[name]
        assert text.split(":")[0] == outcome, name
        if outcome in (GOOD, CUT, UNDETECTED):
            assert text.split(":")[1].split()[0] == str(n), name
    for slot in SLOTS:
        good_session(slot)
        assert len(good_session(slot).actions) == ACTIONS[slot]
        assert len(backup_session(slot).actions) == ACTIONS[slot] - 1


def test_there_are_at_least_50_cases():
    count = len(cases()) + 1  # and the 1 MB file written at run time
    print("bad saves: {} cases".format(count))
    assert count >= 50


def test_every_bad_save_loads_boots_and_resumes_as_expected():
    gc.collect()
    failed = []
    for name, problems in sorted(results().items()):
        for problem in problems:
            failed.append("{}: {}".format(name, problem))
    assert not failed, "\n".join(failed)


def _room(folder, need):
    try:
        stat = os.statvfs(folder)
    except (AttributeError, OSError):
        return True
    return stat[0] * stat[4] >= need


def one_megabyte(folder):
    """The Karekare journal followed by a cut-off last line of 1 MB, written in 4 KB pieces."""
    path = folder + "/karekare"
    with open(path, "wb") as f:
        f.write(_read(CORPUS + "karekare--good.txt"))
        f.write(b'["honor",0,1,"')
        piece = b"x" * 4096
        for _ in range(256):
            f.write(piece)
    with open(folder + "/karekare.bak", "wb") as f:
        f.write(_read(CORPUS + "karekare.bak"))
    return path


def test_one_megabyte_save():
    """About 1 MB: far larger than any journal, so Storage.load_session refuses it unread
    (reading it whole could exhaust a Pico's heap) and restores the backup (9 actions)."""
    folder = scratch.fresh_dir("bad_saves_1mb")
    if not _room(folder, 8 << 20):
        print("bad saves: no room for the 1 MB case, skipped")
        return
    name = "karekare--1mb+backup.txt"
    want = (BACKUP, 9, 0)
    problems = []
    for part, check in CHECKS:
        folder = scratch.fresh_dir("bad_saves_1mb")
        assert os.stat(one_megabyte(folder))[6] > 1 << 20
        for p in check(name, folder, want):
            problems.append(part + ": " + p)
    scratch.fresh_dir("bad_saves_1mb")  # leave no megabyte behind
    assert not problems, "\n".join(problems)
