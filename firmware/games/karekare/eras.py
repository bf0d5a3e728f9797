"""Karekare on the device: the End of an Era and the End of the Game, a page of two numbers
per tribe. Imported when first opened.

Rulebook: ../shared/rules/000_88847eb29f9075ad.txt. The pages hold two numbers per player
that start at what the journal counted, so an era whose pieces were all entered is scored
with one long press of OK.
"""

from core import karekare
from core.errors import RulesError
from firmware import events, ui
from firmware.display import draw
from firmware.games.karekare.common import KIND, MOST, Form, game_state, lines

_BIG_X = (22, 86)


def pile_out(app):
    """The Last Era: once era 3's pile and market run out, each player takes a final turn;
    the note names hold BACK, which takes it back."""
    try:
        if app.sessions.act(KIND, karekare.last_action(game_state(app))):
            app.say("recorded: pile out, a final turn each", events.UNDO_HINT)
    except RulesError as exc:
        app.sessions.refuse(exc)


def era_at(app):
    """Where the game is among the eras: a page of one of them is stale once it moves on."""
    state = game_state(app)
    return state.era, state.phase


def close_if_moved_on(screen):
    """A page of an era's end that the game has moved past (the undo's hold OK redid what it
    records, as the undoes set on it lets the app do) closes, and the screen under it catches
    up."""
    if era_at(screen.app) != screen.at:
        screen.app.pop()
        screen.app.top().on_top()


def undo_under(screen, event):
    """Hold BACK on a page that the turn's pass opened: close it and take back what opened it,
    as the screen under it would (the pass, both of a neighbour held), else the last action."""
    screen.app.pop()
    if not screen.app.top().handle(event):
        screen.app.sessions.undo()


class PileOut(ui.Choice):
    """After era 3's counted turns: the final turns, or more turns for a table that counts
    otherwise (the menu marks the pile out later). Hold BACK takes back the pass that asked."""

    undoes = KIND  # hold OK under an undo's note redoes

    def __init__(self, app, turns):
        def picked(index):
            if index == 0:
                pile_out(app)

        super().__init__(app, "{} turns: pile out?".format(turns),
                         ["Yes: a final turn each", "Not yet: play on"], picked)
        self.at = era_at(app)

    def tick(self, now):
        close_if_moved_on(self)

    def handle(self, event):
        if event == events.EV_LONG_BACK:
            undo_under(self, event)
            return True
        return super().handle(event)


class PerPlayer(Form):
    """Two numbers per player, a page each, in the one way of entering values (ui.Form):
    each page's first line is its tribe, and PREV/NEXT there change the tribe (the next
    page: the counts start right, so NEXT moves on and never changes one); OK goes down to
    the two numbers, which PREV/NEXT change, and on to the next page; hold OK records all
    the pages, OK on the last number too.

    Fields are 3 a player: the tribe, then its two numbers (self.values, 2 a player)."""

    hints = ("-/+ tribe  hold OK: all", "-/+ change  OK next", "-/+ change  OK record")
    labels = ("", "")
    previews = False
    undoes = KIND  # hold OK under an undo's note redoes (exactly, not the page's counts)

    def __init__(self, app, title, values, highs):
        super().__init__(app, title, values)
        self.highs = highs
        self.at = era_at(app)

    def handle(self, event):
        """Hold BACK takes back what opened this page, as the screen under it would (the turn's
        pass, both of a neighbour held; an era's scoring), and closes it: its counts were of
        that game."""
        if event == events.EV_LONG_BACK:
            self.drop()
            undo_under(self, event)
            return True
        return super().handle(event)

    def tick(self, now):
        close_if_moved_on(self)

    def count(self):
        return 3 * (len(self.values) // 2)

    def span(self, field):
        if field % 3 == 0:  # the tribe: the page
            return 0, len(self.values) // 2 - 1
        return 0, self.highs[self.slot(field)]

    def slot(self, field):
        return 2 * (field // 3) + field % 3 - 1

    def move(self, field, event):
        if field % 3:
            super().move(field, event)
            return
        players = len(self.values) // 2
        self.field = 3 * ((field // 3 + (1 if event == events.EV_NEXT else -1)) % players)

    def field_hint(self):
        if self.field % 3 == 0:
            return self.hints[0]
        return self.hints[2 if self.field == self.count() - 1 else 1]

    def pair(self, index):
        return [self.values[2 * p + index] for p in range(len(self.values) // 2)]

    def body(self, fb):
        state = game_state(self.app)
        p = self.field // 3
        end = draw.text(fb, "{} {}/{}".format(state.tribes[p], p + 1, len(state.tribes)), 0, 1)
        if self.field % 3 == 0:
            draw.invert_row(fb, 1, 0, end)
        draw.right(fb, self.gain(p), 1)
        for i in (0, 1):
            x = _BIG_X[i]
            draw.text(fb, self.labels[i], x - 12, 2)
            draw.text_big(fb, "{:>2}".format(self.values[2 * p + i]), x, 3)
            if self.field == 3 * p + 1 + i:
                draw.invert_row(fb, 3, x - 4, x + 24)
                draw.invert_row(fb, 4, x - 4, x + 24)
        lines(fb, self.outlook(), 5, 2)

    def gain(self, p):
        return ""

    def outlook(self):
        return ""


class EraEntry(PerPlayer):
    """The End of an Era: 4 honor per canoe and 3 per hut on tiles; the most honor starts the
    next era, a tie drawn at random among the tied and the draw recorded. After era 3 (The
    Last Era) the final bonus follows instead."""

    labels = ("canoes", "huts")
    entry_key = "era"  # kept through a power cut (ui.Form)

    def __init__(self, app):
        state = game_state(app)
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
        honor = game_state(self.app).honor[p]
        return "+{} = {}".format(self.points(p), honor + self.points(p))

    def top(self):
        state = game_state(self.app)
        totals = [state.honor[p] + self.points(p) for p in range(len(state.tribes))]
        best = max(totals)
        return [p for p in range(len(totals)) if totals[p] == best]

    def outlook(self):
        state = game_state(self.app)
        if state.era == karekare.LAST_ERA:
            return "Then the final bonus"
        tied = self.top()
        if len(tied) == 1:
            return "{} starts era {}".format(state.tribes[tied[0]], state.era + 1)
        named = "Tie {}: drawn at random".format(" and ".join(state.tribes[p] for p in tied))
        if len(ui.wrap(named)) <= 2:  # the rows it has: else how many, never cut
            return named
        return "Tie of {} for first: drawn at random".format(len(tied))

    def action(self):
        state = game_state(self.app)
        self.tied = self.top() if state.era < karekare.LAST_ERA else []
        # undone and scored again, the same draw
        dice = self.app.device.kept.at("era {} tie {}".format(state.era, self.tied))
        self.made = karekare.era_end_action(state, self.pair(0), self.pair(1), dice)
        return self.made

    def confirm(self):
        """Record, then show a draw: the table hands the first player token to the drawn
        tribe. Either names hold BACK, which takes the scoring back."""
        title = self.title
        saved = super().confirm()
        if saved and len(self.tied) > 1:
            state = game_state(self.app)
            self.app.push(Drawn(self.app, "First player", "Tie on honor between {}: drawn at "
                                "random, {} starts era {}.".format(" and ".join(
                                    state.tribes[p] for p in self.tied),
                                    state.tribes[self.made[3]], state.era)))
        elif saved:
            self.app.say("recorded: " + title, events.UNDO_HINT)
        return saved


class Drawn(ui.Notice):
    """The draw for the first player, recorded with the era's scoring: OK goes on, hold BACK
    takes the scoring back (its page opens again over the turn)."""

    hint = "OK on  hold BACK: undo"

    def handle(self, event):
        if event == events.EV_LONG_BACK:
            self.app.pop()
            self.app.sessions.undo()
            return True
        return super().handle(event)


class FinalEntry(PerPlayer):
    """The End of the Game: 1 honor per 4 timber and per 2 sweet potato left, 4 for 4 huts
    placed, 4 for 3 field markers; the most honor wins, then the most tokens, else shared."""

    labels = ("timber", "sweet")
    entry_key = "final"  # kept through a power cut (ui.Form)

    def __init__(self, app):
        state = game_state(app)
        values = []
        for p in range(len(state.tribes)):
            values += [state.timber[p], state.sweet[p]] if state.tracking else [0, 0]
        super().__init__(app, "Final bonus", values, [MOST] * len(values))

    def action(self):
        return karekare.final_action(game_state(self.app), self.pair(0), self.pair(1))

    def described(self):
        return karekare.describe(game_state(self.app), self.action())

    def gain(self, p):
        """This player's bonus, read from the rules' own summary ("Ronga +5, ...")."""
        text = self.described()
        part = text[text.find(": ") + 2 : text.find("; ")].split(", ")[p]
        return "bonus " + part[part.rfind(" ") + 1 :]

    def outlook(self):
        text = self.described()
        end = text[text.find("; ") + 2 :]
        if len(ui.wrap(end)) > 2:  # "A and B and C share ...": the names do not fit 2 rows
            return "{} tribes share the victory".format(end.count(" and ") + 1)
        return end
