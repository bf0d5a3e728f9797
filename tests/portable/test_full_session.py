"""A whole evening on one device: tests/sessions/full_session.script, replayed once.

The script starts at the home menu of a freshly booted companion (empty storage, FakeBoard
seed 1) and plays a Karekare game for 4 players, a Moeraki-Kemu match to Kiwi, a Kachina game
and 20 Maori combats with their panic walks, then returns home. The checks read what the
device saved: the journals and the settings on the fake board's storage. The script runs
once; every test reads the same cached run.
"""

from saves import config
from saves.storage import Storage
from support import scenario

SCRIPT = "tests/sessions/full_session.script"
# Maori (part 4): 20 combats, each rolls 2 device dice (10.1). Each panic walk retreats the
# same pieces, 2 Warriors, 1 Elite and the Paramount Chief: in every Area the three Units roll
# once each, the Chief never (10.1). Within the Areas the script walks none of them can be
# taken (a Warrior or Elite needs three panics to become a captured Population, and the
# walks that go past Area 2 are ones the winner did not pursue), so each Area walked is
# exactly 3 rolls. The script walks 36 Areas (the "panic walk: k of n Areas" comments add up
# to 36). Nothing else in the session rolls: the Karekare first player is entered, no era ends
# in a tie for first player, and the other games use no dice. So the roll log grows by
# 2 * 20 + 3 * 36 over the whole run, and any lost or extra combat would change it by 2.
COMBATS = 20
AREAS_WALKED = 36
UNITS_ROLLING = 3
_RUN = []


def _run():
    """(app, board, driver) after the whole script, run once for every test of this module."""
    if not _RUN:
        app, board, driver = scenario.boot("full_session")
        driver.play(SCRIPT)
        _RUN.append((app, board, driver))
    return _RUN[0]


def _saved(kind):
    """The journal of a game kind, read back from the fake board's storage."""
    return scenario.saved(_run()[0], kind)


def test_the_session_ends_on_the_home_menu_without_an_error():
    app, board, driver = _run()
    assert app.crashes == 0, scenario.error_shown(app)
    assert len(app.stack) == 1
    words = scenario.screen_words(board)
    assert words[0] == "Companion 4/6"  # the cursor is still on "Maori dice"
    assert words[4] == "Maori dice"


def test_karekare_went_through_three_eras_to_a_winner():
    """The End of an Era (3 times), The Last Era (final turns), The End of the Game."""
    session = _saved("karekare")
    st = session.standings()
    assert st["phase"] == "over"
    assert st["era"] == 3
    assert [pl["tribe"] for pl in st["players"]] == ["Tangariki", "Kutaroa", "Maoipe", "Ronga"]
    assert st["winners"] == ["Kutaroa"] and st["win_by"] == "honor"
    assert [pl["honor"] for pl in st["players"]] == [19, 28, 15, 12]
    verbs = [action[0] for action in session.actions]
    assert verbs.count("era_end") == 3
    assert verbs.count("last") == 1
    assert verbs[-1] == "final"
    history = session.history()
    for era in (1, 2, 3):
        assert len([line for line in history if line.startswith(
            "Era {} scoring".format(era))]) == 1
    # Tiles in every era, the final turn included: 7, 8, 6 and 4 (the undone slip is gone).
    eras = [0]
    for verb in verbs:
        if verb == "act":
            eras[-1] += 1
        elif verb in ("era_end", "last"):
            eras.append(0)
    assert eras == [7, 8, 6, 4, 0]
    # The undo and redo around the era 1 scoring left it recorded once, and nothing to redo.
    assert session.redo_stack == []
    assert history[verbs.index("era_end")].endswith("Kutaroa starts era 2")
    # Playing the Game: every tile but the game's last is followed by the turn passing to
    # the left, so no tribe is credited with the next one's actions.
    plays = [(action[0], action[1]) for action in session.actions if action[0] in ("act", "turn")]
    assert len([play for play in plays if play[0] == "turn"]) == 25 - 1
    for (_, before), (verb, after) in zip(plays, plays[1:]):
        if verb == "turn":
            assert after == (before + 1) % 4


def test_moeraki_match_won_at_five_with_every_way_counted():
    """D (the ways of winning, Marae by tiles) and E (Kiwi: the first to 5 victories)."""
    session = _saved("moeraki")
    st = session.standings()
    assert st["target"] == 5 and st["scale"] == "Kiwi"
    assert st["winner"] == 0 and st["names"][0] == "Matau"
    assert st["victories"] == [5, 3]
    assert st["games"] == 8 and st["ties"] == 0
    assert st["ways"] == {"tahuna": [0, 2], "awa-a": [1, 0], "awa-b": [1, 1], "ara": [1, 0],
                          "marae": [2, 0]}
    for way, counts in st["ways"].items():
        assert sum(counts) > 0, way
    # Each victory is counted under exactly one way.
    assert [sum(c[p] for c in st["ways"].values()) for p in (0, 1)] == st["victories"]
    marae = [action for action in session.actions if action[0] == "marae"]
    assert marae == [("marae", [6, 1, 3], [5, 2, 2]), ("marae", [4, 0, 1], [3, 1, 1])]


def test_kachina_game_is_over():
    """End of the Game: the highest score wins; the turns may be unequal."""
    st = _saved("kachina").standings()
    assert st["over"] == 1
    assert st["names"] == ["P1", "P2", "P3", "P4"]
    assert st["colours"] == ["red", "blue", "pink", "sky"]
    assert st["scores"] == [16, 16, 15, 17]
    assert st["turns"] == [3, 4, 3, 4]
    assert st["winner"] == 3


def test_twenty_maori_combats_each_with_its_panic_walk():
    """10.1: see COMBATS and AREAS_WALKED above for how the rolls are counted."""
    app, board, driver = _run()
    assert app.roll_log.total == 2 * COMBATS + UNITS_ROLLING * AREAS_WALKED
    assert sum(app.roll_log.counts) == app.roll_log.total
    # The last combat's totals are saved as the next defaults; the device rolled the dice.
    settings = config.saved(Storage(board.storage_path))
    assert settings["maori_attack"] == 12 and settings["maori_defense"] == 7
    assert not settings.get("maori_own_dice", 0)
