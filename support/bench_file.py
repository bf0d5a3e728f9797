"""BENCHMARKS.md as sections, each stamped with the commit it was measured at.

A section sits between `<!-- section NAME -->` and `<!-- /section NAME -->`; its first lines are
its `## ` title and a stamp: "Measured at commit C on DATE by `COMMAND`." `make bench`
(tools/bench.py) writes the whole file; a slow measure writes only its own section
(`make heap-frozen`, `make mutants`), which `make bench` then keeps as it is.
tests/host/test_benchmarks.py fails when a section's commit is older than the last change to the
files it measures, unless the section says in words that it is stale.
"""

import os
import re
import subprocess
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATH = os.path.join(ROOT, "BENCHMARKS.md")
STAMP = re.compile(r"^Measured at commit ([0-9a-f]{7,40}) on (\d{4}-\d\d-\d\d)", re.M)
STALE = re.compile(r"\bstale\b", re.I)


def _git(*argv, root=ROOT):
    """git's output, or None when it fails (or says no: merge-base --is-ancestor)."""
    done = subprocess.run(["git", *argv], cwd=root, capture_output=True, text=True)
    return done.stdout.strip() if done.returncode == 0 else None


def stamp(paths, command):
    """The stamp line for figures measured now, of the files at paths, by command. With
    uncommitted changes to those files no commit holds what was measured: it says stale."""
    commit = _git("rev-parse", "--short", "HEAD") or "unknown"
    line = "Measured at commit {} on {} by `{}`.".format(commit, time.strftime("%Y-%m-%d"),
                                                         command)
    if _git("status", "--porcelain", "--", *paths):
        line += " Stale: the files it measures had uncommitted changes."
    return line


def section(name, lines, stamped):
    """The text of a section: lines (its `## ` title first, then the figures) and the stamp
    taken before they were measured."""
    return "\n".join(["<!-- section {} -->".format(name), lines[0], "", stamped] + lines[1:]
                     + ["<!-- /section {} -->".format(name)])


def sections(text):
    """{name: the section's text, markers included} in text."""
    found = re.finditer(r"<!-- section (\S+) -->\n.*?<!-- /section \1 -->", text, re.S)
    return {match.group(1): match.group(0) for match in found}


def read():
    try:
        with open(PATH) as f:
            return f.read()
    except OSError:
        return ""


def replace(name, text):
    """Write one section into BENCHMARKS.md in place (or at the end, if it has none yet)."""
    old = read()
    kept = sections(old).get(name)
    new = old.replace(kept, text) if kept else old.rstrip("\n") + "\n\n" + text + "\n"
    with open(PATH, "w") as f:
        f.write(new)


def outdated(text, measured, root=ROOT):
    """[(name, stamped commit, the later change)] for each section of text that was measured
    before the last commit to change its files (measured: {name: paths}). A section that says
    it is stale is not listed; nor is any outside a git checkout."""
    found = []
    for name, body in sections(text).items():
        stamped = STAMP.search(body)
        if name not in measured or not stamped or STALE.search(body):
            continue
        changed = _git("log", "-1", "--format=%H", "--", *measured[name], root=root)
        if changed and _git("merge-base", "--is-ancestor", changed, stamped.group(1),
                            root=root) is None:
            found.append((name, stamped.group(1), changed[:7]))
    return found
