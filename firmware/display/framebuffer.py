"""The frame buffer base for displays: MicroPython's framebuf where it exists, else ours.

Both take (buffer, width, height) here and draw MONO_VLSB, the SSD1306 page layout.
"""

try:
    from framebuf import MONO_VLSB, FrameBuffer

    class FrameBuffer128(FrameBuffer):
        """framebuf.FrameBuffer in MONO_VLSB."""

        def __init__(self, buffer, width, height):
            super().__init__(buffer, width, height, MONO_VLSB)

except ImportError:
    from firmware.display.monofb import MonoFrameBuffer as FrameBuffer128  # noqa: F401  # pyright: ignore
