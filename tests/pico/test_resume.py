"""A saved game on the emulated Pico's flash: it resumes at power-on on the simulator's screen,
undoes (hold BACK) and redoes (its menu) as the simulator does, writing the same journal to
littlefs, and a power cycle brings back the state it was left in. (Karekare, Moeraki-Kemu and
Maori resume in test_sessions.py after their sessions.)"""

import pytest
from pico_case import SEED, boot, screens  # first: it puts tools/ and tests/portable/ on the path

# isort: split
from simulated import Recorded, distinct

from saves import config
from saves.storage import Storage
from support import long_games, pico_image
from support.pico_link import ScriptDriver

pytestmark = pytest.mark.cpython_only


def saved_game(folder, kind, count):
    """A save folder with a game of kind of count actions, the current one; its files."""
    with open(folder + "/" + kind, "w") as f:
        f.write(long_games.long_game(kind, count).saved())
    config.save(Storage(folder), {"current": kind})
    return pico_image.folder_saves(folder)


def _to_menu(sim, press):
    """Press on the simulator until the game's menu is on top: BACK from an entry screen (a
    resumed game opens on its next action, above the menu), OK on the scoreboard."""
    for _ in range(3):
        # By name: the app drops its game modules at the home menu and imports them again, so
        # a class this test imported may not be the one the app's screens are made of.
        if type(sim.app.top()).__name__ == "ActionMenu":
            return sim.app.top()
        press("ok" if len(sim.app.stack) == 2 else "back")
    raise AssertionError("no menu on the simulator: {}".format(sim.app.top()))


def _pressed(sim, reach):
    """The presses that reach(sim, press) makes on the simulator, for the Pico to make too."""
    lines = []

    def press(line):
        sim.driver.command(line)
        lines.append(line)

    reach(sim, press)
    return lines


def undo_script(sim):
    """Pressed on the simulator, returned for the Pico: down to the game's menu, hold BACK."""
    return _pressed(sim, lambda sim, press: (_to_menu(sim, press), press("long back")))


def redo_script(sim):
    """Pressed on the simulator, returned for the Pico: to the game's menu, its Redo, OK."""

    def reach(sim, press):
        menu = _to_menu(sim, press)
        steps = menu.labels.index("Redo") - menu.index
        if steps:
            press("next {}".format(steps))
        press("ok")

    return _pressed(sim, reach)


def test_a_kachina_game_resumes_undoes_redoes_and_survives_a_power_cycle(tmp_path):
    folder = str(tmp_path)
    saves = saved_game(folder, "kachina", 20)
    sim = Recorded(folder, SEED)
    sim.driver.run(1000)
    with boot(saves) as pico:
        pico.run(1500)
        pico.settle()
        assert screens(pico) == distinct(sim.frames)
        pico_driver = ScriptDriver(pico, patient=True)
        for presses, redoable in ((undo_script, True), (redo_script, False)):
            before = len(pico.frames)
            mark = len(sim.frames)
            for line in presses(sim):
                pico_driver.command(line)
            sim.driver.run(2000)
            pico.run(2000)
            pico.settle()
            assert sim.app.session("kachina").can_redo() == redoable, presses.__name__
            assert screens(pico, before) == distinct(sim.frames[mark:])
            assert pico.files() == sim.files()
        shown = len(pico.frames)
        pico.power_on()
        pico.run(1500)
        pico.settle()
        resumed = Recorded(folder, SEED)
        resumed.driver.run(1000)
        assert screens(pico, shown) == distinct(resumed.frames)
