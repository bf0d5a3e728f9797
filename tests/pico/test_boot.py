"""The boot does only what the first screen needs (issue 33): no flash write comes before the
first frame, on a flash as `make uf2` lays it out or with a game to resume (the crash count's
record is made after it), and with the app in the ROMFS partition no import looks on littlefs
(sys.path holds /rom and the frozen modules only), where each module not found costs a lookup."""

import pytest
from pico_case import boot, tree

from support import long_games, pico_image

pytestmark = pytest.mark.cpython_only


def _writes_before_the_first_frame(pico):
    pico.run(3000, until_frame=True)
    assert pico.frames, "no frame"
    first = pico.frames[0].ns
    pico.settle()
    ops = pico.flash_log()
    return [op for op in ops if op["ns"] <= first], ops


def test_a_flash_as_make_uf2_lays_it_out_is_not_written_before_the_home_menu():
    with boot() as pico:
        before, ops = _writes_before_the_first_frame(pico)
    assert before == []
    assert ops, "the crash count's record is made after the first frame"


def test_a_resumed_game_is_not_written_before_its_first_frame(tmp_path):
    folder = str(tmp_path)
    with open(folder + "/kachina", "w") as f:
        f.write(long_games.long_game("kachina", 20).saved())
    from saves import config
    from saves.storage import Storage

    config.save(Storage(folder), {"current": "kachina"})
    with boot(pico_image.folder_saves(folder)) as pico:
        before, _ = _writes_before_the_first_frame(pico)
    assert before == []


def test_the_image_carries_the_saves_folder():
    flash = pico_image.device_flash(tree=tree())
    fs = pico_image._fs(bytearray(flash[1][1]))
    assert fs.stat("/companion").type == 2  # a folder: the first boot need not make it


def test_with_the_rom_partition_imports_never_look_on_littlefs():
    with boot() as pico:
        pico.run(1000)
        assert pico.interrupt()
        start = len(pico.serial)
        pico.write_serial(b"import sys; print('path', sys.path)\r")
        assert pico.wait_serial(b"']", start=start)
        said = pico.serial[start:].decode()
    assert "path ['/rom', '.frozen']" in said, said
