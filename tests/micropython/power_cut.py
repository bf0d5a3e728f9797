"""Power cuts during saves, on littlefs under the real MicroPython (vfs.VfsLfs2).

A RAM block device records every block write and erase while a Karekare game is saved after
every action: tiles placed, an era scored (the era boundary), more tiles, and an undo.
The image is then rebuilt at every prefix of that record, and with the next write torn in half,
mounted, and loaded the way the device boots. Every cut must give the state before the save that
was under way or the state after it.

Usage: micropython -X heapsize=8M tests/micropython/power_cut.py [ACTIONS] [naive]
"naive" streams the save into the file in 64-byte appends (as a careless logger would), to show
that the test catches a save that is not atomic. (littlefs already makes one open-write-close
atomic; the rename and backup guard the save on any filesystem and against a damaged file.)
"""

import sys

import vfs

sys.path.insert(0, ".")

from blockdev import RecordingDevice  # noqa: E402  (tests/micropython, the script's folder)

from core import dice, journal, karekare  # noqa: E402
from core.errors import RulesError  # noqa: E402
from core.games import GAMES  # noqa: E402
from firmware.storage import Storage  # noqa: E402

BLOCK = 512
BLOCKS = 64
MOUNT = "/flash"
ROOT = MOUNT + "/companion"


class NaiveStorage(Storage):
    """The wrong way: the file is rewritten in small appends, each closed at once."""

    def save(self, name, text):
        with open(self.path(name), "w") as f:
            f.write("")
        for i in range(0, len(text), 64):
            with open(self.path(name), "a") as f:
                f.write(text[i : i + 64])


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


def record_session(count, store_class):
    """Save after every action; returns the base image, the record, and each save's state."""
    device = RecordingDevice(bytearray(BLOCK * BLOCKS))
    vfs.VfsLfs2.mkfs(device)
    vfs.mount(vfs.VfsLfs2(device), MOUNT)
    store = store_class(ROOT)
    store.clean()
    session = journal.Session(karekare, karekare.make_settings(list(karekare.TRIBES), first=0))
    store.save("karekare", journal.dumps(session))
    base = bytes(device.data)
    device.record = []
    states = [journal.dumps(session)]
    marks = [0]
    for i in range(count):
        if i == count - 3:
            session.undo()  # a player's mis-press, taken back
        else:
            session.do(next_action(session.state, i, count // 2))
        store.save("karekare", journal.dumps(session))
        states.append(journal.dumps(session))
        marks.append(len(device.record))
    assert session.state.era == 2, "the session must cross an era boundary"
    vfs.umount(MOUNT)
    return base, device.record, states, marks, count


def boot_state(image):
    """Mount an image and load the session the way the device does at boot."""
    device = RecordingDevice(image)
    try:
        vfs.mount(vfs.VfsLfs2(device), MOUNT)
    except OSError:
        return "unmountable"
    try:
        store = Storage(ROOT)
        store.clean()
        session, _ = store.load_session("karekare", GAMES)
        return journal.dumps(session) if session else "empty"
    finally:
        vfs.umount(MOUNT)


def main(argv):
    count = int(argv[1]) if len(argv) > 1 else 40
    store_class = NaiveStorage if "naive" in argv else Storage
    base, record, states, marks, saves = record_session(count, store_class)
    image = bytearray(base)
    cuts = bad = after = 0
    save = 1
    for p in range(len(record) + 1):
        while save < len(marks) - 1 and p > marks[save]:
            save += 1
        allowed = (states[save - 1], states[save])
        variants = [bytearray(image)]
        if p < len(record):
            start, data = record[p]
            for part in (1, 2, 3):  # the write torn after a quarter, a half, three quarters
                torn = bytearray(image)
                cut = len(data) * part // 4
                torn[start : start + cut] = data[:cut]
                variants.append(torn)
        for variant in variants:
            cuts += 1
            got = boot_state(variant)
            if got == allowed[1]:
                after += 1
            elif got != allowed[0]:
                bad += 1
        if p < len(record):
            start, data = record[p]
            image[start : start + len(data)] = data
    print("saves: {} block writes: {} cut points: {} new state: {} old state: {} bad: {}".format(
        saves, len(record), cuts, after, cuts - after - bad, bad))


main(sys.argv)
