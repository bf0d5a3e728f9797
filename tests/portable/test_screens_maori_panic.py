"""The Maori panic walk on the fake board (10.1, 10.2), with golden frames.

Sections and Examples cite ../shared/rules/004_098e2e0baee2cb11.txt.
"""

from test_screens_maori import (
    FORCES_EXAMPLE_1,
    OPEN,
    OWN_DICE,
    TOTALS_12_7,
    dice,
    lit,
    maori,
    shown_pixels,
    words,
)

from support import scenario

# Panic walk form rows: 0 the head line (the side that retreats), 1 Areas due, 2 Population,
# 3 Militia, 4 Scout, 5 Warrior, 6 Elite, 7 Royal Guard, 8 Clan Elder, 9 Shaken Elder,
# 10 Chief, 11 Tohunga; hold OK walks.
# Example 2: one Population, one Militia, two Warriors and a Clan Elder, from row 2 (where a
# combat result with the Areas due opens it while no piece is counted).
EXAMPLE_2_PIECES = "next\nok\nnext\nok 2\nnext 2\nok 3\nnext"


def example_2(name):
    """Example 1 with entered dice, then its panic walk with the pieces of Example 2."""
    app, board, driver = maori(name, own=True)
    driver.script(TOTALS_12_7 + "\nok\n" + dice(3, 3))
    assert words(board)[5] == "Defender retreats 2 Areas"
    driver.script("ok")  # OK on a combat result opens the loser's panic walk, on its pieces
    assert words(board)[0] == "Panic walk 3/12"
    assert words(board)[1:3] == ["Retreating defender", "Areas due 2"]
    driver.script(EXAMPLE_2_PIECES)
    assert words(board)[6] == "Retreat 5 pieces"
    scenario.check("maori_panic_form", board)
    # BACK goes a row up, and from the first to the combat result; the counts are still
    # there when the walk reopens, on its head line.
    driver.script("back 8")
    assert words(board)[0] == "Panic walk 1/12"
    driver.script("back")
    assert words(board)[0] == "Combat 12 v 7"
    driver.script("ok")
    assert words(board)[0] == "Panic walk 1/12"
    assert words(board)[6] == "Retreat 5 pieces"
    driver.script("long ok")
    assert words(board)[0] == "Area 1 of 2 1/5"
    assert words(board)[1] == "Population [1]"
    return app, board, driver


def test_examples_2_and_3_with_the_winner_advancing():
    """10.1 Example 2, then 10.2 Example 3: the Population taken in both Areas."""
    app, board, driver = example_2("maori_panic_ex23")
    # Example 2: 1 on the Population, 5 on the Militia, 2 and 3 on the Warriors, 5 on the Elder.
    driver.script(dice(1, 5, 2, 3, 5))
    scenario.check("maori_panic_area1", board)
    # The rings are still the combat's: ring 1 the attacker's seat and his lead of 12 - 7
    # (the odds': one five), ring 2 the winner's wedge, at the attacker's seat (the top).
    assert lit(board, 0, 11) == 2 and lit(board, 12, 23) == 3
    assert shown_pixels(board, 12, 23) == [12, 13, 23]
    assert words(board)[1:7] == [
        "pursuers adjacent", "Population 1 CAPTURED", "Militia 5 > Population",
        "Warrior 2 steady", "Warrior 3 > Militia", "Clan Elder 5 > Shaken Eld"], words(board)
    driver.script("next")
    assert words(board)[6] == "4 pieces go on"
    driver.script("ok")
    scenario.check("maori_panic_ask", board)
    assert words(board)[1:4] == ["Winner advanced", "Winner stayed", "Stop: reached a Village"]
    assert words(board)[5:7] == ["Did the winner advance", "into the vacated Area?"]
    # Example 3: the winner advances; 3 on the Population, 4 on the Warrior, 6 on the Militia
    # and 2 on the (now Shaken) Clan Elder.
    driver.script("ok")
    assert words(board)[1:5] == ["Population [1]", "Warrior [-]", "Militia [-]",
                                 "Shaken Eld [-]"], words(board)
    driver.script(dice(3, 4, 6, 2))
    scenario.check("maori_panic_area2", board)
    assert words(board)[0] == "Area 2 of 2"
    assert words(board)[1:7] == [
        "pursuers adjacent", "Population 3 CAPTURED", "Warrior 4 steady", "Militia 6 steady",
        "Shaken Eld 2 steady", "3 pieces go on"], words(board)
    driver.script("ok")
    scenario.check("maori_panic_end", board)
    shown = words(board)
    assert shown[0].startswith("Retreat over")
    assert shown[1:7] == ["Retreated 2 of 2 Areas", "Go on:", "1 Militia", "1 Warrior",
                          "1 Shaken Eld", "Captured:"], shown
    driver.script("next 3")
    assert words(board)[4:7] == ["2 Population", "Population taken: swap",
                                 "for the winner's (10.1)"], words(board)
    driver.script("ok")
    assert words(board)[0] == "Maori 1/5"


def test_example_3_without_pursuit_the_population_is_safe():
    """10.2 Example 3: had the winner not advanced, the panicking Population suffers nothing."""
    app, board, driver = example_2("maori_panic_stay")
    driver.script(dice(1, 5, 2, 3, 5) + "\nok\nnext\nok\n" + dice(3, 4, 6, 2))
    assert words(board)[1:3] == ["no pursuers adjacent", "Population 3 no effect"], words(board)
    assert words(board)[6] == "4 pieces go on"


def test_a_village_ends_the_retreat_early():
    """10.2: the retreat ends at a Village; no more panic rolls."""
    app, board, driver = example_2("maori_panic_village")
    driver.script(dice(1, 5, 2, 3, 5) + "\nok\nprev\nok")
    shown = words(board)
    assert shown[1:4] == ["Retreated 1 of 2 Areas", "Village reached (10.2)", "Go on:"], shown
    # BACK goes back to the question, then to Area 1 with its dice.
    driver.script("back")
    assert words(board)[0] == "Before Area 2 3/3"
    driver.script("back")
    assert words(board)[0] == "Area 1 of 2 1/2"


def test_after_the_winner_stays_there_is_no_more_pursuit():
    """10.1: the winner advances into each vacated Area as the loser retreats, or not at all
    after he stays; three Areas, the Tohunga and Chief never panic."""
    app, board, driver = maori("maori_panic_three", own=True)
    driver.script("next 2\nok")  # Panic walk from the menu
    # 3 Areas, one Warrior, the Chief and the Tohunga.
    driver.script("next 2\nok 4\nnext\nok 5\nnext\nok\nnext")
    assert words(board)[6] == "Retreat 3 pieces", words(board)
    driver.script("ok\nok")  # the Warrior rolls 1 in Area 1
    assert words(board)[2:5] == ["Warrior 1 > Militia", "Chief - never panics",
                                 "Tohunga - never panics"], words(board)
    driver.script("ok\nnext\nok\nok")  # the winner stays; the Militia rolls 1 in Area 2
    assert words(board)[1:3] == ["no pursuers adjacent", "Militia 1 > Population"]
    driver.script("ok")
    assert words(board)[1:3] == ["Go on, no pursuit", "Stop: reached a Village"]
    assert words(board)[5:7] == ["The winner stayed behind:", "no pursuers adjacent."]
    driver.script("ok\nok")  # the Population rolls 1 in Area 3, with no pursuers: no effect
    assert words(board)[2] == "Population 1 no effect"


def test_panic_walk_with_device_dice_and_captured_leaders():
    """10.1: device dice roll for each piece; a Clan Elder left alone next to the pursuers is
    captured (and 12.1 is pointed out)."""
    app, board, driver = maori("maori_panic_device")
    driver.script("next 2\nok")
    driver.script("ok\nnext\nok 6\nnext\nlong ok")  # 1 Population, 1 Elder
    scenario.check("maori_panic_device_rolling", board)
    assert words(board)[0] == "Area 1 of 1"
    driver.script("wait 500")
    shown = words(board)
    assert shown[1] == "pursuers adjacent"
    assert shown[2:4] == ["Population 1 CAPTURED", "Clan Elder 1 > Shaken Eld"], shown
    assert shown[4:7] == ["Left alone (10.1):", "Shaken Eld CAPTURED", "0 pieces go on"], shown
    scenario.check("maori_panic_device", board)
    driver.script("ok")
    assert words(board)[0].startswith("Retreat over")
    driver.script("next 3")
    assert words(board)[4:6] == ["Elder taken: the captor", "rolls for him (12.1)"], words(board)


def test_the_walk_opens_from_home_too():
    app, board, driver = scenario.boot("maori_panic_home")
    driver.script(OPEN + "\n" + OWN_DICE + "\nnext 2\nok\nlong ok")
    assert words(board)[0] == "Panic walk 2/12"
    assert app.toast.text == "count the pieces first"


def test_a_long_walk_keeps_the_stack_shallow_and_back_keeps_the_dice():
    """Each step of the walk takes the place of the last (the stack used to grow by 3 screens
    an Area). 10.1: a Warrior with the Chief retreats 19 Areas with the device's dice; the
    winner stays behind, so no pursuers are adjacent after Area 1 and nothing is captured:
    the walk goes all the way. BACK then steps back through it with the same dice."""
    app, board, driver = maori("maori_panic_long")
    # Panic walk: Areas due 19, one Warrior (row 5), the Chief (row 10); hold OK walks.
    driver.script("next 2\nok\nnext 18\nok 4\nnext\nok 5\nnext")
    assert words(board)[6] == "Retreat 2 pieces", words(board)
    form_depth = len(app.stack)
    deepest = 0
    shown = {}
    driver.command("long ok")  # Area 1 rolls
    for area in range(1, 20):
        driver.command("ok")  # no need to watch the roll
        deepest = max(deepest, len(app.stack))
        shown[area] = words(board)
        assert shown[area][0].startswith("Area {} of 19".format(area)), shown[area]
        driver.command("ok")  # the question before the next Area, or the end
        deepest = max(deepest, len(app.stack))
        if area == 1:
            driver.command("next")  # "Winner stayed"
        if area < 19:
            driver.command("ok")  # then "Go on, no pursuit": the next Area rolls
    assert words(board)[0].startswith("Retreat over")
    assert words(board)[1:3] == ["Retreated 19 of 19 Areas", "Go on:"]
    assert deepest == form_depth + 1
    rolls = app.roll_log.total
    driver.command("back")
    assert words(board) == shown[19]
    driver.script("back\nback")
    assert words(board) == shown[18]
    assert app.roll_log.total == rolls  # shown again, not rolled again
    assert len(app.stack) == form_depth + 1


def test_after_built_forces_the_walk_starts_with_the_losers_pieces():
    """10.1 Example 1 built from the pieces: the defender loses and retreats 2 Areas with his
    two Warriors, his Militia and his Clan Elder, and (6.6) the Village's Population, which
    is Example 2's retreat. He has no Tohunga, so none is removed."""
    app, board, driver = maori("maori_panic_forces", own=True)
    driver.script("next\nok\n" + FORCES_EXAMPLE_1 + "\nlong ok\nok\n" + dice(3, 3))
    shown = words(board)
    assert shown[4:7] == ["ATTACKER WINS by 5", "Defender retreats 2 Areas",
                          "Village captured (6.6):"], shown
    driver.script("next 2")
    assert words(board)[5:7] == ["flip it to Part-built;", "its Population retreats"]
    assert "Tohunga" not in " ".join(app.top().lines)
    # Every piece is known: OK walks at once, Area 1's dice first.
    start = driver.presses
    driver.script("ok")
    assert driver.presses - start == 1  # 2 as a list whose go row was the 12th
    assert words(board)[1:6] == ["Population [1]", "Militia [-]", "Warrior [-]", "Warrior [-]",
                                 "Clan Elder [-]"], words(board)
    # BACK from the first die reaches the walk's form, filled in, to correct a count.
    driver.script("back")
    assert words(board)[1:7] == ["Retreating defender", "Areas due 2", "Population 1",
                                 "Militia 1", "Scout 0", "Retreat 5 pieces"], words(board)


def test_the_dice_chosen_for_a_combat_go_on_through_its_walk_and_the_side_rolls():
    """Own dice chosen on the odds screen are the dice of the panic walk that follows and of
    initiative (5.0) too, and every roll screen names them."""
    app, board, driver = maori("maori_dice_carry")  # the device rolls
    driver.script(TOTALS_12_7 + "\nnext\nok")  # 'Enter my own dice'
    assert app.settings["maori_own_dice"] == 1
    driver.script(dice(3, 3))
    assert words(board)[7] == "OK panic walk own dice"
    driver.script("ok\nnext\nlong ok")  # the walk, on its first piece: one Population; go
    assert words(board)[:2] == ["Area 1 of 2 1/1", "Population [1]"]
    assert words(board)[7] == "-/+ die OK next own dice"
    for _ in range(12):
        if words(board)[0].startswith("Maori"):
            break
        driver.command("back")
    assert words(board)[5] == "Dice: we enter our own"
    driver.script("prev 2\nok\nok\nlong ok")  # Side rolls, Initiative, roll for 2 players
    assert words(board)[:3] == ["Initiative 1/2", "P1 [1]", "P2 [-]"]


def test_the_bench_session_of_a_combat_with_own_dice_ends_as_examples_2_and_3():
    """tests/sessions/maori_own_dice.script (counted by make bench): Example 1 built
    from the pieces, then Examples 2 and 3 with the pieces carried over: the two Population
    taken (10.1), a Militia, a Warrior and the Shaken Elder go on."""
    app, board, driver = scenario.boot("maori_session_own_dice")
    driver.play("tests/sessions/maori_own_dice.script")
    assert words(board)[:7] == ["Retreat over 1/4", "Retreated 2 of 2 Areas", "Go on:",
                                "1 Militia", "1 Warrior", "1 Shaken Eld", "Captured:"]
    driver.script("next 3")
    assert words(board)[4] == "2 Population"


def test_other_leaders_counted_as_a_sum_open_the_walk_s_form_first():
    """10.0: leaders counted only as "Other leaders' combat" are a sum, not pieces: the walk
    cannot know them, so OK on the result opens its form to add them: on its head line, as
    its pieces are counted (a stray NEXT changes none of them)."""
    app, board, driver = maori("maori_panic_others", own=True)
    # Example 1, and the defender's row 9 (other leaders' combat) 1: 12 against 8.
    driver.script("next\nok\n" + FORCES_EXAMPLE_1 + "\nback\nnext\nlong ok")
    assert words(board)[0] == "Odds 12 v 8"
    driver.script("ok\n" + dice(3, 3))
    assert words(board)[4] == "ATTACKER WINS by 4"
    driver.script("ok")
    assert words(board)[0] == "Panic walk 1/12"
    assert words(board)[3] == "Population 1"


def test_a_reopened_walk_opens_on_its_head_line_where_next_changes_no_number():
    """Issue 20: NEXT on a filled page moves on rather than changing a number. The pieces of
    the last walk (Example 2, 10.1) are kept; reopened, the walk's form opens on its head
    line (the side that retreats: the last combat's loser), where PREV/NEXT change no number,
    and hold OK walks with the same pieces."""
    app, board, driver = example_2("maori_panic_again")
    menu = app.stack[1]
    for _ in range(12):
        if words(board)[0].startswith("Maori"):
            break
        driver.command("back")
    kept = list(menu.pieces)
    driver.script("next 2\nok")
    assert words(board)[:3] == ["Panic walk 1/12", "Retreating defender", "Areas due 2"]
    assert words(board)[7] == "OK pieces hold OK: walk"
    scenario.check("maori_panic_again", board)
    driver.script("next\nnext\nprev")
    assert menu.pieces == kept
    assert words(board)[0] == "Panic walk 1/12"
    driver.script("long ok")
    assert words(board)[:2] == ["Area 1 of 2 1/5", "Population [1]"]
