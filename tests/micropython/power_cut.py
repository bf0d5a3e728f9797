"""Power cuts during saves, on littlefs and on FAT, under the real MicroPython.

A RAM block device records every block write and erase while a Karekare game is saved the way
the device saves it (saves/storage.py): one line appended per action, undo and redo, with
a checkpoint every journal.CHECKPOINT_EVERY actions; twice the journal is compacted (a temporary
file, renames, a backup) with the next action, as after loading a journal of version 1 or one
not as written. The game crosses an era boundary. The image is then rebuilt at every prefix of
the record, mounted, and loaded the way the device boots. Every cut must give the state before
the save that was under way or the state after it.

On littlefs each block write is also torn after a quarter, a half and three quarters: littlefs
commits a file only when it is closed. FAT makes no such promise: a file write is several
sector writes, and a cut between any two of them is tried; there, the checksum of each line and
the temporary file, renames and backup are what keep the game.

Usage: micropython -X heapsize=8M tests/micropython/power_cut.py FS ACTIONS [VARIANT]
FS is lfs or fat. VARIANT shows that the check can fail: "inplace" writes a compacted journal
over the old one instead of renaming (FAT catches it), "pieces" writes it in 64-byte appends,
each closed (littlefs catches it too).
"""

import sys

import vfs

from core import dice, karekare
from core.errors import RulesError
from saves import journal
from saves.storage import Flash, Storage
from support.blockdev import RecordingDevice, read_mounted

BLOCK = 512
BLOCKS = 96
MOUNT = "/flash"
ROOT = MOUNT + "/companion"
NAME = "karekare"


class InPlace(Flash):
    """The wrong way: a compacted journal written over the old one, no rename."""

    def commit(self, tmp, path, old):
        with open(tmp) as f:
            text = f.read()
        with open(path, "w") as f:
            f.write(text)
        with open(tmp, "w") as f:
            f.write("")


class Pieces(Flash):
    """The wrong way: a compacted journal rewritten in 64-byte appends, each closed."""

    def commit(self, tmp, path, old):
        with open(tmp) as f:
            text = f.read()
        with open(path, "w") as f:
            f.write("")
        for i in range(0, len(text), 64):
            with open(path, "a") as f:
                f.write(text[i : i + 64])


FILESYSTEMS = {"lfs": vfs.VfsLfs2, "fat": vfs.VfsFat}
VARIANTS = {"inplace": InPlace, "pieces": Pieces}

# Tiles tried in turn; a placement the rules refuse (no timber for a hut, say) falls back to
# a forest next to a forest, which is always allowed.
_PLACEMENTS = (("forest", "forest"), ("field", "forest"), ("hill", "forest"), ("forest", "field"),
               ("water", "forest"), ("hill", "field"))


def next_action(state, i, era_after):
    """The i-th action of the game: placements, and the era scored after era_after of them."""
    if i == era_after:
        return karekare.era_end_action(state, dice=dice.Dice(dice.Xorshift32(i + 1)))
    placed, near = _PLACEMENTS[i % len(_PLACEMENTS)]
    try:
        return karekare.act_action(state, i % 4, placed, near)
    except RulesError:
        return karekare.act_action(state, i % 4, "forest", "forest")


def snapshot(session):
    return (session.count, list(session.redo_stack), session.standings())


def steps(count):
    """What each save does: "do" an action, or "undo", or "redo", or "rewrite" (an action
    saved by compacting the journal)."""
    plan = ["do"] * count
    for at, step in ((count - 11, "rewrite"), (count - 9, "undo"), (count - 8, "redo"),
                     (count - 5, "undo"), (count - 4, "undo"), (count - 3, "rewrite")):
        plan[at] = step
    return plan


def record_session(fs, count, flash):
    """Save after every step; returns the base image, the record, and each save's state."""
    device = RecordingDevice(bytearray(BLOCK * BLOCKS), BLOCK)
    FILESYSTEMS[fs].mkfs(device)
    vfs.mount(FILESYSTEMS[fs](device), MOUNT)
    store = Storage(ROOT, flash)
    store.clean()
    session = journal.Session(karekare, karekare.make_settings(list(karekare.TRIBES), first=0))
    store.create(NAME, session)
    base = bytes(device.data)
    device.record = []
    states = [snapshot(session)]
    marks = [0]
    for i, step in enumerate(steps(count)):
        if step == "undo":
            device.label = "append"
            session, _ = store.undo(NAME, session)
        else:
            if step == "rewrite":
                store._appendable[NAME] = False  # as after loading a journal of version 1
            if step == "redo":
                action, _ = session.redo()
            else:
                action = session.do(next_action(session.state, i, count // 2))
            device.label = "append" if store._appendable.get(NAME) else "compaction"
            session = store.append(NAME, session, action)
        states.append(snapshot(session))
        marks.append(len(device.record))
    assert session.state.era == 2, "the session must cross an era boundary"
    vfs.umount(MOUNT)
    return base, device.record, states, marks


def boot_state(fs, image):
    """Mount an image and load the session the way the device does at boot."""

    def load():
        store = Storage(ROOT)
        store.clean()
        session, _ = store.load_session(NAME, karekare)
        return snapshot(session) if session else "empty"

    return read_mounted(FILESYSTEMS[fs], image, BLOCK, MOUNT, load)


def main(argv):
    fs = argv[1]
    count = int(argv[2])
    flash = VARIANTS[argv[3]]() if len(argv) > 3 else Flash()
    base, record, states, marks = record_session(fs, count, flash)
    image = bytearray(base)
    cuts = {"append": 0, "compaction": 0}
    bad = after = 0
    save = 1
    for p in range(len(record) + 1):
        while save < len(marks) - 1 and p > marks[save]:
            save += 1
        allowed = (states[save - 1], states[save])
        variants = [bytearray(image)]
        path = record[p][2] if p < len(record) else record[-1][2]
        if p < len(record) and fs == "lfs":
            start, data, _ = record[p]
            for part in (1, 2, 3):  # the write torn after a quarter, a half, three quarters
                torn = bytearray(image)
                cut = len(data) * part // 4
                torn[start : start + cut] = data[:cut]
                variants.append(torn)
        for variant in variants:
            cuts[path] += 1
            got = boot_state(fs, variant)
            if got == allowed[1]:
                after += 1
            elif got != allowed[0]:
                bad += 1
        if p < len(record):
            start, data, _ = record[p]
            image[start : start + len(data)] = data
    total = cuts["append"] + cuts["compaction"]
    print("{}: saves: {} block writes: {} cut points: {} (append {}, compaction {}) "
          "new state: {} old state: {} bad: {}".format(
              fs, len(states) - 1, len(record), total, cuts["append"], cuts["compaction"],
              after, total - after - bad, bad))


main(sys.argv)
