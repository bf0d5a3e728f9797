"""The screens the bench measures (support/bench_screens.py) are those they are named for: a
setup that gains or loses a press must not leave the heap table measuring another screen (the
Karekare and Kachina scripts had come to stop on the Resources menu and on a name list)."""

from support import scenario
from support.bench_screens import KACHINA, KAREKARE, MOERAKI


def test_each_games_script_reaches_its_scoreboard():
    for i, (script, title) in enumerate(((KAREKARE, "Era 1 of 3 honor"),
                                         (MOERAKI, "Moeraki-Kemu"),
                                         (KACHINA, "Kachina score"))):
        app, board, driver = scenario.run("bench_screens_{}".format(i), script)
        assert scenario.screen_words(board)[0] == title, script
