"""How the simulator shows LED colours: dim PWM values brightened to what an eye sees."""


def visible(rgb, peak=0):
    """Scale a written LED value so its brightest channel is full, keeping its hue. With the
    frame's brightest channel as peak, a dimmer LED stays dimmer, as an eye sees it (the
    square root of its share of the peak)."""
    top = max(rgb)
    if not top:
        return (0, 0, 0)
    level = 255 if not peak else int(255 * (top / peak) ** 0.5)
    return tuple(channel * level // top for channel in rgb)
