"""A whole Karekare era for 4 players on the device: tests/sessions/karekare_era.script.

Playing the Game: beginning with the starting player, each player places a tile, then takes
one action for each adjacent tile, then play passes to the left; The End of an Era: the pile
(16 tiles for 4 players) and the market run out, and the era is scored. The issue's target
is at most 4 presses per adjacency action over such an era, everything counted: opening the
turn screen, passing the turn, the turn with no action, leaving and scoring the era.
Rulebook: ../shared/rules/000_88847eb29f9075ad.txt.
"""

from firmware import table_view
from support import scenario

SCRIPT = "tests/sessions/karekare_era.script"
TURNS = 16  # Setup: 3 piles of 16 tiles for 4 players, one tile placed per turn


def _play(pause=""):
    """(app, presses after the task line) for the whole script, with pause after each turn
    is passed."""
    app, board, driver = scenario.boot("kk_era_session")
    with open(SCRIPT) as f:
        lines = f.read().split("\n")
    cut = [i for i, line in enumerate(lines) if line.startswith("# --- task")][0]
    driver.script("\n".join(lines[:cut]))
    start = driver.presses
    for line in lines[cut:]:
        driver.script(line)
        if line == "long ok" and pause:
            driver.script(pause)
            assert app.top().wakes  # the table view is up over the next turn
    return app, driver.presses - start


def test_an_era_of_16_turns_takes_at_most_4_presses_per_action():
    app, presses = _play()
    assert app.crashes == 0
    session = scenario.saved(app, "karekare")
    verbs = [action[0] for action in session.actions]
    acts = verbs.count("act")
    assert acts == 21
    assert presses <= 4 * acts, presses
    # Every turn but the era's last is passed on, one of them without an action.
    assert verbs.count("turn") == TURNS
    assert verbs[-1] == "era_end" and session.standings()["era"] == 2


def test_each_action_is_credited_to_the_player_whose_turn_it_is():
    """One tile's actions all go to its player; the turn passes to the left in seat order."""
    app, _ = _play()
    turn = 0  # Tangariki starts
    for action in scenario.saved(app, "karekare").actions:
        if action[0] == "act":
            assert action[1] == turn, action
        elif action[0] == "turn":
            assert action[1] == (turn + 1) % 4
            turn = action[1]


def test_a_pause_before_each_turn_costs_no_press():
    """Issue 31: with the table view up after each turn is passed (8 s idle), the era took 91
    presses for 75: the press that took the view down did nothing else. It now acts on the
    turn screen beneath, and the era records the same actions in the same presses."""
    app, presses = _play()
    actions = scenario.saved(app, "karekare").actions  # before the next run, in the same folder
    paused, paused_presses = _play("wait {}".format(table_view.IDLE_MS + 1000))
    assert paused_presses == presses
    assert scenario.saved(paused, "karekare").actions == actions
