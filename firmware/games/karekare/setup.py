"""Karekare on the device: the setup (Setup), loaded when a game is set up or its numbers are
looked up again, to spare the heap while playing.

Rulebook: ../shared/rules/000_88847eb29f9075ad.txt.
"""

from core import karekare
from firmware import events, ui
from firmware.games.karekare.common import DEFAULT_COLOURS, KIND
from firmware.games.shared import rings
from firmware.games.shared.roster import Roster, close_setup


class Seating(ui.ListScreen):
    """Setup: each player chooses a tribe; OK seats the tribes in seating order."""

    def __init__(self, app, on_done):
        super().__init__(app, "Seating order", [], "OK seat/unseat")
        self.seated = []
        self.on_done = on_done
        self.relabel()

    def relabel(self):
        seats = self.seated
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
        seats = self.seated
        if index == len(karekare.TRIBES):
            if len(seats) > 1:
                self.on_done(list(seats))
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
    order = setup["draft_order"]
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


class SetupView(ui.TextView):
    """Setup's numbers; OK closes them. At the start of a game (board: the scoreboard's spec)
    OK starts the first turn."""

    def __init__(self, app, drawn=False, board=None):
        super().__init__(app, "Setup", _setup_lines(app.sessions.get(KIND).standings(), drawn))
        self.board = board
        self.hint = "OK: first turn  -/+ more" if board else "OK close  -/+ scroll"

    def handle(self, event):
        if event != events.EV_OK:
            return super().handle(event)
        if self.board:
            self.app.replace(self.board.turn(self.app))
            self.app.top().dirty = True
        else:
            self.app.pop()
        return True


def start(app, board):
    """Setup (board: the scoreboard's spec): tribes in seating order, their colours, resource
    tracking, then the starting player, chosen randomly (the dice) or entered. Each step stays
    on the stack, so BACK returns to the one before with its choices kept."""
    chosen = {}  # tribe -> colour, kept if the seating is changed again

    def seated(seats):
        colours = [chosen.get(t) or rings.PALETTE[DEFAULT_COLOURS[karekare.TRIBES.index(t)]][0]
                   for t in seats]

        def coloured(names, colours):
            for tribe, colour in zip(names, colours):
                chosen[tribe] = colour

            def tracked(tracking):
                def first_picked(pick):
                    first = pick - 1 if pick else None
                    settings = karekare.make_settings(
                        seats, tracking, first, None if pick else app.device.dice, colours)
                    close_setup(app, KIND)
                    app.sessions.start(KIND, settings)
                    app.push(SetupView(app, not pick, board))

                app.push(ui.Menu(app, "First player", ui.indexed(
                    ["Draw at random"] + seats, first_picked)))

            app.push(ui.Menu(app, "Resources", [
                ("Count timber, sweet", lambda: tracked(1)),
                ("Tokens only", lambda: tracked(0))]))

        app.push(Roster(app, "Colours", seats, colours, coloured, False))

    app.push(Seating(app, seated))
