"""The dice statistics that only the tests and the benchmarks use: the exact chi-squared test
and the serial test's pair counts (portable: the dice tests run on MicroPython too)."""

from core import dice
from core.compat import const

_CELLS = const(36)  # the pairs of two d6
CHI2_5DF_P001 = dice.CHI2_5DF_P001  # the faces' critical value; the pairs' below
CHI2_35DF_P001 = const(66619)  # 35 degrees of freedom at p = .001, to the nearest thousandth


def chi2_below(counts, total, threshold_milli):
    """True when chi-squared is below threshold_milli / 1000, compared exactly."""
    numerator, denominator = dice.chi2_scaled(counts, total)
    return numerator * 1000 < threshold_milli * denominator


class PairLog(dice.RollLog):
    """A roll log that also counts the 36 cells of non-overlapping consecutive pairs, for the
    serial test."""

    def __init__(self):
        super().__init__()
        self.pairs = [0] * _CELLS
        self._first = 0

    def add(self, value):
        super().add(value)
        if self._first:
            self.pairs[(self._first - 1) * 6 + value - 1] += 1
            self._first = 0
        else:
            self._first = value

    def pair_total(self):
        return self.total // 2
