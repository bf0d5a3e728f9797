"""Finished games as plays: who started (core/results.py), the statistics over them
(core/tally.py) and BG Stats' import format (core/bgstats.py).

Who starts: Karekare's Setup ("the first player"), Kachina's Game Play ("The first player may
select any tile ... scores 1 point", ../shared/rules/003_fb0045c4cf4505da.txt); Moeraki-Kemu's
match (B. Start of the game, ../shared/rules/002_4a0c2ca0d9f89f19.txt) is not kept in its state.
"""

import json

from core import bgstats, kachina, results, tally
from core.games import GAMES
from saves import journal
from support import finished

# BG Stats' published import fields (bgstatsapp.com, "Push plays to BG Stats from other apps or
# websites"): the play, its game and each player. The export may leave optional ones out.
PUBLISHED = {
    "play": ("board", "durationMin", "comments", "game", "location", "playDate", "players"),
    "game": ("bggId", "highestWins", "name", "noPoints", "sourceGameId"),
    "player": ("startPlayer", "name", "rank", "role", "score", "sourcePlayerId", "winner"),
}
LINK = "bgstats://app.bgstatsapp.com/createPlay.html?data="


def _finished(kind, settings=None):
    session = journal.Session(GAMES[kind], settings or finished.SETTINGS[kind])
    return results.play(finished.play(session))


def test_a_play_names_who_started_where_the_game_keeps_it():
    assert _finished("karekare")["starter"] == 0  # settings first=0
    assert _finished("kachina")["starter"] == 0  # kachina.first(0) opened the board
    assert _finished("moeraki")["starter"] is None
    play = _finished("kachina")
    assert (play["kind"], play["players"], play["scores"], play["winners"]) == (
        "kachina", ["Ana", "Ben"], [1, 2], ["Ben"])


def _play(kind, players, scores, winners):
    return {"kind": kind, "over": True, "players": players, "scores": scores,
            "winners": winners, "starter": None}


def test_statistics_count_plays_wins_and_the_average_per_player_and_game():
    plays = [_play("kachina", ["Ana", "Ben"], [10, 12], ["Ben"]),
             _play("kachina", ["Ana", "Cai", "Ben"], [15, 3, 9], ["Ana"]),
             _play("moeraki", ["Ana", "Ben"], [3, 1], ["Ana"]),
             _play("kachina", ["Ana", "Ben"], [20, 20], ["Ana", "Ben"])]
    rows = tally.rows(tally.tally(plays))
    assert rows == [
        ("kachina", 3, [("Ana", 3, 2, 15.0), ("Ben", 3, 2, 41 / 3), ("Cai", 1, 0, 3.0)]),
        ("moeraki", 1, [("Ana", 1, 1, 3.0), ("Ben", 1, 0, 1.0)]),
    ]
    lines = tally.lines(rows)
    assert lines[0] == "Kachina: 3 plays"
    assert lines[1] == "Ana: won 2 of 3, avg 15.0"
    assert lines[2] == "Ben: won 2 of 3, avg 13.7"
    assert "Moeraki-Kemu: 1 play" in lines


def test_statistics_of_no_plays_say_so():
    assert tally.rows(tally.tally([])) == []
    assert tally.lines([]) == ["no finished games yet"]


def test_the_bg_stats_play_uses_only_published_fields():
    for kind in GAMES:
        data = bgstats.play(_finished(kind), "2026-01-01 12:00:00")
        assert set(data) <= set(PUBLISHED["play"]), kind
        assert set(data["game"]) <= set(PUBLISHED["game"]), kind
        for player in data["players"]:
            assert set(player) <= set(PUBLISHED["player"]), (kind, player)
        assert data["game"]["highestWins"] is True and data["game"]["noPoints"] is False
        assert data["playDate"] == "2026-01-01 12:00:00"


def test_the_bg_stats_players_carry_scores_ranks_winners_and_the_start_player():
    data = bgstats.play(_finished("kachina"), None)
    assert "playDate" not in data  # the device has no clock
    assert data["game"]["name"] == "Kachina"
    assert data["players"] == [
        {"name": "Ana", "score": 1, "rank": 2, "winner": False, "startPlayer": True},
        {"name": "Ben", "score": 2, "rank": 1, "winner": True, "startPlayer": False},
    ]
    moeraki = bgstats.play(_finished("moeraki"), None)
    assert [p["startPlayer"] for p in moeraki["players"]] == [False, False]


def test_ranks_follow_the_winners_then_the_scores():
    """A tie broken by the rules (Kachina's "reached the highest score first") ranks the
    winner first; a shared victory ranks both first; the next rank skips the tied places."""
    assert tally.ranks(_play("kachina", ["A", "B", "C"], [9, 9, 4], ["B"])) == [2, 1, 3]
    assert tally.ranks(_play("karekare", ["A", "B", "C"], [9, 9, 4], ["A", "B"])) == [1, 1, 3]
    assert tally.ranks(_play("kachina", ["A", "B", "C", "D"], [9, 5, 5, 7], ["A"])) == [
        1, 3, 3, 2]


def test_the_link_carries_the_play_as_url_encoded_json():
    session = journal.Session(GAMES["kachina"], kachina.settings(["Mā nu", "B&n"]))
    play = results.play(finished.play(session))
    link = bgstats.link(play, None)
    assert link.startswith(LINK)
    data = link[len(LINK):]
    for unsafe in ' "{}&ā':
        assert unsafe not in data
    assert json.loads(_unquote(data)) == bgstats.play(play, None)


def _unquote(text):
    """Percent-decoding, as the app does (no urllib on MicroPython)."""
    out = bytearray()
    i = 0
    while i < len(text):
        if text[i] == "%":
            out.append(int(text[i + 1 : i + 3], 16))
            i += 3
        else:
            out.append(ord(text[i]))
            i += 1
    return bytes(out).decode("utf-8")
