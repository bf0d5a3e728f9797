"""The Moeraki-Kemu screens driven by button scripts on the fake board, with golden frames.

Sections cited are from ../shared/rules/002_4a0c2ca0d9f89f19.txt. Player 0 is Matau, 1 Manaia.
"""

from support import scenario

KIND = "moeraki"
OPEN = "next\nok"  # Home: the second entry is Moeraki-Kemu
MATAU, MANAIA = 0, 1
# The action menu while a game is being played (basic level), then the entries every game has.
MARAE, TAHUNA, AWA_A, AWA_B, ARA = 0, 1, 2, 3, 4


def _presses(moves):
    """A script line pressing NEXT moves times (nothing for 0)."""
    return "next {}\n".format(moves) if moves else ""


def _match(name, level=1, target=1, younger=MATAU):
    """Boot, open Moeraki-Kemu and set up a match: level and scale by list index, the
    players as offered (Matau and Manaia, red and blue)."""
    app, board, driver = scenario.boot(name)
    driver.script(OPEN + "\nok")  # no game yet: OK sets one up
    driver.script(_presses((level - 1) % 3) + "ok")  # Level starts on Basic
    driver.script(_presses((target - 1) % 4) + "ok")  # the scale starts on Kiwi 5
    driver.script("long ok")  # Players: start as shown
    driver.script(_presses(younger) + "ok")  # B: the younger player places the first ball
    return app, board, driver


def _early(driver, way, winner):
    """D. End of the game: an early win from the action menu."""
    driver.script("ok\n" + _presses(way) + "ok\n" + _presses(winner) + "ok")


def _marae(driver, tiles0, tiles1):
    """D. Marae: enter both players' full, 3:0 and 2:1 tiles, OK after each."""
    driver.script("ok\nok")
    for count in list(tiles0) + list(tiles1):
        driver.script(_presses(count) + "ok")


def _words(board):
    return scenario.screen_words(board)


def _lit(board, ring):
    shown = board.pixels.shown[12 * ring : 12 * ring + 12]
    return sum(1 for rgb in shown if rgb != (0, 0, 0))


def _session(app):
    return scenario.saved(app, KIND)


def test_setup_asks_level_scale_names_then_the_younger_player():
    """Ways to Play (level), E. The Moeraki-Scale (Kiwi 5), B. Start of the game: the younger
    player places the first ball."""
    app, board, driver = scenario.boot("mk_setup")
    driver.script(OPEN)
    assert _words(board)[2:5] == ["No game in progress.", "", "OK: set up a new game"]
    driver.script("ok")
    assert _words(board)[:4] == ["Level 2/3", "Beginner", "Basic", "Master"]
    scenario.check("moeraki_setup_level", board)
    driver.script("ok")
    assert _words(board)[:5] == ["Victories to win 2/4", "Uira 3", "Kiwi 5", "Moa 7",
                                 "Ika Moana 10"]
    driver.script("ok")
    assert _words(board)[:5] == ["Players 1/4", "Player 1 Matau", "colour red",
                                 "Player 2 Manaia", "colour blue"]
    driver.script("long ok")
    assert _words(board)[:3] == ["Who places the ball? 1/2", "Matau", "Manaia"]
    driver.script("next\nok")
    words = _words(board)
    assert words[1] == "Kiwi 5, Basic game 1"
    assert words[2:5] == ["Matau red 0", "Manaia blue 0", "Ball: Manaia"]
    assert words[7] == "hold BACK: undo"
    scenario.check("moeraki_new_match", board)
    session = _session(app)
    assert session.settings == {"level": "basic", "target": 5, "names": ["Matau", "Manaia"],
                                "colours": ["red", "blue"]}
    assert session.game_log() == ["Game 1: Manaia places the ball"]


def test_setup_master_uira_with_a_named_player_and_the_ball_asked_later():
    """Master's Game and E (Uira 3); a player named on the wheel, with a macron, and a colour
    changed; B: if the younger player is skipped, the menu asks."""
    app, board, driver = scenario.boot("mk_setup_master")
    driver.script(OPEN + "\nok\nnext\nok\nprev\nok")
    driver.script("prev\nok")  # Matau's line: no recent names yet, so PREV is New name
    driver.script("next 23\nok\nprev 22\nok\nnext 15\nok\nprev 11\nok\nlong ok")  # T ā n e
    driver.script("ok\nok\nnext\nok")  # Manaia's colour: the next one free; OK starts
    driver.script("back")  # leave the ball question for later
    words = _words(board)
    assert words[1] == "Uira 3, Master game 1"
    assert words[2:4] == ["T\u0101ne red 0", "Manaia purple 0"]
    assert words[4] == "Ball: the younger player"
    assert words[6] == "OK: enter who places ball"
    assert _session(app).settings == {"level": "master", "target": 3,
                                      "names": ["T\u0101ne", "Manaia"],
                                      "colours": ["red", "purple"]}
    assert app.settings["names"] == ["T\u0101ne"]  # kept for the next game
    driver.script("ok")
    assert _words(board)[1:3] == ["Who places the ball", "Tallies"]
    driver.script("ok\nok")
    assert _words(board)[4:6] == ["Ball: T\u0101ne", "Tane: none yet"]


def test_a_kiwi_match_with_every_way_of_winning():
    """D: Tahuna, Awa A, Awa B, Ara and Marae (a tie, and a win by half a point); B: the winner
    places the next ball; E: the first to 5 victories wins the Kemu and play stops."""
    app, board, driver = _match("mk_kiwi", younger=MANAIA)
    _early(driver, TAHUNA, MANAIA)
    assert _words(board)[1:7] == ["Kiwi 5, Basic game 2", "Matau red 0", "Manaia blue 1",
                                  "Ball: Manaia", "", "Last: Manaia by Tahuna"]
    _early(driver, AWA_A, MATAU)
    _early(driver, AWA_B, MANAIA)
    _marae(driver, [4, 0, 1], [3, 1, 1])  # 4.5 each: the ball placer, Manaia, wins
    assert _words(board)[2:7] == ["Matau red 1", "Manaia blue 3", "Ball: Manaia", "",
                                  "Marae tie, ball: Manaia"]
    scenario.check("moeraki_after_marae_tie", board)
    _early(driver, ARA, MATAU)
    _marae(driver, [5, 0, 0], [4, 0, 3])  # 5 against 5.5
    assert _words(board)[6] == "Marae 5-5.5: Manaia"
    _early(driver, TAHUNA, MANAIA)
    words = _words(board)
    assert words[1] == "Kiwi 5, Basic"
    assert words[4:7] == ["Manaia wins the Kemu", "5-2 in 7 games", "Last: Manaia by Tahuna"]
    scenario.check("moeraki_kemu_won", board)
    assert _session(app).game_log() == [
        "Game 1: Manaia places the ball",
        "Game 1: Manaia wins by Tahuna",
        "Game 2: Matau wins by Awa A",
        "Game 3: Manaia wins by Awa B",
        "Game 4: Marae Matau 4.5, Manaia 4.5: Manaia wins (placed the ball)",
        "Game 5: Matau wins by Ara",
        "Game 6: Marae Matau 5, Manaia 5.5: Manaia wins",
        "Game 7: Manaia wins by Tahuna; Manaia wins the Kemu 5-2",
    ]
    # E: the session ends there; the same players again, the tallies and the shared entries.
    driver.script("ok")
    assert _words(board)[1:7] == ["Same players again", "Tallies", "History",
                                  "Finished games", "Undo", "Redo"]


def _pixels(board, ring):
    return [i for i in range(12) if board.pixels.shown[12 * ring + i] != (0, 0, 0)]


def test_one_ring_a_player_counts_the_victories_the_ball_and_the_winner():
    """E. The Moeraki-Scale on the rings, one ring a player (ring 1 Matau, ring 2 Manaia):
    a bright pixel per victory from the top, a dim one per victory still needed to reach the
    scale's number; the last pixel of the ring of who places the ball (B) blinks; at the end the
    winner's ring blinks. Counted, not compared: it reads the same from any seat."""
    app, board, driver = _match("mk_rings", target=0)  # Uira: 3 victories
    _early(driver, ARA, MATAU)  # 1-0, the ball to Matau
    driver.script("wait 300")
    seen = set()
    for _ in range(3):  # the ball blinks, the victories stay (issue 31)
        seen.add(tuple(_pixels(board, 0)))
        driver.script("wait 200")
    assert seen == {(0, 1, 2), (0, 1, 2, 11)} and _pixels(board, 1) == [0, 1, 2]
    shown = board.pixels.shown
    assert sum(shown[0]) > 4 * sum(shown[1]) > 0  # one victory bright, two to go dim
    assert shown[12] == shown[13] == shown[14] != (0, 0, 0)  # Manaia: none yet, three to go
    _early(driver, TAHUNA, MATAU)  # 2-0
    driver.script("wait 300")
    assert sum(board.pixels.shown[1]) > 4 * sum(board.pixels.shown[2])
    _early(driver, AWA_B, MANAIA)  # 2-1, the ball to Manaia
    seen = set()
    for _ in range(3):
        seen.add(tuple(_pixels(board, 1)))
        driver.script("wait 200")
    assert _pixels(board, 0) == [0, 1, 2] and seen == {(0, 1, 2), (0, 1, 2, 11)}
    _early(driver, AWA_A, MATAU)  # 3-1: Matau wins
    seen = set()
    for _ in range(6):
        driver.script("wait 200")
        seen.add(tuple(_pixels(board, 0)))
        assert _pixels(board, 1) == [0, 1, 2]
    assert seen == {(0, 1, 2), ()}


def test_marae_entry_shows_the_scores_as_tiles_are_counted():
    """D. Marae: a full tile and a 3:0 semi-beach tile count 1 point, a 2:1 tile half a point;
    the higher total wins, computed on screen while the tiles are entered."""
    app, board, driver = _match("mk_marae_entry")
    driver.script("ok\nok")
    assert _words(board)[0:4] == ["Marae: tribal tiles", "full 3:0 2:1 pts", "Matau 0 0 0 0",
                                  "Manaia 0 0 0 0"]
    assert _words(board)[5:7] == ["Tie: who placed the ball", "wins: Matau"]
    driver.script("next 6\nok\nnext\nok\nnext 3\nok\nnext 5\nok\nnext 2\nok\nnext 2")
    words = _words(board)
    assert words[2:5] == ["Matau 6 1 3 8.5", "Manaia 5 2 2 8", "Manaia: semi 2:1 = 1/2 pt"]
    assert words[6:8] == ["Matau wins 8.5 to 8", "-/+ OK record"]
    scenario.check("moeraki_marae_entry", board)
    driver.script("back\nprev\nnext")  # BACK steps to the field before; the score follows
    assert _words(board)[3] == "Manaia 5 2 2 8"
    driver.script("ok\nnext\nok")  # 2:1 tiles 3 for Manaia: 8.5 each, the ball decides
    assert _session(app).standings()["last"] == {
        "placer": MATAU, "winner": MATAU, "way": "marae", "halves": [17, 17]}
    assert _words(board)[6] == "Marae tie, ball: Matau"


def test_marae_over_the_24_tiles_is_refused_and_the_entry_kept():
    """Material and Board: 24 tribal tiles of each colour; hold OK records at once."""
    app, board, driver = _match("mk_marae_refused")
    driver.script("ok\nok\nhold next 3500")
    assert _words(board)[2] == "Matau 24 0 0 24"
    driver.script("ok\nnext\nlong ok")
    words = _words(board)
    assert words[0] == "Not allowed"
    assert words[1] == "a tribe has only 24"
    scenario.check("moeraki_refused", board)
    driver.script("ok")  # back to the entry, nothing lost
    assert _words(board)[2] == "Matau 24 1 0 25"
    driver.script("prev\nlong ok")
    assert _session(app).standings()["victories"] == [1, 0]
    assert _words(board)[6] == "Marae 24-0: Matau"


def test_beginners_ara_tie_is_no_victory_and_the_ball_may_change():
    """D. Ara: in the beginner's game a tie is possible, no victory; nobody won, so the last
    placer is proposed again and may be changed (B)."""
    app, board, driver = _match("mk_ara_tie", level=0)
    driver.script("ok")
    assert _words(board)[6] == "Ara tie: no victory"
    driver.script("next 5\nok")
    words = _words(board)
    assert words[1:7] == ["Kiwi 5, Beginner game 2", "Matau red 0", "Manaia blue 0",
                          "Ball: Matau (may change)", "", "Last: Ara tie, no victory"]
    scenario.check("moeraki_ara_tie", board)
    driver.script("ok\nnext 6")
    assert "Change ball placer" in _words(board)
    driver.script("ok")
    assert _words(board)[0] == "Who places the ball? 1/2"  # starts on the proposed placer
    driver.script("next\nok")
    assert _words(board)[4] == "Ball: Manaia"
    assert _session(app).game_log()[1:] == ["Game 1: Ara tie, no victory",
                                           "Game 2: Manaia places the ball"]


def test_masters_tane_once_per_game_and_a_second_is_refused():
    """Master's Game: each player can bring the Maori-Tane forward once; the rules refuse
    a second time in the same game, and a new game brings both back to their caves."""
    app, board, driver = _match("mk_tane", level=2)
    driver.script("ok")
    assert _words(board)[6] == "Tane forward"
    driver.script("next 5\nok")
    assert _words(board)[:3] == ["Tane forward: who? 1/2", "Matau", "Manaia"]
    driver.script("ok")
    assert _words(board)[5] == "Tane: Matau"
    driver.script("ok\nnext 5\nok")
    assert _words(board)[1:3] == ["Matau (used)", "Manaia"]
    assert _words(board)[0] == "Tane forward: who? 2/2"  # starts on the one still unused
    driver.script("prev\nok")
    words = _words(board)
    assert words[0] == "Not allowed"
    assert " ".join(words[1:4]).startswith("Matau has already brought the Tane forward")
    scenario.check("moeraki_tane_refused", board)
    # The refusal closes; the menu is still there, on the entry the choice came from.
    driver.script("ok")
    assert app.top().labels[app.top().index] == "Tane forward"
    driver.script("ok\nok")
    assert _words(board)[5] == "Tane: Matau Manaia"
    _early(driver, TAHUNA, MANAIA)
    assert _words(board)[5] == "Tane: none yet"


def test_tallies_count_victories_by_way_of_winning():
    """D (the ways of winning) and E (the scale): the tallies view."""
    app, board, driver = _match("mk_tallies", target=3)  # Ika Moana 10
    _early(driver, TAHUNA, MATAU)
    _early(driver, TAHUNA, MATAU)
    _early(driver, AWA_B, MANAIA)
    _marae(driver, [2, 0, 0], [1, 0, 1])
    driver.script("ok\nnext 5\nok")
    words = _words(board)
    assert words[:7] == ["Tallies 1/6", "1: Matau", "2: Manaia", "Way 1 2", "Tahuna 2 0",
                         "Awa A 0 0", "Awa B 0 1"]
    scenario.check("moeraki_tallies", board)
    driver.script("next 5")
    assert _words(board)[4:7] == ["Total 3 1", "Ara ties 0, games 4", "Target Ika Moana 10"]
    driver.script("back\nback")
    assert _words(board)[1] == "Ika Moana 10, Basic game 5"


def test_history_undo_by_holding_back_and_redo_from_the_menu():
    """The journal: history in words, undo (hold BACK) and redo, each with a toast."""
    app, board, driver = _match("mk_undo")
    _early(driver, AWA_A, MANAIA)
    _early(driver, ARA, MATAU)
    driver.script("ok\nnext 6\nok")
    words = _words(board)
    assert words[0] == "History"
    assert words[1:6] == ["1 Game 1: Matau places", "the ball", "2 Game 1: Manaia wins by",
                          "Awa A", "3 Game 2: Matau wins by"]
    scenario.check("moeraki_history", board)
    driver.script("back\nback\nlong back")
    words = _words(board)
    assert words[5:8] == ["undone: Game 2: Matau", "wins by Ara", "hold OK: redo"]
    assert words[2:4] == ["Matau red 0", "Manaia blue 1"]
    scenario.check("moeraki_undone", board)
    driver.script("wait 3000")  # the note stays until the next press, and hold OK there redoes
    assert _words(board)[5] == "undone: Game 2: Matau"
    driver.script("long ok")
    assert _words(board)[5:8] == ["redone: Game 2: Matau", "wins by Ara", "hold BACK: undo"]
    # Redo closed the menu (its entries may no longer apply); its Undo entry is like hold BACK.
    driver.script("ok\nnext 8\nok")
    assert _words(board)[5] == "undone: Game 2: Matau"
    assert len(_session(app).actions) == 2
    driver.script("long ok")
    assert _words(board)[2:4] == ["Matau red 1", "Manaia blue 1"]
    assert len(_session(app).actions) == 3


def test_new_game_replaces_the_match_after_asking():
    """E: a new Kemu starts from the bottom of the scale."""
    app, board, driver = _match("mk_new_game")
    _early(driver, TAHUNA, MATAU)
    driver.script("ok\nnext 10\nok")
    assert _words(board)[:3] == ["Replace this game? 1/2", "Keep it", "New game"]
    driver.script("ok\nback")  # keep it: back in the menu, then the scoreboard
    assert _words(board)[2] == "Matau red 1"
    driver.script("ok\nnext 10\nok\nnext\nok")
    assert _words(board)[0] == "Level 2/3"
    driver.script("next\nok\nnext\nok\nlong ok\nok")
    assert _words(board)[1:4] == ["Moa 7, Master game 1", "Matau red 0", "Manaia blue 0"]
    assert _session(app).settings["target"] == 7


def test_a_reboot_resumes_the_match():
    """The journal on flash: a second app on the same storage reopens the match as it was."""
    app, board, driver = _match("mk_resume", younger=MANAIA)
    _early(driver, AWA_B, MANAIA)
    _marae(driver, [3, 0, 0], [2, 1, 1])
    before = _words(board)
    app2, board2, driver2 = scenario.boot("mk_resume", folder=board.storage_path)
    assert _words(board2)[0].startswith("Marae")  # where the table was: the next game's entry
    driver2.script("back\nback")
    assert _words(board2) == before
    assert _session(app2).game_log() == _session(app).game_log()
    scenario.check("moeraki_resumed", board2)
    driver2.script("long back")
    assert _words(board2)[4].startswith("undone: Game 2: Marae")


def test_recording_a_marae_game_takes_two_presses_plus_the_tiles():
    """D. Marae, counted in presses from the scoreboard: OK, OK, then each tile count with
    NEXT and an OK per field (six OKs; the last one records)."""
    app, board, driver = _match("mk_presses")
    start = driver.presses
    _marae(driver, [7, 1, 2], [5, 2, 1])
    assert driver.presses - start == 2 + 6 + 18
    assert _session(app).standings()["last"]["halves"] == [18, 15]
    # Holding NEXT counts fast, and hold OK records without stepping through empty fields.
    start = driver.presses
    driver.script("ok\nok\nhold next 1500\nok\nok\nok\nhold next 1500\nlong ok")
    assert driver.presses - start == 8
    assert _session(app).standings()["last"]["halves"] == [22, 22]
    # D. Marae: equal scores go to who placed the ball; B: Matau, who won game 1, placed it.
    assert _session(app).standings()["last"]["winner"] == MATAU
