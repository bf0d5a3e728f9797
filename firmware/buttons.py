"""Debounce, short and long presses, and auto-repeat, from polled button bitmasks.

Time is always an argument. poll() allocates nothing, so an idle step allocates nothing.
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
    """Turns raw bitmasks into events; call poll(mask, now) until it returns 0."""

    def __init__(self, count=events.COUNT):
        self.count = count
        self.raw = 0
        self.raw_since = 0
        self.stable = 0
        self.pressed_at = [0] * count
        self.next_repeat = [0] * count
        self.long_done = 0
        self.queue = bytearray(_QUEUE)
        self.head = 0
        self.size = 0

    def _push(self, event):
        if self.size < _QUEUE:
            self.queue[(self.head + self.size) % _QUEUE] = event
            self.size += 1

    def _pop(self):
        if not self.size:
            return 0
        event = self.queue[self.head]
        self.head = (self.head + 1) % _QUEUE
        self.size -= 1
        return event

    def poll(self, mask, now):
        """Feed the current mask at time now (ms); returns the next event, or 0."""
        if not (mask or self.raw or self.stable or self.size):
            return 0  # all up, and up since the last poll: the idle step's only question
        if self.size:
            return self._pop()
        if mask != self.raw:
            self.raw = mask
            self.raw_since = now
        elif mask != self.stable and now - self.raw_since >= DEBOUNCE_MS:
            self._settle(mask, now)
        self._held(now)
        return self._pop()

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
                    self._push(_SHORT[b])
                    self.next_repeat[b] = now + REPEAT_DELAY_MS
            elif not self.long_done & bit and not _REPEATS & bit:
                self._push(_SHORT[b])

    def _held(self, now):
        stable = self.stable
        if not stable:
            return
        for b in range(self.count):
            bit = 1 << b
            if not stable & bit:
                continue
            if _REPEATS & bit and now >= self.next_repeat[b]:
                self._push(_SHORT[b])
                self.next_repeat[b] = now + REPEAT_MS
            if _LONG[b] and not self.long_done & bit and now - self.pressed_at[b] >= LONG_MS:
                self.long_done |= bit
                self._push(_LONG[b])
