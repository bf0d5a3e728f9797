"""Entry that cannot go wrong (issue 20): a stray press never passes a Karekare turn or
reaches a destructive entry, a power-on resumes on the screen the table needs, and the era's
end is prompted at the rulebook's turn for 2, 3 and 4 players.

Rulebooks: ../shared/rules/000_88847eb29f9075ad.txt (Karekare), 003_fb0045c4cf4505da.txt
(Kachina), 002_4a0c2ca0d9f89f19.txt (Moeraki-Kemu).
"""

from core import kachina, karekare, moeraki
from firmware import ui
from support import scenario

KIND = "karekare"
PRESSES = ("prev", "next", "ok")


def _words(board):
    return scenario.screen_words(board)


def _karekare(name, players=4, folder=None):
    """A game of the first players of TRIBES, Tangariki first, with the turn screen open."""
    app, board, driver = scenario.boot(name, folder=folder)
    if folder is None:
        app.start(KIND, karekare.make_settings(list(karekare.TRIBES[:players]), 1, 0))
        app.home.open(KIND)
        driver.script("ok\nok")  # the action menu, "Turn: Tangariki"
    return app, board, driver


def _sequences(length, presses=PRESSES):
    """Every sequence of 1 to length single presses (of PREV, NEXT and OK)."""
    found = [[]]
    for _ in range(length):
        found = [seq + [press] for seq in found for press in presses]
        yield from found


def _verbs(app):
    return [action[0] for action in scenario.saved(app, KIND).actions]


# --- A stray press --------------------------------------------------------------------------


def test_no_stray_press_passes_a_karekare_turn():
    """Playing the Game: a turn ends when its player says so. Only a held OK passes (on the
    tile, or on "next to (pass)" after an action): no sequence of up to three single presses
    from the tile, nor of two after an action is recorded, passes the turn."""
    start = scenario.saved(_karekare("trap_tile")[0], KIND)
    assert start.actions == []
    for sequence in _sequences(3):
        app, board, driver = _karekare("trap_tile")
        driver.script("\n".join(sequence))
        assert "turn" not in _verbs(app), sequence
    for sequence in _sequences(2):
        app, board, driver = _karekare("trap_pass")
        driver.script("ok\nok")  # forest next to forest, recorded: "next to (pass)"
        assert _words(board)[2] == "forest next to (pass)"
        driver.script("\n".join(sequence))
        assert "turn" not in _verbs(app), sequence
        assert app.session(KIND).state.turn == 0, sequence
    driver.command("long ok")  # the hold passes
    assert _verbs(app)[-1] == "turn" and app.session(KIND).state.turn == 1


def test_ok_on_pass_says_how_to_pass():
    """The press that used to pass is answered, not ignored."""
    app, board, driver = _karekare("trap_say")
    driver.script("ok\nok\nok")
    assert _words(board)[7] == "hold OK to pass the turn"
    assert _verbs(app) == ["act"]


def test_no_stray_press_after_a_power_on_reaches_new_game():
    """After a power-on: no sequence of up to three single presses (BACK too) highlights
    "New game" or asks to replace the game, and none loses an action: the action menu
    stops at its ends, and a boot reopens it on its first entry."""
    app, board, driver = _karekare("trap_boot")
    driver.script("ok\nok\nlong ok")  # one action, the turn passed
    folder = board.storage_path
    for sequence in _sequences(3, PRESSES + ("back",)):
        again, board2, driver2 = _karekare("trap_boot", folder=folder)
        driver2.script("\n".join(sequence))
        top = again.top()
        if isinstance(top, ui.ListScreen) and top.labels:
            assert top.labels[top.index] != "New game", sequence
        assert top.title != "Replace this game?", sequence
        played = scenario.saved(again, KIND)
        assert played.actions[:2] == [("act", 0, "forest", "forest"), ("turn", 1)], sequence
        for _ in played.actions[2:]:
            again.undo()  # this sequence's own actions: the next one starts as booted


# --- A power-on -----------------------------------------------------------------------------


def test_a_power_on_resumes_on_the_turn_of_whoever_plays_next():
    """Karekare: the turn screen of the player whose turn it is; BACK reaches the menu on
    its first entry, that turn, and the scoreboard."""
    app, board, driver = _karekare("trap_resume_kk")
    driver.script("ok\nok\nlong ok")  # Tangariki's action, then Kutaroa's turn
    again, board2, driver2 = scenario.boot("trap_resume_kk", folder=board.storage_path)
    assert _words(board2)[:2] == ["Turn: Kutaroa 2/16", "Player Kutaroa"]
    driver2.script("back\nback")
    assert _words(board2)[0] == "Karekare 1/13"
    assert _words(board2)[1] == "Turn: Kutaroa"
    driver2.command("back")
    assert _words(board2)[0] == "Era 1 of 3 honor"


def test_a_power_on_resumes_kachina_and_moeraki_on_the_next_entry():
    """Kachina: the next player's turn (2. Score Points); Moeraki-Kemu: who places the ball
    before the first game (B. Start of the game), the Marae count after it."""
    app, board, driver = scenario.boot("trap_resume_k")
    app.start("kachina", kachina.settings(["Ana", "Rua"]))
    assert app.act("kachina", kachina.first(0))
    again, board2, _ = scenario.boot("trap_resume_k", folder=board.storage_path)
    assert _words(board2)[0] == "Turn: Rua"
    app, board, driver = scenario.boot("trap_resume_m")
    app.start("moeraki", moeraki.settings("beginner", 3, ["Matau", "Manaia"]))
    again, board2, _ = scenario.boot("trap_resume_m", folder=board.storage_path)
    assert _words(board2)[0].startswith("Who places the ball?")
    assert app.act("moeraki", moeraki.ball(1))
    again, board2, _ = scenario.boot("trap_resume_m", folder=board.storage_path)
    assert _words(board2)[0].startswith("Marae")


def test_a_finished_game_stays_on_its_scoreboard_after_a_power_on():
    app, board, driver = scenario.boot("trap_resume_over")
    app.start("kachina", kachina.settings(["Ana", "Rua"]))
    for action in (kachina.first(0), kachina.end()):
        assert app.act("kachina", action)
    again, board2, _ = scenario.boot("trap_resume_over", folder=board.storage_path)
    assert _words(board2)[0] == "Kachina score"


# --- The era's end --------------------------------------------------------------------------


def _pass(driver, turns):
    """Turns whose tile acts on nothing: a held OK on the tile each."""
    for _ in range(turns):
        driver.command("long ok")


def _score(app, driver):
    """Hold OK on a scoring page: every page as counted; a drawn first player is shown."""
    driver.command("long ok")
    if isinstance(app.top(), ui.Notice):
        driver.command("ok")


def _check_eras(players):
    """Setup: 3 piles of 8, 12 or 16 tiles; The End of an Era: when the pile and the market
    run out, one tile a turn, the era is scored; The Last Era and the End of the Game: once
    the third era ends each player takes one final turn, then era 3 is scored."""
    turns = 4 * players
    app, board, driver = _karekare("trap_eras_{}".format(players), players)
    for era in (1, 2):
        _pass(driver, turns - 1)
        assert _words(board)[0].endswith(" {}/{}".format(turns, turns)), era
        _pass(driver, 1)
        assert _words(board)[0] == "Era {} scoring".format(era)
        _score(app, driver)
        assert app.session(KIND).state.era == era + 1
        assert _words(board)[0].endswith(" 1/{}".format(turns))
    _pass(driver, turns)
    assert _words(board)[:3] == ["{} turns: pile out? 1/2".format(turns),
                                 "Yes: a final turn each", "Not yet: play on"]
    driver.command("ok")
    assert app.session(KIND).standings()["phase"] == "final turn"
    _pass(driver, players - 1)
    assert _words(board)[0].endswith(" {}/{}".format(players, players))
    _pass(driver, 1)
    assert _words(board)[0] == "Era 3 scoring"
    _score(app, driver)
    assert _words(board)[0] == "Final bonus"
    driver.command("long ok")
    assert app.session(KIND).standings()["phase"] == "over"
    assert _verbs(app).count("turn") == 3 * turns + players


def test_the_eras_end_is_prompted_after_8_turns_for_2_players():
    _check_eras(2)


def test_the_eras_end_is_prompted_after_12_turns_for_3_players():
    _check_eras(3)


def test_the_eras_end_is_prompted_after_16_turns_for_4_players():
    _check_eras(4)


def test_a_table_that_counted_otherwise_plays_on_and_ends_the_era_by_hand():
    """The era ends when the pile and the market run out: the table, not the count, is
    right. BACK from the prompted scoring plays on; the menu ends the era at any time, and
    "Not yet" at the end of era 3 keeps the pile out in the menu."""
    app, board, driver = _karekare("trap_manual", 2)
    _pass(driver, 8)
    assert _words(board)[0] == "Era 1 scoring"
    driver.command("back")
    assert _words(board)[0] == "Turn: Tangariki 9/8"  # a ninth turn, as the table plays on
    _pass(driver, 1)
    assert _words(board)[0] == "Era 1 scoring"  # each turn past the count asks again
    # The turn screen, its player, the scoreboard (the menu closed: the game changed); the
    # menu's End of era 1.
    driver.script("back\nback\nback\nok\nnext\nok")
    assert _words(board)[0] == "Era 1 scoring"
    _score(app, driver)
    assert app.session(KIND).state.era == 2
    app.act(KIND, karekare.era_end_action(app.session(KIND).state, first=0, dice=app.dice))
    driver.script("ok\nok")  # era 3's first turn
    _pass(driver, 8)
    driver.command("next")
    driver.command("ok")  # "Not yet: play on"
    assert app.session(KIND).standings()["phase"] == "play"
    driver.script("back\nback\nok\nnext")
    assert _words(board)[2] == "Pile out: final turns"
