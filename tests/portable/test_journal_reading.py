"""Reading a journal: its last checkpoint found from the end, what a damaged last line took
with it, stopping before an action, the state kept for an undo after a resume, the longest
lines, and headers and checkpoints that are refused."""

import io

from core import version
from core.errors import JournalError, NewerSave, OldShape
from saves import journal
from support import tally_game
from support.checks import raises
from support.played import lines_of

GAMES = {"tally": tally_game}
SETTINGS = {"players": 3}


def _session():
    return journal.Session(tally_game, SETTINGS)


def _saved(count):
    """(text, session): a tally game of count actions saved as the device saves it, a
    checkpoint after every CHECKPOINT_EVERY-th action."""
    session = _session()
    text = journal.head(session)
    for n in range(count):
        text += journal.record(session, session.do(("add", n % 3, 1 + n % 4)))
    return text, session


def _undo_line(session):
    """The checkpoint an undo of session's newest action appends (the device's undo)."""
    undone = journal.Session(tally_game, SETTINGS)
    scores = list(session.state.scores)
    action = session.last
    scores[action[1]] -= action[2]
    undone.state.scores = scores
    undone.count = session.count - 1
    undone.redo_stack = [action]
    return journal.checkpoint_line(undone)


def _line(payload):
    return journal.encode_line(payload)


def _checkpoint(at, **more):
    payload = {"at": at, "redo": [], "state": {"scores": [1, 0, 0]}, "v": 1}
    payload.update(more)
    return _line(payload)


def _read_at(data):
    return lambda offset, size: data[offset : offset + size]


def _reader(text):
    return journal.Reader(lines_of(text), GAMES)


def _without_last_line(text):
    return text[: text.rindex("\n", 0, len(text) - 1) + 1]


def test_a_damaged_checkpoint_past_the_count_sought_is_skipped_unread():
    """Undoing to an earlier action searches for the last checkpoint at or before it: a later
    checkpoint, even a damaged one, is stepped over by its count alone."""
    text, _ = _saved(70)
    good = journal.checkpoint_line(_saved(64)[1])
    damaged = good.replace('"scores":[', '"scores":[9', 1)  # its checksum no longer fits
    assert damaged != good and good in text
    data = text.replace(good, damaged).encode()
    where, payload = journal.find_checkpoint(_read_at(data), len(data), 40)
    assert payload["at"] == 32 and payload["state"] == tally_game.snapshot(_saved(32)[1].state)
    assert data[where - 1 : where] == b"\n" and data[where:].startswith(b'["add",')
    # the last checkpoint, when it is the one sought, is checked
    assert "damaged" in raises(JournalError, journal.find_checkpoint, _read_at(data), len(data))


def test_a_checkpoint_whose_count_is_written_otherwise_is_still_judged_by_it():
    """A checkpoint written by another JSON writer (a space after the colon) is read whole to
    learn its count; past the count sought, the one before it is taken, whole."""
    text, session = _saved(journal.CHECKPOINT_EVERY)
    assert text.endswith(journal.checkpoint_line(session))  # the checkpoint at 32 ends it
    odd = '{"at": 40,"redo":[],"state":{"scores":[9,9,9]},"v":1}'
    data = (text + odd + " " + journal.checksum(odd) + "\n").encode()
    where, payload = journal.find_checkpoint(_read_at(data), len(data), 35)
    assert payload["at"] == 32 and payload["state"] == tally_game.snapshot(session.state)
    assert data[where:].startswith(odd.encode())
    assert journal.find_checkpoint(_read_at(data), len(data), 40)[1]["at"] == 40


def test_a_checkpoint_of_the_longest_line_is_found_across_the_pieces_read():
    """The journal is read backwards in pieces: a last checkpoint as long as a line may be
    (MAX_LINE bytes with its newline, a full redo stack) is still found whole, and the game
    resumes from it with its redo stack."""
    text, session = _saved(60)
    session.redo_stack = [("reset", "")]
    short = len(journal.checkpoint_line(session))
    session.redo_stack = [("reset", "r" * (journal.MAX_LINE - short))]
    line = journal.checkpoint_line(session)
    assert len(line) == journal.MAX_LINE and session.redo_stack  # kept whole
    data = (text + line).encode()
    assert len(data) > 3 * 512
    where, payload = journal.find_checkpoint(_read_at(data), len(data))
    assert where == len(data) and payload["at"] == 60
    reader = _reader(text)
    reader.start(payload)
    reader._readline = io.BytesIO(data[where:]).readline
    resumed = reader.replay()
    assert resumed.count == 60 and resumed.standings() == session.standings()
    assert resumed.redo_stack == session.redo_stack


def _cut_checkpoint(count, keep):
    """Journal text of count actions whose last line, a checkpoint, is cut to its first keep
    characters (a power cut while it was written)."""
    text, session = _saved(count)
    line = journal.checkpoint_line(session)
    if text.endswith(line):
        text = text[: -len(line)]
    return text + line[:keep]


def test_a_periodic_checkpoint_cut_before_its_count_loses_nothing():
    """A checkpoint cut off before its count can be read, after a count of actions that is
    a multiple of CHECKPOINT_EVERY, was a periodic one: nothing is lost."""
    for count in (journal.CHECKPOINT_EVERY, 2 * journal.CHECKPOINT_EVERY):
        reader = _reader(_cut_checkpoint(count, len('{"at":')))
        session = reader.replay()
        assert session.count == count, count
        assert reader.notice == "a checkpoint was damaged; nothing was lost", count
        assert not reader.tidy
    # after any other count, such a line could only be an undo: it is lost, the action back
    reader = _reader(_cut_checkpoint(33, len('{"at":')))
    assert reader.replay().count == 33
    assert reader.notice == "the last undo was cut off: the action it took back is back"


def test_an_undo_cut_off_after_its_count_says_the_action_is_back():
    """An undo's checkpoint cut off after its count: the count is below the actions read, so
    the action it took back is back, also after a multiple of CHECKPOINT_EVERY actions."""
    for count in (journal.CHECKPOINT_EVERY * 2, 45):
        text, session = _saved(count)
        undo = _undo_line(session)
        assert undo.startswith('{{"at":{},'.format(count - 1))
        reader = _reader(text + undo[:20])
        assert reader.replay().count == count
        assert reader.notice == "the last undo was cut off: the action it took back is back"
    # a periodic checkpoint cut after its count: nothing lost
    reader = _reader(_cut_checkpoint(64, 12))
    assert reader.replay().count == 64
    assert reader.notice == "a checkpoint was damaged; nothing was lost"


def _body(*lines):
    return journal.head(_session()) + "".join(lines)


A1, A2, A3, A4 = ["add", 0, 1], ["add", 1, 2], ["add", 2, 3], ["add", 0, 4]


def test_reading_to_a_stop_reads_past_the_redo_stack_to_the_next_action():
    """The action after the stop is the next one played, found past a line that keeps the
    redo stack, and a redone action is an action."""
    text = _body(_line(A1), _line(A2), _line({"redo": [A4]}), _line(A3))
    reader = _reader(text)
    assert list(reader.actions(None, 2)) == [tuple(A1), tuple(A2)]
    assert reader.following == tuple(A3)
    text = _body(_line(A1), _line(A2), _line({"do": A3, "redo": [A4]}))
    reader = _reader(text)
    assert list(reader.actions(None, 2)) == [tuple(A1), tuple(A2)]
    assert reader.following == tuple(A3)


def test_reading_to_a_stop_finds_no_next_action_in_a_damaged_line_or_beyond_it():
    """A damaged line after the stop ends the reading there, with no next action: what
    follows damage is never taken for it, and the damage raises nothing yet."""
    damaged = _line(A3).replace("3]", "5]")
    for after in (damaged, _line("add 2 3")):
        reader = _reader(_body(_line(A1), _line(A2), after, _line(A4)))
        assert list(reader.actions(None, 2)) == [tuple(A1), tuple(A2)]
        assert reader.following is None and reader.session.count == 2


def test_a_version_2_journal_may_keep_its_redo_stack_before_more_lines():
    """Version 2 wrote the redo stack as a line that more lines may follow (version 1 only
    as its last line)."""
    text = _body(_line(A1), _line({"redo": [A4]}), _line(A2))
    old = "{} 2 tally\n".format(journal.MAGIC) + text.split("\n", 1)[1]
    session = _reader(old).replay()
    assert session.count == 2 and session.standings() == {"scores": [1, 2, 0]}


def _undoable(text):
    """The session read from text as a resume reads it (keeping the state before the last
    action), and what its undo can take without reading the journal again."""
    reader = _reader(text)
    reader.keep_last = True
    session = reader.replay()
    return session, session.undone()


def test_after_a_resume_the_last_action_is_undone_without_reading_the_journal_again():
    """The resume keeps the state before the last action, also when the redo stack follows
    it; the undo gives that state and the action."""
    for text in (_body(_line(A1), _line(A2)), _body(_line(A1), _line(A2), _line({"redo": [A4]}))):
        session, undone = _undoable(text)
        assert session.count == 2 and undone is not None
        before, action = undone
        assert action == tuple(A2) and before.count == 1
        assert before.standings() == {"scores": [1, 0, 0]}


def test_after_a_resume_on_an_undo_no_stale_state_is_offered():
    """A journal that ends with an undo: the state kept before the undone action is not the
    state before the newest action left, so the next undo must read the journal."""
    text, session = _saved(5)
    session, undone = _undoable(text + _undo_line(session))
    assert session.count == 4 and undone is None


def test_a_plain_reading_keeps_no_state_for_an_undo():
    """Only a resume keeps a copy of the state before the last action (heap on the device):
    reading the journal for anything else keeps none."""
    assert _reader(_body(_line(A1), _line(A2))).replay().undone() is None


def test_an_undo_gives_back_an_action_with_lists_as_the_journal_reads_it():
    """The action undone without reading the journal is the one the journal holds: its
    sequences, nested too, as lists."""
    session = _session()
    session.do_keeping(("reset", ("a", ("b", "c"))))
    before, action = session.undone()
    assert action == ("reset", ["a", ["b", "c"]]) and before.count == 0
    text = journal.head(session) + journal.action_line(session.last)
    assert journal.actions_of(_reader(text)) == [action]


def test_the_actions_of_a_journal_leave_out_those_an_undo_took_back():
    """An undo then a different action: the list of actions (the computer's and the page's)
    holds the new one in place of the undone one."""
    text, session = _saved(5)
    text += _undo_line(session) + _line(A4)
    actions = journal.actions_of(_reader(text))
    expected = [("add", n % 3, 1 + n % 4) for n in range(4)] + [tuple(A4)]
    assert actions == expected


def test_a_rewrite_copies_a_tidy_journal_line_for_line():
    """The lines a rewrite is handed are those of the journal after its head: each
    checkpoint once, an undo's taken as written (never rebuilt by replaying)."""
    text, session = _saved(40)
    text += _undo_line(session)
    copied, rebuilt = [], []
    reader = _reader(text)
    reader.rewriting(copied.append, rebuilt.append)
    reader.replay()
    assert "".join(copied) == text.split("\n", 2)[2]
    assert rebuilt == [] and reader.session.count == 39


def test_damaged_checkpoint_counts_and_shapes_are_refused():
    """A checkpoint whose count is negative or not a number, or whose shape is not a whole
    number from 1, is damage."""
    for bad in (_checkpoint(-1), _checkpoint("1"), _checkpoint(1, v=0), _checkpoint(1, v="1")):
        message = raises(JournalError, _reader(_body(_line(A1), _line(A2), bad)).replay)
        assert message == "line 5: the checkpoint is damaged", bad
    # the same count and shape written right are read
    session = _reader(_body(_line(A1), _line(A2), _checkpoint(1))).replay()
    assert session.count == 1 and session.standings() == {"scores": [1, 0, 0]}


def test_a_header_of_too_few_or_too_many_fields_is_not_a_journal():
    settings = journal.head(_session()).split("\n")[1] + "\n"
    for header in ("companion-journal 1", "companion-journal 3 tally {} x".format(
            version.FIRMWARE)):
        assert raises(JournalError, _reader, header + "\n" + settings) == (
            "not a companion journal"), header


def test_odd_versions_and_firmwares_are_quoted_short_in_the_error():
    """The error goes on a small screen: a version of many digits is quoted to 8 of them, a
    firmware's name to 12 characters."""
    settings = journal.head(_session()).split("\n")[1] + "\n"
    header = "companion-journal 0000000000 tally\n"
    assert raises(JournalError, _reader, header + settings) == (
        "journal version 00000000 is not known")
    header = "companion-journal 3 tally 99.1.2-abcdefghijkl\n"
    message = raises(NewerSave, _reader, header + settings)
    assert message.startswith("saved by firmware 99.1.2-abcde (journal version 3), newer")


def test_lines_of_the_longest_length_are_written_and_read():
    """A line of MAX_LINE characters is read; a redo stack is kept whole while its line with
    its newline is MAX_LINE bytes, the oldest undone action dropped only beyond."""
    session = _session()
    session.redo_stack = [("reset", "a"), ("reset", "")]
    short = len(journal.redo_line(session))
    for extra, kept in ((0, 2), (1, 1)):
        session.redo_stack = [("reset", "a"), ("reset", "r" * (journal.MAX_LINE - short + extra))]
        line = journal.redo_line(session)
        assert len(session.redo_stack) == kept and len(line) <= journal.MAX_LINE
        reader = _reader(_body(_line(A1), line))
        assert reader.replay().count == 1 and reader.notice is None
        assert len(reader.redo) == kept
    text = '["reset","{}"]'.format("r" * 1000)
    text = '["reset","{}"]'.format("r" * (1000 + journal.MAX_LINE - len(text) - 5))
    action = text + " " + journal.checksum(text)
    assert len(action) == journal.MAX_LINE
    reader = _reader(_body(_line(A1), action + "\n", _line(A2)))
    assert reader.replay().count == 3 and reader.notice is None


def test_a_long_read_feeds_the_watchdog_once_every_few_lines():
    """The watchdog is fed every FEED_LINES lines, not at every line (each call costs)."""
    text = _body(*[_line(A1)] * 100)
    fed = []
    reader = _reader(text)
    reader._feed = lambda: fed.append(reader.number)
    reader.replay()
    assert fed == list(range(journal.FEED_LINES, 103, journal.FEED_LINES))


class _Reshaped:
    """The tally game after a change of its state's shape (SHAPE 2): its checkpoints of
    shape 1 are older."""

    KIND, VERBS, SHAPE = tally_game.KIND, tally_game.VERBS, 2
    new_state = staticmethod(tally_game.new_state)
    apply = staticmethod(tally_game.apply)
    describe = staticmethod(tally_game.describe)
    standings = staticmethod(tally_game.standings)
    snapshot = staticmethod(tally_game.snapshot)
    restore = staticmethod(tally_game.restore)


def test_an_undo_of_an_older_shape_is_rebuilt_by_replaying_never_restored():
    """A journal saved before the game's state changed shape, ending in an undo then an
    action: a reading that cannot rebuild refuses it (OldShape), and the list of actions is
    read by replaying them up to the undo."""
    text, session = _saved(5)
    text += _undo_line(session) + _line(A4)
    reshaped = {"tally": _Reshaped}
    assert "shape 1 is rebuilt" in raises(
        OldShape, journal.Reader(lines_of(text), reshaped).replay)
    reader = journal.Reader(lines_of(text), reshaped)
    actions = journal.actions_of(reader)
    assert actions == [("add", n % 3, 1 + n % 4) for n in range(4)] + [tuple(A4)]
    again = journal.Session(tally_game, SETTINGS)
    for action in actions:
        again.do(action)
    assert reader.session.standings() == again.standings() and reader.session.count == 5


def test_a_checkpoint_far_longer_than_a_line_is_damage_when_found_from_the_end():
    """No line written is longer than MAX_LINE: a last checkpoint of thousands of bytes is
    damage, found from the end as read from the start, never read whole into the heap."""
    text, session = _saved(60)
    session.redo_stack = [("reset", "r" * 3000)]
    payload = {"at": 60, "redo": [list(a) for a in session.redo_stack],
               "state": tally_game.snapshot(session.state), "v": 1}
    data = (text + _line(payload)).encode()
    assert "damaged" in raises(JournalError, journal.find_checkpoint, _read_at(data), len(data))
    assert "line 64 is damaged" in raises(JournalError, _reader(data.decode()).replay)
