"""Karekare on the device: the end of an era and of the game, and the screens needed now and
then: corrections, the ledger and the standings. Imported when first opened.

Rulebook: ../shared/rules/000_88847eb29f9075ad.txt. The era and final pages hold two numbers per
player that start at what the journal counted, so an era whose pieces were all entered is
scored with one long press of OK.
"""

from core import karekare
from core.compat import const
from firmware import draw, ui
from firmware.screens_karekare import (
    KIND,
    Form,
    _lines,
    _phase_text,
    _result_text,
    _row,
    _short,
    _state,
)

_BIG_X = (22, 86)
_TOP = const(99)
_REASONS = ("missed action", "wrong entry", "table agreed")


class PerPlayer(Form):
    """Two numbers per player, a page each: PREV/NEXT change, OK moves on, hold OK records."""

    more = "-/+ OK next  hold OK=all"
    labels = ("", "")

    def __init__(self, app, title, values, highs):
        super().__init__(app, title, values)
        self.highs = highs

    def span(self, field):
        return 0, self.highs[field]

    def pair(self, index):
        return [self.values[2 * p + index] for p in range(len(self.values) // 2)]

    def body(self, fb):
        state = _state(self.app)
        p = self.field // 2
        draw.text(fb, "{} {}/{}".format(state.tribes[p], p + 1, len(state.tribes)), 0, 1)
        draw.right(fb, self.gain(p), 1)
        for i in (0, 1):
            x = _BIG_X[i]
            draw.text(fb, self.labels[i], x - 12, 2)
            draw.text_big(fb, "{:>2}".format(self.values[2 * p + i]), x, 3)
            if self.field == 2 * p + i:
                draw.invert_row(fb, 3, x - 4, x + 24)
                draw.invert_row(fb, 4, x - 4, x + 24)
        _lines(fb, self.outlook(), 5, 2)

    def gain(self, p):
        return ""

    def outlook(self):
        return ""


class EraEntry(PerPlayer):
    """The End of an Era: 4 honor per canoe and 3 per hut on tiles; the most honor starts the
    next era, a tie drawn at random among the tied and the draw recorded. After era 3 (The
    Last Era) the final bonus follows instead."""

    labels = ("canoes", "huts")

    def __init__(self, app):
        state = _state(app)
        values, highs = [], []
        for p in range(len(state.tribes)):
            values += [state.canoes[p], state.huts[p]]
            highs += [karekare.CANOES - state.canoes_box[p], karekare.HUTS - state.huts_box[p]]
        super().__init__(app, "Era {} scoring".format(state.era), values, highs)
        self.tied = []

    def points(self, p):
        return (karekare.CANOE_HONOR * self.values[2 * p]
                + karekare.HUT_HONOR * self.values[2 * p + 1])

    def gain(self, p):
        honor = _state(self.app).honor[p]
        return "+{} = {}".format(self.points(p), honor + self.points(p))

    def top(self):
        state = _state(self.app)
        totals = [state.honor[p] + self.points(p) for p in range(len(state.tribes))]
        best = max(totals)
        return [p for p in range(len(totals)) if totals[p] == best]

    def outlook(self):
        state = _state(self.app)
        if state.era == karekare.LAST_ERA:
            return "Then the final bonus"
        tied = self.top()
        if len(tied) == 1:
            return "{} starts era {}".format(state.tribes[tied[0]], state.era + 1)
        return "Tie {}: drawn at random".format(" ".join(_short(state.tribes[p]) for p in tied))

    def action(self):
        state = _state(self.app)
        self.tied = self.top() if state.era < karekare.LAST_ERA else []
        return karekare.era_end_action(state, self.pair(0), self.pair(1), self.app.dice)

    def done(self, action):
        """Show the draw: the table hands the first player token to the drawn tribe."""
        if len(self.tied) > 1:
            state = _state(self.app)
            self.app.notice("First player", "Tie on honor between {}: drawn at random, {} "
                            "starts era {}.".format(" and ".join(
                                state.tribes[p] for p in self.tied),
                                state.tribes[action[3]], state.era))


class FinalEntry(PerPlayer):
    """The End of the Game: 1 honor per 4 timber and per 2 sweet potato left, 4 for 4 huts
    placed, 4 for 3 field markers; the most honor wins, then the most tokens, else shared."""

    labels = ("timber", "sweet")

    def __init__(self, app):
        state = _state(app)
        values = []
        for p in range(len(state.tribes)):
            values += [state.timber[p], state.sweet[p]] if state.tracking else [0, 0]
        super().__init__(app, "Final bonus", values, [_TOP] * len(values))

    def action(self):
        return karekare.final_action(_state(self.app), self.pair(0), self.pair(1))

    def described(self):
        return karekare.describe(_state(self.app), self.action())

    def gain(self, p):
        """This player's bonus, read from the rules' own summary ("Ronga +5, ...")."""
        text = self.described()
        part = text[text.find(": ") + 2 : text.find("; ")].split(", ")[p]
        return "bonus " + part[part.rfind(" ") + 1 :]

    def outlook(self):
        text = self.described()
        return text[text.find("; ") + 2 :]


class HonorEntry(Form):
    """A correction of the honor track; honor never drops below 0 (Setup: the board starts
    at 0)."""

    def __init__(self, app):
        super().__init__(app, "Honor correction", [0, 1, 0])

    def span(self, field):
        if field == 0:
            return 0, len(_state(self.app).tribes) - 1
        return (-30, 30) if field == 1 else (0, len(_REASONS) - 1)

    def action(self):
        p, delta, reason = self.values
        return karekare.honor_action(_state(self.app), p, delta, _REASONS[reason])

    def body(self, fb):
        state = _state(self.app)
        p, delta, reason = self.values
        _row(fb, 1, "Player", state.tribes[p], self.field == 0)
        _row(fb, 2, "Change", "{:+d}".format(delta), self.field == 1)
        _row(fb, 3, "Reason", _REASONS[reason], self.field == 2)
        self.preview(fb, 4)


class SupplyEntry(Form):
    """Set a player's counted timber and sweet potato to the tokens on the table (Setup:
    a personal supply; a x5 token counts 5)."""

    def __init__(self, app):
        state = _state(app)
        super().__init__(app, "Supply correction", [0, state.timber[0], state.sweet[0]])

    def span(self, field):
        return (0, len(_state(self.app).tribes) - 1) if field == 0 else (0, _TOP)

    def changed(self, field):
        if field == 0:
            state = _state(self.app)
            self.values[1] = state.timber[self.values[0]]
            self.values[2] = state.sweet[self.values[0]]

    def action(self):
        p, timber, sweet = self.values
        return karekare.supply_action(_state(self.app), p, timber, sweet)

    def body(self, fb):
        p, timber, sweet = self.values
        _row(fb, 1, "Player", _state(self.app).tribes[p], self.field == 0)
        _row(fb, 2, "Timber", str(timber), self.field == 1)
        _row(fb, 3, "Sweet", str(sweet), self.field == 2)
        self.preview(fb, 4)


def standings_view(app):
    """Each tribe's honor, supply and pieces; the winners and how they won (The End of the
    Game)."""
    st = app.session(KIND).standings()
    lines = [_phase_text(st), _result_text(st)]
    if st["win_by"] == "resources":
        lines.append("Tie on honor: most timber")
        lines.append(" and sweet potato wins")
    for pl in st["players"]:
        lines.append("{}: {} honor".format(pl["tribe"], pl["honor"]))
        if pl["timber"] is None:
            lines.append(" timber, sweet: on table")
        else:
            lines.append(" timber {}, sweet {}".format(pl["timber"], pl["sweet_potato"]))
        lines.append(" huts {} placed, {} left".format(pl["huts_placed"], pl["huts_supply"]))
        lines.append(" canoes {} placed, {} left".format(
            pl["canoes_placed"], pl["canoes_supply"]))
        lines.append(" field markers {}".format(pl["field_markers"]))
    return ui.TextView(app, "Standings", lines)


def ledger_choice(app):
    """An honor ledger per player, with the reason for every change, read from flash."""
    state = _state(app)
    labels = ["{} {}".format(tribe, state.honor[i]) for i, tribe in enumerate(state.tribes)]

    def picked(p):
        def follow(reader):
            karekare.follow_ledger(reader.session.state, p)
            reader.replay()
            return karekare.ledger(reader.session.state, p)

        lines = []
        for delta, reason in app.storage.stream(KIND, karekare, follow):
            lines += ui.wrap("{:+d} {}".format(delta, reason))
        lines.append("= {} honor".format(state.honor[p]))
        view = ui.TextView(app, "Ledger: " + state.tribes[p], lines)
        view.top = max(len(lines) - ui.BODY_ROWS, 0)
        app.push(view)

    return ui.Choice(app, "Whose ledger?", labels, picked)
