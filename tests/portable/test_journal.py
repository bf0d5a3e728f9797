"""The journal: replay, undo and redo, history, and text that never crashes the loader."""

import tally_game
from checks import raises

from core import journal
from core.errors import JournalError, RulesError

GAMES = {"tally": tally_game}


def _session(*actions):
    session = journal.Session(tally_game, {"players": 3})
    for action in actions:
        session.do(action)
    return session



def test_state_is_the_replay_of_actions():
    session = _session(("add", 0, 3), ("add", 2, 5), ("add", 0, 1))
    assert session.standings() == {"scores": [4, 0, 5]}
    again = journal.Session(tally_game, {"players": 3}, session.actions)
    assert again.standings() == session.standings()


def test_undo_and_redo_are_exact():
    session = _session(("add", 0, 3), ("add", 1, 2))
    assert session.undo() == ("add", 1, 2)
    assert session.standings() == {"scores": [3, 0, 0]}
    assert session.redo() == ("add", 1, 2)
    assert session.standings() == {"scores": [3, 2, 0]}
    assert session.redo() is None


def test_a_new_action_clears_redo():
    session = _session(("add", 0, 3))
    session.undo()
    session.do(("add", 1, 1))
    assert not session.can_redo()
    assert session.actions == [("add", 1, 1)]


def test_undo_of_nothing_is_harmless():
    session = _session()
    assert session.undo() is None
    assert session.standings() == {"scores": [0, 0, 0]}


def test_a_refused_action_changes_nothing():
    session = _session(("add", 1, 2))
    # apply() raises after it has already lowered the score: the session must restore it.
    assert "below 0" in raises(RulesError, session.do, ("add", 1, -5))
    assert session.standings() == {"scores": [0, 2, 0]}
    assert session.actions == [("add", 1, 2)]
    assert "unknown action" in raises(RulesError, session.do, ("fly", 1))


def test_history_is_in_words():
    session = _session(("add", 0, 3), ("reset", "new round"))
    assert session.history() == ["P1 +3", "reset (new round)"]


def test_round_trip_is_exact_text():
    session = _session(("add", 0, 3), ("reset", "x y"), ("add", 2, 7))
    text = journal.dumps(session)
    loaded, notice = journal.loads(text, GAMES)
    assert notice is None
    assert loaded.actions == session.actions
    assert journal.dumps(loaded) == text
    assert text.startswith("companion-journal 1 tally\n")


def test_settings_are_saved_sorted():
    session = journal.Session(tally_game, {"zeta": "z", "players": 2, "alpha": [1, 2]})
    second = journal.dumps(session).split("\n")[1]
    assert second.startswith('[["alpha",[1,2]],["players",2],["zeta","z"]] ')


def test_a_cut_off_last_line_loses_only_that_action():
    text = journal.dumps(_session(("add", 0, 3), ("add", 1, 4)))
    for cut in range(2, 12):
        loaded, notice = journal.loads(text[:-cut], GAMES)
        assert loaded.actions == [("add", 0, 3)], cut
        assert "cut off" in notice
    # Only the newline lost: the checksum proves the line whole, so it is kept.
    loaded, notice = journal.loads(text[:-1], GAMES)
    assert len(loaded.actions) == 2 and notice is None


def test_unknown_version_kind_and_action_are_clear_errors():
    text = journal.dumps(_session(("add", 0, 3)))
    assert "version 9" in raises(JournalError, journal.loads, text.replace(" 1 ", " 9 ", 1), GAMES)
    assert "unknown game kind" in raises(JournalError, journal.loads, text, {})
    bad = journal.dumps(_session()) + journal.encode_line(["fly", 1])
    assert "line 3: unknown action" in raises(JournalError, journal.loads, bad, GAMES)


def test_garbage_and_damage_are_clear_errors():
    for garbage in ("", "hello\nworld\n", "\x00\xff", b"\xff\xfe\x00", "companion-journal 1\n"):
        assert raises(JournalError, journal.loads, garbage, GAMES)
    text = journal.dumps(_session(("add", 0, 3), ("add", 1, 4)))
    flipped = text.replace('"add",0,3', '"add",0,8')
    assert "line 3 is damaged" in raises(JournalError, journal.loads, flipped, GAMES)


def test_an_action_the_rules_refuse_is_a_clear_error():
    bad = journal.dumps(_session()) + journal.encode_line(["add", 7, 1])
    assert "line 3: no player 7" in raises(JournalError, journal.loads, bad, GAMES)


def test_bad_settings_are_a_clear_error():
    bad = journal.dumps(_session()).split("\n")[0] + "\n"
    bad += journal.encode_line([["players", 9]])
    assert "line 2: tally takes" in raises(JournalError, journal.loads, bad, GAMES)


def test_checksum_is_fletcher16():
    # Fletcher-16 of "abcde" is 0xC8F0 (the standard test vector).
    assert journal.checksum("abcde") == "c8f0"


def test_redo_survives_a_save_and_load():
    session = _session(("add", 0, 3), ("add", 1, 2), ("add", 2, 1))
    session.undo()
    session.undo()
    loaded, notice = journal.loads(journal.dumps(session), GAMES)
    assert notice is None
    assert loaded.actions == [("add", 0, 3)]
    assert loaded.redo() == ("add", 1, 2)
    assert loaded.redo() == ("add", 2, 1)
    assert loaded.standings() == {"scores": [3, 2, 1]}


def test_a_bad_redo_line_is_refused_when_redone():
    text = journal.dumps(_session(("add", 0, 1))) + journal.encode_line({"redo": [["add", 9, 1]]})
    loaded, _ = journal.loads(text, GAMES)
    raises(RulesError, loaded.redo)
    assert loaded.actions == [("add", 0, 1)] and loaded.can_redo()
