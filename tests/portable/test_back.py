"""One rule for BACK on every game: it goes one screen up, and menus remember their position.

An action's screen opens over the game's action menu, so BACK from its first field comes back
to that menu, just as BACK from History does; recording the action shows the scoreboard.
"""

from firmware import events
from support import scenario

# Karekare from boot: a game of the four tribes, their colours as offered (hold OK), resources
# counted, Tangariki first; BACK from the setup numbers to the scoreboard (the setup of
# tests/sessions/karekare_era_end).
KAREKARE = "ok\n" * 7 + "long ok\nok\nnext\nok\nback"


def _words(board):
    return scenario.screen_words(board)


def _to(driver, label):
    """Move the cursor of the menu on top to the entry called label (menus that end on New
    game stop at their ends)."""
    top = driver.app.top()
    if label not in top.labels:
        raise AssertionError("no menu entry " + label)
    steps = top.labels.index(label) - top.index
    if steps:
        driver.command("{} {}".format("next" if steps > 0 else "prev", abs(steps)))


def test_back_from_any_entry_of_the_action_menu_returns_to_that_menu():
    app, board, driver = scenario.run("back_karekare", KAREKARE)
    assert _words(board)[0] == "Era 1 of 3 honor"  # the Karekare scoreboard
    driver.command("ok")
    for label in ("History", "Honor correction", "Turn: Tangariki", "Standings",
                  "End of era 1"):
        _to(driver, label)
        menu = _words(board)[0]
        driver.command("ok")
        assert _words(board)[0] != menu, label
        if label.startswith("Turn"):
            driver.command("back")  # the turn opens on its tile: one field back, the player
        driver.command("back")  # the first field of an entry, or a view: one screen up
        assert _words(board)[0] == menu, label
    driver.command("back")
    assert _words(board)[0] == "Era 1 of 3 honor"


def test_recording_an_action_shows_the_scoreboard():
    """Once the game changes, the action menu's entries may no longer apply: it closes."""
    app, board, driver = scenario.run("back_kachina", "next 2\nok\nok\nok\nlong ok\nnext\nok")
    assert _words(board)[0] == "Kachina score" and _words(board)[6] == "P2 plays next"
    driver.script("ok\nnext\nok\nok")  # OK opens P2's turn: row 2, column 0
    assert _words(board)[0] == "Kachina score" and _words(board)[6] == "P3 plays next"
    # Undo by holding BACK on the menu: the menu closes too.
    driver.script("ok\nback\nlong back\nwait 4000")  # the note stays until the next press
    assert _words(board)[0] == "Kachina score" and _words(board)[5].startswith("undone: P2")


def test_no_game_in_progress_offers_no_undo():
    app, board, driver = scenario.run("back_no_game", "next 2\nok")
    words = _words(board)
    assert words[2] == "No game in progress."
    assert words[7] == "OK set up BACK back"
    driver.script("ok\nok\nlong ok\nnext\nok")  # a game of 4 as offered, P1 first
    assert _words(board)[7] == events.UNDO_HINT


def test_menus_rebuilt_on_opening_remember_their_position():
    """The Settings menu is built afresh each time, like the Maori menu, and still reopens
    where it was left, like the home menu."""
    app, board, driver = scenario.run("back_settings", "prev\nok\nnext 3")
    assert _words(board)[0] == "Settings 4/10"
    driver.script("back\nok")
    assert _words(board)[0] == "Settings 4/10"
