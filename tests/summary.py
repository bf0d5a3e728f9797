"""Print the closing line of `make test` from the counts pytest recorded."""

import json
import os
import sys

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
sys.exit(0 if counts["micropython"] > 0 and counts["cpython"] > 0 else 1)
