"""No silent change from a stray press, in Moeraki-Kemu (issue 31): a stray OK on the Marae
count's last line records the game; the scoreboard it leaves names hold BACK (once its toast
has gone), which takes exactly that back (support/stray_sweep.py sweeps the golden session).

Sections cite ../shared/rules/002_4a0c2ca0d9f89f19.txt (D. End of the game: Marae).
"""

from test_screens_moeraki import _match

from support import scenario

KIND = "moeraki"


def test_a_stray_ok_on_the_marae_s_last_count_is_named_and_taken_back():
    """D. End of the game: the Marae, each player's full, 3:0 and 2:1 tiles."""
    app, board, driver = _match("stray_moeraki")
    driver.script("ok\nok\nnext 7\nok\nnext\nok\nnext 2\nok\nnext 5\nok\nnext 2\nok\nnext")
    before = scenario.saved(app, KIND).actions
    driver.command("ok")  # the stray, on the last count
    assert len(scenario.saved(app, KIND).actions) == len(before) + 1
    driver.run(3000)  # the toast of the result goes; the scoreboard's hint is under it
    assert scenario.screen_words(board)[7] == "hold BACK: undo"
    driver.command("long back")
    assert scenario.saved(app, KIND).actions == before
