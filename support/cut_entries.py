"""Entries cut by a power cut (issue 30): each case sets a game up as a table leaves it, then
lists the presses a table makes on the entry that resume opens. cut_after(case, i) plays the
first i presses, cuts the power, boots again on the same flash and makes the rest: with the
entry kept exactly, the game's actions equal the uncut run's.

Rulebooks: ../shared/rules/000_88847eb29f9075ad.txt (Karekare: Playing the Game, The End of
an Era), 001 (Kachina: 2. Score Points), 002_4a0c2ca0d9f89f19.txt (Moeraki-Kemu: D. Marae).
"""

from core import kachina, karekare, moeraki
from support import scenario


def _moeraki(app, driver):
    app.start("moeraki", moeraki.settings("beginner", 3, ["Matau", "Manaia"]))
    app.act("moeraki", moeraki.ball(1))


def _kachina(app, driver):
    app.start("kachina", kachina.settings(["Ana", "Ben"]))
    app.act("kachina", kachina.first(0))


def _karekare(app, driver):
    app.start("karekare", karekare.make_settings(list(karekare.TRIBES[:2]), 1, 0))


def _karekare_era(app, driver):
    _karekare(app, driver)
    app.home.open("karekare")
    driver.script("ok\nok")
    for _ in range(8):
        driver.command("long ok")  # the era's last turn passed: its scoring opens


# (name, game, setup, the presses on the entry that resume opens)
CASES = (
    ("marae", "moeraki", _moeraki,
     ["next", "next", "ok", "next", "ok", "next", "ok", "next", "next", "long ok"]),
    ("kachina_turn", "kachina", _kachina, ["next", "next", "ok", "next", "ok"]),
    ("karekare_turn", "karekare", _karekare, ["next", "ok", "next", "ok", "long ok"]),
    ("karekare_era", "karekare", _karekare_era,
     ["ok", "next", "ok", "next", "ok", "next", "long ok"]),
)


def case(name):
    return [c for c in CASES if c[0] == name][0]


def actions(app, kind):
    return scenario.saved(app, kind).actions


def _resumed(name, tag):
    """(app, board, driver): the case set up, and the device booted again on its flash: the
    entry that resume opens is on top."""
    setup = case(name)[2]
    app, board, driver = scenario.boot("cut_{}{}".format(name, tag))
    setup(app, driver)
    return scenario.boot("cut", folder=board.storage_path)


def played(name, count, tag=""):
    """(app, board, driver) once the case's first count presses are made, uncut."""
    app, board, driver = _resumed(name, tag)
    for press in case(name)[3][:count]:
        driver.command(press)
    return app, board, driver


def cut_after(name, cuts=(), tag=""):
    """The game's actions after the case's presses, with the power cut before each press
    numbered in cuts (0: the first; a number twice, two cuts in a row); and the screen's
    words at the last boot after a cut."""
    kind, presses = case(name)[1], case(name)[3]
    app, board, driver = _resumed(name, tag)
    words = None
    for i, press in enumerate(presses + [None]):
        for _ in range(cuts.count(i)):
            app, board, driver = scenario.boot("cut", folder=board.storage_path)
            words = scenario.screen_words(board)
        if press:
            driver.command(press)
    return actions(app, kind), words
