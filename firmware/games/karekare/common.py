"""What the Karekare screens share: the kind, the tribes' colours, the phase and result in
words, and the form that shows what its action would do before it is recorded.

Rulebook: ../shared/rules/000_88847eb29f9075ad.txt.
"""

from core import karekare
from core.compat import const
from core.errors import RulesError
from firmware import ui
from firmware.display import draw
from firmware.games.shared import rings

KIND = "karekare"
# By TRIBES, until the table chooses: the rulebook names no colours.
DEFAULT_COLOURS = rings.seat_colours(len(karekare.TRIBES))  # by tribe (rings.PALETTE)
_VALUE_X = const(45)
MOST = const(99)  # the most timber or sweet potato a tribe can be counted to have


def game_state(app):
    return app.sessions.get(KIND).state


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
    lines below say what recording would do, whole (the longest action takes 3 rows), and
    where the rules refuse it the hint says so instead of offering to record it."""

    kind = KIND
    previews = True  # False: a form whose action() draws at random (a tie for first player)
    shown = ("", True)
    refused_hint = "not allowed: -/+ change"

    def outcome(self):
        """(what recording would do in the rules' own words, or why they refuse it; allowed)"""
        try:
            action = self.action()
            return self.words(game_state(self.app), action), True
        except RulesError as exc:
            return "{}: {}".format(ui.REFUSED, exc), False

    def prepare(self):
        if self.previews:
            self.shown = self.outcome()
        super().prepare()

    def field_hint(self):
        """The hint of this field, unless the rules refuse what OK would record."""
        last = self.field == self.count() - 1
        return super().field_hint() if self.shown[1] or not last else self.refused_hint

    def preview(self, fb, row, rows=None):
        """The outcome, wrapped on the rows from row."""
        lines(fb, self.shown[0], row, (7 - row) if rows is None else rows)

    def words(self, state, action):
        """What recording action would do, in words."""
        return karekare.describe(state, action)
