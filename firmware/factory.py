"""Build the app for a board: the games, the home menu, the saved sessions."""

from core.games import GAMES
from firmware.app import App
from firmware.home import Home


def make_app(board, crashes=0):
    """The app on board; after crashes in a row, it starts in safe mode instead of resuming."""
    return App(board, GAMES, Home, crashes)
