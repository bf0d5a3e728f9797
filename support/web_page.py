"""Play the companion's web page (web/dist) in real Chromium, key press by key press.

A run on the fake board (a button script, or a portable test) is recorded as a timeline: each
boot, each change of the buttons held, each golden check, in board time. The page then plays the
same timeline on a paused clock (Playwright's clock): the keys go down and up at the same board
times, so the firmware in the page steps through exactly the states the fake board went through,
and what the page shows can be compared with the golden files and with the fake board's frames.

Chromium is Debian's (/usr/bin/chromium); Playwright never downloads a browser of its own.
The pictures of the page (README.md, docs/phone.md), on a computer and on a phone:

    .venv/bin/python -m support.web_page docs/maori-combat.script --seed 3 --png docs/web-page.png
    .venv/bin/python -m support.web_page docs/maori-combat.script --seed 3 --phone \
        --png docs/web-phone.png
"""

import argparse
import contextlib
import os
import sys
import types

from host_sim.fakeboard import FakeButtons
from host_sim.script import BUTTONS
from support import scenario, serve_web

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

CHROMIUM = "/usr/bin/chromium"
# Headless, and nothing that reaches for the network on its own.
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
KEYS = {BUTTONS["prev"]: "ArrowLeft", BUTTONS["next"]: "ArrowRight", BUTTONS["ok"]: "Enter",
        BUTTONS["back"]: "Backspace"}
VIEWPORT = {"width": 760, "height": 1060}
# A phone: its viewport in CSS pixels, touch and no mouse to hover with.
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True,
         "device_scale_factor": 2}
CLOCK_START = 1_000_000  # any fixed time; the clock runs from there until it is paused
PAUSE_AFTER_MS = 60_000  # well after install, however slow the machine
LOAD_TIMEOUT_MS = 60000


class RecordingButtons(FakeButtons):
    """Scripted buttons that note each change of the mask, with the board time and the frame
    shown just before it, into a timeline."""

    def __init__(self, board, timeline):
        self.board = board
        self.timeline = timeline
        self.held = 0
        super().__init__()

    @property
    def mask(self):
        return self.held

    @mask.setter
    def mask(self, value):
        if value != self.held:
            self.timeline.add(self.board, "mask", value, frame(self.board))
        self.held = value


def frame(board):
    """What a board shows: the display bytes and the LED values, as hex."""
    leds = bytes(channel for rgb in board.pixels.shown for channel in rgb)
    return bytes(board.display.buffer).hex(), leds.hex()


class Timeline:
    """Boots, button masks and golden checks of a run on the fake board, in board time."""

    def __init__(self):
        self.events = []  # (kind, board time, value, frame before) with kind boot/mask/check/end
        self.board = None

    def boot(self, board, seed, fresh):
        if self.board is not None:
            self.end()
        self.board = board
        board.buttons = RecordingButtons(board, self)
        self.events.append(("boot" if fresh else "reboot", 0, seed, frame(board)))

    def add(self, board, kind, value, shown):
        if board is not self.board:
            raise ValueError("the page can only follow the board booted last")
        self.events.append((kind, board.now, value, shown))

    def end(self):
        """The board booted last has run until now: the page must run as long."""
        self.add(self.board, "end", None, frame(self.board))

    def count(self, kind):
        return len([e for e in self.events if e[0] == kind])


def record(run):
    """The timeline of run(), which boots and checks through scenario (a test, a script)."""
    timeline = Timeline()
    boot, check = scenario.boot, scenario.check

    def recording_boot(name, seed=1, folder=None, **options):
        app, board, driver = boot(name, seed, folder, **options)
        timeline.boot(board, seed, folder is None)
        return app, board, driver

    def recording_check(name, board):
        timeline.add(board, "check", name, frame(board))
        check(name, board)

    scenario.boot, scenario.check = recording_boot, recording_check
    try:
        run()
    finally:
        scenario.boot, scenario.check = boot, check
    if timeline.board is not None:
        timeline.end()
    return timeline


def record_script(path, seed):
    with open(path) as f:
        text = f.read()
    return record(lambda: scenario.run("web_script", text, seed))


@contextlib.contextmanager
def chromium(site=serve_web.DIST):
    """Debian's Chromium through Playwright, and site served on 127.0.0.1: (browser, url)."""
    from playwright.sync_api import sync_playwright

    if not os.path.exists(CHROMIUM):
        raise SystemExit("no " + CHROMIUM + ": apt-get install chromium")
    if not os.path.exists(os.path.join(site, "index.html")):
        raise SystemExit("no page in {}: run make web".format(site))
    httpd, url = serve_web.serve_in_background(site)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
            try:
                yield browser, url
            finally:
                browser.close()
    finally:
        httpd.shutdown()


@contextlib.contextmanager
def built_chromium(folder):
    """The page built from the files as they are now into folder/dist, in Chromium:
    (browser, url). One per test module: a browser costs a second or two to start."""
    from support import build_web

    site = os.path.join(folder, "dist")
    build_web.build(site)
    with chromium(site) as found:
        yield found


class PageDevice:
    """The page in a fresh browser context (empty storage), on a paused clock that only the
    player moves on, or on the real clock (paused=False: for timing, not for comparing)."""

    def __init__(self, browser, url, paused=True, phone=False):
        self.url = url
        self.context = browser.new_context(**(PHONE if phone else {"viewport": VIEWPORT}))
        self.page = self.context.new_page()
        self.errors = []
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.paused = paused
        if paused:
            self.page.clock.install(time=CLOCK_START)
            self.page.clock.pause_at(CLOCK_START + PAUSE_AFTER_MS)
        self.now = 0
        self.mask = 0
        self.loads = 0
        self.seed = None

    def close(self):
        self.context.close()

    def open(self, seed=None):
        self.page.goto(self.url + ("?seed={}".format(seed) if seed is not None else ""))
        self.seed = seed
        self.booted()

    def booted(self):
        """Wait for the boot frame; the board clock reads 0."""
        self.page.wait_for_function("window.companion && companion.state !== 'loading'",
                                    timeout=LOAD_TIMEOUT_MS, polling=20)
        state, error = self.page.evaluate("[companion.state, companion.error]")
        if state != "running" or self.errors:
            raise AssertionError("the page did not start: {} {}".format(error, self.errors))
        self.now = 0
        self.mask = 0
        self.loads += 1

    def boot(self, seed):
        """A boot on an empty flash with this dice seed: New flash once the page is open."""
        if self.loads:
            self.new_flash()
        if seed != self.seed:
            self.open(seed)

    def reload(self, seed):
        """A boot on the same flash, as after a power cut."""
        if seed != self.seed:
            self.open(seed)
        else:
            self.page.reload()
            self.booted()

    def new_flash(self):
        """The page's New flash button: erase the saves (confirmed), then boot afresh."""
        self.page.click("#new-flash")
        with self.page.expect_navigation():
            self.page.click("#erase-confirm")
        self.booted()

    def advance(self, ms):
        if ms > 0 and self.paused:
            self.page.clock.run_for(ms)
        elif ms > 0:
            self.page.wait_for_timeout(ms)
        self.now += max(ms, 0)

    def hold(self, mask):
        """Press and release keys so that exactly the buttons of mask are held."""
        for bit, key in sorted(KEYS.items()):
            if (mask ^ self.mask) & bit:
                if mask & bit:
                    self.page.keyboard.down(key)
                else:
                    self.page.keyboard.up(key)
        self.mask = mask

    def frame(self):
        """The display bytes of the page's last show() and its last LED values, as hex."""
        return tuple(self.page.evaluate("[companion.frame(), companion.leds()]"))

    def play(self, timeline, seen=None):
        """Play a timeline; seen(kind, value, expected, shown) hears every frame compared."""
        for kind, at, value, expected in timeline.events:
            if kind == "boot":
                self.boot(value)
            elif kind == "reboot":
                self.reload(value)
            self.advance(at - self.now)
            if seen:
                seen(kind, value, expected, self.frame())
            if kind == "mask":
                self.hold(value)


def screenshot(page, path, phone=False):
    """A PNG of the page's main part, or on a phone of what its screen shows; the build's
    version and offline state, which change from one build to the next, painted over."""
    options = {"path": path, "mask": [page.locator(".about")], "mask_color": "#141418",
               "animations": "disabled"}
    if phone:
        page.screenshot(**options)
    else:
        page.locator("main").screenshot(**options)


def picture(shown):
    """A frame (display hex, LED hex) as golden-file text (support/scenario.py)."""
    display, leds = bytes.fromhex(shown[0]), bytes.fromhex(shown[1])
    pixels = [tuple(leds[i : i + 3]) for i in range(0, len(leds), 3)]
    board = types.SimpleNamespace(display=types.SimpleNamespace(buffer=display),
                                  pixels=types.SimpleNamespace(shown=pixels))
    return scenario.picture(board)


def main(argv):
    parser = argparse.ArgumentParser(description="Play a button script in the web page and "
                                     "save a picture of the device")
    parser.add_argument("script", help="a button script (see host_sim/script.py)")
    parser.add_argument("--seed", type=int, default=1, help="the dice seed, as in companion sim")
    parser.add_argument("--png", required=True, help="write the page's device here")
    parser.add_argument("--phone", action="store_true",
                        help="on a phone's screen, {width}x{height}".format(**PHONE["viewport"]))
    args = parser.parse_args(argv)
    timeline = record_script(args.script, args.seed)
    with chromium() as (browser, url):
        device = PageDevice(browser, url, phone=args.phone)
        device.play(timeline)
        screenshot(device.page, args.png, args.phone)
        device.close()
    print("wrote " + args.png)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
