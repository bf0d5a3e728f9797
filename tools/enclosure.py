"""The enclosure as code: a base for the Pico and a front panel for one OLED, four 12 mm buttons
and two 12-LED rings, from the parts' sizes in hardware/enclosure/parts.csv.

Writes base and panel as STL and STEP, and a picture, into hardware/enclosure/. Both parts print
without supports: the base on its floor, the panel on its face. Each ring's bezel has a triangle
at seat 1 (the ring's first pixel, at the top) and a dot at seat 2, clockwise, as the firmware
numbers the seats (firmware/games/shared/rings.py).
Run: make enclosure (build123d, about 1 GB: not in make test). The table alone needs only the
standard library (load, layout).
"""

import argparse
import csv
import math
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "hardware", "enclosure")
TABLE = os.path.join(OUT, "parts.csv")
PANELS = ("0.96", "1.3", "2.42")
# The enclosure's own sizes (mm): not parts' sizes, so not in the table.
WALL = 2.0  # base walls and floor
PLATE = 2.4  # the front panel
POCKET = 1.2  # the OLED board's recess on the panel's underside
LIP = (1.6, 3.0)  # the panel's lip inside the walls: thickness, height
DEPTH = 30.0  # the base's outside height
GAP = 6.0  # between parts, and to the edges
BUTTON_PITCH = 20.0
STANDOFF = (5.0, 4.0)  # the Pico's standoffs: diameter, height
PILOT = 1.8  # an M2 self-tapping screw's hole in a standoff
PCB = 1.0  # the Pico's board
USB_CENTRE = 1.3  # the micro-USB receptacle's centre above the Pico's board
MARK_DEPTH = 0.6  # the seat marks, cut into the panel's face
BRIDGE = 15.0  # the longest span a printer bridges without support
COLUMNS = ("part", "size", "mm", "source")


def load(path=TABLE):
    """{part: {size: mm}} of the table; ValueError for a row that is not a positive size with
    its source."""
    parts = {}
    with open(path, encoding="utf-8", newline="") as f:
        reader = csv.DictReader(f)
        if tuple(reader.fieldnames or ()) != COLUMNS:
            raise ValueError("{}: the columns must be {}".format(path, ",".join(COLUMNS)))
        for row in reader:
            where = "{} line {}".format(path, reader.line_num)
            mm = float(row["mm"])
            if not mm > 0 or not row["source"].strip():
                raise ValueError("{}: a size is positive and names its source".format(where))
            parts.setdefault(row["part"], {})[row["size"]] = mm
    return parts


def layout(parts, panel):
    """Where everything sits on the panel (mm, the panel's centre at 0, 0, y up, seen from the
    front): its size, the OLED, the buttons and the ring centres, and each opening's size."""
    oled = parts["oled_" + panel]
    ring, button, fit = parts["ring"], parts["button"], parts["fit"]
    centre_width = max(oled["board_width"], 3 * BUTTON_PITCH + button["body"])
    top = max(ring["outer_diameter"], oled["board_height"])
    width = 2 * ring["outer_diameter"] + centre_width + 4 * GAP
    height = top + button["body"] + 3 * GAP
    row = height / 2 - GAP - top / 2
    ring_x = centre_width / 2 + GAP + ring["outer_diameter"] / 2
    led_radius = (ring["outer_diameter"] + ring["inner_diameter"]) / 4
    return {
        "width": width, "height": height,
        "window": (oled["active_width"] + 2 * fit["window_margin"],
                   oled["active_height"] + 2 * fit["window_margin"]),
        "board": (oled["board_width"] + 2 * fit["clearance"],
                  oled["board_height"] + 2 * fit["clearance"]),
        "oled": (0.0, row),
        "button_hole": button["cap_diameter"] + 2 * fit["clearance"],
        "buttons": [((i - 1.5) * BUTTON_PITCH, -height / 2 + GAP + button["body"] / 2)
                    for i in range(4)],
        "rings": [(-ring_x, row), (ring_x, row)],
        "led_radius": led_radius,
        "led_hole": ring["led"] + 2 * fit["clearance"],
        "mark_radius": ring["outer_diameter"] / 2 + 2.5,
    }


def seat(centre, radius, index, count=12):
    """The point of seat index (0 = seat 1 at the top) round a ring, clockwise from the front."""
    angle = 2 * math.pi * index / count
    return (centre[0] + radius * math.sin(angle), centre[1] + radius * math.cos(angle))


def pico_place(parts, where):
    """The Pico on the base's floor, its USB end toward the left wall: its hole centres and the
    USB opening's centre (x, y, z) and size (the plug's, with the fit)."""
    pico, plug, fit = parts["pico"], parts["usb_plug"], parts["fit"]
    left = -where["width"] / 2 + WALL + 3.0  # the board's USB end, 3 mm inside the wall
    centre = (left + pico["length"] / 2, where["height"] / 2 - WALL - 3.0 - pico["width"] / 2)
    dx, dy = pico["hole_spacing_long"] / 2, pico["hole_spacing_short"] / 2
    holes = [(centre[0] + sx * dx, centre[1] + sy * dy) for sx in (-1, 1) for sy in (-1, 1)]
    usb_z = WALL + STANDOFF[1] + PCB + USB_CENTRE
    usb = (plug["width"] + 2 * fit["clearance"], plug["height"] + 2 * fit["clearance"])
    return {"holes": holes, "usb": (-where["width"] / 2 + WALL / 2, centre[1], usb_z),
            "usb_size": usb}


def build(parts, panel):
    """{"base": Part, "panel": Part}, each in its print orientation: on z = 0, upward."""
    import build123d as bd

    where = layout(parts, panel)
    width, height = where["width"], where["height"]
    fit = parts["fit"]["clearance"]

    # The panel, face down: the face at z = 0, the lip upward inside the base's walls. Seen
    # from the front the panel is mirrored in x, so every x below is negated.
    lid = bd.Box(width, height, PLATE, align=(bd.Align.CENTER, bd.Align.CENTER, bd.Align.MIN))
    inner = (width - 2 * WALL - 2 * fit, height - 2 * WALL - 2 * fit)
    lip = bd.Box(*inner, LIP[1], align=(bd.Align.CENTER, bd.Align.CENTER, bd.Align.MIN)) - bd.Box(
        inner[0] - 2 * LIP[0], inner[1] - 2 * LIP[0], LIP[1],
        align=(bd.Align.CENTER, bd.Align.CENTER, bd.Align.MIN))
    lid += bd.Pos(0, 0, PLATE) * lip
    through = bd.Align.CENTER, bd.Align.CENTER, bd.Align.MIN
    x, y = where["oled"]
    lid -= bd.Pos(-x, y, 0) * bd.Box(*where["window"], PLATE, align=through)
    lid -= bd.Pos(-x, y, PLATE - POCKET) * bd.Box(*where["board"], POCKET, align=through)
    for x, y in where["buttons"]:
        lid -= bd.Pos(-x, y, 0) * bd.Cylinder(where["button_hole"] / 2, PLATE, align=through)
    for centre in where["rings"]:
        for i in range(12):
            x, y = seat(centre, where["led_radius"], i)
            lid -= bd.Pos(-x, y, 0) * bd.Cylinder(where["led_hole"] / 2, PLATE, align=through)
        x, y = seat(centre, where["mark_radius"], 0)
        tip = seat(centre, where["mark_radius"] - 1.5, 0)
        triangle = bd.Polyline((-tip[0], tip[1]), (-x - 1.5, y + 1.5), (-x + 1.5, y + 1.5),
                               close=True)
        lid -= bd.extrude(bd.make_face(triangle), MARK_DEPTH)
        x, y = seat(centre, where["mark_radius"], 1)
        lid -= bd.Pos(-x, y, 0) * bd.Cylinder(0.8, MARK_DEPTH, align=through)

    # The base, on its floor: walls, the Pico's standoffs and the USB opening.
    base = bd.Box(width, height, DEPTH, align=through) - bd.Pos(0, 0, WALL) * bd.Box(
        width - 2 * WALL, height - 2 * WALL, DEPTH, align=through)
    pico = pico_place(parts, where)
    for x, y in pico["holes"]:
        base += bd.Pos(x, y, WALL) * bd.Cylinder(STANDOFF[0] / 2, STANDOFF[1], align=through)
        base -= bd.Pos(x, y, WALL) * bd.Cylinder(PILOT / 2, STANDOFF[1], align=through)
    x, y, z = pico["usb"]
    base -= bd.Pos(x, y, z) * bd.Box(WALL * 2, pico["usb_size"][0], pico["usb_size"][1])
    return {"base": base, "panel": lid}


def _triangles(shape, lift=0.0, flip=False):
    """The shape's mesh as triangles of (x, y, z) points; flip turns the panel face up."""
    points, faces = shape.tessellate(0.05)
    out = []
    for a, b, c in faces:
        tri = []
        for p in (points[a], points[b], points[c]):
            x, y, z = p.X, p.Y, p.Z
            if flip:
                x, z = -x, PLATE - z
            tri.append((x, y, z + lift))
        out.append(tri)
    return out


def render(shapes, path, size=(1200, 800)):
    """A shaded picture of the base with the panel lifted above it, seen from the front left and
    above; painter's order, drawn twice the size and scaled down (Pillow only)."""
    from PIL import Image, ImageDraw

    triangles = _triangles(shapes["base"]) + _triangles(shapes["panel"], DEPTH + 25, True)
    yaw, pitch = math.radians(-30), math.radians(50)

    def view(p):
        x = p[0] * math.cos(yaw) - p[1] * math.sin(yaw)
        y = p[0] * math.sin(yaw) + p[1] * math.cos(yaw)
        return (x, y * math.cos(pitch) + p[2] * math.sin(pitch),
                -y * math.sin(pitch) + p[2] * math.cos(pitch))

    viewed = [[view(p) for p in tri] for tri in triangles]
    xs = [p[0] for tri in viewed for p in tri]
    ys = [p[1] for tri in viewed for p in tri]
    scale = 2 * min(size[0] / (max(xs) - min(xs)), size[1] / (max(ys) - min(ys))) * 0.9
    mid = ((max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2)
    image = Image.new("RGB", (2 * size[0], 2 * size[1]), (255, 255, 255))
    draw = ImageDraw.Draw(image)
    light = (0.3, 0.5, 0.8)
    for tri in sorted(viewed, key=lambda t: sum(p[2] for p in t)):
        (x0, y0, z0), (x1, y1, z1), (x2, y2, z2) = tri
        n = ((y1 - y0) * (z2 - z0) - (z1 - z0) * (y2 - y0),
             (z1 - z0) * (x2 - x0) - (x1 - x0) * (z2 - z0),
             (x1 - x0) * (y2 - y0) - (y1 - y0) * (x2 - x0))
        length = math.sqrt(sum(c * c for c in n)) or 1.0
        shade = abs(sum(a * b for a, b in zip(n, light))) / length
        grey = int(90 + 150 * shade)
        draw.polygon([(size[0] + (p[0] - mid[0]) * scale, size[1] - (p[1] - mid[1]) * scale)
                      for p in tri],
                     fill=(grey, grey, int(grey * 0.95)))
    image.resize(size, Image.LANCZOS).save(path)


def main(argv=None):
    """Build the enclosure for a panel and write its files; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--panel", choices=PANELS, default="2.42", help="the OLED's diagonal")
    parser.add_argument("--out", default=OUT, help="the folder to write into")
    args = parser.parse_args(argv)
    try:
        import build123d as bd
    except ImportError:
        print("enclosure: build123d is not installed: run make enclosure", file=sys.stderr)
        return 2
    shapes = build(load(), args.panel)
    os.makedirs(args.out, exist_ok=True)
    for name, shape in shapes.items():
        stem = os.path.join(args.out, "{}-{}".format(name, args.panel))
        bd.export_stl(shape, stem + ".stl")
        bd.export_step(shape, stem + ".step")
        print("wrote {}.stl and .step".format(stem))
    picture = os.path.join(args.out, "enclosure-{}.png".format(args.panel))
    render(shapes, picture)
    print("wrote " + picture)
    return 0


if __name__ == "__main__":
    sys.exit(main())
