"""support/build_web.py: the MicroPython the device runs, read from the firmware it flashes."""

import os

from conftest import ROOT

from support import build_web


def test_the_devices_micropython_is_read_from_its_firmware():
    with open(os.path.join(ROOT, "hardware", "pico", "README.md")) as f:
        assert "MicroPython v1.28.0 on" in f.read()  # the banner the README gives
    assert build_web.device_micropython() == "v1.28.0"
