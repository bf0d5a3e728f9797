"""The default player colours, chosen and checked by measurement for colour-blind players.

The rings' colours are LED duty cycles, so the light a pixel emits is linear in each value:
(255, 96, 0) is taken as linear sRGB (1, 0.376, 0), encoded to sRGB, then seen with full
protanopia, deuteranopia and tritanopia (colorspacious: Machado et al. 2009, severity 100) and
with normal vision, and compared in CIELab with CIEDE2000. The default seat order is the one
whose every prefix (the colours of 2, 3, 4 and 5 players) keeps the largest smallest distance.

Host-side only (colorspacious never goes on the device). Run:
    .venv/bin/python tools/palette.py          # prints the BENCHMARKS.md section
    .venv/bin/python tools/palette.py --search # the best seat order of the palette
"""

import itertools
import math
import sys

from colorspacious import cspace_convert

from firmware.games.shared import rings

VISIONS = ("normal", "protanopia", "deuteranopia", "tritanopia")
_CVD = {"protanopia": "protanomaly", "deuteranopia": "deuteranomaly",
        "tritanopia": "tritanomaly"}
BOUND = 20.0  # the least CIEDE2000 between two default colours, under every vision
DIM_BOUND = 13.5  # the same, for the colours dim (colour >> 3: the lead's ones, the wedge's sides)
SEATS = 5  # the most players of a game with default colours (Kachina)


def seen(rgb, vision):
    """An LED's (r, g, b) duty values as CIELab, seen with vision."""
    linear = [value / 255 for value in rgb]
    srgb = cspace_convert(linear, "sRGB1-linear", "sRGB1")
    if vision != "normal":
        space = {"name": "sRGB1+CVD", "cvd_type": _CVD[vision], "severity": 100}
        srgb = [min(max(v, 0.0), 1.0) for v in cspace_convert(srgb, space, "sRGB1")]
    return tuple(float(v) for v in cspace_convert(srgb, "sRGB1", "CIELab"))


def ciede2000(lab1, lab2):
    """CIEDE2000 colour difference (Sharma, Wu and Dalal 2005), kL = kC = kH = 1."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean**7 / (c_mean**7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = l2 - l1, c2p - c1p
    dh = 0.0
    if c1p * c2p:
        dh = h2p - h1p
        if dh > 180:
            dh -= 360
        elif dh < -180:
            dh += 360
    dhh = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_mean, cp_mean = (l1 + l2) / 2, (c1p + c2p) / 2
    h_mean = h1p + h2p
    if c1p * c2p:
        h_mean = (h1p + h2p) / 2 if abs(h1p - h2p) <= 180 else (
            (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2)
    t = (1 - 0.17 * math.cos(math.radians(h_mean - 30)) + 0.24 * math.cos(math.radians(2 * h_mean))
         + 0.32 * math.cos(math.radians(3 * h_mean + 6))
         - 0.20 * math.cos(math.radians(4 * h_mean - 63)))
    sl = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    sc = 1 + 0.045 * cp_mean
    sh = 1 + 0.015 * cp_mean * t
    rt = (-2 * math.sqrt(cp_mean**7 / (cp_mean**7 + 25**7))
          * math.sin(math.radians(60 * math.exp(-(((h_mean - 275) / 25) ** 2)))))
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dhh / sh) ** 2
                     + rt * (dc / sc) * (dhh / sh))


def least(colours):
    """(the least CIEDE2000 between two of colours, (name, (r, g, b)) each, under any vision;
    that vision; the pair's names)."""
    labs = [[seen(rgb, vision) for vision in VISIONS] for _, rgb in colours]
    best = None
    for i, j in itertools.combinations(range(len(colours)), 2):
        for v in range(len(VISIONS)):
            d = ciede2000(labs[i][v], labs[j][v])
            if best is None or d < best[0]:
                best = (d, VISIONS[v], (colours[i][0], colours[j][0]))
    return best


def per_vision(colours):
    """The least CIEDE2000 between two of colours under each of VISIONS."""
    return [least_under(colours, vision) for vision in VISIONS]


def least_under(colours, vision):
    labs = [seen(rgb, vision) for _, rgb in colours]
    return min(ciede2000(a, b) for a, b in itertools.combinations(labs, 2))


def dimmed(colours):
    """colours as their dim pixels show them (colour >> 3)."""
    return [(name, tuple(v >> 3 for v in rgb)) for name, rgb in colours]


def lit_and_dim(colours):
    """least(), of colours both lit and dim."""
    return min(least(colours), least(dimmed(colours)))


def prefixes(order, measure=least):
    """The least distance of the first 5, 4, 3 and 2 colours of a seat order."""
    colours = [rings.PALETTE[i] for i in order]
    return tuple(measure(colours[:k])[0] for k in range(SEATS, 1, -1))


def search(measure=least):
    """The seat order of SEATS palette colours whose 5, 4, 3 and 2-player prefixes keep the
    largest least distance (by measure), the largest set first."""
    count = len(rings.PALETTE)
    pair = {}
    for i, j in itertools.combinations(range(count), 2):
        pair[i, j] = pair[j, i] = measure([rings.PALETTE[i], rings.PALETTE[j]])[0]

    def smallest(seats):
        return min(pair[i, j] for i, j in itertools.combinations(seats, 2))

    return max(itertools.permutations(range(count), SEATS),
               key=lambda order: tuple(smallest(order[:k]) for k in range(SEATS, 1, -1)))


def defaults():
    """(game, its default colours as (name, (r, g, b))), as the games define them."""
    from firmware.games import kachina, moeraki
    from firmware.games.karekare import common

    games = [("Moeraki-Kemu, 2 players", moeraki.DEFAULT_COLOURS),
             ("Karekare, 4 tribes", common.DEFAULT_COLOURS)] + [
        ("Kachina, {} players".format(n), kachina.DEFAULT_COLOURS[:n]) for n in range(2, 6)]
    return [(game, [rings.PALETTE[i] for i in indexes]) for game, indexes in games]


# The defaults before this check (issue 20), with the palette's values of then.
BEFORE = (("Kachina, 5 players", (("red", (255, 0, 0)), ("green", (0, 200, 0)),
                                  ("blue", (0, 64, 255)), ("yellow", (255, 200, 0)),
                                  ("purple", (160, 0, 255)))),
          ("Karekare, 4 tribes", (("blue", (0, 64, 255)), ("red", (255, 0, 0)),
                                  ("orange", (255, 96, 0)), ("green", (0, 200, 0)))))


def _row(game, colours):
    d, vision, names = least(colours)
    return "| {} | {} | {} | {} and {}, {:.1f} ({}) |".format(
        game, ", ".join(name for name, _ in colours),
        " | ".join("{:.1f}".format(x) for x in per_vision(colours)), names[0], names[1], d, vision)


def section():
    head = ["| game | colours | " + " | ".join(VISIONS) + " | closest pair |",
            "|---|---|" + "---|" * len(VISIONS) + "---|"]
    return (["## Colour-blind-safe default colours", "",
             "Each game's default player colours, as the LEDs emit them (duty values taken as "
             "linear sRGB), seen with normal vision and simulated with full protanopia, "
             "deuteranopia and tritanopia (colorspacious, Machado et al. 2009); each figure is "
             "the least CIEDE2000 distance between two of them. **Bound: {:.0f} under every "
             "vision** (`tests/host/test_palette.py` holds it). The seat order is the best of "
             "the palette's (`--search`): red, blue, pink, sky, lime, every game taking the "
             "first colours it needs.".format(BOUND), ""]
            + head + [_row(game, colours) for game, colours in defaults()]
            + ["", "The same colours dim (colour >> 3: the lead's ones, the wedge's sides), with "
               "sky (0, 140, 255) since issue 31 (at (0, 96, 255) dim blue and sky were 11.2 "
               "apart for a protanope). **Bound: {} under every vision**:".format(DIM_BOUND), ""]
            + head + [_row(game, dimmed(colours)) for game, colours in defaults()]
            + ["", "Before, by the same measure:", ""]
            + head + [_row(game, colours) for game, colours in BEFORE]
            + ["", "```", ".venv/bin/python tools/palette.py            # this section",
               ".venv/bin/python tools/palette.py --search   # the seat order", "```", ""])


def main(argv):
    if "--search" in argv:
        order = search()
        print("seat order:", ", ".join("{} ({})".format(rings.PALETTE[i][0], i) for i in order))
        return 0
    print("\n".join(section()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
