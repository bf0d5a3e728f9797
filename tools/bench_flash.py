"""Flash written per action: the app saving long games onto littlefs, on the real MicroPython.

A RAM block device with a Pico's geometry (352 blocks of 4096 bytes, littlefs programmed in
256-byte pages, as rp2's _boot.py mounts it) counts every byte written and every block erased
while the app plays a long game of each kind through app.act (support/bench_games.py).

Usage, from the repo root:
.venv/bin/python -m support.micropython -X heapsize=16M tools/bench_flash.py [ACTIONS]
Prints per kind: "KIND: N actions, B bytes written, E erases; blocks written per action:
mean M, last hundred L, most X; erases per action: mean m, last hundred l; the last action
wrote W bytes, the journal is J bytes".
"""

import os
import sys

import vfs

from core.games import KINDS
from firmware.factory import make_app
from host_sim.fakeboard import FakeBoard
from support import bench_games
from support.blockdev import RecordingDevice

BLOCK = 4096
BLOCKS = 352  # the Pico's 1408 KB filesystem
PROGSIZE = 256
MOUNT = "/flash"
TAIL = 100  # "in a long game": the last hundred actions


def wear(kind, count):
    """[(bytes written, blocks erased)] by each of count actions of one game, saved as it goes."""
    device = RecordingDevice(bytearray(BLOCK * BLOCKS), BLOCK)
    vfs.VfsLfs2.mkfs(device, progsize=PROGSIZE)
    vfs.mount(vfs.VfsLfs2(device, progsize=PROGSIZE), MOUNT)
    try:
        board = FakeBoard(MOUNT + "/companion", 1)
        app = make_app(board)
        app.start(kind, bench_games.settings(kind))
        app.home.open(kind)
        costs = []
        for i in range(count):
            written, erased = device.written, device.erased
            if not app.act(kind, bench_games.action(kind, app.session(kind).state, i, count)):
                raise SystemExit("{} action {} was refused".format(kind, i))
            costs.append((device.written - written, device.erased - erased))
        return costs, os.stat(app.storage.path(kind))[6]
    finally:
        vfs.umount(MOUNT)


def _mean(values):
    return sum(values) / len(values)


def report(kind, costs, journal):
    blocks = [written / BLOCK for written, _ in costs]
    erases = [erased for _, erased in costs]
    print("{}: {} actions, {} bytes written, {} erases; blocks written per action: mean {:.2f}, "
          "last hundred {:.2f}, most {:.2f}; erases per action: mean {:.2f}, last hundred "
          "{:.2f}; the last action wrote {} bytes, the journal is {} bytes".format(
              kind, len(costs), sum(w for w, _ in costs), sum(erases), _mean(blocks),
              _mean(blocks[-TAIL:]), max(blocks), _mean(erases), _mean(erases[-TAIL:]),
              costs[-1][0], journal))


def main(argv):
    count = int(argv[1]) if len(argv) > 1 else 300
    for kind in KINDS:
        costs, journal = wear(kind, count)
        report(kind, costs, journal)


main(sys.argv)
