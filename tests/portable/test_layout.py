"""The firmware's layout at run time: back on the home menu, no module of a game is loaded.

App.unload drops every module of the app loaded since the home menu was built. Here each
entry is played through its screens that import more, and the modules loaded are compared
with those at the home menu after boot, so a module that a game's screens keep loaded, or
that comes back without being asked for, fails the test.
"""

import sys

from firmware.home import ENTRIES
from host_sim.fakeboard import FakeBoard
from host_sim.script import Driver
from support import scenario, scratch

# Karekare: 4 tribes set up (setup), then a turn (turn), the end of era 1 (eras) and the honor
# correction (records) opened from the action menu.
_KAREKARE = "ok\nok\nok\nok\nok\nok\nok\nlong ok\nok\nnext\nok\nok\nback 2\nok\nnext\nok" \
    "\nback\nnext 3\nok"
# Moeraki-Kemu: a match set up with its players' names (roster, name_entry); the Marae entry.
_MOERAKI = "next\nok\nok\nok\nok\nlong ok\nnext\nok\nok\nok"
# Kachina: 4 players, P2 first; a turn entry.
_KACHINA = "next 2\nok\nok\nok\nlong ok\nnext\nok\nok\nok"
# Maori: the combat totals, then the forces (BACK twice: their first number, then the side
# line), the panic walk (BACK twice too: its Areas due, then its head line) and the side rolls.
_MAORI = "next 3\nok\nok\nok\nback 2\nnext\nok\nback 2\nnext\nok\nback 2\nnext\nok"
# (script from the home menu, modules it must have loaded) for each entry, in ENTRIES order.
SAFE_MODE = "firmware.safe_mode"
DICE = [entry[0] for entry in ENTRIES].index("Dice")
_PLAYED = (
    (_KAREKARE, ("core.karekare", "firmware.games.karekare.eras",
                 "firmware.games.karekare.records", "firmware.games.karekare.setup",
                 "firmware.games.karekare.turn", "firmware.games.shared.roster")),
    (_MOERAKI, ("core.moeraki", "core.names", "firmware.games.moeraki",
                "firmware.games.shared.name_entry", "firmware.games.shared.rings")),
    (_KACHINA, ("core.kachina", "firmware.games.shared.game_screen", "firmware.games.kachina")),
    (_MAORI, ("core.maori", "core.maori_forces", "firmware.games.maori.forces",
              "firmware.games.maori.panic", "firmware.games.maori.rolls")),
    ("next 4\nok\nok", ("firmware.games.dice_roller",)),
    ("prev\nok\nnext 6\nok", ("core.maori_forces", "firmware.settings_menu")),  # the Royal Guard
)


def _loaded():
    return set(name for name in sys.modules if name.split(".")[0] in ("core", "saves", "firmware"))


def _home(app, driver):
    """BACK until the home menu is on top (a form takes one BACK per field)."""
    for _ in range(20):
        if len(app.stack) == 1:
            return
        driver.command("back")
    raise AssertionError("BACK did not reach the home menu: {}".format(type(app.top())))


def test_every_entry_is_played_here():
    assert len(_PLAYED) == len(ENTRIES)
    assert [entry[0] for entry in ENTRIES][-1] == "Settings"


def _afresh(test):
    """test(make_app) with every module of the app imported afresh, as in a new interpreter:
    the game modules other tests leave loaded would hide one that a game leaves behind. The
    modules are put back as they were afterwards."""
    saved = dict(sys.modules)
    for name in _loaded():
        del sys.modules[name]
    try:
        test(__import__("firmware.factory", None, None, ["make_app"]).make_app)
    finally:
        for name in _loaded():
            del sys.modules[name]
        sys.modules.update(saved)


def _boot(make_app, name, crashes=0):
    board = FakeBoard(scratch.fresh_dir(name), 1)
    app = make_app(board, crashes)
    app.step(0)
    return app, Driver(app, board)


def _play_each_entry(make_app):
    for index, (script, expected) in enumerate(_PLAYED):
        app, driver = _boot(make_app, "layout_{}".format(index))
        at_home = _loaded()
        driver.script(script)
        assert app.crashes == 0, (ENTRIES[index][0], scenario.error_shown(app))
        opened = _loaded()
        for name in expected + (ENTRIES[index][2],):
            assert name in opened - at_home, (ENTRIES[index][0], name)
        _home(app, driver)
        # At rest on a saved game the menu reads it ahead (firmware/home.py): on the Dice entry,
        # which has nothing to read, every module of the game has to be gone.
        moves = (DICE - index) % len(ENTRIES)
        driver.script(("next {}\n".format(moves) if moves else "") + "wait 300")
        left = _loaded()
        # The device's dice (core/dice.py) are made at their first roll and kept, with their
        # log since boot: loaded at boot until issue 33, now only once a game rolled.
        assert left <= at_home | {"core.dice"}, (ENTRIES[index][0], sorted(left - at_home))


def test_back_on_the_home_menu_no_module_of_a_game_is_loaded():
    _afresh(_play_each_entry)


def _carry_on(make_app):
    _boot(make_app, "layout_home")
    at_home = _loaded()
    app, driver = _boot(make_app, "layout_safe", crashes=3)
    assert SAFE_MODE in _loaded()
    driver.command("ok")  # Continue
    assert len(app.stack) == 1
    left = _loaded()
    assert left <= at_home, sorted(left - at_home)


def test_safe_mode_is_dropped_once_the_player_carries_on():
    _afresh(_carry_on)
