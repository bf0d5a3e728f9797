"""Moeraki-Kemu on the device: setup, each game's end, Marae tiles, the scale on screen and rings.

Rulebook: ../shared/rules/002_4a0c2ca0d9f89f19.txt. Two players, named at setup (Matau and
Manaia unless the table names them), each with a colour for the rings.
"""

from core import moeraki
from core.compat import const
from firmware import ui
from firmware.display import draw
from firmware.games.shared import game_screen, rings

KIND = "moeraki"
_LEVELS = ("Beginner", "Basic", "Master")
_EARLY = ("Tahuna: beach", "Awa A: river", "Awa B: river to ball", "Ara: path")
# The Marae entry's fields: each player's full, 3:0 and 2:1 tiles (0 to the tiles of a colour).
_TILES = tuple((label, 0, moeraki.TILES, None)
               for label in ("full tiles", "semi 3:0 = 1 pt", "semi 2:1 = 1/2 pt") * 2)
DEFAULT_COLOURS = rings.seat_colours(2)  # by seat (rings.PALETTE)
_GAP = const(4)


def _act(app, action):
    return app.sessions.act(KIND, action)


def _names(app):
    return app.sessions.get(KIND).state.names


def _ball_choice(app, start):
    """B. Start of the game: the younger player, or after a tie whoever the players agree;
    the hint row says so."""
    return ui.Choice(app, "Who places the ball?", _names(app),
                     lambda p: _act(app, moeraki.ball(p)), start,
                     "the younger player, OK")


def _winner_choice(app, way):
    """D. End of the game: an early win by Tahuna, Awa A, Awa B or Ara."""
    return ui.Choice(app, moeraki.WAY_NAMES[way] + ": who won?", _names(app),
                     lambda p: _act(app, moeraki.win(p, moeraki.WAYS[way])))


def _tane_choice(app, used):
    """Master's Game: each player brings the Tane forward once; the rules refuse a second."""
    names = _names(app)
    labels = [names[p] + (" (used)" if used[p] else "") for p in (0, 1)]
    return ui.Choice(app, "Tane forward: who?", labels,
                     lambda p: _act(app, moeraki.tane(p)), 1 if used[0] and not used[1] else 0)


def _tallies(app):
    """D and E: victories by way of winning, Ara ties, the scale."""
    st = app.sessions.get(KIND).standings()
    names = st["names"]
    lines = ["1: " + names[0], "2: " + names[1], "{:<8}{:>7}{:>8}".format("Way", "1", "2")]
    for i in range(len(moeraki.WAYS)):
        counts = st["ways"][moeraki.WAYS[i]]
        lines.append("{:<8}{:>7}{:>8}".format(moeraki.WAY_NAMES[i], counts[0], counts[1]))
    wins = st["victories"]
    lines.append("{:<8}{:>7}{:>8}".format("Total", wins[0], wins[1]))
    lines.append("Ara ties {}, games {}".format(st["ties"], st["games"]))
    lines.append("Target {} {}".format(st["scale"], st["target"]))
    return ui.TextView(app, "Tallies", lines)


class MaraeEntry(ui.Form):
    """D. Marae: both players' full, 3:0 and 2:1 semi-beach tiles, with the scores as they go.

    The entry form: PREV/NEXT count (0 to the 24 tiles of a colour), OK moves on and records
    after the last, BACK steps back, hold OK records.
    """

    kind = KIND
    entry_key = "marae"  # kept through a power cut (ui.Form)
    wraps = False
    hints = ("-/+ OK next  hold OK=save", "-/+  OK record")

    def __init__(self, app):
        super().__init__(app, "Marae: tribal tiles", [0, 0, 0, 0, 0, 0], _TILES)

    def action(self):
        return moeraki.marae(self.values[0:3], self.values[3:6])

    def confirm(self):
        """The Marae is counted on a full board: a form never filled in (a power cut reopens
        it empty) records nothing."""
        if not any(self.values):
            self.app.say("count the tiles first")
            return
        super().confirm()

    def body(self, fb):
        state = self.app.sessions.get(KIND).state
        names, tiles = state.names, self.values
        for label, x in (("full", 48), ("3:0", 70), ("2:1", 88), ("pts", 113)):
            draw.text(fb, label, x, 1)
        halves = [0, 0]
        for p in (0, 1):
            row = 2 + p
            draw.text(fb, names[p], 0, row)
            for i in range(3):
                x = 55 + 18 * i
                draw.text(fb, "{:>2}".format(tiles[3 * p + i]), x, row)
                if self.field == 3 * p + i:
                    draw.invert_row(fb, row, x - 2, x + 11)
            halves[p] = moeraki.marae_halves(tiles[3 * p : 3 * p + 3])
            points = moeraki.halves_text(halves[p])
            draw.text(fb, points, fb.width - draw.text_width(points), row)
        line = "{}: {}".format(names[self.field // 3], self.fields[self.field][0])
        draw.text(fb, line if len(line) <= 25 else self.fields[self.field][0], 0, 4)
        if state.placer is None:
            return
        winner = moeraki.marae_winner(halves[0], halves[1], state.placer)
        if halves[0] == halves[1]:
            draw.text(fb, "Tie: who placed the ball", 0, 5)
            draw.text(fb, "wins: " + names[winner], 0, 6)
        else:
            scores = (moeraki.halves_text(halves[winner]),
                      moeraki.halves_text(halves[1 - winner]))
            line = "{} wins {} to {}".format(names[winner], *scores)
            if len(line) > 25:  # a long name: the score shorter, never cut
                line = "{} wins {}-{}".format(names[winner], *scores)
            draw.text(fb, line, 0, 6)


class Spec:
    """The Moeraki-Kemu scoreboard for game_screen.GameScreen."""

    kind = KIND

    def __init__(self):
        self.rings = rings.Rings(_ring_data)

    def rematch(self, app, settings):
        """A new Kemu with the same players, level and scale; B: the younger player places
        the first ball, which the table says (the menu's first entry)."""
        app.sessions.start(KIND, settings)

    def setup(self, app):
        """Ways to Play, E. The Moeraki-Scale, then B: the younger player places the ball."""

        def level_picked(level):
            def target_picked(target):
                from firmware.games.shared.roster import Roster, close_setup

                def named(names, colours):
                    settings = moeraki.settings(
                        moeraki.LEVELS[level], moeraki.SCALES[target][1], names, colours)
                    close_setup(app, KIND)
                    app.sessions.start(KIND, settings)
                    app.push(_ball_choice(app, 0))

                colours = [rings.PALETTE[i][0] for i in DEFAULT_COLOURS]
                app.push(Roster(app, "Players", list(moeraki.DEFAULT_NAMES), colours, named))

            scales = ["{} {}".format(name, n) for name, n in moeraki.SCALES]
            app.push(ui.Choice(app, "Victories to win", scales, target_picked, 1))

        app.push(ui.Choice(app, "Level", _LEVELS, level_picked, 1))

    def actions(self, app):
        st = app.sessions.get(KIND).standings()
        items = []
        if st["winner"] is None and st["placer"] is None:
            items.append(("Who places the ball", lambda: app.push(_ball_choice(app, 0))))
        elif st["winner"] is None:
            items.append(("Marae: count tiles", lambda: app.push(MaraeEntry(app))))
            for way in range(4):
                items.append((_EARLY[way], self._early(app, way)))
            if st["level"] == "beginner":
                items.append(("Ara tie: no victory", lambda: self._tie(app)))
            if st["level"] == "master":
                used = st["tane"]
                items.append(("Tane forward", lambda: app.push(_tane_choice(app, used))))
            if st["placer_open"]:
                placer = st["placer"]
                items.append(("Change ball placer", lambda: app.push(_ball_choice(app, placer))))
        items.append(("Tallies", lambda: app.push(_tallies(app))))
        return items

    def _early(self, app, way):
        return lambda: app.push(_winner_choice(app, way))

    def _tie(self, app):
        """D. Ara: in the beginner's game a tie is possible, no victory."""
        app.pop()
        _act(app, moeraki.tie())

    def draw(self, fb, st):
        """E. The Moeraki-Scale: each player's name, colour on the rings (the legend) and
        victories, as a number and a row of boxes toward the target. The player who places
        the ball (or the winner) is inverted."""
        names, wins, target = st["names"], st["victories"], st["target"]
        level = _LEVELS[moeraki.LEVELS.index(st["level"])]
        game = "game {}".format(st["game"]) if st["game"] else ""
        draw.text(fb, "{} {}, {}".format(st["scale"], target, level), 0, 1,
                  end=fb.width - draw.text_width(game) - 3)
        draw.right(fb, game, 1)
        colours = [rings.PALETTE[rings.pick(st["colours"], p, DEFAULT_COLOURS)][0]
                   for p in (0, 1)]
        x_colour = max(draw.text_width(name) for name in names) + _GAP
        x_wins = x_colour + max(draw.text_width(colour) for colour in colours) + _GAP
        x_box = x_wins + draw.text_width("10") + _GAP
        seg = max((fb.width - x_box) // target, 2)
        winner, placer = st["winner"], st["placer"]
        marked = placer if winner is None else winner
        for p in (0, 1):
            row = 2 + p
            end = draw.text(fb, names[p], 0, row)
            if p == marked:
                draw.invert_row(fb, row, 0, end)
            draw.text(fb, colours[p], x_colour, row)
            draw.text(fb, str(wins[p]), x_wins, row)
            for k in range(target):
                x = x_box + k * seg
                if k < wins[p]:
                    fb.fill_rect(x, row * 8 + 1, seg - 1, 6, 1)
                else:
                    fb.rect(x, row * 8 + 1, seg - 1, 6, 1)
        if winner is not None:
            draw.text(fb, "{} wins the Kemu".format(names[winner]), 0, 4)
            draw.text(fb, "{}-{} in {} games".format(
                wins[winner], wins[1 - winner], st["games"]), 0, 5)
        elif placer is None:
            draw.text(fb, "Ball: the younger player", 0, 4)
        else:
            draw.text(fb, "Ball: {}{}".format(
                names[placer], " (may change)" if st["placer_open"] else ""), 0, 4)
            if st["level"] == "master":
                used = [names[p] for p in (0, 1) if st["tane"][p]]
                draw.text(fb, "Tane: " + (" ".join(used) if used else "none yet"), 0, 5)
        draw.text(fb, _last(st), 0, 6)

    def leds(self, frame, st, now):
        """E. The Moeraki-Scale: one ring a player, the victories out of the target; the last
        pixel of the ring of who places the ball (B); the winner's ring blinks
        (firmware.games.shared.rings, Rings.tallies)."""
        return self.rings.tallies(frame, st, st["target"], now)


def _ring_data(st):
    """The seats (firmware.games.shared.rings.Rings): names, victories, colours, ball placer,
    winner."""
    colours = [rings.PALETTE[rings.pick(st["colours"], p, DEFAULT_COLOURS)][1] for p in (0, 1)]
    placer = -1 if st["placer"] is None else st["placer"]
    return (st["names"], st["victories"], colours, placer,
            [] if st["winner"] is None else [st["winner"]])


def _last(st):
    """The last game in a few words, or what to do next."""
    last = st["last"]
    if last is None:
        return "OK: enter who places ball" if st["placer"] is None else "OK: record a game"
    name = st["names"][last["winner"]] if last["winner"] is not None else ""
    if last["way"] == "ara-tie":
        return "Last: Ara tie, no victory"
    if last["way"] != "marae":
        return "Last: {} by {}".format(name, moeraki.WAY_NAMES[moeraki.WAYS.index(last["way"])])
    halves = last["halves"]
    if halves[0] == halves[1]:
        return "Marae tie, ball: " + name
    return "Marae {}-{}: {}".format(
        moeraki.halves_text(halves[0]), moeraki.halves_text(halves[1]), name)


SPEC = Spec()


def screen(app):
    return game_screen.GameScreen(app, SPEC)
