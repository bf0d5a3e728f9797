"""A power cut in the middle of an entry (issue 30): the game resumes where the table was, or
says plainly what was saved and what comes next, and no record is made from values the table
never entered.

Rulebooks: ../shared/rules/000_88847eb29f9075ad.txt (Karekare: The End of an Era, The Last
Era and the End of the Game), 002_4a0c2ca0d9f89f19.txt (Moeraki-Kemu: D. Marae, counted once
the board is full).
"""

from core import karekare, moeraki
from support import cut_entries, scenario

KIND = "karekare"


def _words(board):
    return scenario.screen_words(board)


def _verbs(app, kind=KIND):
    return [action[0] for action in scenario.saved(app, kind).actions]


def _karekare(name, players=2):
    """Tangariki and Kutaroa, Tangariki first, on the turn screen."""
    app, board, driver = scenario.boot(name)
    app.start(KIND, karekare.make_settings(list(karekare.TRIBES[:players]), 1, 0))
    app.home.open(KIND)
    driver.script("ok\nok")
    return app, board, driver


def _cut(name, board):
    """The power goes and comes back: a new app on the same flash."""
    return scenario.boot(name, folder=board.storage_path)


def _pass(driver, turns):
    for _ in range(turns):
        driver.command("long ok")


def test_a_cut_while_the_eras_scoring_is_open_resumes_on_it_and_passes_no_turn():
    """The End of an Era: once the pile runs out the era is scored. The cut must not turn the
    scoring into a ninth turn that one held OK passes."""
    app, board, driver = _karekare("cut_era_scoring")
    _pass(driver, 8)
    assert _words(board)[0] == "Era 1 scoring"
    again, board2, driver2 = _cut("cut_era_scoring", board)
    assert _words(board2)[0] == "Era 1 scoring"
    driver2.command("long ok")
    assert _verbs(again).count("turn") == 8
    assert again.session(KIND).state.era == 2


def test_a_cut_at_the_pile_out_prompt_asks_again_and_the_final_turns_start_on_time():
    """The Last Era: after era 3's counted turns the table says whether the pile is out; the
    final turns start with the player whose turn it is, cut or no cut."""
    app, board, driver = _karekare("cut_pile_out")
    for _ in (1, 2):
        _pass(driver, 8)
        driver.command("long ok")  # the era's scoring, as counted
        if _words(board)[0] == "First player":  # a tie drawn for the next era's first
            driver.command("ok")
    _pass(driver, 8)
    assert _words(board)[0].startswith("8 turns: pile out?")
    uncut = app.session(KIND).state.turn
    again, board2, driver2 = _cut("cut_pile_out", board)
    assert _words(board2)[0].startswith("8 turns: pile out?")
    driver2.command("ok")  # Yes: a final turn each
    state = again.session(KIND).state
    assert karekare.PHASES[state.phase] == "final turn" and state.turn == uncut


def test_a_cut_after_an_action_says_it_was_saved_and_it_is_not_entered_twice():
    """Playing the Game: forest next to forest is +2 timber. After the cut the turn screen
    says what was saved and that a held OK passes; the table's habit (OK, OK) adds nothing."""
    app, board, driver = _karekare("cut_mid_turn")
    driver.script("ok\nok")  # forest next to forest: recorded
    assert app.session(KIND).state.timber[0] == 5
    again, board2, driver2 = _cut("cut_mid_turn", board)
    shown = " ".join(_words(board2))
    assert "Saved" in shown and "hold OK" in shown, shown
    driver2.script("ok\nok")
    assert again.session(KIND).state.timber[0] == 5
    driver2.command("long ok")
    assert _verbs(again) == ["act", "turn"]


def test_a_cut_before_the_marae_is_counted_records_no_empty_marae():
    """D. Marae: the Marae is counted on a full board; a form the table never filled in
    (every count 0) records nothing."""
    app, board, driver = scenario.boot("cut_marae")
    app.start("moeraki", moeraki.settings("beginner", 3, ["Matau", "Manaia"]))
    assert app.act("moeraki", moeraki.ball(1))
    again, board2, driver2 = _cut("cut_marae", board)
    assert _words(board2)[0].startswith("Marae")
    driver2.command("long ok")
    assert _verbs(again, "moeraki") == ["ball"]


def test_a_cut_mid_entry_restores_the_values_and_the_field_and_records_them_once():
    """Every kept entry (support/cut_entries.py): cut before the entry's last press, the form
    comes back as the table left it, and the table's last press records what the uncut run
    records, once."""
    for name, _, _, presses in cut_entries.CASES:
        uncut = cut_entries.cut_after(name)[0]
        assert cut_entries.cut_after(name, (len(presses) - 1,), "_cut")[0] == uncut, name


def test_the_resumed_form_says_it_was_restored():
    """The table is told the values on the form are the ones entered before the cut."""
    shown = " ".join(cut_entries.cut_after("marae", (3,))[1])
    assert "restored" in shown, shown


def test_a_cut_mid_panic_walk_reopens_its_form_and_walks_again_with_the_same_dice():
    """Maori 10.1: a power cut while the walk is shown. The device comes back on the walk's
    form as entered (not at Areas due 1), says so, and the walk shows the same dice again,
    whatever the dice after the boot would have rolled."""
    app, board, driver = scenario.boot("cut_walk")
    driver.script("next 3\nok\nnext 2\nok\nnext\nok 4\nnext 3\nlong ok")  # 2 Areas, 3 Warriors
    driver.run(3000)
    area = _words(board)
    assert area[0] == "Area 1 of 2" and area[5] == "3 pieces go on", area
    again, board2, driver2 = scenario.boot("cut_walk", seed=2, folder=board.storage_path)
    shown = " ".join(_words(board2))
    assert "Panic walk" in shown and "Areas due 2" in shown and "restored" in shown, shown
    driver2.run(5000)  # the toast gone
    assert "Retreat 3 pieces" in _words(board2)
    driver2.command("long ok")
    driver2.run(3000)
    assert _words(board2) == area
