"""A saved game on the emulated Pico's flash: it resumes at power-on on the simulator's screen,
undoes (hold BACK) and redoes (its menu) as the simulator does, writing the same journal to
littlefs, and a power cycle brings back the state it was left in. (Karekare, Moeraki-Kemu and
Maori resume in test_sessions.py after their sessions.)"""

import pytest
from pico_case import SEED, boot, screens  # first: it puts tools/ and tests/portable/ on the path

# isort: split
import long_games
import pico_image
from pico_link import ScriptDriver
from simulated import Recorded, distinct

from firmware import config
from firmware.game_screen import ActionMenu
from firmware.storage import Storage

pytestmark = pytest.mark.cpython_only


def saved_game(folder, kind, count):
    """A save folder with a game of kind of count actions, the current one; its files."""
    with open(folder + "/" + kind, "w") as f:
        f.write(long_games.long_game(kind, count).text())
    config.save(Storage(folder), {"current": kind})
    return pico_image.folder_saves(folder)


def redo_script(sim):
    """The presses from the scoreboard to Redo in the game's menu, found on the simulator."""
    sim.driver.command("ok")
    menu = sim.app.top()
    assert isinstance(menu, ActionMenu)
    steps = menu.labels.index("Redo") - menu.index
    sim.driver.command("back")
    return ["ok"] + (["next {}".format(steps)] if steps else []) + ["ok"]


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
        for lines in (["long back"], redo_script(sim)):
            before = len(pico.frames)
            mark = len(sim.frames)
            for line in lines:
                sim.driver.command(line)
                pico_driver.command(line)
            sim.driver.run(2000)
            pico.run(2000)
            pico.settle()
            assert screens(pico, before) == distinct(sim.frames[mark:])
            assert pico.files() == sim.files()
        shown = len(pico.frames)
        pico.power_on()
        pico.run(1500)
        pico.settle()
        resumed = Recorded(folder, SEED)
        resumed.driver.run(1000)
        assert screens(pico, shown) == distinct(resumed.frames)
