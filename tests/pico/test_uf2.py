"""`make uf2`'s one file for the RPI-RP2 drive: flashed alone on the emulated Pico (its boot
ROM's UF2 loader is tools/pico/uf2.mjs), it boots MicroPython and the app to the simulator's
home menu, with the device tree in its littlefs."""

import pytest
from pico_case import screens, tree
from simulated import Recorded, distinct

from support import pico_image, pico_link
from tools import pico_uf2

pytestmark = pytest.mark.cpython_only


def test_the_one_file_installs_the_firmware_and_the_app(tmp_path):
    out = str(tmp_path / "companion.uf2")
    assert pico_uf2.main([out]) == 0
    sim = Recorded(str(tmp_path / "sim"), 1)
    sim.driver.run(1000)
    with pico_link.Pico(firmware=out) as pico:
        pico.run(1500)
        pico.settle()
        assert screens(pico) == distinct(sim.frames)
        files = pico_image.read_files(pico.flash(), "/firmware")
    assert files and all(files[name] == tree()["/firmware/" + name] for name in files)
