"""Dice: random sources, the fair d6, a draw among players, scripted physical dice, rolls kept
where they were shown, a roll log."""

from core.compat import const
from core.errors import RulesError

_MASK32 = const(0xFFFFFFFF)
_FACES = const(6)


class DiceError(ValueError):
    """Raised when scripted dice run out or hold a value that is not a die face."""


class Xorshift32:
    """A small seeded PRNG that gives the same sequence on CPython and MicroPython."""

    def __init__(self, seed=1):
        self.state = (seed & _MASK32) or 0x9E3779B9

    def getrandbits(self, k):
        if not 0 < k <= 30:
            raise ValueError("getrandbits takes 1 to 30 bits")
        x = self.state
        x ^= (x << 13) & _MASK32
        x ^= x >> 17
        x ^= (x << 5) & _MASK32
        self.state = x
        return x >> (32 - k)


def source_from_entropy(entropy):
    """A Xorshift32 seeded from entropy bytes (os.urandom on the device)."""
    seed = 0
    for byte in entropy[:4]:
        seed = (seed << 8) | byte
    return Xorshift32(seed)


def d6_from(source):
    """One fair d6 from a getrandbits source: 3 bits, rejecting 6 and 7 (never %)."""
    while True:
        value = source.getrandbits(3)
        if value < _FACES:
            return value + 1


class Dice:
    """Rolls d6s from a random source and counts them in an optional roll log."""

    def __init__(self, source, log=None):
        self.source = source
        self.log = log

    def d6(self):
        value = d6_from(self.source)
        if self.log is not None:
            self.log.add(value)
        return value


class ScriptedDice:
    """Dice a person rolled by hand, consumed in order; errors say what went wrong."""

    def __init__(self, values):
        values = list(values)
        for position, value in enumerate(values):
            if type(value) is not int or not 1 <= value <= _FACES:
                raise DiceError(
                    "die {} is {!r}: a d6 shows 1 to 6".format(position + 1, value)
                )
        self.values = values
        self.used = 0

    def d6(self):
        if self.used >= len(self.values):
            raise DiceError(
                "ran out of dice: {} given, more needed".format(len(self.values))
            )
        value = self.values[self.used]
        self.used += 1
        return value

    def remaining(self):
        return len(self.values) - self.used


class Kept:
    """Device rolls kept by the place they were shown (a string naming the roll and what it
    depends on): the dice at a place come back the same until the table asks to roll again
    there (again) or a flow is over (clear). Each fresh die comes from dice, and so goes into
    its roll log once; the roll before the last at a place is kept to be shown."""

    def __init__(self, dice):
        self.dice = dice
        self.places = {}

    def at(self, place):
        """The dice for place: the faces shown there before, then fresh ones (kept too)."""
        rolls = self.places.get(place)
        if rolls is None:
            rolls = self.places[place] = [[]]
        return Replay(self.dice, rolls[-1], rolls[0] if len(rolls) > 1 else None)

    def again(self, place):
        """The next dice at place are fresh; the faces shown last are kept as the ones before."""
        rolls = self.places.get(place)
        self.places[place] = [rolls[-1], []] if rolls and rolls[-1] else [[]]

    def clear(self):
        self.places = {}

    def pairs(self):
        """[place, rolls] of every place, sorted: what a power cut must not lose."""
        return [[place, self.places[place]] for place in sorted(self.places)]

    def load(self, pairs):
        """The places of pairs() kept again (after a power cut)."""
        for place, rolls in pairs:
            self.places[place] = rolls


class Replay:
    """Dice that give the faces kept first and then fresh ones, appended to faces.
    shown: True when the dice were shown before; before: the faces of the roll before a roll
    again, or None."""

    def __init__(self, dice, faces, before=None):
        self.dice = dice
        self.faces = faces
        self.before = before
        self.shown = bool(faces)
        self.used = 0

    def d6(self):
        if self.used == len(self.faces):
            self.faces.append(self.dice.d6())
        self.used += 1
        return self.faces[self.used - 1]


def draw(candidates, dice):
    """One of 1-6 candidates at random: the six faces split evenly, the rest rolled again."""
    count = len(candidates)
    if not 1 <= count <= _FACES:
        raise RulesError("a d6 draws among 1 to 6 players")
    per = _FACES // count
    while True:
        face = dice.d6()
        if face <= per * count:
            return candidates[(face - 1) // per]


def chi2_scaled(counts, total):
    """Return (numerator, denominator) of the uniform chi-squared statistic, in integers.

    chi2 = sum((k*c - n)^2) / (k*n) for k cells; integers keep it exact on both interpreters.
    """
    cells = len(counts)
    numerator = 0
    for count in counts:
        diff = cells * count - total
        numerator += diff * diff
    return numerator, cells * total


# The chi-squared critical value of 5 degrees of freedom at p = .001, to the nearest thousandth.
CHI2_5DF_P001 = const(20515)
_MIN_PER_FACE = const(5)


class RollLog:
    """Counts per face and a chi-squared figure, reported only once it means something."""

    def __init__(self):
        self.counts = [0] * _FACES
        self.total = 0

    def add(self, value):
        self.counts[value - 1] += 1
        self.total += 1

    def ready(self):
        """True once every face has at least 5 rolls, the chi-squared rule of thumb."""
        return min(self.counts) >= _MIN_PER_FACE

    def chi2_tenths(self):
        """Chi-squared in tenths (rounded), or None while there are too few rolls."""
        if not self.ready():
            return None
        numerator, denominator = chi2_scaled(self.counts, self.total)
        return (numerator * 10 + denominator // 2) // denominator

    def summary(self):
        """One line for a screen or the CLI."""
        faces = " ".join("{}:{}".format(i + 1, c) for i, c in enumerate(self.counts))
        tenths = self.chi2_tenths()
        if tenths is None:
            return "{}  n={}  not enough rolls yet".format(faces, self.total)
        verdict = "fair" if tenths * 100 < CHI2_5DF_P001 else "suspect"
        return "{}  n={}  chi2={}.{} {}".format(
            faces, self.total, tenths // 10, tenths % 10, verdict
        )
