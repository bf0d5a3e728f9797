"""Presses queued while the app was busy (issue 30): taken in order after the slow step, and
each drawn before the next is taken, so the screen goes through every frame the presses make,
as it does when the app keeps up."""

from firmware import events
from support import scenario

NEXT = 1 << events.NEXT


def test_two_presses_queued_in_one_slow_step_each_draw_their_frame():
    app, board, driver = scenario.boot("queued_presses")
    shown = board.display.frames
    start = board.now
    for t in (0, 100):  # two NEXT presses of 40 ms while the app took no step
        board.now = start + t
        board.buttons.mask = NEXT
        board.now += 40
        board.buttons.mask = 0
    board.now = start + 300
    app.step(board.now)
    assert board.display.frames == shown + 1  # the first press, drawn
    assert app.top().index == 1
    board.now += 10
    app.step(board.now)
    assert board.display.frames == shown + 2  # then the second
    assert app.top().index == 2


def test_a_press_queued_after_a_toast_ran_out_is_drawn_after_the_toast_goes():
    """The simulator takes a toast down and then draws the press; the Pico, busy drawing, takes
    both in one late step: it must show the same two frames, in the same order (a fast-fingers
    Kachina game differed from frame 142 on)."""
    app, board, driver = scenario.boot("queued_after_toast")
    driver.run(100)
    app.pressed_at = board.now  # as if the press just dispatched had said it
    app.say("hello")
    app.pressed_at = None
    app.step(board.now)
    board.now += 10
    app.step(board.now)
    gone = app.toast.until
    shown = board.display.frames
    board.now = gone + 50  # a NEXT after the toast's time, while the app took no step
    board.buttons.mask = NEXT
    board.now += 40
    board.buttons.mask = 0
    board.now += 200
    app.step(board.now)
    assert board.display.frames == shown + 1 and app.top().index == 0  # the toast gone
    assert not app.toast.text
    board.now += 10
    app.step(board.now)
    assert board.display.frames == shown + 2 and app.top().index == 1  # then the press
