"""What the Karekare screens share: the kind, the tribes' colours, the phase and result in
words, and the form that shows what its action would do before it is recorded.

Rulebook: ../shared/rules/000_88847eb29f9075ad.txt.
"""

from core import karekare
from core.compat import const
from core.errors import RulesError
from firmware import draw, rings, ui

KIND = "karekare"
# By TRIBES, until the table chooses: the rulebook names no colours.
DEFAULT_COLOURS = rings.seat_colours(len(karekare.TRIBES))  # by tribe (rings.PALETTE)
_VALUE_X = const(45)
MOST = const(99)  # the most timber or sweet potato a tribe can be counted to have


def game_state(app):
    return app.session(KIND).state


def row(fb, row, label, value, current, x=_VALUE_X):
    """A "label  value" line, the value at x highlighted while it is being changed."""
    draw.text(fb, label, 0, row)
    end = draw.text(fb, value, x, row)
    if current:
        draw.invert_row(fb, row, x - 2, end + 1)


def lines(fb, text, row, rows):
    """text wrapped on rows from row; the last row says there is more, at a word."""
    for i, line in enumerate(ui.rows(text, rows)):
        draw.text(fb, line, 0, row + i)


def possessive(name):
    return name + "'s"


def count(number, thing):
    return "{} {}{}".format(number, thing, "" if number == 1 else "s")


def phase_text(st):
    phase = st["phase"]
    if phase == "play":
        return "Era {} of {}".format(st["era"], karekare.LAST_ERA)
    return "Game over" if phase == "over" else "Era 3: " + phase


def result_text(st):
    winners, how = st["winners"], st["win_by"]
    if not winners:
        return "First player: " + st["first"]
    if how == "shared":
        return "Shared by " + " and ".join(winners)
    return "{} wins{}".format(winners[0], " on honor" if how == "honor" else " on resources")


def colour(pl):
    """A tribe's palette index: the table's choice, else the tribe's default."""
    return rings.index(pl["colour"], DEFAULT_COLOURS[karekare.TRIBES.index(pl["tribe"])])


class Form(ui.Form):
    """The entry form on a Karekare action, whose bounds depend on the game (span()); its
    lines below say what recording would do."""

    game = KIND

    def preview(self, fb, row, rows=None):
        """What recording would do, in the rules' own words, or why they refuse it."""
        try:
            action = self.action()
            text = karekare.describe(game_state(self.app), action)
        except RulesError as exc:
            text = "Not allowed: {}".format(exc)
        lines(fb, self.words(text), row, (7 - row) if rows is None else rows)

    def words(self, text):
        return text
