"""The firmware's layout at run time: back on the home menu, no module of a game is loaded.

Each home entry's module declares the modules it loads (LOADS); App.unload drops exactly
those. Here each entry is played through its screens that import more, and the modules
loaded are compared with those at the home menu after boot, so a module that a game loads
without declaring it stays behind and fails the test.
"""

import sys

from firmware.companion import make_app
from firmware.home import ENTRIES, SAFE_MODE
from host_sim.fakeboard import FakeBoard
from host_sim.script import Driver
from support import scenario, scratch

# Karekare: 4 tribes set up (setup), then a turn (turn), the end of era 1 (eras) and the honor
# correction (records) opened from the action menu.
_KAREKARE = "ok\nok\nok\nok\nok\nok\nok\nok\nok\nnext\nok\nok\nback 2\nok\nnext\nok\nback" \
    "\nnext 3\nok"
# Moeraki-Kemu: a match set up with its players' names (roster, name_entry); the Marae entry.
_MOERAKI = "next\nok\nok\nok\nok\nok\nnext\nok\nok\nok"
# Kachina: 4 players, P2 first; a turn entry.
_KACHINA = "next 2\nok\nok\nok\nok\nnext\nok\nok\nok"
# Maori: the combat totals and odds, then the forces, the panic walk and the side rolls.
_MAORI = "next 3\nok\nok\nok\nback 2\nnext\nok\nback\nnext\nok\nback\nnext\nok"
# (script from the home menu, modules it must have loaded) for each entry, in ENTRIES order.
_PLAYED = (
    (_KAREKARE, ("core.karekare", "firmware.games.karekare.eras",
                 "firmware.games.karekare.records", "firmware.games.karekare.setup",
                 "firmware.games.karekare.turn", "firmware.games.shared.roster")),
    (_MOERAKI, ("core.moeraki", "core.names", "firmware.games.moeraki",
                "firmware.games.shared.name_entry", "firmware.games.shared.rings")),
    (_KACHINA, ("core.kachina", "firmware.games.shared.game_screen", "firmware.games.kachina")),
    (_MAORI, ("core.maori", "core.maori_forces", "firmware.games.maori.forces",
              "firmware.games.maori.panic", "firmware.games.maori.rolls")),
    ("next 4\nok\nok", ("firmware.games.dice",)),
    ("prev\nok\nnext 5\nok", ("core.maori_forces", "firmware.settings")),  # the Royal Guard
)


def _loaded():
    return set(name for name in sys.modules if name.split(".")[0] in ("core", "firmware"))


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


def test_back_on_the_home_menu_no_module_of_a_game_is_loaded():
    for index, (script, expected) in enumerate(_PLAYED):
        app, board, driver = scenario.boot("layout_{}".format(index))
        at_home = _loaded()
        driver.script(script)
        assert app.crashes == 0, (ENTRIES[index][0], app.last_error)
        opened = _loaded()
        for name in expected:
            assert name in opened, (ENTRIES[index][0], name)
        declared = set(sys.modules[ENTRIES[index][2]].LOADS)
        assert ENTRIES[index][2] in declared
        _home(app, driver)
        left = _loaded()
        assert not left & declared, (ENTRIES[index][0], sorted(left & declared))
        assert left <= at_home, (ENTRIES[index][0], sorted(left - at_home))


def test_safe_mode_is_dropped_once_the_player_carries_on():
    board = FakeBoard(scratch.fresh_dir("layout_safe"), 1)
    at_boot = _loaded()
    app = make_app(board, crashes=3)
    app.step(0)
    assert SAFE_MODE in _loaded()
    Driver(app, board).command("ok")  # Continue
    assert len(app.stack) == 1
    left = _loaded()
    assert SAFE_MODE not in left
    assert left - at_boot <= set(("firmware.app", "firmware.companion", "firmware.home")), \
        sorted(left - at_boot)
