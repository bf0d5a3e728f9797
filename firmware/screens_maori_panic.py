"""Maori panic walk (10.1, 10.2): the loser's retreat, Area by Area.

Each Area shows every piece's roll and fate. Before each further Area the user says whether
the winner advanced (pursuit, 10.1) or that the retreat reached a Village (10.2). Every step
is its own screen holding its own inputs, so BACK steps back through the walk.
"""

from core import maori
from firmware import draw, ui
from firmware.screens_maori import NO_YES, Form, MaoriMenu, RollView, back_to, menu, name, with_dice

# Row 0 is the Areas due; rows 1-10 count the pieces in maori.KINDS order.
_ROWS = (("Areas due", 1, 19, None), ("Population", 0, 19, None), ("Militia", 0, 19, None),
         ("Scout", 0, 4, None), ("Warrior", 0, 19, None), ("Elite", 0, 19, None),
         ("Royal Guard", 0, 1, None), ("Clan Elder", 0, 19, None), ("Shaken Elder", 0, 19, None),
         ("Paramount Chief", 0, 1, NO_YES), ("Tohunga", 0, 1, NO_YES))
_CALM = ("paramount_chief", "tohunga")  # they never panic (10.1)


def open_screen(app, areas=0):
    """The pieces that retreat and the Areas due (kept from the last walk), then the walk."""
    values = menu(app).pieces
    if areas:
        values[0] = areas
    app.push(Form(app, "Panic walk", _ROWS, values, _go_label, lambda v: _start(app, v)))


def _go_label(values):
    count = sum(values[1:])
    return "Retreat {} piece{} >".format(count, "" if count == 1 else "s")


def _start(app, values):
    units = []
    for i, kind in enumerate(maori.KINDS):
        units += [kind] * values[i + 1]
    if units:
        _area(app, values[0], units, 1, 0, [])
    else:
        app.say("count the pieces first")


def _fate(roll):
    if roll["captured"]:
        return "CAPTURED"
    if not roll["panic"]:
        return "steady"
    if roll["becomes"] == roll["unit"]:
        return "no effect"
    return "> " + name(roll["becomes"])


def _area_lines(units, step):
    """10.1: one line per piece: its roll and what became of it."""
    lines = ["pursuers adjacent" if step["pursuers_adjacent"] else "no pursuers adjacent"]
    for roll in step["rolls"]:
        lines.append("{:<11}{} {}".format(name(roll["unit"]), roll["roll"], _fate(roll)))
    for kind in units:
        if kind in _CALM:
            lines.append("{:<11}- never panics".format(name(kind)))
    if step["leaders_captured"]:
        lines.append("Left alone (10.1):")
    for kind in step["leaders_captured"]:
        lines.append("{:<11}CAPTURED".format(name(kind)))
    count = len(step["units"])
    lines.append("1 piece goes on" if count == 1 else "{} pieces go on".format(count))
    return lines


def _area(app, due, units, area, pursuit, captured):
    """10.1: the panic rolls in one Area; pursuit counts the vacated Areas the winner entered."""
    adjacent = maori.pursuers_adjacent(area, pursuit)
    title = "Area {} of {}".format(area, due)

    def show(dice, rolled):
        step = maori.panic_area(units, area, adjacent, dice)
        left = step["units"]
        taken = captured + step["captured"]

        def on_ok():
            if area < due and left:
                _ask(app, due, left, area + 1, pursuit, taken)
            else:
                _end(app, due, area, left, taken, False)

        app.push(RollView(app, title, _area_lines(units, step), rolled, on_ok,
                          "OK go on  BACK back"))

    with_dice(app, title, [name(kind) for kind in units if kind not in _CALM], show)


class _Ask(ui.Menu):
    """Before a further Area: did the winner advance (10.1), or is this a Village (10.2)?"""

    def __init__(self, app, area, items, question):
        super().__init__(app, "Before Area {}".format(area), items)
        self.question = question

    def body(self, fb):
        super().body(fb)
        draw.text(fb, self.question[0], 0, 5)
        draw.text(fb, self.question[1], 0, 6)


def _ask(app, due, units, area, pursuit, captured):
    def go(advanced):
        _area(app, due, units, area, pursuit + advanced, captured)

    stop = ("Stop: reached a Village", lambda: _end(app, due, area - 1, units, captured, True))
    if pursuit == area - 2:  # the winner has entered every vacated Area so far
        items = [("Winner advanced", lambda: go(1)), ("Winner stayed", lambda: go(0)), stop]
        question = ("Did the winner advance", "into the vacated Area?")
    else:
        items = [("Go on, no pursuit", lambda: go(0)), stop]
        question = ("The winner stayed behind:", "no pursuers adjacent.")
    app.push(_Ask(app, area, items, question))


def _counts(kinds):
    lines = []
    for kind in maori.KINDS:
        count = kinds.count(kind)
        if count:
            lines.append("  {} {}".format(count, name(kind)))
    return lines or ["  none"]


def _end(app, due, walked, survivors, captured, village):
    """10.1, 10.2: who is left, who was taken, and what a capture leads to."""
    lines = ["Retreated {} of {} Area{}".format(walked, due, "" if due == 1 else "s")]
    if village:
        lines.append("Village reached (10.2)")
    lines.append("Go on:")
    lines += _counts(survivors)
    lines.append("Captured:")
    lines += _counts(captured)
    if "paramount_chief" in captured:
        lines += ["Chief taken: Total Defeat", "(12.3)"]
    if "clan_elder" in captured or "shaken_elder" in captured:
        lines += ["Elder taken: the captor", "rolls for him (12.1)"]
    if "population" in captured:
        lines += ["Population taken: swap", "for the winner's (10.1)"]
    app.push(RollView(app, "Retreat over", lines, False, lambda: back_to(app, MaoriMenu),
                      "OK done  BACK back"))
