"""Kachina: the score track, turns of row plus column, and the tie-break at the top.

Sections cited are from ../shared/rules/003_fb0045c4cf4505da.txt.
"""

from core import kachina
from core.errors import RulesError
from support.checks import raises, refused
from support.played import Played, load

ANA, BEN, CY = 0, 1, 2


def _session(names, *actions):
    session = Played(kachina, kachina.settings(names))
    for action in actions:
        session.do(action)
    return session


def test_scores_start_at_zero_and_the_first_play_scores_one():
    """Setup 5 and Game Play: markers start before "1"; the first player scores 1 point."""
    s = _session(["Ana", "Ben"])
    st = s.standings()
    assert st["scores"] == [0, 0] and st["leader"] is None and st["next"] is None
    assert st["top"] == []  # nobody has reached a score: no tie to break yet
    assert "first play" in refused(s, kachina.turn(ANA, 2, 0))
    assert "not started" in refused(s, kachina.end())
    s.do(kachina.first(BEN))
    st = s.standings()
    assert st["scores"] == [0, 1] and st["turns"] == [0, 1] and st["leader"] == BEN
    assert st["next"] == ANA
    assert "already started" in refused(s, kachina.first(ANA))
    assert s.game_log() == ["Ben starts the board: 1 point"]


def test_a_turn_scores_row_plus_column():
    """2. Score Points, Bob's example: a Chief dominating a row of 2 and a column of 2
    scores 2 + 2; Matt's example: a Wolf dominating a row of 4 scores 4."""
    s = _session(["Matt", "Adam", "Bob"], kachina.first(0))
    s.do(kachina.turn(0, 4, 0))
    s.do(kachina.turn(1, 0, 2))
    s.do(kachina.turn(2, 2, 2))
    assert s.standings()["scores"] == [5, 2, 4]
    assert s.game_log()[-1] == "Bob: row 2 + column 2 = 4 (total 4)"


def test_line_points_are_zero_or_two_to_seven():
    """2. Score Points: a line needs at least two touching Kachinas, one point per tile;
    1. Play a Tile: no row or column longer than 7 tiles. 0 is allowed."""
    s = _session(["Ana", "Ben"], kachina.first(ANA))
    for row, column in ((1, 0), (0, 1), (8, 0), (0, 8), (-2, 0)):
        assert "0 or 2 to 7" in refused(s, kachina.turn(BEN, row, column))
    assert "0 or 2 to 7" in refused(s, ("turn", BEN, True, 0))
    assert kachina.turn(BEN) == ("turn", BEN, 0, 0)  # a turn that scores nothing
    s.do(kachina.turn(BEN, 7, 7))
    s.do(kachina.turn(ANA, 0, 0))
    assert s.standings()["scores"] == [1, 14]
    assert s.standings()["turns"] == [2, 1]


def test_a_game_with_a_tie_at_the_top():
    """End of the Game: players may not get an equal number of turns; the highest score
    wins and, in a tie, the player who reached the highest score first wins."""
    s = _session(["Ana", "Ben", "Cy"], kachina.first(CY))
    turns = (
        (ANA, 2, 0),  # Ana 2
        (BEN, 2, 2),  # Ben 4
        (CY, 4, 0),  # Cy 5
        (ANA, 0, 0),  # Ana 2: a turn may score nothing
        (BEN, 3, 0),  # Ben 7 (play 6)
        (CY, 2, 0),  # Cy 7 (play 7): tied with Ben, who was there first
        (ANA, 5, 0),  # Ana 7 (play 8): a three-way tie
    )
    assert kachina.describe(s.state, kachina.end()) == "Game over: Cy wins with 1"  # no tie
    for player, row, column in turns:
        assert s.standings()["next"] == player  # clockwise after the last play
        s.do(kachina.turn(player, row, column))
    st = s.standings()
    assert st["scores"] == [7, 7, 7] and st["turns"] == [3, 2, 3]
    assert st["top"] == [ANA, BEN, CY]
    assert st["ranking"] == [BEN, CY, ANA]
    assert st["leader"] == BEN and st["winner"] is None and st["over"] == 0
    s.do(kachina.end())
    st = s.standings()
    assert st["over"] == 1 and st["winner"] == BEN and st["next"] is None
    assert s.game_log()[-1] == "Game over: Ben wins with 7 (reached it first)"
    assert "over" in refused(s, kachina.turn(BEN, 2, 0))
    assert "over" in refused(s, kachina.end())


def test_the_tie_break_looks_at_the_highest_score_only():
    """End of the Game: "reached the highest score first" is about the tied top score, not
    who led earlier; a 0-point turn does not count as reaching it again."""
    s = _session(["Ana", "Ben"], kachina.first(ANA), kachina.turn(BEN, 0, 0))
    s.do(kachina.turn(ANA, 4, 0))  # Ana 5
    s.do(kachina.turn(BEN, 5, 0))  # Ben 5: Ana was first at 5
    assert s.standings()["ranking"] == [ANA, BEN]
    s.do(kachina.turn(ANA, 0, 0))
    s.do(kachina.turn(BEN, 4, 0))  # Ben 9
    s.do(kachina.turn(ANA, 2, 2))  # Ana 9: Ben was first at 9
    s.do(kachina.turn(BEN, 0, 0))  # Ben stays at 9; he still reached it first
    st = s.standings()
    assert st["scores"] == [9, 9] and st["ranking"] == [BEN, ANA] and st["leader"] == BEN
    s.do(kachina.turn(ANA, 2, 0))  # Ana 11: no tie now
    assert s.standings()["top"] == [ANA] and s.standings()["leader"] == ANA


def test_two_to_five_named_players():
    """Components: 5 score markers; the companion takes 2 to 5 short ASCII names."""
    for names in (["Ana"], ["A", "B", "C", "D", "E", "F"], ["Ana", "ANA"], ["Ana", ""],
                  ["Ana", "Bartholomew"], ["Ana", " Ben"], ["Ana", "B\u00e9a"], ["Ana", 3],
                  "Ana,Ben"):
        try:
            kachina.new_state({"names": names})
        except RulesError:
            continue
        raise AssertionError(names)
    assert kachina.settings(["A", "B", "C", "D", "E"]) == {"names": ["A", "B", "C", "D", "E"]}
    s = _session(["Ana", "Ben"], kachina.first(ANA))
    assert "no player" in refused(s, kachina.turn(2, 2, 0))
    assert "no player" in refused(s, kachina.turn(-1, 2, 0))
    assert "takes a player" in refused(s, ("first",))
    for short_or_long in (("turn", ANA, 2), ("turn", ANA, 2, 0, 0)):
        assert "takes a player, row points" in refused(s, short_or_long)
    assert "first takes a player" in refused(s, ("first", ANA, 1))
    assert "end takes nothing" in refused(s, ("end", 1))
    for verb in ("draw", "pass", "undo"):  # sorting before end, between end and turn, after
        assert "unknown action" in refused(s, (verb,))
        assert "unknown action" in raises(RulesError, kachina.apply, s.state, (verb,))


def test_next_player_goes_clockwise_from_the_last_play():
    """Game Play: play continues in clockwise order (proposed, not enforced)."""
    s = _session(["A", "B", "C", "D"], kachina.first(CY))
    assert kachina.next_player(s.state) == 3
    s.do(kachina.turn(3, 2, 0))
    assert kachina.next_player(s.state) == 0
    s.do(kachina.turn(1, 2, 0))  # out of order: the proposal follows what was entered
    assert kachina.next_player(s.state) == 2


def test_the_journal_round_trip_is_exact():
    """The journal's order is the order in which scores were reached: a reload keeps it."""
    s = _session(["Ana", "Ben", "Cy"], kachina.first(ANA), kachina.turn(BEN, 3, 0),
                 kachina.turn(CY, 2, 0), kachina.turn(ANA, 2, 0), kachina.end())
    s.undo()
    text = s.text()
    loaded, notice = load(text, {"kachina": kachina})
    assert notice is None
    assert loaded.standings() == s.standings()
    assert loaded.standings()["ranking"] == [BEN, ANA, CY]
    assert loaded.text() == text
    loaded.redo()
    assert loaded.standings()["winner"] == BEN


# --- the domination helper (stretch goal) ---

K, H, WA, WO = kachina.KOSHARI, kachina.HUMMINGBIRD, kachina.WARRIOR, kachina.WOLF
E, OG, S, C = kachina.EAGLE, kachina.OGRE, kachina.SUN, kachina.CHIEF


def test_tile_numbers_are_the_rulebooks():
    """Tile Powers: 1 Koshari, 2 Hummingbird, 3 Warrior, 4 Wolf, 5 Eagle, 6 Ogre, 7 Sun,
    8 Chief."""
    assert (K, H, WA, WO, E, OG, S, C) == (1, 2, 3, 4, 5, 6, 7, 8)


def test_helper_the_rulebook_examples():
    """2. Score Points: Matt's Wolf joins a Wolf in a row of 4 (value 8) and scores 4; Adam's
    Sun under a lone Wolf scores 2; Bob's Chief dominates a row and a column of 2 each."""
    assert kachina.tile_values([S, WO, OG, WO]) == [7, 8, 6, 8]
    assert kachina.line_score([S, WO, OG, WO], 3) == (True, 4)
    assert kachina.line_score([WO, S], 1) == (True, 2)
    assert kachina.line_score([S, C], 1) == (True, 2)
    assert kachina.line_score([E, C], 1) == (True, 2)


def test_helper_higher_than_every_other_tile_and_ties_score_nothing():
    """2. Score Points: the new tile must be the highest; tying an existing Dominating Kachina
    scores no points; a line needs at least two touching Kachinas."""
    assert kachina.line_score([S, S], 1) == (False, 0)
    assert kachina.line_score([C, WA, S], 2) == (False, 0)
    assert kachina.line_score([WA, OG, S, E, WA, OG, C], 6) == (True, 7)
    assert kachina.line_score([C], 0) == (False, 0)
    assert "1 to 7 tiles" in raises(RulesError, kachina.line_score, [], 0)
    for bad in (([], 0), ([C] * 8, 0), ([C, 9], 0), ([C, S], 2), ([C, S], -1), ([C, S], 0, [5])):
        try:
            kachina.line_score(*bad)
        except RulesError:
            continue
        raise AssertionError(bad)


def test_helper_wolves():
    """4 - Wolf: a Wolf is the sum of the Wolves in its line; a new Wolf does not tie with
    earlier Wolves; a lone Wolf in a row is worth 4 even with more Wolves in its column."""
    assert kachina.line_score([WO, WO], 1) == (True, 2)
    assert kachina.line_score([WO, WO, WO], 0) == (True, 3)
    assert kachina.line_score([OG, WO], 1) == (False, 0)  # a lone Wolf: 4 against 6
    assert kachina.line_score([C, WO, WO], 2) == (False, 0)  # 8 ties the Chief
    assert kachina.line_score([C, WO, WO, WO], 3) == (True, 4)  # 12
    assert kachina.line_score([WO, WO, C], 2) == (False, 0)  # a new Chief ties two Wolves
    assert kachina.line_score([WO, WA], 1, [0, 1]) == (False, 0)  # 0 ties a Wolf at 0
    assert kachina.line_score([WO, WA], 0, [0, 1]) == (False, 0)  # a Wolf at 0 ties a 0


def test_helper_koshari():
    """1 - Koshari: any tile next to a Koshari is worth 0; Koshari are not affected by other
    Koshari. A Koshari beside the line counts too."""
    assert kachina.tile_values([K, C, S]) == [1, 0, 7]
    assert kachina.line_score([K, C], 1) == (False, 0)
    assert kachina.line_score([C, K], 1) == (True, 2)  # the Chief drops to 0
    assert kachina.line_score([K, K], 1) == (False, 0)  # 1 against 1
    assert kachina.line_score([S, WA], 1, [0]) == (True, 2)  # the Sun touches a Koshari
    assert kachina.line_score([S, WA], 1, [1]) == (False, 0)
    assert kachina.tile_values([WO, K, WO]) == [0, 1, 0]
    assert kachina.tile_values([S, WA, K]) == [7, 0, 1]  # the ends of a line do not touch


def test_helper_a_koshari_keeps_its_1_next_to_another_koshari():
    """1 - Koshari: 'Koshari are not affected by other Koshari', in the line or beside it."""
    assert kachina.tile_values([K, K, WA, C]) == [1, 1, 0, 8]
    assert kachina.line_score([K, K, WA, K], 3) == (False, 0)  # ties the Koshari at 1
    assert kachina.line_score([K, WA], 0, [0]) == (True, 2)  # 1 against the Warrior's 0


def test_helper_hummingbirds_and_eagles():
    """2 - Hummingbird: in a line that begins and ends with Hummingbirds, the new one
    dominates regardless of value. 5 - Eagle: on top of a tile, its number replaces it."""
    assert kachina.line_score([H, C, S, H], 3) == (True, 4)
    assert kachina.line_score([H, K, C, H], 1) == (False, 0)  # a Koshari is no Hummingbird
    assert kachina.line_score([K, C, S, H], 3) == (False, 0)  # a Koshari does not end it
    assert kachina.line_score([H, C, S, K], 0) == (False, 0)
    assert kachina.line_score([H, C, H], 2) == (True, 3)  # 2 beats the Chief's 8 here
    assert kachina.line_score([H, WA, S, H], 1) == (False, 0)  # only a new Hummingbird does
    assert kachina.line_score([H, C, H, S], 2) == (False, 0)
    assert kachina.line_score([H, H], 1) == (True, 2)
    assert kachina.line_score([H, K, H], 0) == (True, 3)
    assert kachina.line_score([C, H, H], 2) == (False, 0)
    # An Eagle on the Chief of [Sun, Chief, Warrior]: the line is now [Sun, Eagle, Warrior].
    assert kachina.line_score([S, E, WA], 1) == (False, 0)
    assert kachina.line_score([WA, E, OG], 1) == (False, 0)
    assert kachina.line_score([WA, E], 1) == (True, 2)
