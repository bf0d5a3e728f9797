"""Maori panic walk (10.1, 10.2): the loser's retreat, Area by Area.

Each Area shows every piece's roll and fate. Before each further Area the user says whether
the winner advanced (pursuit, 10.1) or that the retreat reached a Village (10.2). The walk
shows one step at a time in place of the last, so the screen stack stays as deep however
many Areas are walked; each step keeps what it needs to be shown again, so BACK still steps
back through the walk, with the same dice.
"""

from core import maori
from core.dice import ScriptedDice
from firmware import events, ui
from firmware.display import draw
from firmware.games.maori.common import (
    DEVICE,
    NO_DICE,
    NO_YES,
    OWN,
    DiceEntry,
    HeadedList,
    RollView,
    back_to,
    kept_dice,
    name,
    source,
    tag,
)

KEPT = "maori"  # the name the walk in progress is kept under on flash (saves/entry.py)
_CALM = ("paramount_chief", "tohunga")  # they never panic (10.1)
_LABELS = ("Population", "Militia", "Scout", "Warrior", "Elite", "Royal Guard", "Clan Elder",
           "Shaken Elder", "Paramount Chief", "Tohunga")
# The head line: the side that retreats, the last combat's loser (2 before any combat).
_HEAD = ("Retreating", 0, 2, ("attacker", "defender", "the loser"))
# Below it the Areas due, then the pieces in maori.KINDS order, up to maori.MOST.
_ROWS = (("Areas due", 1, maori.MAX_AREAS, None),) + tuple(
    (label, 0, most, NO_YES if kind in _CALM else None)
    for label, most, kind in zip(_LABELS, maori.MOST, maori.KINDS))


def open_screen(app, menu, areas=0, pieces=None, walk=False):
    """The pieces that retreat and the Areas due, then the walk. Both are kept by the Maori
    menu from the last walk, unless a combat result brings its own (pieces: counts in
    maori.KINDS order); the walk's end returns to the menu. With pieces counted (the last
    walk's, or the combat's) the form opens on its head line, so a stray NEXT changes no
    number; else on the Areas due, or with those known on the first piece. With every piece
    known (walk) the walk starts at once, over the form, which BACK from the first Area
    reaches."""
    values = menu.pieces
    if areas:
        values[0] = areas
    if pieces:
        values[1:] = pieces
    form = _Form(app, menu, values, 2 if areas else 1)
    app.push(form)
    if walk and pieces:
        form.confirm()


class _Form(HeadedList):
    """The walk's numbers under a head line naming the side that retreats (common.HeadedList):
    there PREV/NEXT change nothing but say how to go on."""

    head_hint = "OK pieces  hold OK: walk"
    wraps = False  # a stray PREV on 0 stays at 0
    kind = KEPT
    entry_key = "panic"  # kept through a power cut with the walk's dice (ui.Form)

    def __init__(self, app, menu, values, start):
        super().__init__(app, "Panic walk", _HEAD, _ROWS, values, _go_label,
                         lambda v: _start(app, menu, v), [values[0]] + [0] * len(maori.KINDS),
                         start)
        self.menu = menu

    def head_value(self):
        last = self.menu.last
        return 1 - last[1] if last else 2

    def turn(self, event):
        self.app.say("OK: to the numbers")

    def restore(self, said="restored: hold OK walks again, same dice"):
        """At boot after a cut mid-walk: the numbers as entered, and the dice the walk had
        rolled, shown again as the walk goes again."""
        dice = super().restore(said)
        if dice:
            self.app.device.kept.load(dice)
        return dice


def _go_label(values):
    count = sum(values[1:])
    return "Retreat {} piece{}".format(count, "" if count == 1 else "s")


class _Walk:
    """The steps shown so far, each a function make(again) that builds its screen; only the
    newest screen is on the stack. again is True when BACK shows a step once more; the
    questions' menus keep their positions in positions. The end returns to menu."""

    def __init__(self, app, menu):
        self.app = app
        self.menu = menu
        self.steps = []
        self.positions = {}

    def show(self, make):
        self.steps.append(make)
        if len(self.steps) == 1:
            self.app.push(make(False))  # over the form, which BACK returns to
        else:
            self.app.replace(make(False))

    def back(self):
        self.steps.pop()
        if self.steps:
            self.app.replace(self.steps[-1](True))
        else:
            self.app.pop()


def _start(app, menu, values):
    units = []
    for i, kind in enumerate(maori.KINDS):
        units += [kind] * values[i + 1]
    if units:
        _area(_Walk(app, menu), values[0], units, 1, 0, [])
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


def _dice(walk, title, labels, then):
    """The dice for one Area from the dice source; own dice are entered on a step of their
    own, which BACK shows again with the faces entered. The device's are kept for the Area
    and its pieces (common.kept_dice): the walk again from its form rolls nothing new."""
    app = walk.app
    where = source(app, labels)
    if where == DEVICE:
        kept_dice(app, " ".join([title] + labels), then, walk.back)
        return
    if where != OWN:
        then(app.device.dice, where)
        return
    entered = []

    def done(values):
        entered[:] = values
        then(ScriptedDice(values), OWN)

    walk.show(lambda again: DiceEntry(app, title, labels, done, entered if again else None,
                                      walk.back))


def _area(walk, due, units, area, pursuit, captured):
    """10.1: the panic rolls in one Area; pursuit counts the vacated Areas the winner entered."""
    app = walk.app
    adjacent = maori.pursuers_adjacent(area, pursuit)
    title = "Area {} of {}".format(area, due)

    def show(dice, where):
        step = maori.panic_area(units, area, adjacent, dice)
        # the walk so far is kept with the dice it rolled, for a walk again after a power cut
        app.sessions.keep_entry(KEPT, "panic", 0, walk.menu.pieces, app.device.kept.pairs())
        left = step["units"]
        taken = captured + step["captured"]
        lines = _area_lines(units, step)

        def on_ok():
            if area < due and left:
                _ask(walk, due, left, area + 1, pursuit, taken)
            else:
                _end(walk, due, area, left, taken, False)

        def make(again):
            view = RollView(app, title, lines, where, on_ok, "OK go on", on_back=walk.back,
                            dice=dice)
            if again:
                view.skip()  # the dice were rolled before: no roll to watch again
            return view

        walk.show(make)

    _dice(walk, title, _rolling(units), show)


def _rolling(units):
    """One label per piece that rolls for panic."""
    return [name(kind) for kind in units if kind not in _CALM]


class _Ask(ui.Menu):
    """Before a further Area: did the winner advance (10.1), or is this a Village (10.2)?
    The dice source is shown, as the next Area's dice follow."""

    def __init__(self, app, area, items, question, walk, where):
        super().__init__(app, "Before Area {}".format(area), items, "OK pick", walk.positions)
        self.question = question
        self.walk = walk
        self.where = where

    def handle(self, event):
        if event == events.EV_BACK:
            self.walk.back()
            return True
        return super().handle(event)

    def render(self, fb):
        super().render(fb)
        tag(fb, self.where)

    def body(self, fb):
        super().body(fb)
        draw.text(fb, self.question[0], 0, 5)
        draw.text(fb, self.question[1], 0, 6)


def _ask(walk, due, units, area, pursuit, captured):
    def go(advanced):
        _area(walk, due, units, area, pursuit + advanced, captured)

    stop = ("Stop: reached a Village", lambda: _end(walk, due, area - 1, units, captured, True))
    if pursuit == area - 2:  # the winner has entered every vacated Area so far
        items = [("Winner advanced", lambda: go(1)), ("Winner stayed", lambda: go(0)), stop]
        question = ("Did the winner advance", "into the vacated Area?")
    else:
        items = [("Go on, no pursuit", lambda: go(0)), stop]
        question = ("The winner stayed behind:", "no pursuers adjacent.")
    where = source(walk.app, _rolling(units))
    walk.show(lambda again: _Ask(walk.app, area, items, question, walk, where))


def _counts(kinds):
    lines = []
    for kind in maori.KINDS:
        count = kinds.count(kind)
        if count:
            lines.append("  {} {}".format(count, name(kind)))
    return lines or ["  none"]


def _end(walk, due, walked, survivors, captured, village):
    """10.1, 10.2: who is left, who was taken, and what a capture leads to."""
    app = walk.app
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
    walk.show(lambda again: RollView(app, "Retreat over", lines, NO_DICE,
                                     lambda: back_to(app, walk.menu), "OK done",
                                     on_back=walk.back))
