"""Whole Karekare games, for 2 and for 4 players: three eras, the final turn, the bonuses and
every tie-break (first player at an era end, the winner on resources, a shared victory).

Each step cites the rulebook line it follows (000_88847eb29f9075ad.txt); the running totals in
the comments are worked out by hand from those lines.
"""

from test_karekare import _ledger

from core import karekare
from core.dice import ScriptedDice
from support.played import Played, load

GAMES = {"karekare": karekare}



def _play(session, dice, script):
    """Run a script of act tuples (player, placed, neighbour, [owner, [field]]) and the words
    "era_end", "last" or ("final", timber, sweet)."""
    for step in script:
        state = session.state
        if step == "era_end":
            action = karekare.era_end_action(state, dice=dice)
        elif step == "last":
            action = karekare.last_action(state)
        elif step[0] == "final":
            action = karekare.final_action(state, step[1], step[2])
        else:
            action = karekare.act_action(state, *step)
        session.do(action)


def _column(session, key):
    return [player[key] for player in session.standings()["players"]]


def _check_replay(session):
    """The journal text replays to the same game without rolling a die."""
    again, notice = load(session.text(), GAMES)
    assert notice is None
    assert again.standings() == session.standings()
    assert again.game_log() == session.game_log()


R, K = 0, 1  # two players: Ronga starts (settings), Kutaroa sits to the left

ERA_1_OF_2 = [
    (R, "forest", "forest"),  # FOREST/forest: +2 timber           R timber 5
    (K, "field", "forest"),  # FIELD/forest: +2 sweet potato       K sweet 3
    (R, "hill", "forest"),  # HILL/forest: pay 4 timber, a hut    R timber 1, 1 hut
    (K, "field", "field"),  # FIELD/field: pay 1, marker, +2       K 2 honor, sweet 2
    (R, "water", "forest"),  # WATER/forest: a canoe                R 1 canoe
    (K, "water", "hill", R),  # WATER/hill, Ronga's hut: +2          K 4 honor
    (R, "water", "field", K),  # WATER/field, another's: take 1      R sweet 2
    (K, "forest", "water", R),  # FOREST/water: pay 1, replace canoe  K timber 2, 1 canoe
    (R, "field", "hill", R),  # FIELD/hill, own hut: +3              R 3 honor
    (R, "field", "field"),  # FIELD/field: pay 1, marker, +2       R 5 honor, sweet 1
    "era_end",  # R +3 (1 hut) = 8, K +4 (1 canoe) = 8: a tie, drawn with a 5
]
ERA_2_OF_2 = [
    (K, "hill", "water"),  # HILL/water: a canoe to the box, a hut   K 1 hut, 1 boxed canoe
    (R, "water", "water"),  # WATER/water: pay 1 timber, a canoe   R timber 0, 1 canoe
    (K, "water", "field", K),  # WATER/field, own: take all (1)       K sweet 3
    (R, "field", "water"),  # FIELD/water: pay 1, recover, +5       R 13 honor, sweet 0
    (K, "hill", "field"),  # HILL/field: pay 2 sweet potato, a hut K sweet 1, 2 huts
    (R, "forest", "forest"),  # +2 timber                            R timber 2
    (K, "forest", "hill", K),  # FOREST/hill, own hut: +3             K 11 honor
    (R, "water", "field", R),  # WATER/field, own: take all (2)       R sweet 2
    "era_end",  # R +3 (1 hut) = 16; K +10 (1 canoe, 2 huts) = 21
]
ERA_3_OF_2 = [
    (K, "forest", "forest"),  # +2 timber                            K timber 4
    (R, "hill", "hill"),  # HILL/hill: a hut to the box, a hut   R 2 huts, 1 boxed
    (K, "hill", "forest"),  # pay 4 timber, a hut                  K timber 0, 3 huts
    (R, "forest", "hill", R),  # own hut: +3                          R 19 honor
    (K, "field", "forest"),  # +2 sweet potato                      K sweet 3
    (R, "hill", "field"),  # pay 2 sweet potato, a hut            R sweet 0, 3 huts
    (K, "field", "field"),  # pay 1, marker 2, +2                  K 23 honor, sweet 2
    (R, "forest", "forest"),  # +2 timber                            R timber 4
    (K, "forest", "field"),  # +1 timber                            K timber 1
    (R, "hill", "forest"),  # pay 4 timber, a hut                  R timber 0, 4 huts
    "last",  # the pile and the market are out: one final turn each
    (K, "water", "forest"),  # K's final turn: a canoe              K 2 canoes
    (R, "field", "hill", R),  # R's final turn, two neighbours: +3   R 22 honor
    (R, "water", "hill", R),  # ... and +3                           R 25 honor
    "era_end",  # R +12 (4 huts) = 37; K +17 (2 canoes, 3 huts) = 40
    ("final", [0, 1], [0, 2]),  # R +4 (4 huts) = 41; K +1 (2 sweet potato) = 41
]


def test_two_player_game_ends_in_a_tie_broken_by_resources():
    """Setup, Playing the Game, The End of an Era, The Last Era and the End of the Game."""
    session = Played(karekare, karekare.make_settings(["Ronga", "Kutaroa"], first=R))
    dice = ScriptedDice([5])
    _play(session, dice, ERA_1_OF_2)
    # The End of an Era: tied on 8, decided at random: a 5 is in 4-6, the second of the two
    assert _column(session, "honor") == [8, 8]
    assert session.actions[-1] == ("era_end", [0, 1], [1, 0], K)
    assert session.game_log()[-1] == (
        "Era 1 scoring: Ronga +3 (0 canoes, 1 hut), Kutaroa +4 (1 canoe, 0 huts); "
        "Kutaroa starts era 2 (tie with Ronga, drawn at random)")
    assert session.standings()["first"] == "Kutaroa"
    assert _column(session, "timber") == [1, 2]
    assert _column(session, "sweet_potato") == [1, 2]
    assert _column(session, "field_sweet_potato") == [[2], [1]]

    _play(session, dice, ERA_2_OF_2)
    assert _column(session, "honor") == [16, 21]
    assert session.standings()["first"] == "Kutaroa"  # The End of an Era: most honor, no tie
    assert _column(session, "canoes_boxed") == [0, 1]
    assert _column(session, "canoes_supply") == [6, 4]
    assert _column(session, "huts_placed") == [1, 2]

    _play(session, dice, ERA_3_OF_2)
    standings = session.standings()
    assert standings["phase"] == "over"
    assert _column(session, "honor") == [41, 41]
    assert _column(session, "huts_placed") == [4, 3]
    assert _column(session, "huts_supply") == [1, 3]  # Ronga: 4 placed, 1 in the box
    # The winner: tied on 41 honor, Kutaroa has 3 timber and sweet potato tokens, Ronga 0
    assert standings["winners"] == ["Kutaroa"]
    assert standings["win_by"] == "resources"
    assert session.game_log()[-1] == "Final bonus: Ronga +4, Kutaroa +1; Kutaroa wins on resources"
    assert _ledger(session, R)[-2:] == [
        [12, "era 3: 0 canoes, 4 huts"], [4, "final: 4 huts placed"]]
    assert sum(delta for delta, _ in _ledger(session, K)) == 41
    assert dice.remaining() == 0
    _check_replay(session)


T, K4, M, R4 = 0, 1, 2, 3  # four players in seating order; Maoipe starts

ERA_1_OF_4 = [
    (M, "water", "forest"),  # WATER/forest: a canoe each
    (R4, "water", "forest"),
    (T, "water", "forest"),
    (K4, "water", "forest"),
    "era_end",  # everyone +4 = 4: a four-way tie; 6 and 5 are rolled again, 2 names Kutaroa
]
ERA_2_OF_4 = [
    (K4, "hill", "forest"),  # HILL/forest: a hut (4 timber is not counted: tracking off)
    (M, "hill", "field"),  # HILL/field: a hut
    (R4, "hill", "water"),  # HILL/water: a canoe to the box, a hut
    (T, "field", "water"),  # FIELD/water: recover own canoe, +5    T 9
    (K4, "field", "field"),  # FIELD/field: marker, +2               K 6
    (M, "field", "field"),  # FIELD/field: marker, +2               M 6
    (R4, "forest", "hill", K4),  # FOREST/hill, Kutaroa's hut: +2       R 6
    (K4, "forest", "hill", M),  # FOREST/hill, Maoipe's hut: +2        K 8
    (M, "water", "hill", R4),  # WATER/hill, Ronga's hut: +2          M 8
    (R4, "field", "hill", M),  # FIELD/hill, Maoipe's hut: +2         R 8
    "era_end",  # T +0 = 9; K, M, R +7 (1 canoe, 1 hut) = 15: a three-way tie, a 4 names Maoipe
]
ERA_3_OF_4 = [
    (M, "field", "field"),  # marker 2, +2                          M 17
    (R4, "hill", "hill"),  # HILL/hill: a hut to the box, a hut    R 2 huts
    (T, "field", "field"),  # marker 1, +2                          T 11
    (K4, "field", "field"),  # marker 2, +2                          K 17
    (M, "water", "field", K4, 0),  # WATER/field: 1 from Kutaroa's field 1
    (R4, "hill", "forest"),  # a hut                                 R 3 huts
    (T, "hill", "forest"),  # a hut                                 T 1 hut
    (K4, "field", "field"),  # marker 3, +2                          K 19
    "last",
    (M, "water", "water"),  # final turns: a canoe                  M 2 canoes
    (R4, "hill", "field"),  # a hut                                 R 4 huts
    (T, "forest", "hill", T),  # own hut: +3                           T 14
    (K4, "water", "hill", R4),  # Ronga's hut: +2                       K 21
    "era_end",  # T +3 = 17; K +7 = 28; M +11 (2 canoes, 1 hut) = 28; R +16 (1 canoe, 4 huts) = 31
    # The End of the Game, entered from the table: timber and sweet potato per player
    ("final", [0, 0, 4, 7], [0, 8, 2, 1]),
]


def test_four_player_game_without_tracking_ends_in_a_shared_victory():
    """Setup, The End of an Era (ties drawn at random), The Last Era and the End of the Game
    (a tie on honor and on tokens is a shared victory)."""
    players = ["Tangariki", "Kutaroa", "Maoipe", "Ronga"]
    session = Played(karekare, karekare.make_settings(players, tracking=0, first=M))
    setup = session.standings()["setup"]
    assert (setup["draft_tiles"], setup["pile_size"], setup["tiles_returned"]) == (8, 16, 11)
    assert setup["draft_order"][:4] == ["Maoipe", "Ronga", "Tangariki", "Kutaroa"]
    dice = ScriptedDice([6, 5, 2, 4])

    _play(session, dice, ERA_1_OF_4)
    assert _column(session, "honor") == [4, 4, 4, 4]
    assert session.standings()["first"] == "Kutaroa"
    assert session.actions[-1][3] == K4
    assert dice.remaining() == 1

    _play(session, dice, ERA_2_OF_4)
    assert _column(session, "honor") == [9, 15, 15, 15]
    # three tied: faces 1-2 Kutaroa, 3-4 Maoipe, 5-6 Ronga
    assert session.standings()["first"] == "Maoipe"
    assert session.game_log()[-1].endswith(
        "Maoipe starts era 3 (tie with Kutaroa, Ronga, drawn at random)")
    assert _column(session, "timber") == [None, None, None, None]  # not tracked

    _play(session, dice, ERA_3_OF_4)
    standings = session.standings()
    # Final bonus: K 28 + 4 (8 sweet potato, 1 per 2) + 4 (3 field markers) = 36;
    # R 31 + 1 (7 timber, 1 per 4) + 0 (1 sweet potato) + 4 (4 huts) = 36;
    # M 28 + 1 (4 timber) + 1 (2 sweet potato) = 30; T 17 + 0 = 17.
    assert _column(session, "honor") == [17, 36, 30, 36]
    assert _column(session, "field_markers") == [1, 3, 2, 0]
    # Tied on 36 honor and on 8 tokens each (8 + 0 against 7 + 1): they share the victory
    assert standings["winners"] == ["Kutaroa", "Ronga"]
    assert standings["win_by"] == "shared"
    assert _column(session, "timber") == [0, 0, 4, 7]  # entered at the end
    assert _ledger(session, K4)[-2:] == [
        [4, "final: 8 sweet potato"], [4, "final: 3 field markers placed"]]
    assert dice.remaining() == 0
    _check_replay(session)
