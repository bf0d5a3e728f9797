"""`make deploy`'s mpremote commands (tools/deploy.py) on the emulated Pico through a pty: the
firmware check, the ROMFS partition written, the saves kept, and the app running after."""

import os

import deploy
import pytest
from pico_case import boot, words

from firmware.crashlog import RECORD
from saves import config
from saves.storage import Storage
from support import build_tree, frozen_app, long_games, pico_image
from support.pico_link import SerialBridge

pytestmark = pytest.mark.cpython_only


def _saves(folder):
    os.makedirs(folder)
    with open(os.path.join(folder, "kachina"), "wb") as f:
        f.write(long_games.long_game("kachina", 20).text().encode())
    config.save(Storage(folder), {"current": "kachina"})
    return pico_image.folder_saves(folder)


def test_deploy_writes_the_changed_packages_keeps_the_saves_and_the_game_resumes(tmp_path):
    saves = _saves(str(tmp_path / "device"))
    out = build_tree.build_once()
    # A new app whose saves package differs from the one frozen in the firmware.
    listing = dict(frozen_app.frozen(), saves="the saves package as an older release froze it")
    rom = pico_image.romfs(frozen_app.overlay(pico_image.read_tree(out), listing))
    romfs = str(tmp_path / "app.romfs")
    with open(romfs, "wb") as f:
        f.write(rom)
    with boot(saves) as pico:
        pico.run(2000)
        resumed = words(pico.frames[-1].ram)
        bridge = SerialBridge(pico)
        try:
            code, said = bridge.command(deploy.commands(bridge.port, out, romfs))
            assert code == 0, said
            shown = len(pico.frames)
            bridge.pump(3)  # the reset: the companion starts again
        finally:
            bridge.close()
        flash = pico.flash()
        files = pico.files()
    assert flash[pico_image.ROMFS_OFFSET : pico_image.ROMFS_OFFSET + len(rom)] == rom
    assert {name: files[name] for name in saves} == saves
    assert files["crashes"] == RECORD.format(0, 0).encode(), files.get("errors.log")
    assert len(pico.frames) > shown
    assert words(pico.frames[-1].ram) == resumed


def test_deploy_stops_before_writing_on_a_pico_that_runs_another_firmware(tmp_path):
    other = dict(frozen_app.frozen(), core="another release's core")
    with boot() as pico:
        pico.run(2000)
        before = pico.flash()[pico_image.ROMFS_OFFSET : pico_image.OFFSET]
        bridge = SerialBridge(pico)
        try:
            code, said = bridge.command([deploy.MPREMOTE, "connect", bridge.port, "exec",
                                         deploy.check(other), "+", "romfs", "deploy",
                                         str(tmp_path / "never-read.romfs")])
        finally:
            bridge.close()
        after = pico.flash()[pico_image.ROMFS_OFFSET : pico_image.OFFSET]
    assert code != 0
    assert "not the firmware of hardware/pico: " + frozen_app.BOARD in said, said
    assert after == before
