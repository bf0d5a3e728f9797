"""Kachina on the device: players, the first play, each turn's row and column points, the end.

Rulebook: ../shared/rules/003_fb0045c4cf4505da.txt. Players are named at setup (P1..P5
unless the table names them), in clockwise seat order, each with a colour for the rings.
"""

from core import dice, kachina
from core.compat import const
from firmware import ui
from firmware.display import draw
from firmware.games.shared import game_screen, rings

KIND = "kachina"
_POINTS = (0, 2, 3, 4, 5, 6, 7)  # 2. Score Points: a line scores nothing, or 1 per tile, 2-7
_LINES = (("row", 0, len(_POINTS) - 1, None), ("column", 0, len(_POINTS) - 1, None))
DEFAULT_COLOURS = rings.SEAT_COLOURS  # by seat (rings.PALETTE)
_FIELD_X = (14, 64)
_NAME_X = const(8)
_ROW_CHARS = const(25)
_COLOUR_X = const(62)


def _act(app, action):
    return app.sessions.act(KIND, action)


def _names(app):
    return app.sessions.get(KIND).state.names


def _first_choice(app):
    """Setup: a randomly selected player takes the first turn (the device's dice draw one,
    or the table names him); Game Play: he starts the board and scores 1 point. A draw is
    kept in the journal as its result."""
    names = _names(app)

    def picked(index):
        if index:
            _act(app, kachina.first(index - 1))
        else:
            _draw_first(app)

    return ui.Choice(app, "Who plays first?", ["Draw at random"] + list(names), picked)


def _draw_first(app):
    """Setup: the device's dice draw the player who takes the first turn."""
    names = _names(app)
    player = dice.draw(list(range(len(names))), app.device.dice)
    if _act(app, kachina.first(player)):
        app.say("drawn: {} plays first".format(names[player]))


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


def _won(name, score, tied):
    """End of the Game: the winner and why ("reached it first" on a tie), in the longest
    wording that fits a row."""
    if tied:
        wordings = ("{} wins: reached {} first", "{} wins: got {} first", "{} wins, {} first")
    else:
        wordings = ("Game over: {} wins with {}", "{} wins with {}")
    lines = [wording.format(name, score) for wording in wordings]
    return ([line for line in lines if len(line) <= _ROW_CHARS] + lines[-1:])[0]


def _ranking(app):
    """End of the Game: best first; on a tie, who reached the highest score first."""
    state = app.sessions.get(KIND).state
    names, scores = state.names, state.scores
    order = kachina.ranking(state)
    lines = ["  {:<10}{:>4}{:>6}".format("Player", "Pts", "Turns")]
    for rank in range(len(order)):
        p = order[rank]
        name = names[p] + " " * (10 - len(names[p]))  # not {:<10}: MicroPython pads bytes
        lines.append("{} {}{:>4}{:>6}".format(rank + 1, name, scores[p], state.turns[p]))
    top = kachina.tied_at_top(state)
    if len(top) > 1:
        lines.append("Tied at {}: who got".format(scores[top[0]]))
        lines.append("there first wins:")
        for p in order[: len(top)]:
            lines.append("{} at play {}".format(names[p], state.reached[p]))
    return ui.TextView(app, "Ranking", lines)


class TurnEntry(ui.Form):
    """2. Score Points: the row's points, then the column's (0, or 2 to 7 each); OK records.
    The values stop at 7 and at 0: no wrap to surprise."""

    kind = KIND
    wraps = False
    hints = ("-/+ row  OK column", "-/+ column  OK record")

    def __init__(self, app, player):
        super().__init__(app, "Turn: " + _names(app)[player], [0, 0], _LINES)
        self.player = player
        self.entry_key = "turn {}".format(player)  # kept through a power cut (ui.Form)

    def action(self):
        return kachina.turn(self.player, _POINTS[self.values[0]], _POINTS[self.values[1]])

    def body(self, fb):
        score = self.app.sessions.get(KIND).state.scores[self.player]
        row, column = _POINTS[self.values[0]], _POINTS[self.values[1]]
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
        # 2. Score Points: a line scores only with at least two tiles, so never 1.
        draw.text(fb, "dominates: 1 a tile, 2-7", 0, 5)
        draw.text(fb, "a tile alone scores 0", 0, 6)


class Spec:
    """The Kachina scoreboard for game_screen.GameScreen."""

    kind = KIND
    direct = True  # OK on the scoreboard opens the next turn's entry: each turn is one

    def __init__(self):
        self.rings = rings.Rings(_ring_data)

    def setup(self, app):
        """Setup: 2 to 5 players, clockwise, their names (P1.. unless named) and colours;
        then who plays first (Game Play)."""
        from firmware.games.shared.roster import Roster, close_setup

        def count_picked(index):
            count = index + kachina.MIN_PLAYERS

            def named(names, colours):
                settings = kachina.settings(names, colours)
                close_setup(app, KIND)
                app.sessions.start(KIND, settings)
                app.push(_first_choice(app))

            colours = [rings.PALETTE[DEFAULT_COLOURS[p]][0] for p in range(count)]
            app.push(Roster(app, "Players", ["P{}".format(p + 1) for p in range(count)],
                            colours, named))

        labels = ["{} players".format(n)
                  for n in range(kachina.MIN_PLAYERS, kachina.MAX_PLAYERS + 1)]
        menu = ui.Menu(app, "How many players?", ui.indexed(labels, count_picked))
        menu.index = 2
        app.push(menu)

    def rematch(self, app, settings):
        """Setup again with the same players: a randomly selected one plays first."""
        if app.sessions.start(KIND, settings):
            _draw_first(app)

    def actions(self, app):
        st = app.sessions.get(KIND).standings()
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
        """A row per player, best first once the game has started: the place, the name, the
        colour on the rings (the legend) and the score; the player whose turn is proposed
        (or the winner) inverted; the tie-break or what comes next below."""
        names, scores, leader = st["names"], st["scores"], st["leader"]
        order = st["ranking"] if leader is not None else range(len(names))
        marked = st["winner"] if st["over"] else st["next"]
        for rank, p in enumerate(order):
            row = 1 + rank
            if leader is not None:
                draw.text(fb, str(rank + 1), 0, row)
            end = draw.text(fb, names[p], _NAME_X, row)
            if p == marked:
                draw.invert_row(fb, row, _NAME_X - 1, end)
            colour = rings.PALETTE[rings.pick(st["colours"], p, DEFAULT_COLOURS)][0]
            draw.text(fb, colour, _COLOUR_X, row)
            draw.text(fb, str(scores[p]), fb.width - draw.text_width(str(scores[p])), row)
        if leader is None:
            line = "OK: enter the first play"
        elif st["over"]:
            line = _won(names[leader], scores[leader], len(st["top"]) > 1)
        elif len(st["top"]) > 1:
            line = "Tie: {} got {} first".format(names[leader], scores[leader])
        else:
            line = "{} plays next".format(names[st["next"]])
        draw.text(fb, line, 0, 6)

    def corner(self, st):
        return "score"

    def leds(self, frame, st, now):
        """Ring 1: the race of scores; ring 2: whose turn is proposed, or the winner
        (firmware.games.shared.rings). Before the first play every seat is lit on ring 1 (all
        tied at 0) and ring 2 is dark: nobody's turn yet."""
        return self.rings.draw(frame, st, now)


def _ring_data(st):
    """The seats (firmware.games.shared.rings.Rings): names, scores, colours, proposed turn,
    winner."""
    colours = [rings.PALETTE[rings.pick(st["colours"], p, DEFAULT_COLOURS)][1]
               for p in range(len(st["names"]))]
    if st["over"]:
        return st["names"], st["scores"], colours, -1, [st["winner"]]
    return st["names"], st["scores"], colours, -1 if st["next"] is None else st["next"], []


SPEC = Spec()


def screen(app):
    return game_screen.GameScreen(app, SPEC)
