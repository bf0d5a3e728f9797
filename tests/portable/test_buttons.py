"""Buttons: a 10 ms debounce window, short and long presses, auto-repeat, all on a fake clock."""

from firmware import events
from firmware.buttons import LONG_MS, REPEAT_DELAY_MS, REPEAT_MS, Buttons

OK = 1 << events.OK
NEXT = 1 << events.NEXT
BACK = 1 << events.BACK


def _run(buttons, timeline, until):
    """timeline: [(time, mask)]; step every ms to until; returns [(time, event)]."""
    out = []
    changes = list(timeline)
    mask = 0
    for now in range(until + 1):
        while changes and changes[0][0] <= now:
            mask = changes.pop(0)[1]
        event = buttons.poll(mask, now)
        while event:
            out.append((now, event))
            event = buttons.poll(mask, now)
    return out


def test_short_ok_fires_on_release_after_debounce():
    got = _run(Buttons(), [(0, OK), (100, 0)], 300)
    assert got == [(110, events.EV_OK)]


def test_bounce_shorter_than_the_window_is_ignored():
    # Contact bounce: on/off every 3 ms for 15 ms, then released: no event at all.
    timeline = [(t, OK if t % 6 == 0 else 0) for t in range(0, 15, 3)] + [(15, 0)]
    assert _run(Buttons(), timeline, 200) == []


def test_bounce_then_steady_press_gives_one_event():
    timeline = [(0, OK), (2, 0), (4, OK), (200, 0)]
    assert [e for _, e in _run(Buttons(), timeline, 400)] == [events.EV_OK]


def test_long_back_fires_once_while_held_and_not_again_on_release():
    got = _run(Buttons(), [(0, BACK), (1500, 0)], 1700)
    assert got == [(10 + LONG_MS, events.EV_LONG_BACK)]


def test_next_fires_on_press_and_repeats_while_held():
    got = _run(Buttons(), [(0, NEXT), (1000, 0)], 1100)
    times = [t for t, e in got if e == events.EV_NEXT]
    assert times[0] == 10
    assert times[1] == 10 + REPEAT_DELAY_MS
    assert times[2] - times[1] == REPEAT_MS
    # 1 press + repeats from 410 ms to the release at 1000 ms.
    assert len(times) == 1 + 1 + (1000 - 10 - REPEAT_DELAY_MS) // REPEAT_MS


def test_a_chord_gives_each_button_its_event():
    got = [e for _, e in _run(Buttons(), [(0, OK | NEXT), (100, 0)], 300)]
    assert sorted(got) == sorted([events.EV_NEXT, events.EV_OK])


def test_idle_poll_returns_nothing():
    buttons = Buttons()
    assert all(buttons.poll(0, t) == 0 for t in range(0, 5000, 7))
