"""The sessions service (saves/sessions.py): new, act, undo, redo, finish and set aside, as the
device app, the command line and the page all do them, on a storage alone. Kachina's moves cite
../shared/rules/003_fb0045c4cf4505da.txt (Game Play)."""

from core import kachina
from core.errors import RulesError
from core.games import GAMES
from saves.sessions import Sessions
from saves.storage import Storage
from support import finished, scratch
from support.checks import raises


def _sessions(name):
    storage = Storage(scratch.fresh_dir(name))
    storage.clean()
    return Sessions(storage, GAMES)


def _on_flash(sessions):
    """The game as a fresh service reads it from the same storage."""
    return Sessions(sessions.storage, GAMES).read("kachina")[0]


def test_each_change_is_saved_as_it_happens_and_undo_redo_say_what_they_did():
    sessions = _sessions("sessions_act")
    session, kept = sessions.new("kachina", kachina.settings(["Ana", "Ben"]))
    assert kept is None and session.count == 0
    session, played = sessions.act("kachina", kachina.first(0))
    assert session.count == 1 and "Ana" in played
    sessions.act("kachina", kachina.turn(1, 2, 0))
    assert _on_flash(sessions).state.scores == sessions.open["kachina"].state.scores
    session, undone = sessions.undo("kachina")
    assert session.count == 1 and _on_flash(sessions).count == 1
    session, redone = sessions.redo("kachina")
    assert redone == undone and session.count == 2 and _on_flash(sessions).count == 2


def test_a_refused_action_changes_nothing():
    sessions = _sessions("sessions_refused")
    sessions.new("kachina", kachina.settings(["Ana", "Ben"]))
    assert raises(RulesError, sessions.act, "kachina", ("no such verb",))
    assert sessions.open["kachina"].count == 0 and _on_flash(sessions).count == 0


def test_a_new_game_sends_a_finished_one_to_the_history_and_keeps_one_in_progress_as_backup():
    sessions = _sessions("sessions_new")
    sessions.storage.save("kachina", finished.text("kachina"))
    old = sessions.load("kachina")[0]
    kept = sessions.new("kachina", kachina.settings(["Cy", "Di"]), old)[1]
    assert kept == "1-kachina" and sessions.storage.finished() == ["1-kachina"]
    old = sessions.open["kachina"]  # in progress: no history, the backup
    assert sessions.new("kachina", kachina.settings(["Ed", "Flo"]), old)[1] is None
    assert sessions.storage.finished() == ["1-kachina"] and sessions.storage.has("kachina.bak")


def test_games_set_aside_are_read_again_when_next_opened():
    sessions = _sessions("sessions_aside")
    sessions.new("kachina", kachina.settings(["Ana", "Ben"]))
    assert sessions.set_aside(["kachina"]) == 1
    assert sessions.open == {} and not sessions.storage.has("kachina")
    assert sessions.load("kachina") == (None, None)


def test_an_undo_right_after_an_action_reads_nothing_back_and_equals_the_replay():
    sessions = _sessions("sessions_undo_kept")
    sessions.new("kachina", kachina.settings(["Ana", "Ben"]))
    moves = [kachina.first(0), kachina.turn(1, 2, 0), kachina.turn(0, 3, 2)]
    for move in moves:
        sessions.act("kachina", move)
    storage = sessions.storage
    read = storage._read_before

    def never(name, session):
        raise AssertionError("the journal was read back")

    storage._read_before = never
    session = sessions.undo("kachina")[0]  # from the state kept when the action was done
    assert session.count == 2 and session.redo_stack == [tuple(moves[2])]
    assert session.state.__dict__ == Sessions(storage, GAMES).read("kachina")[0].state.__dict__
    assert raises(AssertionError, sessions.undo, "kachina")  # the one before: read back
    storage._read_before = read
    session = sessions.undo("kachina")[0]
    assert session.count == 1 and session.state.__dict__ == _on_flash(sessions).state.__dict__
