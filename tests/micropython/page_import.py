"""The page's import (firmware/boards/browser.py's check_files) short of memory, as in a page
whose MicroPython heap a long game has filled: the journals are checked once, which imports
what the check uses, then all but FREE bytes of the heap are taken and they are checked again.

Usage: micropython -X heapsize=N tests/micropython/page_import.py FREE FILE LABEL [FILE LABEL...]
Prints check_files's two answers (JSON), then "done" once the heap was given back.
"""

import gc
import json
import sys


class _Page:
    """The page's JS module: check_files calls none of it."""


sys.modules["page"] = _Page
from firmware.boards import browser  # noqa: E402

SMALLEST = 64


def taken(free):
    """Blocks of the heap, the largest that fit first, held in a chain of pairs (a list would
    need ever larger room to grow) until only about free bytes are left."""
    gc.collect()
    held = None
    size = gc.mem_free()
    while size >= SMALLEST and gc.mem_free() - free >= SMALLEST:
        try:
            held = (bytearray(min(size, gc.mem_free() - free)), held)
        except MemoryError:
            size //= 2
    return held


def main(free, files):
    opened = json.dumps([[files[i], files[i + 1]] for i in range(0, len(files), 2)])
    print(browser.check_files(opened))
    ballast = taken(free)
    print(browser.check_files(opened))
    del ballast
    gc.collect()
    print("done")


main(int(sys.argv[1]), sys.argv[2:])
