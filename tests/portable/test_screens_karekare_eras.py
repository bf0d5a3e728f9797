"""Karekare screens: the end of each era, the final turn, the final bonus, the winner, the rings.

Each test names the rulebook section it checks (../shared/rules/000_88847eb29f9075ad.txt).
"""

import scenario
from test_karekare import _ledger
from test_screens_karekare import _lit, _words

from core import karekare
from firmware import screens_karekare

KIND = "karekare"
TANGARIKI, KUTAROA, MAOIPE, RONGA = 0, 1, 2, 3


def _new(name, tracking=True, seed=1):
    """Four tribes seated as listed, Tangariki first; the scoreboard on screen."""
    app, board, driver = scenario.boot(name, seed)
    driver.script("ok\nok\nok\nok\nok\nok\nok\n" + ("ok\n" if tracking else "next\nok\n")
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
    assert words[7] == "-/+ OK next hold OK=all"
    scenario.check("karekare_era_entry", board)
    driver.command("long ok")
    assert driver.presses - presses == 4
    assert [pl["honor"] for pl in app.session(KIND).standings()["players"]] == [4, 3, 7, 0]
    assert scenario.saved(app, KIND).history()[-1] == (
        "Era 1 scoring: Tangariki +4 (1 canoe, 0 huts), Kutaroa +3 (0 canoes, 1 hut), "
        "Maoipe +7 (1 canoe, 1 hut), Ronga +0 (0 canoes, 0 huts); Maoipe starts era 2")
    words = _words(board)
    assert words[5:7] == ["Era 2 of 3", "First player: Maoipe"]
    _lit(driver, board)
    scenario.check("karekare_board_era2", board)


def test_era_pages_change_counts_within_the_pieces_left():
    """The End of an Era: the counts are entered per player; pieces in the box cannot be on
    tiles (HILL next to water returns a canoe to the box: at most 5)."""
    app, board, driver = _new("kke_pages")
    _act(app, driver, TANGARIKI, "hill", "water")
    driver.script("ok\nnext\nok\n")
    driver.command("prev")  # from 0 canoes down wraps to the most there can be
    assert _words(board)[1] == "Tangariki 1/4 +23 = 23"
    driver.script("prev 3\nok\nnext\nok\n")  # 2 canoes, 2 huts; on to Kutaroa
    assert _words(board)[1] == "Kutaroa 2/4 +0 = 0"
    driver.script("back\nback\n")
    assert _words(board)[1] == "Tangariki 1/4 +14 = 14"
    driver.script("ok\nok\nnext 2\nok\nok\nok\nok\nok\nok\n")  # Kutaroa 2 canoes, then as is
    assert _words(board)[0] == "Karekare"
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
    assert _words(board)[5] == "Tie Kut Ron: drawn at"
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
    assert scenario.saved(app, KIND).history()[-1].endswith(
        "{} starts era 2 (tie with {}, drawn at random)".format(
            first, "Ronga" if first == "Kutaroa" else "Kutaroa"))
    driver.command("ok")
    assert _words(board)[6] == "First player: " + first
    again, board2, driver2 = scenario.boot("kke_tie", folder=board.storage_path)
    assert again.session(KIND).standings()["first"] == first  # replayed, not re-drawn


def test_the_menu_follows_the_eras_to_the_final_turn():
    """The Last Era: era 3 ends when its pile and market run out; then each player takes one
    final turn, and era 3 is scored like the others."""
    app, board, driver = _new("kke_menu")
    _era_end(app, driver, first=TANGARIKI)
    assert _menu_labels(driver, board)[:2] == ["Place tile", "End of era 2"]
    _era_end(app, driver, first=TANGARIKI)
    assert _menu_labels(driver, board)[:2] == ["Place tile", "Pile out: final turns"]
    driver.script("ok\nnext\nok\n")
    assert _words(board)[5] == "Era 3: final turn"
    assert _menu_labels(driver, board)[:2] == ["Place tile", "Score era 3"]
    _act(app, driver, RONGA, "water", "forest")  # Ronga's final turn places a canoe
    driver.script("ok\nnext\nok\n")
    assert _words(board)[0] == "Era 3 scoring"
    assert _words(board)[5] == "Then the final bonus"
    driver.command("long ok")
    assert _words(board)[5] == "Era 3: final bonus"
    assert _menu_labels(driver, board)[:4] == [
        "Final bonus", "Standings", "Ledger", "Honor correction"]
    assert scenario.saved(app, KIND).history()[-1].endswith("Ronga +4 (1 canoe, 0 huts)")


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
    driver.script("hold next 1000\n")  # held: repeats
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
    assert words[5:7] == ["Game over", "Maoipe wins on honor"]
    assert _menu_labels(driver, board)[:3] == ["Standings", "Ledger", "Honor correction"]
    _lit(driver, board)
    scenario.check("karekare_game_over", board)


def test_a_shared_victory_names_every_winner():
    """The End of the Game: 'If there is still a tie, then the tied players share the
    victory'."""
    app, board, driver = _new("kke_shared")
    _to_bonus(app, driver)
    driver.script("ok\nok\nlong ok\n")  # everyone keeps 3 timber and 1 sweet potato
    st = app.session(KIND).standings()
    assert st["win_by"] == "shared"
    assert _words(board)[5:7] == ["Game over", "Shared: Tan Kut Mao Ron"]
    driver.command("ok")
    driver.command("ok")  # Standings
    assert _words(board)[1:3] == ["Game over", "Shared: Tan Kut Mao Ron"]


def test_standings_explain_a_win_on_resources():
    """The End of the Game: tied on honor, the most timber and sweet potato wins."""
    app, board, driver = _new("kke_res2")
    _to_bonus(app, driver)
    _do(app, driver, karekare.final_action(_state(app), [2, 3, 2, 2], [1, 1, 1, 1]))
    assert _words(board)[5:7] == ["Game over", "Kutaroa wins: resources"]
    driver.script("ok\nok\n")
    assert _words(board)[1:5] == ["Game over", "Kutaroa wins: resources",
                                  "Tie on honor: most timber",
                                  "and sweet potato wins"]


# --- The rings -----------------------------------------------------------------------------


def _frame(honors, now, tribes=("Tangariki", "Kutaroa", "Maoipe", "Ronga")):
    st = {"players": [{"tribe": t, "honor": h} for t, h in zip(tribes, honors)]}
    frame = bytearray(72)
    assert screens_karekare.SPEC.leds(frame, st, now)
    return [(frame[3 * i], frame[3 * i + 1], frame[3 * i + 2]) for i in range(24)]


def test_each_tribe_sits_at_its_honor_mod_24_with_a_dim_pixel_per_lap():
    """The Honor score board: each tribe's marker moves with its honor; on 24 pixels a full lap
    is shown by one dim pixel behind the marker per lap, so colour is never the only clue."""
    frame = _frame([5, 30, 51, 0], 300)  # slot 1: nobody winks
    assert frame[5] == (0, 80, 255)  # Tangariki at 5
    assert frame[6] == (255, 0, 0)  # Kutaroa at 30 = 24 + 6
    assert frame[3] == (255, 160, 0)  # Maoipe at 51 = 48 + 3
    assert frame[2] == frame[1] == (31, 20, 0)  # two laps behind Maoipe
    assert frame[0] == (0, 200, 0)  # Ronga at 0
    lit = [i for i in range(24) if frame[i] != (0, 0, 0)]
    assert lit == [0, 1, 2, 3, 5, 6]


def test_seat_k_winks_k_times_and_shared_pixels_take_turns():
    """Never colour alone: seat 1 winks once, seat 4 four times every two seconds; tribes with
    the same honor share the pixel by turns."""
    winks = []
    for p in range(4):
        honors = [10, 11, 12, 13]
        dark = sum(1 for slot in range(8) if _frame(honors, slot * 250 + 10)[10 + p] == (0, 0, 0))
        winks.append(dark)
    assert winks == [1, 2, 3, 4]
    shown = [_frame([7, 7], 2000 * turn + 300, ("Ronga", "Kutaroa"))[7] for turn in range(2)]
    assert shown == [(0, 200, 0), (255, 0, 0)]


def test_the_rings_on_the_device_follow_the_honor():
    """The Honor score board on the rings of the device: Maoipe at 27 is at pixel 3, one lap."""
    app, board, driver = _new("kke_rings")
    _do(app, driver, karekare.honor_action(_state(app), MAOIPE, 27, "table agreed"))
    marker = tail = stray = 0
    for _ in range(40):  # two seconds: Maoipe, seat 3, winks three times
        driver.run(50)
        pixels = board.pixels.shown
        marker += pixels[3] != (0, 0, 0)
        tail += pixels[2] != (0, 0, 0)
        stray += pixels[1] != (0, 0, 0)
    assert 0 < marker < 40 and tail == 40 and stray == 0
