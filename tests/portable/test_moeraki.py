"""Moeraki-Kemu: the scale, the ways of winning, Marae scoring and the ball.

Sections cited are from ../shared/rules/002_4a0c2ca0d9f89f19.txt.
"""

from core import moeraki
from core.errors import JournalError, RulesError
from saves import journal
from support.checks import refused
from support.played import Played, load

ANA, BEN = 0, 1


def _session(level="basic", target="kiwi", *actions):
    session = Played(moeraki, moeraki.settings(level, target, ["Ana", "Ben"]))
    for action in actions:
        session.do(action)
    return session


def test_scale_targets_by_name_or_number_e_moeraki_scale():
    """E. The Moeraki-Scale: Ika Moana 10, Moa 7, Kiwi 5, Uira 3."""
    assert moeraki.scale_target("Ika Moana") == 10
    assert moeraki.scale_target("ika-moana") == 10
    assert moeraki.scale_target("MOA") == 7
    assert moeraki.scale_target("kiwi") == 5
    assert moeraki.scale_target(3) == 3
    assert moeraki.scale_target("5") == 5
    assert moeraki.scale_target("10") == 10
    for bad in (4, "eel", 0, True, None):
        try:
            moeraki.scale_target(bad)
        except RulesError as exc:
            assert "Uira 3" in str(exc)
        else:
            raise AssertionError(bad)
    assert moeraki.settings("master", "Moa") == {"level": "master", "target": 7}
    scales = [moeraki.standings(moeraki.new_state({"target": n}))["scale"] for n in (3, 5, 7, 10)]
    assert scales == ["Uira", "Kiwi", "Moa", "Ika Moana"]


def test_a_kiwi_match_with_every_way_of_winning():
    """E: first to 5 victories wins the Kemu; D: Tahuna, Awa A, Awa B, Ara and Marae
    (a Marae tie and a Marae won by half a point); B: the winner places the next ball."""
    s = _session("basic", "kiwi")
    assert s.standings()["placer"] is None
    s.do(moeraki.ball(BEN))  # B: the younger player, entered, places the first ball
    steps = (
        # action, who places the ball in this game, victories after it
        (moeraki.win(BEN, "tahuna"), BEN, [0, 1]),
        (moeraki.win(ANA, "awa-a"), BEN, [1, 1]),
        (moeraki.win(BEN, "awa-b"), ANA, [1, 2]),
        # 4 full + one 2:1 semi-beach = 4.5; 3 full + one 3:0 + one 2:1 = 4.5: a tie
        (moeraki.marae([4, 0, 1], [3, 1, 1]), BEN, [1, 3]),
        (moeraki.win(ANA, "ara"), BEN, [2, 3]),
        # 5 against 4 full + three 2:1 semi-beach = 5.5: Ben wins by half a point
        (moeraki.marae([5, 0, 0], [4, 0, 3]), ANA, [2, 4]),
        (moeraki.win(BEN, "tahuna"), BEN, [2, 5]),
    )
    for action, placer, victories in steps:
        assert s.standings()["placer"] == placer, action
        assert s.state.placer == placer
        s.do(action)
        assert s.standings()["victories"] == victories, action
    st = s.standings()
    assert st["winner"] == BEN and st["game"] is None and st["games"] == 7
    assert st["ways"] == {
        "tahuna": [0, 2], "awa-a": [1, 0], "awa-b": [0, 1], "ara": [1, 0], "marae": [0, 2]}
    assert st["last"] == {"placer": BEN, "winner": BEN, "way": "tahuna"}
    assert s.history() == [
        "Game 1: Ben places the ball",
        "Game 1: Ben wins by Tahuna",
        "Game 2: Ana wins by Awa A",
        "Game 3: Ben wins by Awa B",
        "Game 4: Marae Ana 4.5, Ben 4.5: Ben wins (placed the ball)",
        "Game 5: Ana wins by Ara",
        "Game 6: Marae Ana 5, Ben 5.5: Ben wins",
        "Game 7: Ben wins by Tahuna; Ben wins the Kemu 5-2",
    ]
    # E: the session ends when the Kemu is won.
    for action in (moeraki.win(ANA, "ara"), moeraki.ball(ANA), moeraki.marae([1, 0, 0],
                                                                            [0, 0, 0])):
        assert "Ben has won the Kemu" in refused(s, action)


def test_a_marae_tie_goes_to_whoever_placed_the_ball():
    """D. Marae: in case of equal scores, the player who placed the Moeraki-ball wins."""
    for placer in (ANA, BEN):
        s = _session("basic", 3, moeraki.ball(placer))
        s.do(moeraki.marae([2, 2, 0], [3, 0, 2]))  # 4 points each
        st = s.standings()
        assert st["last"]["halves"] == [8, 8]
        assert st["last"]["winner"] == placer
        assert st["victories"][placer] == 1 and st["victories"][1 - placer] == 0
    s = _session("basic", 3, moeraki.ball(BEN))
    won = moeraki.describe(s.state, moeraki.marae([3, 0, 0], [2, 0, 1]))
    assert won == "Game 1: Marae Ana 3, Ben 2.5: Ana wins"  # no tie: the ball plays no part


def test_marae_counts_full_tiles_and_half_tiles_as_integer_halves():
    """D. Marae and C. Placing of tribal tiles: a full tile and a 3:0 semi-beach tile count 1
    point, a 2:1 semi-beach tile half a point; the higher total wins."""
    assert moeraki.marae_halves([3, 0, 0]) == 6
    assert moeraki.marae_halves([0, 3, 0]) == 6
    assert moeraki.marae_halves([0, 0, 3]) == 3
    assert moeraki.halves_text(7) == "3.5" and moeraki.halves_text(8) == "4"
    assert moeraki.halves_text(1) == "0.5"
    assert moeraki.marae_winner(6, 7, ANA) == BEN  # half a point beats the ball
    assert moeraki.marae_winner(7, 6, BEN) == ANA
    s = _session("basic", 5, moeraki.ball(ANA), moeraki.marae([2, 0, 1], [1, 1, 2]))
    st = s.standings()
    assert st["last"] == {"placer": ANA, "winner": BEN, "way": "marae", "halves": [5, 6]}
    assert type(st["last"]["halves"][0]) is int


def test_marae_tiles_must_be_counts_within_the_box():
    """Material and Board: 24 tribal tiles of each colour."""
    s = _session("basic", 5, moeraki.ball(ANA))
    assert "24" in refused(s, moeraki.marae([20, 3, 2], [0, 0, 0]))
    assert "24" in refused(s, moeraki.marae([0, 0, 0], [20, 2, 3]))
    assert "whole number" in refused(s, moeraki.marae([1, -1, 0], [0, 0, 0]))
    assert "[full" in refused(s, ("marae", [1, 0], [0, 0, 0]))
    assert "[full" in refused(s, ("marae", 5, 4))
    s.do(moeraki.marae([12, 6, 6], [0, 0, 0]))
    assert s.standings()["last"]["halves"] == [42, 0]


def test_the_first_ball_is_entered_and_later_balls_go_to_the_winner():
    """B. Start of the game: the younger player places the first ball; in the following
    game, the winner of the last game places it."""
    s = _session("basic", 5)
    assert "placed the Moeraki-ball" in refused(s, moeraki.win(ANA, "tahuna"))
    assert s.standings()["placer_open"] == 1
    s.do(moeraki.ball(ANA))
    assert "Ana places the ball in game 1" in refused(s, moeraki.ball(BEN))
    s.do(moeraki.win(BEN, "awa-a"))
    st = s.standings()
    assert st["placer"] == BEN and st["placer_open"] == 0 and st["game"] == 2
    assert "Ben places the ball in game 2" in refused(s, moeraki.ball(ANA))


def test_an_ara_tie_only_in_the_beginners_game():
    """D. Ara: in the beginner's game a tie is possible; it is no victory."""
    for level in ("basic", "master"):
        s = _session(level, 5, moeraki.ball(ANA))
        assert "beginner" in refused(s, moeraki.tie())
    s = _session("beginner", 3, moeraki.ball(BEN), moeraki.tie())
    st = s.standings()
    assert st["victories"] == [0, 0] and st["ties"] == 1 and st["games"] == 1
    assert st["last"] == {"placer": BEN, "winner": None, "way": "ara-tie"}
    assert st["ways"]["ara"] == [0, 0]
    # Nobody won, so the rulebook names no placer: the last one is proposed and may change.
    assert st["placer"] == BEN and st["placer_open"] == 1
    s.do(moeraki.ball(ANA))
    assert s.standings()["placer"] == ANA and s.standings()["placer_open"] == 0
    assert s.history()[1:] == ["Game 1: Ara tie, no victory", "Game 2: Ana places the ball"]


def test_the_tane_once_per_game_in_the_masters_game():
    """Master's Game: once in a game each player can bring the Maori-Tane forward."""
    s = _session("basic", 5, moeraki.ball(ANA))
    assert "master" in refused(s, moeraki.tane(ANA))
    s = _session("master", 5, moeraki.ball(ANA), moeraki.tane(BEN))
    assert "already" in refused(s, moeraki.tane(BEN))
    s.do(moeraki.tane(ANA))
    assert s.standings()["tane"] == [1, 1]
    s.do(moeraki.win(ANA, "ara"))
    assert s.standings()["tane"] == [0, 0]  # a new game: both Tane back in their caves
    s.do(moeraki.tane(BEN))
    assert s.history()[-1] == "Game 2: Ben brings the Tane forward"


def test_marae_is_scored_not_declared_and_ways_are_checked():
    """D: Marae is decided by the count of tribal tiles, so it is entered as tiles."""
    s = _session("basic", 5, moeraki.ball(ANA))
    assert "tiles" in refused(s, moeraki.win(ANA, "marae"))
    assert "tahuna, awa-a" in refused(s, moeraki.win(ANA, "haka"))
    assert "0 or 1" in refused(s, moeraki.win(2, "ara"))
    assert "0 or 1" in refused(s, ("win", True, "ara"))
    assert "takes 2 values" in refused(s, ("win", ANA))
    assert "tane takes 1 value" in refused(s, ("tane", 0, 1))
    assert "takes 0 values" in refused(s, ("tie", 0))
    assert "unknown action" in refused(s, ("haka", 0))
    assert "0 or 1" in refused(s, moeraki.win(-1, "ara"))
    assert "[full" in refused(s, ("marae", [1, 0, 0, 0], [0, 0, 0]))
    for verb in ("aaa", "m", "u", "zzz"):  # the rules refuse them too, not only the journal
        try:
            moeraki.apply(s.state, (verb,))
        except RulesError as exc:
            assert "unknown action" in str(exc)
            continue
        raise AssertionError(verb)


def test_bad_settings_arerefused():
    """Ways to Play: beginner, basic or master; E: the four scales; two named players."""
    for settings in ({"level": "expert"}, {"target": 6}, {"names": ["Ana"]},
                     {"names": ["Ana", "ana"]}, {"names": ["Ana", "Bartholomew"]},
                     {"names": ["Ana", "B\u00e9a"]}, {"names": ["Ana", ""]},
                     {"names": ["Ana", 7]}, {"names": ["Ana", "Ben", "Cy"]}):
        try:
            moeraki.new_state(settings)
        except RulesError:
            continue
        raise AssertionError(settings)
    st = moeraki.standings(moeraki.new_state({}))
    assert st["names"] == ["Matau", "Manaia"] and st["level"] == "basic" and st["target"] == 5


def test_undo_of_the_winning_game_reopens_the_match():
    """E: the Kemu is won at the target; undo takes that victory back exactly."""
    s = _session("basic", "uira", moeraki.ball(ANA))
    for _ in range(3):
        s.do(moeraki.win(ANA, "tahuna"))
    assert s.standings()["winner"] == ANA
    s.undo()
    st = s.standings()
    assert st["winner"] is None and st["victories"] == [2, 0] and st["game"] == 3
    s.do(moeraki.win(BEN, "awa-b"))
    assert s.standings()["placer"] == BEN


def test_the_journal_round_trip_is_exact():
    """The journal replays a match to the same standings and history."""
    s = _session("master", "moa", moeraki.ball(BEN), moeraki.tane(ANA),
                 moeraki.marae([6, 1, 3], [5, 2, 2]), moeraki.win(BEN, "awa-a"))
    s.undo()
    text = s.text()
    loaded, notice = load(text, {"moeraki": moeraki})
    assert notice is None
    assert loaded.standings() == s.standings()
    assert loaded.history() == s.history()
    assert loaded.text() == text
    loaded.redo()
    assert loaded.standings()["victories"] == [1, 1]
    settings = '[["level","master"],["target",8]]'
    bad = text.split("\n")[0] + "\n" + settings + " " + journal.checksum(settings) + "\n"
    try:
        load(bad, {"moeraki": moeraki})
    except JournalError as exc:
        assert "line 2" in str(exc)
    else:
        raise AssertionError("a bad target must not load")
