"""`companion history` and the finished games a `new` keeps (companion/history.py).

Kachina's end cites ../shared/rules/003_fb0045c4cf4505da.txt; Moeraki-Kemu's scale
../shared/rules/002_4a0c2ca0d9f89f19.txt.
"""

import csv
import io
import json
import os
import time
import urllib.parse

import pytest
from cli_run import ok, one_error, run

from companion import places
from saves.storage import Storage
from support import finished

NOON = 1767268800  # 2026-01-01 12:00 UTC


@pytest.fixture(autouse=True)
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield tmp_path
    monkeypatch.undo()
    time.tzset()


def _kachina(*names):
    """Kachina, Game Play and the end: the first play scores 1, then a 2, then the end."""
    ok("kachina", "new", *names)
    ok("kachina", "first", names[0])
    ok("kachina", "turn", "2")
    ok("kachina", "end")
    os.utime(places.journal_path("kachina"), (NOON, NOON))


def _listed():
    return json.loads(ok("history", "--json"))["games"]


def test_a_new_game_keeps_the_finished_one_once():
    assert ok("history") == "no finished games yet\n"
    _kachina("Ana", "Ben")
    # Finished and still open: listed already.
    assert ok("history") == "2026-01-01 12:00  Kachina       Ana 1, Ben 2: Ben wins\n"
    ok("kachina", "new", "Cy", "Di")  # no --force: the game it replaces is over
    assert ok("history") == "2026-01-01 12:00  Kachina       Ana 1, Ben 2: Ben wins\n"
    kept = os.listdir(places.history_folder())
    assert len(kept) == 1 and kept[0].startswith("kachina-")
    ok("kachina", "first", "Cy")
    assert "game in progress" in one_error(*run("kachina", "new", "Ed", "Flo"))
    ok("kachina", "new", "--force", "Ed", "Flo")  # an unfinished game is not history
    assert len(_listed()) == 1


def test_json_and_csv_list_the_same_games_in_order():
    """E. The Moeraki-Scale: Uira is first to 3; a Tahuna win is one victory."""
    _kachina("Ana", "Ben")
    ok("moeraki", "new", "--target", "uira", "--names", "Ana", "Ben")
    ok("moeraki", "ball", "Ana")
    for _ in range(3):
        ok("moeraki", "win", "Ben", "tahuna")
    os.utime(places.journal_path("moeraki"), (NOON + 60, NOON + 60))
    games = _listed()
    assert games == [
        {"date": "2026-01-01T12:00:00+00:00", "game": "kachina", "players": ["Ana", "Ben"],
         "scores": [1, 2], "winners": ["Ben"]},
        {"date": "2026-01-01T12:01:00+00:00", "game": "moeraki", "players": ["Ana", "Ben"],
         "scores": [0, 3], "winners": ["Ben"]},
    ]
    rows = list(csv.reader(io.StringIO(ok("history", "--csv"))))
    assert rows == [["date", "game", "players", "scores", "winners"],
                    ["2026-01-01T12:00:00+00:00", "kachina", "Ana;Ben", "1;2", "Ben"],
                    ["2026-01-01T12:01:00+00:00", "moeraki", "Ana;Ben", "0;3", "Ben"]]
    assert "--json" in one_error(*run("history", "--json", "--csv"))


def _archive_on(flash, kind, mtime):
    """A finished game archived on a (simulated) device's flash, as a new game there does."""
    os.makedirs(flash, exist_ok=True)
    storage = Storage(flash)
    storage.save(kind, finished.text(kind))
    name = storage.archive(kind, 5)
    os.utime(os.path.join(flash, "history", name), (mtime, mtime))
    return os.path.join(flash, "history", name)


def test_the_simulators_finished_games_are_gathered_and_kept():
    """A finished game of each kind (support/finished.py) on the simulator's flash."""
    flash = places.flash_folder()
    for offset, kind in enumerate(("karekare", "moeraki", "kachina")):
        _archive_on(flash, kind, NOON + offset)
    games = _listed()
    assert [(g["game"], g["players"], g["scores"], g["winners"]) for g in games] == [
        (kind, finished.OUTCOMES[kind]["players"], finished.OUTCOMES[kind]["scores"],
         finished.OUTCOMES[kind]["winners"]) for kind in ("karekare", "moeraki", "kachina")]
    assert games[0]["date"] == "2026-01-01T12:00:00+00:00"
    # The device keeps only its last few; the computer keeps what it has seen.
    for entry in os.listdir(os.path.join(flash, "history")):
        os.remove(os.path.join(flash, "history", entry))
    assert _listed() == games
    assert ok("history").splitlines()[0] == "2026-01-01 12:00  Karekare      Ronga 2, Kutaroa 0: " \
                                            "Ronga wins"


def test_an_unknown_date_and_an_unreadable_file_are_said_so(data):
    flash = places.flash_folder()
    path = _archive_on(flash, "moeraki", 0)  # the device's clock was never set
    assert ok("history") == "date unknown      Moeraki-Kemu  Ana 3, Ben 0: Ana wins\n"
    assert _listed()[0]["date"] is None
    damaged = os.path.join(places.history_folder(), "kachina-0123456789abcdef")
    with open(path, "rb") as f, open(damaged, "wb") as out:
        out.write(f.read().replace(b" moeraki ", b" kachina ", 1))
    code, out, err = run("history")
    assert code == 0 and out == "date unknown      Moeraki-Kemu  Ana 3, Ben 0: Ana wins\n"
    assert err.startswith("note: {} cannot be read".format(damaged)) and err.count("\n") == 1


def _decoded(link):
    prefix = "bgstats://app.bgstatsapp.com/createPlay.html?data="
    assert link.startswith(prefix)
    return json.loads(urllib.parse.unquote(link[len(prefix):]))


def test_bgstats_gives_one_import_link_per_finished_game():
    """Kachina's Game Play: the first player scores 1 and is the start player."""
    assert ok("history", "--bgstats") == ""
    _kachina("Ana", "Ben")
    _archive_on(places.flash_folder(), "moeraki", 0)  # from the device: no date
    links = ok("history", "--bgstats").splitlines()
    assert [_decoded(link) for link in links] == [
        {"game": {"name": "Moeraki-Kemu", "highestWins": True, "noPoints": False},
         "players": [
             {"name": "Ana", "score": 3, "rank": 1, "winner": True, "startPlayer": False},
             {"name": "Ben", "score": 0, "rank": 2, "winner": False, "startPlayer": False}]},
        {"game": {"name": "Kachina", "highestWins": True, "noPoints": False},
         "playDate": "2026-01-01 12:00:00",
         "players": [
             {"name": "Ana", "score": 1, "rank": 2, "winner": False, "startPlayer": True},
             {"name": "Ben", "score": 2, "rank": 1, "winner": True, "startPlayer": False}]},
    ]
    assert "--bgstats" in one_error(*run("history", "--bgstats", "--csv"))


def test_stats_count_each_players_plays_wins_and_average():
    assert ok("history", "--stats") == "no finished games yet\n"
    _kachina("Ana", "Ben")
    ok("kachina", "new", "Ana", "Cy")
    ok("kachina", "first", "Ana")
    ok("kachina", "end")
    assert ok("history", "--stats") == (
        "Kachina: 2 plays\n"
        "  Ana: won 1 of 2, avg 1.0\n"
        "  Ben: won 1 of 1, avg 2.0\n"
        "  Cy: won 0 of 1, avg 0.0\n")
