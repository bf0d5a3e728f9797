"""No silent change from a stray press: a stray PREV must not change a count the table did
not mean to change.

Sections cite ../shared/rules/004_098e2e0baee2cb11.txt (Maori 10.1, the panic walk) and
../shared/rules/003_fb0045c4cf4505da.txt (Kachina). A stray that records names its way back, one
press that takes back exactly what it did (support/stray_sweep.py presses every stray on every
screen of the golden sessions; Karekare's cases: test_stray_karekare.py).
"""

from test_screens_kachina import KIND, _game, _turn, _words
from test_screens_maori import maori, words

from support import scenario


def test_the_walk_s_numbers_stop_at_0():
    """10.1: PREV on a count of 0 stays at 0 (it wrapped to Population [19])."""
    app, board, driver = maori("stray_walk")
    driver.script("next 2\nok\nok\nprev")
    assert words(board)[3] == "Population 0"


def test_an_undo_shows_what_it_undid_until_the_next_press_and_hold_ok_redoes():
    """Hold BACK: the note stays past its 2 s (5 s here, before the 8 s table view) until a
    press, saying that hold OK on that screen redoes."""
    app, board, driver = _game("stray_undo")
    _turn(driver, 4, 3)
    driver.script("long back\nwait 5000")
    assert _words(board)[5] == "undone: P2: row 4 +"
    assert _words(board)[7] == "hold OK: redo"
    assert len(scenario.saved(app, KIND).actions) == 1
    driver.script("long ok")
    assert _words(board)[5] == "redone: P2: row 4 +"
    assert _words(board)[7] == "hold BACK: undo"
    assert len(scenario.saved(app, KIND).actions) == 2


def test_after_an_undo_ok_and_back_do_what_they_always_do():
    """OK after an undo opens the action menu, to enter what was meant instead (it must not
    redo the mistake just undone); BACK asks before leaving. Neither redoes."""
    app, board, driver = _game("stray_undo_next")
    _turn(driver, 4, 3)
    driver.script("long back\nok")
    assert len(scenario.saved(app, KIND).actions) == 1
    assert _words(board)[0] != "Kachina score" and "hold OK: redo" not in _words(board)
    driver.script("back\nlong ok\nlong back\nback\nok")
    assert len(scenario.saved(app, KIND).actions) == 0
    assert "undone: P2: row 4 +" not in _words(board)


def test_a_stray_ok_on_same_players_again_asks_before_the_finished_game_leaves():
    """Kachina, End of the Game: 'When the last tile is played, the game ends.' The finished
    game's menu opens on Same players again; a stray OK there asks first (the finished game
    would leave the scoreboard for Finished games, with no press to bring it back), and the
    question starts on 'Not now'."""
    app, board, driver = _game("stray_rematch", players=2, first=1)
    _turn(driver, 3, 2)
    driver.script("ok\nback\nnext 3\nok\nnext\nok")  # End game: the last tile played
    before = scenario.saved(app, KIND).actions
    driver.script("ok\nok")  # the menu, its first entry: Same players again
    assert scenario.saved(app, KIND).actions == before
    assert _words(board)[0].startswith("Same players again?")
    driver.command("ok")  # Not now
    assert scenario.saved(app, KIND).actions == before
    driver.script("ok\nnext\nok")  # Same players again, Start it
    assert len(scenario.saved(app, KIND).actions) == 1  # the new game's first play, drawn
