"""Maori rules (core/maori.py): initiative, combat, retreat and panic, side rolls and tables.

Sections and Examples cite ../shared/rules/004_098e2e0baee2cb11.txt.
"""

from core import maori
from core.dice import ScriptedDice
from core.errors import RulesError
from support.checks import raises


def _raises(fn, *args):
    return raises(RulesError, fn, *args)


def _used_all(dice):
    assert dice.remaining() == 0, "{} dice left unused".format(dice.remaining())


# ---- Combat (10.1, 13.3) ----


def test_example_1_combat_12_against_7_rolls_3_and_3():
    """Example 1: modifier 5 to the attacker, 8 against 3, the defenders retreat 2 Areas."""
    dice = ScriptedDice([3, 3])
    r = maori.combat(12, 7, dice)
    _used_all(dice)
    assert (r["modifier"], r["modifier_side"]) == (5, "attacker")
    assert (r["attacker_total"], r["defender_total"]) == (8, 3)
    assert (r["winner"], r["margin"], r["retreat_areas"]) == ("attacker", 5, 2)


def test_10_1_dice_are_attacker_first_and_the_defender_can_hold_the_modifier():
    r = maori.combat(3, 7, ScriptedDice([6, 1]))
    assert (r["attacker_roll"], r["defender_roll"]) == (6, 1)
    assert (r["modifier"], r["modifier_side"]) == (4, "defender")
    assert (r["attacker_total"], r["defender_total"], r["winner"]) == (6, 5, "attacker")
    assert (r["margin"], r["retreat_areas"]) == (1, 1)


def test_10_1_a_difference_of_1_is_a_modifier_of_1_to_either_side():
    """10.1: 'The player with the larger number subtracts the smaller', however small."""
    r = maori.combat_result(7, 6, 2, 3)
    assert (r["modifier"], r["modifier_side"], r["attacker_total"], r["winner"]) == (
        1, "attacker", 3, "defender")  # a tie at 3 goes to the defender
    r = maori.combat_result(6, 7, 3, 3)
    assert (r["modifier"], r["modifier_side"], r["defender_total"], r["winner"]) == (
        1, "defender", 4, "defender")


def test_10_1_equal_totals_give_no_modifier():
    r = maori.combat_result(5, 5, 2, 6)
    assert (r["modifier"], r["modifier_side"]) == (0, None)
    assert (r["winner"], r["margin"], r["retreat_areas"]) == ("defender", 4, 2)


def test_10_1_retreat_is_one_area_up_to_margin_3_then_half_rounded_down():
    got = [maori.retreat_areas(m) for m in range(10)]
    assert got == [1, 1, 1, 1, 2, 2, 3, 3, 4, 4]


def test_10_1_and_13_3_ties_go_to_the_defender_unless_only_the_attacker_has_a_whare():
    winners = [maori.combat_result(4, 4, 3, 3, w)["winner"] for w in maori.WHARE]
    assert winners == ["defender", "attacker", "defender", "defender"]
    r = maori.combat_result(4, 4, 3, 3, "attacker")
    assert (r["margin"], r["retreat_areas"]) == (0, 1)


def test_10_1_combat_refuses_bad_totals_dice_and_whare():
    _raises(maori.combat_result, -1, 3, 2, 2)
    for a_roll, d_roll in ((7, 2), (0, 2), (2, 7), (2, 0)):  # a six-sided die shows 1 to 6
        _raises(maori.combat_result, 3, 3, a_roll, d_roll)
    _raises(maori.combat_result, 3, 3, 2, 2, "mine")
    _raises(maori.combat, True, 3, ScriptedDice([1, 1]))


def test_odds_example_1_totals_over_the_36_outcomes():
    """10.1, Example 1's totals (12 against 7): only a 1 against a 6 (a tie at 6) holds."""
    odds = maori.combat_odds(12, 7)
    assert (odds["outcomes"], odds["attacker_wins"], odds["defender_wins"]) == (36, 35, 1)
    # margin a - d + 5; the 11 differences -5..5 occur 1,2,3,4,5,6,5,4,3,2,1 times.
    assert odds["retreat_areas"] == [[1, 10], [2, 11], [3, 9], [4, 5], [5, 1]]


def test_odds_even_totals_and_the_whare_rule():
    """10.1, 13.3: 15 of 36 pairs have the attacker higher, 6 are ties."""
    plain = maori.combat_odds(6, 6)
    assert (plain["attacker_wins"], plain["defender_wins"]) == (15, 21)
    assert plain["retreat_areas"] == [[1, 30], [2, 6]]
    whare = maori.combat_odds(6, 6, "attacker")
    assert (whare["attacker_wins"], whare["defender_wins"]) == (21, 15)
    assert maori.combat_odds(6, 6, "both")["attacker_wins"] == 15


# ---- Panic (10.1) and retreat (10.2) ----


def test_example_2_first_area_of_the_retreat():
    """Example 2: rolls 1 (Population captured), 5 (Militia to Population), 2 and 3 (one
    Warrior to Militia), 5 (Clan Elder Shaken)."""
    dice = ScriptedDice([1, 5, 2, 3, 5])
    units = ["population", "militia", "warrior", "warrior", "clan_elder"]
    step = maori.panic_area(units, 1, True, dice)
    _used_all(dice)
    got = [(r["unit"], r["roll"], r["panic"], r["becomes"], r["captured"]) for r in step["rolls"]]
    assert got == [
        ("population", 1, True, None, True),
        ("militia", 5, True, "population", False),
        ("warrior", 2, False, "warrior", False),
        ("warrior", 3, True, "militia", False),
        ("clan_elder", 5, True, "shaken_elder", False),
    ]
    assert step["units"] == ["population", "warrior", "militia", "shaken_elder"]
    assert step["captured"] == ["population"]
    assert step["leaders_captured"] == []


def test_example_3_second_area_with_the_winner_advancing():
    """Example 3: 4 on the Warrior, 6 on the Militia, 2 on the Clan Elder, 3 on the
    Population: the Population is captured by the adjacent winner."""
    dice = ScriptedDice([4, 6, 2, 3])
    step = maori.panic_area(["warrior", "militia", "shaken_elder", "population"], 2,
                            maori.pursuers_adjacent(2, 1), dice)
    _used_all(dice)
    assert step["pursuers_adjacent"] is True
    assert [r["panic"] for r in step["rolls"]] == [False, False, False, True]
    assert step["units"] == ["warrior", "militia", "shaken_elder"]
    assert step["captured"] == ["population"]


def test_example_3_without_the_advance_the_population_is_unharmed():
    """Example 3: "If the enemy Units had chosen not to advance, the Population would have
    suffered no ill effects from Panicking.\""""
    step = maori.panic_area(["warrior", "militia", "shaken_elder", "population"], 2,
                            maori.pursuers_adjacent(2, 0), ScriptedDice([4, 6, 2, 3]))
    assert step["pursuers_adjacent"] is False
    assert step["rolls"][3]["panic"] is True and step["rolls"][3]["becomes"] == "population"
    assert step["units"] == ["warrior", "militia", "shaken_elder", "population"]
    assert step["captured"] == []


def test_examples_2_and_3_as_one_retreat_of_two_areas():
    """Examples 2 and 3: two Areas, the winner advancing into the first vacated Area."""
    dice = ScriptedDice([1, 5, 2, 3, 5, 3, 4, 6, 2])
    r = maori.retreat(["population", "militia", "warrior", "warrior", "clan_elder"], 2, 1, dice)
    _used_all(dice)
    assert [a["area"] for a in r["areas"]] == [1, 2]
    assert [a["pursuers_adjacent"] for a in r["areas"]] == [True, True]
    assert [x["unit"] for x in r["areas"][1]["rolls"]] == [
        "population", "warrior", "militia", "shaken_elder"]
    assert r["survivors"] == ["warrior", "militia", "shaken_elder"]
    assert r["captured"] == ["population", "population"]


def test_10_1_pursuers_are_adjacent_in_area_1_and_then_only_while_advancing():
    assert [maori.pursuers_adjacent(k, 0) for k in (1, 2, 3)] == [True, False, False]
    assert [maori.pursuers_adjacent(k, 1) for k in (1, 2, 3)] == [True, True, False]
    assert [maori.pursuers_adjacent(k, 2) for k in (1, 2, 3)] == [True, True, True]


def test_10_1_every_downgrade_on_an_odd_roll():
    kinds = ["royal_guard", "elite", "warrior", "scout", "militia", "clan_elder"]
    step = maori.panic_area(kinds, 1, True, ScriptedDice([1, 3, 5, 1, 3, 5]))
    assert step["units"] == ["warrior", "militia", "militia", "militia", "population",
                             "shaken_elder"]


def test_10_1_even_rolls_are_steady():
    kinds = ["royal_guard", "elite", "scout", "population", "shaken_elder"]
    step = maori.panic_area(kinds, 1, True, ScriptedDice([2, 4, 6, 2, 4]))
    assert step["units"] == kinds
    assert [r["panic"] for r in step["rolls"]] == [False] * 5


def test_10_1_a_shaken_elder_is_captured_only_by_adjacent_pursuers():
    near = maori.panic_area(["shaken_elder", "warrior"], 1, True, ScriptedDice([3, 2]))
    assert near["captured"] == ["shaken_elder"] and near["units"] == ["warrior"]
    far = maori.panic_area(["shaken_elder", "warrior"], 2, False, ScriptedDice([3, 2]))
    assert far["captured"] == [] and far["units"] == ["shaken_elder", "warrior"]


def test_10_1_a_downgraded_unit_rolls_again_as_what_it_became():
    dice = ScriptedDice([1, 1, 1, 1])
    r = maori.retreat(["royal_guard"], 4, 3, dice)
    _used_all(dice)
    assert [a["rolls"][0]["unit"] for a in r["areas"]] == [
        "royal_guard", "warrior", "militia", "population"]
    assert r["survivors"] == [] and r["captured"] == ["population"]


def test_10_1_chief_and_tohunga_never_roll_and_use_no_dice():
    dice = ScriptedDice([2, 4])
    r = maori.retreat(["paramount_chief", "warrior", "tohunga"], 2, 0, dice)
    _used_all(dice)
    assert [len(a["rolls"]) for a in r["areas"]] == [1, 1]
    assert r["survivors"] == ["paramount_chief", "warrior", "tohunga"]


def test_10_1_a_leader_left_alone_next_to_pursuers_is_captured():
    step = maori.panic_area(["clan_elder", "population"], 1, True, ScriptedDice([2, 1]))
    assert step["leaders_captured"] == ["clan_elder"]
    assert step["captured"] == ["population", "clan_elder"]
    assert step["units"] == []


def test_10_1_a_leader_alone_away_from_pursuers_goes_on():
    r = maori.retreat(["paramount_chief", "population"], 2, 0, ScriptedDice([4, 1]))
    assert r["areas"][1]["leaders_captured"] == []
    assert r["survivors"] == ["paramount_chief", "population"]


def test_10_1_a_chief_retreating_with_only_his_tohunga_is_alone():
    r = maori.retreat(["paramount_chief", "tohunga"], 1, 0, ScriptedDice([]))
    assert r["areas"][0]["leaders_captured"] == ["paramount_chief", "tohunga"]
    assert r["captured"] == ["paramount_chief", "tohunga"] and r["survivors"] == []


def test_10_2_the_retreat_stops_when_nothing_is_left():
    dice = ScriptedDice([1])
    r = maori.retreat(["population"], 3, 2, dice)
    _used_all(dice)
    assert len(r["areas"]) == 1 and r["captured"] == ["population"]


def test_10_1_retreat_refuses_bad_input():
    assert "pursuit" in _raises(maori.retreat, ["warrior"], 2, 2, ScriptedDice([2, 2]))
    assert "pursuit" in _raises(maori.retreat, ["warrior"], 2, -1, ScriptedDice([2, 2]))
    assert "knight" in _raises(maori.retreat, ["knight"], 1, 0, ScriptedDice([2]))
    _raises(maori.retreat, [], 1, 0, ScriptedDice([2]))
    _raises(maori.retreat, ["warrior"], 0, 0, ScriptedDice([2]))


def test_10_2_sea_retreat_rolls_twice_at_boarding_when_two_areas_are_due():
    dice = ScriptedDice([3, 1, 2])
    r = maori.sea_retreat(["warrior", "population"], 3, dice, ["elite"])
    _used_all(dice)
    assert len(r["boardings"]) == 2
    assert r["boardings"][0]["rolls"][1]["captured"] is True
    assert r["captured"] == ["population"]
    assert r["survivors"] == ["militia"] and r["paddlers"] == 1
    assert r["left_behind"] == ["elite"]


def test_10_2_sea_retreat_rolls_twice_when_exactly_two_areas_are_due():
    """10.2: 'two or more Areas': 2 is the smallest result that gives the second roll."""
    dice = ScriptedDice([1, 3])
    r = maori.sea_retreat(["warrior"], 2, dice)
    _used_all(dice)
    assert len(r["boardings"]) == 2
    assert r["survivors"] == ["population"] and r["paddlers"] == 0


def test_10_2_sea_retreat_rolls_once_for_one_area():
    dice = ScriptedDice([1])
    r = maori.sea_retreat(["militia"], 1, dice)
    _used_all(dice)
    assert len(r["boardings"]) == 1
    assert r["survivors"] == ["population"] and r["paddlers"] == 0
    _raises(maori.sea_retreat, ["militia"], 1, ScriptedDice([2]), ["paramount_chief"])
    assert "Areas due" in _raises(maori.sea_retreat, ["militia"], 0, ScriptedDice([2]))


def test_10_2_every_combat_unit_paddles_and_population_does_not():
    """10.2 and 9.1: a canoe needs a Combat Unit to paddle; 2.1: all Units but Population are
    Combat Units."""
    kinds = ["royal_guard", "elite", "warrior", "scout", "militia", "population", "clan_elder"]
    r = maori.sea_retreat(kinds, 1, ScriptedDice([2] * 7))
    assert r["survivors"] == kinds and r["paddlers"] == 5


# ---- Initiative (5.0) ----


def test_5_0_villages_subtract_and_ties_reroll_without_modifiers():
    dice = ScriptedDice([6, 4, 5, 3, 3, 1, 2, 5])
    r = maori.initiative([2, 0, 1], dice)
    _used_all(dice)
    first, second, third = r["rounds"]
    assert first == {"players": [0, 1, 2], "rolls": [6, 4, 5], "scores": [4, 4, 4]}
    assert second == {"players": [0, 1, 2], "rolls": [3, 3, 1], "scores": [3, 3, 1]}
    assert third == {"players": [0, 1], "rolls": [2, 5], "scores": [2, 5]}
    assert r["winner"] == 1


def test_5_0_a_clear_first_round_ends_initiative():
    r = maori.initiative([0, 3], ScriptedDice([2, 4]))
    assert r["rounds"][0]["scores"] == [2, 1] and r["winner"] == 0
    assert len(r["rounds"]) == 1


def test_5_0_initiative_needs_two_to_four_players():
    _raises(maori.initiative, [1], ScriptedDice([1]))
    _raises(maori.initiative, [0, 0, 0, 0, 0], ScriptedDice([1] * 5))
    _raises(maori.initiative, [0, -1], ScriptedDice([1, 1]))


# ---- Side rolls (7.0, 12.1, 12.2, 12.3) ----


def test_12_1_captured_clan_elder_odd_removed_even_joins():
    assert maori.captured_elder(ScriptedDice([3]))["result"] == "removed"
    assert maori.captured_elder(ScriptedDice([6]))["result"] == "joins"


def test_12_2_tohunga_returns_on_even():
    assert [maori.tohunga_return(ScriptedDice([n]))["returns"] for n in range(1, 7)] == [
        False, True, False, True, False, True]


def test_12_3_chief_captured_one_roll_per_unit_elder_and_village():
    dice = ScriptedDice([1, 2, 5, 4])
    r = maori.chief_captured(["warrior", "clan_elder", "village", "population"], dice)
    _used_all(dice)
    assert [x["result"] for x in r["rolls"]] == ["removed", "captor", "removed", "captor"]
    _raises(maori.chief_captured, ["paramount_chief"], ScriptedDice([2]))


def test_7_0_new_iwi_with_the_chief_gives_an_elder_on_even():
    assert maori.new_iwi_elder(ScriptedDice([4]))["elder"] is True
    assert maori.new_iwi_elder(ScriptedDice([1]))["elder"] is False


# ---- Tables (6.0, 14.0, 15.1, 15.5) ----


def test_6_0_hand_size_halves_round_up_plus_the_chief():
    assert maori.hand_size(1, 1) == 2
    assert maori.hand_size(3, 2) == 4
    assert maori.hand_size(0, 0) == 1
    assert maori.hand_size(19, 19) == 20
    _raises(maori.hand_size, 20, 0)
    _raises(maori.hand_size, 1, -1)


def test_14_0_victory_levels_at_every_boundary():
    got = [maori.victory_level(n) for n in (19, 15, 14, 12, 11, 8, 7, 5, 4, 1, 0)]
    assert got == ["Total Victory", "Total Victory", "Substantive Victory",
                   "Substantive Victory", "Marginal Victory", "Marginal Victory",
                   "Marginal Defeat", "Marginal Defeat", "Substantive Defeat",
                   "Substantive Defeat", "Total Defeat"]
    assert maori.victory_level(16, chief_captured=True) == "Total Defeat"
    _raises(maori.victory_level, 20)


def test_14_0_victory_ties_broken_by_areas_then_villages():
    players = [(9, 12, 3, False), (10, 12, 4, False), (16, 20, 1, False), (9, 12, 3, False),
               (17, 22, 5, True)]
    assert maori.victory_order(players) == [[2], [1], [0, 3], [4]]


def test_14_0_more_areas_win_a_tie_of_levels_before_villages_count():
    """14.0: 'compare the precise number of Areas Controlled' first; Villages only after."""
    players = [(12, 14, 6, False), (13, 15, 1, False), (12, 13, 9, False)]
    assert maori.victory_order(players) == [[1], [0], [2]]


def test_15_1_solitaire_iwi_without_the_minus_2():
    assert maori.solitaire_iwi(1, ScriptedDice([3]))["modified"] == 1  # one neutral Iwi left
    _raises(maori.solitaire_iwi, 0, ScriptedDice([3]))  # none left: nothing to take
    r = maori.solitaire_iwi(9, ScriptedDice([3]))
    assert (r["roll"], r["modified"], r["result"], r["extra_warrior"]) == (3, 3, 3, False)


def test_15_1_solitaire_iwi_minus_2_zero_counts_as_2_and_minus_1_as_1_plus_a_warrior():
    got = []
    for roll in range(1, 7):
        r = maori.solitaire_iwi(8, ScriptedDice([roll]))
        got.append((r["modified"], r["result"], r["extra_warrior"]))
    assert got == [(-1, 1, True), (0, 2, False), (1, 1, False), (2, 2, False), (3, 3, False),
                   (4, 4, False)]
    assert maori.SOLITAIRE_IWI_TEXT[5] == maori.SOLITAIRE_IWI_TEXT[3]


def test_15_1_every_line_of_the_solitaire_table_names_its_pieces():
    """15.1, results 1 to 6, each checked for the words and pieces the rulebook lists."""
    table = (
        ("hostile, armed and developed", "Clan Elder", "Elite Troops", "Warrior", "Village",
         "Pa level 1"),
        ("friendly", "3 Population", "Special Event"),
        ("hostile and armed", "2 Warriors", "1 Population"),
        ("very friendly", "3 Population", "Clan Elder", "Special Event"),
        ("hostile but unarmed", "3 Population"),
        ("very friendly", "3 Population", "Clan Elder", "Special Event"),  # "same as 4"
    )
    assert len(maori.SOLITAIRE_IWI_TEXT) == len(table)
    for text, words in zip(maori.SOLITAIRE_IWI_TEXT, table):
        assert text.startswith(words[0] + ":"), text
        for word in words[1:]:
            assert word in text, (word, text)
    assert "hostile" not in maori.SOLITAIRE_IWI_TEXT[1] + maori.SOLITAIRE_IWI_TEXT[3]


def test_15_5_play_this_card_now_rolls_1_and_3_and_advances_the_marker():
    effects = [maori.card_now(0, 10, ScriptedDice([n]))["effect"] for n in range(1, 7)]
    assert effects == ["new_hostile_iwi", None, "activate_all", None, None, None]
    r = maori.card_now(4, 10, ScriptedDice([2]))
    assert (r["position"], r["game_over"]) == (5, False)


def test_15_5_and_11_0_the_marker_reaching_game_end_ends_the_game_without_a_roll():
    dice = ScriptedDice([])
    r = maori.card_now(9, 10, dice)
    assert (r["position"], r["game_over"], r["roll"]) == (10, True, None)
    _raises(maori.card_now, 10, 10, dice)
    assert "track length" in _raises(maori.card_now, 0, 0, dice)
    _raises(maori.card_now, -1, 10, dice)
    r = maori.card_now(0, 1, dice)  # a track of one space: the first such card ends the game
    assert (r["position"], r["game_over"]) == (1, True)
