"""`companion karekare …`: a session through the command line (CPython only).

Rule citations refer to ../shared/rules/000_88847eb29f9075ad.txt.
"""

import json
import os
import subprocess
import sys

import pytest
from conftest import ROOT

from companion.cli import main
from core import karekare
from saves.storage import Storage


@pytest.fixture
def journal_file(tmp_path):
    return str(tmp_path / "karekare.journal")


def run(capsys, path, *argv):
    code = main(["karekare", *argv, "--session", path])
    out, err = capsys.readouterr()
    return code, out, err


def ok(capsys, path, *argv):
    code, out, err = run(capsys, path, *argv)
    assert (code, err) == (0, ""), err
    return out


def standings(capsys, path):
    out = ok(capsys, path, "standings", "--json")
    lines = out.splitlines()
    assert len(lines) == 1, "--json prints one object on one line"
    data = json.loads(lines[0])
    assert lines[0] == json.dumps(data, sort_keys=True), "keys must be sorted"
    return data


def two_players(capsys, path, *extra):
    return ok(capsys, path, "new", "--players", "ronga,Kutaroa", "--first", "Ronga", *extra)


def test_new_prints_the_setup(capsys, journal_file):
    """Setup: 4 draft tiles in snake order, 3 piles of 8, 31 tiles used and 39 returned."""
    out = two_players(capsys, journal_file)
    assert "First player: Ronga" in out
    assert ("Setup: draft 4 tiles (Ronga, Kutaroa, Kutaroa, Ronga); 3 piles of 8; "
            "31 tiles used, 39 back in the box.") in out
    data = standings(capsys, journal_file)
    assert [p["tribe"] for p in data["players"]] == ["Ronga", "Kutaroa"]
    assert data["setup"]["tiles_returned"] == 39
    assert "Setup:" not in ok(capsys, journal_file, "act", "Ronga", "forest", "field")
    assert standings(capsys, journal_file)["actions"] == 1


def test_new_draws_the_starting_player_and_takes_colours(capsys, journal_file):
    """Setup: 'Choose a starting player randomly' - with two players a 4 names the second."""
    out = ok(capsys, journal_file, "new", "--players", "Maoipe,Tangariki", "--dice", "4",
             "--colours", "red,white")
    assert "First player: Tangariki" in out
    data = standings(capsys, journal_file)
    assert [p["colour"] for p in data["players"]] == ["red", "white"]
    code, _, err = run(capsys, journal_file, "new", "--players", "Maoipe,Kiwi", "--force")
    assert code == 2 and "unknown tribe 'Kiwi'" in err


def test_actions_undo_redo_and_history(capsys, journal_file):
    """The Actions: a hut, then a tile next to it for 3 honor; undo and redo are exact."""
    two_players(capsys, journal_file)
    out = ok(capsys, journal_file, "act", "Ronga", "forest", "forest")
    assert out.startswith("Ronga +2 timber: forest next to forest\n")
    ok(capsys, journal_file, "act", "ronga", "hill", "forest")
    out = ok(capsys, journal_file, "act", "Ronga", "water", "hill", "--owner", "Ronga")
    assert out.startswith("Ronga +3 honor: water next to hill with own hut\n")
    assert standings(capsys, journal_file)["players"][0]["honor"] == 3
    out = ok(capsys, journal_file, "undo")
    assert out.startswith("undone: Ronga +3 honor: water next to hill with own hut\n")
    assert standings(capsys, journal_file)["players"][0]["honor"] == 0
    assert ok(capsys, journal_file, "redo").startswith("redone: Ronga +3 honor")
    out = ok(capsys, journal_file, "history")
    assert out.splitlines() == [
        "  1. Ronga +2 timber: forest next to forest",
        "  2. Ronga -4 timber, hut placed: hill next to forest",
        "  3. Ronga +3 honor: water next to hill with own hut",
    ]
    folder, name = os.path.split(journal_file)
    session, notice = Storage(folder).read_session(name, karekare)
    assert notice is None and session.standings() == standings(capsys, journal_file)


def test_errors_are_one_line_with_status_2_and_write_nothing(capsys, journal_file):
    """The Actions: 'Pay 4 timber tokens' - with 3 timber the hut is refused, nothing saved."""
    two_players(capsys, journal_file)
    with open(journal_file, "rb") as f:
        before = f.read()
    for argv, words in (
        (("act", "Ronga", "hill", "forest"), "Ronga has 3 timber, needs 4"),
        (("act", "Maoipe", "forest", "forest"), "no Maoipe in this game"),
        (("act", "Ronga", "water", "hill"), "whose hut is on the hill?"),
        (("act", "Ronga", "sea", "hill"), "invalid choice"),
        (("honor", "Ronga", "-1", "oops"), "honor never drops below 0"),
        (("era-end", "--canoes", "1,x"), "--canoes must be whole numbers"),
        (("final",), "the final bonus comes after era 3 is scored"),
        (("redo",), "nothing to redo"),
        (("new", "--players", "Ronga,Kutaroa"), "pass --force"),
    ):
        code, out, err = run(capsys, journal_file, *argv)
        assert code == 2, argv
        assert out == ""
        assert err.count("\n") == 1 and words in err, err
    with open(journal_file, "rb") as f:
        assert f.read() == before


def test_era_end_tie_is_drawn_with_the_given_dice(capsys, journal_file):
    """The End of an Era: a tie for first player is decided at random; a 2 is in 1-3, Ronga."""
    two_players(capsys, journal_file)
    out = ok(capsys, journal_file, "era-end", "--dice", "2")
    assert out.startswith("Era 1 scoring: Ronga +0 (0 canoes, 0 huts), Kutaroa +0 (0 canoes, "
                          "0 huts); Ronga starts era 2 (tie with Kutaroa, drawn at random)")
    code, _, err = run(capsys, journal_file, "era-end", "--canoes", "0,1", "--first", "Ronga")
    assert code == 2 and "the next first player has the most honor: Kutaroa" in err
    ok(capsys, journal_file, "era-end", "--canoes", "0,1")  # no tie: no die is needed
    data = standings(capsys, journal_file)
    assert (data["era"], data["first"]) == (3, "Kutaroa")
    assert [p["honor"] for p in data["players"]] == [0, 4]
    with open(journal_file) as f:
        saved = f.read().splitlines()
    assert saved[2].startswith('["era_end",[0,0],[0,0],0] ')  # the draw is kept, not re-rolled


def test_a_whole_short_game_with_entered_counts(capsys, journal_file):
    """The Last Era and the End of the Game: final turns, era 3 scoring, the bonus, the winner."""
    two_players(capsys, journal_file, "--no-tracking")
    ok(capsys, journal_file, "era-end", "--canoes", "1,0", "--huts", "0,0")  # Ronga 4
    ok(capsys, journal_file, "era-end", "--canoes", "1,0", "--huts", "0,1")  # 8 against 3
    code, _, err = run(capsys, journal_file, "era-end")
    assert code == 2 and "mark the pile out first" in err
    ok(capsys, journal_file, "last-turn")
    ok(capsys, journal_file, "act", "Kutaroa", "field", "hill", "--owner", "Kutaroa")  # +3
    ok(capsys, journal_file, "era-end", "--canoes", "0,0", "--huts", "0,1")  # 8 against 9
    code, _, err = run(capsys, journal_file, "final")
    assert code == 2 and "enter each player's timber" in err
    out = ok(capsys, journal_file, "final", "--timber", "4,0", "--sweet", "0,0")
    # tied on 9 honor; Ronga has 4 tokens against none
    assert out.startswith("Final bonus: Ronga +1, Kutaroa +0; Ronga wins on resources\n")
    assert "Winner: Ronga (tied on honor, most timber and sweet potato)." in out
    data = standings(capsys, journal_file)
    assert [p["honor"] for p in data["players"]] == [9, 9]
    assert (data["winners"], data["win_by"]) == (["Ronga"], "resources")


def test_the_installed_command_fails_cleanly(tmp_path):
    path = str(tmp_path / "none.journal")
    run_ = subprocess.run(
        [sys.executable, "-m", "companion.cli", "karekare", "standings", "--session", path],
        cwd=ROOT, capture_output=True, text=True, env=dict(os.environ, PYTHONPATH=ROOT))
    assert run_.returncode == 2
    assert run_.stdout == ""
    assert run_.stderr.strip() == (
        "companion: error: no karekare game at {}: start one with `companion karekare new`"
        .format(path))


def test_colours_must_be_ones_the_rings_can_show(capsys, journal_file):
    """The colours reach the device's rings, so only the rings' own are taken, each once."""
    code, _, err = run(capsys, journal_file, "new", "--players", "Ronga,Kutaroa", "--first",
                       "Ronga", "--colours", "teal,blue")
    assert code == 2 and "unknown colour 'teal': choose from red, orange" in err
    code, _, err = run(capsys, journal_file, "new", "--players", "Ronga,Kutaroa", "--first",
                       "Ronga", "--colours", "Blue,blue")
    assert code == 2 and "same colour" in err
    assert not os.path.exists(journal_file)


def test_the_turn_passes_to_the_left_or_to_a_tribe(capsys, journal_file):
    """Playing the Game: each player plays their turn, then the player to their left plays;
    one tile gives one action per neighbour, all the same player's."""
    two_players(capsys, journal_file)
    ok(capsys, journal_file, "act", "Ronga", "forest", "forest")
    ok(capsys, journal_file, "act", "Ronga", "forest", "field")
    assert standings(capsys, journal_file)["turn"] == "Ronga"
    out = ok(capsys, journal_file, "turn")
    assert out.startswith("Turn passes to Kutaroa\nEra 1, play, Kutaroa's turn.")
    code, _, err = run(capsys, journal_file, "turn", "Kutaroa")
    assert code == 2 and "already Kutaroa's turn" in err
    ok(capsys, journal_file, "turn", "ronga")
    assert standings(capsys, journal_file)["turn"] == "Ronga"
