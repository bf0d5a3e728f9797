"""Shared by the emulated-Pico tests: the device tree built from the sources once per test
run, a Pico booted on it, and the simulator run beside it."""

import functools
import os
import shutil

import simulated

from support import build_tree, pico_image, pico_link

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

SEED = 3  # the dice of both sides (support/pico_image.main_py)


@functools.lru_cache(maxsize=None)
def tree():
    """The device tree of the current sources, {device path: bytes}: build/device, which
    build_tree.build_once() compiles once for every test process (and again when a source
    changed)."""
    return pico_image.read_tree(build_tree.build_once())


def boot(saves=None, extra=None, seed=SEED, full=False):
    """A Pico powered on with the device tree, saves in /companion and extra files; with full,
    a flash filled to its last block and directory entry."""
    return pico_link.Pico(pico_image.device_flash(saves, seed, tree(), extra, full))


def screens(pico, start=0):
    """The distinct frames the Pico showed, from frame index start."""
    return simulated.distinct([frame.ram for frame in pico.frames[start:]])


def copy_saves(saves, folder):
    """A save folder holding saves ({name: bytes}), made afresh."""
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    for name, data in saves.items():
        with open(os.path.join(folder, name), "wb") as f:
            f.write(data)
    return folder


def words(ram):
    """The text rows of a frame (support/scenario.py's reader of the glyphs)."""
    from support import scenario

    class Shown:
        class display:  # noqa: N801  (scenario reads board.display.buffer)
            buffer = ram

    return scenario.screen_words(Shown)
