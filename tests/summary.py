"""Print the closing lines of `make test` from the counts pytest recorded (merged over its
workers by tests/conftest.py); given the file `make test` wrote its start time in, the wall
time too."""

import json
import os
import sys
import time

COUNTS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "build",
                      "test-counts.json")

with open(COUNTS) as f:
    counts = json.load(f)
for line in sorted(counts["reports"]):
    print(line)
print(
    "cpython: {cpython} passed ({cpython_only} of them CPython-only); "
    "micropython: {micropython} passed".format(**counts)
)
if len(sys.argv) > 1:
    with open(sys.argv[1]) as f:
        started = int(f.read())
    print("make test: {:.0f} s of wall time on {} cores".format(time.time() - started,
                                                                  os.cpu_count()))
sys.exit(0 if counts["micropython"] > 0 and counts["cpython"] > 0 else 1)
