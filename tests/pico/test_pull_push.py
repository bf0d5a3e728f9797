"""`companion pull` and `push` with the emulated Pico on a pty (its USB serial port bridged),
rounds in a row (two in make test, three in make pico-long): the games arrive intact both ways,
and the soft resets that end each command count no crash (the reset reason outlives them:
firmware/boards/pico.py)."""

import os
import sys

import pytest
from conftest import record_report
from pico_case import boot  # first: it puts tools/ and tests/portable/ on the path

# isort: split
from firmware.crashlog import RECORD
from saves import config
from saves.storage import Storage
from support import long_games, pico_image
from support.pico_link import SerialBridge

pytestmark = pytest.mark.cpython_only

ROUNDS = 3 if os.environ.get("PICO_LONG") else 2
COMPANION = [sys.executable, "-m", "companion.cli"]


def test_pulls_and_pushes_in_a_row_keep_the_games_and_count_no_crash(tmp_path):
    games = [long_games.long_game("kachina", 20 + i).text().encode() for i in range(ROUNDS + 1)]
    device = str(tmp_path / "device")
    os.makedirs(device)
    with open(os.path.join(device, "kachina"), "wb") as f:
        f.write(games[0])
    config.save(Storage(device), {"current": "kachina"})
    saves = pico_image.folder_saves(device)
    computer = str(tmp_path / "computer")
    os.makedirs(computer)
    with boot(saves) as pico:
        pico.run(2000)
        bridge = SerialBridge(pico)
        try:
            for i in range(ROUNDS):
                code, out = bridge.command(COMPANION + ["pull", "--port", bridge.port,
                                                         "--storage", computer])
                assert code == 0, out
                with open(os.path.join(computer, "kachina"), "rb") as f:
                    assert f.read() == games[i]
                with open(os.path.join(computer, "kachina"), "wb") as f:
                    f.write(games[i + 1])  # one action further on the computer
                code, out = bridge.command(COMPANION + ["push", "--port", bridge.port,
                                                         "--storage", computer])
                assert code == 0, out
                bridge.pump(3)  # the soft reset: the companion starts again
                files = pico.files()
                assert files["kachina"] == games[i + 1]
                assert files["crashes"] == RECORD.format(0, 0).encode(), files.get("errors.log")
        finally:
            bridge.close()
        assert len(pico.resets) == 1  # the power-on only: soft resets touch no hardware
    record_report("pico: {} rounds of companion pull and push through a pty: games intact, "
                  "no crash counted".format(ROUNDS))
