"""A PNG of the whole device: the OLED, both LED rings and the four buttons (needs Pillow)."""

import math

from host_sim.board_view import visible

SCALE = 4
OLED_ON = (150, 220, 255)
BODY = (40, 44, 52)


def render(board, path):
    from PIL import Image, ImageDraw

    fb = board.display
    ow, oh = fb.width * SCALE, fb.height * SCALE
    width, height = ow + 80, oh + 330
    image = Image.new("RGB", (width, height), (20, 20, 24))
    pen = ImageDraw.Draw(image)
    pen.rounded_rectangle((10, 10, width - 10, height - 10), 24, fill=BODY)
    ox, oy = 40, 40
    pen.rectangle((ox - 6, oy - 6, ox + ow + 6, oy + oh + 6), fill=(0, 0, 0))
    for y in range(fb.height):
        for x in range(fb.width):
            if (fb.buffer[(y >> 3) * fb.width + x] >> (y & 7)) & 1:
                pen.rectangle((ox + x * SCALE, oy + y * SCALE, ox + x * SCALE + SCALE - 1,
                               oy + y * SCALE + SCALE - 1), fill=OLED_ON)
    ring_y = oy + oh + 95
    peak = max(max(rgb) for rgb in board.pixels.shown)
    for ring in range(2):
        cx = width // 4 + ring * width // 2
        pen.ellipse((cx - 70, ring_y - 70, cx + 70, ring_y + 70), outline=(70, 74, 84), width=3)
        for i in range(12):
            angle = 2 * math.pi * i / 12 - math.pi / 2
            px, py = cx + 58 * math.cos(angle), ring_y + 58 * math.sin(angle)
            index = ring * 12 + i
            rgb = board.pixels.shown[index] if index < len(board.pixels) else (0, 0, 0)
            colour = visible(rgb, peak) if any(rgb) else (55, 58, 66)
            pen.ellipse((px - 8, py - 8, px + 8, py + 8), fill=colour)
        pen.text((cx - 18, ring_y - 6), "ring {}".format(ring + 1), fill=(160, 160, 170))
    button_y = height - 70
    for i, label in enumerate(("PREV", "NEXT", "OK", "BACK")):
        bx = 40 + i * (width - 80) // 4 + (width - 80) // 8
        pen.ellipse((bx - 22, button_y - 22, bx + 22, button_y + 22), fill=(90, 94, 104))
        pen.text((bx - 3 * len(label), button_y + 28), label,
                 fill=(200, 200, 210))
    image.save(path)
