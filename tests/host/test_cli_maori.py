"""`companion maori …`: output, JSON contracts, dice order and one-line errors (CPython only).

Rule citations refer to ../shared/rules/004_098e2e0baee2cb11.txt.
"""

import json
import os
import subprocess
import sys

import pytest
from conftest import ROOT

from companion.cli import main


def run(capsys, *argv):
    code = main(["maori", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def run_json(capsys, *argv):
    code, out, err = run(capsys, *argv, "--json")
    assert code == 0 and err == "", err
    lines = out.splitlines()
    assert len(lines) == 1, "--json prints one object on one line"
    data = json.loads(lines[0])
    assert lines[0] == json.dumps(data, sort_keys=True), "keys must be sorted"
    return data


COMBAT_KEYS = {"attack", "defense", "modifier", "modifier_side", "attacker_roll",
               "defender_roll", "attacker_total", "defender_total", "winner", "margin",
               "retreat_areas"}


def test_combat_example_1_json(capsys):
    """Example 1 (10.1): 12 against 7, both roll 3: the defenders retreat 2 Areas."""
    data = run_json(capsys, "combat", "--attack", "12", "--defense", "7", "--dice", "3,3")
    assert set(data) == COMBAT_KEYS
    assert (data["modifier"], data["modifier_side"]) == (5, "attacker")
    assert (data["attacker_total"], data["defender_total"]) == (8, 3)
    assert (data["winner"], data["margin"], data["retreat_areas"]) == ("attacker", 5, 2)


def test_combat_dice_order_is_attacker_then_defender(capsys):
    data = run_json(capsys, "combat", "--attack", "2", "--defense", "2", "--dice", "1,6")
    assert (data["attacker_roll"], data["defender_roll"], data["winner"]) == (1, 6, "defender")
    assert data["modifier_side"] is None


@pytest.mark.parametrize("whare,winner", [("none", "defender"), ("attacker", "attacker"),
                                          ("defender", "defender"), ("both", "defender")])
def test_combat_ties_follow_the_whare_rule_13_3(capsys, whare, winner):
    data = run_json(capsys, "combat", "--attack", "4", "--defense", "4", "--dice", "5,5",
                    "--whare", whare)
    assert data["winner"] == winner and data["retreat_areas"] == 1


def test_combat_text_names_the_winner_and_the_retreat(capsys):
    code, out, _ = run(capsys, "combat", "--attack", "12", "--defense", "7", "--dice", "3,3")
    assert code == 0
    assert "attacker wins by 5" in out and "retreats 2 Areas" in out and "Tohunga" in out


def test_combat_seeded_dice_repeat(capsys):
    first = run_json(capsys, "combat", "--attack", "5", "--defense", "3", "--seed", "42")
    second = run_json(capsys, "combat", "--attack", "5", "--defense", "3", "--seed", "42")
    assert first == second
    assert 1 <= first["attacker_roll"] <= 6 and 1 <= first["defender_roll"] <= 6


def test_panic_examples_2_and_3_json(capsys):
    """Examples 2 and 3 (10.1, 10.2): two Areas, the winner advancing into the first."""
    data = run_json(capsys, "panic", "--units", "population,militia,warrior,warrior,clan_elder",
                    "--areas", "2", "--pursuit", "1", "--dice", "1,5,2,3,5,3,4,6,2")
    assert set(data) == {"areas", "survivors", "captured"}
    assert [a["area"] for a in data["areas"]] == [1, 2]
    assert [a["pursuers_adjacent"] for a in data["areas"]] == [True, True]
    first = data["areas"][0]["rolls"]
    assert set(first[0]) == {"unit", "roll", "panic", "becomes", "captured"}
    assert [(r["unit"], r["roll"], r["becomes"]) for r in first] == [
        ("population", 1, None), ("militia", 5, "population"), ("warrior", 2, "warrior"),
        ("warrior", 3, "militia"), ("clan_elder", 5, "shaken_elder")]
    assert data["survivors"] == ["warrior", "militia", "shaken_elder"]
    assert data["captured"] == ["population", "population"]


def test_panic_example_3_without_pursuit_spares_the_population(capsys):
    data = run_json(capsys, "panic", "--units", "population,militia,warrior,warrior,clan_elder",
                    "--areas", "2", "--dice", "1,5,2,3,5,3,4,6,2")
    assert data["areas"][1]["pursuers_adjacent"] is False
    assert data["survivors"] == ["population", "warrior", "militia", "shaken_elder"]
    assert data["captured"] == ["population"]


def test_panic_chief_tohunga_and_captured_units_consume_no_dice(capsys):
    data = run_json(capsys, "panic", "--units", "paramount_chief,population,tohunga,warrior",
                    "--areas", "2", "--pursuit", "1", "--dice", "1,2,4")
    assert [len(a["rolls"]) for a in data["areas"]] == [2, 1]
    assert data["survivors"] == ["paramount_chief", "tohunga", "warrior"]


def test_panic_flags_a_leader_left_alone(capsys):
    code, out, _ = run(capsys, "panic", "--units", "clan_elder,population", "--areas", "1",
                       "--dice", "2,1")
    assert code == 0 and "left alone" in out and "captured: population, clan elder" in out


def test_initiative_json_reports_every_round(capsys):
    """5.0: 6-2, 4, 5-1 tie at 4; re-rolls are unmodified."""
    data = run_json(capsys, "initiative", "--villages", "2,0,1", "--dice", "6,4,5,3,3,1,2,5")
    assert data["rounds"] == [
        {"players": [0, 1, 2], "rolls": [6, 4, 5], "scores": [4, 4, 4]},
        {"players": [0, 1, 2], "rolls": [3, 3, 1], "scores": [3, 3, 1]},
        {"players": [0, 1], "rolls": [2, 5], "scores": [2, 5]},
    ]
    assert data["winner"] == 1


def test_odds_json_example_1_totals(capsys):
    data = run_json(capsys, "odds", "--attack", "12", "--defense", "7")
    assert set(data) == {"outcomes", "attacker_wins", "defender_wins", "retreat_areas"}
    assert (data["outcomes"], data["attacker_wins"], data["defender_wins"]) == (36, 35, 1)
    assert data["retreat_areas"] == {"1": 10, "2": 11, "3": 9, "4": 5, "5": 1}


def test_odds_with_the_attackers_whare(capsys):
    data = run_json(capsys, "odds", "--attack", "6", "--defense", "6", "--whare", "attacker")
    assert (data["attacker_wins"], data["defender_wins"]) == (21, 15)


def test_sea_retreat_10_2_leaves_units_behind_and_rolls_twice_for_two_areas(capsys):
    """10.2: Units without room are captured as Population; two or more Areas due, two panic
    rolls at boarding; a canoe needs a Combat Unit to paddle."""
    code, out, _ = run(capsys, "sea-retreat", "--units", "warrior,population", "--areas", "3",
                       "--left-behind", "elite", "--dice", "3,1,2")
    assert code == 0 and out.splitlines() == [
        "left behind, captured as Population (10.2): elite",
        "boarding roll 1 (the winner is in the Area):",
        "  warrior rolls 3: panics, becomes militia",
        "  population rolls 1: panics, captured",
        "boarding roll 2 (the winner is in the Area):",
        "  militia rolls 2: steady",
        "survivors: militia",
        "captured: population"]
    data = run_json(capsys, "sea-retreat", "--units", "warrior", "--areas", "2", "--dice", "1,3")
    assert (data["survivors"], data["paddlers"]) == (["population"], 0)
    code, out, _ = run(capsys, "sea-retreat", "--units", "warrior", "--areas", "2", "--dice",
                       "1,3")
    assert out.splitlines()[-1] == "no Combat Unit left to paddle: the canoes cannot retreat " \
        "(10.2)"


def test_rank_14_0_by_level_then_areas_then_villages_and_a_captured_chief_loses(capsys):
    """14.0: the highest level wins, ties broken by Areas Controlled, then Villages; a player
    whose Paramount Chief is captured suffers a Total Defeat."""
    code, out, _ = run(capsys, "rank", "--player", "12,20,3", "--player", "16,30,4", "--player",
                       "9,25,2", "--player", "9,25,2", "--chief-captured", "2")
    assert code == 0 and out.splitlines() == [
        "1. player 1: Substantive Victory, 20 Areas, 3 Villages",
        "2. players 3 and 4: Marginal Victory, 25 Areas, 2 Villages (a tie the rules leave "
        "standing)",
        "3. player 2: Total Defeat, 30 Areas, 4 Villages",
        "by level, then Areas Controlled, then Villages (14.0)"]
    data = run_json(capsys, "rank", "--player", "9,25,2", "--player", "10,20,1", "--player",
                    "9,25,3")
    assert data == {"levels": ["Marginal Victory"] * 3, "order": [[3], [1], [2]]}


def test_tables_hand_size_victory_and_solitaire_iwi(capsys):
    assert run_json(capsys, "hand-size", "--iwi", "3", "--villages", "2") == {"hand_size": 4}
    assert run_json(capsys, "victory", "--iwi", "12") == {"level": "Substantive Victory"}
    data = run_json(capsys, "solitaire-iwi", "--neutral", "8", "--dice", "1")
    assert data == {"roll": 1, "modified": -1, "result": 1, "extra_warrior": True}
    code, out, _ = run(capsys, "solitaire-iwi", "--neutral", "8", "--dice", "2")
    assert code == 0 and "counts as 2" in out and "friendly" in out


@pytest.mark.parametrize("argv,words", [
    (["combat", "--attack", "-1", "--defense", "3", "--dice", "1,1"], "attack total"),
    (["combat", "--attack", "1", "--defense", "3", "--dice", "1"], "ran out of dice"),
    (["combat", "--attack", "1", "--defense", "3", "--dice", "1,2,3"], "left over"),
    (["combat", "--attack", "1", "--defense", "3", "--dice", "1,7"], "1 to 6"),
    (["combat", "--attack", "1", "--defense", "3", "--dice", "a,b"], "whole numbers"),
    (["combat", "--attack", "1", "--defense", "3", "--whare", "mine"], "invalid choice"),
    (["panic", "--units", "knight", "--areas", "1", "--dice", "1"], "unknown unit"),
    (["panic", "--units", "warrior", "--areas", "2", "--pursuit", "2"], "pursuit"),
    (["panic", "--units", "warrior", "--areas", "0"], "Areas retreated"),
    (["sea-retreat", "--units", "warrior", "--areas", "0"], "Areas due"),
    (["sea-retreat", "--units", "warrior", "--areas", "1", "--left-behind", "tohunga"],
     "unit left behind"),
    (["rank", "--player", "12,20"], "three whole numbers"),
    (["rank", "--player", "12,20,x"], "whole numbers"),
    (["rank", "--player", "20,1,1"], "0 to 19"),
    (["rank", "--player", "12,20,3", "--chief-captured", "2"], "numbered 1 to 1"),
    (["initiative", "--villages", "1"], "players"),
    (["initiative", "--villages", "1,x"], "whole numbers"),
    (["victory", "--iwi", "20"], "0 to 19"),
    (["hand-size", "--iwi", "-1", "--villages", "0"], "Iwi"),
    (["solitaire-iwi", "--neutral", "0"], "neutral"),
    (["odds", "--attack", "3"], "required"),
])
def test_bad_input_is_one_line_on_stderr_with_status_2(capsys, argv, words):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("companion: error: ")
    assert words in err


def test_the_installed_command_runs_and_fails_cleanly():
    env = dict(os.environ, PYTHONPATH=ROOT)
    good = subprocess.run([sys.executable, "-m", "companion.cli", "maori", "victory", "--iwi",
                           "15"], cwd=ROOT, capture_output=True, text=True, env=env)
    assert good.returncode == 0 and good.stdout.strip() == "15 Iwi: Total Victory (14.0)"
    bad = subprocess.run([sys.executable, "-m", "companion.cli", "maori", "panic", "--units",
                          "warrior", "--areas", "1", "--dice", "9"], cwd=ROOT,
                         capture_output=True, text=True, env=env)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr
    assert bad.stderr.count("\n") == 1
