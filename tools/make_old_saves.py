"""Write the old-saves corpus (tests/old_saves) with an earlier commit's own code.

Run it from a checkout of that commit, so that every import is that commit's:
    git worktree add --detach /tmp/old-SHA SHA
    cd /tmp/old-SHA && python /path/to/tools/make_old_saves.py /path/to/tests/old_saves/SHA
Each game is played through that commit's command line (`companion <game> ... --session FILE`,
in this process) by a fixed script of actions, undos and redos; after every command the
standings it shows (`standings --json`) are recorded in <kind>.json beside the journal: a line
of the commands and the final action count, then the standings after 0, 1, ... actions, one a
line (those past the count are the undone actions that redo puts back). The settings file is
written by that commit's settings code (saves/config.py; firmware/config.py before it). This
file imports nothing of its own repository, so it runs unchanged against any commit since the
journal was first saved.
"""

import contextlib
import io
import json
import os
import sys

sys.path.insert(0, os.getcwd())  # the old checkout, never this file's own repository

# A few names that put non-ASCII text in the journal and the settings.
NAMES = ["Ana", "B\u0113n", "Cy", "Di", "Ed"]
SETTINGS = {"brightness": 100, "names": ["M\u0101ui", "Ana"], "current": "karekare"}
PLACEMENTS = (("forest", "forest"), ("field", "forest"), ("hill", "forest"),
              ("forest", "field"), ("water", "forest"), ("hill", "field"))
TRIBES = ("Tangariki", "Kutaroa", "Maoipe", "Ronga")
LENGTH = 40  # actions: a periodic checkpoint, and undos on both sides of it


def _cli():
    try:
        from companion import cli
    except ImportError:
        from host_sim import cli
    return cli


def _karekare(i):
    """Candidates for the i-th action, the first the CLI takes is played."""
    tribe = TRIBES[i % 4]
    if i % 5 == 4:
        return [["turn"]]
    if i % 11 == 10:
        return [["honor", tribe, "2", "a", "correction"]]
    placed, near = PLACEMENTS[i % len(PLACEMENTS)]
    return [["act", tribe, placed, near], ["act", tribe, "forest", "forest"], ["turn"]]


def _moeraki(i):
    return [["ball", "Ana"]] if i == 0 else [["tie"]]


def _kachina(i):
    if i == 0:
        return [["first", "Ana"]]
    return [["turn", str((0, 2, 3)[i % 3]), str((0, 2)[i % 2]), "--player", NAMES[i % 5]],
            ["turn", "0", "0"]]


GAMES = (
    ("karekare", ["--players", ",".join(TRIBES), "--first", "Tangariki"], _karekare),
    ("moeraki", ["--level", "beginner", "--names", "Ana", NAMES[1]], _moeraki),
    ("kachina", NAMES, _kachina),
)


def _plan():
    """The script's steps: an action's index, or "undo"/"redo". Undos straddle the first
    checkpoint (after 32 actions), a new action drops a redo, and two undone actions are left
    for redo at the end."""
    steps = []
    for i in range(LENGTH):
        steps.append(i)
        if i in (10, 33):
            steps += ["undo", "undo", "redo"]
        if i == 36:
            steps += ["undo", "undo"]
    return steps + ["undo", "undo"]


def _run(cli, argv):
    """(status, stdout) of one command."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        status = cli.main(argv)
    return status, out.getvalue()


def _standings(cli, kind, path):
    status, out = _run(cli, [kind, "standings", "--json", "--session", path])
    assert status == 0, out
    return json.loads(out)


def write_game(cli, folder, kind, settings, candidates):
    path = os.path.join(folder, kind)
    status, out = _run(cli, [kind, "new"] + settings + ["--session", path])
    assert status == 0, out
    shown = {0: _standings(cli, kind, path)}
    count = 0
    commands = [[kind, "new"] + settings]
    for step in _plan():
        tries = [[step]] if type(step) is str else candidates(step)
        for argv in tries:
            status, out = _run(cli, [kind] + argv + ["--session", path])
            if status == 0:
                commands.append([kind] + argv)
                break
        else:
            raise SystemExit("{}: no candidate played at step {}".format(kind, step))
        count += -1 if step == "undo" else 1
        shown[count] = _standings(cli, kind, path)
    with open(path + ".json", "w") as f:
        f.write(json.dumps({"count": count, "commands": commands}, sort_keys=True) + "\n")
        for n in range(max(shown) + 1):  # the standings after n actions, one a line
            f.write(json.dumps(shown[n], sort_keys=True) + "\n")


def write_settings(folder):
    try:
        from saves import config
        from saves.storage import Storage
    except ImportError:  # before the saves package
        from firmware import config
        from firmware.storage import Storage

    settings = config.load(Storage(folder))
    settings.update(SETTINGS)
    config.save(Storage(folder), settings)


def main():
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    cli = _cli()
    for kind, settings, candidates in GAMES:
        write_game(cli, folder, kind, settings, candidates)
        for suffix in (".bak", ".damaged"):  # only the journal is the writer's save
            if os.path.exists(os.path.join(folder, kind + suffix)):
                os.remove(os.path.join(folder, kind + suffix))
    write_settings(folder)
    for name in os.listdir(folder):
        if name.endswith(".lock"):  # the command line's locks
            os.remove(os.path.join(folder, name))


if __name__ == "__main__":
    main()
