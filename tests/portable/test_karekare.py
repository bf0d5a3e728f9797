"""Karekare rules: setup numbers, the action table, eras, corrections and the journal.

Each test names the rulebook section it checks (000_88847eb29f9075ad.txt).
"""

from core import karekare
from core.dice import DiceError, ScriptedDice
from core.errors import RulesError
from support.checks import raises
from support.played import Played, load

RONGA, KUTAROA = 0, 1




def _ledger(played, player):
    """A player's ledger as the device reads it: the game replayed, following that player."""
    return karekare.ledger(played.replay(lambda s: karekare.follow_ledger(s, player)), player)

def _game(players=("Ronga", "Kutaroa"), tracking=1, first=0):
    return Played(karekare, karekare.make_settings(list(players), tracking, first))


def _act(session, player, placed, near, owner=None, field=None):
    session.do(karekare.act_action(session.state, player, placed, near, owner, field))
    return session.history()[-1]


def _me(session, player=RONGA):
    return session.standings()["players"][player]


def _to_last_era(session, first=0):
    """Score eras 1 and 2 with the pieces counted, naming the next first player."""
    for _ in range(2):
        session.do(karekare.era_end_action(session.state, first=first))


def _to_bonus(session):
    _to_last_era(session)
    session.do(karekare.last_action(session.state))
    session.do(karekare.era_end_action(session.state))


# --- Setup ---------------------------------------------------------------------------------


def test_setup_numbers_for_2_3_and_4_players():
    """Setup: draft 2 x players, 3 piles of 8/12/16, 3 starting tiles; Contents: 70 tiles."""
    expected = {2: (4, 8, 31, 39), 3: (6, 12, 45, 25), 4: (8, 16, 59, 11)}
    for count, (draft, pile, used, returned) in expected.items():
        session = _game(karekare.TRIBES[:count])
        setup = session.standings()["setup"]
        assert setup["draft_tiles"] == draft
        assert setup["pile_size"] == pile
        assert setup["piles"] == 3
        assert setup["starting_tiles"] == 3
        assert setup["tiles_used"] == used
        assert setup["tiles_returned"] == returned
        assert setup["tiles_used"] + setup["tiles_returned"] == 70


def test_snake_draft_order_starts_with_the_first_player():
    """Setup: the starting player picks first, clockwise; the second picks go back from the last."""
    assert karekare.draft_order(3, 1) == [1, 2, 0, 0, 2, 1]
    assert karekare.draft_order(2) == [0, 1, 1, 0]
    session = _game(("Tangariki", "Kutaroa", "Maoipe", "Ronga"), first=2)
    assert session.standings()["setup"]["draft_order"] == [
        "Maoipe", "Ronga", "Tangariki", "Kutaroa", "Kutaroa", "Tangariki", "Ronga", "Maoipe"]


def test_each_tribe_starts_with_3_timber_1_sweet_potato_and_its_pieces():
    """Setup: three timber, one sweet potato, 6 huts, 6 canoes, 4 field markers; honor at 0;
    nobody has won yet."""
    assert (_game().standings()["winners"], _game().standings()["win_by"]) == ([], "")
    for player in _game().standings()["players"]:
        assert (player["honor"], player["timber"], player["sweet_potato"]) == (0, 3, 1)
        pieces = (player["huts_supply"], player["canoes_supply"], player["field_markers"])
        assert pieces == (6, 6, 0)


def test_settings_are_checked():
    """Setup / The Tribes: 2-4 players, each one of the four tribes, once."""
    assert "2 to 4" in raises(RulesError, karekare.new_state, {"players": ["Ronga"]})
    five = {"players": ["Ronga", "Kutaroa", "Maoipe", "Tangariki", "Ronga"]}
    assert "2 to 4" in raises(RulesError, karekare.new_state, five)
    assert "unknown tribe" in raises(RulesError, karekare.new_state, {"players": ["Ronga", "X"]})
    assert "twice" in raises(RulesError, karekare.new_state, {"players": ["Ronga", "Ronga"]})
    bad_flag = {"players": ["Ronga", "Maoipe"], "tracking": True}
    assert "tracking" in raises(RulesError, karekare.new_state, bad_flag)
    assert "unknown setting" in raises(
        RulesError, karekare.new_state, {"players": ["Ronga", "Maoipe"], "extra": 1})
    assert "colour" in raises(
        RulesError, karekare.new_state, {"players": ["Ronga", "Maoipe"], "colours": ["red"]})
    karekare.new_state({"players": ["Ronga", "Maoipe"], "colours": ["red", "x" * 12]})
    for colours in (["red", ""], ["red", 5], ["red", "x" * 13], ["red", "blue", "green"]):
        assert "colour" in raises(RulesError, karekare.new_state,
                                  {"players": ["Ronga", "Maoipe"], "colours": colours})
    for first in (-1, 2, 3):  # Setup: the starting player is one of the two at the table
        assert "first player is a number from 0 to 1" in raises(
            RulesError, karekare.new_state, {"players": ["Ronga", "Maoipe"], "first": first})


def test_resources_are_counted_unless_the_table_says_not():
    """Setup: three timber and one sweet potato in each personal supply, counted by default."""
    state = karekare.new_state({"players": ["Ronga", "Maoipe"]})
    assert (state.tracking, state.timber, state.sweet) == (1, [3, 3], [1, 1])
    assert state.first == 0  # the table drew the first listed unless it says otherwise


def test_colours_are_a_setting_because_the_rulebook_names_none():
    """Contents: a summary card shows 'the color of your pieces', but no colour is named."""
    settings = karekare.make_settings(["Ronga", "Maoipe"], colours=["green", "blue"])
    players = Played(karekare, settings).standings()["players"]
    assert [p["colour"] for p in players] == ["green", "blue"]


def test_the_starting_player_is_drawn_with_a_d6():
    """Setup: 'Choose a starting player randomly'; with 3 players the faces split 1-2/3-4/5-6."""
    assert karekare.make_settings(["Ronga", "Maoipe"])["first"] == 0  # drawn at the table
    settings = karekare.make_settings(["Ronga", "Maoipe", "Kutaroa"], dice=ScriptedDice([5]))
    assert settings["first"] == 2
    assert Played(karekare, settings).standings()["first"] == "Kutaroa"


def test_draw_splits_the_faces_and_rolls_again_never_modulo():
    """The End of an Era: 'decide at random between the tied players' - a fair d6 draw."""
    assert karekare.draw(["a"], ScriptedDice([6])) == "a"  # one candidate: any face
    assert karekare.draw(list("abcdef"), ScriptedDice([4])) == "d"  # six: one face each
    for nobody_or_seven in ([], list("abcdefg")):
        assert "1 to 6" in raises(RulesError, karekare.draw, nobody_or_seven, ScriptedDice([1]))
    assert karekare.draw(["a", "b"], ScriptedDice([3])) == "a"
    assert karekare.draw(["a", "b"], ScriptedDice([4])) == "b"
    dice = ScriptedDice([6, 5, 4])
    assert karekare.draw(["a", "b", "c", "d"], dice) == "d"  # 5 and 6 name no player: again
    assert dice.remaining() == 0
    assert "ran out" in raises(DiceError, karekare.draw, ["a", "b", "c", "d"], ScriptedDice([5]))


# --- The Actions ----------------------------------------------------------------------------


def test_forest_next_to_forest_or_field_takes_timber():
    """The Actions, FOREST: next to a forest take 2 timber, next to a field take 1."""
    session = _game()
    assert _act(session, RONGA, "forest", "forest") == "Ronga +2 timber: forest next to forest"
    _act(session, RONGA, "forest", "field")
    assert _me(session)["timber"] == 3 + 2 + 1


def test_forest_next_to_water_replaces_another_players_canoe():
    """The Actions, FOREST next to water: pay 1 timber, replace another player's canoe."""
    session = _game()
    _act(session, KUTAROA, "water", "forest")
    line = _act(session, RONGA, "forest", "water", KUTAROA)
    assert line == "Ronga -1 timber, canoe replaces Kutaroa's: forest next to water"
    assert (_me(session)["timber"], _me(session)["canoes_placed"]) == (2, 1)
    kutaroa = _me(session, KUTAROA)
    assert (kutaroa["canoes_placed"], kutaroa["canoes_supply"]) == (0, 6)
    assert "another player" in raises(
        RulesError, karekare.act_action, session.state, RONGA, "forest", "water", RONGA)
    assert "another player" in raises(
        RulesError, karekare.act_action, session.state, RONGA, "forest", "water", KUTAROA)


def test_the_last_canoe_in_supply_can_replace_one():
    """The Actions, FOREST next to water, and Attention: a canoe in supply may be placed, even
    the last one."""
    session = _game()
    session.do(karekare.supply_action(session.state, RONGA, 9, 1))
    _act(session, KUTAROA, "water", "forest")
    _act(session, KUTAROA, "water", "forest")  # with two on tiles, one may still be replaced
    for _ in range(5):
        _act(session, RONGA, "water", "forest")
    _act(session, RONGA, "forest", "water", KUTAROA)
    assert (_me(session)["canoes_placed"], _me(session)["canoes_supply"]) == (6, 0)


def test_a_tile_next_to_a_hill_earns_2_or_3_with_own_hut():
    """The Actions, FOREST/FIELD/WATER next to a hill: 2 honor with another's hut, 3 with own."""
    session = _game()
    _act(session, RONGA, "forest", "forest")
    _act(session, RONGA, "hill", "forest")
    for placed in ("forest", "field", "water"):
        assert _act(session, RONGA, placed, "hill", RONGA).startswith("Ronga +3 honor: ")
        line = _act(session, KUTAROA, placed, "hill", RONGA)
        assert line == "Kutaroa +2 honor: {} next to hill with Ronga's hut".format(placed)
    assert (_me(session)["honor"], _me(session, KUTAROA)["honor"]) == (9, 6)
    assert "no hut" in raises(
        RulesError, karekare.act_action, session.state, RONGA, "water", "hill", KUTAROA)
    assert "whose hut" in raises(
        RulesError, karekare.act_action, session.state, RONGA, "water", "hill")
    session.do(karekare.supply_action(session.state, KUTAROA, 4, 1))
    _act(session, KUTAROA, "hill", "forest")
    line = _act(session, RONGA, "field", "hill", KUTAROA)
    assert line == "Ronga +2 honor: field next to hill with Kutaroa's hut"


def test_field_next_to_forest_takes_2_sweet_potato():
    """The Actions, FIELD next to a forest: take 2 sweet potato."""
    session = _game()
    _act(session, RONGA, "field", "forest")
    assert _me(session)["sweet_potato"] == 3


def test_field_next_to_field_places_a_marker_with_sweet_potato_per_player():
    """The Actions, FIELD next to a field: pay 1 sweet potato, a marker and 1 sweet potato per
    player on the field, 2 honor; Contents: 4 field markers per tribe."""
    session = _game(("Ronga", "Kutaroa", "Maoipe"))
    line = _act(session, RONGA, "field", "field")
    assert line == ("Ronga +2 honor, -1 sweet potato, field marker 1 placed with 3 sweet potato: "
                    "field next to field")
    me = _me(session)
    assert (me["honor"], me["sweet_potato"], me["field_markers"]) == (2, 0, 1)
    assert me["field_sweet_potato"] == [3]
    assert "needs 1" in raises(
        RulesError, karekare.act_action, session.state, RONGA, "field", "field")
    session.do(karekare.supply_action(session.state, RONGA, 0, 9))
    for _ in range(3):
        _act(session, RONGA, "field", "field")
    assert _me(session)["field_markers"] == 4
    assert "no field marker" in raises(
        RulesError, karekare.act_action, session.state, RONGA, "field", "field")


def test_field_next_to_water_recovers_own_canoe_for_5_honor():
    """The Actions, FIELD next to water: pay 1 sweet potato, recover your own canoe, 5 honor."""
    session = _game()
    assert "no field marker placed" in raises(
        RulesError, karekare.act_action, session.state, RONGA, "water", "field", KUTAROA)
    assert "no canoe on a tile" in raises(
        RulesError, karekare.act_action, session.state, RONGA, "field", "water")
    _act(session, RONGA, "water", "forest")
    line = _act(session, RONGA, "field", "water")
    assert line == "Ronga +5 honor, -1 sweet potato, canoe back to supply: field next to water"
    me = _me(session)
    assert (me["honor"], me["sweet_potato"], me["canoes_placed"], me["canoes_supply"]) == (
        5, 0, 0, 6)


def test_water_next_to_forest_places_a_canoe_free():
    """The Actions, WATER next to a forest: you may place one of your canoes."""
    session = _game()
    assert _act(session, RONGA, "water", "forest") == "Ronga canoe placed: water next to forest"
    me = _me(session)
    assert (me["canoes_placed"], me["canoes_supply"], me["timber"]) == (1, 5, 3)


def test_water_next_to_water_pays_1_timber_for_a_canoe():
    """The Actions, WATER next to water: pay 1 timber, place 1 canoe."""
    session = _game()
    assert _act(session, RONGA, "water", "water") == (
        "Ronga -1 timber, canoe placed: water next to water")
    assert (_me(session)["timber"], _me(session)["canoes_placed"]) == (2, 1)


def test_water_next_to_a_field_takes_1_from_others_and_all_from_own():
    """The Actions, WATER next to a field: 1 sweet potato from another's field, all from own;
    the marker stays."""
    session = _game()
    _act(session, KUTAROA, "field", "field")  # Kutaroa's field 1 holds 2 (two players)
    line = _act(session, RONGA, "water", "field", KUTAROA)
    assert line == "Ronga +1 sweet potato from Kutaroa's field 1: water next to field"
    assert _me(session)["sweet_potato"] == 2
    assert _me(session, KUTAROA)["field_sweet_potato"] == [1]
    line = _act(session, KUTAROA, "water", "field", KUTAROA)
    assert line == "Kutaroa +1 sweet potato from own field 1: water next to field"
    assert _me(session, KUTAROA)["field_sweet_potato"] == [0]
    assert _me(session, KUTAROA)["field_markers"] == 1
    assert "no sweet potato left" in raises(
        RulesError, karekare.act_action, session.state, RONGA, "water", "field", KUTAROA)
    _act(session, RONGA, "field", "field")
    line = _act(session, KUTAROA, "water", "field", RONGA)
    assert line == "Kutaroa +1 sweet potato from Ronga's field 1: water next to field"


def test_water_next_to_a_field_names_the_field_when_there_are_several():
    """The Actions, WATER next to a field: each marked field holds its own sweet potato."""
    session = _game()
    session.do(karekare.supply_action(session.state, KUTAROA, 3, 5))
    _act(session, KUTAROA, "field", "field")
    _act(session, KUTAROA, "field", "field")
    _act(session, KUTAROA, "water", "field", KUTAROA, 1)  # takes all 2 of field 2
    assert _me(session, KUTAROA)["field_sweet_potato"] == [2, 0]
    assert "which of Kutaroa's 2 fields" in raises(
        RulesError, karekare.act_action, session.state, RONGA, "water", "field", KUTAROA)
    assert "no field 3" in raises(
        RulesError, karekare.act_action, session.state, RONGA, "water", "field", KUTAROA, 2)
    assert "no field 0" in raises(
        RulesError, karekare.act_action, session.state, RONGA, "water", "field", KUTAROA, -1)


def test_hill_next_to_forest_field_water_or_hill_places_a_hut_at_a_price():
    """The Actions, HILL: 4 timber / 2 sweet potato / a canoe to the box / a hut to the box."""
    session = _game()
    session.do(karekare.supply_action(session.state, RONGA, 4, 2))
    assert _act(session, RONGA, "hill", "forest") == (
        "Ronga -4 timber, hut placed: hill next to forest")
    assert _act(session, RONGA, "hill", "field") == (
        "Ronga -2 sweet potato, hut placed: hill next to field")
    assert _act(session, RONGA, "hill", "water") == (
        "Ronga canoe to the box, hut placed: hill next to water")
    assert _act(session, RONGA, "hill", "hill") == (
        "Ronga hut to the box, hut placed: hill next to hill")
    me = _me(session)
    assert (me["timber"], me["sweet_potato"]) == (0, 0)
    assert (me["huts_placed"], me["huts_boxed"], me["huts_supply"]) == (4, 1, 1)
    assert (me["canoes_boxed"], me["canoes_supply"]) == (1, 5)
    # hill next to hill needs two huts in supply: one to the box, one to place
    assert "no hut left" in raises(
        RulesError, karekare.act_action, session.state, RONGA, "hill", "hill")


def test_huts_and_canoes_are_limited_to_6():
    """The Actions, Attention: if you run out you cannot place more; recovered canoes return."""
    session = _game()
    for _ in range(6):
        _act(session, RONGA, "water", "forest")
    assert _me(session)["canoes_supply"] == 0
    assert "no canoe left" in raises(
        RulesError, karekare.act_action, session.state, RONGA, "water", "forest")
    _act(session, RONGA, "field", "water")  # a recovered canoe may be used again
    _act(session, RONGA, "water", "forest")
    assert _me(session)["canoes_placed"] == 6
    session.do(karekare.supply_action(session.state, RONGA, 24, 0))
    for _ in range(6):
        _act(session, RONGA, "hill", "forest")
    assert "no hut left" in raises(
        RulesError, karekare.act_action, session.state, RONGA, "hill", "forest")


def test_the_last_hut_can_go_next_to_water():
    """The Actions, HILL next to water: one canoe to the box and one hut placed; only a hill
    next to a hill needs a second hut in supply."""
    session = _game()
    session.do(karekare.supply_action(session.state, RONGA, 20, 0))
    for _ in range(5):
        _act(session, RONGA, "hill", "forest")
    _act(session, RONGA, "hill", "water")
    assert (_me(session)["huts_placed"], _me(session)["huts_supply"]) == (6, 0)


def test_a_hill_next_to_a_hill_takes_the_last_two_huts():
    """The Actions, HILL next to a hill: one hut to the box and one placed; two are enough."""
    session = _game()
    session.do(karekare.supply_action(session.state, RONGA, 16, 0))
    for _ in range(4):
        _act(session, RONGA, "hill", "forest")
    _act(session, RONGA, "hill", "hill")
    me = _me(session)
    assert (me["huts_placed"], me["huts_boxed"], me["huts_supply"]) == (5, 1, 0)


def test_hill_next_to_water_needs_a_canoe_in_supply():
    """The Actions, HILL next to water: 'Return 1 canoe from your personal supply': the last one
    may go; then there is none to return, and the hut stays in supply."""
    session = _game()
    for _ in range(5):
        _act(session, RONGA, "water", "forest")
    _act(session, RONGA, "hill", "water")
    assert "no canoe in supply" in raises(
        RulesError, karekare.act_action, session.state, RONGA, "hill", "water")
    me = _me(session)
    assert (me["huts_placed"], me["canoes_supply"], me["canoes_boxed"]) == (1, 0, 1)


def test_tracked_resources_must_be_paid():
    """The Actions: 'Pay 4 timber tokens from your personal supply' - 3 is not enough."""
    session = _game()
    message = raises(RulesError, session.do, ("act", RONGA, "hill", "forest"))
    assert message == "Ronga has 3 timber, needs 4"
    assert session.actions == []


def test_without_tracking_nothing_is_refused_for_lack_of_resources():
    """Setup: resources sit in each personal supply on the table; untracked, they are not
    counted, so a hill next to a forest is accepted on 3 timber."""
    session = _game(tracking=0)
    _act(session, RONGA, "hill", "forest")
    _act(session, KUTAROA, "field", "field")
    line = _act(session, RONGA, "water", "field", KUTAROA)
    assert line == "Ronga takes 1 sweet potato from Kutaroa's field 1: water next to field"
    _act(session, RONGA, "field", "field")
    line = _act(session, KUTAROA, "water", "field", RONGA)
    assert line == "Kutaroa takes 1 sweet potato from Ronga's field 1: water next to field"
    line = _act(session, RONGA, "water", "field", RONGA)
    assert line == "Ronga takes all sweet potato from own field 1: water next to field"
    me = _me(session)
    assert (me["timber"], me["sweet_potato"], me["field_sweet_potato"]) == (None, None, None)
    assert me["huts_placed"] == 1
    assert "not tracked" in raises(
        RulesError, karekare.supply_action, session.state, RONGA, 1, 1)


def test_action_arguments_are_checked():
    """The Actions: only the four land tiles, and the values each line of the table needs."""
    session = _game()
    for action in (("act", RONGA, "forest"), ("act", 5, "forest", "forest"),
                   ("act", RONGA, "sea", "forest"), ("act", RONGA, "forest", "forest", 1),
                   ("act", True, "forest", "forest"), ("act", -1, "forest", "forest"),
                   ("jump", RONGA), (["act"], RONGA),
                   ("act", RONGA, "water", "field", KUTAROA, 0), ("act", RONGA, "forest", "water"),
                   ("honor", RONGA, 2), ("honor", RONGA, 2, "why", 0)):
        raises(RulesError, session.do, action)
    assert session.actions == []
    for action in (("act", 2, "forest", "forest"), ("jump", RONGA), (["act"], RONGA), ()):
        raises(RulesError, karekare.describe, session.state, action)  # the screens call it
    assert raises(
        RulesError, karekare.describe, session.state, ("jump", RONGA)) == "unknown action 'jump'"


# --- Honor, corrections and supplies ------------------------------------------------------


def test_honor_never_drops_below_0_and_every_change_has_a_reason():
    """Setup: honor tokens start on 0 of the Honor score board; a correction cannot go under."""
    session = _game()
    _act(session, RONGA, "water", "forest")
    _act(session, RONGA, "field", "water")
    session.do(karekare.honor_action(session.state, RONGA, -2, "miscounted"))
    assert session.history()[-1] == "Ronga -2 honor: correction (miscounted)"
    assert _ledger(session, RONGA) == [
        [5, "field next to water"], [-2, "correction (miscounted)"]]
    assert _me(session)["honor"] == 3
    assert "below 0" in raises(
        RulesError, karekare.honor_action, session.state, RONGA, -4, "")
    session.do(karekare.honor_action(session.state, RONGA, -3, "down to the 0 space"))
    assert _me(session)["honor"] == 0  # the 0 space itself is on the board
    assert "not 0" in raises(RulesError, karekare.honor_action, session.state, RONGA, 0, "")
    assert "ASCII" in raises(
        RulesError, karekare.honor_action, session.state, RONGA, 1, "caf\u00e9")
    karekare.honor_action(session.state, RONGA, 1, "x" * 40)
    karekare.honor_action(session.state, RONGA, 1, " ~")  # the printable ASCII ends
    for control in ("\x1f", "\x7f"):
        assert "ASCII" in raises(
            RulesError, karekare.honor_action, session.state, RONGA, 1, control)
    for reason in ("x" * 41, "x" * 60):
        assert "at most 40" in raises(
            RulesError, karekare.honor_action, session.state, RONGA, 1, reason)


def test_supply_sets_the_counted_tokens_and_x5_tokens_count_5():
    """Setup: a x5 token stands for 5 timber or sweet potato in the personal supply."""
    session = _game()
    session.do(karekare.supply_action(session.state, KUTAROA, 12, 5))
    assert session.history()[-1] == (
        "Kutaroa supply set to 12 timber, 5 sweet potato (was 3, 1)")
    assert (_me(session, KUTAROA)["timber"], _me(session, KUTAROA)["sweet_potato"]) == (12, 5)
    assert "0 or more" in raises(
        RulesError, karekare.supply_action, session.state, KUTAROA, -1, 0)
    for short_or_long in (("supply", KUTAROA, 12), ("supply", KUTAROA, 12, 5, 0)):
        assert "the timber and the sweet potato" in raises(RulesError, session.do, short_or_long)


# --- Eras, the final turn and the end ---------------------------------------------------------


def test_era_scoring_counts_4_per_canoe_and_3_per_hut_as_entered():
    """The End of an Era: 4 honor per canoe and 3 per hut on tiles; counts entered per player."""
    session = _game()
    _act(session, RONGA, "water", "forest")
    action = karekare.era_end_action(session.state, [2, 0], [1, 0])
    assert action == ("era_end", [2, 0], [1, 0], RONGA)
    session.do(action)
    assert session.history()[-1] == (
        "Era 1 scoring: Ronga +11 (2 canoes, 1 hut), Kutaroa +0 (0 canoes, 0 huts); "
        "Ronga starts era 2")
    me = _me(session)
    assert (me["honor"], me["canoes_placed"], me["huts_placed"]) == (11, 2, 1)
    assert _ledger(session, RONGA) == [[11, "era 1: 2 canoes, 1 hut"]]
    assert _ledger(session, KUTAROA) == []
    assert session.standings()["era"] == 2


def test_era_scoring_takes_all_six_canoes_and_huts():
    """The End of an Era, Contents: all 6 canoes and 6 huts of a tribe may be on tiles."""
    session = _game()
    session.do(("era_end", [6, 0], [6, 0], RONGA))
    assert _me(session)["honor"] == 6 * 4 + 6 * 3


def test_era_scoring_refuses_pieces_that_are_in_the_box():
    """The Actions, HILL next to water/hill: pieces returned to the box are out of the game."""
    session = _game()
    _act(session, RONGA, "hill", "water")  # one canoe to the box: 5 can be on tiles
    assert "at most 5" in raises(
        RulesError, karekare.era_end_action, session.state, [6, 0], [1, 0])
    for canoes in ([1], [1, 0, 0]):
        assert "each of the 2 players" in raises(
            RulesError, karekare.era_end_action, session.state, canoes, [1, 0])
    for short_or_long in (("era_end", [0, 0], [0, 0]), ("era_end", [0, 0], [0, 0], 0, 0)):
        assert "takes the canoes, the huts" in raises(RulesError, session.do, short_or_long)


def test_era_scoring_and_the_final_bonus_refuse_negative_counts():
    """The End of an Era and The End of the Game count pieces and tokens: none is below 0."""
    session = _game()
    for canoes, huts in (([-1, 0], [0, 0]), ([0, 0], [0, -1])):
        assert "not possible" in raises(RulesError, session.do, ("era_end", canoes, huts, 0))
    _to_bonus(session)
    for timber, sweet in (([-4, 0], [0, 0]), ([0, 0], [0, -2])):
        assert "not possible" in raises(
            RulesError, karekare.final_action, session.state, timber, sweet)
    assert session.standings()["phase"] == "final bonus"


def test_the_next_first_player_has_the_most_honor():
    """The End of an Era: the starting player of the next era has the most honor."""
    session = _game()
    _act(session, KUTAROA, "water", "forest")
    assert "most honor: Kutaroa" in raises(
        RulesError, session.do, ("era_end", [0, 1], [0, 0], RONGA))
    session.do(karekare.era_end_action(session.state))
    assert session.standings()["first"] == "Kutaroa"


def test_a_tie_for_first_player_is_drawn_and_the_result_is_kept():
    """The End of an Era: 'if there is a tie, decide at random between the tied players'."""
    session = _game(("Ronga", "Kutaroa", "Maoipe"))
    _act(session, RONGA, "water", "forest")
    _act(session, 2, "water", "forest")
    assert "Ronga and Maoipe tie" in raises(
        RulesError, karekare.era_end_action, session.state)
    action = karekare.era_end_action(session.state, dice=ScriptedDice([4]))
    assert action[3] == 2  # 4 is in the upper half of the faces: the second of the two tied
    session.do(action)
    assert session.history()[-1].endswith("Maoipe starts era 2 (tie with Ronga, drawn at random)")
    again, notice = load(session.text(), {"karekare": karekare})
    assert notice is None
    assert again.standings() == session.standings()  # replay rolls no dice


def test_a_tie_may_be_decided_by_the_table():
    """The End of an Era: the players may draw the tie themselves and enter the result."""
    session = _game()
    action = karekare.era_end_action(session.state, first=KUTAROA)
    session.do(action)
    assert session.standings()["first"] == "Kutaroa"


def test_era_3_ends_only_after_the_final_turns():
    """The Last Era: once the third era ends, each player takes one final turn, then scoring."""
    session = _game()
    assert "era 3" in raises(RulesError, karekare.last_action, session.state)
    _to_last_era(session)
    assert "no values" in raises(RulesError, session.do, ("last", 1))
    assert session.standings()["era"] == 3
    assert "final turns" in raises(RulesError, karekare.era_end_action, session.state)
    session.do(karekare.last_action(session.state))
    assert session.standings()["phase"] == "final turn"
    assert "final turns start" in raises(RulesError, karekare.last_action, session.state)
    session.do(karekare.supply_action(session.state, RONGA, 3, 1))  # counting still allowed
    _act(session, RONGA, "forest", "forest")  # the final turns are ordinary turns
    for first in (0, -2):
        assert "no next first player" in raises(
            RulesError, session.do, ("era_end", [0, 0], [0, 0], first))
    session.do(karekare.era_end_action(session.state))
    assert session.standings()["phase"] == "final bonus"
    assert "no more tiles" in raises(
        RulesError, karekare.act_action, session.state, RONGA, "forest", "forest")
    assert "already scored" in raises(RulesError, karekare.era_end_action, session.state)


def _at_bonus(huts, fields):
    """A game at the final bonus where Ronga placed huts huts and fields field markers."""
    session = _game()
    session.do(karekare.supply_action(session.state, RONGA, 4 * huts, fields))
    for _ in range(huts):
        _act(session, RONGA, "hill", "forest")
    for _ in range(fields):
        _act(session, RONGA, "field", "field")
    _to_bonus(session)
    return session


def test_final_bonus_counts_resources_huts_and_field_markers():
    """The End of the Game: 1 per 4 timber, 1 per 2 sweet potato, 4 for at least 4 huts placed,
    4 for at least 3 field markers placed."""
    session = _at_bonus(4, 3)
    ronga = _me(session)["honor"]
    assert ronga == 3 * 2 + 3 * (4 * 3)  # three field markers, then 4 huts in each of 3 eras
    session.do(karekare.final_action(session.state, [7, 3], [5, 1]))
    assert _ledger(session, RONGA)[-4:] == [
        [1, "final: 7 timber"], [2, "final: 5 sweet potato"],
        [4, "final: 4 huts placed"], [4, "final: 3 field markers placed"]]
    assert _me(session)["honor"] == ronga + 11
    assert session.standings()["phase"] == "over"
    assert session.standings()["winners"] == ["Ronga"]
    assert session.standings()["win_by"] == "honor"


def test_more_than_4_huts_and_3_field_markers_still_earn_the_bonus():
    """The End of the Game: 'at least 4 huts', 'at least 3 field markers'."""
    session = _at_bonus(5, 4)
    session.do(karekare.final_action(session.state, [0, 0], [0, 0]))
    assert _ledger(session, RONGA)[-2:] == [
        [4, "final: 5 huts placed"], [4, "final: 4 field markers placed"]]


def test_the_final_bonus_takes_both_counts():
    """The End of the Game: timber and sweet potato are both counted, for every player."""
    session = _game()
    _to_bonus(session)
    for action in (("final", [3, 1]), ("final", [3, 1], [1, 1], [0, 0])):
        assert "timber and sweet potato" in raises(RulesError, session.do, action)


def test_the_final_bonus_needs_entries_when_resources_are_not_tracked():
    """The End of the Game: the tokens left in each personal supply are counted at the end."""
    session = _game(tracking=0)
    _to_bonus(session)
    assert "enter each player's" in raises(RulesError, karekare.final_action, session.state)
    assert "enter each player's" in raises(
        RulesError, karekare.final_action, session.state, [4, 0])  # no sweet potato entered
    session.do(karekare.final_action(session.state, [4, 0], [0, 2]))
    players = session.standings()["players"]
    assert [(p["timber"], p["sweet_potato"], p["honor"]) for p in players] == [
        (4, 0, 1), (0, 2, 1)]
    # 1 honor each (4 timber, 2 sweet potato): the tie goes to 4 tokens against 2
    assert session.standings()["winners"] == ["Ronga"]
    assert session.standings()["win_by"] == "resources"


def test_after_the_game_only_honor_corrections_remain():
    """The End of the Game: the winner is decided; a correction may still change it."""
    session = _game()
    _to_bonus(session)
    action = karekare.final_action(session.state)  # 3 timber, 1 sweet potato each: no bonus
    assert karekare.describe(session.state, action).endswith(
        "; Ronga and Kutaroa share the victory")
    session.do(action)
    assert "over" in raises(RulesError, karekare.supply_action, session.state, RONGA, 1, 1)
    assert "game is over" in raises(
        RulesError, karekare.act_action, session.state, RONGA, "forest", "forest")
    assert session.standings()["winners"] == ["Ronga", "Kutaroa"]
    session.do(karekare.honor_action(session.state, KUTAROA, 1, "forgot a hill"))
    assert session.standings()["winners"] == ["Kutaroa"]


def test_winners_by_honor_then_tokens_then_shared():
    """The End of the Game: most honor; a tie goes to most timber and sweet potato; else shared."""
    assert karekare.winners([10, 12, 9], [0, 0, 30]) == ([1], "honor")
    assert karekare.winners([12, 12, 9], [3, 5, 30]) == ([1], "resources")
    assert karekare.winners([12, 12, 12], [5, 5, 4]) == ([0, 1], "shared")


def test_building_an_action_only_checks_it():
    """The screens build an action, then the journal applies it: building changes nothing."""
    session = _game()
    before = session.standings()
    karekare.supply_action(session.state, RONGA, 9, 9)
    karekare.honor_action(session.state, RONGA, 2, "check")
    karekare.act_action(session.state, RONGA, "forest", "forest")
    karekare.era_end_action(session.state, [1, 0], [0, 0])
    assert session.standings() == before


def test_journal_round_trip_keeps_history_and_standings():
    """The journal replays every Karekare action to the same standings (undo is exact)."""
    session = _game(("Ronga", "Maoipe", "Kutaroa"))
    _act(session, 1, "field", "field")
    _act(session, 0, "water", "field", 1)
    session.do(karekare.honor_action(session.state, 0, 1, "house rule"))
    session.undo()
    text = session.text()
    again, _ = load(text, {"karekare": karekare})
    assert again.history() == session.history()
    assert again.standings() == session.standings()
    assert again.redo() == ("honor", 0, 1, "house rule")


def test_effects_give_what_an_act_changes_without_who_or_where():
    """The Actions, FOREST next to water: the turn screen shows the changes under the player
    and the tiles, from effects() rather than by cutting describe()'s sentence (issue 32)."""
    session = _game()
    _act(session, KUTAROA, "water", "forest")
    action = karekare.act_action(session.state, RONGA, "forest", "water", KUTAROA)
    assert karekare.effects(session.state, action) == "-1 timber, canoe replaces Kutaroa's"
    assert karekare.describe(session.state, action) == (
        "Ronga -1 timber, canoe replaces Kutaroa's: forest next to water")
