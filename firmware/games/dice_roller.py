"""The plain d6: a die face, running counts per face, and chi-squared once it means something."""

from core.compat import const
from firmware import events, ui
from firmware.display import draw

_PIPS = (
    (),
    ((1, 1),),
    ((0, 0), (2, 2)),
    ((0, 0), (1, 1), (2, 2)),
    ((0, 0), (2, 0), (0, 2), (2, 2)),
    ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
)
_ROLL_MS = const(400)


def die(fb, x, y, value, size=30):
    """A die face with pips, value 1-6, its top-left corner at (x, y)."""
    fb.rect(x, y, size, size, 1)
    step = size // 4
    pip = max(size // 8, 2)
    for col, row in _PIPS[value]:
        fb.fill_rect(x + step * (col + 1) - pip // 2, y + step * (row + 1) - pip // 2, pip, pip, 1)


class DiceScreen(ui.Screen):
    """A plain d6: OK rolls, with the running counts and chi-squared once it means something."""

    title = "Dice"
    hint = "OK roll  BACK back"

    def __init__(self, app):
        super().__init__(app)
        self.value = 0
        self.rolled_at = -_ROLL_MS

    def handle(self, event):
        if event != events.EV_OK:
            return False
        self.value = self.app.device.dice.d6()
        self.rolled_at = self.app.now
        self.dirty = True
        return True

    def body(self, fb):
        log = self.app.device.rolls
        if self.value:
            die(fb, 4, 12, self.value, 36)
        else:
            draw.text(fb, "press OK", 4, 3)
        for face in range(6):
            draw.text(fb, "{}:{:>4}".format(face + 1, log.counts[face]), 64, face + 1)
        tenths = log.chi2_tenths()
        draw.text(fb, "n={}".format(log.total), 0, 5)
        draw.text(fb, "too few" if tenths is None else "chi2 {}.{}".format(
            tenths // 10, tenths % 10), 0, 6)

    def leds(self, frame, now):
        if now - self.rolled_at >= _ROLL_MS or not self.value:
            return False
        lit = (now - self.rolled_at) * len(frame) // 3 // _ROLL_MS
        frame[3 * lit + 2] = 255
        return True


def screen(app):
    return DiceScreen(app)
