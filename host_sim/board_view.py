"""How the simulator shows LED colours: dim PWM values brightened to what an eye sees."""


def visible(rgb):
    """Scale a written LED value so its brightest channel is full, keeping its hue."""
    top = max(rgb)
    if not top:
        return (0, 0, 0)
    return tuple(channel * 255 // top for channel in rgb)
