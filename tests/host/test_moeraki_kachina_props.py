"""Undo is exact: random actions, then random undos, equal the replay of what remains.

Checked for Moeraki-Kemu and Kachina. Many random actions are refused by the rules; a refused
action must leave the session as it was, so those are part of the property too.
"""

import undo_props
from hypothesis import given, settings
from hypothesis import strategies as st

from core import kachina, moeraki
from saves import journal

_count = st.integers(min_value=0, max_value=9)
_moeraki_by_verb = {
    "ball": st.tuples(st.just("ball"), st.integers(0, 1)),
    "win": st.tuples(st.just("win"), st.integers(0, 1),
                     st.sampled_from(moeraki.WAYS + ("haka",))),
    "marae": st.tuples(st.just("marae"), st.lists(_count, min_size=3, max_size=3),
                       st.lists(_count, min_size=3, max_size=3)),
    "tie": st.just(("tie",)),
    "tane": st.tuples(st.just("tane"), st.integers(0, 1)),
}
# Weighted by verb (one_of would merge repeated strategies): mostly results of games.
_moeraki_actions = st.sampled_from(
    ("ball", "win", "win", "win", "marae", "marae", "tie", "tane", "tane")
).flatmap(_moeraki_by_verb.__getitem__)
# Most sessions open with the first ball, so that games get played; some do not.
_moeraki_lists = st.tuples(
    st.lists(st.tuples(st.just("ball"), st.integers(0, 1)), max_size=1),
    st.lists(_moeraki_actions, min_size=8, max_size=50),
).map(lambda parts: parts[0] + parts[1])
_moeraki_settings = st.fixed_dictionaries({
    "level": st.sampled_from(moeraki.LEVELS),
    "target": st.sampled_from((3, 5, 7, 10)),
})

_line = st.sampled_from((0, 0, 2, 3, 4, 5, 6, 7, 8))
_kachina_by_verb = {
    "first": st.tuples(st.just("first"), st.integers(0, 4)),
    "turn": st.tuples(st.just("turn"), st.integers(0, 4), _line, _line),
    "end": st.just(("end",)),
}
# Mostly turns: an "end" refuses everything after it.
_kachina_actions = st.sampled_from(("first",) + ("turn",) * 12 + ("end",)).flatmap(
    _kachina_by_verb.__getitem__)
_kachina_lists = st.tuples(
    st.lists(st.tuples(st.just("first"), st.integers(0, 1)), max_size=1),
    st.lists(_kachina_actions, min_size=8, max_size=50),
).map(lambda parts: parts[0] + parts[1])
_kachina_settings = st.integers(2, 5).map(
    lambda n: {"names": ["P{}".format(i + 1) for i in range(n)]})


def _check(game, settings_, actions, undos):
    storage, session, done = undo_props.play(game, settings_, actions, lambda state, a: a)
    undo_props.undo_then_redo(game, settings_, storage, session, done, undos)


@settings(max_examples=undo_props.examples(150), deadline=None)
@given(_moeraki_settings, _moeraki_lists, st.integers(0, 50))
def test_moeraki_undo_equals_replay_of_the_prefix(settings_, actions, undos):
    _check(moeraki, settings_, actions, undos)


@settings(max_examples=undo_props.examples(150), deadline=None)
@given(_kachina_settings, _kachina_lists, st.integers(0, 50))
def test_kachina_undo_equals_replay_of_the_prefix(settings_, actions, undos):
    _check(kachina, settings_, actions, undos)


@settings(max_examples=undo_props.examples(200), deadline=None)
@given(st.lists(st.tuples(st.integers(0, 1), st.integers(0, 7), st.integers(0, 7)),
                min_size=1, max_size=30))
def test_kachina_leader_is_the_first_to_reach_the_top(turns):
    """End of the Game: the leader has the top score and no one tied reached it sooner."""
    session = journal.Session(kachina, {"names": ["A", "B"]})
    session.do(("first", 0))
    history = [(0, 1)]  # (player, score after the play), in journal order
    scores = [1, 0]
    for player, row, column in turns:
        row = row if row != 1 else 0
        column = column if column != 1 else 0
        session.do(("turn", player, row, column))
        if row + column:
            scores[player] += row + column
            history.append((player, scores[player]))
    top = max(scores)
    first_at_top = next(player for player, score in history if score == top)
    standing = session.standings()
    assert standing["scores"] == scores
    assert standing["leader"] == first_at_top
