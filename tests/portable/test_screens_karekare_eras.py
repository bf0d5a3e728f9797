"""Karekare screens: the end of each era, the final turn, the final bonus, the winner, the rings.

Each test names the rulebook section it checks (../shared/rules/000_88847eb29f9075ad.txt).
"""

from test_karekare import _ledger
from test_screens_karekare import _lit, _words

from core import karekare
from firmware.games.karekare import board as karekare_board
from support import scenario

KIND = "karekare"
TANGARIKI, KUTAROA, MAOIPE, RONGA = 0, 1, 2, 3


def _new(name, tracking=True, seed=1):
    """Four tribes seated as listed, Tangariki first; the scoreboard on screen."""
    app, board, driver = scenario.boot(name, seed)
    driver.script("ok\nok\nok\nok\nok\nok\nok\nlong ok\n" + ("ok\n" if tracking else "next\nok\n")
                  + "next\nok\nback\n")
    return app, board, driver


def _state(app):
    return app.session(KIND).state


def _do(app, driver, action):
    assert app.act(KIND, action)
    driver.run(50)


def _act(app, driver, *args):
    _do(app, driver, karekare.act_action(_state(app), *args))


def _era_end(app, driver, first=None):
    """An era scored straight into the journal, with the counted pieces."""
    _do(app, driver, karekare.era_end_action(_state(app), first=first, dice=app.dice))


def _menu_labels(driver, board):
    driver.command("ok")
    count = int(_words(board)[0].split("/")[-1])
    labels = _words(board)[1:1 + min(count, 6)]
    driver.command("back")
    return labels


# --- The End of an Era ---------------------------------------------------------------------


def test_end_of_era_for_4_players_is_4_presses_when_the_counts_are_right():
    """The End of an Era: 4 honor per canoe and 3 per hut on tiles. The pages start at the
    pieces the journal counted, so OK, NEXT, OK and a long OK score all four tribes."""
    app, board, driver = _new("kke_presses")
    _act(app, driver, TANGARIKI, "water", "forest")
    _act(app, driver, KUTAROA, "hill", "water")
    _act(app, driver, MAOIPE, "water", "forest")
    _act(app, driver, MAOIPE, "hill", "water")
    presses = driver.presses
    driver.script("ok\nnext\nok\n")
    words = _words(board)
    assert words[0] == "Era 1 scoring"
    assert words[1] == "Tangariki 1/4 +4 = 4"
    assert words[5] == "Maoipe starts era 2"
    assert words[7] == "-/+ tribe hold OK: all"
    scenario.check("karekare_era_entry", board)
    driver.command("long ok")
    assert driver.presses - presses == 4
    assert [pl["honor"] for pl in app.session(KIND).standings()["players"]] == [4, 3, 7, 0]
    assert scenario.saved(app, KIND).game_log()[-1] == (
        "Era 1 scoring: Tangariki +4 (1 canoe, 0 huts), Kutaroa +3 (0 canoes, 1 hut), "
        "Maoipe +7 (1 canoe, 1 hut), Ronga +0 (0 canoes, 0 huts); Maoipe starts era 2")
    words = _words(board)
    assert words[0] == "Era 2 of 3 honor"
    assert words[5] == "Maoipe's turn"  # the most honor starts era 2, and its first turn
    _lit(driver, board)
    scenario.check("karekare_board_era2", board)


def test_next_on_a_filled_scoring_page_moves_on_and_changes_no_count():
    """The End of an Era, entered the one way of every form (issue 20): a page opens on its
    tribe, where NEXT is the next tribe's page; only OK reaches a count to change. The
    pre-filled counts survive a player pressing NEXT to reach the next tribe."""
    app, board, driver = _new("kke_next")
    _act(app, driver, KUTAROA, "hill", "water")
    driver.script("ok\nnext\nok\n")
    assert _words(board)[1] == "Tangariki 1/4 +0 = 0"
    driver.command("next")
    assert _words(board)[1] == "Kutaroa 2/4 +3 = 3"
    driver.script("next\nnext\nprev")
    assert _words(board)[1] == "Maoipe 3/4 +0 = 0"
    assert app.top().values == [0, 0, 0, 1, 0, 0, 0, 0]
    driver.script("prev\nok\nok")  # Kutaroa's canoes, then huts
    assert _words(board)[7] == "-/+ change OK next"
    driver.command("long ok")
    assert [pl["honor"] for pl in app.session(KIND).standings()["players"]] == [0, 3, 0, 0]


def test_era_pages_change_counts_within_the_pieces_left():
    """The End of an Era: the counts are entered per player; pieces in the box cannot be on
    tiles (HILL next to water returns a canoe to the box: at most 5)."""
    app, board, driver = _new("kke_pages")
    _act(app, driver, TANGARIKI, "hill", "water")
    driver.script("ok\nnext\nok\n")
    driver.script("ok\nprev")  # to the canoes; from 0 down wraps to the most there can be
    assert _words(board)[1] == "Tangariki 1/4 +23 = 23"
    driver.script("prev 3\nok\nnext\nok\n")  # 2 canoes, 2 huts; on to Kutaroa
    assert _words(board)[1] == "Kutaroa 2/4 +0 = 0"
    driver.script("back\nback\n")
    assert _words(board)[1] == "Tangariki 1/4 +14 = 14"
    driver.script("ok\nok\nok\nnext 2\nlong ok\n")  # Kutaroa 2 canoes, then as is
    assert _words(board)[0] == "Era 2 of 3 honor"
    assert _ledger(scenario.saved(app, KIND), TANGARIKI) == [[14, "era 1: 2 canoes, 2 huts"]]
    assert _ledger(scenario.saved(app, KIND), KUTAROA) == [[8, "era 1: 2 canoes, 0 huts"]]
    assert app.session(KIND).standings()["first"] == "Tangariki"


def test_a_tie_for_first_player_is_drawn_shown_and_recorded():
    """The End of an Era: the most honor starts the next era; if there is a tie, decide at
    random between the tied players. The draw is shown and kept in the journal."""
    app, board, driver = _new("kke_tie")
    _act(app, driver, KUTAROA, "water", "forest")
    _act(app, driver, RONGA, "water", "forest")
    rolls = app.roll_log.total
    driver.script("ok\nnext\nok\n")
    assert _words(board)[5:7] == ["Tie Kutaroa and Ronga:", "drawn at random"]
    driver.command("long ok")
    assert app.roll_log.total > rolls
    first = app.session(KIND).standings()["first"]
    assert first in ("Kutaroa", "Ronga")
    words = _words(board)
    assert words[0] == "First player"
    assert " ".join(words[1:5]).startswith(
        "Tie on honor between Kutaroa and Ronga: drawn at random, {} starts era 2.".format(
            first))
    scenario.check("karekare_tie_drawn", board)
    assert scenario.saved(app, KIND).game_log()[-1].endswith(
        "{} starts era 2 (tie with {}, drawn at random)".format(
            first, "Ronga" if first == "Kutaroa" else "Kutaroa"))
    driver.command("ok")
    assert _words(board)[5] == "{}'s turn".format(first)
    again, board2, driver2 = scenario.boot("kke_tie", folder=board.storage_path)
    assert again.session(KIND).standings()["first"] == first  # replayed, not re-drawn


def test_the_menu_follows_the_eras_to_the_final_turn():
    """The Last Era: era 3 ends when its pile and market run out; then each player takes one
    final turn, and era 3 is scored like the others."""
    app, board, driver = _new("kke_menu")
    _era_end(app, driver, first=TANGARIKI)
    assert _menu_labels(driver, board)[:2] == ["Turn: Tangariki", "End of era 2"]
    _era_end(app, driver, first=TANGARIKI)
    assert _menu_labels(driver, board)[:2] == ["Turn: Tangariki", "Pile out: final turns"]
    driver.script("ok\nnext\nok\n")
    assert _words(board)[0] == "Era 3: final turn honor"
    assert _menu_labels(driver, board)[:2] == ["Turn: Tangariki", "Score era 3"]
    _act(app, driver, RONGA, "water", "forest")  # Ronga's final turn places a canoe
    driver.script("ok\nnext\nok\n")
    assert _words(board)[0] == "Era 3 scoring"
    assert _words(board)[5] == "Then the final bonus"
    driver.command("long ok")
    assert _words(board)[0] == "Era 3: final bonus honor"
    assert _words(board)[5] == "OK: the final bonus"
    assert _menu_labels(driver, board)[:4] == [
        "Final bonus", "Standings", "Ledger", "Honor correction"]
    assert scenario.saved(app, KIND).game_log()[-1].endswith("Ronga +4 (1 canoe, 0 huts)")


def test_pile_out_is_refused_before_era_3():
    """The Last Era: the final turns belong to era 3 only; a wrong order shows the reason."""
    app, board, driver = _new("kke_early")
    assert not app.act(KIND, ("last",))
    driver.run(50)
    assert _words(board)[0] == "Not allowed"
    assert "era 3" in " ".join(_words(board))
    scenario.check("karekare_pile_out_refused", board)


# --- The End of the Game -------------------------------------------------------------------


def _to_bonus(app, driver):
    _era_end(app, driver)
    _era_end(app, driver)
    _do(app, driver, karekare.last_action(_state(app)))
    _do(app, driver, karekare.era_end_action(_state(app)))


def test_final_bonus_entered_per_player_when_resources_are_not_counted():
    """The End of the Game: 1 honor per 4 timber and per 2 sweet potato left; the most honor
    wins. Untracked, the tokens on the table are entered per player."""
    app, board, driver = _new("kke_final", tracking=False)
    _act(app, driver, MAOIPE, "water", "forest")  # 4 honor per era for Maoipe's canoe
    _to_bonus(app, driver)
    driver.script("ok\nok\n")
    words = _words(board)
    assert words[0] == "Final bonus"
    assert words[1] == "Tangariki 1/4 bonus +0"
    driver.script("ok\nhold next 1000\n")  # the timber; held: repeats
    timber = int(app.top().values[0])
    assert timber > 5
    driver.script("ok\nnext 3\n")  # 3 sweet potato
    assert _words(board)[1] == "Tangariki 1/4 bonus +{}".format(timber // 4 + 1)
    scenario.check("karekare_final_entry", board)
    driver.command("long ok")
    st = app.session(KIND).standings()
    assert st["phase"] == "over"
    assert st["winners"] == ["Maoipe"] and st["win_by"] == "honor"
    assert _ledger(scenario.saved(app, KIND), TANGARIKI)[-2:] == [
        [timber // 4, "final: {} timber".format(timber)], [1, "final: 3 sweet potato"]]
    words = _words(board)
    assert words[0] == "Game over honor"
    assert words[3] == "Maoipe pink 12"
    assert words[5] == "Maoipe wins on honor"
    assert _menu_labels(driver, board)[:4] == ["Same players again", "Standings", "Ledger",
                                               "Honor correction"]
    _lit(driver, board)
    scenario.check("karekare_game_over", board)


def test_a_shared_victory_names_every_winner():
    """The End of the Game: 'If there is still a tie, then the tied players share the
    victory'."""
    app, board, driver = _new("kke_shared")
    _to_bonus(app, driver)
    driver.script("ok\nok\n")  # everyone keeps 3 timber and 1 sweet potato
    assert _words(board)[5:7] == ["4 tribes share the", "victory"]  # the preview counts all
    driver.command("long ok")
    st = app.session(KIND).standings()
    assert st["win_by"] == "shared"
    assert _words(board)[5:7] == ["Shared by Tangariki and", "Kutaroa and Maoipe and…"]
    driver.script("ok\nnext\nok")  # Standings, after Same players again
    assert _words(board)[1:4] == ["Game over", "Shared by Tangariki and", "Kutaroa and Maoipe and"]


def test_standings_explain_a_win_on_resources():
    """The End of the Game: tied on honor, the most timber and sweet potato wins."""
    app, board, driver = _new("kke_res2")
    _to_bonus(app, driver)
    _do(app, driver, karekare.final_action(_state(app), [2, 3, 2, 2], [1, 1, 1, 1]))
    assert _words(board)[5] == "Kutaroa wins on resources"
    driver.script("ok\nnext\nok\n")  # Standings, after Same players again
    assert _words(board)[1:5] == ["Game over", "Kutaroa wins on resources",
                                  "Tie on honor: most timber",
                                  "and sweet potato wins"]


# --- The rings -----------------------------------------------------------------------------


def test_the_rings_on_the_device_follow_the_honor_and_the_turn():
    """The Honor score board on the rings: Maoipe, 27 ahead, lights her seat (the third of
    four, pixel 6 of ring 1) and her lead as five half-bright fives and two dim ones,
    passing the other seats' pixels (9, 0 and 3) dark (issue 31); ring 2
    points at Tangariki's seat, whose turn it is (Playing the Game), and moves to Kutaroa's
    when the turn passes. Steady: nothing to count, the position says who."""
    app, board, driver = _new("kke_rings")
    _do(app, driver, karekare.honor_action(_state(app), MAOIPE, 27, "table agreed"))
    pink = (255, 160, 160)
    for _ in range(40):
        driver.run(50)
        pixels = board.pixels.shown
        assert [p for p in range(12) if pixels[p] != (0, 0, 0)] == [1, 2, 4, 6, 7, 8, 10, 11]
        assert pixels[6] == max(pixels[:12])  # the leader's seat, bright
    _lit(driver, board)
    scenario.check("karekare_rings_lead", board)
    frame = bytearray(72)
    karekare_board.SPEC.leds(frame, app.session(KIND).standings(), 300)
    half, dim = tuple(c >> 1 for c in pink), tuple(c >> 3 for c in pink)
    assert tuple(frame[18:21]) == pink and tuple(frame[21:24]) == half  # seat, a five
    assert tuple(frame[3:6]) == half and tuple(frame[6:9]) == tuple(frame[12:15]) == dim
    assert [i for i in range(12, 24) if any(frame[3 * i : 3 * i + 3])] == [12, 13, 23]
    _do(app, driver, karekare.turn_action(_state(app)))
    frame = bytearray(72)
    karekare_board.SPEC.leds(frame, app.session(KIND).standings(), 300)
    assert [i for i in range(12, 24) if any(frame[3 * i : 3 * i + 3])] == [14, 15, 16]
    assert tuple(frame[45:48]) == (0, 0, 255)  # Kutaroa blue, pixel 15 of ring 2


def test_a_tie_drawn_again_after_an_undo_is_the_same_draw():
    """The End of an Era: "decide at random between the tied players" once; undone and scored
    again, the same tribe starts (the draw the table saw: core.dice.Kept)."""
    app, board, driver = _new("kept_tie")
    _act(app, driver, KUTAROA, "water", "forest")
    _act(app, driver, RONGA, "water", "forest")
    count = app.session(KIND).count
    draws = []
    for _ in range(6):
        driver.script("ok\nnext\nok\nlong ok\nok")
        draws.append(app.session(KIND).standings()["first"])
        driver.command("long back")  # undone on the scoreboard
        assert len(scenario.saved(app, KIND).actions) == count
    assert len(set(draws)) == 1, draws
