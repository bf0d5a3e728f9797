"""Hypothesis properties of Karekare (CPython only): undo and redo are exact, the ledger adds
up, honor never drops below 0 and the piece limits hold.

Rule citations refer to ../shared/rules/000_88847eb29f9075ad.txt.
"""

import undo_props
from hypothesis import event, given, settings
from hypothesis import strategies as st

from core import karekare
from core.dice import Dice, Xorshift32
from core.errors import RulesError
from support.played import Played

KINDS = ("act",) * 5 + ("era_end", "era_end", "last", "final", "honor", "supply")
intents = st.tuples(st.sampled_from(KINDS), st.integers(min_value=0, max_value=2**30))
games = st.tuples(st.integers(2, 4), st.integers(0, 1), st.integers(0, 3))


def _legal_acts(state):
    """Every act the builders accept now (each tile pair, player, owner and field), in that
    order. An act holds an owner and a field only when its tiles take them, so once one
    without them is accepted, the other owners or fields would only give it again: they are
    not tried (the same list, found in half the calls)."""
    n = len(state.tribes)
    found = []
    for p in range(n):
        for placed in karekare.TILES:
            for near in karekare.TILES:
                for owner in range(n):
                    accepted = _add_acts(state, (p, placed, near, owner), found)
                    if accepted is not None and len(accepted) == 4:  # no owner in it
                        break
    return found


def _add_acts(state, args, found):
    """Add to found the acts accepted for args (player, tiles, owner) with each field; returns
    the last accepted, or None."""
    accepted = None
    for field in range(4):
        try:
            accepted = karekare.act_action(state, *args, field)
        except RulesError:
            continue
        if accepted not in found:
            found.append(accepted)
        if len(accepted) < 6:  # no field in it
            break
    return accepted


def _build(state, intent):
    """The action an intent asks for, made by the same builders the screens use; a number
    picks among the choices (this is test code: % is fine here)."""
    n = len(state.tribes)
    kind, pick = intent
    rolls = Xorshift32(pick + 1)
    if kind == "act":
        legal = _legal_acts(state)
        if not legal:
            raise RulesError("no act is possible")
        return legal[pick % len(legal)]
    if kind == "era_end":
        dice = Dice(rolls)
        if pick % 3:  # entered counts, which may be refused
            canoes = [rolls.getrandbits(3) for _ in range(n)]
            huts = [rolls.getrandbits(3) for _ in range(n)]
            return karekare.era_end_action(state, canoes, huts, dice)
        return karekare.era_end_action(state, dice=dice)
    if kind == "last":
        return karekare.last_action(state)
    if kind == "final":
        if pick % 2 and state.tracking:
            return karekare.final_action(state)
        return karekare.final_action(state, [rolls.getrandbits(4) for _ in range(n)],
                                     [rolls.getrandbits(4) for _ in range(n)])
    player = pick % n
    if kind == "honor":
        return karekare.honor_action(state, player, rolls.getrandbits(4) - 8, "recount")
    return karekare.supply_action(state, player, rolls.getrandbits(4), rolls.getrandbits(3))


def _new(game):
    n, tracking, first = game
    return karekare.make_settings(list(karekare.TRIBES[:n]), tracking, first % n)


def _ledgers(game, actions):
    """Each player's ledger, read as the device reads it: the game replayed, following them."""
    played = Played(karekare, _new(game), actions)
    return [karekare.ledger(played.replay(lambda s, p=p: karekare.follow_ledger(s, p)), p)
            for p in range(game[0])]


@settings(max_examples=undo_props.examples(100), deadline=None)
@given(games, st.lists(intents, min_size=20, max_size=80), st.integers(min_value=0, max_value=80))
def test_random_actions_then_undos_equal_the_replay_of_the_prefix(game, plan, undos):
    """The journal: the state is the replay of the actions, so undo is exact."""
    storage, session, done = undo_props.play(karekare, _new(game), plan, _build)
    standings = session.standings()
    event("reached era {}, {}".format(standings["era"], standings["phase"]))
    event("actions: {}".format(min(len(done) // 10 * 10, 50)) + "+")
    undo_props.undo_then_redo(karekare, _new(game), storage, session, done, undos)


@settings(max_examples=undo_props.examples(100), deadline=None)
@given(games, st.lists(intents, min_size=20, max_size=80))
def test_the_ledger_adds_up_and_the_limits_hold(game, plan):
    """Honor never drops below 0 (the board starts at 0); huts and canoes are limited to 6 and
    field markers to 4 (Contents; The Actions, Attention)."""
    _, session, done = undo_props.play(karekare, _new(game), plan, _build)
    standings, ledgers = session.standings(), _ledgers(game, done)
    for player, ledger in zip(standings["players"], ledgers, strict=True):
        assert player["honor"] == sum(delta for delta, _ in ledger) >= 0
        assert all(delta != 0 and reason for delta, reason in ledger)
        for piece, limit in (("huts", 6), ("canoes", 6)):
            on_tiles = player[piece + "_placed"]
            assert on_tiles + player[piece + "_supply"] + player[piece + "_boxed"] == limit
            assert min(on_tiles, player[piece + "_supply"], player[piece + "_boxed"]) >= 0
        assert 0 <= player["field_markers"] <= 4
        if standings["tracking"]:
            assert player["timber"] >= 0 and player["sweet_potato"] >= 0
            assert min(player["field_sweet_potato"], default=0) >= 0
    if standings["phase"] == "over":
        assert standings["winners"]
