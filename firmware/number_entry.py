"""A whole number on its own screen: the entry form with one field, the number big. Settings
and the Maori combat's totals use it; it is loaded with them, not at boot."""

from firmware import ui
from firmware.display import draw


class NumberEntry(ui.Form):
    """One whole number on its own screen, big: OK gives it to on_done and closes the screen,
    or with stays=True leaves it under the next step, so BACK comes back to the number."""

    hints = ("-/+ hold=fast OK done",) * 2

    def __init__(self, app, title, prompt, value, low, high, on_done, stays=False):
        super().__init__(app, title, [min(max(value, low), high)], ((prompt, low, high, None),))
        self.on_done = on_done
        self.stays = stays

    def confirm(self):
        if not self.stays:
            self.app.pop()
        self.on_done(self.values[0])

    def body(self, fb):
        prompt, low, high, _ = self.fields[0]
        draw.text(fb, prompt, 0, 1)
        draw.centered(fb, str(self.values[0]), 3, big=True)
        draw.text(fb, "{}..{}".format(low, high), 0, 6)
