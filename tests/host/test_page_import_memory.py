"""The page's import short of memory, on the real MicroPython unix port (the page runs the same
interpreter on WebAssembly): checking a journal that does not fit in what is left of the heap
says so in one line that names the file, not with a traceback, and the page goes on (issue 29).
"""

import json

from support import micropython

SCRIPT = "tests/micropython/page_import.py"
HEAP = "512K"
FREE = 4000  # bytes of the heap left: not enough to read a journal
OLD = "tests/old_saves/1519089/"


def test_a_journal_too_long_for_the_pages_memory_is_refused_in_one_line():
    run = micropython.run(["-X", "heapsize=" + HEAP, SCRIPT, str(FREE), OLD + "kachina",
                           "kachina", OLD + "moeraki", "moeraki"],
                          capture_output=True, text=True, timeout=120)
    lines = run.stdout.splitlines()
    assert run.returncode == 0 and lines[-1] == "done", run.stdout + run.stderr
    whole, short = (json.loads(line) for line in lines[:-1])
    assert [game["name"] for game in whole["games"]] == ["kachina", "moeraki"]
    assert short == {"error": "kachina is too long to open in this page's memory"}
