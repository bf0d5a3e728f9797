"""The first-boot check: each LED lit in turn, a test pattern, each button asked for, the flash
written and read back, and a report of what was found. On the device it is a Settings entry;
`companion selftest` runs it through mpremote and prints the report on the console."""

import gc

from core.compat import const
from firmware import events, ui
from firmware.display import draw

_LED_MS = const(120)
_NAMES = ("PREV", "NEXT", "OK", "BACK")
_EVENT_BUTTON = {events.EV_PREV: 0, events.EV_NEXT: 1, events.EV_OK: 2, events.EV_BACK: 3}


class SelfTest(ui.Screen):
    """LEDs, then the pattern and the buttons; every event is the test's, BACK included."""

    title = "Self-test"

    def __init__(self, app, report=print):
        super().__init__(app)
        self.report = report
        self.start = None  # the walk's clock starts at its first LED frame, however late
        self.leds_done = False
        self.pressed = [False] * len(_NAMES)
        self.done = False

    def waiting_for(self):
        for i in range(len(_NAMES)):
            if not self.pressed[i]:
                return i
        return -1

    def handle(self, event):
        button = _EVENT_BUTTON.get(event)
        if button is not None and self.leds_done and not self.done:
            if button == self.waiting_for():
                self.pressed[button] = True
                self.report("button {}: ok".format(_NAMES[button]))
                if self.waiting_for() < 0:
                    self.finish()
            self.dirty = True
        elif self.done and event == events.EV_OK:
            self.app.pop()
        return True

    def finish(self):
        self.done = True
        flash = self.app.device.flash_ok()
        gc.collect()
        self.lines = [
            "LEDs: {} lit in turn".format(self.app.device.led_count),
            "display: pattern drawn",
            "buttons: {}/4 ok".format(sum(1 for p in self.pressed if p)),
            "flash: " + ("ok" if flash else "FAILED"),
            "free heap: {} B".format(gc.mem_free()) if hasattr(gc, "mem_free") else "",
        ]
        for line in self.lines:
            if line:
                self.report(line)
        self.report("self-test done")

    def tick(self, now):
        if self.start is None:
            return
        if not self.leds_done and now - self.start >= _LED_MS * self.app.device.led_count:
            self.leds_done = True
            self.report("LEDs: each lit in turn; now press the buttons as asked")
            self.dirty = True

    def leds(self, frame, now):
        if self.leds_done:
            return False
        if self.start is None:
            self.start = now
        lit = (now - self.start) // _LED_MS
        if 0 <= lit < len(frame) // 3:
            frame[3 * lit] = frame[3 * lit + 1] = frame[3 * lit + 2] = 255
        return True

    def body(self, fb):
        if self.done:
            for row, line in enumerate(self.lines):
                draw.text(fb, line, 0, row + 1)
            draw.text(fb, "OK to leave", 0, 7)
            return
        for x in range(0, fb.width, 8):  # a checkerboard band and a border: every pixel works
            for y in range(8, 24, 8):
                if (x // 8 + y // 8) % 2:
                    fb.fill_rect(x, y, 8, 8, 1)
        fb.rect(0, 24, fb.width, 24, 1)
        draw.text(fb, "0123456789 AaBbGgJjQq", 3, 4)
        button = self.waiting_for()
        if not self.leds_done:
            draw.text(fb, "watch the LEDs...", 0, 7)
        elif button >= 0:
            draw.text(fb, "press " + _NAMES[button], 0, 7, invert=True)


def run(board, report=print):
    """Run the self-test alone on a board (the mpremote entry point); returns the screen."""
    from firmware.factory import make_app

    app = make_app(board)
    test = SelfTest(app.context, report)
    app.push(test)
    report("self-test: watch the LEDs, then press each button when the screen asks")
    while not test.done:
        app.step(board.ticks_ms())
        board.idle()
    return test
