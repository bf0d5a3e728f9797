"""Karekare on the device: one turn on one screen, the tile placed and each neighbour that
acts (Playing the Game, The Actions).

Rulebook: ../shared/rules/000_88847eb29f9075ad.txt.
"""

from core import karekare
from core.compat import const
from core.errors import RulesError
from firmware import events, ui
from firmware.display import draw
from firmware.games.karekare.common import KIND, Form, game_state, possessive, row

_PLAYER = const(0)
_PLACED = const(1)
_NEAR = const(2)
_OWNER = const(3)
_END = const(4)  # the "next to" value that ends the turn


class TurnEntry(Form):
    """Playing the Game and The Actions: one turn on one screen. The tile placed, then each
    neighbour that acts, one after the other: OK records it and waits for the next one, hold
    OK records it and passes the turn; only a hold passes (on "next to (pass)", or on the tile
    for a turn with no action), so a stray press never ends a turn: the
    neighbour wheel turns among the tiles only. The player is the one whose turn it is; BACK
    from the tile reaches it, to credit another tribe (a correction). Hold BACK undoes, as on
    the scoreboard. Only pieces on the table are offered as the hut, canoe or field acted on.

    What a press recorded stays in sight ("Done: ...", "Passed: ...") over the way back, hold
    BACK, which takes back all that the press did: a neighbour held records its action and the
    pass, and one hold BACK takes both (the undo's hold OK puts both back).

    The turns are counted (The End of an Era: one per tile of the era's pile): once the last
    one is passed the era's scoring opens, in era 3 the final turns are offered first, and
    after them era 3's scoring and the final bonus (The Last Era and the End of the Game).
    The menu's entries still end an era by hand, for a table that miscounted."""

    undoes = KIND  # hold BACK undoes here too
    entry_key = "turn"  # kept through a power cut (ui.Form)

    def __init__(self, app, board):
        super().__init__(app, "", [0, 0, 0, 0])
        self.board = board  # the scoreboard's spec, whose rings this screen shows
        self.leds_version = -1
        self.standings = None
        self.below = []  # the rows under the lines entered (lines_below)
        self.start_turn()

    def start_turn(self):
        state = game_state(self.app)
        self.values[:] = [state.turn, 0, 0, 0]
        self.field = _PLACED
        self.recorded = ""  # the last outcome recorded this turn, in words ("Done: ...")
        self.short = ""  # the same in fewer words, for when it does not fit whole
        self.turn = state.turn
        self.era = state.era
        self.version = self.app.sessions.version
        self.title = "Turn: " + state.tribes[state.turn]

    def options(self):
        """(owner, field) pairs that make sense here; None when the line needs no owner."""
        p, placed, near = self.values[0], self.values[1], self.values[2]
        if near == _END:
            return None
        state = game_state(self.app)
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

    def count(self):
        options = self.options()
        return 4 if options and len(options) > 1 else 3

    def span(self, field):
        if field == _PLAYER:
            return 0, len(game_state(self.app).tribes) - 1
        if field == _OWNER:
            return 0, len(self.options() or ()) - 1
        return 0, len(karekare.TILES) - 1

    def move(self, field, event):
        if field == _NEAR and self.values[_NEAR] == _END:  # from "(pass)" into the tiles
            self.values[_NEAR] = len(karekare.TILES) - 1 if event == events.EV_NEXT else 0
        super().move(field, event)
        if field < _OWNER:
            self.values[_OWNER] = 0  # another tile or player: the first owner that fits

    def next_player(self):
        """Whose turn follows: the left of the player credited on this screen."""
        return (self.values[_PLAYER] + 1) % len(game_state(self.app).tribes)

    def action(self):
        p, placed, near, pick = self.values
        state = game_state(self.app)
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
            self.drop()
            return False  # leave the screen
        if event == events.EV_LONG_OK:
            if field < _NEAR or self.values[_NEAR] == _END:
                self.pass_turn()
            else:
                self.confirm(True)
            return True
        if event == events.EV_OK and field >= _NEAR and self.values[_NEAR] == _END:
            self.app.say("hold OK to pass the turn")
            return True
        if event == events.EV_OK and field >= _NEAR and field == self.count() - 1:
            self.confirm()
            return True
        return super().handle(event)

    def pass_turn(self):
        """Hold OK where nothing acts: pass."""
        def passing():
            self.values[_NEAR] = _END
            self.confirm()

        passing()

    def corner(self):
        """The turn of the era ("5/16"), or of the final turns."""
        state = game_state(self.app)
        return ui.position(state.passed, karekare.era_turns(state))

    def confirm(self, then_pass=False):
        """Record the action shown. After an action the cursor waits on "next to", set to
        "(pass)" for passing the turn; then_pass passes it at once."""
        state = game_state(self.app)
        ending = self.values[_NEAR] == _END
        if ending and self.next_player() == state.turn:
            self.start_turn()  # a correction for the tribe before: the turn stays
            self.dirty = True
            return
        try:
            action = self.action()
        except RulesError as exc:
            self.app.sessions.refuse(exc)
            return
        words = self.words(state, action)
        done = self.recorded if self.version == self.app.sessions.version else ""
        if not self.app.sessions.act(KIND, action):
            return
        if ending:
            passed = "Passed: {} turn".format(possessive(state.tribes[self.values[_PLAYER]]))
            short = ""
            if then_pass:
                short = passed + ", after its action"
                passed += ", after " + done[6:]  # "Done: " left out
                self.app.sessions.grouped(2)  # one hold BACK takes back both
            self.start_turn()
            self.recorded, self.short = passed, short
            self.era_end(passed if len(ui.wrap(passed)) < 3 else short)  # over its numbers
        else:
            self.recorded, self.short = "Done: " + words, ""
            self.values[_NEAR] = _END
            self.values[_OWNER] = 0
            self.field = _NEAR
            self.version = self.app.sessions.version
            if then_pass:
                self.confirm(True)
        self.dirty = True

    def resumed(self):
        """After a power cut: the era's scoring (or era 3's pile-out prompt) when it was due;
        else, when the player had recorded an action this turn, that it is saved and that a
        held OK passes, on "next to (pass)" (the tile line would invite entering it again)."""
        session = self.app.sessions.get(KIND)
        last, state = session.last, session.state
        if last and last[0] == "act" and last[1] == state.turn:
            self.recorded = "Saved: {} next to {}. Next: hold OK to pass".format(last[2], last[3])
            self.values[_PLACED] = karekare.TILES.index(last[2])
            self.values[_NEAR] = _END
            self.field = _NEAR
        self.era_end()

    def era_end(self, passed=""):
        """Once the era's last turn is passed: its scoring, or in era 3 the final turns; over
        it, what the pass recorded and its way back (hold BACK there undoes it)."""
        state = game_state(self.app)
        turns = karekare.era_turns(state)
        if state.passed < turns:
            return
        from firmware.games.karekare import eras

        if karekare.PHASES[state.phase] == "play" and state.era == karekare.LAST_ERA:
            self.app.push(eras.PileOut(self.app, turns))
        else:
            self.app.push(eras.EraEntry(self.app))
        if passed:
            self.app.say(passed, events.UNDO_HINT)

    def tick(self, now):
        """After an undo or a redo: catch up, and where that left the era's scoring due (its
        pass redone, its scoring undone), open it again."""
        if self.catch_up():
            self.era_end()

    def on_top(self):
        """After era 3 is scored no more turns are played: the final bonus takes this place."""
        if karekare.PHASES[game_state(self.app).phase] == "final bonus":
            from firmware.games.karekare import eras

            self.app.replace(eras.FinalEntry(self.app))

    def catch_up(self):
        """True after an undo or a redo (the game changed under this screen): this turn starts
        afresh."""
        if self.app.sessions.version == self.version:
            return False
        state = game_state(self.app)
        self.recorded = self.short = ""
        self.version = self.app.sessions.version
        if state.turn != self.turn or state.era != self.era:
            self.start_turn()
        return True

    def prepare(self):
        self.catch_up()
        self.field = min(self.field, self.count() - 1)
        self.shown = self.outcome()
        if self.field == _PLAYER:
            self.hint = "-/+ tribe  OK tile"
        elif self.field == _PLACED:
            self.hint = "-/+ tile, OK  hold: pass"
        elif self.values[_NEAR] == _END:
            self.hint = "hold OK: pass, -/+ tile"
        elif self.field == _OWNER or self.count() == 3:
            self.hint = "OK record, hold: & pass" if self.shown[1] else self.refused_hint
        else:
            self.hint = "-/+ tile  OK whose"
        self.below = self.lines_below(3 if self.options() else 4)

    def lines_below(self, rows):
        """The rows under the lines entered: what OK would do, then what the last press
        recorded and its way back, hold BACK; each whole, never cut (issue 20). Passing says
        less (who is next, or nothing: ring 2 shows it); what was recorded says it in fewer
        words, or its way back takes the hint row; while the next neighbour is chosen it
        gives way to what OK would do (History has it)."""
        text = ui.wrap(self.shown[0])
        if not self.recorded:
            return text
        ending = self.values[_NEAR] == _END
        texts = [text]
        if ending:
            state = game_state(self.app)
            texts += [ui.wrap("then {} plays next".format(state.tribes[self.next_player()])), []]
        notes = [ui.wrap(note) for note in (self.recorded, self.short) if note]
        for text in texts:
            for done in notes:
                if len(text) + len(done) < rows:
                    return text + done + [events.UNDO_HINT]
        if ending and len(notes[0]) <= rows:
            self.hint = events.UNDO_HINT
            return notes[0]
        return texts[0]

    def body(self, fb):
        state = game_state(self.app)
        values, field = self.values, self.field
        row(fb, 1, "Player", state.tribes[values[_PLAYER]], field == _PLAYER)
        x = draw.text(fb, karekare.TILES[values[_PLACED]], 3, 2)
        if field == _PLACED:
            draw.invert_row(fb, 2, 1, x + 1)
        draw.text(fb, "next to", 42, 2)
        near = "(pass)" if values[_NEAR] == _END else karekare.TILES[values[_NEAR]]
        x = draw.text(fb, near, 82, 2)
        if field == _NEAR:
            draw.invert_row(fb, 2, 80, x + 1)
        options = self.options()
        top = 4 if options else 3  # the rows below the lines entered: what OK would do
        if options:
            q, k = options[min(values[_OWNER], len(options) - 1)]
            if k is None:
                label = "Hut of" if karekare.TILES[values[_NEAR]] == "hill" else "Canoe of"
                row(fb, 3, label, state.tribes[q], field == _OWNER)
            else:
                value = "{} {}".format(state.tribes[q], k + 1)
                if state.tracking:
                    value += ", {} left".format(state.fields[q][k])
                row(fb, 3, "Field", value, field == _OWNER, 30)
        for i, line in enumerate(self.below):
            if top + i < 7:
                draw.text(fb, line, 0, top + i)

    def leds(self, frame, now):
        """The scoreboard's rings: the turn and the race stay in sight while entering."""
        if self.leds_version != self.app.sessions.version:
            self.standings = self.app.sessions.get(KIND).standings()
            self.leds_version = self.app.sessions.version
        return self.board.leds(frame, self.standings, now)

    def words(self, state, action):
        """The outcome without the player and the tiles, which are shown above."""
        if self.values[_NEAR] == _END:
            return "End of {} turn: {} plays next".format(
                possessive(state.tribes[self.values[_PLAYER]]),
                state.tribes[self.next_player()])
        return karekare.effects(state, action) or "no change to record"
