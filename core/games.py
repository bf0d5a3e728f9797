"""The score-keeping games, each registered here once, imported only when first needed.

On a Pico every module's bytecode lives in RAM, so a game that is not being played should not be
loaded: the home menu reads TABLE, and GAMES behaves like a read-only dict of kind -> game
module that imports on demand.
"""

# A game per line, in the home menu's order and shape (firmware/home.py): its title, its kind
# (the journal's kind and the name of its rules, core/<kind>.py), and the device module whose
# screen(app) shows it.
TABLE = (
    ("Karekare", "karekare", "firmware.games.karekare.board"),
    ("Moeraki-Kemu", "moeraki", "firmware.games.moeraki"),
    ("Kachina", "kachina", "firmware.games.kachina"),
)
KINDS = tuple(sorted([kind for _, kind, _ in TABLE]))


def title(kind):
    for row in TABLE:
        if row[1] == kind:
            return row[0]
    raise KeyError(kind)


class Games:
    """kind -> game module, imported on first use; iterates over the kinds, sorted."""

    def get(self, kind, default=None):
        if kind not in KINDS:
            return default
        return __import__("core." + kind, None, None, ["KIND"])

    def __getitem__(self, kind):
        game = self.get(kind)
        if game is None:
            raise KeyError(kind)
        return game

    def __contains__(self, kind):
        return kind in KINDS

    def __iter__(self):
        return iter(KINDS)


GAMES = Games()
