"""The Maori menu and combat screens on the fake board, with golden frames.

Sections and Examples cite ../shared/rules/004_098e2e0baee2cb11.txt. The panic walk and the
side rolls are in test_screens_maori_panic.py and test_screens_maori_rolls.py.
"""

from core import maori_forces
from support import scenario

# From boot: "Maori dice" is the fourth entry of the home menu.
OPEN = "next 3\nok"
# Who rolls is the menu's last entry: PREV wraps to it, OK opens the choice, NEXT picks "We
# enter our own", OK; NEXT wraps back to the first entry.
OWN_DICE = "prev\nok\nnext\nok\nnext"
# From the Maori menu: Combat, 6 -> 12 held (one press), OK, 6 -> 7, OK.
TOTALS_12_7 = "ok\nhold next 950\nok\nnext\nok"
# Example 1 (10.1) in the force builder, the one way of entering values (ui.Form): OK moves
# down a row, -/+ change the value under the cursor, hold OK goes on from any row.
# Attacker: Led by Chief (the default); Scout (row 4) 1; Elite (row 6) 2.
# Defender: leader Clan Elder (twice round), Militia (row 3) 1, Warrior (row 5) 2, Village
# (row 10) yes.
FORCES_ATTACKER = "ok 4\nnext\nok 2\nnext 2"
FORCES_DEFENDER = "next 2\nok 3\nnext\nok 2\nnext 2\nok 5\nnext"
FORCES_EXAMPLE_1 = FORCES_ATTACKER + "\nlong ok\n" + FORCES_DEFENDER


def maori(name, own=False, seed=1):
    """A fresh app with the Maori menu open (and own dice set, if asked)."""
    app, board, driver = scenario.boot(name, seed)
    driver.script(OPEN)
    if own:
        driver.script(OWN_DICE)
    return app, board, driver


def dice(*faces):
    """A script entering physical dice, one per screen row, in order."""
    return "\n".join("next {}\nok".format(face - 1) if face > 1 else "ok" for face in faces)


def words(board):
    return scenario.screen_words(board)


def lit(board, first, last):
    """How many LEDs from first to last (inclusive) are on."""
    return len([rgb for rgb in board.pixels.shown[first:last + 1] if rgb != (0, 0, 0)])


def shown_pixels(board, first, last):
    """The LEDs from first to last (inclusive) that are on."""
    return [p for p in range(first, last + 1) if board.pixels.shown[p] != (0, 0, 0)]


def _back_to_menu(app, driver):
    """BACK until the Maori menu is on top."""
    for _ in range(40):
        if type(app.top()).__name__ == "MaoriMenu":
            return
        driver.script("back")
    raise AssertionError("BACK never reached the Maori menu")


def test_maori_menu_lists_every_flow():
    app, board, driver = maori("maori_menu")
    scenario.check("maori_menu", board)
    shown = words(board)
    assert shown[0] == "Maori 1/5"
    assert shown[1:6] == ["Combat: enter totals", "Combat: build forces", "Panic walk",
                          "Side rolls and tables", "Dice: the device rolls"]
    assert "undo" not in " ".join(shown)  # the resolver keeps no journal: no undo gesture
    # Every entry opens its screen, and BACK comes back to the menu.
    titles = []
    for _ in range(4):
        driver.script("ok")
        titles.append(words(board)[0])
        _back_to_menu(app, driver)
        driver.script("next")
    # The force builder opens on its first number, under its side line; the panic walk on
    # its first (the Areas due), under its head line.
    assert titles == ["Combat 1/2", "Attacker force 2/11", "Panic walk 2/12",
                      "Side rolls 1/9"], titles
    # Who rolls the dice: a choice that shows both answers, the current one highlighted.
    driver.script("ok")
    assert words(board)[:3] == ["Who rolls the dice? 1/2", "The device rolls",
                                "We enter our own"]
    driver.script("next\nok")
    assert words(board)[5] == "Dice: we enter our own"
    assert app.settings["maori_own_dice"] == 1
    driver.script("ok")
    assert words(board)[0] == "Who rolls the dice? 2/2"
    driver.script("back")
    assert words(board)[5] == "Dice: we enter our own"


def test_the_menu_reopens_where_it_was_left_like_the_home_menu():
    """Menus remember their position: the Maori menu is built afresh at each opening, and
    still comes back on the entry it was left on."""
    app, board, driver = maori("maori_menu_memory")
    for press, title in (("next 3\nok\nnext", "Side rolls 2/9"), ("back", "Maori 4/5"),
                         ("back", "Companion 4/6"), ("ok", "Maori 4/5"),
                         ("ok", "Side rolls 2/9")):
        driver.script(press)
        assert words(board)[0] == title, press


def test_example_1_with_device_dice_in_6_presses():
    """10.1 Example 1: from the Maori menu, 12 against 7, roll, read: at most 6 presses."""
    app, board, driver = maori("maori_ex1_device")
    start = driver.presses
    driver.script(TOTALS_12_7)
    # 10.1: the exact odds before rolling, out of the 36 pairs of dice.
    scenario.check("maori_odds_12v7", board)
    shown = words(board)
    assert shown[0] == "Odds 12 v 7"
    assert shown[1] == "Attacker +5 on his die"
    assert shown[2] == "Attacker wins 35/36 97%"
    assert shown[3] == "Defender wins 1/36 3%"
    assert shown[6] == "< Roll the device dice >"
    driver.script("ok")
    assert driver.presses - start <= 6, driver.presses - start
    # Rolling: no numbers yet, a dot runs round each ring (attacker 0-11, defender 12-23).
    scenario.check("maori_combat_rolling", board)
    assert words(board)[1:7] == ["", "", "", "", "", ""]
    assert lit(board, 0, 11) == 1 and lit(board, 12, 23) == 1
    driver.script("wait 450")
    shown = words(board)
    assert shown[1:3] == ["die mod total", "Attacker 1 +5 6"], shown
    # 10.1: the loser removes his Tohunga "if present": the totals cannot tell.
    assert shown[3:7] == ["Defender 1 1", "ATTACKER WINS by 5", "Defender retreats 2 Areas",
                          "and removes any Tohunga"], shown
    assert shown[7] == "OK panic walk device dice"  # the dice source, on every roll screen
    scenario.check("maori_combat_device", board)
    # The winner's flash: the attacker's own ring blinks, the defender's stays dark.
    assert lit(board, 0, 11) == 12 and lit(board, 12, 23) == 0
    driver.script("wait 250")
    assert lit(board, 0, 23) == 0
    # After the flash, ring 1 is the combat's odds again: the attacker's seat and his lead
    # of 5; ring 2 the winner's wedge (the stronger side need not win), through the panic
    # walk that follows.
    driver.script("wait 2000")
    assert lit(board, 0, 11) == 2 and shown_pixels(board, 12, 23) == [12, 13, 23]  # 5: a five
    # The totals are remembered: the next combat at the same odds takes 4 presses.
    driver.script("back 4")
    assert words(board)[0] == "Maori 1/5"
    start = driver.presses
    driver.script("ok\nok\nok")
    assert words(board)[0] == "Odds 12 v 7"
    driver.script("ok\nwait 500")
    assert driver.presses - start == 4
    assert words(board)[4].endswith("WINS by " + words(board)[4].split()[-1])


def test_example_1_with_entered_dice():
    """10.1 Example 1: 12 against 7, dice 3 and 3: 8 against 3, the defender retreats 2 Areas."""
    app, board, driver = maori("maori_ex1_entered")
    driver.script(TOTALS_12_7)
    driver.script("next")
    assert words(board)[6] == "< Enter my own dice >"
    driver.script("ok\nnext 2\nok\nnext 2")
    scenario.check("maori_dice_entry", board)
    assert words(board)[1:3] == ["Attacker's die [3]", "Defender's die [3]"]
    driver.script("ok")
    scenario.check("maori_combat_example1", board)
    shown = words(board)
    assert shown[0] == "Combat 12 v 7"
    assert shown[2] == "Attacker 3 +5 8"
    assert shown[3] == "Defender 3 3"
    assert shown[4] == "ATTACKER WINS by 5"
    assert shown[5] == "Defender retreats 2 Areas"
    # Entered dice flash the winner at once, with no rolling animation.
    assert lit(board, 0, 11) == 12 and lit(board, 12, 23) == 0
    # BACK steps back one screen at a time and keeps what was entered.
    driver.script("back")
    assert words(board)[1:3] == ["Attacker's die [3]", "Defender's die [3]"]
    driver.script("back")
    assert words(board)[1:3] == ["Attacker's die [3]", "Defender's die [-]"]
    driver.script("back")
    assert words(board)[0] == "Odds 12 v 7"
    driver.script("back")
    assert words(board)[0] == "Combat 2/2" and app.top().values[0] == 7
    driver.script("back")
    assert words(board)[0] == "Combat 1/2" and app.top().values[0] == 12


def test_tie_goes_to_the_defender_unless_a_whare_purakau():
    """10.1: a tie goes to the defender; 13.3: a lone whare purakau wins ties, even attacking."""
    app, board, driver = maori("maori_whare", own=True)
    driver.script("ok\nok\nok")  # 6 against 6, the defaults
    assert words(board)[1] == "Equal: no modifier"
    assert words(board)[6] == "< Enter my own dice >"
    driver.script("ok\nnext 3\nok\nnext 3\nok")
    assert words(board)[4] == "DEFENDER WINS the tie"
    assert lit(board, 12, 23) == 12 and lit(board, 0, 11) == 0
    driver.script("back 3\nnext\nok")  # whare purakau: attacker
    shown = words(board)
    assert shown[0] == "6 v 6, whare attacker"
    assert shown[6] == "< Whare purakau: attacker >"
    assert shown[2] == "Attacker wins 21/36 58%"
    driver.script("prev\nok\nnext 3\nok\nnext 3\nok")
    assert words(board)[4] == "ATTACKER WINS the tie"
    assert words(board)[5] == "Defender retreats 1 Area"


def test_force_builder_example_1():
    """10.0, 10.1 Example 1: 2 Elite, 1 Scout and the Chief make 12; 2 Warriors, a Militia and
    a Clan Elder (leadership 2, combat 0) in a Village make 7."""
    app, board, driver = maori("maori_forces")
    start = driver.presses
    driver.script("next\nok\n" + FORCES_ATTACKER)
    assert words(board)[6] == "Total 12"
    # The Royal Guard's value is not in the rulebook: the row says it is an assumption.
    assert words(board)[4] == "Royal Guard, 4 assumed 0"
    assert words(board)[3] == "Elite 2"  # the value under the cursor, inverted (golden)
    # Ring 1 as on the odds screen: the attacker (seat 1, at the top) stronger by 12 so far:
    # his seat, two fives and two ones.
    assert lit(board, 0, 11) == 5 and lit(board, 12, 23) == 0
    scenario.check("maori_forces_attacker", board)
    driver.script("long ok\n" + FORCES_DEFENDER)
    assert words(board)[6] == "Total 7", words(board)
    assert lit(board, 0, 11) == 2  # the attacker's seat and one five: 12 - 7
    scenario.check("maori_forces_defender", board)
    driver.script("long ok")
    assert words(board)[0] == "Odds 12 v 7"
    assert driver.presses - start == 29  # 44 as a list of rows with a number screen
    assert app.settings["maori_attack"] == 12 and app.settings["maori_defense"] == 7
    # BACK goes a row up; slots (10.0): with no leader the defender counts no Warriors.
    driver.script("back\nback 10")
    assert words(board)[0] == "Defender force 2/14"
    driver.script("prev 2")
    assert words(board)[6] == "Total 3, 2 left out", words(board)


def test_reopened_forces_open_on_the_side_line():
    """Issue 20: NEXT on a filled page moves on rather than changing a number. The forces of
    the last combat (Example 1, 10.1) are kept; reopened, each side's form opens on its side
    line, where PREV/NEXT turn to the other side and change no number, and hold OK twice
    reaches the same odds."""
    app, board, driver = maori("maori_forces_again")
    driver.script("next\nok\n" + FORCES_EXAMPLE_1 + "\nlong ok")
    _back_to_menu(app, driver)
    menu = app.top()
    kept = (list(menu.attacker), list(menu.defender))
    driver.script("ok")
    assert words(board)[:2] == ["Attacker force 1/11", "Side attacker"], words(board)
    assert words(board)[6] == "Total 12"
    scenario.check("maori_forces_again", board)
    for press, title in (("next", "Defender force 1/14"), ("next", "Attacker force 1/11"),
                         ("prev", "Defender force 1/14"), ("prev", "Attacker force 1/11")):
        driver.script(press)
        assert words(board)[0] == title, (press, words(board))
        assert (menu.attacker, menu.defender) == kept, press
    driver.script("long ok")
    assert words(board)[:2] == ["Defender force 1/14", "Side defender"]
    assert words(board)[6] == "Total 7"
    driver.script("long ok")
    assert words(board)[0] == "Odds 12 v 7"


def test_idle_screens_do_not_redraw():
    """The odds and result screens render once, then only on change (idle ticks are free)."""
    app, board, driver = maori("maori_idle", own=True)
    driver.script(TOTALS_12_7)
    frames = board.display.frames
    driver.script("wait 1000")
    assert board.display.frames == frames
    driver.script("ok\nnext 2\nok\nnext 2\nok\nwait 3000")
    frames = board.display.frames
    writes = board.pixels.writes
    driver.script("wait 1000")
    assert board.display.frames == frames and board.pixels.writes == writes


def test_ok_during_the_roll_shows_the_result_at_once():
    """An OK pressed while the dice still roll is not lost: it skips to the result (10.1)."""
    app, board, driver = maori("maori_skip_roll")
    driver.script(TOTALS_12_7 + "\nok")
    assert app.top().hidden  # "Rolling", drawn large, for half a second
    driver.script("ok")
    assert not app.top().hidden
    assert "WINS" in words(board)[4]
    driver.script("ok")
    assert words(board)[0].startswith("Panic walk")


def test_the_royal_guard_value_is_an_assumption_the_players_can_change():
    """The rulebook gives the Royal Guard no combat value: the device assumes one (the table
    in core/maori_forces) and says so; Settings changes it, and the totals follow (10.1)."""
    app, board, driver = scenario.boot("maori_royal_guard")
    assumed = maori_forces.unit_value("royal_guard")
    driver.script("prev\nok\nnext 6\nok")  # Settings, 'Maori Royal Guard'
    assert words(board)[:2] == ["Maori Royal Guard", "Combat value (assumed)"]
    assert app.top().values[0] == assumed
    driver.script("next\nok")
    assert app.settings["maori_royal_guard"] == assumed + 1
    # Home (still on Settings), up to 'Maori dice', the force builder: led by the Chief (2,
    # Example 1), one Royal Guard (row 7).
    driver.script("back\nprev 2\nok\nnext\nok\nok 7\nnext")
    assert words(board)[3] == "Royal Guard, {} assumed 1".format(assumed + 1)
    assert words(board)[6] == "Total {}".format(2 + assumed + 1)


def _side(board, pixel, side):
    """Whether a lit LED has a side's colour (0 the attacker's, 1 the defender's), at any
    brightness: the attacker's has more red than blue, the defender's more blue."""
    r, _, b = board.pixels.shown[pixel]
    return (r > b) if side == 0 else (b > r)


def test_entered_totals_show_who_is_stronger_as_the_forces_do():
    """10.1: the side with the higher total adds the difference to his die. The totals
    entered on their own screens show it on ring 1 as they change, as the force builder
    does: the attacker's seat at the top (pixel 0), the defender's opposite (pixel 6), the
    stronger one lit and the difference an arc after it; equal totals light both."""
    app, board, driver = maori("maori_totals_rings")
    driver.script("ok")  # Attacker's total 6, the defender's proposed 6: equal
    assert words(board)[0] == "Combat 1/2"
    assert shown_pixels(board, 0, 23) == [0, 6]
    assert _side(board, 0, 0) and _side(board, 6, 1)
    driver.script("next 3")  # 9 against 6: the attacker 3 stronger
    assert shown_pixels(board, 0, 23) == [0, 1, 2, 3] and _side(board, 3, 0)
    driver.script("ok\nnext 5")  # the defender's screen: 9 against 11
    assert words(board)[0] == "Combat 2/2"
    assert shown_pixels(board, 0, 23) == [6, 7, 8]
    assert all(_side(board, p, 1) for p in (6, 7, 8))
    scenario.check("maori_totals_defender", board)
    # The same rings as the force builder's for the same totals (Example 1, 12 against 7).
    driver.script("back\nnext 3\nok\nnext")  # 12, and the defender's 6 proposed again: 7
    assert words(board)[0] == "Combat 2/2" and app.top().values[0] == 7
    entered = list(board.pixels.shown)
    app2, board2, driver2 = maori("maori_totals_rings_forces")
    driver2.script("next\nok\n" + FORCES_EXAMPLE_1)
    assert words(board2)[6] == "Total 7"
    assert board2.pixels.shown == entered


def test_the_menu_shows_the_last_combat_and_before_any_the_sides_seats():
    """Before any combat the Maori menu shows where each side's light will be: the
    attacker's seat (the top) and the defender's (opposite), dim, on both rings. After a
    combat it shows that combat's, as its result did: ring 1 who was stronger and by how much
    (10.1: 12 against 7, the attacker by 5), ring 2 the winner's wedge by his seat. The
    stronger side need not win (10.1: his modifier is added to a die): ring 2 says who did."""
    app, board, driver = maori("maori_menu_rings", own=True)
    assert shown_pixels(board, 0, 23) == [0, 6, 12, 18]
    assert all(max(board.pixels.shown[p]) < 16 for p in (0, 6, 12, 18))  # dim
    assert _side(board, 0, 0) and _side(board, 6, 1) and _side(board, 12, 0)
    driver.script(TOTALS_12_7 + "\nok\n" + dice(3, 3))
    assert words(board)[4] == "ATTACKER WINS by 5"
    _back_to_menu(app, driver)
    driver.script("wait 100")
    assert shown_pixels(board, 0, 23) == [0, 1, 12, 13, 23]  # by 5: one five
    scenario.check("maori_menu_after_combat", board)
    # 6 against 5, dice 1 and 3: 2 against 3, the defender wins though the weaker.
    driver.script("ok\nprev 6\nok\nprev 2\nok\nok\n" + dice(1, 3))
    assert words(board)[4] == "DEFENDER WINS by 1"
    _back_to_menu(app, driver)
    driver.script("wait 100")
    assert shown_pixels(board, 0, 23) == [0, 1, 17, 18, 19]
    assert _side(board, 0, 0) and _side(board, 18, 1)
