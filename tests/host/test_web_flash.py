"""The page's flash (web/flash.js) under the real MicroPython WebAssembly, in Node: every file
call the firmware makes on /flash is kept in the store at once, and the next boot finds it."""

import subprocess

from conftest import ROOT


def test_the_page_keeps_every_file_change_and_a_reload_finds_it():
    run = subprocess.run(["node", "tests/web/flash_check.mjs"], cwd=ROOT, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "a full store" in run.stdout
