"""Power cuts while the entry in progress is kept (saves/entry.py), under the real MicroPython.

A RAM block device records every block write and erase while a Kachina turn's entry is kept
after each of its presses, as the device keeps it. The image is then rebuilt at every prefix of
the record (on littlefs each write also torn after a quarter, a half and three quarters),
mounted, and the entry read as at boot. Each cut gives the entry before the keep under way, the
one after it, or none: a value the table never entered is never read back.

Usage: micropython tests/micropython/entry_cut.py FS WHOLE
FS is lfs or fat; WHOLE is 1 to write the entry in place (Flash.whole, the Pico's littlefs),
0 through a temporary file and a rename.
"""

import sys

import vfs

from saves import entry
from saves.storage import Flash, Storage
from support.blockdev import RecordingDevice, read_mounted

BLOCK = 512
BLOCKS = 64
MOUNT = "/flash"
ROOT = MOUNT + "/companion"
KEEPS = 40
FILESYSTEMS = {"lfs": vfs.VfsLfs2, "fat": vfs.VfsFat}


def keep(store, i):
    entry.keep(store, "kachina", 5, "turn", i % 3, [i, 7 * i, i % 5])


def record(fs, whole):
    """Keep KEEPS entries; returns the image before, the record, where each keep ends, and the
    blocks erased."""
    device = RecordingDevice(bytearray(BLOCK * BLOCKS), BLOCK)
    FILESYSTEMS[fs].mkfs(device)
    vfs.mount(FILESYSTEMS[fs](device), MOUNT)
    store = Storage(ROOT, Flash(whole=whole))
    store.clean()
    keep(store, 0)
    base = bytes(device.data)
    device.record = []
    device.erased = 0
    marks = [0]
    for i in range(1, KEEPS + 1):
        keep(store, i)
        marks.append(len(device.record))
    vfs.umount(MOUNT)
    return base, device.record, marks, device.erased


def kept(fs, image):
    """The entry read back as at boot: its first value, None when none is kept."""

    def read():
        store = Storage(ROOT)
        store.clean()
        found = entry.read(store, "kachina", 5)
        return found[2][0] if found else None

    return read_mounted(FILESYSTEMS[fs], image, BLOCK, MOUNT, read)


def main(fs, whole):
    base, writes, marks, erased = record(fs, whole)
    image = bytearray(base)
    counts = {"old": 0, "new": 0, "none": 0, "wrong": 0}
    keeping = 1  # the keep that write p belongs to: the image holds the ones before it
    for p in range(len(writes) + 1):
        while keeping < KEEPS and p >= marks[keeping]:
            keeping += 1
        variants = [bytearray(image)]
        if p < len(writes) and fs == "lfs":
            start, data, _ = writes[p]
            for part in (1, 2, 3):
                torn = bytearray(image)
                torn[start : start + len(data) * part // 4] = data[: len(data) * part // 4]
                variants.append(torn)
        for variant in variants:
            got = kept(fs, variant)
            name = ("old" if got == keeping - 1 else "new" if got == keeping else
                    "none" if got is None else "wrong")
            counts[name] += 1
        if p < len(writes):
            start, data, _ = writes[p]
            image[start : start + len(data)] = data
    print("{} whole {}: keeps: {} block writes: {} erases: {} old: {old} new: {new} none: {none} "
          "wrong: {wrong}".format(fs, int(whole), KEEPS, len(writes), erased, **counts))


main(sys.argv[1], sys.argv[2] == "1")
