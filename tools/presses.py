"""Button presses of the scripted table tasks, counted from each script's `# --- task` line.

    .venv/bin/python tools/presses.py                 # this tree
    .venv/bin/python tools/presses.py --at e424d31    # the same tasks at another commit too

--at runs the scripts of that commit on that commit's firmware (git archive into a temporary
folder), so a before and an after are each counted on the screens they were written for.
A held PREV/NEXT/OK is one press.
"""

import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BEFORE = "07923e9"  # issue 20's tasks on the screens before its entry changes
TASKS = (
    ("Karekare: an era of 16 turns for 4 players, 21 actions, scored",
     "tests/sessions/karekare_era.script"),
    ("Kachina: a whole game for 3 players, 60 tiles, from the home menu",
     "tests/sessions/kachina_game.script"),
    ("Maori: Example 1 built from the pieces, own dice, its panic walk (Examples 2, 3)",
     "tests/sessions/maori_own_dice.script"),
)


def _scenario():
    """support.scenario; in a commit from before support/ (run by at()), its tests/portable's."""
    try:
        from support import scenario
    except ImportError:
        import scenario
    return scenario


def task_presses(path, root=ROOT, pause_ms=0):
    """Presses from the task line of the script at path (relative to root) to its end; with
    pause_ms, that long without a press before each line (the table view comes up)."""
    scenario = _scenario()

    with open(os.path.join(root, path)) as f:
        lines = f.read().split("\n")
    cut = [i for i, line in enumerate(lines) if line.startswith("# --- task")][0]
    app, _, driver = scenario.boot("presses")
    driver.script("\n".join(lines[:cut]))
    start = driver.presses
    for line in lines[cut + 1 :]:
        driver.run(pause_ms if line.strip() and not line.startswith("#") else 0)
        driver.script(line)
    if app.crashes:
        raise SystemExit("presses: {} crashed the app".format(path))
    return driver.presses - start


def counts(root=ROOT):
    """{script path: presses} of the tasks whose script is in root."""
    return {path: task_presses(path, root) for _, path in TASKS
            if os.path.exists(os.path.join(root, path))}


def at(commit):
    """The counts of a commit, counted in a child process on its own files: with no
    site-packages (-S), whose install of this tree would come first, and the commit's folders
    on PYTHONPATH."""
    with tempfile.TemporaryDirectory() as folder:
        archive = subprocess.run(["git", "-C", ROOT, "archive", commit], capture_output=True)
        if archive.returncode:
            raise SystemExit("presses: no such commit: " + commit)
        subprocess.run(["tar", "-x", "-C", folder], input=archive.stdout, check=True)
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(
            [folder, os.path.join(folder, "tests", "portable")]))
        out = subprocess.run([sys.executable, "-S", __file__, "--root", folder], cwd=folder,
                             env=env, capture_output=True, text=True, check=True).stdout
    return dict(line.rsplit(" ", 1) for line in out.strip().split("\n") if line)


def main(argv):
    if argv[:1] == ["--root"]:
        os.chdir(argv[1])
        for path, presses in sorted(counts(argv[1]).items()):
            print(path, presses)
        return
    before = at(argv[1]) if argv[:1] == ["--at"] and len(argv) == 2 else None
    if argv and before is None:
        raise SystemExit("usage: tools/presses.py [--at COMMIT]")
    after = counts()
    for label, path in TASKS:
        line = "{}: {} presses".format(label, after.get(path, "-"))
        if before is not None:
            line += " (at {}: {})".format(argv[1], before.get(path, "no script"))
        print(line)


if __name__ == "__main__":
    main(sys.argv[1:])
