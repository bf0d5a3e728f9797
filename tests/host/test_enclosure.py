"""The enclosure (tools/enclosure.py) against its parts' sizes (hardware/enclosure/parts.csv).

The table's checks are cheap and run in make test. Building the solids needs build123d (about
1 GB, and minutes on 2 cores), so those run in `make enclosure`, which sets ENCLOSURE=1.
"""

import os

import enclosure
import pytest

BUILD = pytest.mark.skipif(os.environ.get("ENCLOSURE") != "1",
                           reason="make enclosure runs it: build123d is 1 GB and slow to load")
NEEDED = {
    "pico": {"length", "width", "hole_diameter", "hole_spacing_long", "hole_spacing_short"},
    "usb_plug": {"width", "height"},
    "button": {"body", "cap_diameter"},
    "ring": {"outer_diameter", "inner_diameter", "led"},
    "fit": {"clearance", "window_margin"},
}


def test_the_table_has_every_size_the_model_reads(tmp_path):
    parts = enclosure.load()
    for panel in enclosure.PANELS:
        NEEDED["oled_" + panel] = {"active_width", "active_height", "board_width",
                                   "board_height"}
    for part, sizes in NEEDED.items():
        assert sizes <= set(parts[part]), part
    bad = tmp_path / "parts.csv"
    bad.write_text("part,size,mm,source\npico,length,51,\n")
    with pytest.raises(ValueError, match="names its source"):
        enclosure.load(str(bad))


def test_every_opening_is_its_part_with_the_fit_and_nothing_overlaps():
    parts = enclosure.load()
    fit = parts["fit"]
    for panel in enclosure.PANELS:
        where = enclosure.layout(parts, panel)
        oled = parts["oled_" + panel]
        assert where["window"] == pytest.approx((oled["active_width"] + 2 * fit["window_margin"],
                                                 oled["active_height"] + 2 * fit["window_margin"]))
        assert where["button_hole"] == parts["button"]["cap_diameter"] + 2 * fit["clearance"]
        assert where["led_hole"] == parts["ring"]["led"] + 2 * fit["clearance"]
        # The LEDs sit midway across the ring's board.
        ring = parts["ring"]
        assert ring["inner_diameter"] / 2 < where["led_radius"] < ring["outer_diameter"] / 2
        # Each part's outline stays on the panel and clear of the others.
        boxes = [(where["oled"], where["board"])]
        boxes += [(c, (ring["outer_diameter"],) * 2) for c in where["rings"]]
        boxes += [(c, (parts["button"]["body"],) * 2) for c in where["buttons"]]
        for i, ((x, y), (w, h)) in enumerate(boxes):
            assert abs(x) + w / 2 <= where["width"] / 2 and abs(y) + h / 2 <= where["height"] / 2
            for (x2, y2), (w2, h2) in boxes[i + 1:]:
                assert abs(x - x2) >= (w + w2) / 2 or abs(y - y2) >= (h + h2) / 2, panel


def test_seat_1_is_at_the_top_and_seat_2_clockwise():
    """firmware/games/shared/rings.py: seat 1 at the first pixel, clockwise."""
    top = enclosure.seat((0, 0), 10, 0)
    right = enclosure.seat((0, 0), 10, 3)
    assert top == pytest.approx((0, 10)) and right == pytest.approx((10, 0))


def _probe(shape, x, y, z):
    import build123d as bd

    return shape.is_inside(bd.Vector(x, y, z))


@pytest.fixture(scope="module")
def built():
    parts = enclosure.load()
    return {panel: enclosure.build(parts, panel) for panel in enclosure.PANELS}


@BUILD
def test_the_solids_have_each_opening_of_the_table(built):
    """Probe each opening: open at its size less 0.1 mm, closed at its size plus 0.1 mm."""
    parts = enclosure.load()
    mid = enclosure.PLATE / 2
    for panel, shapes in built.items():
        lid, where = shapes["panel"], enclosure.layout(parts, panel)
        x, y = where["oled"]
        w, h = where["window"]
        for sx, sy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            inside = (x + sx * (w / 2 - 0.1), y + sy * (h / 2 - 0.1))
            outside = (x + sx * (w / 2 + 0.1), y + sy * (h / 2 + 0.1))
            assert not _probe(lid, -inside[0], inside[1], mid), panel
            assert _probe(lid, -outside[0], outside[1], 0.2), panel
        r = where["button_hole"] / 2
        for x, y in where["buttons"]:
            assert not _probe(lid, -x, y + r - 0.1, mid) and _probe(lid, -x, y + r + 0.1, mid)
        r = where["led_hole"] / 2
        for centre in where["rings"]:
            for i in range(12):
                x, y = enclosure.seat(centre, where["led_radius"], i)
                assert not _probe(lid, -x, y, mid) and _probe(lid, -x, y + r + 0.1, mid)
            x, y = enclosure.seat(centre, where["mark_radius"], 0)
            assert not _probe(lid, -x, y + 1.0, 0.3) and _probe(lid, -x, y + 1.0, 1.0)
        base, pico = shapes["base"], enclosure.pico_place(parts, where)
        for x, y in pico["holes"]:
            z = enclosure.WALL + 1.0
            assert not _probe(base, x, y, z) and _probe(base, x + 2.0, y, z)
        x, y, z = pico["usb"]
        w, h = pico["usb_size"]
        assert not _probe(base, x, y + w / 2 - 0.1, z + h / 2 - 0.1)
        assert _probe(base, x, y + w / 2 + 0.1, z)


@BUILD
def test_both_parts_print_without_supports(built):
    """Every face that looks down is on the bed, or a bridge no longer than BRIDGE mm."""
    for panel, shapes in built.items():
        for name, shape in shapes.items():
            for face in shape.faces():
                if face.normal_at().Z > -0.5:
                    continue
                box = face.bounding_box()
                if box.min.Z < 0.01:
                    continue
                assert min(box.size.X, box.size.Y) <= enclosure.BRIDGE, (panel, name)
