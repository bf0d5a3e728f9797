"""Karekare screens: setup, the scoreboard, a turn's tile and actions, corrections, views,
undo, resume.

Driven by button scripts on the fake board; chosen frames are compared with golden files in
tests/golden/karekare_*.txt. Each test names the rulebook section it checks
(../shared/rules/000_88847eb29f9075ad.txt).
"""

from test_karekare import _ledger

from core import karekare
from support import scenario

KIND = "karekare"
SEAT_ALL = "ok\nok\nok\nok\nok\n"  # seat the four tribes in the order listed, then Done


def _boot(name, folder=None):
    """The app opened on Karekare: the home menu's first entry."""
    app, board, driver = scenario.boot(name, folder=folder)
    driver.command("ok")
    return app, board, driver


def _new(name, seats=SEAT_ALL, tracking=True, first=1):
    """A game set up through the screens (the colours as offered); first is the line picked
    (0 draws at random). Ends on the scoreboard, the setup numbers closed with BACK."""
    app, board, driver = _boot(name)
    driver.script("ok\n" + seats + "long ok\n" + ("ok\n" if tracking else "next\nok\n")
                  + "next\n" * first + "ok\nback\n")
    return app, board, driver


def _lit(driver, board):
    """Wait for the same moment of a two-second LED cycle, as the winners' wedges blink."""
    driver.run((300 - board.now % 2000) % 2000 + 10)


def _words(board):
    return scenario.screen_words(board)


def _text(board):
    return " ".join(_words(board))


def _state(app):
    return app.session(KIND).state


def _act(app, driver, *args):
    """An action entered straight into the journal (to reach a position quickly)."""
    assert app.act(KIND, karekare.act_action(_state(app), *args))
    driver.run(50)


def _refused(app, driver, action):
    """An action the rules refuse, sent straight to the app: it shows the notice."""
    assert not app.act(KIND, action)
    driver.run(50)


def _menu(driver, board, label):
    """Open the action menu and move to the entry called label."""
    driver.command("ok")
    for _ in range(20):
        if _words(board)[1 + _cursor(board)] == label:
            return
        driver.command("next")
    raise AssertionError("no menu entry " + label)


def _cursor(board):
    """The highlighted body row of a list (its title shows k/n)."""
    words = _words(board)
    k, n = words[0].split()[-1].split("/")
    k, n = int(k), int(n)
    top = min(max(k - 1 - 3, 0), max(n - 6, 0))
    return k - 1 - top


# --- Setup ---------------------------------------------------------------------------------


def test_no_game_yet_offers_the_setup():
    """Setup starts from the scoreboard when no game is saved."""
    app, board, driver = _boot("kk_empty")
    assert _words(board)[2:5] == ["No game in progress.", "", "OK: set up a new game"]
    driver.command("ok")
    words = _words(board)
    assert words[0] == "Seating order 1/5"
    assert words[1:6] == ["Tangariki", "Kutaroa", "Maoipe", "Ronga", "(seat 2 to 4 tribes)"]


def test_seating_order_is_the_order_tribes_are_picked():
    """Setup: each player chooses a tribe; play goes clockwise, so seats are picked in turn.
    A tribe picked twice is unseated; Done needs at least 2 tribes."""
    app, board, driver = _boot("kk_seats")
    driver.script("ok\nnext 3\nok\n")  # Ronga takes seat 1; the cursor moves to Done
    driver.command("ok")  # Done with one tribe: nothing happens
    assert _words(board)[0] == "Seating order 5/5"
    driver.script("prev 4\nok\nnext\nok\nprev 3\nok\n")  # Tangariki 2, Maoipe 3, Tangariki out
    assert _words(board)[1:6] == [
        "Tangariki", "Kutaroa", "Maoipe seat 2", "Ronga seat 1", "Done: 2 players"]
    driver.script("ok\nnext 3\n")  # Tangariki again: seat 3; then down to Done
    assert _words(board)[1] == "Tangariki seat 3"
    scenario.check("karekare_seating", board)
    driver.script("ok\n")  # Done
    shown = ["Ronga sky", "Maoipe pink", "Tangariki red"]
    assert _words(board)[:4] == ["Colours 1/3"] + shown
    assert _words(board)[7] == "-/+ colour hold OK done"
    driver.script("ok\nok\n")  # down the colours: OK changes none
    assert _words(board)[:4] == ["Colours 3/3"] + shown
    assert _words(board)[7] == "-/+ colour OK done"
    driver.script("ok\n")  # on the last one, OK goes on with the colours as shown
    assert _words(board)[0] == "Resources 1/2"
    assert _words(board)[1:3] == ["Count timber, sweet", "Tokens only"]
    driver.command("ok")
    assert _words(board)[1:5] == ["Draw at random", "Ronga", "Maoipe", "Tangariki"]
    driver.script("next 3\nok\n")  # Tangariki starts
    assert app.session(KIND).settings == {
        "players": ["Ronga", "Maoipe", "Tangariki"], "tracking": 1, "first": 2,
        "colours": ["sky", "pink", "red"]}


def test_back_during_setup_keeps_what_was_chosen():
    """BACK on Resources returns to the colours, and from there to the seating, each as it
    was left; nothing is started until the first player is chosen."""
    app, board, driver = _boot("kk_setup_back")
    driver.script("ok\nnext\nok\nok\nnext\nok\n")  # Kutaroa, Maoipe; Done
    driver.script("ok\nnext\n")  # Maoipe's colour: the next one free after pink
    assert _words(board)[2] == "Maoipe white"
    driver.script("long ok\n")  # the colours as shown
    assert _words(board)[0] == "Resources 1/2"
    driver.command("back")
    assert _words(board)[0:3] == ["Colours 2/2", "Kutaroa blue", "Maoipe white"]
    driver.script("back\nback")  # a line up, then the seating
    assert _words(board)[2:4] == ["Kutaroa seat 1", "Maoipe seat 2"]
    assert app.session(KIND) is None
    assert _words(board)[0] == "Seating order 5/5"  # still on Done
    driver.script("ok\nlong ok\nok\nnext 2\nok\n")  # Done, colours, counted, Maoipe
    assert app.session(KIND).settings["colours"] == ["blue", "white"]
    assert app.session(KIND).standings()["first"] == "Maoipe"


def test_setup_summary_shows_the_draft_piles_and_the_box_and_ok_starts():
    """Setup: draft 2 tiles per player in a snake from the starting player; 3 piles of 12 for
    3 players; 3 + 6 + 36 = 45 of the 70 tiles used, 25 back to the box. OK on the numbers
    starts the first turn."""
    app, board, driver = _boot("kk_summary")
    driver.script("ok\nok\nok\nok\nnext\nok\nlong ok\nnext\nok\nnext 2\nok\n")  # T, K, M; tokens
    words = _words(board)
    assert words[0] == "Setup 1/4"
    assert words[1:7] == ["First: Kutaroa", "Start: 3 tiles, triangle", "Draft 6 tiles, snake:",
                          "Kutaroa Maoipe Tangariki", "Tangariki Maoipe Kutaroa",
                          "3 piles of 12 tiles"]
    assert words[7] == "OK: first turn -/+ more"
    scenario.check("karekare_setup_summary", board)
    driver.command("next 3")
    assert _words(board)[4:7] == [
        "Used 45, 25 to the box", "Each: 3 timber, 1 sweet", "Resources: not counted"]
    assert app.session(KIND).settings["tracking"] == 0
    driver.command("ok")
    assert _words(board)[0:3] == ["Turn: Kutaroa 1/12", "Player Kutaroa", "forest next to forest"]


def test_the_first_player_can_be_drawn_at_random():
    """Setup: choose a starting player randomly; the d6 draws among the seated tribes."""
    app, board, driver = _boot("kk_drawn")
    rolls = app.roll_log.total
    driver.script("ok\n" + SEAT_ALL + "long ok\nok\nok\n")  # colours, counted, Draw at random
    first = app.session(KIND).settings["first"]
    assert app.roll_log.total > rolls
    assert _words(board)[1] == "First: {} (drawn)".format(karekare.TRIBES[first])
    driver.command("back")
    assert _words(board)[5] == "{}'s turn".format(karekare.TRIBES[first])


# --- The scoreboard ------------------------------------------------------------------------


def test_the_scoreboard_shows_honor_colours_and_whose_turn_it_is():
    """Playing the Game: each tribe's honor, in seat order, with its colour on the rings;
    the tribe whose turn it is, inverted, with its timber and sweet potato below."""
    app, board, driver = _new("kk_board")
    _act(app, driver, 0, "water", "forest")
    _act(app, driver, 0, "hill", "water")
    _act(app, driver, 2, "forest", "hill", 0)
    _refused(app, driver, ("act", 3, "field", "water"))  # Ronga has no canoe on a tile
    driver.command("ok")  # the refusal notice
    words = _words(board)
    assert words == ["Era 1 of 3 honor", "Tangariki red 0", "Kutaroa blue 0",
                     "Maoipe pink 2", "Ronga sky 0", "Tangariki's turn",
                     "has 3 timber, 1 sweet", "hold BACK: undo"]
    _lit(driver, board)
    scenario.check("karekare_board_era1", board)
    assert app.act(KIND, karekare.turn_action(_state(app)))
    driver.run(50)
    assert _words(board)[5:7] == ["Kutaroa's turn", "has 3 timber, 1 sweet"]


def test_names_are_whole_at_any_honor():
    """The Honor score board goes past 10 (and 100): the names stay whole."""
    app, board, driver = _new("kk_long")
    for p, delta in ((0, 12), (1, 105)):
        assert app.act(KIND, karekare.honor_action(_state(app), p, delta, "table agreed"))
    driver.run(50)
    assert _words(board)[1:3] == ["Tangariki red 12", "Kutaroa blue 105"]


def test_an_idle_scoreboard_draws_nothing():
    """Screens render only when something changed."""
    app, board, driver = _new("kk_idle")
    frames = board.display.frames
    driver.run(3000)
    assert board.display.frames == frames


def test_the_action_menu_lists_the_actions_of_era_1():
    """The Actions, The End of an Era and corrections, then the shared entries; the menu
    stops at its last entry, New game, rather than coming round."""
    app, board, driver = _new("kk_menu")
    driver.command("ok")
    labels = []
    for _ in range(14):
        labels.append(_words(board)[1 + _cursor(board)])
        driver.command("next")
    assert labels == ["Turn: Tangariki", "End of era 1", "Standings", "Ledger",
                      "Honor correction", "Supply correction", "Setup numbers", "History",
                      "Finished games", "Undo", "Redo", "New game", "Statistics", "Statistics"]
    assert _words(board)[7] == "hold BACK: undo"


# --- A turn --------------------------------------------------------------------------------


def _turn_screen(driver, board):
    """From the scoreboard into the turn entry: OK, OK."""
    driver.script("ok\nok\n")
    assert _words(board)[0].startswith("Turn: ")


def test_a_tile_next_to_two_tiles_gives_two_actions_to_the_same_player():
    """Playing the Game: one action for each tile adjacent to the tile just placed, in the
    order the player chooses; then the next player. The player stays the same throughout."""
    app, board, driver = _new("kk_two", first=2)  # Kutaroa starts
    _turn_screen(driver, board)
    assert _words(board)[1:3] == ["Player Kutaroa", "forest next to forest"]
    driver.script("ok\nok\n")  # forest next to forest: +2 timber
    words = _words(board)
    assert words[2] == "forest next to (pass)"
    assert words[3:6] == ["End of Kutaroa's turn:", "Maoipe plays next", "Done: +2 timber"]
    assert words[7] == "hold OK: pass, -/+ tile"
    driver.script("next 2\n")  # ... next to field: +1 timber
    assert _words(board)[1:5] == ["Player Kutaroa", "forest next to field", "+1 timber",
                                  "Done: +2 timber"]
    scenario.check("karekare_turn_second_action", board)
    driver.script("ok\nlong ok\n")  # record it, then pass
    st = app.session(KIND).standings()
    assert st["players"][1]["timber"] == 3 + 2 + 1
    assert st["turn"] == "Maoipe"
    assert scenario.saved(app, KIND).game_log()[-3:] == [
        "Kutaroa +2 timber: forest next to forest", "Kutaroa +1 timber: forest next to field",
        "Turn passes to Maoipe"]
    assert _words(board)[0:2] == ["Turn: Maoipe 2/16", "Player Maoipe"]


def test_hold_ok_records_the_last_action_and_passes_and_on_the_tile_passes_alone():
    """Playing the Game: a turn with one action is the tile, its neighbour and a held OK; a
    turn whose tile acts on nothing (Taking Actions: 'you are not required to') is a held
    OK on the tile."""
    app, board, driver = _new("kk_hold")
    _turn_screen(driver, board)
    presses = driver.presses
    driver.script("next 2\nok\nlong ok\n")  # water next to forest: canoe placed, pass
    assert driver.presses - presses == 4
    assert _state(app).canoes == [1, 0, 0, 0]
    assert _words(board)[0] == "Turn: Kutaroa 2/16"
    driver.command("long ok")  # Kutaroa places a tile that acts on nothing
    assert _words(board)[0] == "Turn: Maoipe 3/16"
    assert [a[0] for a in scenario.saved(app, KIND).actions] == ["act", "turn", "turn"]


def test_a_hill_next_to_own_hut_earns_3_and_anothers_2():
    """The Actions: a tile next to a hill earns 3 honor with your own hut on it, 2 with
    another player's; the huts on the table are offered, your own first."""
    app, board, driver = _new("kk_hill")
    _act(app, driver, 0, "hill", "water")  # Tangariki's hut
    _act(app, driver, 1, "hill", "water")  # Kutaroa's hut
    _turn_screen(driver, board)
    driver.script("ok\nprev\nok\n")  # Tangariki: forest next to hill, two huts: whose?
    words = _words(board)
    assert words[2:5] == ["forest next to hill", "Hut of Tangariki", "+3 honor"]
    assert words[7] == "OK record, hold: & pass"
    scenario.check("karekare_place_own_hut", board)
    driver.command("next")
    assert _words(board)[3:5] == ["Hut of Kutaroa", "+2 honor"]
    driver.script("prev\nok\n")
    assert _ledger(scenario.saved(app, KIND), 0) == [[3, "forest next to hill with own hut"]]
    assert _words(board)[5] == "Done: +3 honor"


def test_only_pieces_on_the_table_are_offered():
    """The Actions: a forest next to water replaces another player's canoe (never your own);
    water next to a field takes from a marked field; only those on tiles are offered, and
    one piece that fits needs no choosing."""
    app, board, driver = _new("kk_offers")
    _act(app, driver, 0, "water", "forest")  # Tangariki's canoe
    _act(app, driver, 1, "water", "forest")  # Kutaroa's canoe
    _act(app, driver, 2, "field", "forest")
    _act(app, driver, 2, "field", "field")  # Maoipe's field 1, with 4 sweet potato
    _turn_screen(driver, board)
    driver.script("ok\nnext 2\n")  # Tangariki: forest next to water
    words = _words(board)
    assert words[3:5] == ["Canoe of Kutaroa", "-1 timber, canoe replaces"]  # the only one
    assert words[7] == "OK record, hold: & pass"
    driver.script("back\nnext 2\nok\nprev\n")  # water next to field
    assert _words(board)[3:5] == ["Field Maoipe 1, 4 left", "+1 sweet potato from"]
    scenario.check("karekare_place_harvest", board)
    driver.command("ok")
    assert _state(app).fields[2] == [3]
    assert _state(app).sweet[0] == 2


def test_a_refused_tile_shows_the_reason_before_and_after_ok():
    """The Actions, HILL next to forest: pay 4 timber; with 3 in supply the rules refuse it,
    the screen says why and the journal is unchanged."""
    app, board, driver = _new("kk_refused")
    _turn_screen(driver, board)
    driver.script("prev\nok\n")  # Tangariki, hill next to forest
    assert _words(board)[3:6] == ["Not allowed: Tangariki", "has 3 timber, needs 4", ""]
    assert _words(board)[7] == "not allowed: -/+ change"  # not "OK record"
    driver.command("ok")
    words = _words(board)
    assert words[0] == "Not allowed"
    assert words[1:3] == ["Tangariki has 3 timber,", "needs 4"]
    scenario.check("karekare_refused", board)
    driver.command("ok")
    assert _words(board)[0] == "Turn: Tangariki 1/16"
    assert scenario.saved(app, KIND).actions == []


def test_untracked_resources_never_refuse_a_tile():
    """The Actions, HILL next to forest: pay 4 timber. Without tracking the tokens on the table
    are the record, so the app places the hut and leaves the paying to the players."""
    app, board, driver = _new("kk_untracked", tracking=False)
    _turn_screen(driver, board)
    driver.script("prev\nok\n")  # Tangariki, hill next to forest
    assert _words(board)[3] == "-4 timber, hut placed"
    driver.command("long ok")
    assert _state(app).huts == [1, 0, 0, 0]
    driver.command("back")
    driver.command("back")
    assert _words(board)[5:7] == ["Kutaroa's turn", "0 huts, 0 canoes on tiles"]


def test_another_tribe_can_be_credited_and_the_turn_follows_it():
    """Corrections: BACK from the tile reaches the player; an action for another tribe is
    recorded for it. Passing then ends that tribe's turn (the screen says so first), and
    a tribe set back to the one whose turn it is goes on with that turn."""
    app, board, driver = _new("kk_other")
    _turn_screen(driver, board)
    driver.script("back\nnext 2\nok\nok\nok\n")  # Maoipe: forest next to forest
    assert _words(board)[3:5] == ["End of Maoipe's turn:", "Ronga plays next"]
    assert _state(app).timber == [3, 3, 5, 3]
    driver.command("long ok")
    assert _words(board)[0] == "Turn: Ronga 2/16"
    driver.script("back\nprev 2\nok\nok\nok\n")  # Kutaroa's missed action
    assert _state(app).timber == [3, 5, 5, 3]
    driver.script("back\nback\nnext 2\nok\n")  # Ronga again, on the tile
    assert _words(board)[0:2] == ["Turn: Ronga 2/16", "Player Ronga"]
    driver.command("long ok")  # Ronga's tile acts on nothing
    assert app.session(KIND).standings()["turn"] == "Tangariki"


def test_hold_back_in_the_turn_undoes_the_last_entry():
    """Undo where a person can mis-press: on the turn entry too, with a toast."""
    app, board, driver = _new("kk_turn_undo")
    _turn_screen(driver, board)
    driver.script("ok\nok\nlong ok\n")  # +2 timber, then pass to Kutaroa
    driver.command("long back")
    assert _words(board)[0] == "Turn: Tangariki 1/16"  # the pass is undone
    assert _words(board)[5:8] == ["undone: Turn passes to", "Kutaroa", "hold OK: redo"]
    driver.command("long back")
    assert _state(app).timber == [3, 3, 3, 3]


# --- Corrections -------------------------------------------------------------------------


def test_honor_correction_with_a_reason_and_never_below_0():
    """Setup: honor starts at 0 on the board; a correction cannot take it below."""
    app, board, driver = _new("kk_honor")
    _menu(driver, board, "Honor correction")
    driver.command("ok")
    driver.script("next\nok\nprev 2\n")  # Kutaroa, -1
    assert _words(board)[4:7] == ["Not allowed: honor never", "drops below 0 (Kutaroa",
                                  "has 0)"]
    driver.script("next 4\nok\nnext\n")  # +3, wrong entry
    words = _words(board)
    assert words[1:5] == ["Player Kutaroa", "Change +3", "Reason wrong entry",
                          "Kutaroa +3 honor:"]
    scenario.check("karekare_honor_correction", board)
    driver.command("ok")
    assert _ledger(scenario.saved(app, KIND), 1) == [[3, "correction (wrong entry)"]]


def test_supply_correction_starts_at_the_counted_tokens():
    """Setup: a personal supply of 3 timber and 1 sweet potato; x5 tokens count 5."""
    app, board, driver = _new("kk_supply")
    _menu(driver, board, "Supply correction")
    driver.command("ok")
    driver.script("next 3\nok\n")  # Ronga
    assert _words(board)[1:4] == ["Player Ronga", "Timber 3", "Sweet 1"]
    driver.script("hold next 1000\nok\nnext 4\n")
    timber = _state(app).timber[3]
    assert timber == 3
    words = _words(board)
    assert words[2].startswith("Timber ") and int(words[2].split()[1]) > 8
    driver.command("ok")
    assert _state(app).sweet[3] == 5
    assert _state(app).timber[3] == int(words[2].split()[1])


# --- Views ---------------------------------------------------------------------------------


def test_ledger_lists_every_change_with_its_reason():
    """An honor ledger per player, the reason for every change (The Actions; End of an Era)."""
    app, board, driver = _new("kk_ledger")
    _act(app, driver, 0, "hill", "water")
    _act(app, driver, 1, "forest", "hill", 0)
    _act(app, driver, 0, "field", "hill", 0)
    _menu(driver, board, "Ledger")
    driver.command("ok")
    assert _words(board)[1:5] == ["Tangariki 3", "Kutaroa 2", "Maoipe 0", "Ronga 0"]
    driver.command("ok")
    words = _words(board)
    assert words[0] == "Ledger: Tangariki"
    assert words[1:4] == ["+3 field next to hill", "with own hut", "= 3 honor"]
    scenario.check("karekare_ledger", board)


def test_standings_show_supplies_and_pieces():
    """Setup: 3 timber, 1 sweet potato, 6 huts, 6 canoes, 4 field markers per tribe."""
    app, board, driver = _new("kk_standings")
    _act(app, driver, 0, "hill", "water")
    _menu(driver, board, "Standings")
    driver.command("ok")
    words = _words(board)
    assert words[1:7] == ["Era 1 of 3", "First player: Tangariki", "Tangariki: 0 honor",
                          "timber 3, sweet 1", "huts 1 placed, 5 left",
                          "canoes 0 placed, 5 left"]


def test_history_lists_the_actions_in_words():
    """The journal: every action in the rules' words, oldest first."""
    app, board, driver = _new("kk_history")
    _act(app, driver, 0, "water", "forest")
    _menu(driver, board, "History")
    driver.command("ok")
    assert _words(board)[1:3] == ["1 Tangariki canoe placed:", "water next to forest"]


def test_setup_numbers_stay_in_the_menu_and_ok_closes_them():
    """Setup: the numbers can be looked up again during play."""
    app, board, driver = _new("kk_setupmenu", first=4)
    _menu(driver, board, "Setup numbers")
    driver.command("ok")
    assert _words(board)[1:6] == ["First: Ronga", "Start: 3 tiles, triangle",
                                  "Draft 8 tiles, snake:", "Ronga Tangariki Kutaroa",
                                  "Maoipe"]
    assert _words(board)[7] == "OK close -/+ scroll"
    driver.command("ok")
    assert _words(board)[0] == "Karekare 7/13"


# --- Undo, redo, resume, new game ----------------------------------------------------------


def test_hold_back_undoes_and_redo_puts_it_back_with_toasts():
    """Undo is exact (the journal replays); both say what they did, in whole words."""
    app, board, driver = _new("kk_undo")
    _refused(app, driver, ("act", 0, "field", "water"))  # no canoe on a tile
    driver.command("ok")
    _act(app, driver, 0, "water", "forest")
    driver.command("long back")
    assert _words(board)[4:8] == ["undone: Tangariki canoe", "placed: water next to",
                                  "forest", "hold OK: redo"]
    assert _state(app).canoes == [0, 0, 0, 0]
    scenario.check("karekare_undone", board)
    driver.run(3000)  # the note stays until the next press, and hold OK there redoes
    assert _words(board)[4] == "undone: Tangariki canoe"
    driver.command("long ok")
    assert _words(board)[4:8] == ["redone: Tangariki canoe", "placed: water next to",
                                  "forest", "hold BACK: undo"]
    assert _state(app).canoes == [1, 0, 0, 0]
    assert _words(board)[0] == "Era 1 of 3 honor"  # back on the scoreboard
    _menu(driver, board, "Undo")
    driver.command("ok")
    assert _words(board)[4] == "undone: Tangariki canoe"
    assert scenario.saved(app, KIND).actions == []


def test_a_reboot_resumes_the_game_and_whose_turn_it_is():
    """The journal on flash: the same game, turn, scoreboard and redo stack after a
    restart."""
    app, board, driver = _new("kk_resume")
    _act(app, driver, 0, "water", "forest")
    assert app.act(KIND, karekare.turn_action(_state(app)))
    _act(app, driver, 1, "forest", "water", 0)
    driver.command("long back")
    again, board2, driver2 = scenario.boot("kk_resume", folder=board.storage_path)
    driver2.run(100)
    assert _words(board2)[0:2] == ["Turn: Kutaroa 2/16", "Player Kutaroa"]  # where it was
    driver2.script("back\nback\nback")  # the tile, the player, the action menu
    assert _words(board2)[0:3] == ["Era 1 of 3 honor", "Tangariki red 0", "Kutaroa blue 0"]
    assert _words(board2)[5] == "Kutaroa's turn"
    assert again.session(KIND).redo_stack == [("act", 1, "forest", "water", 0)]
    _menu(driver2, board2, "Redo")
    driver2.command("ok")
    assert again.session(KIND).state.canoes == [0, 1, 0, 0]


def test_new_game_replaces_the_game_after_asking():
    """Setup again: a new game replaces the journal only once confirmed."""
    app, board, driver = _new("kk_newgame")
    _act(app, driver, 0, "water", "forest")
    _menu(driver, board, "New game")
    driver.command("ok")
    assert _words(board)[1:3] == ["Keep it", "New game"]
    driver.command("ok")  # keep it
    assert len(scenario.saved(app, KIND).actions) == 1
    driver.script("ok\nnext\nok\n")
    assert _words(board)[0] == "Seating order 1/5"
    driver.script("next\nok\nok\nok\nok\nlong ok\nnext\nok\nok\n")  # K, M, R; tokens; drawn
    assert scenario.saved(app, KIND).actions == []
    assert app.session(KIND).settings["players"] == ["Kutaroa", "Maoipe", "Ronga"]
