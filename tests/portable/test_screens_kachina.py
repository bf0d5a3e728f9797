"""The Kachina screens driven by button scripts on the fake board, with golden frames.

Sections cited are from ../shared/rules/003_fb0045c4cf4505da.txt. Players are P1.. clockwise
(the names offered at setup; tests/portable/test_name_entry.py names them).
"""

from core.dice import ScriptedDice
from firmware import events
from support import scenario

KIND = "kachina"
OPEN = "next 2\nok"  # Home: the third entry is Kachina
# The action menu during a game: the proposed turn, another player's turn, ranking, end.
TURN, OTHER, RANKING, END = 0, 1, 2, 3
POINTS = (0, 2, 3, 4, 5, 6, 7)  # the values PREV/NEXT step through


def _presses(moves):
    return "next {}\n".format(moves) if moves else ""


def _game(name, players=4, first=0):
    """Boot, open Kachina, choose the number of players and who plays first (named, not
    drawn: the first entry draws at random)."""
    app, board, driver = scenario.boot(name)
    driver.script(OPEN + "\nok")  # no game yet: OK sets one up
    driver.script(_presses((players - 4) % 4) + "ok")  # the choice starts on 4 players
    driver.script("long ok")  # the players as offered
    driver.script(_presses(first + 1) + "ok")  # past 'Draw at random'
    return app, board, driver


def _turn(driver, row, column):
    """2. Score Points: the proposed player's row and column points, from the scoreboard
    (OK there opens the proposed player's turn)."""
    driver.script("ok\n" + _presses(POINTS.index(row)) + "ok\n"
                  + _presses(POINTS.index(column)) + "ok")


def _turn_of(driver, player, row, column):
    """A turn for a player chosen by seat (the choice starts on the proposed player)."""
    proposed = driver.app.session(KIND).standings()["next"]
    players = len(driver.app.session(KIND).state.names)
    driver.script("ok\nback\nnext\nok\n" + _presses((player - proposed) % players) + "ok\n"
                  + _presses(POINTS.index(row)) + "ok\n" + _presses(POINTS.index(column))
                  + "ok")


def _words(board):
    return scenario.screen_words(board)


def _lit(board):
    return [i for i in range(24) if board.pixels.shown[i] != (0, 0, 0)]


def _session(app):
    return scenario.saved(app, KIND)


def test_setup_players_then_the_first_play_scores_one():
    """Setup: 2 to 5 players, a randomly selected first player; Game Play: the first player
    starts the board and scores 1 point."""
    app, board, driver = scenario.boot("ka_setup")
    driver.script(OPEN)
    assert _words(board)[2:5] == ["No game in progress.", "", "OK: set up a new game"]
    driver.script("ok")
    assert _words(board)[:5] == ["How many players? 3/4", "2 players", "3 players", "4 players",
                                 "5 players"]
    driver.script("ok")
    assert _words(board)[:4] == ["Players 1/8", "Player 1 P1", "colour red", "Player 2 P2"]
    driver.script("long ok")
    assert _words(board)[:6] == ["Who plays first? 1/5", "Draw at random", "P1", "P2", "P3",
                                 "P4"]
    scenario.check("kachina_who_first", board)
    driver.script("next 3\nok")
    words = _words(board)
    assert words[:5] == ["Kachina score", "1 P3 pink 1", "2 P1 red 0", "3 P2 blue 0",
                         "4 P4 sky 0"]
    assert words[6:8] == ["P4 plays next", "hold BACK: undo"]
    driver.run((300 - board.now % 2000) % 2000 + 10)  # the same moment of the cycle in every run
    scenario.check("kachina_first_play", board)
    assert _session(app).settings == {"names": ["P1", "P2", "P3", "P4"],
                                      "colours": ["red", "blue", "pink", "sky"]}
    assert _session(app).standings()["scores"] == [0, 0, 1, 0]


def test_the_first_player_is_drawn_at_random_and_the_result_kept():
    """Setup 6: randomly select a player to take the first turn. The device's dice draw one
    (a d6 split evenly among the players, the rest rolled again); the journal keeps who, so
    resuming the game rolls nothing."""
    app, board, driver = scenario.boot("ka_drawn")
    driver.script(OPEN + "\nok\nok\nlong ok")  # 4 players as offered; "Draw at random"
    app.dice = ScriptedDice([5, 2])  # 5 names nobody of four: again; 2 is the second seat
    driver.script("ok")
    assert app.dice.remaining() == 0
    assert _session(app).standings()["scores"] == [0, 1, 0, 0]
    assert _words(board)[7] == "drawn: P2 plays first"
    again, board2, _ = scenario.boot("ka_drawn", folder=board.storage_path)
    assert _session(again).standings()["scores"] == [0, 1, 0, 0]
    assert again.roll_log.total == 0


def test_the_first_play_can_wait_and_ending_before_it_is_refused():
    """Game Play: the game starts with the first play; ending before it is refused with
    the rules' reason on screen."""
    app, board, driver = scenario.boot("ka_refused")
    driver.script(OPEN + "\nok\nprev 2\nok\nlong ok\nback")  # 2 players; the first play later
    words = _words(board)
    assert words[1:3] == ["P1 red 0", "P2 blue 0"]
    assert words[6] == "OK: enter the first play"
    assert _lit(board) == [0, 6]  # ring 1: both seats, tied at 0; ring 2: nobody's turn yet
    driver.script("ok\nback")  # OK opens the first play; BACK reaches the menu
    assert _words(board)[1:3] == ["First play", "End game"]
    driver.script("next\nok\nnext\nok")
    words = _words(board)
    assert words[:2] == ["Not allowed", "the game has not started"]
    scenario.check("kachina_refused", board)
    # The refusal closes over the menu; BACK goes one screen up, to the menu.
    driver.script("ok")
    assert _words(board)[0] == "Kachina 2/8"
    driver.script("prev\nok\nnext 2\nok")
    assert _words(board)[1] == "1 P2 blue 1"
    assert _session(app).game_log() == ["P2 starts the board: 1 point"]


def test_a_turn_adds_row_plus_column_and_passes_clockwise():
    """2. Score Points: the row and the column score separately, 0 or 1 point per tile in a
    line of 2 to 7; Game Play: play continues clockwise."""
    app, board, driver = _game("ka_turns", first=3)
    driver.script("ok\nback")
    assert _words(board)[1] == "Turn P1"  # P4 opened, so P1 is proposed
    driver.script("ok\nnext 2\nok\nnext 3")
    words = _words(board)
    assert words[0] == "Turn: P1"
    assert words[1] == "score 0 -> 7"
    assert words[7] == "-/+ column OK record"
    scenario.check("kachina_turn_entry", board)
    driver.script("ok")
    assert _session(app).game_log()[-1] == "P1: row 3 + column 4 = 7 (total 7)"
    assert _words(board)[6] == "P2 plays next"
    _turn(driver, 0, 0)  # a turn may score nothing
    _turn(driver, 7, 2)
    assert _session(app).standings()["scores"] == [7, 0, 9, 1]
    assert _session(app).standings()["turns"] == [1, 1, 1, 1]
    words = _words(board)
    assert words[1:5] == ["1 P3 pink 9", "2 P1 red 7", "3 P4 sky 1", "4 P2 blue 0"]
    assert words[6] == "P4 plays next"
    # The values stop at 7 and at 0 (no longer lines, 1. Play a Tile); BACK returns from the
    # column to the row, and from the row to the menu.
    driver.script("ok\nprev")
    assert _words(board)[1] == "score 1 -> 1"  # PREV at 0 stays at 0
    driver.script("next 9")
    assert _words(board)[1] == "score 1 -> 8"  # NEXT stops at 7
    driver.script("ok\nprev\nback\nprev\nok\nok")
    assert _session(app).game_log()[-1] == "P4: row 6 + column 0 = 6 (total 7)"
    driver.script("ok\nback")
    assert _words(board)[0] == "Kachina 1/10"


def test_any_player_may_take_a_turn_so_turns_can_be_unequal():
    """End of the Game: players may not get an equal number of turns."""
    app, board, driver = _game("ka_unequal", players=3)
    driver.script("ok\nback\nnext\nok")
    assert _words(board)[:4] == ["Whose turn? 2/3", "P1", "P2", "P3"]  # starts on P2
    driver.script("next\nok\nnext\nok\nok")
    assert _session(app).game_log()[-1] == "P3: row 2 + column 0 = 2 (total 2)"
    _turn_of(driver, 2, 3, 0)
    assert _session(app).standings()["turns"] == [1, 0, 2]


def test_a_tie_at_the_top_goes_to_who_reached_it_first_and_blinks():
    """End of the Game: if there is a tie, the player who reached the highest score first
    wins; on ring 1 each tied leader's seat is lit (seat 1 at the top, seat 2 opposite), with
    no arc, so the position says who, and colour is never the only cue."""
    app, board, driver = _game("ka_tie", players=2)
    _turn(driver, 3, 0)  # P2 reaches 3
    _turn(driver, 2, 0)  # P1: 1 + 2 = 3, a tie, reached later
    words = _words(board)
    assert words[1:3] == ["1 P2 blue 3", "2 P1 red 3"]
    assert words[6] == "Tie: P2 got 3 first"
    assert _lit(board)[:2] == [0, 6] and 7 not in _lit(board)
    assert board.pixels.shown[0] == (64, 0, 0) and board.pixels.shown[6] == (0, 0, 64)
    driver.script("wait 300")
    scenario.check("kachina_tie", board)
    driver.script("ok\nback\nnext 2\nok")
    words = _words(board)
    assert words[1:4] == ["Player Pts Turns", "1 P2 3 1", "2 P1 3 2"]
    assert words[4:7] == ["Tied at 3: who got", "there first wins:", "P2 at play 2"]
    scenario.check("kachina_ranking", board)
    driver.script("next")
    assert _words(board)[6] == "P1 at play 3"
    driver.script("back\nback")
    _turn(driver, 2, 0)  # P2 breaks the tie: its seat (pixel 6) lit, a lead of 2 after it
    driver.script("wait 300")
    assert _lit(board)[:3] == [6, 7, 8]
    assert board.pixels.shown[6] == (0, 0, 64) and board.pixels.shown[8] == (0, 0, 7)  # blue
    assert _words(board)[6] == "P1 plays next"


def test_ending_the_game_names_the_winner_and_closes_play():
    """End of the Game: when the last tile is played the game ends; the highest score wins,
    a tie going to who reached it first."""
    app, board, driver = _game("ka_end", players=2, first=1)
    _turn(driver, 3, 0)  # P1: 3
    _turn(driver, 2, 0)  # P2: 1 + 2 = 3, later
    # End game asks first: the highlighted answer keeps playing.
    driver.script("ok\nback\nnext 3\nok")
    assert _words(board)[:3] == ["End the game? 1/2", "Keep playing", "End it: last tile played"]
    driver.script("ok")
    assert _words(board)[0] == "Kachina 4/10" and not _session(app).standings()["over"]
    driver.script("ok\nnext\nok")
    words = _words(board)
    assert words[1:3] == ["1 P1 red 3", "2 P2 blue 3"]
    assert words[6] == "P1 wins: reached 3 first"  # End of the Game: the tie-break's reason
    seen = set()
    for _ in range(10):
        driver.script("wait 100")
        seen.add(tuple(i for i in _lit(board) if i >= 12))
    assert seen == {(), (12, 13, 23)}  # ring 2 blinks, pointing at P1's seat
    while board.pixels.shown[12] == (0, 0, 0):
        driver.script("wait 50")
    scenario.check("kachina_game_over", board)
    assert _session(app).game_log()[-1] == "Game over: P1 wins with 3 (reached it first)"
    driver.script("ok")  # over, OK opens the menu (not its first entry, a new game)
    assert _words(board)[1:7] == ["Same players again", "Ranking", "History",
                                  "Finished games", "Undo", "Redo"]


def test_history_undo_by_holding_back_and_redo_from_the_menu():
    """The journal: history in words, undo (hold BACK) and redo, each with a toast."""
    app, board, driver = _game("ka_undo")
    _turn(driver, 4, 3)
    driver.script("ok\nback\nnext 4\nok")
    words = _words(board)
    assert words[:5] == ["History", "1 P1 starts the board: 1", "point",
                         "2 P2: row 4 + column 3 =", "7 (total 7)"]
    scenario.check("kachina_history", board)
    driver.script("back\nback\nlong back")
    words = _words(board)
    assert words[5:8] == ["undone: P2: row 4 +", "column 3 = 7 (total 7)", "hold OK: redo"]
    assert words[1] == "1 P1 red 1"
    scenario.check("kachina_undone", board)
    driver.script("long ok")  # hold OK on the undo's note redoes
    assert _words(board)[5] == "redone: P2: row 4 +"
    assert _words(board)[7] == "hold BACK: undo"  # the redo's way back
    # Redo closed the menu (its entries may no longer apply); its Undo entry is like hold BACK.
    driver.script("ok\nback\nnext 6\nok")
    assert _words(board)[5] == "undone: P2: row 4 +"
    assert len(_session(app).actions) == 1
    driver.script("long ok")  # hold OK on the undo's note redoes
    assert _words(board)[1:3] == ["1 P2 blue 7", "2 P1 red 1"]
    assert _session(app).standings()["scores"] == [1, 7, 0, 0]


def test_the_undo_toast_lasts_until_the_next_press_however_long_the_undo_took():
    """An undo of a long journal takes time on the device: the step after the frame that shows
    "undone: ..." comes late, and the note must still be there for the player to read, until
    the next press."""
    app, board, driver = _game("ka_undo_toast")
    _turn(driver, 4, 3)
    board.buttons.mask = 1 << events.BACK
    while not app.toast.text:  # held until the undo: it is drawn in the same step
        driver.run(10)
    board.buttons.mask = 0
    board.now += 5000  # the next step comes 5 s later: the time the undo took
    app.step(board.now)
    assert _words(board)[5] == "undone: P2: row 4 +"
    driver.run(1000)
    assert _words(board)[5] == "undone: P2: row 4 +"
    driver.command("next")
    assert "undone" not in " ".join(_words(board))


def test_new_game_with_five_players():
    """Setup: up to 5 players, ranked best first, each with its own colour."""
    app, board, driver = _game("ka_five")
    _turn(driver, 2, 0)
    driver.script("ok\nback\nnext 8\nok\nnext\nok\nnext\nok\nlong ok\nnext 5\nok")
    assert _session(app).settings == {"names": ["P1", "P2", "P3", "P4", "P5"],
                                      "colours": ["red", "blue", "pink", "sky", "lime"]}
    _turn(driver, 6, 5)
    _turn(driver, 2, 2)
    words = _words(board)
    assert words[1:6] == ["1 P1 red 11", "2 P2 blue 4", "3 P5 lime 1", "4 P3 pink 0",
                          "5 P4 sky 0"]
    # P1's seat at the top, then the lead of 7 over P2: a half-bright five and two dim ones,
    # past the other seats' pixels (2, 4, 7, 9).
    assert [p for p in _lit(board) if p < 12] == [0, 1, 3, 5]
    shown = board.pixels.shown
    assert (shown[0], shown[1], shown[3], shown[5]) == ((64, 0, 0), (31, 0, 0), (7, 0, 0),
                                                        (7, 0, 0))
    scenario.check("kachina_five_players", board)


def test_a_reboot_resumes_the_game():
    """The journal on flash: a second app on the same storage reopens the game as it was."""
    app, board, driver = _game("ka_resume", players=3, first=2)
    _turn(driver, 5, 0)
    before = _words(board)
    app2, board2, driver2 = scenario.boot("ka_resume", folder=board.storage_path)
    assert _words(board2)[0] == "Turn: P2"  # where the table was: the next turn's entry
    driver2.script("back\nback")
    assert _words(board2) == before
    assert _session(app2).game_log() == _session(app).game_log()
    driver2.script("ok\nok\nnext\nok")
    assert _session(app2).game_log()[-1] == "P2: row 0 + column 2 = 2 (total 2)"


def test_recording_a_turn_takes_few_presses():
    """2. Score Points, counted in presses from the scoreboard: OK, the row, OK, the
    column, OK; a row of 2 and no column is four presses."""
    app, board, driver = _game("ka_presses")
    start = driver.presses
    _turn(driver, 2, 0)
    assert driver.presses - start == 4
    assert _session(app).standings()["scores"][1] == 2
