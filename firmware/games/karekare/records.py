"""Karekare on the device: what is opened now and then: the standings, each tribe's honor
ledger, and the corrections of honor and of the supply. Imported when first opened.

Rulebook: ../shared/rules/000_88847eb29f9075ad.txt.
"""

from core import karekare
from firmware import ui
from firmware.games.karekare.common import (
    KIND,
    MOST,
    Form,
    game_state,
    phase_text,
    result_text,
    row,
)

_REASONS = ("missed action", "wrong entry", "table agreed")


class HonorEntry(Form):
    """A correction of the honor track; honor never drops below 0 (Setup: the board starts
    at 0)."""

    def __init__(self, app):
        super().__init__(app, "Honor correction", [0, 1, 0])

    def span(self, field):
        if field == 0:
            return 0, len(game_state(self.app).tribes) - 1
        return (-30, 30) if field == 1 else (0, len(_REASONS) - 1)

    def action(self):
        p, delta, reason = self.values
        return karekare.honor_action(game_state(self.app), p, delta, _REASONS[reason])

    def body(self, fb):
        state = game_state(self.app)
        p, delta, reason = self.values
        row(fb, 1, "Player", state.tribes[p], self.field == 0)
        row(fb, 2, "Change", "{:+d}".format(delta), self.field == 1)
        row(fb, 3, "Reason", _REASONS[reason], self.field == 2)
        self.preview(fb, 4)


class SupplyEntry(Form):
    """Set a player's counted timber and sweet potato to the tokens on the table (Setup:
    a personal supply; a x5 token counts 5)."""

    def __init__(self, app):
        state = game_state(app)
        super().__init__(app, "Supply correction", [0, state.timber[0], state.sweet[0]])

    def span(self, field):
        return (0, len(game_state(self.app).tribes) - 1) if field == 0 else (0, MOST)

    def move(self, field, event):
        super().move(field, event)
        if field == 0:  # another player: his supply as counted
            state = game_state(self.app)
            self.values[1] = state.timber[self.values[0]]
            self.values[2] = state.sweet[self.values[0]]

    def action(self):
        p, timber, sweet = self.values
        return karekare.supply_action(game_state(self.app), p, timber, sweet)

    def body(self, fb):
        p, timber, sweet = self.values
        row(fb, 1, "Player", game_state(self.app).tribes[p], self.field == 0)
        row(fb, 2, "Timber", str(timber), self.field == 1)
        row(fb, 3, "Sweet", str(sweet), self.field == 2)
        self.preview(fb, 4)


def standings_view(app):
    """Each tribe's honor, supply and pieces; the winners and how they won (The End of the
    Game)."""
    st = app.sessions.get(KIND).standings()
    lines = [phase_text(st), result_text(st)]
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
    state = game_state(app)
    labels = ["{} {}".format(tribe, state.honor[i]) for i, tribe in enumerate(state.tribes)]

    def picked(p):
        def follow(reader):
            karekare.follow_ledger(reader.session.state, p)
            reader.replay()
            return karekare.ledger(reader.session.state, p)

        lines = []
        for delta, reason in app.sessions.stream(KIND, follow):
            lines += ui.wrap("{:+d} {}".format(delta, reason))
        lines.append("= {} honor".format(state.honor[p]))
        view = ui.TextView(app, "Ledger: " + state.tribes[p], lines)
        view.top = max(len(lines) - ui.BODY_ROWS, 0)
        app.push(view)

    return ui.Choice(app, "Whose ledger?", labels, picked)
