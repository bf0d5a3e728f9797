"""Resuming a saved game from flash: a journal read whole is appended to, never written anew;
older journals resume from their last checkpoint and are written anew with progress shown; a
notice names what is wrong with the save itself; damage is reported only when something was
lost."""

import os

from saves import journal
from saves.storage import Flash, Storage
from support import scratch, tally_game
from support.played import Played, version1

GAME = tally_game
SETTINGS = {"players": 2}


class _Recording(Flash):
    """The device's flash, recording each file put in place, each append and each damage
    report."""

    def __init__(self, feed=None, progress=None):
        super().__init__(feed, progress)
        self.commits, self.appends, self.reports = [], [], []

    def commit(self, tmp, path, old):
        self.commits.append(path)
        super().commit(tmp, path, old)

    def append(self, path, text):
        self.appends.append(text)
        super().append(path, text)

    def damaged(self, path):
        self.reports.append(path)


def _folder(name):
    root = scratch.fresh_dir(name)
    Storage(root).clean()
    return root


def _text(root, name="tally"):
    with open(root + "/" + name) as f:
        return f.read()


def _write(root, name, text):
    with open(root + "/" + name, "w") as f:
        f.write(text)


def _saved(root, count):
    """A tally game of count actions saved action by action, as the device does; its session."""
    store = Storage(root)
    session = journal.Session(GAME, SETTINGS)
    store.create("tally", session)
    for n in range(count):
        session = store.append("tally", session, session.do(("add", n % 2, 1 + n % 3)))
    return session


def test_a_game_resumed_whole_is_appended_to_and_never_written_anew():
    """A journal that ends with a checkpoint (after every CHECKPOINT_EVERY-th action, or an
    undo) resumes as it is: the next action is one line appended, with no rewrite of the
    file (seconds on a Pico) and no backup made of it."""
    root = _folder("resume_appended")
    played = _saved(root, journal.CHECKPOINT_EVERY)
    before = _text(root)
    assert before.endswith(journal.checkpoint_line(played))
    for load in ("load_session", "load_quiet", "read_session"):
        _write(root, "tally", before)
        flash = _Recording()
        store = Storage(root, flash)
        loaded = getattr(store, load)("tally", GAME)
        session = loaded if load == "load_quiet" else loaded[0]
        assert session.count == journal.CHECKPOINT_EVERY, load
        assert session.standings() == played.standings(), load
        action = session.do(("add", 1, 2))
        session = store.append("tally", session, action)
        assert flash.commits == [] and flash.appends == [journal.action_line(action)], load
        assert _text(root) == before + journal.action_line(action), load
        assert flash.reports == [], load


def test_an_older_journal_is_written_anew_at_the_next_action_with_its_progress_shown():
    """A journal of version 1 loads as it is; the next action writes it anew in today's
    version, telling the progress from 0 to the file's size (a Pico takes seconds), also
    on a device with no watchdog to feed."""
    root = _folder("resume_progress")
    played = Played(GAME, SETTINGS, [("add", n % 2, 1 + n % 3) for n in range(80)])
    old = version1(played.text())
    _write(root, "tally", old)
    size = os.stat(root + "/tally")[6]
    shown = []
    store = Storage(root, Flash(progress=lambda *args: shown.append(args)))
    session, notice = store.load_session("tally", GAME)
    assert notice is None and session.count == 80 and shown == []  # loading writes nothing
    session = store.append("tally", session, session.do(("add", 0, 1)))
    assert shown[0] == ("tally", 0, size) and len(shown) >= 3
    assert all(name == "tally" and total == size for name, _, total in shown)
    done = [d for _, d, _ in shown]
    assert done == sorted(done) and 0 < done[-1] <= size
    assert _text(root).startswith("companion-journal {} tally ".format(journal.VERSION))
    assert Storage(root).load_session("tally", GAME)[0].standings() == session.standings()


def test_a_journal_of_version_2_or_3_resumes_from_its_last_checkpoint():
    """Resuming reads a journal from its last checkpoint on: damage to a line before it is
    never read, so the game resumes whole and says nothing."""
    for number in (2, 3):
        root = _folder("resume_from_checkpoint")
        played = _saved(root, 40)
        text = _text(root)
        lines = text.split("\n")
        if number == 2:
            lines[0] = "{} 2 tally".format(journal.MAGIC)
        lines[4] = lines[4].replace('"add"', '"ADD"')  # the third action, before the checkpoint
        _write(root, "tally", "\n".join(lines))
        session, notice = Storage(root).load_session("tally", GAME)
        assert notice is None, (number, notice)
        assert session.count == 40 and session.standings() == played.standings(), number


def test_the_notice_names_what_is_wrong_with_the_save_not_with_its_backup():
    """When neither the save nor its backup is a journal, the player is told why the save
    itself could not be read."""
    root = _folder("resume_notice")
    _write(root, "tally", "hello\n")
    _write(root, "tally.bak", "{} {} nothing {}\n".format(journal.MAGIC, journal.VERSION,
                                                          "0.0.1"))
    session, notice = Storage(root).load_session("tally", GAME)
    assert session is None
    assert notice == "tally could not be read (not a companion journal); starting afresh"


def test_a_journal_is_reported_damaged_only_when_its_end_was_lost():
    """Reading a journal as it is (the command line) reports damage to the flash only when
    its last line was lost."""
    root = _folder("resume_reported")
    _saved(root, 5)
    flash = _Recording()
    session, notice = Storage(root, flash).read_session("tally", GAME)
    assert session.count == 5 and notice is None and flash.reports == []
    _write(root, "tally", _text(root)[:-6])
    session, notice = Storage(root, flash).read_session("tally", GAME)
    assert session.count == 4 and "cut off" in notice
    assert flash.reports == [root + "/tally"]


def test_an_undo_right_after_a_resume_reads_nothing_back():
    """The resume keeps the state before the last action, so an undo at once reads nothing
    from flash (the watchdog, fed as a journal is read, is not fed) and takes the action
    back, as an undo that reads the journal does."""
    root = _folder("resume_undo")
    count = journal.CHECKPOINT_EVERY + 30  # 30 lines after the last checkpoint
    played = _saved(root, count)
    fed = []
    store = Storage(root, Flash(feed=lambda: fed.append(1)))
    session = store.load_session("tally", GAME)[0]
    del fed[:]
    before, action = store.undo("tally", session)
    assert fed == [] and action == played.last
    assert before.count == count - 1 and before.redo_stack == [action]
    again = Storage(root).load_session("tally", GAME)[0]
    assert again.count == count - 1 and again.standings() == before.standings()
    assert again.redo_stack == [action]


def test_an_older_journal_read_ahead_is_written_anew_at_the_next_action_too():
    """A journal of an older version read ahead (load_quiet, before the press that opens
    it) is never appended to as it is: the next action writes it anew in today's version."""
    for number in (1, 2):
        root = _folder("resume_quiet_older")
        played = Played(GAME, SETTINGS, [("add", n % 2, 1) for n in range(5)])
        text = version1(played.text())
        _write(root, "tally", text.replace(" 1 ", " {} ".format(number), 1))
        store = Storage(root)
        session = store.load_quiet("tally", GAME)
        assert session is not None and session.count == 5, number
        session = store.append("tally", session, session.do(("add", 1, 3)))
        header = "companion-journal {} tally ".format(journal.VERSION)
        assert _text(root).startswith(header), number
        again = Storage(root).load_session("tally", GAME)
        assert again[1] is None and again[0].standings() == {"scores": [3, 5]}, number


def test_a_journal_not_as_written_is_not_read_ahead():
    """Read ahead (load_quiet) takes only a journal read whole, as written and with nothing to
    say: one that lost its final newline, or its last line, is left to the press that opens
    it, which writes it anew so that the next line is not joined to the last."""
    root = _folder("resume_quiet_untidy")
    _saved(root, 3)
    whole = _text(root)
    for text in (whole[:-1], whole[:-5]):
        _write(root, "tally", text)
        assert Storage(root).load_quiet("tally", GAME) is None
        store = Storage(root)
        session = store.load_session("tally", GAME)[0]
        session = store.append("tally", session, session.do(("add", 0, 7)))
        again = Storage(root).load_session("tally", GAME)
        assert again[1] is None and again[0].count == session.count
    _write(root, "tally", whole)
    assert Storage(root).load_quiet("tally", GAME).count == 3
