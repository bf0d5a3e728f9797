"""The web page in real Chromium (Debian's, driven by Playwright): the firmware on MicroPython
WebAssembly must draw, key press by key press, exactly what the fake board draws.

The golden-frame tests of REPLAYED are run here on the fake board and recorded
(support/web_page.py); the page plays their button timelines through key presses on a paused
clock. At each of their golden checks the page's frame must equal the golden file as it is now,
and at every boot, button change and end it must equal the fake board's frame. Their reboots
are page reloads, their fresh boots the page's New flash button.
"""

import importlib
import math
import os
import re

import pytest
from conftest import ROOT, record_report

from host_sim.script import GAP_MS, LONG_MS, PRESS_MS, Driver
from support import build_web, scenario, web_page

# module: the tests replayed (None: all). make test replays Maori's device dice, the forces and
# the roll, and the Moeraki reboot (the page reloads and resumes a game); make web-long all of both.
LONG = os.environ.get("WEB_LONG")
REPLAYED = {"test_screens_maori": None if LONG else (
                "test_example_1_with_device_dice_in_6_presses", "test_force_builder_example_1",
                "test_ok_during_the_roll_shows_the_result_at_once"),
            "test_screens_moeraki": None if LONG else ("test_a_reboot_resumes_the_match",)}
RELOADING = "test_screens_moeraki"
SCREENSHOT_SCRIPT = "docs/maori-combat.script"  # with seed 3, as the simulator's docs picture
REFERENCE = os.path.join(ROOT, "docs", "web-page.png")
SCREENSHOT = os.path.join(ROOT, "build", "web-page.png")
CHANNEL_SLACK = 40  # a pixel differs from the reference when a channel is off by more
DIFFERENT_PIXELS = 0.005  # of the page outside the display and the rings


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    """Chromium, and the page built from the files as they are now."""
    with web_page.built_chromium(str(tmp_path_factory.mktemp("web"))) as found:
        yield found


@pytest.fixture
def device(browser):
    page = web_page.PageDevice(*browser)
    yield page
    page.close()


def golden_tests(name, only=None):
    """(module.test, function) for every test of the module name (or those of only)."""
    module = importlib.import_module(name)
    for attr in sorted(dir(module)):
        if attr.startswith("test_") and (only is None or attr in only):
            yield name + "." + attr, getattr(module, attr)


def golden(name):
    with open(os.path.join(ROOT, scenario.GOLDEN, name + ".txt")) as f:
        return f.read()


@pytest.mark.parametrize("module", sorted(REPLAYED))  # two tests, for two workers
def test_the_golden_tests_draw_the_same_frames_in_chromium(device, module):
    counts = {"check": 0, "frames": 0, "reboot": 0, "boot": 0, "tests": 0}

    def compare(test):
        def seen(kind, value, expected, shown):
            where = "{}: {} {}".format(test, kind, value)
            if kind == "check":
                page_text = web_page.picture(shown)
                assert page_text == golden(value), where + ": the page shows\n" + page_text
            assert shown == expected, where + ": the page shows\n" + web_page.picture(shown)
            counts["frames"] += 1
            if kind in counts:
                counts[kind] += 1
        return seen

    for test, function in golden_tests(module, REPLAYED[module]):
        timeline = web_page.record(function)
        if timeline.count("check"):
            device.play(timeline, compare(test))
            counts["tests"] += 1
    record_report("web: {frames} frames equal in Chromium, {check} of them golden, from {tests} "
                  "tests' scripts (boots on an empty flash: {boot}, reloads resuming a game: "
                  "{reboot})".format(**counts))
    assert counts["check"] >= counts["tests"] > 0
    assert counts["reboot"] > 0 or module != RELOADING  # a reload resumed a game from the flash


def _key(key, ms):
    return lambda device: _hold(device, lambda: device.page.keyboard.down(key),
                                lambda: device.page.keyboard.up(key), ms)


def _click(bit):
    def click(device):
        device.page.hover(web_page.button(bit))
        _hold(device, device.page.mouse.down, device.page.mouse.up, PRESS_MS)
    return click


def _tap(key):
    """A key that holds its button for a long press by itself (u, o)."""
    def tap(device):
        device.page.keyboard.press(key)
        device.advance(LONG_MS + GAP_MS)
    return tap


def _hold(device, down, up, ms):
    down()
    device.advance(ms)
    up()
    device.advance(GAP_MS)


def test_the_page_names_its_buttons_as_the_build_exports_their_bits():
    """index.html writes no button bit by hand: each button is named as support/build_web.py's
    device.js exports its bit (from firmware/events.py), and main.js maps the names."""
    with open(os.path.join(ROOT, "web", "index.html")) as f:
        named = re.findall(r'data-button="([^"]*)"', f.read())
    exported = re.findall(r"export const (\w+) = \d+;", build_web.device_js())
    assert sorted(named) == sorted(name for name in exported if name != "HOLD_MS")


def test_keys_clicks_and_a_reload_work_as_the_buttons(device):
    """The keys of `make sim` (both arrows of each pair, u and o), the on-screen buttons and a
    held key, against the same presses on the fake board; then a reload resumes the game."""
    ok = web_page.BUTTONS["ok"]
    moves = [
        ("next", _key("ArrowDown", PRESS_MS)), ("ok", _click(ok)),  # home: Moeraki-Kemu
        ("ok", _key("Enter", PRESS_MS)),  # set up a match: the level
        ("next", _key("ArrowRight", PRESS_MS)), ("prev", _key("ArrowUp", PRESS_MS)),
        ("prev", _key("ArrowLeft", PRESS_MS)), ("next", _key("ArrowDown", PRESS_MS)),
        ("ok", _click(ok)), ("ok", _click(ok)),  # the level, the scale
        ("long ok", _tap("o")),  # the players as offered
        ("ok", _key("Enter", PRESS_MS)),  # the ball: the scoreboard of a new match
        ("ok", _key("Enter", PRESS_MS)), ("ok", _click(ok)),  # Marae, from the action menu
        ("hold next 1500", _key("ArrowRight", 1500)),  # the tiles count on while held
        ("long ok", _tap("o")),  # hold OK records the game
        ("long back", _tap("u")),  # hold BACK undoes it
        ("back", _key("Backspace", PRESS_MS)),
    ]
    app, board, driver = scenario.boot("web_keys")
    device.open(seed=1)
    for line, move in moves:
        driver.script(line)
        move(device)
        assert device.now == board.now
        assert device.frame() == web_page.frame(board), line + ": the page shows\n" + (
            web_page.picture(device.frame()))
    device.page.keyboard.down("Enter")
    device.advance(PRESS_MS)
    assert "held" in device.page.get_attribute(web_page.button(ok), "class")
    device.page.keyboard.up("Enter")
    device.advance(GAP_MS)
    Driver(app, board).script("ok")
    app, board, driver = scenario.boot("web_keys", folder=board.storage_path)
    device.reload(seed=1)
    assert device.frame() == web_page.frame(board)
    fresh = scenario.boot("web_keys_fresh")[1]
    assert device.frame() != web_page.frame(fresh)  # the game resumed, not the home menu


def _content_box(page, selector):
    """An element's content box in page pixels: (left, top, width, height)."""
    return page.evaluate("""(selector) => {
        const el = document.querySelector(selector), r = el.getBoundingClientRect();
        return [r.left + el.clientLeft, r.top + el.clientTop, el.clientWidth, el.clientHeight];
    }""", selector)


def _oled_cells(image, box, display):
    """The OLED pixels as lit or not in the screenshot, read at the centre of each grid cell."""
    left, top, width, height = box
    wrong = 0
    for y in range(64):
        for x in range(128):
            px = image.getpixel((int(left + (x + 0.4) * width / 128),
                                 int(top + (y + 0.4) * height / 64)))
            lit = sum(px[:3]) > 300
            wrong += lit != bool((display[(y >> 3) * 128 + x] >> (y & 7)) & 1)
    return wrong


def test_the_page_looks_like_its_picture(device):
    """A screenshot of the page after the docs' Maori combat: the OLED cells and the LEDs match
    the frame, and the rest of the page the reference picture, within a tolerance."""
    from PIL import Image, ImageChops

    timeline = web_page.record_script(os.path.join(ROOT, SCREENSHOT_SCRIPT), 3)
    device.play(timeline)
    os.makedirs(os.path.dirname(SCREENSHOT), exist_ok=True)
    web_page.screenshot(device.page, SCREENSHOT)
    origin = _content_box(device.page, "main")
    image = Image.open(SCREENSHOT).convert("RGB")
    boxes = {}
    for selector in ("#oled", "#ring1", "#ring2"):
        left, top, width, height = _content_box(device.page, selector)
        boxes[selector] = (left - origin[0], top - origin[1], width, height)
    display, leds = (bytes.fromhex(h) for h in device.frame())
    assert device.frame() == timeline.events[-1][3]
    assert _oled_cells(image, boxes["#oled"], display) == 0
    count = len(leds) // 3
    first = (count + 1) // 2  # the page's rings: the first half of the chain, then the rest
    lit = 0
    for ring, start, size in ((1, 0, first), (2, first, count - first)):
        left, top, width, _ = boxes["#ring{}".format(ring)]
        for i in range(size):
            rgb = leds[3 * (start + i) : 3 * (start + i) + 3]
            angle = 2 * math.pi * i / size - math.pi / 2
            px = image.getpixel((int(left + width * (0.5 + 0.38 * math.cos(angle))),
                                 int(top + width * (0.5 + 0.38 * math.sin(angle)))))
            if any(rgb):  # lit in the colour written: its strongest channel is the LED's
                lit += 1
                assert rgb[px.index(max(px))] == max(rgb), (ring, i, px, tuple(rgb))
            else:
                assert max(px) < 100, (ring, i, px)  # dark grey
    assert lit > 0
    reference = Image.open(REFERENCE).convert("RGB")
    assert reference.size == image.size, "the page's size changed: remake " + REFERENCE
    diff = ImageChops.difference(image, reference)
    for left, top, width, height in boxes.values():
        diff.paste((0, 0, 0), (int(left) - 4, int(top) - 4, int(left + width) + 4,
                               int(top + height) + 4))
    red, green, blue = diff.split()
    strongest = ImageChops.lighter(ImageChops.lighter(red, green), blue)
    far = strongest.point(lambda v: 255 if v > CHANNEL_SLACK else 0).histogram()[255]
    assert far <= DIFFERENT_PIXELS * image.size[0] * image.size[1], (
        "{} pixels differ from {}: see {}".format(far, REFERENCE, SCREENSHOT))


def test_a_browser_that_refuses_storage_still_runs_the_companion(device):
    """Storage blocked (localStorage throws): the games live in memory, and the page says so."""
    device.page.add_init_script("""Object.defineProperty(window, "localStorage", {
        get() { throw new DOMException("blocked", "SecurityError"); } });""")
    timeline = web_page.record(lambda: scenario.run("web_no_storage", "next\nok\nok\nok", 1))
    device.play(timeline)
    assert device.frame() == timeline.events[-1][3]
    assert "keeps no storage" in device.page.text_content("#status")


def test_the_page_says_which_micropython_it_runs_and_why_the_devices_differs(device):
    """The page runs the WebAssembly port's release (web/package.json), the device the firmware
    of hardware/pico; where the two differ, the page says both and why."""
    device.open(seed=1)
    status = device.page.text_content("#status")
    assert "running on MicroPython v1.27.0 (WebAssembly)" in status, status
    assert "the device runs MicroPython v1.28.0" in status, status
    assert "latest release" in status, status
