"""Player names: short enough for one line of the screen beside a score, plain ASCII (the
journal and the font are ASCII), and no two alike."""

from core.compat import const
from core.errors import RulesError

NAME_LEN = const(10)


def check_names(names, low, high, game):
    """Raise RulesError unless names is a list of low to high valid, distinct names."""
    if type(names) is not list or not low <= len(names) <= high:
        count = low if low == high else "{} to {}".format(low, high)
        raise RulesError("{} takes {} player names".format(game, count))
    seen = []
    for name in names:
        if type(name) is not str or not 0 < len(name) <= NAME_LEN or name.strip() != name:
            raise RulesError("a name is 1 to {} letters: {!r}".format(NAME_LEN, name))
        for char in name:
            if not 32 <= ord(char) < 127:
                raise RulesError("a name uses plain letters (ASCII): {!r}".format(name))
        if name.lower() in seen:
            raise RulesError("two players are named {!r}".format(name))
        seen.append(name.lower())
