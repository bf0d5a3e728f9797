"""Debounce, short and long presses, and auto-repeat, from the buttons' edges (firmware/edges.py).

Each edge is taken at its own time: debounce and long presses are measured from when the buttons
changed, never from when the app got round to looking. Time is always an argument. poll()
allocates nothing, so an idle step allocates nothing.
"""

from core.compat import const
from firmware import events

DEBOUNCE_MS = const(10)
LONG_MS = const(600)
REPEAT_DELAY_MS = const(400)
REPEAT_MS = const(120)
_QUEUE = const(8)

_SHORT = (events.EV_PREV, events.EV_NEXT, events.EV_OK, events.EV_BACK)
_LONG = (0, 0, events.EV_LONG_OK, events.EV_LONG_BACK)  # PREV and NEXT repeat instead
_REPEATS = const(0b0011)  # PREV and NEXT fire on press and repeat while held


class Buttons:
    """Turns edges into events; call poll(edges, now) until it returns 0."""

    def __init__(self, count=events.COUNT):
        self.count = count
        self.raw = 0
        self.raw_since = 0
        self.stable = 0
        self.pressed_at = [0] * count
        self.next_repeat = [0] * count
        self.long_done = 0
        self.queue = bytearray(_QUEUE)
        self.times = [0] * _QUEUE  # the tick each queued event happened at
        self.head = 0
        self.size = 0
        self.at = 0  # the tick the event poll() returned last happened at

    def _push(self, event, tick):
        if self.size < _QUEUE:
            slot = (self.head + self.size) % _QUEUE
            self.queue[slot] = event
            self.times[slot] = tick
            self.size += 1

    def _pop(self):
        if not self.size:
            return 0
        event = self.queue[self.head]
        self.at = self.times[self.head]
        self.head = (self.head + 1) % _QUEUE
        self.size -= 1
        return event

    def poll(self, edges, now):
        """Take the edges up to now in order; returns the next event, or 0."""
        if self.size:
            return self._pop()
        while edges.pending():
            tick = edges.next_time()
            if tick > now:
                break  # it came during this step: the next one takes it
            self._edge(edges.next_mask(), tick)
            edges.drop()
            if self.size:
                return self._pop()
        level = edges.read()
        if level != self.raw and not edges.pending():
            self._edge(level, now)  # a full ring lost the last edges: the level is known
        if not (self.raw or self.stable):
            return 0  # all up, and settled: the idle step's only question
        self._until(now)
        return self._pop()

    def _edge(self, mask, tick):
        """The buttons changed to mask at tick: what the old state did until then first."""
        self._until(tick)
        if mask != self.raw:
            self.raw = mask
            self.raw_since = tick

    def _until(self, now):
        """Time passes up to now: a change that held DEBOUNCE_MS settles (at its own time)."""
        if self.raw != self.stable and now - self.raw_since >= DEBOUNCE_MS:
            self._settle(self.raw, self.raw_since)
        self._held(now)

    def held_ms(self, button, now):
        """How long button has been held down at now; 0 when it is up."""
        return now - self.pressed_at[button] if self.stable & (1 << button) else 0

    def _settle(self, mask, now):
        changed = mask ^ self.stable
        self.stable = mask
        for b in range(self.count):
            bit = 1 << b
            if not changed & bit:
                continue
            if mask & bit:
                self.pressed_at[b] = now
                self.long_done &= ~bit
                if _REPEATS & bit:
                    self._push(_SHORT[b], now)
                    self.next_repeat[b] = now + REPEAT_DELAY_MS
            elif not self.long_done & bit and not _REPEATS & bit:
                self._push(_SHORT[b], now)

    def _held(self, now):
        stable = self.stable
        if not stable:
            return
        for b in range(self.count):
            bit = 1 << b
            if not stable & bit:
                continue
            if _REPEATS & bit and now >= self.next_repeat[b]:
                self._push(_SHORT[b], self.next_repeat[b])
                self.next_repeat[b] = now + REPEAT_MS
            if _LONG[b] and not self.long_done & bit and now - self.pressed_at[b] >= LONG_MS:
                self.long_done |= bit
                self._push(_LONG[b], self.pressed_at[b] + LONG_MS)
