"""Safe mode and the sets of games set aside, from the device's menus: the game that was open
is named and can be set aside alone, a set comes back whole or one game at a time, set numbers
are never used twice, and Free space deletes a set or a finished game once confirmed by name."""

import os

from core import kachina, moeraki
from firmware.factory import make_app
from host_sim.fakeboard import FakeBoard
from host_sim.script import Driver
from saves import config
from saves.storage import FINISHED, Storage
from support import scenario, scratch
from support.played import Played

KACHINA = Played(kachina, kachina.settings(["Ana", "Bo"]), [kachina.first(0)]).text()
MOERAKI = Played(moeraki, moeraki.settings("basic", "uira", ["Ana", "Bo"]),
                 [moeraki.ball(0)]).text()


def _write(path, text):
    with open(path, "w") as f:
        f.write(text)


def _read(path):
    with open(path) as f:
        return f.read()


def _two_games(name, current="kachina"):
    """A folder with a Kachina and a Moeraki-Kemu game saved; current is the one open."""
    folder = scratch.fresh_dir(name)
    _write(folder + "/kachina", KACHINA)
    _write(folder + "/moeraki", MOERAKI)
    config.save(Storage(folder), {"current": current})
    return folder


def _safe(folder, crashes=3):
    """The app started in safe mode after crashes in a row."""
    board = FakeBoard(folder)
    app = make_app(board, crashes)
    app.step(0)
    return app, board, Driver(app, board)


def _words(board):
    return scenario.screen_words(board)


def _pick(driver, board, label):
    """Move the cursor of the list on screen to label (by NEXT) and press OK."""
    for _ in range(12):
        if label in _words(board)[1:7] and _selected(driver) == label:
            driver.command("ok")
            return
        driver.command("next")
    raise AssertionError("no {!r} on {}".format(label, _words(board)))


def _selected(driver):
    screen = driver.app.top()
    return screen.labels[screen.index]


def test_safe_mode_names_the_game_that_was_open_and_sets_aside_only_that_one():
    folder = _two_games("safe_open", "moeraki")
    app, board, driver = _safe(folder)
    words = _words(board)
    assert words[0].startswith("Safe mode") and words[1] == "Continue"
    assert words[2] == "Set aside Moeraki-Kemu" and words[3] == "Set all games aside"
    _pick(driver, board, "Set aside Moeraki-Kemu")
    assert "Moeraki-Kemu is kept as set 1" in " ".join(_words(board))
    assert sorted(os.listdir(folder + "/aside/1")) == ["moeraki"]
    assert _read(folder + "/kachina") == KACHINA  # the good game stays where it was
    assert config.load(Storage(folder))["current"] == ""  # the next boot opens no game


def test_a_set_comes_back_one_game_at_a_time_or_whole():
    folder = _two_games("safe_one")
    app, board, driver = _safe(folder)
    _pick(driver, board, "Set all games aside")
    assert sorted(os.listdir(folder + "/aside/1")) == ["kachina", "moeraki"]
    app, board, driver = _safe(folder)  # crashes again: safe mode restores
    _pick(driver, board, "Restore games")
    _pick(driver, board, "Set 1 (2 games)")
    assert _words(board)[0].startswith("Restore set 1")
    _pick(driver, board, "Kachina")
    assert "Kachina of set 1 is back" in " ".join(_words(board))
    assert _read(folder + "/kachina") == KACHINA and "moeraki" not in os.listdir(folder)
    assert os.listdir(folder + "/aside/1") == ["moeraki"]
    driver.command("ok")  # the notice: safe mode again
    _pick(driver, board, "Restore games")
    _pick(driver, board, "Set 1 (1 game)")  # one game left: it comes back at once
    assert "Moeraki-Kemu of set 1 is back" in " ".join(_words(board))
    assert _read(folder + "/moeraki") == MOERAKI and app.storage.generations() == []


def test_set_numbers_are_never_used_twice():
    folder = _two_games("safe_numbers")
    store = Storage(folder)
    assert store.set_aside(["kachina"]) == 1
    assert store.restore(1) == 0  # nothing was in its place
    assert store.generations() == []
    assert store.set_aside(["kachina"]) == 2  # set 1 was brought back, not used again
    store.delete_set(2)
    assert store.set_aside(["moeraki"]) == 3
    assert store.generations() == [3]


def _finished(folder):
    """Two finished Kachina games in the history (4-kachina is the newer)."""
    os.mkdir(folder + "/" + FINISHED)
    for number in (3, 4):
        _write("{}/{}/{}-kachina".format(folder, FINISHED, number), KACHINA)


def test_free_space_deletes_only_what_was_confirmed_by_name():
    folder = _two_games("safe_free")
    _finished(folder)
    Storage(folder).set_aside(["moeraki"])
    app, board, driver = _safe(folder)
    _pick(driver, board, "Free space")
    assert _words(board)[1:4] == ["Set 1 (1 game)", "Finished Kachina 4", "Finished Kachina 3"]
    _pick(driver, board, "Finished Kachina 4")
    words = _words(board)
    assert words[0].startswith("Delete finished game?")
    assert words[1:3] == ["Keep it", "Delete Kachina 4"]
    driver.command("ok")  # Keep it: nothing is deleted, and safe mode is back
    assert sorted(os.listdir(folder + "/" + FINISHED)) == ["3-kachina", "4-kachina"]
    assert _words(board)[0].startswith("Safe mode")
    _pick(driver, board, "Free space")
    _pick(driver, board, "Finished Kachina 4")
    _pick(driver, board, "Delete Kachina 4")
    assert "Kachina 4 is deleted" in " ".join(_words(board))
    assert os.listdir(folder + "/" + FINISHED) == ["3-kachina"]
    driver.command("ok")
    _pick(driver, board, "Free space")
    _pick(driver, board, "Set 1 (1 game)")
    assert _words(board)[0].startswith("Delete a set?")
    _pick(driver, board, "Delete set 1")
    assert "Set 1 is deleted" in " ".join(_words(board))
    assert Storage(folder).generations() == [] and "1" not in os.listdir(folder + "/aside")
    assert _read(folder + "/kachina") == KACHINA


def test_settings_offer_free_space_too():
    folder = _two_games("safe_settings")
    app, board, driver = scenario.boot("unused", folder=folder)
    while len(app.stack) > 1:  # from the resumed Kachina turn back to the home menu
        driver.command("back")
    driver.command("next 3")  # Settings, three below the Kachina game left
    driver.command("ok")
    _pick(driver, board, "Free space")
    assert "nothing to delete" in " ".join(_words(board))


def test_free_space_deletes_a_damaged_save_once_confirmed_by_name():
    folder = _two_games("safe_damaged")
    for name in ("kachina.damaged", "kachina.damaged.2"):
        _write(folder + "/" + name, KACHINA)
    app, board, driver = _safe(folder)
    _pick(driver, board, "Free space")
    assert _words(board)[1:3] == ["Damaged Kachina", "Damaged Kachina 2"]
    _pick(driver, board, "Damaged Kachina 2")
    assert _words(board)[0].startswith("Delete damaged save?")
    _pick(driver, board, "Delete damaged Kachina 2")
    assert "Damaged Kachina 2 is deleted" in " ".join(_words(board))
    assert "kachina.damaged" in os.listdir(folder)
    assert "kachina.damaged.2" not in os.listdir(folder)
