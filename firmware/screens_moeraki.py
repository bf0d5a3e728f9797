"""Moeraki-Kemu on the device: setup, each game's end, Marae tiles, the scale on screen and rings.

Rulebook: ../shared/rules/002_4a0c2ca0d9f89f19.txt. Player 0 has ring 1, player 1 ring 2.
"""

from core import moeraki
from core.compat import const
from firmware import draw, events, ui
from firmware.game_screen import GameScreen

KIND = "moeraki"
_LEVELS = ("Beginner", "Basic", "Master")
_NAMES = (("Matau", "Manaia"), ("P1", "P2"))
_EARLY = ("Tahuna: beach", "Awa A: river", "Awa B: river to ball", "Ara: path")
_FIELDS = ("full tiles", "semi 3:0 = 1 pt", "semi 2:1 = 1/2 pt")
_COLOURS = ((0, 96, 255), (255, 160, 48))
_BAR_X = const(45)
_BAR_W = const(80)
_BLINK_MS = const(400)


def _act(app, action):
    return app.act(KIND, action)


def _names(app):
    return app.session(KIND).state.names


def _ball_choice(app, start):
    """B. Start of the game: the younger player, or after a tie whoever the players agree."""
    return ui.Choice(app, "Who places the ball?", _names(app),
                     lambda p: _act(app, moeraki.ball(p)), start)


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
    st = app.session(KIND).standings()
    names = st["names"]
    lines = ["{:<8}{:>7}{:>8}".format("Way", names[0][:6], names[1][:6])]
    for i in range(len(moeraki.WAYS)):
        counts = st["ways"][moeraki.WAYS[i]]
        lines.append("{:<8}{:>7}{:>8}".format(moeraki.WAY_NAMES[i], counts[0], counts[1]))
    wins = st["victories"]
    lines.append("{:<8}{:>7}{:>8}".format("Total", wins[0], wins[1]))
    lines.append("Ara ties {}, games {}".format(st["ties"], st["games"]))
    lines.append("Target {} {}".format(st["scale"], st["target"]))
    return ui.TextView(app, "Tallies", lines)


class MaraeEntry(ui.Screen):
    """D. Marae: both players' full, 3:0 and 2:1 semi-beach tiles, with the scores as they go.

    PREV/NEXT count, OK moves on (and records after the last), BACK steps back, hold OK records.
    """

    title = "Marae: tribal tiles"

    def __init__(self, app):
        super().__init__(app)
        self.tiles = [0, 0, 0, 0, 0, 0]
        self.field = 0

    def handle(self, event):
        tiles, field = self.tiles, self.field
        if event == events.EV_NEXT:
            tiles[field] = min(tiles[field] + 1, moeraki.TILES)
        elif event == events.EV_PREV:
            tiles[field] = max(tiles[field] - 1, 0)
        elif event == events.EV_OK and field < 5:
            self.field += 1
        elif event in (events.EV_OK, events.EV_LONG_OK):
            if _act(self.app, moeraki.marae(tiles[0:3], tiles[3:6])):
                self.app.pop()
            return True
        elif event == events.EV_BACK and field:
            self.field -= 1
        else:
            return False
        self.dirty = True
        return True

    def render(self, fb):
        self.hint = "-/+  OK record" if self.field == 5 else "-/+ OK next  hold OK=save"
        super().render(fb)

    def body(self, fb):
        state = self.app.session(KIND).state
        names, tiles = state.names, self.tiles
        draw.text(fb, "full 3:0 2:1    pts", 30, 1)
        halves = [0, 0]
        for p in (0, 1):
            row = 2 + p
            draw.text(fb, names[p][:6], 0, row)
            for i in range(3):
                x = 35 + 20 * i
                draw.text(fb, "{:>3}".format(tiles[3 * p + i]), x, row)
                if self.field == 3 * p + i:
                    draw.invert_row(fb, row, x - 2, x + 16)
            halves[p] = moeraki.marae_halves(tiles[3 * p : 3 * p + 3])
            draw.text(fb, "{:>5}".format(moeraki.halves_text(halves[p])), 100, row)
        draw.text(fb, "{}: {}".format(names[self.field // 3][:6], _FIELDS[self.field % 3]), 0, 4)
        if state.placer is None:
            return
        winner = moeraki.marae_winner(halves[0], halves[1], state.placer)
        if halves[0] == halves[1]:
            draw.text(fb, "Tie: the ball decides,", 0, 5)
            draw.text(fb, "{} placed it: wins".format(names[winner]), 0, 6)
        else:
            draw.text(fb, "{} wins {} to {}".format(
                names[winner], moeraki.halves_text(halves[winner]),
                moeraki.halves_text(halves[1 - winner])), 0, 6)


class Spec:
    """The Moeraki-Kemu scoreboard for GameScreen."""

    kind = KIND
    title = "Moeraki-Kemu"

    def setup(self, app):
        """Ways to Play, E. The Moeraki-Scale, then B: the younger player places the ball."""

        def level_picked(level):
            def target_picked(target):
                def names_picked(names):
                    app.start(KIND, moeraki.settings(
                        moeraki.LEVELS[level], moeraki.SCALES[target][1], _NAMES[names]))
                    app.push(_ball_choice(app, 0))

                app.push(ui.Choice(app, "Player names", ["Matau / Manaia", "P1 / P2"],
                                   names_picked))

            scales = ["{} {}".format(name, n) for name, n in moeraki.SCALES]
            app.push(ui.Choice(app, "Victories to win", scales, target_picked, 1))

        app.push(ui.Choice(app, "Level", _LEVELS, level_picked, 1))

    def actions(self, app):
        st = app.session(KIND).standings()
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
        """E. The Moeraki-Scale: each player's victories as a row of boxes toward the target."""
        names, wins, target = st["names"], st["victories"], st["target"]
        level = _LEVELS[moeraki.LEVELS.index(st["level"])]
        draw.text(fb, "{} {} {}".format(st["scale"], target, level), 0, 1)
        if st["game"]:
            draw.right(fb, "G{}".format(st["game"]), 1)
        seg = _BAR_W // target
        for p in (0, 1):
            row = 2 + p
            draw.text(fb, "{:<6}{:>2}".format(names[p][:6], wins[p]), 0, row)
            for k in range(target):
                x = _BAR_X + k * seg
                if k < wins[p]:
                    fb.fill_rect(x, row * 8 + 1, seg - 1, 6, 1)
                else:
                    fb.rect(x, row * 8 + 1, seg - 1, 6, 1)
        winner, placer = st["winner"], st["placer"]
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
        draw.text(fb, _last(st)[:25], 0, 6)

    def leds(self, frame, st, now):
        """Ring 1 and ring 2 fill toward the target; the match winner's ring blinks."""
        wins, target, winner = st["victories"], st["target"], st["winner"]
        for p in (0, 1):
            if p == winner and (now // _BLINK_MS) % 2:
                continue
            r, g, b = _COLOURS[p]
            ring = len(frame) // 6
            base = 3 * ring * p
            for i in range(wins[p] * ring // target):
                frame[base + 3 * i] = r
                frame[base + 3 * i + 1] = g
                frame[base + 3 * i + 2] = b
        return True


def _last(st):
    """The last game in a few words, or what to do next."""
    last = st["last"]
    if last is None:
        return "OK: enter who places ball" if st["placer"] is None else "OK: record a game"
    name = st["names"][last["winner"]][:6] if last["winner"] is not None else ""
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
    return GameScreen(app, SPEC)
