"""Saving: temporary file then rename, one backup generation, and loads that never crash."""

import os

import scratch
import tally_game

from core import journal
from firmware.storage import Storage

GAMES = {"tally": tally_game}


def _session(*points):
    session = journal.Session(tally_game, {"players": 2})
    for p in points:
        session.do(("add", 0, p))
    return session


def _store(name):
    store = Storage(scratch.fresh_dir(name))
    store.clean()
    return store


def test_save_and_load_round_trip():
    store = _store("roundtrip")
    store.save("tally", journal.dumps(_session(3, 4)))
    session, notice = store.load_session("tally", GAMES)
    assert notice is None
    assert session.standings() == {"scores": [7, 0]}


def test_previous_save_is_kept_as_backup():
    store = _store("backup")
    store.save("tally", journal.dumps(_session(1)))
    store.save("tally", journal.dumps(_session(1, 2)))
    with open(store.path("tally.bak")) as f:
        assert journal.loads(f.read(), GAMES)[0].standings() == {"scores": [1, 0]}


def test_a_damaged_save_falls_back_to_the_backup_with_a_notice():
    store = _store("damaged")
    store.save("tally", journal.dumps(_session(1)))
    store.save("tally", journal.dumps(_session(1, 2)))
    with open(store.path("tally"), "w") as f:
        f.write("companion-journal 1 tally\ngarbage 0000\n")
    session, notice = store.load_session("tally", GAMES)
    assert session.standings() == {"scores": [1, 0]}
    assert "backup was restored" in notice


def test_nothing_readable_is_a_clean_start_with_a_notice():
    store = _store("nothing")
    with open(store.path("tally"), "wb") as f:
        f.write(b"\xff\x00\xfe")
    session, notice = store.load_session("tally", GAMES)
    assert session is None
    assert "starting afresh" in notice


def test_no_save_is_a_quiet_clean_start():
    assert _store("empty").load_session("tally", GAMES) == (None, None)


def test_stale_temporary_files_are_removed_at_boot():
    store = _store("stale")
    with open(store.path("tally.tmp"), "w") as f:
        f.write("half a sa")
    store.clean()
    assert os.listdir(store.root) == []


def test_settings_survive_and_damage_gives_defaults():
    store = _store("settings")
    store.save_settings("settings", {"brightness": 30, "current": "tally"})
    assert store.load_settings("settings") == {"brightness": 30, "current": "tally"}
    with open(store.path("settings"), "w") as f:
        f.write('[["brightness",30]] 0000\n')
    assert store.load_settings("settings") == {}
