"""Dice: the portable PRNG, the rejection d6, scripted dice and the roll log.

Maori 10.1 rolls "one six-sided die"; these tests check that our d6 is a fair one.
"""

import math

from core import dice
from support.dice_stats import CHI2_5DF_P001, CHI2_35DF_P001, PairLog, chi2_below

SEED = 20261129
ROLLS = 60000


def _logged(mapping, n=ROLLS, seed=SEED):
    """A roll log of n rolls, pairs too, counted as they come: no list of 60,000 is kept."""
    source = dice.Xorshift32(seed)
    log = PairLog()
    for _ in range(n):
        log.add(mapping(source))
    return log


def _modulo_d6(source):
    # The biased mapping we refuse to use: 8 values folded onto 6 faces.
    return source.getrandbits(3) % 6 + 1


def _biased_d6(source):
    """A die whose 6 comes up 11 times for every 10 of each other face: 10% too often."""
    while True:
        value = source.getrandbits(6)
        if value < 61:
            return min(value // 10, 5) + 1


def _marsaglia_xorshift32(y):
    """Marsaglia, "Xorshift RNGs" (J. Stat. Softw. 8(14), 2003), the 32-bit generator with
    shifts (13, 17, 5), written with arithmetic modulo 2**32 rather than masks."""
    y ^= y * 2**13 % 2**32
    y ^= y // 2**17
    y ^= y * 2**5 % 2**32
    return y


def _chi2_tail(x, df):
    """P(X > x) for chi-squared with an odd df, from the regularized upper gamma function:
    Q(1/2, y) = erfc(sqrt(y)) and Q(s + 1, y) = Q(s, y) + y**s * exp(-y) / Gamma(s + 1)."""
    y = x / 2
    tail = math.erfc(math.sqrt(y))
    s = 0.5
    while s < df / 2:
        tail += math.exp(s * math.log(y) - y - math.lgamma(s + 1))
        s += 1
    return tail


def first_thousand_rolls():
    """The first 1,000 d6 rolls from the fixed seed, as one comparable string."""
    source = dice.Xorshift32(SEED)
    return "".join(str(dice.d6_from(source)) for _ in range(1000))


def test_xorshift_is_deterministic_and_in_range():
    a = dice.Xorshift32(7)
    b = dice.Xorshift32(7)
    values = [a.getrandbits(30) for _ in range(200)]
    assert values == [b.getrandbits(30) for _ in range(200)]
    assert all(0 <= v < (1 << 30) for v in values)
    assert len(set(values)) == 200


def test_xorshift_known_answers():
    """Seed 1 by hand: 1 ^ 1 << 13 = 8193; >> 17 adds nothing; 8193 ^ 8193 << 5 = 270369.
    Then 1,000 states against the published recurrence, and getrandbits(k) is the top k bits."""
    source = dice.Xorshift32(1)
    top = source.getrandbits(30)
    assert source.state == 270369 and top == 270369 >> 2
    for seed in (1, 0xDEADBEEF, SEED):
        source = dice.Xorshift32(seed)
        expected = seed
        for _ in range(1000):
            expected = _marsaglia_xorshift32(expected)
            assert source.getrandbits(3) == expected >> 29
            assert source.state == expected


def test_the_d6_known_answers_from_the_published_recurrence():
    """A d6 takes the top 3 bits of each state and skips 6 and 7; the default seed is 1."""
    expected = []
    y = SEED
    while len(expected) < 200:
        y = _marsaglia_xorshift32(y)
        if y >> 29 < 6:
            expected.append((y >> 29) + 1)
    source = dice.Xorshift32(SEED)
    assert [dice.d6_from(source) for _ in range(200)] == expected
    assert dice.Xorshift32().state == dice.Xorshift32(1).state == 1


def test_xorshift_rejects_too_many_bits_and_none():
    assert dice.Xorshift32(1).getrandbits(1) == 270369 >> 31  # one bit is fine
    for bits in (31, 0, -1):  # 31 bits are no small int on the board; 0 bits are no number
        try:
            dice.Xorshift32(1).getrandbits(bits)
        except ValueError:
            continue
        raise AssertionError("{} bits must be refused".format(bits))


def test_zero_seed_still_rolls():
    # xorshift's all-zero state is a fixed point; seed 0 must not land there. It stands for
    # 0x9E3779B9 (2**32 over the golden ratio), fixed so that a replay of seed 0 never changes.
    source = dice.Xorshift32(0)
    assert len(set(source.getrandbits(8) for _ in range(20))) > 1
    assert dice.Xorshift32(0).state == dice.Xorshift32(2**32).state == 0x9E3779B9


def test_rejection_d6_passes_chi2_on_60000_rolls():
    log = _logged(dice.d6_from)
    assert log.total == ROLLS and min(log.counts) > 0
    assert chi2_below(log.counts, ROLLS, CHI2_5DF_P001)


def test_rejection_d6_passes_the_36_cell_pair_test():
    log = _logged(dice.d6_from)
    assert sum(log.pairs) == log.pair_total() == ROLLS // 2
    assert chi2_below(log.pairs, log.pair_total(), CHI2_35DF_P001)


def test_modulo_mapping_fails_chi2():
    log = _logged(_modulo_d6)
    assert not chi2_below(log.counts, ROLLS, CHI2_5DF_P001)


def test_a_die_10_percent_biased_fails_chi2_at_the_same_sample_size():
    """The negative control that makes the threshold matter: chi2 is near 97 here, far over
    the 20.5 of p = .001 yet under ten times it, so a threshold ten times too lax would let
    this die pass."""
    log = _logged(_biased_d6)
    assert not chi2_below(log.counts, ROLLS, CHI2_5DF_P001)
    assert chi2_below(log.counts, ROLLS, 10 * CHI2_5DF_P001)
    assert log.counts[5] > max(log.counts[:5])


def test_pair_cells_count_first_then_second():
    log = PairLog()
    for face in (2, 5, 2, 5, 6):
        log.add(face)
    assert log.pairs[1 * 6 + 4] == 2
    assert sum(log.pairs) == 2 and log.pair_total() == 2  # the fifth roll waits for a partner


def test_chi2_thresholds_are_the_p001_critical_values():
    """Each threshold is the chi-squared value with a tail of .001, to the nearest thousandth."""
    for df, milli in ((5, CHI2_5DF_P001), (35, CHI2_35DF_P001)):
        assert _chi2_tail((milli - 0.5) / 1000, df) > 0.001 > _chi2_tail((milli + 0.5) / 1000, df)


def test_chi2_below_is_strict():
    counts = [5, 10, 10, 10, 10, 15]  # chi2 exactly 5 (see the textbook test below)
    assert not chi2_below(counts, 60, 5000)
    assert chi2_below(counts, 60, 5001)


def test_chi2_scaled_matches_the_textbook_formula():
    # 60 rolls with counts 5,10,10,10,10,15: expected 10 each, chi2 = (25+0+0+0+0+25)/10 = 5.
    numerator, denominator = dice.chi2_scaled([5, 10, 10, 10, 10, 15], 60)
    assert numerator == 5 * denominator


def test_scripted_dice_return_values_in_order():
    scripted = dice.ScriptedDice([3, 6, 1])
    assert scripted.remaining() == 3
    assert scripted.d6() == 3 and scripted.remaining() == 2
    assert [scripted.d6(), scripted.d6()] == [6, 1]
    assert scripted.remaining() == 0


def test_scripted_dice_say_when_they_run_out():
    scripted = dice.ScriptedDice([4])
    scripted.d6()
    try:
        scripted.d6()
    except dice.DiceError as exc:
        assert "ran out of dice" in str(exc)
        return
    raise AssertionError("running out must raise DiceError")


def test_scripted_dice_refuse_a_value_that_is_not_a_face():
    for bad in (0, 7, -1, "3", True):
        try:
            dice.ScriptedDice([2, bad])
        except dice.DiceError as exc:
            assert "die 2" in str(exc)
            continue
        raise AssertionError("{!r} must be refused".format(bad))


def test_dice_use_the_log():
    log = dice.RollLog()
    roller = dice.Dice(dice.Xorshift32(SEED), log)
    rolls = [roller.d6() for _ in range(600)]
    assert log.total == 600
    assert log.counts == [rolls.count(face) for face in (1, 2, 3, 4, 5, 6)]


def test_roll_log_waits_for_five_of_every_face():
    log = dice.RollLog()
    for face in (1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5):
        log.add(face)
    assert log.chi2_tenths() is None
    assert "not enough rolls yet" in log.summary()
    for face in (1, 2, 3, 4, 5, 6, 6) * 2:
        log.add(face)
    assert log.counts == [4, 4, 4, 4, 4, 5] and not log.ready()
    for face in (1, 2, 3, 4, 5):
        log.add(face)
    assert log.ready()
    for face in (1, 2, 3, 4, 5, 6):
        log.add(face)
    assert log.ready()  # and stays ready with more
    assert "chi2=" in log.summary()


def _log_of(counts):
    """A RollLog holding counts[i] rolls of face i + 1."""
    log = dice.RollLog()
    for face, count in zip((1, 2, 3, 4, 5, 6), counts):
        for _ in range(count):
            log.add(face)
    return log


def test_roll_log_chi2_figure():
    log = _log_of((5, 10, 10, 10, 10, 15))
    assert log.chi2_tenths() == 50
    assert log.summary() == "1:5 2:10 3:10 4:10 5:10 6:15  n=60  chi2=5.0 fair"
    # (36 - 61)**2 + 4 * 1 + (90 - 61)**2 = 1470 over 6 * 61: 4.02, rounded down to 4.0
    assert _log_of((6, 10, 10, 10, 10, 15)).chi2_tenths() == 40
    # (30 - 61)**2 + 4 * 1 + (96 - 61)**2 = 2190 over 6 * 61: 5.98, rounded up to 6.0
    assert _log_of((5, 10, 10, 10, 10, 16)).chi2_tenths() == 60
    assert _log_of((5, 20, 20, 20, 20, 14)).chi2_tenths() == 114  # 11.36: half rounds up


def test_roll_log_verdict_at_the_threshold():
    """p = .001 is chi2 20.515 (5 df): 20.48 is still fair, and a lopsided die is suspect."""
    assert _log_of((13, 20, 20, 20, 20, 41)).summary().endswith("  chi2=20.5 fair")
    assert _log_of((8, 20, 20, 20, 20, 37)).summary().endswith("  chi2=20.6 suspect")  # 20.58
    assert _log_of((5, 5, 5, 5, 5, 40)).summary().endswith("suspect")


def test_source_from_entropy_uses_the_bytes():
    a = dice.source_from_entropy(b"\x01\x02\x03\x04")
    b = dice.source_from_entropy(b"\x01\x02\x03\x05")
    assert a.state == 0x01020304
    assert dice.source_from_entropy(b"\x01\x02\x03\x04\x05").state == 0x01020304  # 4 bytes
    assert dice.source_from_entropy(b"\x01\x02").state == 0x0102
    assert a.getrandbits(30) != b.getrandbits(30)
