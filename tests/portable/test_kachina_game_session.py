"""A whole Kachina game for three on the device: tests/sessions/kachina_game.script.

Components: 60 tiles; Game Play: the first player starts the board and scores 1, then each
turn scores its row and column (2. Score Points); End of the Game: when the last tile is
played the game ends, and the highest score wins. The script's comments name each turn's
points; here they are read back from what the device saved.
Rulebook: ../shared/rules/003_fb0045c4cf4505da.txt.
"""

from support import scenario

SCRIPT = "tests/sessions/kachina_game.script"
TILES = 60


def _commented_points():
    """The (row, column) points the script's "# turn k: row r, column c" comments name."""
    points = []
    with open(SCRIPT) as f:
        for line in f:
            if line.startswith("# turn "):
                words = line.replace(",", "").split()
                points.append((int(words[4]), int(words[6])))
    return points


def test_the_script_records_every_tile_with_the_points_it_names():
    app, board, driver = scenario.boot("kachina_game_session")
    driver.play(SCRIPT)
    assert app.crashes == 0
    session = scenario.saved(app, "kachina")
    actions = session.actions
    assert actions[0][0] == "first" and actions[-1][0] == "end"
    turns = [tuple(action[2:4]) for action in actions if action[0] == "turn"]
    assert 1 + len(turns) == TILES  # the first play, then a turn a tile
    assert turns == _commented_points()
    st = session.standings()
    assert st["over"] == 1
    assert sum(st["scores"]) == 1 + sum(r + c for r, c in turns)
    # Play goes clockwise from the first player, a turn each.
    first = actions[0][1]
    assert [action[1] for action in actions if action[0] == "turn"] == [
        (first + k) % 3 for k in range(1, TILES)]
