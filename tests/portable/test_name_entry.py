"""Naming players with the four buttons (firmware/games/shared/name_entry.py and roster.py).

Kachina's Components give 5 score markers (2 to 5 players); the rulebooks name no players, so
the table does: names with macrons (Tūī, Hēmi), kept between games and offered first.
"""

from firmware.games.shared import name_entry
from support import scenario

SCRIPT = "tests/sessions/kachina_named.script"
TUI, HEMI = "T\u016b\u012b", "H\u0113mi"


def _words(board):
    return scenario.screen_words(board)


def _lines(path, upto=None):
    with open(path) as f:
        lines = f.read().split("\n")
    return "\n".join(lines if upto is None else lines[:upto])


def _named_game(name):
    app, board, driver = scenario.boot(name)
    driver.script(_lines(SCRIPT))
    return app, board, driver


def test_the_named_kachina_game_is_saved_with_its_names_and_colours():
    """Game Play: the first player scores 1; 2. Score Points: row plus column."""
    app, board, driver = _named_game("ne_game")
    st = app.session("kachina").standings()
    assert st["names"] == [TUI, "Ana", HEMI]
    assert st["colours"] == ["red", "blue", "pink"]
    assert st["scores"] == [10, 8, 4] and st["turns"] == [3, 2, 2]
    assert _words(board)[1:4] == ["1 " + TUI + " red 10", "2 Ana blue 8", "3 " + HEMI + " pink 4"]
    assert app.settings["names"] == [TUI, "Ana", HEMI]  # kept for the next game


def test_the_wheel_shows_the_name_with_its_macron():
    """The golden frame: T and ū added, the wheel on ī."""
    app, board, driver = scenario.boot("ne_wheel")
    script = _lines(SCRIPT).split("\n")
    driver.script("\n".join(script[: script.index("prev 14") + 1]))
    assert app.top().name == "T\u016b"
    assert _words(board)[0] == "Player 1"
    assert _words(board)[3] == "2/10"
    scenario.check("name_entry_macron", board)


def test_recent_names_are_offered_first_and_names_taken_are_not():
    """Names kept between games: NEXT on a new game's name line turns to them, most recent
    first, then to New name, leaving out a name another player already has."""
    app, board, driver = _named_game("ne_recent")
    driver.script("ok\nback\nnext 8\nok\nnext\nok\nprev 2\nok")  # New game, confirmed; 2
    assert _words(board)[0:3] == ["Players 1/4", "Player 1 P1", "colour red"]
    shown = []
    for _ in range(5):
        driver.script("next")
        shown.append(_words(board)[1])
    assert shown == ["Player 1 " + name for name in (TUI, "Ana", HEMI, "New name", "P1")]
    driver.script("prev 2\nok\nok")  # Hēmi for player 1; down to player 2's name
    shown = []
    for _ in range(4):
        driver.script("next")
        shown.append(_words(board)[3])
    assert shown == ["Player 2 " + name for name in (TUI, "Ana", "New name", "P2")]  # no Hēmi
    driver.script("next\nlong ok\nok")  # Tūī; start; Tūī plays first
    assert app.session("kachina").standings()["names"] == [HEMI, TUI]
    assert app.settings["names"] == [HEMI, TUI, "Ana"]


def test_ok_on_a_filled_player_line_moves_on_and_changes_nothing():
    """Issue 20: one way of entering values on every screen. The setup's players are a form:
    OK goes down a line and never changes one (the golden frame: on the last line, nothing
    changed); PREV/NEXT change the line under the cursor (a colour turns to the next or
    previous one no other player has, a name to New name); BACK goes a line up; hold OK
    starts the game from any line."""
    app, board, driver = scenario.boot("ne_form")
    driver.script("next 2\nok\nok\nprev\nok")  # Kachina, no game yet: 3 players
    offered = ["Player 1 P1", "colour red", "Player 2 P2", "colour blue", "Player 3 P3",
               "colour pink"]
    assert _words(board)[:8] == ["Players 1/6"] + offered + ["-/+ name hold OK start"]
    for line in range(2, 7):
        driver.script("ok")
        assert _words(board)[:7] == ["Players {}/6".format(line)] + offered
    assert _words(board)[7] == "-/+ colour OK start"
    scenario.check("roster_form", board)
    driver.script("next")
    assert _words(board)[6] == "colour white"  # after pink in rings.PALETTE
    driver.script("prev 3")
    assert _words(board)[6] == "colour sky"  # pink, purple, then past player 2's blue
    driver.script("back\nnext")
    assert _words(board)[5:8] == ["Player 3 New name", "colour sky", "OK spell a new name"]
    driver.script("back")  # a line up: the name is as it was
    assert _words(board)[0] == "Players 4/6"
    assert _words(board)[5] == "Player 3 P3"
    driver.script("long ok")
    assert _words(board)[0] == "Who plays first? 1/4"
    st = app.session("kachina").standings()
    assert st["names"] == ["P1", "P2", "P3"] and st["colours"] == ["red", "blue", "sky"]


def _wheel(name):
    """The wheel for Kachina's player 1, from the home menu."""
    app, board, driver = scenario.boot(name)
    driver.script("next 2\nok\nok\nprev 2\nok\nprev\nok")  # 2 players; New name
    assert type(app.top()).__name__ == "Wheel"  # the module is loaded anew with the game
    return app, board, driver


def _spell(app, driver, items):
    """Turn the wheel the short way to each item and press OK."""
    size = len(name_entry.WHEEL)
    for item in items:
        ahead = (name_entry.WHEEL.index(item) - app.top().values[0]) % size
        if ahead:
            driver.command("next {}".format(ahead) if ahead <= size // 2 else
                           "prev {}".format(size - ahead))
        driver.command("ok")


def test_holding_a_button_turns_the_wheel_faster_and_faster():
    """Held-button acceleration: the same hold time moves the wheel further the longer the
    button has been held."""
    app, board, driver = _wheel("ne_fast")
    steps = []
    for ms in (1000, 2000, 3000):
        app.top().values[0] = 0
        driver.script("hold next {}".format(ms))
        steps.append(app.top().values[0])
    first, second, third = steps[0], steps[1] - steps[0], steps[2] - steps[1]
    assert second > first  # no wrap: 3 s reach less than one turn of the wheel
    assert third > second
    assert steps[2] < len(name_entry.WHEEL)


def test_back_deletes_the_last_letter_then_leaves_and_nothing_is_kept():
    app, board, driver = _wheel("ne_back")
    driver.script("ok\nok\nback")
    assert app.top().name == "A"
    driver.script("back\nback")
    assert _words(board)[:2] == ["Players 1/4", "Player 1 P1"]  # left the wheel: unchanged


def test_letters_are_capital_at_a_word_start_and_the_switch_flips_one():
    """A capital first and after a hyphen; "Aa" flips the case of the next letter only."""
    app, board, driver = _wheel("ne_case")
    _spell(app, driver, ["t", "t", "-", "\u016b", "Aa", "\u016b", "Aa", "x", "Aa", "Aa", "x"])
    assert app.top().name == "Tt-\u016a\u016aXx"


def test_a_name_is_refused_when_empty_and_stops_at_ten_letters():
    app, board, driver = _wheel("ne_refused")
    driver.script("long ok")
    assert _words(board)[0] == "Name"  # empty: the rules say why
    assert "a name is 1 to 10 letters" in " ".join(_words(board))
    driver.script("ok")
    for _ in range(12):
        driver.command("ok")
    assert app.top().name == "Aaaaaaaaaa"
    assert _words(board)[3] == "10/10"


def test_a_name_another_player_has_is_refused():
    app, board, driver = _wheel("ne_taken")
    _spell(app, driver, ["p", "2"])
    driver.script("long ok")
    assert _words(board)[0] == "Name"
    assert "already called P2" in " ".join(_words(board))
    driver.script("ok\nback")  # P2 -> P, then Pa: a fine name
    _spell(app, driver, ["a"])
    driver.command("long ok")
    assert _words(board)[1:3] == ["Player 1 Pa", "colour red"]  # and down to its colour
    assert _words(board)[0] == "Players 2/4"


def test_the_ranking_columns_line_up_with_macrons():
    """MicroPython pads a format field by bytes, so names are padded by letters."""
    app, board, driver = _named_game("ne_ranking")
    driver.script("ok\nback\nnext 2\nok")
    assert _words(board)[0:4] == ["Ranking", "Player Pts Turns", "1 " + TUI + " 10 3",
                                  "2 Ana 8 2"]
    buf = board.display.buffer
    ends = [max(x for x in range(60, 80) if buf[row * 128 + x]) for row in (2, 3, 4)]
    assert ends[0] == ends[1] == ends[2]  # the points end at one pixel on every row
