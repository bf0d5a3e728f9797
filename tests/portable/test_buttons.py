"""Buttons: a 10 ms debounce window, short and long presses, auto-repeat, all on a fake clock,
from edges queued with their own times, however late the app takes them."""

from firmware import events
from firmware.buttons import LONG_MS, REPEAT_DELAY_MS, REPEAT_MS, Buttons
from firmware.edges import SIZE, Edges

OK = 1 << events.OK
NEXT = 1 << events.NEXT
BACK = 1 << events.BACK


def _run(buttons, timeline, until, every=1):
    """timeline: [(time, mask)], each an edge recorded at its time; the app polls every `every`
    ms up to until; returns [(time polled, event)]."""
    out = []
    changes = list(timeline)
    edges = Edges()
    for now in range(0, until + 1, every):
        while changes and changes[0][0] <= now:
            edges.record(changes[0][1], changes[0][0])
            changes.pop(0)
        event = buttons.poll(edges, now)
        while event:
            out.append((now, event))
            event = buttons.poll(edges, now)
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
    assert got == [(LONG_MS, events.EV_LONG_BACK)]  # timed from the press's own edge


def test_next_fires_on_press_and_repeats_while_held():
    got = _run(Buttons(), [(0, NEXT), (1000, 0)], 1100)
    times = [t for t, e in got if e == events.EV_NEXT]
    assert times[0] == 10  # once the press held the debounce window
    assert times[1] == REPEAT_DELAY_MS  # timed from the press's own edge
    assert times[2] - times[1] == REPEAT_MS
    # 1 press + repeats from 400 ms to the release at 1000 ms.
    assert len(times) == 1 + 1 + (1000 - REPEAT_DELAY_MS) // REPEAT_MS


def test_a_chord_gives_each_button_its_event():
    got = [e for _, e in _run(Buttons(), [(0, OK | NEXT), (100, 0)], 300)]
    assert sorted(got) == sorted([events.EV_NEXT, events.EV_OK])


def test_idle_poll_returns_nothing():
    buttons, edges = Buttons(), Edges()
    assert all(buttons.poll(edges, t) == 0 for t in range(0, 5000, 7))


def test_a_press_made_and_released_while_the_app_was_busy_is_acted_on_after():
    # Issue 30: OK pressed and released inside a slow step (an import), polled once after it.
    got = _run(Buttons(), [(200, OK), (280, 0), (400, NEXT), (480, 0)], 1000, every=1000)
    assert [e for _, e in got] == [events.EV_OK, events.EV_NEXT]


def test_a_long_press_is_timed_from_its_edges_not_from_the_polls():
    long_hold = _run(Buttons(), [(0, OK), (LONG_MS + 100, 0)], 2000, every=2000)
    short_hold = _run(Buttons(), [(0, OK), (LONG_MS - 100, 0)], 2000, every=2000)
    assert [e for _, e in long_hold] == [events.EV_LONG_OK]
    assert [e for _, e in short_hold] == [events.EV_OK]


def test_a_bounce_inside_a_busy_step_is_still_one_press():
    timeline = [(0, OK), (2, 0), (4, OK), (200, 0), (201, OK), (203, 0)]
    assert [e for _, e in _run(Buttons(), timeline, 1000, every=1000)] == [events.EV_OK]


def test_an_overflowing_ring_counts_what_it_lost_and_keeps_the_level():
    edges = Edges()
    for i in range(SIZE + 7):
        edges.record(OK if i % 2 == 0 else 0, i)
    assert edges.pending() == SIZE and edges.lost() == 7
    assert edges.read() == OK  # the last edge (a press): held now
    buttons = Buttons()
    while buttons.poll(edges, 1000):
        pass
    assert buttons.raw == OK  # the ring's last edges are gone, the level is not
