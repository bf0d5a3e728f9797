"""The web page on a phone, in real Chromium (Debian's, driven by Playwright) with a 390x844
touch screen: the device fits the screen's width with large buttons, the keyboard help gives way
to the hold hints, a held button shows how far it is on its way to a long press (held by real
touch events), and the screen is kept awake while a game is open.
"""

import types

import pytest

from host_sim.script import GAP_MS, LONG_MS
from support import scenario, web_page

BACK = web_page.BUTTONS["back"]
MIN_BUTTON_PX = 72  # CSS pixels: well above the 48 of a comfortable touch target
# Moeraki-Kemu from the home menu to a match's scoreboard (the players as offered: hold OK),
# then Marae recorded (hold OK).
MOERAKI = "next\nok\nok\nok\nok\nlong ok\nok\nok\nok\nhold next 1500\nlong ok"
WAKE = "companion.awake.state"


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    with web_page.built_chromium(str(tmp_path_factory.mktemp("web"))) as found:
        yield found


@pytest.fixture
def phone(browser):
    device = web_page.PageDevice(*browser, phone=True)
    yield device
    device.close()


def _box(page, selector):
    return page.locator(selector).bounding_box()


def test_a_phone_gets_the_device_at_its_width_large_buttons_and_the_hold_hints(phone, browser):
    phone.open(seed=1)
    page = phone.page
    width = web_page.PHONE["viewport"]["width"]
    assert page.evaluate("document.documentElement.scrollWidth") <= width  # no sideways scroll
    device, oled = _box(page, ".device"), _box(page, "#oled")
    assert device["x"] >= 0 and device["x"] + device["width"] <= width
    assert oled["width"] >= 0.8 * width
    for bit in web_page.KEYS:
        button = _box(page, web_page.button(bit))
        assert min(button["width"], button["height"]) >= MIN_BUTTON_PX, (bit, button)
    assert not page.is_visible(".help.keys")
    assert "Hold BACK to undo" in page.text_content(".help.touch")
    assert page.is_visible(".help.touch")
    desktop = web_page.PageDevice(*browser)
    try:
        desktop.open(seed=1)
        assert desktop.page.is_visible(".help.keys")
        assert not desktop.page.is_visible(".help.touch")
    finally:
        desktop.close()


def _touch(cdp, kind, point):
    """A finger on the screen at point (touchStart) or lifted (touchEnd), as Chromium's input."""
    points = [] if kind == "touchEnd" else [{"x": point["x"], "y": point["y"]}]
    cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})


def _hold_state(page, bit):
    return page.evaluate("""(selector) => {
        const el = document.querySelector(selector);
        return [el.style.getPropertyValue("--hold"), el.classList.contains("long")];
    }""", web_page.button(bit))


def test_a_held_touch_shows_its_progress_and_hold_back_undoes(phone):
    """BACK held by a finger on the screen: its ring fills (half way at half the long press,
    full after it), and on release the action is undone, as `long back` on the fake board."""
    played = []
    timeline = web_page.record(lambda: played.append(scenario.run("web_touch", MOERAKI, 1)[0]))
    phone.play(timeline)
    marae = played[0].session("moeraki").standings()
    assert phone.page.evaluate("companion.standings('moeraki')") == marae
    box = _box(phone.page, web_page.button(BACK))
    centre = {"x": box["x"] + box["width"] / 2, "y": box["y"] + box["height"] / 2}
    cdp = phone.context.new_cdp_session(phone.page)
    _touch(cdp, "touchStart", centre)
    phone.advance(300)
    assert _hold_state(phone.page, BACK) == ["0.50", False]
    phone.advance(LONG_MS - 300)
    assert _hold_state(phone.page, BACK) == ["1.00", True]
    _touch(cdp, "touchEnd", centre)
    phone.advance(GAP_MS)
    assert _hold_state(phone.page, BACK) == ["0.00", False]
    app, board, _ = scenario.run("web_touch_undo", MOERAKI + "\nlong back", 1)
    assert phone.frame() == web_page.frame(board), "the page shows\n" + web_page.picture(
        phone.frame())
    undone = app.session("moeraki").standings()
    assert phone.page.evaluate("companion.standings('moeraki')") == undone != marae


def _press(device, *keys):
    for key in keys:
        device.page.keyboard.press(key)
        device.advance(200)


def _wake(device, state):
    device.page.wait_for_function("{} === {!r}".format(WAKE, state), timeout=10000, polling=20)


def test_the_screen_stays_awake_while_a_game_is_open_and_again_after_the_page_was_hidden(phone):
    """The real Screen Wake Lock of Chromium. Headless Chromium never hides a page, so the page
    is told it is hidden (document.visibilityState and its event), and the lock is released as
    the browser releases it then."""
    phone.open(seed=1)
    assert phone.page.evaluate(WAKE) == "released"  # the home menu lets the screen sleep
    _press(phone, *["ArrowRight"] * 5, "Enter")  # Settings: no game
    shown = types.SimpleNamespace(buffer=bytes.fromhex(phone.frame()[0]))
    assert "Settings" in scenario.screen_words(types.SimpleNamespace(display=shown))[0]
    phone.advance(500)
    assert phone.page.evaluate(WAKE) == "released"
    _press(phone, "Backspace", *["ArrowLeft"] * 4, "Enter")  # Moeraki-Kemu
    _wake(phone, "held")
    phone.page.evaluate("""() => {
        window.shown = "hidden";
        Object.defineProperty(document, "visibilityState", { get: () => window.shown,
                                                             configurable: true });
        document.dispatchEvent(new Event("visibilitychange"));
    }""")
    _wake(phone, "released")
    phone.page.evaluate("""() => {
        window.shown = "visible";
        document.dispatchEvent(new Event("visibilitychange"));
    }""")
    _wake(phone, "held")
    _press(phone, "Backspace")  # home again
    _wake(phone, "released")


def test_a_browser_that_refuses_the_wake_lock_says_so(phone, browser):
    """The wake lock permission denied (as a browser's settings can): the page says so."""
    phone.open(seed=1)
    cdp = phone.context.new_cdp_session(phone.page)
    target = cdp.send("Target.getTargetInfo")["targetInfo"]
    browser_cdp = browser[0].new_browser_cdp_session()
    browser_cdp.send("Browser.setPermission", {
        "permission": {"name": "screen-wake-lock"}, "setting": "denied",
        "browserContextId": target["browserContextId"]})
    _press(phone, "ArrowRight", "Enter")
    _wake(phone, "refused")
    assert "does not keep the screen on" in phone.page.text_content("#notice")
    assert phone.page.is_visible("#notice")
