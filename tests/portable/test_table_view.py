"""The table view (firmware/table_view.py, issue 20): whose turn it is and the scores in the big
digits after a few idle seconds or on PREV/NEXT at a scoreboard; the press that wakes it never
acts on the game."""

from firmware import table_view
from firmware.display import draw
from support import scenario

KACHINA = "next 2\nok\nok\nprev 2\nok\nlong ok\nnext\nok"  # a 2-player game, P1 first


def _kachina(name):
    app, board, driver = scenario.boot(name)
    driver.script(KACHINA)
    assert app.session("kachina").count == 1  # the first play
    return app, board, driver


def _up(app):
    """The table view is the top screen."""
    return app.top().wakes


def _words(board):
    return scenario.screen_words(board)


def test_idle_seconds_bring_the_table_view_up():
    app, board, driver = _kachina("table_idle")
    driver.run(table_view.IDLE_MS - (board.now - app.last_press) - 50)  # since the last press
    assert not _up(app) and _words(board)[0].startswith("Kachina")  # not yet
    driver.run(100)
    assert _up(app) and not _words(board)[0].startswith("Kachina")
    # The headline at twice the size on page rows 0 and 1, inverted: fully lit at its right.
    assert board.display.buffer[127] == board.display.buffer[255] == 0xFF


def test_the_press_that_wakes_the_view_does_nothing_else():
    """A stray OK (or a held one, or NEXT) on the table view only shows the screen again:
    no menu opens, no turn is recorded."""
    app, board, driver = _kachina("table_wake")
    under = _words(board)
    for press in ("ok", "long ok", "next", "hold next 1500", "back", "long back"):
        driver.run(table_view.IDLE_MS + 100)
        assert _up(app), press
        stack = app.stack[:-1]  # under the view
        driver.script(press)
        assert not _up(app), press
        assert app.stack == stack and app.session("kachina").count == 1, press
        assert _words(board) == under, press
    driver.script("ok")  # awake, the next OK acts: the next turn opens
    assert _words(board)[0].startswith("Turn")


def test_next_on_a_scoreboard_summons_it_and_the_next_press_wakes_it():
    app, board, driver = _kachina("table_next")
    driver.script("next")
    assert _up(app)
    driver.script("ok")
    assert not _up(app) and app.session("kachina").count == 1
    assert _words(board)[0].startswith("Kachina")


def test_the_home_menu_has_no_table_view():
    app, board, driver = scenario.boot("table_home")
    driver.run(table_view.IDLE_MS + 100)
    assert not _up(app)


class _Fb:
    width, height = 128, 64


def test_scores_take_the_largest_size_that_fits():
    """Two players: 4x digits (24 pixels tall); up to four: 3x; five: 2x."""
    two = (["Ana", "Ben"], [12, 9], None, 0, [])
    four = (["P1", "P2", "P3", "P4"], [120, 9, 30, 7], None, 1, [])
    five = (["P1", "P2", "P3", "P4", "P5"], [10, 20, 30, 40, 50], None, 2, [])
    assert [table_view.scale_of(_Fb, two, p) for p in (0, 1)] == [4, 4]
    # 120 at 3x and a 2-letter label are 67 pixels: more than the 64 of a cell
    assert [table_view.scale_of(_Fb, four, p) for p in range(4)] == [2, 3, 3, 3]
    assert [table_view.scale_of(_Fb, five, p) for p in range(5)] == [2] * 5


def test_labels_are_the_shortest_starts_that_tell_names_apart():
    names = ["P1", "P2", "Ana", "Anahera"]
    assert [table_view.label(names, p) for p in range(4)] == ["P1", "P2", "Ana", "Ana"[:3]]
    assert table_view.label(["Ronga", "Kutaroa"], 1) == "K"


def test_the_headline_says_whose_turn_or_who_won():
    assert table_view.headline((["Ana", "Ben"], [1, 2], None, 1, [])) == "> Ben"
    assert table_view.headline((["Ana", "Ben"], [3, 2], None, -1, [0])) == "Ana wins"
    assert table_view.headline((["Ana", "Ben"], [3, 3], None, -1, [0, 1])) == "tie: A B"


def test_scaled_text_is_the_font_with_square_pixels():
    """The 2x big digits are scaled(…, 2); at 4x each pixel of a glyph is a 4x4 square."""
    from firmware.display.monofb import MonoFrameBuffer

    small, big = (MonoFrameBuffer(bytearray(1024), 128, 64) for _ in range(2))
    draw.text(small, "7", 0, 0)
    draw.scaled(big, "7", 0, 0, 4)
    for y in range(32):
        for x in range(20):
            assert big.pixel(x, y) == small.pixel(x // 4, y // 4), (x, y)


def test_idle_over_a_setup_screen_finds_no_seats_and_never_crashes():
    """Karekare's seating list keeps the tribes seated so far in a list named seats: the table
    view found game screens by probing for that name, and an idle wait there called the list
    (a TypeError, the error screen). Each screen now answers seats() itself (issue 32)."""
    app, board, driver = scenario.boot("table_seating")
    driver.script("ok\nok")  # Karekare, no game yet: the new game's seating order
    assert _words(board)[0].startswith("Seating")
    driver.run(table_view.IDLE_MS + 100)
    assert app.crashes == 0 and _words(board)[0].startswith("Seating")
