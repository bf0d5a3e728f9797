"""The journal: sessions, the text format read a line at a time, redo, history, damage."""

import io

from core import version
from core.errors import JournalError, NewerSave, RulesError
from saves import journal
from support import tally_game
from support.checks import raises
from support.played import Played, lines_of, load, version1

GAMES = {"tally": tally_game}


def _played(*actions):
    return Played(tally_game, {"players": 3}, actions)


def _reader(text):
    return journal.Reader(lines_of(text), GAMES)


def _load(text):
    reader = _reader(text)
    return reader.replay(), reader.notice


def test_state_is_the_replay_of_the_journal():
    played = _played(("add", 0, 3), ("add", 2, 5), ("add", 0, 1))
    assert played.standings() == {"scores": [4, 0, 5]}
    session, notice = _load(played.text())
    assert notice is None and session.count == 3
    assert session.standings() == {"scores": [4, 0, 5]}


def test_redo_puts_back_the_newest_undone_action_and_a_new_action_clears_redo():
    session = journal.Session(tally_game, {"players": 2})
    session.redo_stack = [("add", 1, 2), ("add", 0, 3)]
    assert session.redo() == (("add", 0, 3), "P1 +3")
    assert session.standings() == {"scores": [3, 0]}
    assert session.redo_stack == [("add", 1, 2)]
    session.do(("add", 1, 1))
    assert not session.can_redo()


def test_a_refused_action_changes_nothing():
    session = journal.Session(tally_game, {"players": 3})
    session.do(("add", 1, 2))
    assert "below 0" in raises(RulesError, session.do, ("add", 1, -5))
    assert session.standings() == {"scores": [0, 2, 0]} and session.count == 1
    assert "unknown action 'fly'" in raises(RulesError, session.do, ("fly", 1))
    assert "unknown action" in raises(RulesError, session.do, ())


def test_a_malformed_action_is_refused_as_a_rules_error():
    session = journal.Session(tally_game, {"players": 3})
    assert "not a valid action" in raises(RulesError, session.do, ("add", "x", 1))
    assert "not a valid action" in raises(RulesError, session.do, ("add", 0))
    assert "not a valid action" in raises(RulesError, session.describe, ("add", 0))
    assert session.count == 0


def test_history_is_in_words_and_can_be_read_a_window_at_a_time():
    text = _played(("add", 0, 3), ("reset", "new round"), ("add", 1, 2), ("add", 2, 1)).text()
    everything = journal.history(_reader(text))
    assert everything == [(1, "P1 +3"), (2, "reset (new round)"), (3, "P2 +2"), (4, "P3 +1")]
    assert journal.history(_reader(text), 1, 2) == everything[1:3]
    assert journal.history(_reader(text), 3, 10) == everything[3:]


def test_history_from_the_start_lists_as_many_actions_as_asked():
    text = _played(("add", 0, 3), ("add", 1, 2), ("add", 2, 1)).text()
    assert journal.history(_reader(text), count=2) == [(1, "P1 +3"), (2, "P2 +2")]


def test_reading_can_stop_and_leave_the_next_action_unapplied():
    reader = _reader(_played(("add", 0, 3), ("add", 1, 4), ("add", 2, 5)).text())
    assert list(reader.actions(None, 2)) == [("add", 0, 3), ("add", 1, 4)]
    assert reader.following == ("add", 2, 5)
    assert reader.session.standings() == {"scores": [3, 4, 0]}


def test_round_trip_is_exact_text():
    played = _played(("add", 0, 3), ("reset", "x y"), ("add", 2, 7))
    text = played.text()
    loaded, notice = load(text, GAMES)
    assert notice is None
    assert loaded.actions == played.actions
    assert loaded.text() == text
    assert text.startswith("companion-journal 3 tally {}\n".format(version.FIRMWARE))


def test_settings_are_saved_sorted():
    session = journal.Session(tally_game, {"zeta": "z", "players": 2, "alpha": [1, 2]})
    second = journal.head(session).split("\n")[1]
    assert second.startswith('[["alpha",[1,2]],["players",2],["zeta","z"]] ')


def test_letters_beyond_ascii_are_escaped_the_same_on_both_interpreters():
    # What CPython's json.dumps writes for "Tūī" (u+016B, u+012B), checksummed as ASCII.
    line = journal.encode_line(["T\u016b\u012b", "\u0100"])
    text = '["T\\u016b\\u012b","\\u0100"]'
    assert line == text + " " + journal.checksum(text) + "\n"
    assert journal.encode_line(["\x80"]).startswith('["\\u0080"] ')  # the first beyond ASCII
    assert journal.decode_line(line[:-1], 1) == ["T\u016b\u012b", "\u0100"]
    # Beyond U+FFFF, MicroPython's json would read back two halves of a pair: refused.
    assert "U+1F600" in raises(JournalError, journal.encode_line, ["A\U0001f600"])
    assert "U+10000" in raises(JournalError, journal.encode_line, ["\U00010000"])
    redo = {"redo": [["reset", "\U0001f600"]]}  # the redo line is checked like any other
    assert "U+1F600" in raises(JournalError, journal.encode_line, redo)
    last = journal.encode_line(["\uffff"])  # the last character that can be saved
    assert journal.decode_line(last[:-1], 1) == ["\uffff"]


def test_a_cut_off_last_line_loses_only_that_action():
    text = _played(("add", 0, 3), ("add", 1, 4)).text()
    for cut in range(2, 12):
        reader = _reader(text[:-cut])
        session = reader.replay()
        assert session.count == 1 and session.standings() == {"scores": [3, 0, 0]}, cut
        assert "cut off" in reader.notice and not reader.tidy
    # Only the newline lost: the checksum proves the line whole, so it is kept, but an
    # appended line would join it: the file must be rewritten first.
    reader = _reader(text[:-1])
    assert reader.replay().count == 2 and reader.notice is None and not reader.tidy


def test_line_ends_other_than_newline_are_read_but_not_tidy():
    text = _played(("add", 0, 3)).text()
    reader = _reader(text.replace("\n", "\r\n"))
    assert reader.replay().count == 1 and not reader.tidy
    reader = _reader(text)
    assert reader.replay().count == 1 and reader.tidy


def test_unknown_version_kind_and_action_are_clear_errors():
    text = _played(("add", 0, 3)).text()
    assert "version 9" in raises(JournalError, _load, text.replace(" 3 ", " 9 ", 1))
    assert "unknown game kind" in raises(JournalError, journal.Reader, lines_of(text), {})
    bad = _played().text() + journal.encode_line(["fly", 1]) + journal.encode_line(["add", 0, 1])
    assert "line 3: unknown action 'fly'" in raises(JournalError, _load, bad)


def test_a_damaged_header_is_quoted_short_enough_for_a_notice():
    # The error goes on a 128x64 screen: a garbage version or kind is quoted in part only.
    text = _played(("add", 0, 3)).text()
    version = text.replace(" 3 ", " 1234567890 ", 1)
    assert "(journal version 12345678)" in raises(NewerSave, _load, version)
    assert raises(JournalError, _load, text.replace(" 3 ", " 0 ", 1)) == (
        "journal version 0 is not known")
    kind = text.replace(" tally", " " + "k" * 100, 1)
    assert raises(JournalError, _load, kind) == "unknown game kind '{}'".format("k" * 20)


def test_garbage_and_damage_are_clear_errors():
    for garbage in ("", "hello\nworld\n", "\x00\xff", "companion-journal 1\n"):
        assert raises(JournalError, _load, garbage)
    text = _played(("add", 0, 3), ("add", 1, 4)).text()
    flipped = text.replace('"add",0,3', '"add",0,8')
    assert "line 3 is damaged" in raises(JournalError, _load, flipped)
    # A line that is not JSON, with a checksum that matches it: damage, never a crash.
    stray = _played().text() + "hello " + journal.checksum("hello") + "\n" + text.split("\n")[2]
    assert raises(JournalError, _load, stray) == "line 3 is damaged"


def test_bytes_that_are_not_text_are_damage():
    readline = io.BytesIO(b"companion-journal 1 tally\n\xff\xfe\n").readline
    assert "line 2 is damaged" in raises(JournalError, journal.Reader, readline, GAMES)


def test_a_line_longer_than_one_read_is_read_whole_and_alone():
    # Lines are read in pieces: a long one (five names with macrons, a long reason) must end at
    # its own newline, not take in the lines after it.
    played = _played(("reset", "x" * 150), ("add", 1, 2))
    session, notice = _load(played.text())
    assert notice is None and session.count == 2 and session.standings() == {"scores": [0, 2, 0]}
    # A long last line that a power cut ended early, with no newline: that line only is lost.
    played = _played(("add", 1, 2), ("reset", "x" * 150))
    session, notice = _load(played.text()[:-20])
    assert "cut off" in notice and session.standings() == {"scores": [0, 2, 0]}


def test_a_line_longer_than_the_limit_is_damage_not_a_full_heap():
    text = _played(("add", 0, 3)).text()
    long_line = journal.encode_line(["reset", "x" * journal.MAX_LINE])
    bad = text + long_line + journal.encode_line(["add", 0, 1])
    assert "line 4 is damaged" in raises(JournalError, _load, bad)


def test_a_line_that_is_not_an_action_is_a_clear_error():
    for payload in (5, "add", []):
        bad = _played().text() + journal.encode_line(payload)
        assert raises(JournalError, _load, bad) == "line 3 is not an action", payload


def test_an_action_the_rules_refuse_is_a_clear_error():
    bad = _played().text() + journal.encode_line(["add", 7, 1])
    assert "line 3: no player 7" in raises(JournalError, _load, bad)


def test_bad_settings_are_a_clear_error():
    bad = _played().text().split("\n")[0] + "\n" + journal.encode_line([["players", 9]])
    assert "line 2: tally takes" in raises(JournalError, _load, bad)
    header = _played().text().split("\n")[0] + "\n"
    for settings in ([[1, 2]], [["players", 2], "xy"], [["players", 2, 3]], [["players"]]):
        bad = header + journal.encode_line(settings)
        assert raises(JournalError, _load, bad) == "line 2 is not settings", settings


def test_checksum_is_fletcher16():
    # Fletcher-16 of "abcde" is 0xC8F0 (the standard test vector).
    assert journal.checksum("abcde") == "c8f0"


def test_redo_survives_a_save_and_load():
    played = _played(("add", 0, 3), ("add", 1, 2), ("add", 2, 1))
    played.undo()
    played.undo()
    loaded, notice = load(played.text(), GAMES)
    assert notice is None
    assert loaded.actions == [("add", 0, 3)]
    assert loaded.redo() == ("add", 1, 2)
    assert loaded.redo() == ("add", 2, 1)
    assert loaded.standings() == {"scores": [3, 2, 1]}


def test_a_redo_line_is_the_last_line_in_version_1_and_an_action_empties_it_after():
    played = _played(("add", 0, 3))
    redo = journal.encode_line({"redo": [["add", 1, 1]]})
    assert _load(played.text() + redo)[0].redo_stack == [("add", 1, 1)]
    middle = played.text() + redo + journal.action_line(("add", 2, 2))
    assert "line 4: the redo list is not the last line" in raises(JournalError, _load,
                                                                  version1(middle))
    session, _ = _load(middle)
    assert session.count == 2 and not session.redo_stack


def test_only_the_newest_undone_actions_are_kept_for_redo():
    redo = [["add", 0, n] for n in range(1, journal.MAX_REDO + 5)]
    session, _ = _load(_played().text() + journal.encode_line({"redo": redo}))
    assert len(session.redo_stack) == journal.MAX_REDO
    assert session.redo_stack[-1] == ("add", 0, journal.MAX_REDO + 4)


def test_a_bad_redo_line_is_refused_when_redone():
    text = _played(("add", 0, 1)).text() + journal.encode_line({"redo": [["add", 9, 1]]})
    session, _ = _load(text)
    raises(RulesError, session.redo)
    assert session.count == 1 and session.can_redo()


def _long(kind, count):
    from support.long_games import long_game  # imported here: only these tests need the real games

    return long_game(kind, count)


def test_each_game_restores_its_snapshot_and_replays_the_rest_to_the_same_state():
    for kind in ("karekare", "kachina", "moeraki"):
        played = _long(kind, 90)
        game, settings = played.game, played.settings
        for cut in (0, 1, 33, 90):
            session = journal.Session(game, settings)
            for action in played.actions[:cut]:
                session.do(action)
            line = journal.encode_line(game.snapshot(session.state))
            data = journal.decode_line(line[:-1], 1)  # through the text, as in a journal
            state = game.restore(settings, data)
            assert game.snapshot(state) == game.snapshot(session.state), (kind, cut)
            for action in played.actions[cut:]:
                game.apply(state, action)
            assert game.snapshot(state) == game.snapshot(played.state), (kind, cut)
            assert game.standings(state) == played.standings(), (kind, cut)


def test_a_snapshot_that_does_not_fit_the_game_is_refused():
    from core import karekare

    played = _long("karekare", 5)
    data = karekare.snapshot(played.state)
    for bad in ({}, dict(data, era="one"), dict(data, ledger=[]), dict(data, honor=3), [1]):
        assert "checkpoint" in raises(RulesError, karekare.restore, played.settings, bad)


def _checkpointed(count, undo_at=()):
    """Journal text of a tally game of count actions as storage writes it: a checkpoint
    every CHECKPOINT_EVERY actions, and an undo (a checkpoint line) after each count in
    undo_at, the undone action played again at once."""
    session = journal.Session(tally_game, {"players": 3})
    text = journal.head(session)
    for n in range(count):
        action = session.do(("add", n % 3, n % 5))
        text += journal.record(session, action)
        if session.count in undo_at:
            before = journal.Session(tally_game, {"players": 3})
            before.state = tally_game.restore({"players": 3}, tally_game.snapshot(session.state))
            before.state.scores[n % 3] -= n % 5
            before.count = session.count - 1
            before.redo_stack = [action]
            text += journal.checkpoint_line(before)
            text += journal.record(session, action)
    return text, session


def _read_at(data):
    return lambda offset, size: data[offset : offset + size]


def test_the_last_checkpoint_is_found_from_the_end_and_the_rest_replays_to_the_state():
    text, played = _checkpointed(100, undo_at=(70,))
    data = text.encode()
    where, payload = journal.find_checkpoint(_read_at(data), len(data))
    assert payload["at"] == 96 and data[where - 1 : where] == b"\n"
    reader = _reader(text)
    reader.start(payload)
    reader._readline = io.BytesIO(data[where:]).readline
    session = reader.replay()
    assert (session.count, session.standings()) == (100, played.standings())
    assert journal.find_checkpoint(_read_at(data), len(data), 69)[1]["at"] == 69  # the undo
    assert journal.find_checkpoint(_read_at(data), len(data), 31) is None  # the first is at 32
    assert _load(text)[0].standings() == played.standings()  # and read from the start


def test_a_checkpoint_that_ends_the_text_without_its_newline_is_still_found():
    """A last line, a checkpoint, that lost its newline (an editor, a cut) is still where the
    end is read from: find_checkpoint reads to the end of the text when no newline follows."""
    text, _ = _checkpointed(journal.CHECKPOINT_EVERY)
    data = text.encode()[:-1]
    assert journal.find_checkpoint(_read_at(data), len(data))[1]["at"] == journal.CHECKPOINT_EVERY


def test_undone_actions_too_long_for_the_redo_line_are_forgotten_one_at_a_time():
    # Found by mutation testing: _with_redo forgets only as many of the oldest as the line
    # needs; the newest that fit are kept, and one more would not fit.
    for size in range(30, 46):
        undone = [("reset", '"' * size + str(n)) for n in range(journal.MAX_REDO)]
        session = journal.Session(tally_game, {"players": 2})
        session.redo_stack = list(undone)
        assert len(journal.redo_line(session)) <= journal.MAX_LINE
        kept = len(session.redo_stack)
        assert 0 < kept < journal.MAX_REDO and session.redo_stack == undone[-kept:]
        longer = {"redo": [list(action) for action in undone[-kept - 1 :]]}
        assert len(journal.encode_line(longer)) > journal.MAX_LINE


def test_history_leaves_out_what_was_undone():
    text = _played(("add", 0, 3), ("add", 1, 2)).text()
    undone = journal.Session(tally_game, {"players": 3})
    undone.do(("add", 0, 3))
    undone.redo_stack = [("add", 1, 2)]
    text += journal.checkpoint_line(undone) + journal.action_line(("add", 2, 1))
    assert journal.history(_reader(text)) == [(1, "P1 +3"), (2, "P3 +1")]
    assert journal.history(_reader(text), 1, 1) == [(2, "P3 +1")]


def test_history_leaves_out_actions_undone_at_the_end():
    # Found by mutation testing: undone actions with nothing played after them are left out too.
    text = _played(("add", 0, 3), ("add", 1, 2), ("add", 2, 1)).text()
    undone = journal.Session(tally_game, {"players": 3})
    undone.do(("add", 0, 3))
    undone.redo_stack = [("add", 2, 1), ("add", 1, 2)]
    text += journal.checkpoint_line(undone)
    assert journal.history(_reader(text)) == [(1, "P1 +3")]


def test_an_action_the_game_cannot_put_in_words_is_still_played():
    # Found by mutation testing: Session.play names an action the rules accept but cannot
    # describe (a reset without its reason) by its parts, instead of refusing it.
    session = journal.Session(tally_game, {"players": 2})
    session.do(("add", 0, 2))
    assert session.play(("reset",)) == (("reset",), "reset")
    assert session.standings() == {"scores": [0, 0]}


def test_a_long_read_feeds_the_watchdog_every_few_lines():
    text = _played(*[("add", 0, 1)] * 200).text()
    lines = [0]
    fed = []
    source = lines_of(text)

    def readline(size):
        raw = source(size)
        lines[0] += raw.endswith(b"\n")
        return raw

    journal.Reader(readline, GAMES, lambda: fed.append(lines[0])).replay()
    gaps = [b - a for a, b in zip([0] + fed, fed + [lines[0]])]
    assert len(fed) >= 202 // journal.FEED_LINES and max(gaps) <= journal.FEED_LINES


def test_a_ledger_read_from_a_journal_leaves_out_the_honor_of_undone_actions():
    from core import karekare

    settings = karekare.make_settings(["Ronga", "Kutaroa"])
    played = Played(karekare, settings)
    played.do(karekare.honor_action(played.state, 0, 2, "slip"))
    second = karekare.honor_action(played.state, 0, 3, "undone")
    undone = journal.checkpoint_line(played.session)  # after the first, before the second
    played.do(second)
    third = karekare.honor_action(played.state, 0, 1, "kept")
    text = played.text() + undone + journal.action_line(third)
    reader = journal.Reader(lines_of(text), {"karekare": karekare})
    karekare.follow_ledger(reader.session.state, 0)
    reader.replay()
    assert karekare.ledger(reader.session.state, 0) == [[2, "correction (slip)"],
                                                        [1, "correction (kept)"]]
    assert reader.session.state.honor[0] == 3
