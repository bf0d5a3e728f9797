"""Hypothesis properties of the Maori rules core (10.1, 10.2, 13.3, 5.0); CPython only.

Rule citations refer to ../shared/rules/004_098e2e0baee2cb11.txt.
"""

from hypothesis import given
from hypothesis import strategies as st

from core import maori
from core.dice import Dice, ScriptedDice, Xorshift32

totals = st.integers(min_value=0, max_value=40)
faces = st.integers(min_value=1, max_value=6)
whares = st.sampled_from(maori.WHARE)


def _by_the_book(attack, defense, a_roll, d_roll, whare):
    """10.1 and 13.3 from the text, not from core/maori.py: (attacker's and defender's modified
    rolls, winner, Areas the loser retreats)."""
    a_total = a_roll + max(0, attack - defense)  # the larger side adds the difference
    d_total = d_roll + max(0, defense - attack)
    if a_total != d_total:
        winner = "attacker" if a_total > d_total else "defender"
    else:  # a tie: the defender, unless only the attacker has a whare purakau
        winner = "attacker" if whare == "attacker" else "defender"
    margin = abs(a_total - d_total)
    return a_total, d_total, winner, 1 if margin <= 3 else margin // 2


@given(totals, totals, faces, faces, whares)
def test_10_1_winner_is_the_higher_modified_roll(attack, defense, a_roll, d_roll, whare):
    r = maori.combat(attack, defense, ScriptedDice([a_roll, d_roll]), whare)
    a_total, d_total, winner, areas = _by_the_book(attack, defense, a_roll, d_roll, whare)
    assert (r["attacker_total"], r["defender_total"]) == (a_total, d_total)
    assert (r["winner"], r["retreat_areas"]) == (winner, areas)
    assert r["margin"] == abs(a_total - d_total)


@given(totals, faces, whares)
def test_13_3_ties_go_to_the_only_side_with_a_whare_else_the_defender(total, roll, whare):
    r = maori.combat(total, total, ScriptedDice([roll, roll]), whare)
    assert r["winner"] == ("attacker" if whare == "attacker" else "defender")
    assert r["margin"] == 0


@given(totals, totals, faces, faces, whares)
def test_10_1_the_loser_always_retreats_at_least_one_area(attack, defense, a_roll, d_roll,
                                                          whare):
    r = maori.combat(attack, defense, ScriptedDice([a_roll, d_roll]), whare)
    assert r["retreat_areas"] >= 1


@given(totals, totals, whares)
def test_10_1_odds_count_the_36_outcomes_exactly(attack, defense, whare):
    odds = maori.combat_odds(attack, defense, whare)
    wins = 0
    areas = {}
    for a_roll in range(1, 7):
        for d_roll in range(1, 7):
            _, _, winner, due = _by_the_book(attack, defense, a_roll, d_roll, whare)
            wins += winner == "attacker"
            areas[due] = areas.get(due, 0) + 1
    assert odds["attacker_wins"] == wins and odds["defender_wins"] == 36 - wins
    assert odds["retreat_areas"] == sorted([k, v] for k, v in areas.items())
    assert sum(count for _, count in odds["retreat_areas"]) == 36


retreating = st.lists(st.sampled_from(maori.KINDS), min_size=1, max_size=8)


@given(retreating, st.integers(min_value=1, max_value=5), st.data())
def test_10_1_panic_loses_nothing_and_never_upgrades(units, areas, data):
    pursuit = data.draw(st.integers(min_value=0, max_value=areas - 1))
    rolls = data.draw(st.lists(faces, min_size=8 * areas, max_size=8 * areas))
    dice = ScriptedDice(rolls)
    r = maori.retreat(units, areas, pursuit, dice)
    assert len(r["survivors"]) + len(r["captured"]) == len(units)
    assert dice.used == sum(len(a["rolls"]) for a in r["areas"])
    rank = {k: i for i, k in enumerate(maori.UNITS)}
    for area in r["areas"]:
        assert area["pursuers_adjacent"] == (area["area"] == 1 or area["area"] - 1 <= pursuit)
        for roll in area["rolls"]:
            assert roll["unit"] not in ("paramount_chief", "tohunga")
            assert roll["panic"] == (roll["roll"] % 2 == 1)
            if roll["captured"]:
                assert area["pursuers_adjacent"] and roll["unit"] in (
                    "population", "shaken_elder")
            elif roll["unit"] in rank:
                assert rank[roll["becomes"]] <= rank[roll["unit"]]


@given(st.lists(st.integers(min_value=0, max_value=5), min_size=2, max_size=4),
       st.integers(min_value=0, max_value=2**32 - 1))
def test_5_0_initiative_winner_tops_the_last_round(villages, seed):
    r = maori.initiative(villages, Dice(Xorshift32(seed)))
    last = r["rounds"][-1]
    best = max(last["scores"])
    assert [p for p, s in zip(last["players"], last["scores"]) if s == best] == [r["winner"]]
    assert r["rounds"][0]["scores"] == [
        roll - v for roll, v in zip(r["rounds"][0]["rolls"], villages)]
    for rnd in r["rounds"][1:]:
        assert rnd["scores"] == rnd["rolls"]
