"""make golden: rewrite the golden screens after a deliberate change, and show what changed.

It refuses to run while tests/golden has uncommitted changes, so that the diff it prints is
exactly what this run changed. Only the golden files must be clean: the screen change that makes
the run necessary is usually not committed yet.
"""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GOLDEN = "tests/golden"


def git(*args):
    return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True,
                          check=True).stdout


def main():
    dirty = git("status", "--porcelain", "--", GOLDEN)
    if dirty:
        print("make golden: {} has uncommitted changes; commit or discard them first, so that "
              "the diff shows only what this run changes:\n{}".format(GOLDEN, dirty),
              file=sys.stderr)
        return 2
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "tests/portable"], cwd=ROOT,
                         env=dict(os.environ, UPDATE_GOLDEN="1"))
    changed = git("status", "--porcelain", "--", GOLDEN)
    if not changed:
        print("make golden: no golden file changed")
        return run.returncode
    print(git("--no-pager", "diff", "--", GOLDEN), end="")
    print("make golden: changed files (?? = new):\n" + changed
          + "Read every change above; `git add {}` once each one is what you meant.".format(GOLDEN))
    return run.returncode


if __name__ == "__main__":
    sys.exit(main())
