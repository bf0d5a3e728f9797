"""Copied to the Pico as /main.py by `make deploy`: run the companion on the Pico board."""

from firmware import main
from firmware.boards.pico import make_board

main.run(make_board())
