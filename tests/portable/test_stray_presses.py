"""No silent change from a stray press: a stray PREV must not change a count the table did
not mean to change.

Sections cite ../shared/rules/004_098e2e0baee2cb11.txt (Maori 10.1, the panic walk).
"""

from test_screens_maori import maori, words


def test_the_walk_s_numbers_stop_at_0():
    """10.1: PREV on a count of 0 stays at 0 (it wrapped to Population [19])."""
    app, board, driver = maori("stray_walk")
    driver.script("next 2\nok\nok\nprev")
    assert words(board)[3] == "Population 0"
