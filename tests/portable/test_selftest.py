"""The self-test: every LED lit in turn, the pattern, each button asked for, the flash checked."""

from firmware import selftest
from firmware.edges import SIZE
from support import scenario


def test_selftest_from_settings_lights_every_led_and_asks_for_each_button():
    app, board, driver = scenario.run("selftest", "prev\nok\nnext 5")
    board.buttons.mask = 1 << 2  # OK on "Self-test", then watch every 10 ms
    driver.run(80)
    board.buttons.mask = 0
    lit = []
    for _ in range(24 * 14):
        driver.run(10)
        on = [i for i, rgb in enumerate(board.pixels.shown) if any(rgb)]
        assert len(on) <= 1
        if on and on[0] not in lit:
            lit.append(on[0])
    assert scenario.screen_words(board)[0] == "Self-test"
    assert lit == list(range(24))  # one at a time, in order
    assert scenario.screen_words(board)[7] == "press PREV"
    scenario.check("selftest_pattern", board)
    driver.script("ok")  # out of order: still waiting for PREV
    assert scenario.screen_words(board)[7] == "press PREV"
    driver.script("prev\nnext\nok\nback")
    words = scenario.screen_words(board)
    assert words[1:5] == ["LEDs: 24 lit in turn", "display: pattern drawn", "buttons: 4/4 ok",
                          "flash: ok"]
    assert words[6] == "presses lost: 0"
    driver.script("ok")
    assert scenario.screen_words(board)[0].startswith("Settings")


def test_run_reports_on_the_console():
    app, board, driver = scenario.boot("selftest_run")
    lines = []
    presses = iter((0, 1, 2, 3))
    board.idle = lambda: _press_when_asked(board, lines, presses)
    selftest.run(board, lines.append)
    assert "button BACK: ok" in lines and "flash: ok" in lines
    assert lines[-1] == "self-test done"


def _press_when_asked(board, lines, presses):
    """Let the fake clock run; once the LEDs are done, hold each button for 60 ms in turn."""
    board.now += 10
    if any("now press" in line for line in lines) and board.now % 200 == 0:
        board.buttons.mask = 1 << next(presses, 3)
    elif board.now % 200 == 60:
        board.buttons.mask = 0


def test_the_led_walk_starts_at_its_first_frame_however_late_it_comes():
    """On the Pico the first steps (the first frame is 1 KB on the bus) outlast one LED's time:
    the walk must still begin with LED 0, lit in the first LED frame, not skip it."""
    app, board, driver = scenario.boot("selftest_late")
    test = selftest.SelfTest(app, lambda line: None)
    frame = bytearray(3 * 24)
    test.leds(frame, app.now + 200)  # the first LED frame, later than LED 0's 120 ms
    assert frame[0:3] == b"\xff\xff\xff" and not any(frame[3:])


def test_the_report_counts_the_presses_a_full_edge_ring_lost():
    app, board, driver = scenario.boot("selftest_lost")
    lines = []
    for i in range(SIZE + 16):  # edges never taken: the ring keeps SIZE, 16 are lost
        board.buttons.mask = (1 << 2) if i % 2 == 0 else 0
    test = selftest.SelfTest(app.context, lines.append)
    test.finish()
    assert "presses lost: 16" in lines
