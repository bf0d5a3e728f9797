"""The buttons' edges, queued as they happen: a preallocated ring of (buttons held, tick time).

An interrupt handler (or a board's own sampler) calls record(); it allocates nothing, so it may
run in a hard interrupt. The app takes the edges in order, however long its last step was: a
press made while it was busy is acted on afterwards. A full ring counts what it could not keep.
"""

from array import array

from core.compat import const

SIZE = const(32)  # a power of two: bounces included, far more edges than a busy step sees
_WRAP = const(SIZE - 1)
_PUT = const(0)  # the counts in self.ends: edges recorded, edges taken, edges lost, the level
_GOT = const(1)
_LOST = const(2)
_LEVEL = const(3)


class Edges:
    """A single-producer, single-consumer ring: record() from the interrupt, pending(),
    next_mask(), next_time() and drop() from the app's loop."""

    def __init__(self, level=0):
        self.masks = bytearray(SIZE)
        self.times = array("i", bytes(4 * SIZE))
        self.ends = array("i", (0, 0, 0, level))

    def record(self, mask, tick):
        """An edge: the buttons held from tick on. Allocates nothing."""
        ends = self.ends
        ends[_LEVEL] = mask
        put = ends[_PUT]
        if put - ends[_GOT] > _WRAP:
            ends[_LOST] += 1
            return
        self.masks[put & _WRAP] = mask
        self.times[put & _WRAP] = tick
        ends[_PUT] = put + 1

    def pending(self):
        """How many edges wait to be taken."""
        return self.ends[_PUT] - self.ends[_GOT]

    def next_mask(self):
        """The buttons held after the oldest waiting edge."""
        return self.masks[self.ends[_GOT] & _WRAP]

    def next_time(self):
        """The tick time of the oldest waiting edge, on the board's clock."""
        return self.times[self.ends[_GOT] & _WRAP]

    def drop(self):
        self.ends[_GOT] += 1

    def read(self):
        """The buttons held now, as the last edge left them (the self-test's view)."""
        return self.ends[_LEVEL]

    def lost(self):
        """Edges that came while the ring was full: shown by the self-test."""
        return self.ends[_LOST]
