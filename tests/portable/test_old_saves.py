"""Saves written by earlier firmware (tests/old_saves/<commit>/, see its README) open whole on
the device today: every action, the standings the writer showed, and undo and redo back to the
first action. The command line's part is tests/host/test_old_saves_cli.py.
"""

import gc
import json
import os

from core.games import GAMES
from firmware import ui
from firmware.factory import make_app
from firmware.home import ENTRIES
from host_sim.fakeboard import FakeBoard
from saves import config
from saves.storage import Storage
from support import scenario, scratch

CORPUS = "tests/old_saves/"
KINDS = ("karekare", "moeraki", "kachina")


def writers():
    """The commits whose saves are in the corpus, each a folder."""
    return sorted(n for n in os.listdir(CORPUS) if "." not in n)


class Shown:
    """The standings a writer showed after n actions (shown[n]), read from <kind>.json line
    by line when asked (all at once they would fill a small heap); count is the final
    action count and len(shown) - 1 the most actions there were."""

    def __init__(self, writer, kind):
        self._path = CORPUS + writer + "/" + kind + ".json"
        self._starts = []
        with open(self._path) as f:
            self.count = json.loads(f.readline())["count"]
            while True:
                start = f.tell()
                if not f.readline():
                    break
                self._starts.append(start)

    def __len__(self):
        return len(self._starts)

    def __getitem__(self, n):
        with open(self._path) as f:
            f.seek(self._starts[n])
            return json.loads(f.readline())


def plant(writer, kind, folder=None):
    """A scratch folder holding the writer's journal of kind (and its settings)."""
    folder = folder or scratch.fresh_dir("old_saves")
    for name in (kind, "settings"):
        with open(CORPUS + writer + "/" + name, "rb") as f, open(folder + "/" + name, "wb") as out:
            out.write(f.read())
    return folder


def differs(shown, standings):
    """The keys of what the writer showed that today's standings give otherwise."""
    today = json.loads(json.dumps(standings))
    return sorted(key for key in shown if today.get(key) != shown[key])


def _check_storage(writer, kind):
    shown = Shown(writer, kind)
    count = shown.count
    folder = plant(writer, kind)
    store = Storage(folder)
    game = GAMES[kind]
    session, notice = store.load_session(kind, game)
    where = "{} {}".format(writer, kind)
    assert notice is None, (where, notice)
    assert session.count == count, where
    assert not differs(shown[count], session.standings()), (where, count)
    while session.can_redo():  # the actions the writer left undone
        action, _ = session.redo()
        session = store.append(kind, session, action)
        assert not differs(shown[session.count], session.standings()), (where, session.count)
    assert session.count == len(shown) - 1, where
    while session.count:
        session, _ = store.undo(kind, session)
        assert not differs(shown[session.count], session.standings()), (where, session.count)
    while session.can_redo():
        action, _ = session.redo()
        session = store.append(kind, session, action)
        assert not differs(shown[session.count], session.standings()), (where, session.count)
    session, notice = Storage(folder).load_session(kind, game)  # as saved, read again
    assert notice is None and not differs(shown[session.count], session.standings()), where


def test_the_corpus_holds_each_save_format():
    assert len(writers()) >= 2
    for writer in writers():
        for kind in KINDS:
            shown = Shown(writer, kind)
            assert shown.count > 32 and len(shown) > shown.count + 1, (writer, kind)


def test_storage_reads_every_old_save_whole_with_undo_and_redo_to_the_first_action():
    for writer in writers():
        for kind in KINDS:
            gc.collect()
            _check_storage(writer, kind)


def test_old_settings_keep_their_values():
    for writer in writers():
        folder = plant(writer, "kachina")
        settings = config.load(Storage(folder))
        assert settings["brightness"] == 100, writer
        assert settings["names"] == ["M\u0101ui", "Ana"], writer


def test_the_device_opens_every_old_save_from_its_menu_without_a_notice():
    for writer in writers():
        for kind in KINDS:
            shown = Shown(writer, kind)
            count = shown.count
            app, board, driver = scenario.boot("old_saves_app", folder=plant(writer, kind))
            index = [entry[1] for entry in ENTRIES].index(kind)
            if index:
                driver.command("next {}".format(index))
            driver.command("ok")
            where = "{} {}".format(writer, kind)
            assert not app.crashes, (where, scenario.error_shown(app))
            assert not isinstance(app.top(), ui.Notice), (where, scenario.screen_words(board))
            session = app.sessions[kind]
            assert session.count == count, where
            assert not differs(shown[count], session.standings()), where
            driver.command("long back")  # undo on the scoreboard
            assert not app.crashes and app.sessions[kind].count == count - 1, where


class _Slow(FakeBoard):
    """A board whose clock moves 600 ms each time it is read: a Pico writing a Karekare game
    anew reads it about every 300 ms (19 s for 2,000 actions, emulated: BENCHMARKS.md pico)."""

    def ticks_ms(self):
        self.now += 600
        return self.now


def test_a_save_written_anew_slowly_says_so_and_how_far_before_the_game():
    board = _Slow(plant("1519089", "karekare"))
    shown = []
    show = board.display.show

    def recorded(full=False):
        show(full)
        shown.append(" ".join(scenario.screen_words(board)))

    board.display.show = recorded
    app = make_app(board)
    assert shown and all(text.startswith("Updating saves") for text in shown), shown
    assert "karekare was saved by an older firmware" in shown[0] and "% done" in shown[-1]
    app.step(board.now)
    assert app.sessions["karekare"].count == Shown("1519089", "karekare").count
    assert not shown[-1].startswith("Updating saves")
