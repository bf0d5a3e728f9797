"""A full flash: every filesystem call of one save is made to fail in turn (ENOSPC), on the
append path (an action, an undo) and on the compaction path. Each time the game stays the last
saved state, in memory and on flash, and the notice says it was not saved because the flash is
full.

The failures are injected where saves/storage.py reaches the filesystem (its os and open);
a failing write keeps half of what it was given, as FAT can. Settings that cannot be written
never stop a game from opening. tests/micropython/flash_full.py fills a real littlefs.
"""

import os

from core import kachina
from firmware import ui
from host_sim.script import Driver
from saves import storage as storage_module
from saves.storage import Storage
from support import scenario
from support.played import version1 as version1_text

FULL = 28  # ENOSPC
_REAL_OPEN = open


class _File:
    def __init__(self, flash, f):
        self.flash = flash
        self.f = f

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.f.close()

    def close(self):
        self.f.close()

    def write(self, text):
        if self.flash.fails():
            self.f.write(text[: len(text) // 2])
            raise OSError(FULL)
        return self.f.write(text)

    def readline(self, size=-1):
        return self.f.readline(size)

    def read(self, size=-1):
        return self.f.read(size)

    def seek(self, offset, whence=0):
        return self.f.seek(offset, whence)

    def tell(self):
        return self.f.tell()


class FullFlash:
    """os and open for saves.storage, counting the calls that change the flash; the one
    numbered `at` (from 1) and every later one fail, as on a flash with no block left."""

    def __init__(self, at):
        self.at = at
        self.calls = 0

    def fails(self):
        self.calls += 1
        return 0 < self.at <= self.calls

    def open(self, path, mode="r"):
        if "r" not in mode and self.fails():
            raise OSError(FULL)
        return _File(self, _REAL_OPEN(path, mode))

    def rename(self, source, target):
        if self.fails():
            raise OSError(FULL)
        os.rename(source, target)

    def mkdir(self, path):
        if self.fails():
            raise OSError(FULL)
        os.mkdir(path)

    def remove(self, path):
        os.remove(path)

    def rmdir(self, path):
        os.rmdir(path)

    def stat(self, path):
        return os.stat(path)

    def listdir(self, path):
        return os.listdir(path)


def _with(flash, change, app):
    storage_module.os = flash
    storage_module.open = flash.open
    try:
        change(app)
    finally:
        storage_module.os = os
        del storage_module.open


def _game(name, version1):
    """A Kachina game of three plays, saved; with version1, its journal is of version 1 (as an
    older device wrote it), so that the next save rewrites it."""
    app, _, _ = scenario.boot(name)
    app.start("kachina", kachina.settings(["Ana", "Ben"]))
    for action in (kachina.first(0), kachina.turn(1, 2, 0), kachina.turn(0, 3, 4)):
        assert app.act("kachina", action)
    if version1:
        with open(app.storage.path("kachina")) as f:
            text = f.read()
        with open(app.storage.path("kachina"), "w") as f:
            f.write(version1_text(text))
        del app.sessions["kachina"]
        assert app.session("kachina").count == 3
    return app


def _flash_state(app):
    """The game as the next boot will find it."""
    session, _ = Storage(app.storage.root).load_session("kachina", app.games["kachina"])
    return _state(session)


def _state(session):
    return session.count, session.redo_stack, session.standings()


def _every_failure(name, version1, change):
    """Fail each filesystem call of the save that change(app) makes, one at a time."""
    probe = _game(name, version1)
    counting = FullFlash(0)
    _with(counting, change, probe)
    assert counting.calls > 0
    for at in range(1, counting.calls + 1):
        app = _game(name, version1)
        before = _state(app.sessions["kachina"])
        _with(FullFlash(at), change, app)
        notice = [s for s in app.stack if isinstance(s, ui.Notice) and s.title == "Not saved"]
        assert notice, (name, at)
        assert "the flash is full" in " ".join(notice[0].lines), (name, at)
        assert _state(app.sessions["kachina"]) == before, (name, at)
        assert _flash_state(app) == before, (name, at)
    return counting.calls


def test_an_action_appended_to_a_full_flash_is_refused_and_said_so():
    calls = _every_failure("full_append", False,
                           lambda app: app.act("kachina", kachina.turn(1, 0, 2)))
    assert calls == 2  # the open for appending, the write of the line


def test_a_compaction_on_a_full_flash_keeps_the_last_saved_game():
    # The first action saved to a journal of version 1 rewrites it as version 2.
    calls = _every_failure("full_compact", True,
                           lambda app: app.act("kachina", kachina.turn(1, 0, 2)))
    assert calls >= 4  # the temporary file, its write, the two renames


def test_an_undo_on_a_full_flash_keeps_the_last_saved_game():
    def undo(app):
        app.push(ui.Screen(app.context))
        app.stack[-1].undoes = "kachina"
        app.undo()

    assert _every_failure("full_undo", False, undo) == 2  # the open, the checkpoint's write


def test_settings_that_cannot_be_saved_never_stop_a_game_from_opening():
    app = _game("full_settings", False)
    app.settings["current"] = ""  # so that opening Kachina writes the settings
    _with(FullFlash(1), lambda app: Driver(app, app.board).script("next 2\nok"), app)
    assert scenario.screen_words(app.board)[0].startswith("Kachina")
    assert app.sessions["kachina"].count == 3
    # One rule for errors (docs/errors.md): what is not kept is said, never passed over.
    assert app.toast.text == "not remembered for the next start: the flash is full"
