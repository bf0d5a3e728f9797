"""The Maori side rolls and tables on the fake board, with golden frames.

Sections cite ../shared/rules/004_098e2e0baee2cb11.txt.
"""

from test_screens_maori import dice, lit, maori, shown_pixels, words

from saves import config
from support import scenario

SIDE_ROLLS = "next 3\nok"  # from the Maori menu


def side_rolls(name, own=True):
    app, board, driver = maori(name, own)
    driver.script(SIDE_ROLLS)
    return app, board, driver


def test_side_rolls_menu():
    app, board, driver = side_rolls("maori_rolls_menu")
    scenario.check("maori_rolls_menu", board)
    labels = words(board)[1:7]
    driver.script("next 6")
    labels += words(board)[4:7]
    assert labels == ["Initiative (5.0)", "Clan Elder captured", "Tohunga return",
                      "Chief captured (12.3)", "New Iwi by the Chief", "Hand size (6.0)",
                      "Victory level (14.0)", "Solitaire Iwi (15.1)", "Play This Card Now"]
    assert words(board)[0] == "Side rolls 7/9"
    driver.script("back")
    assert words(board)[0] == "Maori 4/5"


def test_initiative_round_by_round_with_a_re_roll():
    """5.0: each roll loses 1 per Village; the tied players roll again without modifiers."""
    app, board, driver = side_rolls("maori_initiative")
    # 2 players: a row of Villages each, no more.
    driver.script("ok")
    assert words(board)[:5] == ["Initiative (5.0) 1/3", "Players 2", "Villages of P1 0",
                                "Villages of P2 0", "Roll for 2 players"]
    # 3 players (NEXT turns 2 to 3): a row for P3, none for P4; P1 has 1 Village, P2 has 2.
    driver.script("next\nok\nnext\nok\nnext 2")
    assert words(board)[1:6] == ["Players 3", "Villages of P1 1", "Villages of P2 2",
                                 "Villages of P3 0", "Roll for 3 players"]
    assert words(board)[0] == "Initiative (5.0) 3/4"
    driver.script("long ok\n" + dice(4, 5, 2))
    scenario.check("maori_initiative_round1", board)
    assert words(board)[1:6] == ["less 1 per Village (5.0)", "P1 rolls 4 - 1 = 3",
                                 "P2 rolls 5 - 2 = 3", "P3 rolls 2", "Tie: P1 P2 roll again"]
    assert words(board)[7] == "OK re-roll own dice"
    driver.script("ok")
    assert words(board)[0] == "Re-roll 1 1/2"
    assert words(board)[1:3] == ["P1 [1]", "P2 [-]"]
    driver.script(dice(6, 2))
    scenario.check("maori_initiative_round2", board)
    assert words(board)[1:7] == ["tied: no modifiers (5.0)", "P1 rolls 6", "P2 rolls 2",
                                 "P1 wins: he picks who", "goes first, and the way",
                                 "play goes round"]
    # BACK shows the earlier round again; OK on the winner goes back to the menu.
    driver.script("back 3")
    assert words(board)[5] == "Tie: P1 P2 roll again"
    driver.script("ok\n" + dice(6, 2) + "\nok")
    assert words(board)[0] == "Side rolls 1/9"


def test_initiative_with_the_device_dice():
    """5.0 with the device rolling: shown after the roll animation, with the LEDs spinning."""
    app, board, driver = side_rolls("maori_initiative_device", own=False)
    driver.script("ok\nlong ok")
    assert words(board)[0] == "Initiative"
    assert lit(board, 0, 23) == 2
    driver.script("wait 500")
    shown = words(board)
    assert shown[1] == "less 1 per Village (5.0)"
    assert shown[2].startswith("P1 rolls ") and shown[3].startswith("P2 rolls ")
    scenario.check("maori_initiative_device", board)


def test_leader_rolls():
    """12.1 captured Clan Elder, 12.2 Tohunga return and 7.0 new Iwi with the Chief."""
    app, board, driver = side_rolls("maori_leader_rolls")
    driver.script("next\nok")
    assert words(board)[0] == "Elder captured 1/1" and words(board)[1] == "Die [1]"
    driver.script(dice(4))
    scenario.check("maori_elder_captured", board)
    assert words(board)[1:3] == ["Roll 4: even", "He joins the captor: swap"]
    driver.script("ok\nnext\nok\n" + dice(3))
    assert words(board)[1:3] == ["Roll 3: odd", "He stays off the map:"]
    driver.script("ok\nnext 2\nok\n" + dice(2))
    assert words(board)[0] == "New Iwi (7.0)"
    assert words(board)[1:3] == ["Roll 2: even", "Place a Clan Elder from"]
    driver.script("ok\nprev 3\nok\n" + dice(1))
    assert words(board)[1:3] == ["Roll 1: odd", "He is removed from play;"]


def test_paramount_chief_captured():
    """12.3: one roll per Unit, Clan Elder and Village: even to the captor, odd removed."""
    app, board, driver = side_rolls("maori_chief_captured")
    driver.script("next 3\nok")
    driver.script("next 2\nok\nnext\nok\nnext")
    assert words(board)[1:5] == ["Units 2", "Clan Elders 1", "Villages 1", "Roll 4 dice"]
    driver.script("ok")
    assert words(board)[1:5] == ["Unit 1 [1]", "Unit 2 [-]", "Elder 1 [-]", "Village 1 [-]"]
    driver.script(dice(2, 3, 4, 5))
    scenario.check("maori_chief_captured", board)
    assert words(board)[1:5] == ["captor removed", "Units 1 1", "Elders 1 0", "Villages 0 1"]
    driver.script("next 2")
    assert words(board)[3:7] == ["Unit 1 2 captor", "Unit 2 3 removed", "Elder 1 4 captor",
                                 "Village 1 5 removed"], words(board)


def test_hand_size_and_victory_level():
    """6.0: half a card per Iwi and Village, +1, rounded up; 14.0: the level of Victory."""
    app, board, driver = side_rolls("maori_tables")
    driver.script("next 5\nok")
    assert words(board)[3] == "Hand size: 2 cards"
    driver.script("next 2\nok\nnext")
    assert words(board)[1:4] == ["Iwi Controlled 3", "Villages 2", "Hand size: 4 cards"]
    scenario.check("maori_hand_size", board)
    driver.script("back 2\nnext\nok")
    assert words(board)[3] == "Substantive Defeat"
    driver.script("hold next 1500")
    assert words(board)[1] == "Iwi Controlled 12", words(board)
    assert words(board)[3] == "Substantive Victory"
    driver.script("ok\nnext")
    assert words(board)[3] == "Total Defeat"


def test_solitaire_iwi():
    """15.1: with 8 or fewer neutral Iwi the roll loses 2; -1 is a 1 with an extra Warrior."""
    app, board, driver = side_rolls("maori_solitaire_iwi")
    driver.script("next 7\nok")
    assert words(board)[1:3] == ["Neutral Iwi left 19", "Roll the die"]
    driver.script("prev 11\nok\n" + dice(1))
    shown = words(board)
    assert shown[1] == "Roll 1 - 2 = -1: a 1", shown
    assert shown[2].startswith("Iwi is hostile, armed and")
    scenario.check("maori_solitaire_iwi", board)
    driver.script("next 2")
    assert " ".join(words(board)[1:7]).endswith("and 1 more hostile Warrior (15.1)")


def test_play_this_card_now_moves_the_game_end_marker():
    """15.5: every such card advances the Game End marker; a roll of 3 activates every hostile
    Iwi; reaching the Game End space ends the game with no roll (6.0, 15.6)."""
    app, board, driver = side_rolls("maori_card_now")
    assert "maori_track" not in config.saved(app.storage)
    driver.script("prev\nok")
    assert words(board)[1:4] == ["Game End marker 0", "Track length 10", "Play the card"]
    driver.script("long ok\n" + dice(3))
    scenario.check("maori_card_now", board)
    assert words(board)[1:3] == ["Game End marker: 1/10", "Roll 3"]
    assert words(board)[3] == "Every inactive hostile"
    assert app.settings["maori_track"] == 10 and app.settings["maori_marker"] == 1
    # A track of 2: the next card reaches Game End, and nothing is rolled.
    driver.script("ok\nok")
    assert words(board)[1:3] == ["Game End marker 1", "Track length 10"]
    driver.script("ok\nprev 8\nok")
    shown = words(board)
    assert shown[1:3] == ["Game End marker: 2/2", "It reaches Game End: the"], shown
    assert app.settings["maori_track"] == 2 and app.settings["maori_marker"] == 0


def test_a_roll_of_one_die_shows_its_face_on_ring_1():
    """12.1: the captured Elder's fate is one die, even or odd; its face is on ring 1, a
    pixel per pip from the top, read across the table without the text. 15.1 and 15.5 (one
    die too) show theirs the same way."""
    app, board, driver = side_rolls("maori_die_rings")
    # Before any combat the side rolls show the Maori menu's rings: the sides' seats, dim.
    assert shown_pixels(board, 0, 23) == [0, 6, 12, 18]
    driver.script("next\nok\n" + dice(4))
    assert words(board)[1] == "Roll 4: even"
    assert shown_pixels(board, 0, 23) == [0, 1, 2, 3]
    driver.script("ok\nnext 6\nok\nok\n" + dice(5))  # Solitaire Iwi (15.1), 19 left: a 5
    assert words(board)[1] == "Roll 5", words(board)
    assert shown_pixels(board, 0, 23) == [0, 1, 2, 3, 4]
    driver.script("ok\nback")  # OK done: the menu's rings again
    assert words(board)[0] == "Maori 4/5"
    assert shown_pixels(board, 0, 23) == [0, 6, 12, 18]


def test_initiative_shows_its_round_as_a_lead_and_a_turn():
    """5.0: each round on the rings, the players' seats spread round them from the top as in
    the score games: ring 1 who scored best and by how much, ring 2 a wedge at the winner,
    who picks who goes first, or at each tied player, who rolls again."""
    app, board, driver = side_rolls("maori_initiative_rings")
    # 3 players (seats at pixels 0, 4, 8); P1 has 1 Village, P2 2: 4 - 1 = 3, 5 - 2 = 3, 2.
    driver.script("ok\nnext\nok\nnext\nok\nnext 2\nlong ok\n" + dice(4, 5, 2))
    assert words(board)[5] == "Tie: P1 P2 roll again"
    # P1 and P2 tied on 3: both seats lit on ring 1, no arc; a wedge at each on ring 2.
    assert shown_pixels(board, 0, 11) == [0, 4]
    assert shown_pixels(board, 12, 23) == [12, 13, 15, 16, 17, 23]
    scenario.check("maori_initiative_tie_rings", board)
    driver.script("ok\n" + dice(6, 2))  # the re-roll: P1 6, P2 2; P3 sat it out
    assert words(board)[4] == "P1 wins: he picks who"
    assert shown_pixels(board, 0, 11) == [0, 1, 2, 3, 5]  # P1's seat, 4 ones past P2's 4
    assert shown_pixels(board, 12, 23) == [12, 13, 23]
