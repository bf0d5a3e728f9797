"""Drive the app with a script of button presses on the fake clock (portable: runs on both).

A script is one command per line; '#' starts a comment:
    ok | next | prev | back [N]     press and release a button N times (default 1)
    long ok | long back             hold for a long press (long back is undo)
    hold next 2000                  hold buttons (one or more) for that many ms
    wait 500                        let time pass
"""

from firmware import events

STEP_MS = 10
PRESS_MS = 80
GAP_MS = 120
LONG_MS = 800
BUTTONS = {
    "prev": 1 << events.PREV,
    "next": 1 << events.NEXT,
    "ok": 1 << events.OK,
    "back": 1 << events.BACK,
}


class ScriptError(ValueError):
    """A script line that cannot be understood."""


class Driver:
    """Presses buttons on a fake board and steps the app every STEP_MS; a press is held
    press_ms and followed by gap_ms (a player's pace; fast fingers are quicker)."""

    def __init__(self, app, board, press_ms=PRESS_MS, gap_ms=GAP_MS):
        self.app = app
        self.board = board
        self.presses = 0
        self.press_ms = press_ms
        self.gap_ms = gap_ms

    def run(self, ms):
        end = self.board.now + ms
        while self.board.now < end:
            self.board.now += STEP_MS
            self.app.step(self.board.now)

    def hold(self, mask, ms):
        self.board.buttons.mask = mask
        self.run(ms)
        self.board.buttons.mask = 0
        self.run(self.gap_ms)
        self.presses += 1

    def command(self, line):
        words = line.split("#")[0].split()
        if not words:
            return
        verb = words[0]
        if verb == "wait" and len(words) == 2:
            self.run(_number(words[1], line))
        elif verb == "long" and len(words) == 2:
            self.hold(_mask(words[1:], line), LONG_MS)
        elif verb == "hold" and len(words) >= 3:
            self.hold(_mask(words[1:-1], line), _number(words[-1], line))
        elif verb in BUTTONS and len(words) <= 2:
            for _ in range(_number(words[1], line) if len(words) == 2 else 1):
                self.hold(BUTTONS[verb], self.press_ms)
        else:
            raise ScriptError("cannot understand script line: " + line.strip())

    def script(self, text):
        for line in text.split("\n"):
            self.command(line)

    def play(self, path):
        """Run a script file line by line, never holding all of it in memory."""
        with open(path) as f:
            for line in f:
                self.command(line)


def _number(word, line):
    try:
        return int(word)
    except ValueError:
        raise ScriptError("not a number in script line: " + line.strip()) from None


def _mask(names, line):
    mask = 0
    for name in names:
        if name not in BUTTONS:
            raise ScriptError("unknown button {!r} in: {}".format(name, line.strip()))
        mask |= BUTTONS[name]
    return mask
