"""Our pure-Python frame buffer draws the same bytes as MicroPython's built-in framebuf."""

from firmware.display.monofb import MonoFrameBuffer
from support import draw_scene, micropython

CODE = """
import framebuf
from support import draw_scene
buf = bytearray(1024)
class FB(framebuf.FrameBuffer):
    def __init__(self):
        self.buffer, self.width, self.height = buf, 128, 64
        super().__init__(buf, 128, 64, framebuf.MONO_VLSB)
print(draw_scene.scene(FB()).hex())
"""


def test_monofb_matches_micropython_framebuf():
    run = micropython.run(["-c", CODE], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    ours = draw_scene.scene(MonoFrameBuffer(bytearray(1024), 128, 64))
    assert any(ours)
    assert run.stdout.strip() == ours.hex()
