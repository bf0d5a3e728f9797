"""`make uf2`'s one file for the RPI-RP2 drive (tools/pico_uf2.py, made here of the device tree
the other Pico tests boot): flashed alone on the emulated Pico (tools/pico/uf2.mjs loads it as
the boot ROM would), it boots MicroPython and the app to the simulator's home menu, the app from
the ROMFS partition: littlefs holds /main.py alone."""

import pytest
from pico_case import screens, tree
from simulated import Recorded, distinct

from support import pico_image, pico_link
from tools import pico_uf2

pytestmark = pytest.mark.cpython_only


def test_the_one_file_installs_the_firmware_and_the_app(tmp_path):
    out = tmp_path / "companion.uf2"
    out.write_bytes(pico_uf2.companion_uf2(pico_image.device_flash(tree=tree())))
    sim = Recorded(str(tmp_path / "sim"), 1)
    sim.driver.run(1000)
    with pico_link.Pico(firmware=str(out)) as pico:
        pico.run(1500)
        pico.settle()
        assert screens(pico) == distinct(sim.frames)
        top = pico_image.read_files(pico.flash(), "/")
    assert top == {"main.py": tree()["/main.py"]}
