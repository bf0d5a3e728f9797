"""The table view (firmware/table_view.py, issue 20): whose turn it is and the scores in the big
digits after a few idle seconds or on PREV/NEXT at a scoreboard; the press that takes it down
acts on the screen beneath."""

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


def test_the_press_that_takes_the_view_down_acts_as_if_it_were_not_there():
    """Issue 31 (the wake press was swallowed): OK, BACK and their long presses on the table
    view do on the scoreboard beneath what they do without the view; PREV and NEXT only take it
    down (on the scoreboard they would bring it up again)."""
    for press in ("ok", "long ok", "back", "long back", "next", "hold prev 1500"):
        shown = []
        for viewed in (False, True):
            app, board, driver = _kachina("table_wake_{}".format(viewed))
            if viewed:
                driver.run(table_view.IDLE_MS + 100)
                assert _up(app), press
            elif press.endswith(("next", "1500")):
                shown.append(("Kachina", 1))  # the scoreboard, the first play
                continue
            driver.script(press)
            assert not _up(app), press
            shown.append((_words(board)[0].split(" ")[0], app.session("kachina").count))
        assert shown[0] == shown[1], (press, shown)


def test_next_on_a_scoreboard_summons_it_and_the_next_press_takes_it_down():
    app, board, driver = _kachina("table_next")
    driver.script("next")
    assert _up(app)
    driver.script("next")
    assert not _up(app) and _words(board)[0].startswith("Kachina")
    driver.script("next\nok")  # up again, then OK opens the next turn at once
    assert not _up(app) and _words(board)[0].startswith("Turn")


def test_the_home_menu_has_no_table_view():
    app, board, driver = scenario.boot("table_home")
    driver.run(table_view.IDLE_MS + 100)
    assert not _up(app)


NAMES = ["Maria", "Mateo", "Marta", "Manu", "Mika"]  # issue 31: shown as Ma11 Ma26 Ma25 Ma15 Mi 7


def _drawn(seats):
    from firmware.display.monofb import MonoFrameBuffer

    fb = MonoFrameBuffer(bytearray(1024), 128, 64)
    table_view.render(fb, seats)
    return fb


def test_every_score_takes_one_size_the_largest_that_fits_every_cell():
    """The leader is never drawn smaller (112 at 2x stood beside 99 at 3x): two players at 4x
    (24 pixels tall), up to four at 3x unless a score needs 2x, five at 2x."""
    def scale(names, scores):
        return table_view.scale_of(128, (names, scores, None, 0, []), table_view.labels(names))
    assert scale(["Ana", "Ben"], [112, 9]) == 4
    assert scale(NAMES[:4], [11, 26, 25, 15]) == 3
    assert scale(NAMES[:4], [112, 99, 30, 7]) == 2
    assert scale(NAMES, [11, 26, 25, 15, 7]) == 2


def test_labels_are_unique_and_never_longer_than_two_letters():
    assert table_view.labels(NAMES) == ["Mr", "Me", "Mt", "Mn", "Mi"]
    assert table_view.labels(["P1", "P2", "P3", "P4", "P5"]) == ["P1", "P2", "P3", "P4", "P5"]
    assert table_view.labels(["Ronga", "Kutaroa"]) == ["R", "K"]
    assert table_view.labels(["Ana", "Ana", "Ben"]) == ["A1", "A2", "B"]
    assert table_view.labels(["Ana", "Anahera"]) == ["Aa", "Ah"]


def test_no_cell_draws_into_another():
    """The last pixel column of every cell stays dark, lit or not, whatever the scores: labels
    and three-digit scores stay inside their cells (P212P3 5 and 9K 13 were seen)."""
    for count in (2, 3, 4, 5):
        for turn in range(count):
            names = NAMES[:count] if turn % 2 else ["P{}".format(p + 1) for p in range(count)]
            fb = _drawn((names, [112 + 101 * p for p in range(count)], None, turn, []))
            _, columns, _, top, _, _ = table_view.layout(count)
            for edge in range(128 // columns - 1, 127, 128 // columns):
                lit = [y for y in range(top * 8, 64) if fb.pixel(edge, y)]
                assert not lit, (count, turn, edge, lit)


def test_a_label_and_its_score_never_touch():
    """At least 3 dark pixels between a label's ink and its score's, beside it or under it
    (Ma11 Ma26 and P212P3 5 were seen): the label drawn alone tells its ink from the score's."""
    from firmware.display.monofb import MonoFrameBuffer

    for count in (2, 3, 4, 5):
        names = NAMES[:count]
        fb = _drawn((names, [112, 99, 30, 7, 105][:count], None, -1, []))
        _, columns, _, top, pages, stacked = table_view.layout(count)
        width = 128 // columns
        for p, tag in enumerate(table_view.labels(names)):
            x, row = (p % columns) * width, top + (p // columns) * pages
            alone = MonoFrameBuffer(bytearray(1024), 128, 64)
            draw.scaled(alone, tag, x + 2, row, 2)
            axis = 1 if stacked else 0
            label_end, score_start = -1, 999
            for cx in range(x, x + width):
                for y in range(row * 8, (row + pages) * 8):
                    at = (cx, y)[axis]
                    if alone.pixel(cx, y):
                        label_end = max(label_end, at)
                    elif fb.pixel(cx, y):
                        score_start = min(score_start, at)
            assert label_end >= 0 and score_start < 999, (count, p)
            gap = score_start - label_end - 1
            assert gap >= 3, (count, p, tag, gap)


def test_the_table_view_for_two_to_five_players():
    """The golden frames, Maria's table (issue 31) with Mateo to play."""
    app, board, _ = scenario.boot("table_golden")
    for count in (2, 3, 4, 5):
        table_view.render(board.display, (NAMES[:count], [11, 26, 25, 15, 7][:count], None, 1,
                                          []))
        scenario.check("table_view_{}".format(count), board)


def test_the_headline_says_whose_turn_or_who_won():
    tags = ["A", "B"]
    assert table_view.headline((["Ana", "Ben"], [1, 2], None, 1, []), tags) == "> Ben"
    assert table_view.headline((["Ana", "Ben"], [3, 2], None, -1, [0]), tags) == "Ana wins"
    assert table_view.headline((["Ana", "Ben"], [3, 3], None, -1, [0, 1]), tags) == "tie: A B"
    five = (NAMES, [1, 2, 3, 4, 5], None, 3, [])
    assert table_view.corner(five, table_view.labels(NAMES)) == ("turn", "Mn")


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
