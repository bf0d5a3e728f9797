"""Same players again: on a game-over screen, one menu entry starts a new game with the same
names, colours and seats, the first player chosen by the game's own rule, once asked (a stray
OK on the menu's first entry changes nothing).

Rulebooks: ../shared/rules/003_fb0045c4cf4505da.txt (Kachina, Setup: "a randomly selected
player takes the first turn"), 000_88847eb29f9075ad.txt (Karekare, Setup: "Choose a starting
player randomly").
"""

from test_screens_kachina import _game, _session, _turn, _words

from core import karekare
from support import scenario


def test_a_finished_kachina_game_starts_again_with_the_same_players():
    app, board, driver = _game("rematch_kachina", players=2, first=1)
    _turn(driver, 3, 2)
    driver.script("ok\nback\nnext 3\nok\nnext\nok")  # End game: the last tile played
    assert _session(app).standings()["over"]
    old = _session(app).settings
    driver.command("ok")  # the menu: its first entry
    assert _words(board)[1] == "Same players again"
    driver.command("ok")
    assert _words(board)[0].startswith("Same players again?")  # asked first (issue 31)
    driver.script("next\nok")  # Start it
    new = _session(app)
    assert new.settings == old  # the same names, colours and seats
    assert not new.standings()["over"] and len(new.actions) == 1  # the first play, drawn
    assert sum(new.standings()["scores"]) == 1
    assert _words(board)[0].startswith("Kachina")
    assert "plays first" in app.toast.text


def test_a_finished_karekare_game_starts_again_with_a_starting_player_drawn():
    from test_screens_karekare_eras import KIND, _do, _new, _state, _to_bonus

    app, board, driver = _new("rematch_karekare")
    _to_bonus(app, driver)
    _do(app, driver, karekare.final_action(_state(app), [2, 3, 2, 2], [1, 1, 1, 1]))
    old = scenario.saved(app, KIND).settings
    driver.command("ok")
    assert _words(board)[1] == "Same players again"
    driver.script("ok\nnext\nok")  # asked first: Start it
    new = scenario.saved(app, KIND)
    assert [new.settings[k] for k in ("players", "tracking", "colours")] == [
        old[k] for k in ("players", "tracking", "colours")]
    assert new.actions == [] and new.standings()["era"] == 1
    assert _words(board)[0].startswith("Era 1 of 3")
