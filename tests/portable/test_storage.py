"""Saving: one appended line per action, undo and redo, rewriting through a temporary file
with a backup, loads that never crash and keep as much of a damaged game as can be read, sets
set aside."""

import os

from test_flash_full import FullFlash

from core import version
from core.errors import JournalError
from saves import config, journal
from saves import storage as storage_module
from saves.storage import Storage
from support import scratch, tally_game
from support.checks import raises
from support.played import Played, lines_of, version1

GAME = tally_game


def _store(name):
    store = Storage(scratch.fresh_dir(name))
    store.clean()
    return store


def _text(store, name="tally"):
    with open(store.path(name)) as f:
        return f.read()


def _write(store, name, text):
    with open(store.path(name), "w") as f:
        f.write(text)


def _game(store, *points):
    """A tally game saved action by action, as the device does."""
    session = journal.Session(GAME, {"players": 2})
    store.create("tally", session)
    for p in points:
        action = session.do(("add", 0, p))
        session = store.append("tally", session, action)
    return session


def _played(*points):
    return Played(GAME, {"players": 2}, [("add", 0, p) for p in points])


def _backed_up(store, *points):
    """A tally game saved action by action, then put in place again so that it is its own
    backup, as a push from the computer does."""
    session = _game(store, *points)
    _write(store, "tally" + store.flash.tmp, _text(store))
    store.install("tally")
    return session


def test_each_action_is_appended_as_one_line_and_loads_back():
    store = _store("append")
    _game(store, 3)
    before = _text(store)
    session, notice = store.load_session("tally", GAME)
    action = session.do(("add", 1, 4))
    store.append("tally", session, action)
    assert _text(store) == before + journal.action_line(("add", 1, 4))
    assert _text(store) == _played(3).text() + journal.action_line(("add", 1, 4))
    again, notice = Storage(store.root).load_session("tally", GAME)
    assert notice is None and again.count == 2
    assert again.standings() == {"scores": [3, 4]}


def test_appending_undo_and_redo_leave_the_backup_alone_and_a_rewrite_keeps_one():
    store = _store("backup")
    session = _game(store, 1, 2)
    session, _ = store.undo("tally", session)
    store.append("tally", session, session.redo()[0])
    assert "tally.bak" not in os.listdir(store.root)
    before = _text(store)
    _write(store, "tally", before[:-1])  # no last newline: rewritten at load
    store.load_session("tally", GAME)
    assert _text(store, "tally.bak") == before[:-1]


def test_undo_appends_a_checkpoint_and_keeps_the_action_for_redo():
    store = _store("undo")
    session = _game(store, 1, 2, 3)
    text = _text(store)
    session, action = store.undo("tally", session)
    assert action == ("add", 0, 3) and session.count == 2
    assert session.standings() == {"scores": [3, 0]}
    assert _text(store) == text + journal.checkpoint_line(session)
    assert journal.checkpoint_line(session).startswith(
        '{"at":2,"redo":[["add",0,3]],"state":{"scores":[3,0]},"v":1} ')
    loaded, _ = Storage(store.root).load_session("tally", GAME)
    assert loaded.redo_stack == [("add", 0, 3)] and loaded.standings() == session.standings()


def test_undoing_the_first_action_saves_a_checkpoint_of_none_that_loads_back():
    # Found by mutation testing: a checkpoint at 0 actions ({"at":0,...}, an undo back to the
    # start) is a checkpoint like any other, not damage; journal.Reader refuses only below 0.
    store = _store("undo_first")
    session, action = store.undo("tally", _game(store, 5))
    assert (session.count, action) == (0, ("add", 0, 5))
    loaded, notice = Storage(store.root).load_session("tally", GAME)
    assert notice is None
    assert (loaded.count, loaded.redo_stack) == (0, [("add", 0, 5)])


def test_each_undo_takes_back_the_newest_action_left():
    store = _store("undo_twice")
    session = _game(store, 1, 2, 3)
    session, action = store.undo("tally", session)
    assert action == ("add", 0, 3)
    session, action = store.undo("tally", session)
    assert action == ("add", 0, 2) and session.standings() == {"scores": [1, 0]}
    assert session.redo_stack == [("add", 0, 3), ("add", 0, 2)]


def test_a_save_that_lost_actions_on_flash_since_it_was_read_is_not_written_over():
    # The journal on flash is shorter than the game in memory (changed behind its back): a
    # rewrite would silently drop the difference, so it refuses and leaves the file alone.
    store = _store("changed")
    _write(store, "tally", version1(_played(1, 2, 3).text()))
    session, _ = store.load_session("tally", GAME)  # version 1: the next action rewrites it
    _write(store, "tally", _played(1).text())
    action = session.do(("add", 0, 4))
    assert "tally changed on flash" in raises(JournalError, store.append, "tally", session, action)
    assert _text(store) == _played(1).text()


def test_an_undo_after_the_journal_was_undone_elsewhere_is_refused():
    # The command line undid the last action on the same flash: the device's undo must not
    # take the redo line for an action.
    store = _store("undone_elsewhere")
    session = _game(store, 1, 2, 3)
    elsewhere = Storage(store.root)
    elsewhere.undo("tally", elsewhere.read_session("tally", GAME)[0])
    before = _text(store)
    assert "tally changed on flash" in raises(JournalError, store.undo, "tally", session)
    assert _text(store) == before


def test_undoing_more_than_max_redo_forgets_the_oldest_in_memory_as_on_flash():
    store = _store("many_undos")
    session = _game(store, *range(1, journal.MAX_REDO + 3))
    for _ in range(journal.MAX_REDO + 1):
        session, _ = store.undo("tally", session)
    assert len(session.redo_stack) == journal.MAX_REDO
    assert session.redo_stack[0] == ("add", 0, journal.MAX_REDO + 1)  # the oldest kept
    assert Storage(store.root).load_session("tally", GAME)[0].redo_stack == session.redo_stack


def test_undone_actions_too_long_for_one_redo_line_keep_the_newest_that_fit():
    # Found by mutation testing: 16 undone actions whose words are escaped to twice their length
    # made a redo line longer than loading reads, and a good save then read as damaged.
    store = _store("long_redo")
    session = journal.Session(GAME, {"players": 2})
    store.create("tally", session)
    for n in range(journal.MAX_REDO + 2):
        session = store.append("tally", session, session.do(("reset", '"' * 40 + str(n))))
    for _ in range(journal.MAX_REDO):
        session, _ = store.undo("tally", session)
    assert 0 < len(session.redo_stack) < journal.MAX_REDO
    assert session.redo_stack[-1] == ("reset", '"' * 40 + "2")  # the newest undone is kept
    assert max(len(line) for line in _text(store).splitlines(True)) <= journal.MAX_LINE
    loaded, notice = Storage(store.root).load_session("tally", GAME)
    assert notice is None
    assert (loaded.count, loaded.redo_stack) == (2, session.redo_stack)


def test_a_redo_is_saved_and_a_new_action_after_an_undo_empties_the_redo_stack():
    store = _store("redo")
    session = _game(store, 1, 2, 3)
    session, _ = store.undo("tally", session)
    session, _ = store.undo("tally", session)
    action, words = session.redo()
    assert words == "P1 +2"
    text = _text(store)
    session = store.append("tally", session, action)
    assert _text(store) == text + journal.encode_line({"do": ["add", 0, 2],
                                                       "redo": [["add", 0, 3]]})
    loaded, _ = Storage(store.root).load_session("tally", GAME)
    assert (loaded.count, loaded.redo_stack) == (2, [("add", 0, 3)])
    session, _ = store.undo("tally", session)
    session = store.append("tally", session, session.do(("add", 1, 5)))
    assert not session.can_redo()
    loaded, _ = Storage(store.root).load_session("tally", GAME)
    assert loaded.standings() == {"scores": [1, 5]} and not loaded.can_redo()
    assert journal.history(journal.Reader(lines_of(_text(store)), {"tally": GAME})) == [
        (1, "P1 +1"), (2, "P2 +5")]


def test_a_save_cut_off_mid_line_loses_that_line_and_is_made_whole_before_the_next():
    store = _store("cut")
    _game(store, 1, 2)
    whole = _text(store)
    _write(store, "tally", whole + '["add",0,')
    session, notice = store.load_session("tally", GAME)
    assert "cut off" in notice and session.count == 2
    assert _text(store) == whole  # rewritten at once, so the next line can be appended
    store.append("tally", session, session.do(("add", 1, 1)))
    assert Storage(store.root).load_session("tally", GAME)[0].count == 3


def test_an_append_cut_short_by_a_full_flash_is_never_joined_by_the_next_line():
    # FAT keeps half of a write that fails: the next line appended after it would join it and
    # both would be lost. The next save compacts instead, and finds the action it was told was
    # done missing on flash: it refuses, and the game reloads as the flash has it.
    store = _store("half_line")
    session = _game(store, 1)
    storage_module.open = FullFlash(2).open  # the open succeeds, the write fails part-way
    try:
        raises(OSError, store.append, "tally", session, session.do(("add", 0, 2)))
    finally:
        del storage_module.open
    action = session.do(("add", 0, 3))
    assert "changed on flash" in raises(JournalError, store.append, "tally", session, action)
    loaded, notice = Storage(store.root).load_session("tally", GAME)
    assert "cut off" in notice and loaded.standings() == {"scores": [1, 0]}


def test_a_journal_pushed_from_the_computer_keeps_the_one_it_replaces_as_the_backup():
    store = _store("install")
    _game(store, 1, 2)
    _write(store, "tally" + store.flash.tmp, _played(5).text())
    store.install("tally")
    assert _text(store) == _played(5).text()
    assert _text(store, "tally.bak") == _played(1, 2).text()
    assert sorted(os.listdir(store.root)) == ["tally", "tally.bak"]


def test_a_journal_not_ending_as_written_is_rewritten_before_appending():
    # Without its last newline the next line would join the last one; after an editor's blank
    # last line it would sit behind a blank line, which reads as damage mid-journal.
    for name, edit in (("no_newline", lambda text: text[:-1]),
                       ("blank_line", lambda text: text + "\n")):
        store = _store(name)
        _game(store, 1)
        _write(store, "tally", edit(_text(store)))
        session, notice = store.load_session("tally", GAME)
        assert notice is None and session.count == 1
        store.append("tally", session, session.do(("add", 0, 2)))
        assert _text(store) == _played(1, 2).text(), name


def test_after_a_rewrite_at_load_the_next_action_is_appended():
    # Found by mutation testing: a journal rewritten at load (it did not end as written) then
    # takes the next action as one appended line; a second rewrite would replace the backup.
    store = _store("rewrite_append")
    _game(store, 3)
    _write(store, "tally", _text(store)[:-1])  # no last newline
    session, _ = store.load_session("tally", GAME)
    tidy, backup = _text(store), _text(store, "tally.bak")
    store.append("tally", session, session.do(("add", 1, 4)))
    assert _text(store) == tidy + journal.action_line(("add", 1, 4))
    assert _text(store, "tally.bak") == backup


def test_a_new_game_over_one_in_progress_keeps_that_one_as_the_backup():
    # Found by mutation testing: `companion new --force` promises that the game it replaces
    # stays as the backup (host_sim/cli_session.py), and Storage.create puts it there.
    store = _store("create_over")
    _game(store, 3)
    old = _text(store)
    store.create("tally", journal.Session(GAME, {"players": 2}))
    assert _text(store, "tally.bak") == old


def test_a_checkpoint_last_without_its_newline_is_made_whole_before_the_next_action():
    # Found by mutation testing: a journal whose last line, a checkpoint (here an undo), lost
    # its newline was read from that checkpoint as if whole, so the next action was appended to
    # the same line, and the load after it lost both the undo and the action.
    store = _store("checkpoint_last")
    store.undo("tally", _game(store, 1, 2, 3))
    _write(store, "tally", _text(store)[:-1])
    again = Storage(store.root)
    session, _ = again.load_session("tally", GAME)
    again.append("tally", session, session.do(("add", 1, 4)))
    loaded, notice = Storage(store.root).load_session("tally", GAME)
    assert notice is None and loaded.standings() == {"scores": [3, 4]}


def test_a_rewrite_keeps_what_was_undone_undone():
    # Found by mutation testing: a rewrite copies an undo's checkpoint line (periodic ones are
    # written anew), so the undone action does not come back at the next load.
    store = _store("rewrite_undo")
    store.undo("tally", _game(store, 1, 2, 3))
    _write(store, "tally", _text(store)[:-1])  # no last newline: rewritten at load
    Storage(store.root).load_session("tally", GAME)
    again, notice = Storage(store.root).load_session("tally", GAME)
    assert notice is None and again.standings() == {"scores": [3, 0]}
    assert (again.count, again.redo_stack) == (2, [("add", 0, 3)])


def test_no_block_left_and_a_folder_that_takes_no_more_files_both_read_as_a_full_flash():
    # Found by mutation testing: littlefs says a full folder with errno 36 (LFS_ERR_NAMETOOLONG)
    assert storage_module.why(OSError(28, "")) == "the flash is full"
    assert storage_module.why(OSError(36, "")) == "the flash is full"
    assert storage_module.why(OSError(2, "no such file")) != "the flash is full"


def test_a_damaged_save_falls_back_to_the_backup_which_stays_the_backup():
    store = _store("damaged")
    _backed_up(store, 1, 2)
    good_backup = _text(store, "tally.bak")
    _write(store, "tally", "companion-journal 1 tally\ngarbage 0000\n")
    session, notice = store.load_session("tally", GAME)
    assert session.standings() == {"scores": [3, 0]} and session.count == 2
    assert notice == "tally could not be read (line 2 is damaged); the backup was restored"
    assert _text(store, "tally.damaged") == "companion-journal 1 tally\ngarbage 0000\n"
    session = store.append("tally", session, session.do(("add", 0, 4)))
    _write(store, "tally", _text(store)[:-1])  # to be rewritten at the next load
    store.load_session("tally", GAME)
    assert _text(store, "tally.bak") != "companion-journal 1 tally\ngarbage 0000\n"
    assert _text(store, "tally.bak") == _played(1, 2, 4).text()[:-1]
    assert good_backup == _played(1, 2).text()


def test_damage_in_the_middle_keeps_every_action_before_it():
    store = _store("prefix")
    _game(store, 1, 2, 3, 4)
    lines = _text(store).split("\n")
    lines[4] = lines[4].replace("3", "8")  # the third action's line fails its checksum
    _write(store, "tally", "\n".join(lines))
    session, notice = store.load_session("tally", GAME)
    assert session.count == 2 and session.standings() == {"scores": [3, 0]}
    assert notice == "tally is damaged (line 5 is damaged); its first 2 actions were kept"
    assert _text(store) == _played(1, 2).text()
    assert _text(store, "tally.damaged") == "\n".join(lines)


def test_the_longer_of_the_readable_part_and_the_backup_wins():
    store = _store("longer")
    session = _backed_up(store, 1)
    for p in (2, 3, 4):
        session = store.append("tally", session, session.do(("add", 0, p)))
    # The backup has 1 action; the journal has 4, its last but one damaged: 2 are readable.
    lines = _text(store).split("\n")
    lines[4] = lines[4][:-1] + "x"
    _write(store, "tally", "\n".join(lines))
    session, notice = store.load_session("tally", GAME)
    assert session.count == 2 and "its first 2 actions were kept" in notice


def test_nothing_readable_is_a_clean_start_and_the_file_is_kept_apart():
    store = _store("nothing")
    with open(store.path("tally"), "wb") as f:
        f.write(b"\xff\x00\xfe")
    session, notice = store.load_session("tally", GAME)
    assert session is None
    assert notice == "tally could not be read (not a companion journal); starting afresh"
    assert sorted(os.listdir(store.root)) == ["tally.damaged"]


def test_the_notice_names_what_is_wrong_with_the_save_not_with_its_backup():
    store = _store("both_bad")
    _write(store, "tally", "hello\n")
    _write(store, "tally.bak", "companion-journal 9 tally\n")
    session, notice = store.load_session("tally", GAME)
    assert session is None
    assert notice == "tally could not be read (not a companion journal); starting afresh"


def test_no_save_is_a_quiet_clean_start():
    assert _store("empty").load_session("tally", GAME) == (None, None)


def test_a_missing_save_with_a_backup_restores_the_backup():
    store = _store("missing")
    _backed_up(store, 1, 2)
    os.remove(store.path("tally"))  # a power cut between the two renames of a rewrite
    session, notice = store.load_session("tally", GAME)
    assert notice == "the save was missing; the backup was restored"
    assert session.count == 2 and _text(store) == _played(1, 2).text()


def test_stale_temporary_files_are_removed_at_boot():
    store = _store("stale")
    with open(store.path("tally.tmp"), "w") as f:
        f.write("half a sa")
    store.clean()
    assert os.listdir(store.root) == []


def test_read_session_reads_as_it_is_and_changes_nothing():
    store = _store("strict")
    _game(store, 1)
    _write(store, "tally", _text(store) + '["add"')
    session, notice = store.read_session("tally", GAME)
    assert session.count == 1 and "cut off" in notice
    assert _text(store).endswith('["add"')


def test_a_journal_read_as_it_is_is_appended_to_not_rewritten():
    # Found by mutation testing: after read_session (the command line), a journal of this
    # version as written takes the next action as one appended line, and no backup is made.
    store = _store("read_append")
    _game(store, 3)
    before = _text(store)
    again = Storage(store.root)
    session, _ = again.read_session("tally", GAME)
    again.append("tally", session, session.do(("add", 1, 4)))
    assert _text(store) == before + journal.action_line(("add", 1, 4))
    assert "tally.bak" not in os.listdir(store.root)


def test_an_action_after_reading_a_version_1_journal_with_something_to_redo_rewrites_it():
    # The command line reads the journal as it is, then saves one action: appended after the
    # redo line of version 1, it would make that line damage in the middle of the journal.
    store = _store("strict_redo")
    played = _played(1, 2)
    played.undo()
    _write(store, "tally", version1(played.text()))
    session, _ = store.read_session("tally", GAME)
    store.append("tally", session, session.do(("add", 1, 5)))
    assert _text(store) == Played(GAME, {"players": 2}, [("add", 0, 1), ("add", 1, 5)]).text()


def test_settings_survive_and_anything_bad_falls_back():
    store = _store("settings")
    config.save(store, {"brightness": 30, "current": "tally"})
    assert config.saved(store) == {"brightness": 30, "current": "tally"}
    config.save(store, {"brightness": 40, "current": "tally"})
    os.remove(store.path("settings"))  # a power cut between the two renames
    assert config.saved(store) == {"brightness": 30, "current": "tally"}
    _write(store, "settings", '[["brightness",30]] 0000\n')
    assert config.saved(store) == {"brightness": 30, "current": "tally"}  # the backup
    cases = (
        (["x"], {}),
        ({"brightness": 1}, {}),
        ([["brightness", "loud"], ["budget_ma", 5], ["current", "kachina"]],
         {"current": "kachina"}),
        ([["pixels", [24]], ["names", ["Ana", 3]], [1, 2], ["brightness"]], {}),
        ([["names", ["Ana", "T\u016b\u012b"]], ["unknown", 1]],
         {"names": ["Ana", "T\u016b\u012b"]}),
    )
    for line, valid in cases:
        _write(store, "settings", journal.encode_line(line))
        _write(store, "settings.bak", "")
        assert config.saved(store) == valid, line
        assert config.load(store)["brightness"] == 64


def test_setting_aside_keeps_every_generation_and_restoring_brings_them_back():
    store = _store("aside")
    _backed_up(store, 1, 2)
    first = (_text(store), _text(store, "tally.bak"))
    assert store.set_aside(["tally", "kachina"]) == 1
    assert store.load_session("tally", GAME) == (None, None)
    _game(store, 5)
    assert store.set_aside(["tally"]) == 2
    assert store.generations() == [2, 1]
    assert store.set_aside(["tally"]) == 0  # nothing left to set aside
    assert store.restore(1) == 0
    assert (_text(store), _text(store, "tally.bak")) == first
    assert store.restore(2) == 3  # what it replaced is kept as set 3
    assert _text(store) == _played(5).text()
    assert store.restore(3) == 4
    assert (_text(store), _text(store, "tally.bak")) == first
    assert store.generations() == [4]


def test_games_set_aside_again_and_again_each_keep_their_own_generation():
    store = _store("aside_often")
    for points in (1, 2, 3):
        _game(store, points)
        assert store.set_aside(["tally"]) == points
    assert store.generations() == [3, 2, 1]
    for points in (3, 2, 1):
        store.restore(points)
        assert _text(store) == _played(points).text()


def test_running_out_of_memory_while_loading_changes_nothing_on_flash():
    # A heap too small to replay the game is no fault of the journal: the load must not keep
    # part of it, restore the backup or set it apart as damaged; the error goes up to main.py.
    store = _store("no_memory")
    _game(store, 1, 2)
    before = _text(store)

    class Short:
        KIND = "tally"
        VERBS = GAME.VERBS
        new_state = staticmethod(GAME.new_state)
        describe = staticmethod(GAME.describe)
        standings = staticmethod(GAME.standings)

        @staticmethod
        def apply(state, action):
            raise MemoryError("memory allocation failed")

    assert "memory" in raises(MemoryError, store.load_session, "tally", Short)
    assert _text(store) == before and sorted(os.listdir(store.root)) == ["tally"]


def test_running_out_of_memory_while_reading_settings_is_no_damage():
    # Found by make heap-frozen at 45 KB: the settings read gave up as if the file were damaged,
    # the app booted with the defaults and did not resume the game in progress.
    store = _store("settings_no_memory")
    settings = config.load(store)
    settings["current"] = "kachina"
    config.save(store, settings)

    def short_of_memory(text):
        raise MemoryError("memory allocation failed")

    assert "memory" in raises(MemoryError, store.read, config.NAME, short_of_memory)
    assert config.load(store)["current"] == "kachina"


class _Counted:
    """The tally game, counting the actions applied: what a load, an undo or a redo replays."""

    KIND = GAME.KIND
    VERBS = GAME.VERBS
    SHAPE = GAME.SHAPE
    new_state = staticmethod(GAME.new_state)
    describe = staticmethod(GAME.describe)
    standings = staticmethod(GAME.standings)
    snapshot = staticmethod(GAME.snapshot)
    restore = staticmethod(GAME.restore)

    def __init__(self):
        self.applied = 0

    def apply(self, state, action):
        self.applied += 1
        GAME.apply(state, action)


def _nth(n):
    return ("add", n % 2, 1 + n % 3)


def _standings_after(count):
    session = journal.Session(GAME, {"players": 2})
    for n in range(count):
        session.do(_nth(n))
    return session.standings()


def test_load_undo_and_redo_replay_at_most_one_checkpoint_apart_however_long_the_game():
    # 2,100 actions: more than the 2,000 a journal of version 1 kept; nothing refuses them.
    game = _Counted()
    store = _store("bounded")
    session = journal.Session(game, {"players": 2})
    store.create("tally", session)
    for n in range(2100):
        session = store.append("tally", session, session.do(_nth(n)))
    game.applied = 0
    session, _ = Storage(store.root).load_session("tally", game)
    assert session.count == 2100 and game.applied < journal.CHECKPOINT_EVERY
    for n in range(40):  # undo across a checkpoint: each reads back to the one before it
        game.applied = 0
        session, action = store.undo("tally", session)
        assert action == _nth(2099 - n) and game.applied < journal.CHECKPOINT_EVERY
    assert session.standings() == _standings_after(2060)
    for _ in range(journal.MAX_REDO):
        action, _ = session.redo()
        game.applied = 0
        session = store.append("tally", session, action)  # saved without reading anything
        assert game.applied == 0
    game.applied = 0
    again, _ = Storage(store.root).load_session("tally", game)
    assert game.applied < journal.CHECKPOINT_EVERY
    assert (again.count, again.redo_stack) == (session.count, session.redo_stack)
    assert again.standings() == _standings_after(2076)


def test_a_version_1_journal_loads_and_is_written_in_todays_version_at_its_first_save():
    store = _store("version1")
    played = _played(*range(1, 71))
    _write(store, "tally", version1(played.text()))
    session, notice = store.load_session("tally", GAME)
    assert notice is None and session.count == 70
    session, _ = store.undo("tally", session)
    text = _text(store)
    assert text.startswith("companion-journal 3 tally {}\n".format(version.FIRMWARE))
    assert text.count('\n{"at":') == 3  # after actions 32 and 64, and the undo
    assert Storage(store.root).load_session("tally", GAME)[0].standings() == \
        _played(*range(1, 70)).standings()


def test_every_read_of_a_long_journal_feeds_the_watchdog():
    store = _store("feed")
    _write(store, "tally", version1(_played(*range(1, 101)).text()))  # read from the start
    fed = []
    store.flash.feed = lambda: fed.append(1)
    session, _ = store.load_session("tally", GAME)
    assert len(fed) >= 100 // journal.FEED_LINES
    del fed[:]
    store.stream("tally", GAME, journal.history)
    assert len(fed) >= 100 // journal.FEED_LINES


def test_a_game_set_aside_is_not_saved_again_as_a_lone_line():
    """Set aside, its journal is gone from the folder: an action of the session still in
    memory is refused as not saved (the app says so), never appended as a line with no
    header that no load could read."""
    store = _store("aside_then_play")
    session = _game(store, 1, 2)
    assert store.set_aside(["tally"]) == 1
    action = session.do(("add", 1, 3))
    raises(OSError, store.append, "tally", session, action)
    assert not store.has("tally")


def test_a_set_aside_whose_number_cannot_be_written_still_moves_the_games():
    """aside/last cannot be written (here a folder stands in its place, as a full flash
    refuses the write): the games are set aside all the same, under a new number."""
    store = _store("aside_last")
    _game(store, 1)
    os.mkdir(store.path("aside"))
    os.mkdir(store.path("aside/last"))
    assert store.set_aside(["tally"]) == 1
    assert not store.has("tally") and store.set_games(1) == ["tally"]


def test_a_whole_file_saved_again_keeps_the_one_before_as_its_backup():
    store = _store("save_backup")
    store.save("notes", "first\n")
    store.save("notes", "second\n")
    assert (_text(store, "notes"), _text(store, "notes.bak")) == ("second\n", "first\n")


def test_a_journal_from_a_newer_firmware_is_left_as_it_is_with_a_notice_naming_both():
    store = _store("newer")
    _game(store, 1, 2)
    newer = _text(store).replace(" {}\n".format(version.FIRMWARE), " 99.1.0\n", 1)
    _write(store, "tally", newer)
    session, notice = store.load_session("tally", GAME)
    assert session is None
    assert "99.1.0" in notice and version.FIRMWARE in notice and "\n" not in notice
    assert _text(store) == newer and sorted(os.listdir(store.root)) == ["tally"]
    assert "99.1.0" in raises(JournalError, store.read_session, "tally", GAME)


def _older_shape(store, version_2=True):
    """The journal on store with its checkpoints of no shape (1), in version 2 or 3."""
    old = _text(store).replace(',"v":1}', "}")
    if version_2:
        old = old.replace(" 3 tally", " 2 tally", 1).replace(
            " {}\n".format(version.FIRMWARE), "\n", 1)
    _write(store, "tally", "".join(
        journal.encode_line(journal.json.loads(line[: line.rfind(" ")])) if line.startswith(
            "{") else line + "\n" for line in old.split("\n") if line))  # checksums again


def test_a_checkpoint_of_an_older_shape_is_rebuilt_from_the_actions_and_the_old_kept():
    store = _store("old_shape")
    session = _game(store, *range(1, 40))
    session, _ = store.undo("tally", session)  # an undo checkpoint, after the periodic one
    _older_shape(store)
    shaped = _Counted()
    shaped.SHAPE = 2  # the game's state changed shape since
    loaded, notice = Storage(store.root).load_session("tally", shaped)
    assert notice is None and loaded.count == 38 and loaded.redo_stack == [("add", 0, 39)]
    assert loaded.standings() == session.standings()
    assert _text(store, "tally.bak").startswith("companion-journal 2 tally\n")
    assert '"v":2' in _text(store)


def test_a_journal_whose_last_checkpoint_is_of_an_older_shape_is_written_anew_at_its_load():
    store = _store("old_shape_load")
    session = _game(store, *range(1, 40))
    _older_shape(store, version_2=False)  # a journal of today's version, before a new SHAPE
    shaped = _Counted()
    shaped.SHAPE = 2
    loaded, notice = Storage(store.root).load_session("tally", shaped)
    assert notice is None and loaded.standings() == session.standings()
    assert '"v":2' in _text(store)
    loaded, action = store.undo("tally", loaded)  # reads back from that checkpoint
    assert action == ("add", 0, 39) and loaded.count == 38


def test_a_damaged_last_line_is_kept_as_damaged_apart_from_the_backup_and_never_replaced():
    store = _store("kept_damaged")
    _backed_up(store, 1, 2)
    backup = _text(store, "tally.bak")
    cut = []
    for n in (1, 2):
        session, _ = Storage(store.root).load_session("tally", GAME)
        store.append("tally", session, session.do(("add", 1, n)))
        cut.append(_text(store)[:-3])  # its last line cut short, as by a power cut on FAT
        _write(store, "tally", cut[-1])
        session, notice = Storage(store.root).load_session("tally", GAME)
        assert notice == "the last action was cut off and is lost" and session.count == 2
        assert _text(store, "tally.bak") == backup
    assert _text(store, "tally.damaged") == cut[0] and _text(store, "tally.damaged.2") == cut[1]
