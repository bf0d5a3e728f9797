"""The ring patterns the score games share, read from across the table.

Ring 1 is the race: the leader's dot at the ring's first pixel, every other player's dot one
pixel further round per point behind (the last pixel: that far or more). The leader's colour
fills the gap up to the runner-up, so the length of that arc is the lead in points.
Ring 2 is the turn: a wedge of three pixels pointing at the seat of the player whose turn it
is (seats spread evenly round the ring, seat 1 at the first pixel); at the end of a game the
winners' wedges blink together.

Colours are the players' choice (a game's "colours" setting, names from PALETTE) and never
carry meaning alone: on ring 1 the player in seat k winks k times every two seconds, and on
ring 2 the wedge's position names the seat.
"""

from core.compat import const

# name, (r, g, b); the names are the words the setup screens and the CLI accept.
PALETTE = (
    ("red", (255, 0, 0)),
    ("orange", (255, 96, 0)),
    ("yellow", (255, 200, 0)),
    ("green", (0, 200, 0)),
    ("cyan", (0, 180, 200)),
    ("blue", (0, 64, 255)),
    ("purple", (160, 0, 255)),
    ("pink", (255, 40, 140)),
    ("white", (180, 180, 180)),
)
_WINK_MS = const(250)
_SLOTS = const(8)
_BLINK_MS = const(400)
_DIM = const(3)  # dim = colour >> _DIM


def names():
    return [name for name, _ in PALETTE]


def index(name, default):
    """The palette index of a colour name; default for a name the palette lacks."""
    for i, (known, _) in enumerate(PALETTE):
        if known == name:
            return i
    return default


def pick(colours, player, defaults):
    """The palette index of a player's colour: the table's choice (colours, from the game's
    settings), else defaults[player]."""
    name = colours[player] if player < len(colours) else ""
    return index(name, defaults[player])


def ring_size(frame):
    return len(frame) // 6


def _put(frame, pixel, colour, shift=0):
    frame[3 * pixel] = colour[0] >> shift
    frame[3 * pixel + 1] = colour[1] >> shift
    frame[3 * pixel + 2] = colour[2] >> shift


def race(frame, scores, colours, now):
    """Ring 1: the race, as described above. colours: one (r, g, b) per player."""
    size = ring_size(frame)
    count = len(scores)
    if not size or not count:
        return
    top = max(scores)
    second = -1
    for score in scores:
        if score < top:
            second = max(second, score)
    leaders = 0
    for score in scores:
        if score == top:
            leaders += 1
    if leaders == 1 and second >= 0:
        leader = scores.index(top)
        for pixel in range(1, min(top - second, size - 1)):
            _put(frame, pixel, colours[leader], _DIM)
    slot = now // _WINK_MS % _SLOTS
    turn = now // (_WINK_MS * _SLOTS)
    for p in range(count):
        pos = min(top - scores[p], size - 1)
        mine = same = 0
        for q in range(count):
            if min(top - scores[q], size - 1) == pos:
                same += 1
                if q < p:
                    mine += 1
        # Players on one pixel take turns; seat p + 1 winks p + 1 times in its turn.
        if turn % same == mine and not (slot % 2 == 0 and slot // 2 <= p):
            _put(frame, pos, colours[p])


def wedge(frame, player, count, colour):
    """Ring 2: three pixels pointing at the player's seat, the middle one bright."""
    size = ring_size(frame)
    if not size:
        return
    middle = player * size // count
    for step in (-1, 1):
        _put(frame, size + (middle + step) % size, colour, _DIM)
    _put(frame, size + middle, colour)


def winners(frame, players, count, colours, now):
    """Ring 2 at the end of a game: the winners' wedges blink together."""
    if (now // _BLINK_MS) % 2:
        return
    for p in players:
        wedge(frame, p, count, colours[p])


class Rings:
    """A score game's two rings, drawn from make(standings) = (scores, colours as (r, g, b),
    the seat whose turn it is or -1, the winners' seats). make runs once per standings: draw()
    runs every 40 ms and allocates nothing while nothing changes."""

    def __init__(self, make):
        self.make = make
        self.seen = None  # the standings that data belongs to
        self.data = ((), (), -1, ())

    def draw(self, frame, st, now):
        """Ring 1: the race; ring 2: whose turn it is, or the winners blinking."""
        if st is not self.seen:
            self.data = self.make(st)
            self.seen = st
        scores, colours, turn, won = self.data
        race(frame, scores, colours, now)
        if won:
            winners(frame, won, len(scores), colours, now)
        elif turn >= 0:
            wedge(frame, turn, len(scores), colours[turn])
        return True
