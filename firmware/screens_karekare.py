"""Karekare on the device: setup, a turn's tile and actions, the honor scoreboard and the rings.

Rulebook: ../shared/rules/000_88847eb29f9075ad.txt. The setup lives in
firmware.screens_karekare_setup; the end of an era, the final bonus, the corrections, the
ledger and the standings in firmware.screens_karekare_end; both are imported when first
opened, to spare the heap.
"""

from core import karekare
from core.compat import const
from core.errors import RulesError
from firmware import draw, events, ui
from firmware import screens_rings as rings
from firmware.game_screen import GameScreen

KIND = "karekare"
# By TRIBES, until the table chooses: the rulebook names no colours.
DEFAULT_COLOURS = (5, 0, 1, 3)  # blue, red, orange, green (indexes into rings.PALETTE)
_VALUE_X = const(45)
_COLOUR_X = const(50)
_HONOR_END = const(127)
_END = const(4)  # the "next to" value that ends the turn


def _state(app):
    return app.session(KIND).state


def _row(fb, row, label, value, current, x=_VALUE_X):
    """A "label  value" line, the value at x highlighted while it is being changed."""
    draw.text(fb, label, 0, row)
    end = draw.text(fb, value, x, row)
    if current:
        draw.invert_row(fb, row, x - 2, end + 1)


def _lines(fb, text, row, rows):
    lines = ui.wrap(text)
    if len(lines) > rows:  # the last row says there is more, at a word
        lines = lines[: rows - 1] + [draw.fit(" ".join(lines[rows - 1 :]), 25)]
    for i, line in enumerate(lines):
        draw.text(fb, line, 0, row + i)


def _possessive(name):
    return name + "'s"


def _count(number, thing):
    return "{} {}{}".format(number, thing, "" if number == 1 else "s")


class Form(ui.Screen):
    """Values edited one at a time: PREV/NEXT change the current one (held: fast), OK moves on
    and records after the last, BACK steps back, hold OK records at once."""

    more = "-/+ change  OK next"

    def __init__(self, app, title, values):
        super().__init__(app)
        self.title = title
        self.values = values
        self.field = 0

    def fields(self):
        return len(self.values)

    def span(self, field):
        """(lowest, highest) value of a field."""
        raise NotImplementedError

    def action(self):
        """The action the values make; the rules check it."""
        raise NotImplementedError

    def changed(self, field):
        return None

    def done(self, action):
        return None

    def handle(self, event):
        f = min(self.field, self.fields() - 1)
        values = self.values
        if event in (events.EV_NEXT, events.EV_PREV):
            low, high = self.span(f)
            value = values[f] + (1 if event == events.EV_NEXT else -1)
            values[f] = low if value > high else (high if value < low else value)
            self.changed(f)
        elif event == events.EV_OK and f < self.fields() - 1:
            f += 1
        elif event in (events.EV_OK, events.EV_LONG_OK):
            self.record()
            return True
        elif event == events.EV_BACK and f:
            f -= 1
        else:
            return False
        self.field = f
        self.dirty = True
        return True

    def record(self):
        """Build the action (the rules check it) and save it; a refusal shows its reason."""
        try:
            action = self.action()
        except RulesError as exc:
            self.app.notice("Not allowed", str(exc))
            return
        if self.app.act(KIND, action):
            self.app.pop()
            self.done(action)

    def render(self, fb):
        self.field = min(self.field, self.fields() - 1)  # an undo may have removed a field
        self.hint = "-/+ change  OK record" if self.field == self.fields() - 1 else self.more
        super().render(fb)

    def preview(self, fb, row, rows=None):
        """What recording would do, in the rules' own words, or why they refuse it."""
        try:
            action = self.action()
            text = karekare.describe(_state(self.app), action)
        except RulesError as exc:
            text = "Not allowed: {}".format(exc)
        _lines(fb, self.words(text), row, (7 - row) if rows is None else rows)

    def words(self, text):
        return text


_PLAYER = const(0)
_PLACED = const(1)
_NEAR = const(2)
_OWNER = const(3)


class TurnEntry(Form):
    """Playing the Game and The Actions: one turn on one screen. The tile placed, then each
    neighbour that acts, one after the other: OK records it and waits for the next one, hold
    OK records it and passes the turn; "next to (pass)" passes the turn, and so does holding OK on
    the tile (a turn with no action). The player is the one whose turn it is; BACK from the
    tile reaches it, to credit another tribe (a correction). Hold BACK undoes, as on the
    scoreboard. Only pieces on the table are offered as the hut, canoe or field acted on."""

    kind = KIND  # hold BACK undoes here too

    def __init__(self, app):
        super().__init__(app, "", [0, 0, 0, 0])
        self.leds_version = -1
        self.standings = None
        self.start_turn()

    def start_turn(self):
        state = _state(self.app)
        self.values[:] = [state.turn, 0, 0, 0]
        self.field = _PLACED
        self.recorded = ""  # the last outcome recorded this turn, in words
        self.turn = state.turn
        self.version = self.app.version
        self.title = "Turn: " + state.tribes[state.turn]

    def options(self):
        """(owner, field) pairs that make sense here; None when the line needs no owner."""
        p, placed, near = self.values[0], self.values[1], self.values[2]
        if near == _END:
            return None
        state = _state(self.app)
        placed, near = karekare.TILES[placed], karekare.TILES[near]
        n = len(state.tribes)
        seats = [(p + i) % n for i in range(n)]  # own pieces first
        if near == "hill" and placed != "hill":
            return [(q, None) for q in seats if state.huts[q]]
        if placed == "forest" and near == "water":
            return [(q, None) for q in seats if q != p and state.canoes[q]]
        if placed == "water" and near == "field":
            return [(q, k) for q in seats for k in range(len(state.fields[q]))
                    if not state.tracking or state.fields[q][k]]
        return None

    def fields(self):
        options = self.options()
        return 4 if options and len(options) > 1 else 3

    def span(self, field):
        if field == _PLAYER:
            return 0, len(_state(self.app).tribes) - 1
        if field == _OWNER:
            return 0, len(self.options() or ()) - 1
        return 0, len(karekare.TILES) - (1 if field == _PLACED else 0)

    def changed(self, field):
        if field < _OWNER:
            self.values[_OWNER] = 0

    def next_player(self):
        """Whose turn follows: the left of the player credited on this screen."""
        return (self.values[_PLAYER] + 1) % len(_state(self.app).tribes)

    def action(self):
        p, placed, near, pick = self.values
        state = _state(self.app)
        if near == _END:
            return karekare.turn_action(state, self.next_player())
        options = self.options()
        owner, k = p, None
        if options:
            owner, k = options[min(pick, len(options) - 1)]
        elif options is not None:
            k = 0  # nothing fits: the rules say why
        return karekare.act_action(state, p, karekare.TILES[placed], karekare.TILES[near],
                                   owner, k)

    def handle(self, event):
        field = self.field
        if event == events.EV_BACK and field == _PLAYER:
            return False  # leave the screen
        if event == events.EV_LONG_OK:
            if field < _NEAR:
                self.values[_NEAR] = _END  # nothing acts: pass
            self.record(True)
            return True
        if event == events.EV_OK and field >= _NEAR and (
                field == self.fields() - 1 or self.values[_NEAR] == _END):
            self.record()
            return True
        return super().handle(event)

    def record(self, then_pass=False):
        """Record the action shown. After an action the cursor waits on "next to", set to
        "(pass)" for passing the turn; then_pass passes it at once."""
        state = _state(self.app)
        ending = self.values[_NEAR] == _END
        if ending and self.next_player() == state.turn:
            self.start_turn()  # a correction for the tribe before: the turn stays
            self.dirty = True
            return
        try:
            action = self.action()
        except RulesError as exc:
            self.app.notice("Not allowed", str(exc))
            return
        words = self.words(karekare.describe(state, action))
        if not self.app.act(KIND, action):
            return
        if ending:
            self.start_turn()
        else:
            self.recorded = words
            self.values[_NEAR] = _END
            self.values[_OWNER] = 0
            self.field = _NEAR
            self.version = self.app.version
            if then_pass:
                self.record()
        self.dirty = True

    def render(self, fb):
        state = _state(self.app)
        if self.app.version != self.version:  # an undo or redo: start this turn afresh
            self.recorded = ""
            self.version = self.app.version
            if state.turn != self.turn:
                self.start_turn()
        self.field = min(self.field, self.fields() - 1)
        if self.field == _PLAYER:
            self.hint = "-/+ tribe  OK tile"
        elif self.field == _PLACED:
            self.hint = "-/+ tile, OK  hold: pass"
        elif self.values[_NEAR] == _END:
            self.hint = "OK: pass to next player"
        elif self.field == _OWNER or self.fields() == 3:
            self.hint = "OK record, hold: & pass"
        else:
            self.hint = "-/+ tile  OK whose"
        ui.Screen.render(self, fb)

    def body(self, fb):
        state = _state(self.app)
        values, field = self.values, self.field
        _row(fb, 1, "Player", state.tribes[values[_PLAYER]], field == _PLAYER)
        x = draw.text(fb, karekare.TILES[values[_PLACED]], 3, 2)
        if field == _PLACED:
            draw.invert_row(fb, 2, 1, x + 1)
        draw.text(fb, "next to", 42, 2)
        near = "(pass)" if values[_NEAR] == _END else karekare.TILES[values[_NEAR]]
        x = draw.text(fb, near, 82, 2)
        if field == _NEAR:
            draw.invert_row(fb, 2, 80, x + 1)
        options = self.options()
        if options:
            q, k = options[min(values[_OWNER], len(options) - 1)]
            if k is None:
                label = "Hut of" if values[_NEAR] == 3 else "Canoe of"
                _row(fb, 3, label, state.tribes[q], field == _OWNER)
            else:
                value = "{} {}".format(state.tribes[q], k + 1)
                if state.tracking:
                    value += ": {} sweet".format(state.fields[q][k])
                _row(fb, 3, "Field", value, field == _OWNER, 30)
        self.preview(fb, 4, 2)
        if self.recorded:
            draw.text(fb, "Done: " + self.recorded, 0, 6)

    def leds(self, frame, now):
        """The scoreboard's rings: the turn and the race stay in sight while entering."""
        if self.leds_version != self.app.version:
            self.standings = self.app.session(KIND).standings()
            self.leds_version = self.app.version
        return SPEC.leds(frame, self.standings, now)

    def words(self, text):
        """The outcome without the player and the tiles, which are shown above."""
        if text.startswith("Not allowed"):
            return text
        state = _state(self.app)
        if self.values[_NEAR] == _END:
            return "End of {} turn: {} plays next".format(
                _possessive(state.tribes[self.values[_PLAYER]]),
                state.tribes[self.next_player()])
        name = state.tribes[self.values[_PLAYER]]
        words = text[len(name) + 1 : text.rfind(": ")]
        return words or "no change to record"


def _later(app, name, setup=False):
    """Open a screen of screens_karekare_end (or _setup), loaded on first use to spare the
    heap."""
    if setup:
        from firmware import screens_karekare_setup as module
    else:
        from firmware import screens_karekare_end as module

    app.push(getattr(module, name)(app))


def _pile_out(app):
    """The Last Era: once era 3's pile and market run out, each player takes a final turn."""
    app.pop()
    try:
        app.act(KIND, karekare.last_action(_state(app)))
    except RulesError as exc:
        app.notice("Not allowed", str(exc))


def _phase_text(st):
    phase = st["phase"]
    if phase == "play":
        return "Era {} of {}".format(st["era"], karekare.LAST_ERA)
    return "Game over" if phase == "over" else "Era 3: " + phase


def _result_text(st):
    winners, how = st["winners"], st["win_by"]
    if not winners:
        return "First player: " + st["first"]
    if how == "shared":
        return "Shared by " + " and ".join(winners)
    return "{} wins{}".format(winners[0], " on honor" if how == "honor" else " on resources")


def _colour(pl):
    """A tribe's palette index: the table's choice, else the tribe's default."""
    return rings.index(pl["colour"], DEFAULT_COLOURS[karekare.TRIBES.index(pl["tribe"])])


class Spec:
    """The Karekare scoreboard for GameScreen."""

    kind = KIND
    title = "Karekare"

    def __init__(self):
        self.seen = None  # the standings the cached ring data below belongs to
        self.scores = []
        self.rgb = []
        self.turn = -1
        self.won = []

    def setup(self, app):
        """Setup (firmware.screens_karekare_setup, loaded when first needed)."""
        from firmware import screens_karekare_setup

        screens_karekare_setup.start(app)

    def actions(self, app):
        st = app.session(KIND).standings()
        phase, era = st["phase"], st["era"]
        items = []
        if phase in ("play", "final turn"):
            items.append(("Turn: " + st["turn"], lambda: app.push(TurnEntry(app))))
        if phase == "play" and era < karekare.LAST_ERA:
            items.append(("End of era {}".format(era), lambda: _later(app, "EraEntry")))
        elif phase == "play":
            items.append(("Pile out: final turns", lambda: _pile_out(app)))
        elif phase == "final turn":
            items.append(("Score era 3", lambda: _later(app, "EraEntry")))
        elif phase == "final bonus":
            items.append(("Final bonus", lambda: _later(app, "FinalEntry")))
        items.append(("Standings", lambda: _later(app, "standings_view")))
        items.append(("Ledger", lambda: _later(app, "ledger_choice")))
        items.append(("Honor correction", lambda: _later(app, "HonorEntry")))
        if st["tracking"] and phase in ("play", "final turn"):
            items.append(("Supply correction", lambda: _later(app, "SupplyEntry")))
        items.append(("Setup numbers", lambda: _later(app, "SetupView", True)))
        return items

    def draw(self, fb, st):
        """A row per tribe in seat order: its name, its colour on the rings (the legend) and
        its honor; the tribe whose turn it is (or the winners at the end) inverted. Below,
        whose turn it is with their timber and sweet potato, or the result."""
        players = st["players"]
        draw.clear_row(fb, 0)
        draw.text(fb, _phase_text(st), 1, 0)
        draw.text(fb, "honor", _HONOR_END - draw.text_width("honor"), 0)
        draw.invert_row(fb, 0)
        for i, pl in enumerate(players):
            row = 1 + i
            end = draw.text(fb, pl["tribe"], 1, row)
            if pl["tribe"] == st["turn"] or pl["tribe"] in st["winners"]:
                draw.invert_row(fb, row, 0, end)
            draw.text(fb, rings.PALETTE[_colour(pl)][0], _COLOUR_X, row)
            number = str(pl["honor"])
            draw.text(fb, number, _HONOR_END - draw.text_width(number), row)
        if st["turn"] is None:
            _lines(fb, _result_text(st) if st["winners"] else "OK: the final bonus", 5, 2)
            return
        draw.text(fb, "{} turn".format(_possessive(st["turn"])), 0, 5)
        me = players[[pl["tribe"] for pl in players].index(st["turn"])]
        if me["timber"] is None:
            draw.text(fb, "{}, {} on tiles".format(_count(me["huts_placed"], "hut"),
                                                 _count(me["canoes_placed"], "canoe")), 0, 6)
        else:
            draw.text(fb, "has {} timber, {} sweet".format(me["timber"], me["sweet_potato"]),
                      0, 6)

    def remake(self, st):
        """Scores, colours, turn and winners for the rings, made once per standings: leds()
        runs every 40 ms and must not allocate while nothing changes."""
        players = st["players"]
        self.scores = [pl["honor"] for pl in players]
        self.rgb = [rings.PALETTE[_colour(pl)][1] for pl in players]
        tribes = [pl["tribe"] for pl in players]
        self.turn = tribes.index(st["turn"]) if st["turn"] else -1
        self.won = [tribes.index(tribe) for tribe in st["winners"]]
        self.seen = st

    def leds(self, frame, st, now):
        """Ring 1: the race of honor; ring 2: whose turn it is, or the winners (screens_rings)."""
        if st is not self.seen:
            self.remake(st)
        scores, colours = self.scores, self.rgb
        rings.race(frame, scores, colours, now)
        if self.turn >= 0:
            rings.wedge(frame, self.turn, len(scores), colours[self.turn])
        else:
            rings.winners(frame, self.won, len(scores), colours, now)
        return True


SPEC = Spec()


def screen(app):
    return GameScreen(app, SPEC)
