"""Small whole files (the settings): read back up to the longest line, never more, from the
backup when the file is damaged; and the folder of finished games made again when needed."""

from saves import journal
from saves.storage import Storage
from support import scratch

LONGEST = "s" * journal.MAX_LINE + "\n"  # one line of the longest length read, and its newline


def _store(name):
    store = Storage(scratch.fresh_dir(name))
    store.clean()
    return store


def _strict(text):
    """A parse that refuses anything but lines of "s" (a damaged file)."""
    if text.strip("s\n"):
        raise ValueError("damaged")
    return text


def test_a_file_of_the_longest_line_is_read_whole():
    """A settings line as long as a line may be comes back whole, with its newline."""
    store = _store("small_longest")
    store.save("settings", LONGEST)
    assert store.text("settings") == LONGEST
    assert store.read("settings", _strict) == LONGEST


def test_a_file_too_long_is_read_only_as_far_as_a_line_can_go():
    """A file of thousands of characters is never read whole into the heap: one character
    more than the longest line, so that it is seen to be too long."""
    store = _store("small_too_long")
    store.save("settings", "s" * 5000)
    assert store.text("settings") == "s" * (journal.MAX_LINE + 1)
    assert store.read("settings", len) == journal.MAX_LINE + 1


def test_a_damaged_file_is_read_from_its_backup_unless_told_not_to():
    """A power cut between a save's two renames, or damage, leaves the backup: it is read
    instead, unless only the file itself is asked for."""
    store = _store("small_backup")
    store.save("settings", "ss\n")
    store.save("settings", "sss\n")  # "ss" is now the backup
    with open(store.path("settings"), "w") as f:
        f.write("damaged\n")
    assert store.read("settings", _strict) == "ss\n"
    assert store.read("settings", _strict, False) is None
    assert store.text("settings") == "damaged\n" and store.text("settings", True) == "ss\n"


def test_a_finished_game_is_kept_after_the_last_kept_one_was_deleted():
    """The folder of finished games stays when its last game is deleted: the next finished
    game goes in it, numbered after the last one kept."""
    store = _store("small_history")
    for name in ("tally", "other"):
        store.save(name, "s\n")
    assert store.keep_finished("tally", 3) == "1-tally"
    store.delete_finished("1-tally")
    assert store.finished() == []
    assert store.keep_finished("other", 3) == "1-other"
    assert store.finished() == ["1-other"]
