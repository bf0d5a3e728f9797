"""The entry in progress kept on flash (saves/entry.py, issue 30): read back as written, only
for the game at the action count it was made at, and never in the way of the journal."""

import os

from saves import entry
from saves.storage import Storage
from support import scratch


def _storage(name):
    storage = Storage(scratch.fresh_dir(name))
    storage.clean()
    return storage


def test_an_entry_is_read_back_as_kept_at_its_action_count_only():
    storage = _storage("entry_kept")
    assert entry.keep(storage, "moeraki", 3, "marae", 2, [1, 0, 4, 0, 0, 0])
    assert entry.read(storage, "moeraki", 3) == ("marae", 2, [1, 0, 4, 0, 0, 0], None)
    assert entry.keep(storage, "maori", 0, "panic", 0, [2, 0], [["Area 1", [[3, 5]]]])
    assert entry.read(storage, "maori", 0) == ("panic", 0, [2, 0], [["Area 1", [[3, 5]]]])
    assert entry.read(storage, "moeraki", 4) is None  # another action came since
    assert entry.read(storage, "kachina", 3) is None
    entry.clear(storage, "moeraki")
    assert entry.read(storage, "moeraki", 3) is None


def test_a_damaged_entry_is_not_restored():
    storage = _storage("entry_damaged")
    entry.keep(storage, "kachina", 1, "turn 0", 1, [2, 3])
    path = storage.path("kachina" + entry.SUFFIX)
    with open(path) as f:
        text = f.read()
    damaged = text.replace("3]", "4]", 1)  # a bit flipped in the values
    assert damaged != text
    with open(path, "w") as f:
        f.write(damaged)
    assert entry.read(storage, "kachina", 1) is None


def test_an_entry_the_flash_cannot_take_is_let_go_with_the_older_one():
    """A failed write (here the temporary file's name is taken by a folder, as a full flash
    refuses a file) is silent, and the older entry goes too: it no longer says what the table
    entered."""
    storage = _storage("entry_failed")
    assert entry.keep(storage, "kachina", 1, "turn 0", 0, [1, 0])
    tmp = storage.path("kachina" + entry.SUFFIX) + storage.flash.tmp
    os.mkdir(tmp)
    assert not entry.keep(storage, "kachina", 1, "turn 0", 1, [1, 2])
    os.rmdir(tmp)
    assert entry.read(storage, "kachina", 1) is None
