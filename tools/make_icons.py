"""Draw the web page's app icons (web/icons/): the device seen from the front, its OLED with a
score on it and its two LED rings, in the page's colours. Drawn without anti-aliasing, from
rectangles and circles only, so the same Pillow draws the same pixels.

Run: .venv/bin/python tools/make_icons.py   (tests/host/test_web_pwa.py checks they are current)
"""

import os
import sys

from PIL import Image, ImageDraw

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "web", "icons")
PAGE = (20, 20, 24)  # --page in web/style.css
BODY = (40, 44, 52)  # --body
EDGE = (70, 74, 84)  # --edge
PIXEL_ON = (150, 220, 255)  # web/view.js
PIXEL_OFF = (12, 17, 22)
LEDS = ((230, 60, 60), (60, 200, 90), (70, 120, 240), (240, 190, 50))
# (file, size, maskable): a maskable icon keeps its drawing inside the middle 80% (the safe zone).
ICONS = (("icon-192.png", 192, False), ("icon-512.png", 512, False),
         ("icon-maskable-512.png", 512, True))
# A "12" in 3x5 cells, as the OLED would show a score.
DIGITS = ("010111", "110001", "010111", "010100", "111111")


def draw(size, maskable):
    """The icon as an RGB image of size x size pixels."""
    image = Image.new("RGB", (size, size), BODY if maskable else PAGE)
    pen = ImageDraw.Draw(image)
    unit = size / 100  # the drawing is laid out on a 100 x 100 grid
    inset = 10 if maskable else 0

    def box(left, top, right, bottom):
        scale = (100 - 2 * inset) / 100
        return [round((inset + v * scale) * unit) for v in (left, top, right, bottom)]

    if not maskable:
        pen.rounded_rectangle(box(4, 4, 96, 96), radius=round(18 * unit), fill=BODY)
    pen.rectangle(box(14, 14, 86, 50), fill=(0, 0, 0))
    pen.rectangle(box(17, 17, 83, 47), fill=PIXEL_OFF)
    cell = 4.4
    for row, bits in enumerate(DIGITS):
        for column, bit in enumerate(bits):
            if bit == "1":
                left = 37 + column * cell + (3 if column >= 3 else 0)
                top = 21 + row * cell
                pen.rectangle(box(left, top, left + cell - 0.6, top + cell - 0.6), fill=PIXEL_ON)
    for centre in (30, 70):
        pen.ellipse(box(centre - 15, 56, centre + 15, 86), outline=EDGE,
                    width=max(1, round(1.5 * unit)))
        for i, colour in enumerate(LEDS):
            x = centre + (0, 9, 0, -9)[i]
            y = 71 + (-9, 0, 9, 0)[i]
            pen.ellipse(box(x - 3.5, y - 3.5, x + 3.5, y + 3.5), fill=colour)
    return image


def main(out=OUT):
    os.makedirs(out, exist_ok=True)
    for name, size, maskable in ICONS:
        draw(size, maskable).save(os.path.join(out, name), optimize=True)
        print("wrote " + os.path.relpath(os.path.join(out, name), ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
