"""Run by `companion selftest` through `mpremote run`: the self-test on the Pico board."""

from firmware import selftest
from firmware.boards.pico import make_board

selftest.run(make_board())
