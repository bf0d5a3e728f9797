"""Karekare turns: whose turn it is, kept in the journal (Playing the Game: "Beginning with the
starting player, each player will play their turn, then the player to their left will play";
The End of an Era: the player with the most honor starts the next era).

Rulebook: ../shared/rules/000_88847eb29f9075ad.txt.
"""

from core import karekare
from core.errors import RulesError
from support.checks import raises, refused
from support.played import Played, load

T, K, M, R = 0, 1, 2, 3


def _game(first=M):
    return Played(karekare, karekare.make_settings(list(karekare.TRIBES), 1, first))


def _turn(session):
    return session.standings()["turn"]


def test_the_starting_player_plays_first_then_play_passes_to_the_left():
    """Playing the Game: beginning with the starting player, then the player to the left."""
    session = _game(first=M)
    assert _turn(session) == "Maoipe"
    session.do(karekare.turn_action(session.state))
    assert _turn(session) == "Ronga"
    session.do(karekare.turn_action(session.state))
    assert _turn(session) == "Tangariki"  # round the table
    assert session.game_log()[-1] == "Turn passes to Tangariki"


def test_one_tile_gives_several_actions_to_the_same_player():
    """Playing the Game: one action for each tile adjacent to the tile just placed; the
    turn stays with the player until it is passed on."""
    session = _game(first=K)
    session.do(karekare.act_action(session.state, K, "forest", "forest"))
    session.do(karekare.act_action(session.state, K, "forest", "field"))
    assert _turn(session) == "Kutaroa"
    assert session.standings()["players"][K]["timber"] == 3 + 2 + 1


def test_an_action_for_another_tribe_is_a_correction_and_keeps_the_turn():
    session = _game(first=K)
    session.do(karekare.act_action(session.state, R, "forest", "forest"))
    assert _turn(session) == "Kutaroa"
    session.do(karekare.turn_action(session.state, T))  # the table says it is Tangariki's
    assert _turn(session) == "Tangariki"


def test_the_most_honor_starts_the_next_era_and_its_first_turn():
    """The End of an Era: the player with the most honor at that moment starts."""
    session = _game(first=T)
    session.do(karekare.act_action(session.state, R, "water", "forest"))
    session.do(karekare.turn_action(session.state))
    session.do(karekare.era_end_action(session.state))
    assert session.standings()["first"] == "Ronga" and _turn(session) == "Ronga"


def test_no_turn_to_the_same_player_nor_after_era_3_is_scored():
    """The Last Era: after the final turns and the era 3 scoring no tile is placed."""
    session = _game(first=T)
    assert "already" in refused(session, ("turn", T))
    assert "no player" in refused(session, ("turn", 4))
    assert "takes the player" in refused(session, ("turn",))
    for _ in range(2):
        session.do(karekare.era_end_action(session.state, first=T))
    session.do(karekare.last_action(session.state))
    session.do(karekare.turn_action(session.state))  # the final turns pass on too
    session.do(karekare.era_end_action(session.state))
    assert _turn(session) is None
    assert "era 3 is scored" in raises(RulesError, karekare.turn_action, session.state)


def test_undo_gives_the_turn_back():
    session = _game(first=T)
    session.do(karekare.turn_action(session.state))
    session.undo()
    assert _turn(session) == "Tangariki"


def test_a_journal_from_before_turns_loads_with_the_first_player_to_play():
    """Journals written before the "turn" action keep loading (tests/bad_saves)."""
    with open("tests/bad_saves/karekare--good.txt") as f:
        session, notice = load(f.read(), {"karekare": karekare})
    st = session.standings()
    assert notice is None and not [a for a in session.actions if a[0] == "turn"]
    assert st["turn"] == st["first"]
