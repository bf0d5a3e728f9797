"""One set of bounds for the rules, the device's screens and the command line: the MAX_ names of
core/maori.py and core/karekare.py.

Maori sections cite ../shared/rules/004_098e2e0baee2cb11.txt, Karekare's
../shared/rules/000_88847eb29f9075ad.txt, Moeraki-Kemu's ../shared/rules/002_4a0c2ca0d9f89f19.txt.
"""

from core import karekare, maori, moeraki
from core.dice import ScriptedDice
from core.errors import RulesError
from saves import journal
from support import scenario
from support.checks import raises


def _refused(fn, *args):
    return raises(RulesError, fn, *args)


def test_combat_totals_stop_at_the_bound():
    """10.1: the totals are sums of the pieces; the companion resolves them up to TOTAL."""
    top = maori.MAX_TOTAL
    assert maori.combat(top, 0, ScriptedDice([1, 1]))["margin"] == top
    assert maori.combat_odds(0, top)["defender_wins"] == 36
    assert "0 to {}".format(top) in _refused(maori.combat, top + 1, 7, ScriptedDice([3, 3]))
    assert "0 to {}".format(top) in _refused(maori.combat_odds, 12, top + 1)
    assert "0 to {}".format(top) in _refused(maori.combat_result, 12, -1, 3, 3)


def test_a_retreat_stops_at_the_bound_of_areas_and_pieces():
    """10.1: one panic roll per piece per Area: the bounds keep a retreat short."""
    steady = ScriptedDice([2] * maori.MAX_AREAS)  # even: no panic
    assert len(maori.retreat(["warrior"], maori.MAX_AREAS, 0, steady)["areas"]) == maori.MAX_AREAS
    assert "1 to {}".format(maori.MAX_AREAS) in _refused(
        maori.retreat, ["warrior"], maori.MAX_AREAS + 1, 0, ScriptedDice([]))
    assert "1 to {}".format(maori.MAX_AREAS) in _refused(
        maori.sea_retreat, ["warrior"], 10 ** 9, ScriptedDice([]))
    most = sum(maori.MOST)
    assert "at most {} pieces".format(most) in _refused(
        maori.retreat, ["population"] * (most + 1), 1, 0, ScriptedDice([]))
    # "only four Scouts" and "only one Royal Guard unit" (6.0) are the device's rows.
    assert maori.MOST[maori.KINDS.index("scout")] == 4
    assert maori.MOST[maori.KINDS.index("royal_guard")] == 1


def _karekare():
    session = journal.Session(karekare, karekare.make_settings(["Ronga", "Kutaroa"], first=0))
    return session, session.state


def test_karekare_honor_and_supplies_stop_at_the_bounds():
    """Setup: the honor track starts at 0, and a supply counts tokens (x5 tokens count 5)."""
    session, state = _karekare()
    session.do(karekare.honor_action(state, 0, karekare.MAX_HONOR, "a long evening"))
    assert "honor goes up to {}".format(karekare.MAX_HONOR) in _refused(
        karekare.honor_action, state, 0, 1, "")
    assert "honor goes up to" in _refused(karekare.honor_action, state, 1, 10 ** 20, "")
    session.do(karekare.supply_action(state, 1, karekare.MAX_TOKENS, 0))
    assert "at most {}".format(karekare.MAX_TOKENS) in _refused(
        karekare.supply_action, state, 1, karekare.MAX_TOKENS + 1, 0)


def test_the_final_bonus_takes_at_most_the_bound_of_tokens():
    """The End of the Game: 1 honor per 4 timber left and per 2 sweet potato."""
    session, state = _karekare()
    session.do(karekare.honor_action(state, 0, 2, ""))
    for make in (karekare.era_end_action, karekare.era_end_action, karekare.last_action,
                 karekare.era_end_action):
        session.do(make(state))
    top = karekare.MAX_TOKENS
    assert "(at most {})".format(top) in _refused(
        karekare.final_action, state, [top + 1, 0], [0, 0])
    assert "Ronga +{}".format(top // 4 + top // 2) in session.describe(
        karekare.final_action(state, [top, 0], [top, 0]))


def test_a_negative_scale_is_not_a_scale():
    """E. The Moeraki-Scale: Uira 3, Kiwi 5, Moa 7, Ika Moana 10; "-3" is none of them."""
    assert moeraki.scale_target("3") == 3 and moeraki.scale_target("ika-moana") == 10
    for text in ("-3", "- 3", "3-"):
        assert "not" in _refused(moeraki.scale_target, text)


def test_the_device_enters_totals_up_to_the_bound():
    app, board, driver = scenario.boot("limits_entry")
    driver.script("next 3\nok\nok")  # Maori dice, Combat: enter totals
    assert "0..{}".format(maori.MAX_TOTAL) in scenario.screen_words(board)


def test_the_force_builder_refuses_totals_beyond_the_bound():
    """10.0, 10.1: every leader adds his combat value; beyond TOTAL the device says so."""
    app, board, driver = scenario.boot("limits_forces")
    driver.script("next 3\nok\nnext\nok")  # Maori dice, Combat: build forces
    attacker = app.top()
    attacker.values[9] = 19  # other leaders' combat
    attacker.confirm()
    defender = app.top()
    assert defender is not attacker
    defender.confirm()
    driver.script("wait 20")
    assert scenario.screen_words(board)[0].startswith("Odds")
    driver.script("back")
    assert app.top() is defender
    defender.values[9] = 19
    defender.values[6] = maori.MAX_STACK  # elite, outside the slots: left out
    defender.values[11] = 2  # Pa level 2 adds 3
    defender.values[12] = 1  # whare purakau adds 2
    defender.values[8] = 2  # Tohunga 2
    defender.values[0] = 1  # the Chief leads: combat 2
    defender.values[4] = maori.MAX_SCOUTS  # Scouts always defend: 2 each
    defender.confirm()
    driver.script("wait 20")
    words = scenario.screen_words(board)
    assert words[0].startswith("Too strong"), words
    assert "up to {}".format(maori.MAX_TOTAL) in " ".join(words)
    driver.script("ok")
    assert app.top() is defender
