"""One drawing that exercises every frame-buffer method and the font, with clipping."""

from firmware.display import draw


def scene(fb):
    fb.fill(0)
    fb.fill_rect(-3, -2, 20, 12, 1)
    fb.rect(10, 5, 50, 30, 1)
    fb.hline(0, 63, 200, 1)
    fb.vline(127, -5, 100, 1)
    fb.pixel(64, 33, 1)
    fb.pixel(12, 3, 0)
    fb.rect(70, 40, 20, 10, 1, True)
    fb.fill_rect(75, 42, 5, 3, 0)
    draw.text(fb, "Honor 12 ~{|}", 30, 2)
    draw.text_big(fb, "42", 100, 5)
    draw.invert_row(fb, 6, 0, 40)
    draw.bar(fb, 0, 7, 60, 3, 7)
    fb.fill_rect(20, 8, 30, 16, 0)  # two whole pages cleared
    fb.fill_rect(90, 14, 10, 12, 1)  # across a page boundary, neither page whole
    draw.text(fb, "Edge", -3, 4, True)
    draw.text(fb, "right", 110, 4)
    return bytes(fb.buffer)
