"""Dice the table saw are kept: a device roll is recorded when it is shown, BACK and then OK
show the same dice, and a roll again is an explicit, labelled choice whose log keeps both.

Sections cite ../shared/rules/004_098e2e0baee2cb11.txt (Maori: 10.1 combat, "Roll one
six-sided die"; 10.1 panic; 5.0 initiative; 12.2). Karekare's kept tie draw is tested in
test_screens_karekare_eras.py.
"""

from test_screens_maori import TOTALS_12_7, maori, words
from test_screens_maori_rolls import side_rolls


def _result(driver, board):
    """The roll shown without watching it spin."""
    driver.command("ok")
    return words(board)


def test_back_then_ok_shows_the_combat_s_dice_again():
    """10.1: one roll decides a combat; BACK to the odds and OK again shows that roll."""
    app, board, driver = maori("kept_combat")
    driver.script(TOTALS_12_7)
    driver.command("ok")
    shown = _result(driver, board)
    rolls = app.roll_log.total
    driver.command("back")
    assert words(board)[0] == "Odds 12 v 7"
    driver.command("ok")
    assert words(board)[1:7] == shown[1:7]  # at once: no roll to watch, the same dice
    assert app.roll_log.total == rolls


def test_a_roll_again_is_asked_labelled_and_both_rolls_are_logged():
    """Hold OK on a device roll asks first; keeping is the default, one press away."""
    app, board, driver = maori("kept_again")
    driver.script(TOTALS_12_7)
    driver.command("ok")
    shown = _result(driver, board)
    assert "hold OK: roll again" in " ".join(shown + [
        line for line in app.top().lines]), shown
    rolls = app.roll_log.total
    driver.command("long ok")
    assert words(board)[0].startswith("Roll the dice again?")
    assert words(board)[1:3] == ["Keep the dice shown", "Roll them again"]
    driver.command("ok")  # the default keeps them
    assert words(board)[1:7] == shown[1:7] and app.roll_log.total == rolls
    driver.script("long ok\nnext\nok")
    assert app.roll_log.total == rolls + 2  # both rolls are in the log
    again = _result(driver, board)
    before = "{} {}".format(shown[2].split()[1], shown[3].split()[1])
    assert "Rolled again; before: " + before in app.top().lines, app.top().lines
    driver.command("back")
    driver.command("ok")
    assert words(board)[1:7] == again[1:7]  # the new roll is the one kept now


def test_back_then_ok_walks_the_same_panic_dice():
    """10.1 panic: BACK from the first Area to the pieces, and the walk again, rolls nothing."""
    app, board, driver = maori("kept_panic")
    driver.script("next 2\nok")
    driver.script("ok\nnext 3\nok 4\nnext 2\nlong ok")  # 4 Warriors
    shown = _result(driver, board)
    assert shown[0].startswith("Area 1 of 1"), shown
    rolls = app.roll_log.total
    driver.script("back\nlong ok")
    assert words(board) == shown and app.roll_log.total == rolls


def test_back_then_ok_shows_a_side_roll_s_die_again_until_it_is_done():
    """12.2 Tohunga return: BACK to the menu and OK shows the same die; once done, the next
    roll is a new one."""
    app, board, driver = side_rolls("kept_tohunga", own=False)
    driver.script("next 2\nok")
    shown = _result(driver, board)
    rolls = app.roll_log.total
    driver.script("back\nok")
    assert words(board) == shown and app.roll_log.total == rolls
    driver.script("ok\nok")  # done, then the same roll for another Tohunga
    assert app.roll_log.total == rolls + 1


def test_back_then_ok_shows_the_same_initiative_round():
    """5.0: BACK from a round to its form and OK again rolls nothing new."""
    app, board, driver = side_rolls("kept_initiative", own=False)
    driver.script("ok\nlong ok")
    shown = _result(driver, board)
    rolls = app.roll_log.total
    driver.script("back\nlong ok")
    assert words(board)[1:7] == shown[1:7] and app.roll_log.total == rolls
