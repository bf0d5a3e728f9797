"""Maori side rolls and tables: initiative (5.0), the leader rolls (7.0, 12.1-12.3), hand size
(6.0), victory level (14.0) and the solitaire tables (15.1, 15.5).

Each form keeps its numbers while the Side rolls menu is open; the Game End track length and
marker are settings ("maori_track", "maori_marker"). The dice come from the Maori dice source.
A roll of one die shows its face on ring 1 (common.pips); the initiative shows its round as
the score games show a lead and a turn; the rolls of many dice (12.3) leave the Maori menu's
rings (the last combat) showing.
"""

from core import maori
from firmware import ui
from firmware.games.maori.common import NO_YES, FieldList, RollView, back_to, pips, with_dice
from firmware.games.shared import rings

_TRACK = 10  # ASSUMPTION: the map's Game End track length is not in the rulebook; a setting.
_DONE = "OK done"  # the dice source is shown beside it
_INIT_ROWS = (("Players", 2, 4, ("2", "3", "4")),) + tuple(
    ("Villages of P{}".format(p), 0, maori.MAX_IWI, None) for p in range(1, 5))
_CHIEF_ROWS = (("Units", 0, 60, None), ("Clan Elders", 0, maori.MAX_STACK, None),
               ("Villages", 0, maori.MAX_IWI, None))
_HAND_ROWS = (("Iwi Controlled", 0, maori.MAX_IWI, None), ("Villages", 0, maori.MAX_IWI, None))
_VICTORY_ROWS = (("Iwi Controlled", 0, maori.MAX_IWI, None), ("Chief captured", 0, 1, NO_YES))
_SOLO_ROWS = (("Neutral Iwi left", 1, maori.MAX_IWI, None),)
_CARD_ROWS = (("Game End marker", 0, 39, None), ("Track length", 1, 40, None))
_PIECES = (("Unit", "militia"), ("Elder", "clan_elder"), ("Village", "village"))
_CARD_EFFECT = (
    "no other effect (15.5)",
    "The neutral Iwi with no hostile forces nearest your Home Village turns hostile, as a 1 "
    "on 15.1, and Active (15.5)",
    "Every inactive hostile Iwi turns Active (15.5)",
)


def _parity(roll):
    return "Roll {}: {}".format(roll, "even" if roll % 2 == 0 else "odd")


# The even/odd leader rolls: (title, rule, the result's key and the value that means even,
# what even means, what odd means).
_ELDER = ("Elder captured", maori.captured_elder, "result", "joins",
          "He joins the captor: swap in a random Clan Elder of the captor's (12.1)",
          "He is removed from play; his counter goes back in the mug (12.1)")
_TOHUNGA = ("Tohunga return", maori.tohunga_return, "returns", True,
            "A new Tohunga appears on your Home Village (12.2)",
            "He stays off the map: roll again next Turn (12.2)")
_NEW_IWI = ("New Iwi (7.0)", maori.new_iwi_elder, "elder", True,
            "Place a Clan Elder from your mug in the Iwi (7.0)",
            "No Clan Elder this time (7.0)")


def _even_odd(kind):
    """12.1, 12.2, 7.0: a function from the roll's result to its lines on screen."""
    key, even, yes, no = kind[2], kind[3], kind[4], kind[5]
    return lambda r: [_parity(r["roll"])] + ui.wrap(yes if r[key] == even else no)


class SideRolls(ui.Menu):
    """Initiative, the leader rolls, the tables and the solitaire rolls."""

    def __init__(self, app):
        super().__init__(app, "Side rolls", [
            ("Initiative (5.0)", self.initiative),
            ("Clan Elder captured", lambda: self.single(_ELDER)),
            ("Tohunga return", lambda: self.single(_TOHUNGA)),
            ("Chief captured (12.3)", self.chief),
            ("New Iwi by the Chief", lambda: self.single(_NEW_IWI)),
            ("Hand size (6.0)", lambda: self.form("Hand size (6.0)", _HAND_ROWS, self.hand,
                                                  _hand, None)),
            ("Victory level (14.0)", lambda: self.form(
                "Victory (14.0)", _VICTORY_ROWS, self.victory, _victory, None)),
            ("Solitaire Iwi (15.1)", lambda: self.form(
                "Solitaire Iwi", _SOLO_ROWS, self.neutral, lambda v: "Roll the die",
                self.solitaire)),
            ("Play This Card Now", self.card),
        ], memory=app.positions)
        self.players = [2, 0, 0, 0, 0]
        self.pieces = [0, 0, 0]
        self.hand = [1, 1]
        self.victory = [1, 0]
        self.neutral = [maori.MAX_IWI]

    def form(self, title, rows, values, summary, action, used=None):
        self.app.push(FieldList(self.app, title, rows, values, summary, action, used))

    def result(self, title, lines, where, mark=0, shows=None):
        app = self.app
        app.push(RollView(app, title, lines, where, lambda: back_to(app, self), _DONE, mark,
                          shows=shows))

    def die(self, title, lines, where, face):
        """The result of a roll of one die, its face on ring 1."""
        self.result(title, lines, where, shows=lambda frame: pips(frame, face))

    def single(self, kind):
        """One die, one rule: 12.1, 12.2 or 7.0 (kind is _ELDER, _TOHUNGA or _NEW_IWI)."""
        title, rule = kind[0], kind[1]
        lines = _even_odd(kind)

        def show(dice, where):
            r = rule(dice)
            self.die(title, lines(r), where, r["roll"])

        with_dice(self.app, title, ("Die",), show)

    # 5.0: round by round, each round its own screen; a row of Villages per player.
    def initiative(self):
        self.form("Initiative (5.0)", _INIT_ROWS, self.players,
                  lambda v: "Roll for {} players".format(v[0]),
                  lambda v: self.round(list(range(v[0])), v[1:1 + v[0]], 1), lambda v: 1 + v[0])

    def round(self, players, villages, number):
        app = self.app
        count = self.players[0]
        title = "Initiative" if number == 1 else "Re-roll {}".format(number - 1)

        def show(dice, where):
            r = maori.initiative_round(players, dice, villages)
            lines = ["less 1 per Village (5.0)" if villages else "tied: no modifiers (5.0)"]
            for player, roll, score in zip(r["players"], r["rolls"], r["scores"]):
                if villages and villages[player]:
                    lines.append("P{} rolls {} - {} = {}".format(
                        player + 1, roll, villages[player], score))
                else:
                    lines.append("P{} rolls {}".format(player + 1, roll))
            leaders = maori.round_leaders(r)
            mark = len(lines)
            shows = _round_rings(r, leaders, count)
            if len(leaders) > 1:
                lines.append("Tie: " + " ".join("P{}".format(p + 1) for p in leaders) +
                             " roll again")
                app.push(RollView(app, title, lines, where,
                                  lambda: self.round(leaders, None, number + 1), "OK re-roll",
                                  mark, shows=shows))
                return
            lines += ["P{} wins: he picks who".format(leaders[0] + 1),
                      "goes first, and the way", "play goes round"]
            self.result(title, lines, where, mark, shows)

        with_dice(app, title, ["P{}".format(p + 1) for p in players], show)

    # 12.3: one roll per Unit, Clan Elder and Village of the defeated player.
    def chief(self):
        self.form("Chief captured", _CHIEF_ROWS, self.pieces,
                  lambda v: "Roll {} dice".format(sum(v)), self.chief_roll)

    def chief_roll(self, values):
        pieces = []
        labels = []
        for count, (label, kind) in zip(values, _PIECES):
            for i in range(count):
                pieces.append(kind)
                labels.append("{} {}".format(label, i + 1))
        if not pieces:
            self.app.say("count the pieces first")
            return

        def show(dice, where):
            rolls = maori.chief_captured(pieces, dice)["rolls"]
            lines = ["{:<9}{:>7}{:>8}".format("", "captor", "removed")]
            for label, kind in _PIECES:
                won = len([r for r in rolls if r["piece"] == kind and r["result"] == "captor"])
                lost = len([r for r in rolls if r["piece"] == kind]) - won
                lines.append("{:<9}{:>7}{:>8}".format(label + "s", won, lost))
            for label, r in zip(labels, rolls):
                lines.append("{:<10}{} {}".format(label, r["roll"], r["result"]))
            self.result("Chief captured", lines, where, -1)

        with_dice(self.app, "Chief captured", labels, show)

    # 15.1 and 15.5: the solitaire rolls.
    def solitaire(self, values):
        def show(dice, where):
            r = maori.solitaire_iwi(values[0], dice)
            head = "Roll {}".format(r["roll"])
            if r["modified"] != r["roll"]:
                head += " - 2 = {}".format(r["modified"])
                if r["modified"] != r["result"]:
                    head += ": a {}".format(r["result"])
            text = maori.SOLITAIRE_IWI_TEXT[r["result"] - 1]
            if r["extra_warrior"]:
                text += ", and 1 more hostile Warrior"
            self.die("Solitaire Iwi", [head] + ui.wrap("Iwi is " + text + " (15.1)"), where,
                     r["roll"])

        with_dice(self.app, "Solitaire Iwi", ("Die",), show)

    def card(self):
        settings = self.app.settings
        values = [settings.get("maori_marker", 0), settings.get("maori_track", _TRACK)]
        self.form("Card Now (15.5)", _CARD_ROWS, values, lambda v: "Play the card",
                  self.card_roll)

    def card_roll(self, values):
        app = self.app
        track = values[1]
        position = min(values[0], track - 1)
        if app.settings.get("maori_track") != track:
            app.settings.set("maori_track", track)

        def show(dice, where):
            r = maori.card_now(position, track, dice)
            lines = ["Game End marker: {}/{}".format(r["position"], track)]
            if r["game_over"]:
                lines += ui.wrap("It reaches Game End: the game ends now, see 14.0 (15.6)")
                app.settings.set("maori_marker", 0)
                self.result("Card Now (15.5)", lines, where)
                return
            lines.append("Roll {}".format(r["roll"]))
            lines += ui.wrap(_CARD_EFFECT[(None, "new_hostile_iwi", "activate_all").index(
                r["effect"])])
            app.settings.set("maori_marker", r["position"])
            self.die("Card Now (15.5)", lines, where, r["roll"])

        with_dice(app, "Card Now", ("Die",) if position + 1 < track else (), show)


def _round_rings(r, leaders, count):
    """5.0, one round on the rings, the count players' seats spread round them from the top:
    ring 1 who scored best and by how much (rings.lead; a player who sat the round out lit
    nowhere), ring 2 a wedge at each leader: the winner, who picks who goes first, or the
    tied players, who roll again."""
    colours = [rings.PALETTE[c][1] for c in rings.seat_colours(count)]
    scores = [-1] * count  # below any score shifted as below
    for player, score in zip(r["players"], r["scores"]):
        scores[player] = score + maori.MAX_IWI  # a roll less its Villages is 1 - MAX_IWI or more

    def shows(frame):
        rings.lead(frame, scores, colours)
        for p in leaders:
            rings.wedge(frame, p, count, colours[p])
        return True

    return shows


def _hand(values):
    """6.0, shown as the numbers change."""
    return "Hand size: {} cards".format(maori.hand_size(values[0], values[1]))


def _victory(values):
    """14.0, shown as the numbers change."""
    return maori.victory_level(values[0], values[1] == 1)
