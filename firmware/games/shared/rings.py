"""The ring patterns the score games share, read from across the table by position.

Seats are spread evenly round each ring, seat 1 at the first pixel, clockwise: a player is
told by where the light is, the colour being a second cue, never the only one.
Ring 1 is the lead: a bright pixel at the leader's seat and, clockwise from it, the lead over
the runner-up as fives and ones, like tally marks: a half-bright pixel for each 5 points, then
a dim pixel for each point left (0-4), so a glance reads two small groups instead of counting
dim pixels. The other seats' pixels are passed over, dark: no seat's pixel is ever lit as if it
were another's. A ring of 12 reads exactly to 23 with five players (38 with two: most()); a
larger lead shows that largest, every free pixel lit. Players tied at the top each have their
bright pixel and no lead.
Ring 2 is the turn: a wedge of three pixels pointing at the seat of the player whose turn it
is; at the end of a game the winners' wedges blink together.
The absolute scores are on the table view (firmware/table_view.py), in the big digits; a game of
two players with a short target (Moeraki-Kemu) has one ring a player instead (tallies).
"""

from core.compat import const

# name, (r, g, b); the names are the words the setup screens and the CLI accept.
PALETTE = (
    ("red", (255, 0, 0)),
    ("orange", (255, 96, 0)),
    ("yellow", (255, 200, 0)),
    ("green", (0, 200, 0)),
    ("lime", (160, 255, 0)),
    ("cyan", (0, 180, 200)),
    ("sky", (0, 140, 255)),  # not (0, 96, 255): dim, it merged with blue
    ("blue", (0, 0, 255)),
    ("purple", (160, 0, 255)),
    ("pink", (255, 160, 160)),
    ("white", (180, 180, 180)),
)
# The default colour of each seat, chosen by measurement (tools/palette.py): every two of the
# first k stay apart for colour-blind eyes too (BENCHMARKS.md, "Colour-blind-safe default
# colours"): red, blue, pink, sky, lime.
SEAT_COLOURS = (0, 7, 9, 6, 4)
_BLINK_MS = const(400)
_DIM = const(3)  # dim = colour >> _DIM
_FIVE = const(1)  # a five of the lead: colour >> _FIVE, half bright


def seat_colours(count):
    """The default colours (palette indexes) of count seats."""
    return SEAT_COLOURS[:count]


def names():
    return [name for name, _ in PALETTE]


def index(name, default):
    """The palette index of a colour name; default for a name the palette lacks."""
    for i, (known, _) in enumerate(PALETTE):
        if known == name:
            return i
    return default


def rgb(name):
    """The (r, g, b) of a colour name; the palette's first for a name it lacks."""
    return PALETTE[index(name, 0)][1]


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


def seat_pixel(seat, count, size):
    """The pixel of a seat on a ring of size pixels, count seats spread evenly."""
    return seat * size // count


def is_seat(pixel, count, size):
    """True when pixel is one of count seats' pixels on a ring of size pixels."""
    seat = (pixel * count + size - 1) // size
    return seat < count and seat_pixel(seat, count, size) == pixel


def most(free):
    """The largest lead that fives and ones read exactly on free pixels: every lead below it
    fits (the worst of each five, 5k + 4, needs k + 4 pixels)."""
    return 5 * (free - 3) + 3 if free >= 3 else max(free, 0)


def lead(frame, scores, colours):
    """Ring 1: the leader's seat lit, the lead as fives and ones after it (see above)."""
    size, count = ring_size(frame), len(scores)
    if not size or not count:
        return
    top = max(scores)
    second = -1
    leaders = 0
    for score in scores:
        if score == top:
            leaders += 1
        else:
            second = max(second, score)
    for p in range(count):
        if scores[p] != top:
            continue
        pixel = seat_pixel(p, count, size)
        _put(frame, pixel, colours[p])
        if leaders > 1 or second < 0:
            continue
        ahead = min(top - second, most(size - count))
        fives, ones = ahead // 5, ahead % 5  # not divmod: its tuple would allocate each frame
        step = 0
        while fives + ones:
            step += 1
            at = (pixel + step) % size
            if is_seat(at, count, size):
                continue  # another seat's pixel stays dark: it is never lit as if it were
            _put(frame, at, colours[p], _FIVE if fives else _DIM)
            if fives:
                fives -= 1
            else:
                ones -= 1


def seats(frame, colours):
    """Both rings before anything is decided: each seat's pixel dim on each ring, where its
    lead (ring 1) and its turn or win (ring 2) will show."""
    seated(frame, colours, -1)


def seated(frame, colours, lit):
    """seats(), the seat lit (or none, with -1) bright."""
    size, count = ring_size(frame), len(colours)
    for p in range(count):
        pixel = seat_pixel(p, count, size)
        shift = 0 if p == lit else _DIM
        _put(frame, pixel, colours[p], shift)
        _put(frame, size + pixel, colours[p], shift)


def wedge(frame, player, count, colour):
    """Ring 2: three pixels pointing at the player's seat, the middle one bright."""
    size = ring_size(frame)
    if not size:
        return
    middle = seat_pixel(player, count, size)
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
    """A score game's two rings, drawn from make(standings) = the seats: (names, scores,
    colours as (r, g, b), the seat whose turn it is or -1, the winners' seats). make runs once
    per standings, so draw() (every 40 ms) allocates nothing while nothing changes; the table
    view reads the same seats."""

    def __init__(self, make):
        self.make = make
        self.seen = None  # the standings that data belongs to
        self.data = ((), (), (), -1, ())

    def seats(self, st):
        if st is not self.seen:
            self.data = self.make(st)
            self.seen = st
        return self.data

    def draw(self, frame, st, now):
        """Ring 1: the lead; ring 2: whose turn it is, or the winners blinking."""
        _, scores, colours, turn, won = self.seats(st)
        lead(frame, scores, colours)
        if won:
            winners(frame, won, len(scores), colours, now)
        elif turn >= 0:
            wedge(frame, turn, len(scores), colours[turn])
        return True

    def tallies(self, frame, st, target, now):
        """One ring a player, for two: ring k is seat k's victories, a bright pixel each
        clockwise from the top, then a dim one for each still needed to reach target; the
        last pixel of the ring of the player whose turn it is blinks (the ball: steady, beside
        victory 0, it read as a second victory); the winner's ring blinks."""
        _, scores, colours, turn, won = self.seats(st)
        size = ring_size(frame)
        if not size:
            return False
        blink = (now // _BLINK_MS) % 2
        for p in range(min(len(scores), 2)):
            if blink and p in won:
                continue
            for i in range(min(max(target, scores[p]), size - 1)):
                _put(frame, p * size + i, colours[p], 0 if i < scores[p] else _DIM)
            if p == turn and not blink:
                _put(frame, p * size + size - 1, colours[p])
        return True
