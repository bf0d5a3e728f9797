"""No silent change from a stray press, in Karekare (issue 31): a press that records says so on
the screen it leaves, over its one-press way back, and that press takes back exactly what it
did (support/stray_sweep.py found each case on the golden sessions; a module apart from
test_stray_presses.py, so that each fits MicroPython's 512 KB heap).

Sections cite ../shared/rules/000_88847eb29f9075ad.txt (Karekare: Playing the Game, The
Actions, The End of an Era, The Last Era and the End of the Game).
"""

from test_screens_karekare import _new as _karekare
from test_screens_karekare import _turn_screen, _words

from core import karekare
from support import scenario

KAREKARE = "karekare"


def _actions(app, kind=KAREKARE):
    return scenario.saved(app, kind).actions


def test_a_stray_ok_on_a_neighbour_says_what_it_recorded_and_hold_back_takes_it_back():
    """The Actions: a field next to a forest gives 2 sweet potato. OK on the neighbour records
    it; the turn says so and names hold BACK, which takes exactly that back."""
    app, board, driver = _karekare("stray_kk_ok")
    _turn_screen(driver, board)
    driver.script("next\nok")  # the tile: field; the neighbour: forest
    before = _actions(app)
    driver.command("ok")  # the stray
    assert len(_actions(app)) == len(before) + 1
    shown = _words(board)
    assert "Done: +2 sweet potato" in shown and "hold BACK: undo" in shown
    driver.command("long back")
    assert _actions(app) == before


def test_a_stray_hold_ok_on_the_tile_says_the_turn_passed_and_hold_back_takes_it_back():
    """Playing the Game: the turn passes to the left. Hold OK on the tile passes a turn whose
    tile acts on nothing (Taking Actions: 'you are not required to'); the next turn says who
    passed and names hold BACK."""
    app, board, driver = _karekare("stray_kk_pass")
    _turn_screen(driver, board)
    driver.command("long ok")
    assert [a[0] for a in _actions(app)] == ["turn"]
    shown = _words(board)
    assert shown[0] == "Turn: Kutaroa 2/16"
    assert "Passed: Tangariki's turn" in shown and "hold BACK: undo" in shown
    driver.command("long back")
    assert _actions(app) == []
    assert _words(board)[0] == "Turn: Tangariki 1/16"


def test_a_held_ok_on_a_neighbour_records_and_passes_and_one_hold_back_takes_both_back():
    """The Actions, then Playing the Game: hold OK on a neighbour records its action and passes
    the turn, two actions from one press; one hold BACK takes both back, and the hold OK under
    the undo's note puts both back."""
    app, board, driver = _karekare("stray_kk_pair")
    _turn_screen(driver, board)
    driver.script("next\nok")  # field next to forest
    driver.command("long ok")
    done = _actions(app)
    assert [a[0] for a in done] == ["act", "turn"]
    shown = _words(board)
    assert shown[0] == "Turn: Kutaroa 2/16"
    assert "hold BACK: undo" in shown
    driver.command("long back")
    assert _actions(app) == []
    assert _words(board)[0] == "Turn: Tangariki 1/16"
    driver.command("long ok")  # the redo
    assert _actions(app) == done


def _held_ok_then_undone(app, board, driver, title, spans_rows=False):
    """A stray hold OK records one action and shows title with hold BACK named (on a row of
    its own, or across rows); hold BACK takes it back. Returns what was recorded before and
    the screen the undo left."""
    before = _actions(app)
    driver.command("long ok")
    assert len(_actions(app)) == len(before) + 1
    shown = _words(board)
    assert shown[0] == title
    assert "hold BACK: undo" in (" ".join(shown) if spans_rows else shown)
    driver.command("long back")
    assert _actions(app) == before
    return before, _words(board)


def _to_the_era_s_last_turn(app, driver):
    """The End of an Era: 16 tiles for 4 players; 15 turns passed, the 16th (Ronga's) open."""
    for _ in range(15):
        assert app.act(KAREKARE, karekare.turn_action(app.session(KAREKARE).state))
    driver.run(50)


def test_a_stray_pass_at_the_era_s_end_is_taken_back_from_the_era_s_scoring():
    """The End of an Era: passing the era's last turn opens its scoring. A stray hold OK there
    names hold BACK on the scoring page, which takes the pass back (not only leaves), and the
    redo opens the scoring again."""
    app, board, driver = _karekare("stray_kk_era")
    _to_the_era_s_last_turn(app, driver)
    _turn_screen(driver, board)
    assert _words(board)[0] == "Turn: Ronga 16/16"
    before, shown = _held_ok_then_undone(app, board, driver, "Era 1 scoring")
    assert shown[0] == "Turn: Ronga 16/16"
    driver.command("long ok")  # the redo, under the undo's note
    assert len(_actions(app)) == len(before) + 1
    assert _words(board)[0] == "Era 1 scoring"


def test_a_stray_hold_ok_on_the_era_s_scoring_is_taken_back_from_the_draw_s_notice():
    """The End of an Era: a tie for the most honor is drawn at random. Hold OK on the scoring
    page records it all; the notice of the draw names hold BACK, which takes the scoring back
    and opens its page again, where the undo's hold OK redoes it (not the page's counts)."""
    app, board, driver = _karekare("stray_kk_draw")
    _to_the_era_s_last_turn(app, driver)
    _turn_screen(driver, board)
    driver.command("long ok")  # the last pass: the scoring opens (a tie of 4 at 0 honor)
    before, shown = _held_ok_then_undone(app, board, driver, "First player", spans_rows=True)
    assert shown[0] == "Era 1 scoring" and shown[-1] == "hold OK: redo"
    driver.command("long ok")  # the undo's hold OK redoes it: the same draw
    assert len(_actions(app)) == len(before) + 1
    assert _words(board)[0] == "Turn: {} 1/16".format(app.session(KAREKARE).standings()["first"])


def _to_era_3_s_last_turn(app, driver):
    """Eras 1 and 2 passed and scored, era 3's 15 turns passed: Ronga's 16th open."""
    state = app.session(KAREKARE).state
    for _ in (1, 2):
        for _ in range(16):
            assert app.act(KAREKARE, karekare.turn_action(state))
        assert app.act(KAREKARE, karekare.era_end_action(state, dice=app.dice))
    _to_the_era_s_last_turn(app, driver)


def test_a_stray_pass_at_era_3_s_end_is_taken_back_from_the_pile_out_question():
    """The Last Era and the End of the Game: once era 3's pile runs out, a final turn each.
    Passing its counted last turn asks; the question shows the pass over hold BACK, and hold
    BACK there takes the pass back (it left the question before)."""
    app, board, driver = _karekare("stray_kk_pile_pass")
    _to_era_3_s_last_turn(app, driver)
    _turn_screen(driver, board)
    before = _actions(app)
    driver.command("long ok")
    shown = _words(board)
    assert shown[0].startswith("16 turns: pile out?") and "hold BACK: undo" in shown
    driver.command("long back")
    assert _actions(app) == before
    assert _words(board)[0] == "Turn: Ronga 16/16"


def test_a_stray_ok_on_the_pile_out_question_says_so_and_hold_back_takes_it_back():
    """The Last Era and the End of the Game: OK on 'Yes: a final turn each' (the first line)
    records the pile out; the final turn says so over hold BACK, which takes it back and asks
    again, and the undo's hold OK there redoes it (it did nothing on the question)."""
    app, board, driver = _karekare("stray_kk_pile_ok")
    _to_era_3_s_last_turn(app, driver)
    _turn_screen(driver, board)
    driver.command("long ok")
    before = _actions(app)
    driver.command("ok")
    assert len(_actions(app)) == len(before) + 1
    shown = _words(board)
    assert shown[0] == "Turn: Tangariki 1/4" and "hold BACK: undo" in shown
    driver.command("long back")
    assert _actions(app) == before
    shown = _words(board)
    assert shown[0].startswith("16 turns: pile out?") and shown[-1] == "hold OK: redo"
    driver.command("long ok")  # the undo's hold OK redoes it
    assert len(_actions(app)) == len(before) + 1
    assert _words(board)[0] == "Turn: Tangariki 1/4"


def test_a_redo_names_hold_back_which_takes_it_back_again():
    """The Actions: water next to forest places a canoe. Its undo's note names hold OK, which
    redoes; the redo's names hold BACK until the next press (the turn's hint row names the
    pass), which takes it back again."""
    app, board, driver = _karekare("stray_kk_redo")
    _turn_screen(driver, board)
    driver.script("next 2\nok\nok")  # water next to forest: canoe placed
    done = _actions(app)
    driver.command("long back")
    undone = _actions(app)
    driver.command("long ok")  # a stray on the undo's note
    assert _actions(app) == done
    driver.run(3000)
    assert "hold BACK: undo" in _words(board)
    driver.command("long back")
    assert _actions(app) == undone


def test_a_stray_hold_ok_on_era_3_s_scoring_is_taken_back_from_the_final_bonus():
    """The Last Era and the End of the Game: after the final turns era 3 is scored, then the
    final bonus. Hold OK on era 3's scoring records it and the final bonus opens under its
    note, whose hold BACK takes the scoring back (it left the final bonus before)."""
    app, board, driver = _karekare("stray_kk_final")
    _to_era_3_s_last_turn(app, driver)
    _turn_screen(driver, board)
    driver.script("long ok\nok\nlong ok\nlong ok\nlong ok\nlong ok")  # pile out, final turns
    assert _words(board)[0] == "Era 3 scoring"
    _held_ok_then_undone(app, board, driver, "Final bonus")
