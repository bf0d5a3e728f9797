"""Maori force builder (core/maori_forces.py): slots, who counts, and both totals.

Sections and Examples cite ../shared/rules/004_098e2e0baee2cb11.txt.
"""

from core import maori_forces as forces
from core.errors import RulesError
from support.checks import raises


def _raises(fn, *args):
    return raises(RulesError, fn, *args)


def test_example_1_both_sides_total_12_and_7():
    """Example 1: 2 Elite, a Scout and the Paramount Chief (12) against 2 Warriors, a Militia,
    a Clan Elder (leadership 2, combat 0) and a Village: all three Units count (7)."""
    attacker = forces.attacker_force(forces.leader("paramount_chief"),
                                     ["elite", "elite", "scout"])
    defender = forces.defender_force(["warrior", "warrior", "militia"],
                                     [forces.leader("clan_elder", 2, 0)], village=True)
    assert (attacker["total"], defender["total"]) == (12, 7)
    assert attacker["slots"] == 3 and attacker["left_out"] == []
    assert defender["slots"] == 3
    assert defender["counted"] == [("warrior", 3), ("warrior", 3), ("militia", 1)]
    assert defender["leaders"] == [("clan_elder", 0)]


def test_example_1_values_in_the_unit_table():
    """Example 1 gives Militia 1, Scout 2, Warrior 3, Elite 4; 8.1 gives the Chief 3 Units."""
    values = [forces.unit_value(k) for k in ("militia", "scout", "warrior", "elite")]
    assert values == [1, 2, 3, 4]
    assert forces.leader("paramount_chief") == ("paramount_chief", 3, 2)
    assert forces.leader("tohunga") == ("tohunga", 0, 1)
    assert forces.unit_value("population") == 0  # 2.1: not a Combat Unit


def test_12_0_the_chief_and_tohunga_values_are_fixed_but_may_be_confirmed():
    """8.1: the Chief leads 3 Units with combat value 2 (Example 1); 12.2: a Tohunga is 1, or 2
    with Aupouri. Entering the printed values is accepted; other values are refused."""
    assert forces.leader("paramount_chief", 3, 2) == ("paramount_chief", 3, 2)
    assert forces.leader("tohunga", 0, 1) == ("tohunga", 0, 1)
    chief = "paramount_chief"
    for leadership in (2, 4):
        assert _raises(forces.leader, chief, leadership) == "the paramount chief has leadership 3"
    assert _raises(forces.leader, "tohunga", 1) == "the tohunga has leadership 0"
    for combat in (1, 3):
        message = _raises(forces.leader, chief, None, combat)
        assert message == "the paramount chief has combat value 2"


def test_10_0_the_attacker_uses_at_most_the_activated_leaders_rating_strongest_first():
    elder = forces.leader("clan_elder", 2, 1)
    r = forces.attacker_force(elder, ["militia", "warrior", "population", "elite", "warrior"])
    assert r["counted"] == [("warrior", 3), ("elite", 4)]
    assert r["left_out"] == ["militia", "warrior", "population"]
    assert r["total"] == 3 + 4 + 1


def test_10_0_other_leaders_and_the_tohunga_add_their_combat_value():
    r = forces.attacker_force(forces.leader("paramount_chief"), ["warrior"],
                              [forces.leader("tohunga", combat=2),
                               forces.leader("shaken_elder", 1, 0)])
    assert r["leaders"] == [("paramount_chief", 2), ("tohunga", 2), ("shaken_elder", 0)]
    assert r["total"] == 3 + 2 + 2 + 0


def test_8_1_scouts_without_a_leader_attack_by_themselves():
    r = forces.attacker_force(None, ["scout", "warrior", "scout"])
    assert r["counted"] == [("scout", 2), ("scout", 2)] and r["left_out"] == ["warrior"]
    r = forces.attacker_force(None, ["militia", "scout", "royal_guard", "elite", "population"])
    assert r["counted"] == [("scout", 2)] and r["slots"] == 0 and r["total"] == 2
    assert r["left_out"] == ["militia", "royal_guard", "elite", "population"]


def test_6_7_and_13_3_defender_slots_and_strength_from_pa_and_whare():
    """Slots: leader 1 + Village 1 + Pa level 2 (2) + whare 1 = 5; strength adds Pa 3, whare 2."""
    units = ["warrior"] * 6 + ["population"]
    r = forces.defender_force(units, [forces.leader("clan_elder", 1, 1)], village=True, pa=2,
                              whare=True)
    assert r["slots"] == 5
    assert len(r["counted"]) == 5 and r["left_out"] == ["warrior", "population"]
    assert r["extras"] == [("pa", 3), ("whare_purakau", 2)]
    assert r["total"] == 5 * 3 + 1 + 3 + 2
    level_1 = forces.defender_force([], pa=1)
    assert (level_1["slots"], level_1["total"]) == (1, 1)


def test_the_royal_guard_value_is_the_documented_assumption():
    """The rulebook gives no Royal Guard value (shared/rules/README.md): the table holds the
    4 that docs/cli.md states, above the Warrior it panics into (10.1) and equal to Elite."""
    assert forces.unit_value("royal_guard") == 4
    assert forces.unit_value("royal_guard") > forces.unit_value("warrior")


def test_10_0_scouts_and_royal_guard_always_defend_even_with_no_slots():
    r = forces.defender_force(["scout", "royal_guard", "warrior"])
    assert r["slots"] == 0
    assert [k for k, _ in r["counted"]] == ["scout", "royal_guard"]
    assert r["left_out"] == ["warrior"]


def test_10_0_defender_uses_the_best_single_leader_rating():
    leaders = [forces.leader("clan_elder", 1, 0), forces.leader("paramount_chief")]
    r = forces.defender_force(["militia"] * 4, leaders)
    assert r["slots"] == 3 and len(r["counted"]) == 3
    assert r["total"] == 3 + 0 + 2


def test_10_1_elders_need_their_values_and_bad_pieces_are_refused():
    assert "leadership" in _raises(forces.leader, "clan_elder")
    assert "needs the leadership and combat value" in _raises(forces.leader, "clan_elder", 2)
    assert "unknown unit" in _raises(forces.unit_value, "paramount_chief")  # a leader
    _raises(forces.leader, "tohunga", None, 3)
    _raises(forces.leader, "warrior")
    _raises(forces.unit_value, "knight")
    _raises(forces.defender_force, ["warrior"], (), False, 3)
    _raises(forces.leader, "clan_elder", -1, 0)


def test_the_players_own_royal_guard_value_counts_on_both_sides():
    """The rulebook never gives the Royal Guard's combat value (../shared/rules/README.md: one
    editable table, the value an assumption), so the players may set theirs. 10.0: it fills
    an attacker's slot, strongest first, and always defends."""
    table = forces.with_combat("royal_guard", 6)
    assert forces.unit_value("royal_guard", table) == 6
    assert forces.unit_value("warrior", table) == forces.unit_value("warrior")
    chief = forces.leader("paramount_chief")  # leadership 3 (8.1), combat 2 (Example 1)
    attacker = forces.attacker_force(chief, ["warrior", "royal_guard", "militia", "scout"],
                                     (), table)
    assert attacker["counted"] == [("warrior", 3), ("royal_guard", 6), ("scout", 2)]
    assert attacker["total"] == 3 + 6 + 2 + 2
    assert forces.defender_force(["royal_guard"], (), False, 0, False, table)["total"] == 6
    assert forces.defender_force(["royal_guard"])["total"] == forces.unit_value("royal_guard")
    _raises(forces.with_combat, "knight", 4)
    _raises(forces.with_combat, "royal_guard", -1)
