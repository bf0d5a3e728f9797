"""Player names and colours: names short enough for one line of the screen beside a score,
in letters the device font has (printable ASCII and the vowels with a macron, for names such
as Tāne, Hēmi and Tūī), and no two alike in any case.

MicroPython's str.lower() and .upper() change ASCII letters only, so the case of the macron
vowels is mapped here, the same way on both interpreters.
"""

from core.compat import const
from core.errors import RulesError

NAME_LEN = const(10)
LOWER_MACRONS = "\u0101\u0113\u012b\u014d\u016b"  # ā ē ī ō ū
UPPER_MACRONS = "\u0100\u0112\u012a\u014c\u016a"  # Ā Ē Ī Ō Ū
MACRONS = LOWER_MACRONS + UPPER_MACRONS
COLOUR_LEN = const(12)


def allowed(char):
    """A character a name may use: printable ASCII or a vowel with a macron."""
    return 32 <= ord(char) < 127 or char in MACRONS


def fold(name):
    """The name in lower case, macron vowels included, for comparing names."""
    out = ""
    for char in name:
        upper = UPPER_MACRONS.find(char)
        out += LOWER_MACRONS[upper] if upper >= 0 else char.lower()
    return out


def upper(char):
    """One character in upper case, macron vowels included."""
    lower = LOWER_MACRONS.find(char)
    return UPPER_MACRONS[lower] if lower >= 0 else char.upper()


def check_names(names, low, high, game):
    """Raise RulesError unless names is a list of low to high valid, distinct names."""
    if type(names) is not list or not low <= len(names) <= high:
        count = low if low == high else "{} to {}".format(low, high)
        raise RulesError("{} takes {} player names".format(game, count))
    seen = []
    for name in names:
        if type(name) is not str or not 0 < len(name) <= NAME_LEN or name.strip() != name:
            raise RulesError("a name is 1 to {} letters: '{}'".format(NAME_LEN, name))
        for char in name:
            if not allowed(char):
                raise RulesError("a name uses letters, digits, signs and {}: '{}'".format(
                    " ".join(LOWER_MACRONS), name))
        if fold(name) in seen:
            raise RulesError("two players are named '{}'".format(name))
        seen.append(fold(name))


def check_colours(colours, count):
    """Raise RulesError unless colours is empty or one short ASCII word per player (the rules
    name no colours: the table chooses them)."""
    if not colours:
        return
    if type(colours) not in (list, tuple) or len(colours) != count:
        raise RulesError("give one colour per player")
    for colour in colours:
        if type(colour) is not str or not 0 < len(colour) <= COLOUR_LEN:
            raise RulesError("a colour is a word of 1 to {} letters".format(COLOUR_LEN))
        for char in colour:
            if not 32 <= ord(char) < 127:
                raise RulesError("a colour must be plain ASCII text")
