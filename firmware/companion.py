"""Build the app for a board: the games, the home menu, the saved sessions."""

from core.games import GAMES
from firmware.app import App
from firmware.home import Home


def make_app(board, safe=False):
    """The app on board; safe=True starts in safe mode instead of resuming a game."""
    return App(board, GAMES, Home, safe)
