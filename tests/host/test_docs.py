"""The README is a front door (at most 250 lines), its command's output is the command's, and
every link of the README, the CHANGELOG and docs/ reaches a file, and the heading it names."""

import glob
import os
import re
import subprocess
import sys

from conftest import ROOT

PAGES = ["README.md", "CHANGELOG.md"] + sorted(
    os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, "docs", "**", "*.md"),
                                                 recursive=True))
LINK = re.compile(r"\]\(([^)\s]+)\)|src=\"([^\"]+)\"")


def _text(page):
    with open(os.path.join(ROOT, page)) as f:
        return f.read()


def _anchors(page):
    """GitHub's anchors of a Markdown file's headings."""
    found = set()
    for line in _text(page).splitlines():
        if line.startswith("#"):
            words = re.sub(r"[^\w\- ]", "", line.lstrip("#").strip().lower())
            found.add(words.replace(" ", "-"))
    return found


def test_the_readme_is_a_front_door():
    assert len(_text("README.md").splitlines()) <= 250


def test_every_link_reaches_a_file_and_its_heading():
    broken = []
    for page in PAGES:
        for found in LINK.finditer(_text(page)):
            target = found.group(1) or found.group(2)
            if "://" in target:
                continue
            path, _, anchor = target.partition("#")
            where = os.path.normpath(os.path.join(os.path.dirname(page), path)) if path else page
            if not os.path.exists(os.path.join(ROOT, where)):
                broken.append("{}: {}".format(page, target))
            elif anchor and anchor not in _anchors(where):
                broken.append("{}: {} (no such heading)".format(page, target))
    assert not broken


def test_the_readmes_command_prints_what_the_readme_shows():
    """Each `$ companion …` of the README that is followed by its output prints that output."""
    blocks = re.findall(r"```console\n(.*?)```", _text("README.md"), re.S)
    checked = 0
    for block in blocks:
        for command in block.split("$ ")[1:]:
            line, _, expected = command.partition("\n")
            if not line.startswith("companion ") or not expected:
                continue
            run = subprocess.run([sys.executable, "-m", "companion.cli", *line.split()[1:]],
                                 capture_output=True, text=True, cwd=ROOT, timeout=60)
            assert run.stdout == expected, line
            checked += 1
    assert checked >= 1
