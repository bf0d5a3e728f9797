"""Karekare on the device: setup, placing tiles, the honor scoreboard and the rings.

Rulebook: ../shared/rules/000_88847eb29f9075ad.txt. The end of an era, the final bonus, the
corrections, the ledger and the standings live in firmware.screens_karekare_end, imported when
first opened.
"""

from core import karekare
from core.compat import const
from core.errors import RulesError
from firmware import draw, events, ui
from firmware.game_screen import GameScreen

KIND = "karekare"
# By TRIBES: the rulebook names no colours; blue for the canoe makers, green for the farmers.
_COLOURS = ((0, 80, 255), (255, 0, 0), (255, 160, 0), (0, 200, 0))
_WINK_MS = const(250)
_SLOTS = const(8)
_MAX_LAPS = const(4)
_VALUE_X = const(45)


def _state(app):
    return app.session(KIND).state


def _short(tribe):
    return tribe[:3]


def _row(fb, row, label, value, current):
    """A "label  value" line, the value highlighted while it is being changed."""
    draw.text(fb, label, 0, row)
    end = draw.text(fb, value[:15], _VALUE_X, row)
    if current:
        draw.invert_row(fb, row, _VALUE_X - 2, end + 1)


def _lines(fb, text, row, rows):
    for i, line in enumerate(ui.wrap(text)[:rows]):
        draw.text(fb, line, 0, row + i)


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

    def preview(self, fb, row):
        """What recording would do, in the rules' own words, or why they refuse it."""
        try:
            action = self.action()
            text = karekare.describe(_state(self.app), action)
        except RulesError as exc:
            text = "Not allowed: {}".format(exc)
        _lines(fb, self.words(text), row, 7 - row)

    def words(self, text):
        return text


def _guess(app):
    """The next player in seat order after the last tile placed; the era's first player
    after an era's scoring (Playing the Game: play passes to the left)."""
    state = _state(app)
    if state.last_placed < 0:
        return state.first
    return (state.last_placed + 1) % len(state.tribes)


class PlaceEntry(Form):
    """The Actions: who placed which tile next to which, and whose hut, canoe or field when
    the table names another piece. Only pieces that are on the table are offered."""

    def __init__(self, app):
        super().__init__(app, "Place a tile", [_guess(app), 0, 0, 0])

    def options(self):
        """(owner, field) pairs that make sense here; None when the line needs no owner."""
        state = _state(self.app)
        p, placed, near = self.values[0], karekare.TILES[self.values[1]], karekare.TILES[
            self.values[2]]
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
        return 4 if self.options() else 3

    def span(self, field):
        if field == 0:
            return 0, len(_state(self.app).tribes) - 1
        if field == 3:
            return 0, len(self.options() or ()) - 1
        return 0, len(karekare.TILES) - 1

    def changed(self, field):
        if field < 3:
            self.values[3] = 0

    def action(self):
        p, placed, near, pick = self.values
        options = self.options()
        owner, k = p, None
        if options:
            owner, k = options[min(pick, len(options) - 1)]
        elif options is not None:
            k = 0  # nothing fits: the rules say why
        return karekare.act_action(_state(self.app), p, karekare.TILES[placed],
                                   karekare.TILES[near], owner, k)

    def body(self, fb):
        state = _state(self.app)
        values, field = self.values, self.field
        _row(fb, 1, "Player", state.tribes[values[0]], field == 0)
        x = draw.text(fb, karekare.TILES[values[1]], 3, 2)
        if field == 1:
            draw.invert_row(fb, 2, 1, x + 1)
        draw.text(fb, "next to", 42, 2)
        x = draw.text(fb, karekare.TILES[values[2]], 82, 2)
        if field == 2:
            draw.invert_row(fb, 2, 80, x + 1)
        options = self.options()
        if options:
            q, k = options[min(values[3], len(options) - 1)]
            if k is None:
                label = "Hut of" if values[2] == 3 else "Canoe of"
                value = state.tribes[q]
            else:
                label = "Field"
                value = "{} {}".format(_short(state.tribes[q]), k + 1)
                if state.tracking:
                    value += " ({} sw)".format(state.fields[q][k])
            _row(fb, 3, label, value, field == 3)
        self.preview(fb, 4)

    def words(self, text):
        """The outcome without the player and the tiles, which are shown above."""
        if text.startswith("Not allowed"):
            return text
        name = _state(self.app).tribes[self.values[0]]
        words = text[len(name) + 1 : text.rfind(": ")]
        return words or "no change to record"


class Seating(ui.ListScreen):
    """Setup: each player chooses a tribe; OK seats the tribes in seating order."""

    def __init__(self, app, on_done):
        super().__init__(app, "Seating order", [], "OK seat/unseat")
        self.seats = []
        self.on_done = on_done
        self.relabel()

    def relabel(self):
        seats = self.seats
        labels = []
        for tribe in karekare.TRIBES:
            if tribe in seats:
                labels.append("{:<10} seat {}".format(tribe, seats.index(tribe) + 1))
            else:
                labels.append(tribe)
        count = len(seats)
        labels.append("Done: {} players".format(count) if count > 1 else "(seat 2 to 4 tribes)")
        self.labels = labels

    def pick(self, index):
        seats = self.seats
        if index == len(karekare.TRIBES):
            if len(seats) > 1:
                self.app.pop()
                self.on_done(seats)
            return
        tribe = karekare.TRIBES[index]
        if tribe in seats:
            seats.remove(tribe)
        else:
            seats.append(tribe)
            self.index = index + 1
        self.relabel()


def _setup_lines(st, drawn):
    """Setup: the numbers the table needs to lay out the game."""
    setup = st["setup"]
    order = [_short(tribe) for tribe in setup["draft_order"]]
    half = len(order) // 2
    return [
        "First: {}{}".format(st["first"], " (drawn)" if drawn else ""),
        "Start: {} tiles, triangle".format(setup["starting_tiles"]),
        "Draft {} tiles, snake:".format(setup["draft_tiles"]),
        " " + " ".join(order[:half]),
        " " + " ".join(order[half:]),
        "{} piles of {} tiles".format(setup["piles"], setup["pile_size"]),
        "Used {}, {} to the box".format(setup["tiles_used"], setup["tiles_returned"]),
        "Each: {} timber, {} sweet".format(setup["timber"], setup["sweet_potato"]),
        "Resources: {}".format("counted" if st["tracking"] else "not counted"),
    ]


def _setup_view(app, drawn=False):
    return ui.TextView(app, "Setup", _setup_lines(app.session(KIND).standings(), drawn))


def _later(app, name):
    """Open a screen of screens_karekare_end, loaded on first use to spare the heap."""
    from firmware import screens_karekare_end as end

    app.push(getattr(end, name)(app))


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
        names = " ".join(winners)
        return "Shared: " + (names if len(names) < 18 else " ".join(
            _short(tribe) for tribe in winners))
    return "{} wins{}".format(winners[0], " on honor" if how == "honor" else ": resources")


class Spec:
    """The Karekare scoreboard for GameScreen."""

    kind = KIND
    title = "Karekare"

    def setup(self, app):
        """Setup: tribes in seating order, resource tracking, then the starting player, chosen
        randomly (the dice) or entered."""

        def seated(seats):
            def tracked(choice):
                def first_picked(pick):
                    first = pick - 1 if pick else None
                    app.start(KIND, karekare.make_settings(
                        seats, 1 - choice, first, None if pick else app.dice))
                    app.push(_setup_view(app, not pick))

                app.push(ui.Choice(app, "First player", ["Draw at random"] + seats,
                                   first_picked))

            app.push(ui.Choice(app, "Resources", ["Count timber, sweet", "Tokens only"],
                               tracked))

        app.push(Seating(app, seated))

    def actions(self, app):
        st = app.session(KIND).standings()
        phase, era = st["phase"], st["era"]
        items = []
        if phase in ("play", "final turn"):
            items.append(("Place tile", lambda: app.push(PlaceEntry(app))))
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
        items.append(("Setup numbers", lambda: app.push(_setup_view(app))))
        return items

    def draw(self, fb, st):
        """Each tribe's honor big, two to a row; under the name its huts and canoes on tiles.
        The first player's name (or the winners' at the end) is inverted."""
        players = st["players"]
        over = st["phase"] == "over"
        for i, pl in enumerate(players):
            x0 = 65 * (i % 2)
            row = 1 + 2 * (i // 2)
            number = str(pl["honor"])
            nx = x0 + 62 - draw.text_width(number, True)
            end = draw.text(fb, pl["tribe"][: (nx - x0 - 2) // draw.CHAR_W], x0, row)
            if (pl["tribe"] in st["winners"]) if over else pl["tribe"] == st["first"]:
                draw.invert_row(fb, row, x0, end)
            draw.text(fb, "{}h {}c".format(pl["huts_placed"], pl["canoes_placed"]), x0, row + 1)
            draw.text_big(fb, number, nx, row)
        draw.text(fb, _phase_text(st), 0, 5)
        draw.text(fb, _result_text(st)[:25], 0, 6)

    def leds(self, frame, st, now):
        """Each tribe's marker at honor mod the pixel count (24) around both rings, one dim
        pixel behind it per full lap. The tribe in seat k winks k times every two seconds;
        tribes on one pixel take turns (never colour alone)."""
        players = st["players"]
        n = len(players)
        pixels = len(frame) // 3
        if not pixels:
            return False
        slot = now // _WINK_MS % _SLOTS
        turn = now // (_WINK_MS * _SLOTS)
        for p in range(n):
            honor = players[p]["honor"]
            r, g, b = _COLOURS[karekare.TRIBES.index(players[p]["tribe"])]
            for lap in range(1, min(honor // pixels, _MAX_LAPS) + 1):
                _put(frame, (honor - lap) % pixels, r >> 3, g >> 3, b >> 3)
        for p in range(n):
            pos = players[p]["honor"] % pixels
            mine = same = 0
            for q in range(n):
                if players[q]["honor"] % pixels == pos:
                    same += 1
                    if q < p:
                        mine += 1
            if turn % same != mine or (slot % 2 == 0 and slot // 2 <= p):
                continue
            r, g, b = _COLOURS[karekare.TRIBES.index(players[p]["tribe"])]
            _put(frame, pos, r, g, b)
        return True


def _put(frame, pixel, r, g, b):
    frame[3 * pixel] = r
    frame[3 * pixel + 1] = g
    frame[3 * pixel + 2] = b


SPEC = Spec()


def screen(app):
    return GameScreen(app, SPEC)
