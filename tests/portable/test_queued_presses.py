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
