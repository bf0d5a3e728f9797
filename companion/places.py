"""Where the computer keeps the games.

One folder, the simulated device's flash, holds each game's journal under its kind's name, as
the device does: `make sim` and `companion <game> ...` play the same games, and `companion pull`
brings the device's games there. Finished games are kept apart, in the archive folder.
"""

import os


def data_folder():
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local",
                                                           "share")
    return os.path.join(base, "tabletop-companion")


def flash_folder():
    """The simulated device's flash: every game's journal, its settings and its finished games."""
    return os.path.join(data_folder(), "simulated-flash")


def journal_path(kind):
    return os.path.join(flash_folder(), kind)


def archive_folder():
    """Every finished game the computer has seen, once each (see companion/archive.py)."""
    return os.path.join(data_folder(), "history")  # its first name, so that archives kept read on

