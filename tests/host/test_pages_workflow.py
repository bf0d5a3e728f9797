"""The page's route to a phone: the GitHub Pages workflow (docs/phone.md) builds web/dist with
make web, publishes it, and runs only when started by hand, never on a push or in our CI."""

import os
import re

from conftest import ROOT

WORKFLOW = os.path.join(ROOT, ".github", "workflows", "pages.yml")


def _text():
    with open(WORKFLOW, encoding="utf-8") as f:
        return f.read()


def test_the_workflow_runs_only_when_started_by_hand():
    text = _text()
    triggers = re.search(r"^on:\n((?:  .*\n)+)", text, re.M).group(1)
    assert [line.strip() for line in triggers.splitlines()] == ["workflow_dispatch:"]
    with open(os.path.join(ROOT, ".ci", "run"), encoding="utf-8") as f:
        assert ".github" not in f.read()


def test_the_workflow_publishes_what_make_web_builds():
    text = _text()
    assert "- run: make web\n" in text
    assert re.search(r"upload-pages-artifact@v\d+\n\s+with:\n\s+path: web/dist\n", text)
    assert "actions/deploy-pages@" in text
