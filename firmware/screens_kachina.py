"""Kachina on the device: players, the first play, each turn's row and column points, the end.

Rulebook: ../shared/rules/003_fb0045c4cf4505da.txt. Players are P1..P5 in clockwise seat order.
"""

from core import dice, kachina
from core.compat import const
from firmware import draw, events, ui
from firmware.game_screen import GameScreen

KIND = "kachina"
_POINTS = (0, 2, 3, 4, 5, 6, 7)  # 2. Score Points: a line scores nothing, or 1 per tile, 2-7
_COLOURS = ((255, 0, 0), (0, 200, 0), (0, 64, 255), (255, 180, 0), (180, 0, 255))
_BLINK_MS = const(400)
_FIELD_X = (14, 64)


def _act(app, action):
    return app.act(KIND, action)


def _names(app):
    return app.session(KIND).state.names


def _first_choice(app):
    """Setup: a randomly selected player takes the first turn (the device's dice draw one,
    or the table names him); Game Play: he starts the board and scores 1 point. A draw is
    kept in the journal as its result."""
    names = _names(app)

    def picked(index):
        if index:
            _act(app, kachina.first(index - 1))
            return
        player = dice.draw(list(range(len(names))), app.dice)
        if _act(app, kachina.first(player)):
            app.say("drawn: {} plays first".format(names[player]))

    return ui.Choice(app, "Who plays first?", ["Draw at random"] + list(names), picked)


def _player_choice(app, start):
    """End of the Game: players may get unequal turns, so any player may take one."""
    return ui.Choice(app, "Whose turn?", _names(app),
                     lambda p: app.push(TurnEntry(app, p)), start)


def _end(app):
    """End of the Game: the last tile is played; asked first, as it ends the game."""

    def picked(index):
        if index:
            _act(app, kachina.end())

    app.push(ui.Choice(app, "End the game?", ["Keep playing", "End it: last tile played"],
                       picked))


def _ranking(app):
    """End of the Game: best first; on a tie, who reached the highest score first."""
    state = app.session(KIND).state
    names, scores = state.names, state.scores
    order = kachina.ranking(state)
    lines = ["  {:<10}{:>4}{:>6}".format("Player", "Pts", "Turns")]
    for rank in range(len(order)):
        p = order[rank]
        lines.append("{} {:<10}{:>4}{:>6}".format(rank + 1, names[p], scores[p], state.turns[p]))
    top = kachina.tied_at_top(state)
    if len(top) > 1:
        lines.append("Tied at {}: who got".format(scores[top[0]]))
        lines.append("there first wins:")
        for p in order[: len(top)]:
            lines.append("{} at play {}".format(names[p], state.reached[p]))
    return ui.TextView(app, "Ranking", lines)


class TurnEntry(ui.Screen):
    """2. Score Points: the row's points, then the column's (0, or 2 to 7 each); OK records."""

    def __init__(self, app, player):
        super().__init__(app)
        self.player = player
        self.title = "Turn: " + _names(app)[player]
        self.picks = [0, 0]
        self.field = 0

    def handle(self, event):
        picks, field = self.picks, self.field
        if event == events.EV_NEXT:  # the values stop at 7 and at 0: no wrap to surprise
            picks[field] = min(picks[field] + 1, len(_POINTS) - 1)
        elif event == events.EV_PREV:
            picks[field] = max(picks[field] - 1, 0)
        elif event == events.EV_OK and not field:
            self.field = 1
        elif event == events.EV_OK:
            row, column = _POINTS[picks[0]], _POINTS[picks[1]]
            if _act(self.app, kachina.turn(self.player, row, column)):
                self.app.pop()
            return True
        elif event == events.EV_BACK and field:
            self.field = 0
        else:
            return False
        self.dirty = True
        return True

    def render(self, fb):
        self.hint = "-/+ column  OK record" if self.field else "-/+ row  OK column"
        super().render(fb)

    def body(self, fb):
        score = self.app.session(KIND).state.scores[self.player]
        row, column = _POINTS[self.picks[0]], _POINTS[self.picks[1]]
        draw.text(fb, "score {} -> {}".format(score, score + row + column), 0, 1)
        draw.text_big(fb, str(row), _FIELD_X[0], 2)
        draw.text_big(fb, "+", 39, 2)
        draw.text_big(fb, str(column), _FIELD_X[1], 2)
        draw.text_big(fb, "= {}".format(row + column), 89, 2)
        x = _FIELD_X[self.field]
        draw.invert_row(fb, 2, x - 3, x + 13)
        draw.invert_row(fb, 3, x - 3, x + 13)
        draw.text(fb, "row", 12, 4)
        draw.text(fb, "column", 54, 4)
        draw.text(fb, "0, or 1 per tile (2-7)", 0, 5)
        draw.text(fb, "if the new tile dominates", 0, 6)


class Spec:
    """The Kachina scoreboard for GameScreen."""

    kind = KIND
    title = "Kachina"

    def setup(self, app):
        """Setup: 2 to 5 players, named P1.. clockwise; then who plays first (Game Play)."""

        def count_picked(index):
            count = index + kachina.MIN_PLAYERS
            app.start(KIND, kachina.settings(["P{}".format(p + 1) for p in range(count)]))
            app.push(_first_choice(app))

        labels = ["{} players".format(n)
                  for n in range(kachina.MIN_PLAYERS, kachina.MAX_PLAYERS + 1)]
        app.push(ui.Choice(app, "How many players?", labels, count_picked, 2))

    def actions(self, app):
        st = app.session(KIND).standings()
        if st["over"]:
            return [("Ranking", lambda: app.push(_ranking(app)))]
        if st["leader"] is None:
            return [("First play", lambda: app.push(_first_choice(app))),
                    ("End game", lambda: _end(app))]
        player = st["next"]
        return [
            ("Turn " + st["names"][player], lambda: app.push(TurnEntry(app, player))),
            ("Turn: another player", lambda: app.push(_player_choice(app, player))),
            ("Ranking", lambda: app.push(_ranking(app))),
            ("End game", lambda: _end(app)),
        ]

    def draw(self, fb, st):
        """The leader's score big, the others ranked beside it, the tie-break in words."""
        names, scores, leader = st["names"], st["scores"], st["leader"]
        if leader is None:
            draw.text(fb, "{} players, all at 0".format(len(names)), 0, 2)
            draw.text(fb, "OK: enter the first play", 0, 4)
            return
        draw.text(fb, "1 " + names[leader][:9], 0, 1)
        draw.text_big(fb, str(scores[leader]), 4, 2)
        order = st["ranking"]
        for rank in range(1, len(order)):
            p = order[rank]
            draw.text(fb, "{} {:<6}{:>3}".format(rank + 1, names[p][:6], scores[p]), 70, rank)
        if len(st["top"]) > 1:
            draw.text(fb, "Tie {}: {} got it first".format(
                scores[leader], names[leader][:6])[:25], 0, 5)
        if st["over"]:
            draw.text(fb, "Game over: {} wins".format(names[leader][:9]), 0, 6)
        else:
            draw.text(fb, "Next: {}".format(names[st["next"]][:10]), 0, 6)

    def leds(self, frame, st, now):
        """The leader's seat lit on both rings; tied leaders blink together; at the end, the
        winner's seat alone, steady."""
        leader = st["leader"]
        if leader is None:
            return False
        count = len(st["names"])
        top = st["top"]
        if st["over"] or len(top) < 2:
            _seat(frame, leader, count)
        elif not (now // _BLINK_MS) % 2:
            for p in top:
                _seat(frame, p, count)
        return True


def _seat(frame, player, count):
    """Light the player's seat, its place around the table, on both rings."""
    r, g, b = _COLOURS[player]
    ring = len(frame) // 6
    base = 3 * (player * ring // count)
    while base < 6 * ring:  # the same seat on each ring, without allocating a tuple
        frame[base] = r
        frame[base + 1] = g
        frame[base + 2] = b
        base += 3 * ring


SPEC = Spec()


def screen(app):
    return GameScreen(app, SPEC)
