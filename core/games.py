"""The score-keeping games, by the kind saved in a journal, imported only when first needed.

On a Pico every module's bytecode lives in RAM, so a game that is not being played should not be
loaded: GAMES behaves like a read-only dict of kind -> game module that imports on demand.
"""

KINDS = ("kachina", "karekare", "moeraki")


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
