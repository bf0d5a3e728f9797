"""`companion <game> lost`: a damaged last line whose text is whole is shown, and put back with
--put-back; a line that is not whole, or that no longer follows the game, is refused in one line.
Kachina's rules cite ../shared/rules/003_fb0045c4cf4505da.txt (a turn scores its row and column).
"""

from cli_run import ok, run


def _game(tmp_path):
    path = str(tmp_path / "kachina")
    ok("kachina", "new", "Ana", "Ben", "--session", path)
    ok("kachina", "first", "Ana", "--session", path)
    ok("kachina", "turn", "3", "--session", path)
    return path


def _damage(path, keep):
    """The journal's last line as keep(line) leaves it."""
    with open(path) as f:
        lines = f.read().split("\n")
    lines[-2] = keep(lines[-2])
    with open(path, "w") as f:
        f.write("\n".join(lines))


def test_an_action_that_only_lost_its_checksum_is_shown_and_put_back(tmp_path):
    path = _game(tmp_path)
    whole = ok("kachina", "standings", "--session", path)
    _damage(path, lambda line: line[:-4] + "0000")  # a bit flip in the checksum
    code, out, err = run("kachina", "standings", "--session", path)
    assert "the last action was cut off and is lost" in err and whole != out
    code, shown, _ = run("kachina", "lost", "--session", path)  # with the note of the loss
    assert code == 0 and shown.startswith(path + " held: ") and "Ben" in shown
    assert run("kachina", "turn", "4", "--session", path)[0] == 0  # rewritten: a copy is kept
    code, _, err = run("kachina", "lost", "--session", path)
    assert code == 2 and "the game has changed since" in err and err.count("\n") == 1
    ok("kachina", "undo", "--session", path)
    assert ok("kachina", "lost", "--put-back", "--session", path).startswith("put back: ")
    assert ok("kachina", "standings", "--session", path) == whole


def test_a_line_cut_in_its_text_is_not_offered_back(tmp_path):
    path = _game(tmp_path)
    _damage(path, lambda line: line[:5])
    code, _, err = run("kachina", "lost", "--session", path)
    assert code == 2 and "is not a whole action: the last action was cut off" in err
    assert err.count("\n") == 1


def test_nothing_lost_is_said_so(tmp_path):
    path = _game(tmp_path)
    code, _, err = run("kachina", "lost", "--session", path)
    assert code == 2 and "nothing was lost" in err
