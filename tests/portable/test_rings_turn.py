"""Where seat 1 is on the rings (issue 31: setup never said which seat is seat 1, nor let the
table turn the rings to where people sit): Settings, "Seat 1 on the rings", lights seat 1 white
on both rings and turns it a pixel at a time as it changes; OK keeps the turn for every game,
BACK leaves it as it was."""

from firmware.leds import Leds
from host_sim.fakeboard import FakePixels
from support import scenario


def _lit(pixels):
    return [i for i, rgb in enumerate(pixels.shown) if rgb != (0, 0, 0)]


def test_the_turn_moves_every_pixel_of_both_rings_clockwise():
    pixels = FakePixels(24)
    leds = Leds(pixels, 255, 2000, turn=3)
    frame = leds.frame
    for logical in (0, 11, 12, 23):  # each ring's first and last pixel
        frame[3 * logical] = 200
    leds.drawn[:] = frame
    leds._scale()
    leds._write()
    assert _lit(pixels) == [2, 3, 14, 15]  # 11 -> 2 and 0 -> 3; 23 -> 14 and 12 -> 15


def _to_turn(driver):
    driver.script("prev\nok\nnext 3\nok")  # Settings (the home menu's last), Seat 1 on the rings


def test_seat_1_is_shown_white_and_ok_keeps_the_turn_for_the_next_start():
    app, board, driver = scenario.boot("rings_turn")
    _to_turn(driver)
    assert scenario.screen_words(board)[0] == "Seat 1 on the rings"
    driver.run(100)
    r, g, b = board.pixels.shown[0]
    assert _lit(board.pixels) == [0, 12] and r == g == b > 0  # white, at the set brightness
    driver.script("next 4")
    driver.run(100)
    assert _lit(board.pixels) == [4, 16]
    driver.script("ok")
    assert app.settings["rings_turn"] == 4
    again, again_board, _ = scenario.boot("unused", folder=board.storage_path)
    assert again.leds.turn == 4


def test_back_leaves_the_turn_as_it_was():
    app, board, driver = scenario.boot("rings_turn_back")
    _to_turn(driver)
    driver.script("next 2\nback")
    driver.run(100)
    assert app.settings["rings_turn"] == 0 and app.leds.turn == 0


def test_setup_shows_each_seat_in_its_colour_and_the_line_s_seat_bright():
    """Moeraki-Kemu's players (Setup): Matau is seat 1, at the top, bright on both rings;
    going down to Manaia's lines lights seat 2 bright instead."""
    app, board, driver = scenario.boot("rings_setup")
    driver.script("next\nok\nok\nok\nok")  # Moeraki-Kemu, set up, level, victories
    assert type(app.top()).__name__ == "Roster"
    driver.run(100)
    shown = board.pixels.shown
    assert _lit(board.pixels) == [0, 6, 12, 18]  # two seats on rings of 12
    assert sum(shown[0]) > sum(shown[6]) and shown[0] == shown[12]
    driver.script("ok\nok")  # Matau's colour line, then Manaia's name line
    driver.run(100)
    shown = board.pixels.shown
    assert sum(shown[6]) > sum(shown[0]) and shown[6] == shown[18]
