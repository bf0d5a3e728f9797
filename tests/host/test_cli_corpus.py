"""Every command with bad arguments and bad paths: docs/cli.md's promise, checked on a corpus.

Hypothesis builds argv for every subcommand of the real parser, from a command that works with
one or more of its words replaced (by numbers out of bounds or of 5000 digits, digits of other
scripts, empty list entries, names made of digits, folders, devices, links, damaged journals)
or from words drawn at random; issue 11's own cases follow. Whatever the input, the command
ends with status 0 or 2 and never a traceback; with 2 it prints one line on stderr and no file
changed. Issue 18 adds numbers with whitespace or non-ASCII digits in them (every number of every
working command, in each such shape), a journal whose last line is garbage and a journal with two
names (a hard link). A FIFO, a closed pipe, an unwritable folder and a read-only filesystem need
a process of their own: they are in test_cli_files.py.
"""

import argparse
import contextlib
import io
import os
import re
import shutil

import pytest
from cli_run import files
from conftest import ROOT, record_report
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.cli import build_parser, main
from saves import journal

EXAMPLES = int(os.environ.get("CLI_EXAMPLES", "300"))
BAD_SAVES = os.path.join(ROOT, "tests", "bad_saves")
_counts = {"failed as promised": 0}


def _leaves(parser, path=()):
    """(words, parser) of every subcommand that runs something."""
    found = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    if not found:
        return [(path, parser)]
    leaves = []
    for name, sub in sorted(found[0].choices.items()):
        leaves += _leaves(sub, path + (name,))
    return leaves


LEAVES = _leaves(build_parser())
OPTIONS = {path: [a.option_strings[-1] for a in parser._actions
                  if a.option_strings and a.option_strings[-1] != "--help"]
           for path, parser in LEAVES}

# A command that works, for each subcommand ("{w}" is the work folder).
GOOD = {
    ("sim",): ["--script", "{w}/ok.script", "--storage", "{w}/flash", "--seed", "3"],
    ("selftest",): ["--dry-run"],
    ("pull",): ["--port", "sim:{w}/device", "--storage", "{w}/flash"],
    ("push",): ["--port", "sim:{w}/device", "--storage", "{w}/flash"],
    ("history",): ["--json"],
    ("maori", "combat"): ["--attack", "12", "--defense", "7", "--dice", "3,3"],
    ("maori", "odds"): ["--attack", "12", "--defense", "7", "--whare", "both"],
    ("maori", "panic"): ["--units", "warrior,militia", "--areas", "2", "--pursuit", "1",
                         "--dice", "1,2,3,4"],
    ("maori", "initiative"): ["--villages", "1,0", "--dice", "6,1"],
    ("maori", "hand-size"): ["--iwi", "3", "--villages", "2"],
    ("maori", "victory"): ["--iwi", "9"],
    ("maori", "solitaire-iwi"): ["--neutral", "5", "--dice", "3"],
    ("karekare", "new"): ["--players", "Ronga,Kutaroa", "--first", "Ronga", "--force"],
    ("karekare", "act"): ["Ronga", "water", "hill", "--owner", "Ronga"],
    ("karekare", "era-end"): ["--canoes", "0,0", "--huts", "1,0"],
    ("karekare", "final"): ["--timber", "1,2", "--sweet", "0,0"],
    ("karekare", "honor"): ["Ronga", "2", "a", "reason"],
    ("karekare", "supply"): ["Kutaroa", "3", "1"],
    ("moeraki", "new"): ["--level", "master", "--target", "uira", "--names", "Ana", "Ben",
                         "--force"],
    ("moeraki", "ball"): ["Ben"],
    ("moeraki", "win"): ["Ana", "awa-a"],
    ("moeraki", "marae"): ["4,0,1", "3,1,1"],
    ("moeraki", "tane"): ["1"],
    ("kachina", "new"): ["Ana", "Ben", "Cy", "--force"],
    ("kachina", "first"): ["Cy"],
    ("kachina", "turn"): ["2", "3", "--player", "Ana"],
}
JOURNALS = {"karekare": "{w}/k.journal", "moeraki": "{w}/m.journal", "kachina": "{w}/c.journal"}

PATHS = ["{w}/k.journal", "{w}/m.journal", "{w}/c.journal", "{w}/a folder", "{w}/to a folder",
         "{w}/dangling", "{w}/link.journal", "{w}/read-only.journal", "{w}/high-bit.journal",
         "{w}/binary.journal", "{w}/redo.journal", "{w}/redo-m.journal", "{w}/text",
         "{w}/text/x", "{w}/nodir/x",
         "{w}/ok.script", "{w}/bad.script", "{w}/flash", "{w}/new.journal", "/dev/null",
         "/dev/zero", "/dev/full", "/proc/nope", "/proc/self/status", "", ".", "/", "k\x00",
         "\udcff", "x" * 300, "{w}/cut.journal", "{w}/hard.journal", "{w}/hard-too.journal"]
VALUES = ["", " ", "-", "--", ",", "-1", "0", "1", "2", "3", "4", "7", "8", "19", "20", "30",
          "31", "50", "51", "99", "100", "999", "1000", "999999999999",
          "99999999999999999999", "9" * 5000, "-" + "9" * 200, "٣", "３", "0x10", "1e3", "3.5",
          "nan", "1,,2", ",1", "1,2,3", "-1,0,0", "-4,0,1", "6,6", "0,0", "1,0", "x", "Ronga",
          "ronga", "Kutaroa", "Maoipe", "Kiwi", "Ana", "Ben", "warrior", "warrior,,militia",
          "knight", "population,militia,scout,warrior,elite,royal_guard,clan_elder",
          "forest", "hill", "water", "field", "tahuna", "ara", "awab", "uira", "ika moana",
          "master", "both", "none", "é", "\udcff", "a" * 41, "Ana" * 5, "--json", "--force",
          "sim:{w}/device", "sim:{w}/nodir", "sim:", "auto", "/dev/null", "2\u00a0", " 2",
          "2\t", "3\n", "\u0662", "\uff12", "1\u20092", "\u30002", "3,\u00a04"]


def _example(draw):
    """argv: a working command (with a journal good or bad) whose values are replaced by bad
    words, to which an option with a bad value is added, or with a random word anywhere."""
    path, _ = draw(st.sampled_from(LEAVES))
    argv = list(GOOD.get(path, []))
    if path[0] in JOURNALS:
        argv += ["--session", JOURNALS[path[0]] if draw(st.booleans()) else
                 draw(st.sampled_from(PATHS))]
    bad = st.sampled_from(VALUES) | st.sampled_from(PATHS)
    how = draw(st.sampled_from(("as it is", "values", "values", "option", "word")))
    values = [i for i, word in enumerate(argv) if not word.startswith("--")]
    if how == "values" and values:
        for i in draw(st.lists(st.sampled_from(values), min_size=1, max_size=2)):
            argv[i] = draw(bad)
    elif how == "option" and OPTIONS[path]:
        argv += [draw(st.sampled_from(OPTIONS[path])), draw(bad)]
    elif how == "word":
        argv.insert(draw(st.integers(0, len(argv))), draw(bad | st.text(max_size=6)))
    return list(path) + argv


@pytest.fixture(scope="module")
def template(tmp_path_factory):
    """The files every example starts from: journals good and bad, links, folders, scripts."""
    w = str(tmp_path_factory.mktemp("template"))

    def make(argv):
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            assert main([a.format(w=w) for a in argv]) == 0, err.getvalue()

    make(["karekare", "new", "--players", "Ronga,Kutaroa", "--first", "Ronga", "--session",
          "{w}/k.journal"])
    make(["karekare", "act", "Ronga", "hill", "hill", "--session", "{w}/k.journal"])
    make(["moeraki", "new", "--names", "Ana", "Ben", "--session", "{w}/m.journal"])
    make(["kachina", "new", "Ana", "Ben", "Cy", "--session", "{w}/c.journal"])
    make(["kachina", "first", "Ana", "--session", "{w}/c.journal"])
    os.mkdir(os.path.join(w, "device"))
    make(["kachina", "new", "Ana", "Ben", "--session", "{w}/device/kachina"])
    shutil.copy(os.path.join(w, "k.journal"), os.path.join(w, "read-only.journal"))
    shutil.copy(os.path.join(BAD_SAVES, "karekare--bitflip-high-bit.txt"),
                os.path.join(w, "high-bit.journal"))
    shutil.copy(os.path.join(BAD_SAVES, "kachina--binary.txt"), os.path.join(w, "binary.journal"))
    for source, target, before, action in (
            ("c.journal", "redo.journal", "", ["turn", 9, [], None]),
            ("m.journal", "redo-m.journal", journal.action_line(["ball", 0]), ["win", [0], 7])):
        with open(os.path.join(w, source)) as f:
            text = f.read() + before
        with open(os.path.join(w, target), "w") as f:  # a redo line with a bad action
            f.write(text + journal.encode_line({"redo": [action]}))
    for name, text in (("ok.script", "ok\nwait 50\n"), ("bad.script", "ok\njump 3\n"),
                       ("text", "not a journal\n")):
        with open(os.path.join(w, name), "w") as f:
            f.write(text)
    os.mkdir(os.path.join(w, "a folder"))
    os.symlink("a folder", os.path.join(w, "to a folder"))
    os.symlink("k.journal", os.path.join(w, "link.journal"))
    os.symlink("nowhere", os.path.join(w, "dangling"))
    shutil.copy(os.path.join(BAD_SAVES, "karekare--bitflip-last-line.txt"),
                os.path.join(w, "cut.journal"))
    shutil.copy(os.path.join(w, "k.journal"), os.path.join(w, "hard.journal"))
    return w


@pytest.fixture(scope="module")
def work(template, tmp_path_factory):
    return str(tmp_path_factory.mktemp("work")) + "/w"


def _fresh(template, work):
    if os.path.exists(work):
        shutil.rmtree(work)
    shutil.copytree(template, work, symlinks=True)
    os.chmod(os.path.join(work, "read-only.journal"), 0o444)
    os.link(os.path.join(work, "hard.journal"), os.path.join(work, "hard-too.journal"))


def check(template, work, argv, monkeypatch):
    """Run argv on a fresh copy of the template: status 0 or 2, and on 2 one line on stderr
    and every file as it was. Returns the status."""
    _fresh(template, work)
    monkeypatch.chdir(work)  # a relative path is a file in the work folder
    monkeypatch.setenv("XDG_DATA_HOME", os.path.join(work, "data"))
    argv = [word.replace("{w}", work) for word in argv]
    before = files(work)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as exc:  # --help: argparse prints it and exits 0
            code = exc.code
    assert code in (0, 2), (argv, code, err.getvalue())
    if code == 2:
        assert out.getvalue() == "", (argv, out.getvalue())
        lines = err.getvalue().splitlines()
        assert len(lines) == 1 and lines[0].startswith("companion: error: "), (argv, lines)
        assert files(work) == before, argv
        _counts["failed as promised"] += 1
    return code, err.getvalue()


def test_generated_commands_keep_the_promise(template, work, monkeypatch):
    """The examples and their count in one test, so that parallel workers cannot part them."""
    promised = _counts["failed as promised"]
    ran = []

    @settings(max_examples=EXAMPLES, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(st.data())
    def generated(data):
        check(template, work, data.draw(st.composite(_example)()), monkeypatch)
        ran.append(1)

    generated()
    assert len(ran) >= min(EXAMPLES, 100)
    record_report("cli: {} generated commands with bad arguments and paths: every one exit 0 "
                  "or 2, never a traceback; the {} that exited 2 said one line and changed no "
                  "file".format(len(ran), _counts["failed as promised"] - promised))


# Issue 11's findings, then issue 18's: (argv, the status, words the error must have, or
# words it must not).
ISSUE = [
    (["karekare", "act", "Ronga", "forest", "forest", "--session", "{w}/read-only.journal"], 2,
     "is read-only"),
    (["karekare", "undo", "--session", "{w}/read-only.journal"], 2, "is read-only"),
    (["karekare", "new", "--force", "--players", "Ronga,Kutaroa", "--session", "{w}/a folder"],
     2, "is a folder"),
    (["karekare", "new", "--players", "Ronga,Kutaroa", "--session", "{w}/text/x"], 2,
     "is not a folder"),
    (["sim", "--png", "{w}/nodir/x.png", "--script", "{w}/ok.script"], 2, "no folder"),
    (["sim", "--storage", "/proc/nope", "--script", "{w}/ok.script"], 2, "/proc/nope"),
    (["sim", "--script", "{w}/bad.script", "--storage", "{w}/flash"], 2, "jump 3"),
    (["karekare", "standings", "--session", "{w}/high-bit.journal"], 2, "cannot be read"),
    (["karekare", "act", "Ronga", "forest", "forest", "--session", "{w}/high-bit.journal"], 2,
     "cannot be read"),
    (["kachina", "standings", "--session", "{w}/binary.journal"], 2, "cannot be read"),
    (["kachina", "redo", "--session", "{w}/redo.journal"], 2, "no player 9"),
    (["moeraki", "redo", "--session", "{w}/redo-m.journal"], 2, "the player is 0 or 1"),
    (["karekare", "honor", "Ronga", "9" * 5000, "--session", "{w}/k.journal"], 2,
     "5000 digits"),
    (["maori", "combat", "--attack", "999999999999", "--defense", "7"], 2, "0 to 50"),
    (["karekare", "honor", "Ronga", "99999999999999999999", "--session", "{w}/k.journal"], 2,
     "honor goes up to 999"),
    (["moeraki", "new", "--target", "-3", "--session", "{w}/new.journal"], 2, "not -3"),
    (["maori", "combat", "--attack", "3", "--defense", "1", "--dice", ""], 2, "--dice"),
    (["maori", "panic", "--units", "warrior,,militia", "--areas", "1"], 2, "empty entry"),
    (["maori", "combat", "--attack", "٣", "--defense", "1"], 2, "not a whole number"),
    (["kachina", "new", "1", "2", "--session", "{w}/new.journal"], 2, "cannot be a number"),
    (["moeraki", "new", "--names", "2", "1", "--session", "{w}/new.journal"], 2,
     "cannot be a number"),
    (["maori", "panic", "--units", "warrior", "--areas", "1000000"], 2, "1 to 19"),
    (["maori", "panic", "--units", "warrior", "--areas", "1000000000"], 2, "1 to 19"),
    (["karekare", "act", "Ronga", "hill", "hill", "--session", "{w}/link.journal"], 0, None),
    (["karekare", "standings", "--session", "/dev/full"], 2, "not a regular file"),
    (["karekare", "standings", "--session", "/dev/zero"], 2, "not a regular file"),
    (["karekare", "new", "--force", "--players", "Ronga,Kutaroa", "--session", "/dev/null"], 2,
     "not a regular file"),
    (["karekare", "new", "--players", "Ronga,Kutaroa", "--session", "{w}/nodir/x"], 2,
     "no folder"),
    (["karekare", "act", "Ronga", "forest", "forest", "--session", "{w}/nodir/x"], 2,
     "no folder"),
    (["karekare", "new", "--players", "", "--session", "{w}/new.journal"], 2, "--players"),
    (["karekare", "era-end", "--canoes", "-1,0", "--session", "{w}/k.journal"], 2,
     "canoes on tiles for Ronga: -1"),
    (["moeraki", "marae", "-4,0,1", "3,1,1", "--session", "{w}/m.journal"], 2, "Moeraki-ball"),
    (["karekare", "act", "Ronga", "water", "field", "--owner", "Ronga", "--field", "99",
      "--session", "{w}/k.journal"], 2, "--field is a field's number, 1 to 4"),
    (["karekare", "act", "Ronga", "forest", "forest", "--field", "1", "--session",
      "{w}/k.journal"], 2, "takes no --field"),
    (["karekare", "act", "Ronga", "forest", "forest", "--session", "{w}/a folder"], 2,
     "is a folder"),
    (["pull", "--port", "/dev/null"], 2, "the device on /dev/null"),
    (["sim"], 2, "needs a terminal"),
    # Issue 18.
    (["kachina", "turn", "2\u00a0", "2", "--session", "{w}/c.journal"], 2, "not a whole number"),
    (["kachina", "turn", "2", "3", "--player", "\u0661", "--session", "{w}/c.journal"], 2,
     "no player"),
    (["maori", "combat", "--attack", "3", "--defense", "1", "--dice", "3,\u00a04"], 2, "--dice"),
    (["karekare", "honor", "Ronga", "1", "x", "--session", "{w}/hard.journal"], 2,
     "has 2 names (hard links)"),
    (["karekare", "undo", "--session", "{w}/hard-too.journal"], 2, "has 2 names (hard links)"),
    (["karekare", "standings", "--session", "{w}/hard.journal"], 0, None),  # reading is safe
    (["karekare", "honor", "Ronga", "1000", "x", "--session", "{w}/cut.journal"], 2,
     "honor goes up to 999"),  # refused: no copy is left behind either
]


@pytest.mark.parametrize("argv,status,words", ISSUE)
def test_the_issues_cases(template, work, monkeypatch, argv, status, words):
    code, err = check(template, work, argv, monkeypatch)
    assert code == status, (argv, err)
    if words:
        assert words in err, (argv, err)


_NUMBER = re.compile(r"-?[0-9]+(,-?[0-9]+)*")
_ARABIC = {ord("0") + d: 0x660 + d for d in range(10)}  # ٠ to ٩
_WIDE = {ord("0") + d: 0xFF10 + d for d in range(10)}  # ０ to ９
BAD_NUMBERS = (lambda n: n + "\u00a0", lambda n: " " + n, lambda n: n + "\t",
               lambda n: n + "\n", lambda n: "\u3000" + n, lambda n: n[:1] + "\u2009" + n[1:],
               lambda n: n.translate(_ARABIC), lambda n: n.translate(_WIDE))


def _bad_number_commands():
    """Each working command with one of its numbers (in a list, its first) in each bad shape."""
    commands = []
    for path, argv in sorted(GOOD.items()):
        if path[0] in JOURNALS:
            argv = argv + ["--session", JOURNALS[path[0]]]
        for i, word in enumerate(argv):
            if _NUMBER.fullmatch(word):
                first, comma, rest = word.partition(",")
                for shape in BAD_NUMBERS:
                    commands.append(list(path) + argv[:i] + [shape(first) + comma + rest]
                                    + argv[i + 1 :])
    return commands


def test_every_number_with_whitespace_or_other_digits_exits_2_in_one_line(template, work,
                                                                          monkeypatch):
    commands = _bad_number_commands()
    assert len(commands) >= 100
    for argv in commands:
        code, err = check(template, work, argv, monkeypatch)
        assert code == 2, (argv, err)
    record_report("cli: {} numbers with whitespace or other digits, each in a working command: "
                  "every one exit 2 in one line".format(len(commands)))


def test_a_damaged_last_line_is_kept_whole_through_later_commands(template, work, monkeypatch):
    """The device keeps such a journal as <game>.damaged; so does the command line, and no
    later command (each rewriting the journal and its backup) replaces that copy."""
    _fresh(template, work)
    monkeypatch.chdir(work)
    path = os.path.join(work, "cut.journal")
    with open(path, "rb") as f:
        original = f.read()
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        assert main(["karekare", "honor", "Ronga", "1", "x", "--session", path]) == 0
        for _ in range(3):
            assert main(["karekare", "undo", "--session", path]) == 0
        assert main(["karekare", "honor", "Ronga", "1", "y", "--session", path]) == 0
    assert "cut off and is lost" in err.getvalue()
    assert "kept as cut.journal.damaged" in err.getvalue()
    with open(path + ".damaged", "rb") as f:
        assert f.read() == original
    assert not os.path.exists(path + ".damaged.2")  # only a journal that lost something
