"""A press's frame comes before its flash writes (issue 30: on the emulated Pico, a Kachina
turn's OK drew 113 ms after its release, 45 ms of it a flash erase): what the press recorded is
appended once the frame is shown, in the same step; a read of the flash in the meantime sees it;
a write that then fails says so and leaves the game as on flash; and a power cut between the
frame and the write finds the entry still kept, so the table's one OK records it once.

Rulebooks: ../shared/rules/003_fb0045c4cf4505da.txt (Kachina: 2. Score Points),
../shared/rules/000_88847eb29f9075ad.txt (Karekare: Playing the Game).
"""

import os

from core import kachina
from firmware import ui
from support import scenario, scratch

FULL = 28  # ENOSPC


def _size(app, kind):
    """The journal's size on flash, 0 before there is one."""
    try:
        return os.stat(app.storage.path(kind))[6]
    except OSError:
        return 0


def _journal_at_each_frame(app, board, kind):
    """Record the journal's size at every frame shown from now on."""
    sizes = []
    show = board.display.show

    def shown(*args):
        sizes.append(_size(app, kind))
        show(*args)

    board.display.show = shown
    return sizes


def _turn_entry(name):
    """A Kachina game whose first player is chosen, booted again: the next turn's entry is open
    (Ana and Rua; Rua's turn). The presses that fill it in and record it: row, column, OK."""
    app, board, _ = scenario.boot(name)
    app.start("kachina", kachina.settings(["Ana", "Rua"]))
    assert app.act("kachina", kachina.first(0))
    return scenario.boot(name, folder=board.storage_path)


def _copy(folder, to):
    """The save folder's files as they are now (its flash at a power cut)."""
    for name in os.listdir(folder):
        with open(folder + "/" + name, "rb") as f:
            data = f.read()
        with open(to + "/" + name, "wb") as f:
            f.write(data)


def test_a_cut_between_the_frame_and_the_write_restores_the_entry_and_records_it_once():
    app, board, driver = _turn_entry("frame_first_cut")
    driver.script("next\nnext\nok\nnext")
    cut = scratch.fresh_dir("frame_first_cut_at_frame")
    show = board.display.show

    def shown(*args):
        show(*args)
        if not os.listdir(cut):
            _copy(board.storage_path, cut)  # the power goes as the frame is shown

    board.display.show = shown
    driver.command("ok")
    uncut = scenario.saved(app, "kachina").actions
    again, board2, driver2 = scenario.boot("frame_first_cut", folder=cut)
    assert "restored as entered before the power cut" in " ".join(
        scenario.screen_words(board2)), scenario.screen_words(board2)
    driver2.command("ok")
    assert scenario.saved(again, "kachina").actions == uncut


def test_a_recorded_turn_is_on_screen_before_its_line_is_on_flash():
    """2. Score Points: the OK that records a turn draws the next player's turn first."""
    app, board, driver = _turn_entry("frame_first_turn")
    driver.script("next\nnext\nok\nnext")
    before = _size(app, "kachina")
    sizes = _journal_at_each_frame(app, board, "kachina")
    driver.command("ok")
    assert scenario.saved(app, "kachina").actions[-1][0] == "turn"
    assert sizes and sizes[0] == before, sizes  # the frame, then the write
    assert _size(app, "kachina") > before


def test_an_undo_is_on_screen_before_its_checkpoint_is_on_flash():
    app, board, driver = _turn_entry("frame_first_undo")
    driver.script("next\nnext\nok\nnext\nok")
    count = len(scenario.saved(app, "kachina").actions)
    before = _size(app, "kachina")
    sizes = _journal_at_each_frame(app, board, "kachina")
    driver.command("long back")
    assert len(scenario.saved(app, "kachina").actions) == count - 1
    assert sizes and sizes[0] == before, sizes
    assert _size(app, "kachina") > before


def test_a_new_game_is_on_screen_before_its_journal_is_on_flash():
    """Setup: the held OK that keeps the players starts the game and asks who plays first."""
    app, board, driver = scenario.boot("frame_first_new")
    driver.script("next 2\nok\nok\nok")  # Kachina, set a game up, 4 players: the roster
    sizes = _journal_at_each_frame(app, board, "kachina")
    driver.command("long ok")
    assert scenario.screen_words(board)[0].startswith("Who plays first?")
    assert sizes and sizes[0] == 0, sizes
    assert scenario.saved(app, "kachina").actions == []


def test_a_screen_bug_between_the_frame_and_the_write_loses_nothing_recorded():
    """A crash in the recording press's frame (App.crash: back to the menu, "Your games are
    saved") leaves its writes waiting: they are written at the next step, and the next press
    does not drop them."""
    app, board, driver = _turn_entry("frame_first_crash")
    driver.script("next\nnext\nok\nnext")
    show = board.display.show
    failed = []

    def broken(*args):
        if not failed:
            failed.append(1)
            raise ValueError("a screen's bug")
        show(*args)

    board.display.show = broken
    driver.script("ok\nnext")
    assert failed and app.crashes == 1
    assert [action[0] for action in scenario.saved(app, "kachina").actions] == ["first", "turn"]


def test_a_press_taken_before_the_last_ones_writes_keeps_them_waiting():
    """The next press can be polled in the very step after a crash left writes waiting (its
    edge was queued meanwhile): starting to defer again keeps them, in order."""
    app, board, driver = _turn_entry("frame_first_again")
    done = []
    app.storage.defer()
    app.storage.later("kachina", done.append, 1)
    app.storage.defer()
    app.storage.later("kachina", done.append, 2)
    app.storage.flush(True)
    assert done == [1, 2]


def test_a_read_of_the_flash_in_the_same_press_sees_what_it_deferred():
    app, board, driver = _turn_entry("frame_first_read")
    app.storage.defer()  # as a press does
    assert app.act("kachina", kachina.turn(1, 2, 0))
    session, _ = app.storage.read_session("kachina", app.games["kachina"])
    assert session.count == app.sessions["kachina"].count == 2
    app.storage.flush(True)
    assert len(scenario.saved(app, "kachina").actions) == 2


def test_a_deferred_write_that_fails_says_not_saved_and_the_game_is_as_on_flash():
    app, board, driver = _turn_entry("frame_first_full")
    driver.script("next\nnext\nok\nnext")
    on_flash = len(scenario.saved(app, "kachina").actions)

    def full(path, text):
        raise OSError(FULL)

    app.storage.flash.append = full
    driver.command("ok")
    notices = [s for s in app.stack if isinstance(s, ui.Notice) and s.title == "Not saved"]
    assert notices, scenario.screen_words(board)
    assert "the flash is full" in " ".join(notices[0].lines)
    assert app.session("kachina").count == on_flash == len(scenario.saved(app, "kachina").actions)
    assert scenario.screen_words(board)[0] == "Not saved"
