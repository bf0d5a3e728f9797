"""No silent change from a stray press: a single press that changes a record does it through a
screen that says so, with a one-press way back; a record of nothing asks first.

Sections cite ../shared/rules/003_fb0045c4cf4505da.txt (Kachina: 2. Score Points) and
004_098e2e0baee2cb11.txt (Maori 10.1, the panic walk).
"""

from test_screens_kachina import _game, _session, _turn, _words
from test_screens_maori import maori

from support import scenario


def test_an_undo_shows_what_it_undid_until_the_next_press_with_redo_one_press_away():
    """Hold BACK undoes; the screen says what, however long nobody presses, and OK redoes."""
    app, board, driver = _game("stray_undo")
    _turn(driver, 4, 3)
    driver.command("long back")
    assert _words(board)[0] == "Undone"
    assert " ".join(_words(board)[1:4]).startswith("P2: row 4 + column 3 = 7")
    assert _words(board)[7] == "OK redo other: close"
    assert len(_session(app).actions) == 1
    driver.script("wait 7000")  # nobody pressed: it stays
    assert _words(board)[0] == "Undone"
    scenario.check("undone", board)
    driver.command("ok")  # redo, one press away
    assert len(_session(app).actions) == 2
    assert _words(board)[1] == "1 P2 blue 7"
    driver.command("long back")
    driver.command("next")  # any other press closes it, and changes nothing
    assert _words(board)[0] != "Undone" and len(_session(app).actions) == 1


def test_a_0_point_turn_asks_first():
    """2. Score Points: a stray hold OK on a fresh turn would record 0 points: it asks."""
    app, board, driver = _game("stray_zero")
    driver.script("ok\nlong ok")
    assert _words(board)[0].startswith("Record 0 points?"), _words(board)
    assert len(_session(app).actions) == 1
    driver.command("ok")  # the default goes back to the turn
    assert _words(board)[0].startswith("Turn: P2")
    assert len(_session(app).actions) == 1
    driver.script("long ok\nnext\nok")  # asked, and said yes
    assert len(_session(app).actions) == 2
    assert _session(app).standings()["scores"][1] == 0


def test_the_walk_s_numbers_stop_at_0():
    """10.1: PREV on a count of 0 stays at 0 (it wrapped to Population [19])."""
    app, board, driver = maori("stray_walk")
    driver.script("next 2\nok\nok\nprev")
    assert _words(board)[3] == "Population 0"


def test_a_karekare_pass_with_no_action_asks_first():
    """Playing the Game: a stray hold OK on the tile line would pass with no action."""
    from test_screens_karekare_eras import KIND, _new

    app, board, driver = _new("stray_pass")
    driver.script("ok\nok")  # the action menu, the turn
    count = len(scenario.saved(app, KIND).actions)
    driver.command("long ok")
    assert _words(board)[0].startswith("Pass with no action?"), _words(board)
    driver.command("ok")  # the default goes back
    assert _words(board)[0].startswith("Turn: Tangariki")
    assert len(scenario.saved(app, KIND).actions) == count
    driver.script("long ok\nlong ok")  # held again: yes
    assert len(scenario.saved(app, KIND).actions) == count + 1
    assert _words(board)[0].startswith("Turn: Kutaroa")

