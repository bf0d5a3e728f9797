"""The browser board: the companion in a web page, on MicroPython WebAssembly (web/).

The page is the hardware. It registers the JS module `page` before this file is imported:
page.edge() gives the buttons' next edge before the step being run, page.show() and page.leds() take
the display and LED bytes as hex, page.entropy() gives seed bytes as hex, page.ticks() the board
clock and page.reset() stops the app. The flash is the folder /flash, which the page keeps in the
browser's localStorage (web/flash.js), so open, os.rename and os.remove work as on the device.

The page also asks this board whether a game is open (to keep the screen awake), which games
the flash holds (to export them), and to check and install journal files that a person opens
into the page, read by the device's own journal code.
"""

import json
import os
import sys

import page  # pyright: ignore[reportMissingImports]

from core import bgstats, results
from core.errors import JournalError
from core.games import GAMES
from firmware.boards import pins
from firmware.display.framebuffer import FrameBuffer128
from firmware.edges import Edges
from firmware.factory import make_app
from saves import config, journal
from saves.storage import FINISHED, Storage

STORAGE = "/flash"
SETTINGS = config.NAME  # which game is open at boot: Export all keeps it with the games


class PageButtons(Edges):
    """The buttons of the page: keys and clicks, each edge queued with the page's time of it."""

    def pending(self):
        edge = page.edge()
        while edge:
            at, mask = edge.split()
            self.record(int(mask), int(at))
            edge = page.edge()
        return Edges.pending(self)


class PageDisplay(FrameBuffer128):
    """A 128x64 MONO_VLSB frame buffer; show() hands the bytes to the page's canvas."""

    def __init__(self, width=128, height=64):
        self.width = width
        self.height = height
        self.buffer = bytearray(width * height // 8)
        super().__init__(self.buffer, width, height)

    def show(self, full=False):
        page.show(self.buffer.hex())


class PagePixels:
    """The NeoPixel API; write() hands the RGB bytes to the page's rings."""

    def __init__(self, count):
        self.count = count
        self.buf = bytearray(3 * count)

    def __len__(self):
        return self.count

    def __setitem__(self, index, rgb):
        self.buf[3 * index : 3 * index + 3] = bytes(rgb)

    def fill(self, rgb):
        for index in range(self.count):
            self[index] = rgb

    def write(self):
        page.leds(self.buf.hex())


class BrowserBoard:
    """The board contract in a web page; the page's loop steps the app every 10 ms."""

    def __init__(self, storage=STORAGE):
        self.storage_path = storage
        count = config.saved(Storage(storage)).get("pixels", pins.PIXELS)
        self.buttons = PageButtons()
        self.display = PageDisplay()
        self.pixels = PagePixels(count)

    def ticks_ms(self):
        return page.ticks()

    def entropy(self):
        return bytes.fromhex(page.entropy())

    def idle(self):
        pass  # the page's timer paces the steps

    def watchdog_reset(self):
        return False  # no watchdog in a page

    def reset(self):
        page.reset()


def make_board(**overrides):
    return BrowserBoard(**overrides)


def start():
    """Boot the companion on this board; the page calls the app's step(now) every 10 ms."""
    return make_app(make_board())


def awake(app):
    """Whether the screen should stay on: a game or the dice is open (anything past the home
    menu but the settings)."""
    settings = sys.modules.get("firmware.settings_menu")
    return len(app.stack) > 1 and not (
        settings and isinstance(app.stack[1], settings.SettingsMenu))


def _read(path):
    """The session of the journal at path, read whole by the device's journal code; a
    JournalError says why it cannot be (a journal that lost its last line is damaged too)."""
    with open(path, "rb") as f:
        reader = journal.Reader(f.readline, GAMES)
        journal.actions_of(reader)  # holds the game: an old checkpoint is rebuilt from it
        session = reader.session
    if reader.notice:
        raise JournalError(reader.notice)
    return session


def _summary(name, session):
    """The page's line for a game; a finished one also has its BG Stats import link."""
    play = results.play(session)
    summary = {"name": name, "kind": play["kind"], "actions": session.count,
               "over": play["over"], "players": play["players"], "scores": play["scores"]}
    if play["over"]:
        summary["bgstats"] = bgstats.link(play, None)  # the page has no date for the game
    return summary


def _listdir(path):
    try:
        return sorted(os.listdir(path))
    except OSError:
        return []


_SEEN = {}  # (name, size, its last bytes) -> summary: a file is replayed once, not per look
_TAIL = 64


def _known(name, path):
    """The summary of the journal at path, replayed only when it is new or has changed."""
    with open(path, "rb") as f:
        size = f.seek(0, 2)
        f.seek(max(0, size - _TAIL))
        key = (name, size, f.read())
    if key not in _SEEN:
        _SEEN[key] = _summary(name, _read(path))
    return _SEEN[key]


def saved_games(app):
    """JSON: the games on the flash that can be read, each {name (its path on the flash),
    kind, actions, over, players, scores, and bgstats once over}: the games in progress, then
    the finished ones. A game the app holds is as saved, so it is read from memory; the rest
    from the flash."""
    names = [kind for kind in GAMES if kind in _listdir(STORAGE)]
    names += [FINISHED + "/" + name for name in Storage(STORAGE).finished()]
    games = []
    for name in names:
        session = app.sessions.get(name)
        try:
            games.append(_summary(name, session) if session else _known(
                name, STORAGE + "/" + name))
        except (OSError, JournalError):
            pass  # the device shows what is wrong with it when the game is opened
    return json.dumps(games)


def check_files(opened):
    """JSON: {"games": [summary]} when every file in opened (JSON: [[the page's copy of a
    file a person opened, its name]]) is a whole journal of a different game, else
    {"error": one line saying which file and why}: one that does not fit in what is left of
    the page's heap too."""
    kinds = {}
    games = []
    for path, label in json.loads(opened):
        try:
            summary = _summary(label, _read(path))
        except JournalError as exc:
            return _refused("{} is not a game the companion can open: {}", label, exc)
        except MemoryError:
            return _refused("{} is too long to open in this page's memory", label)
        kind = summary["kind"]
        if kind in kinds:
            return _refused("{} and {} are both {} games: open one of them", kinds[kind], label,
                            kind)
        kinds[kind] = label
        games.append(summary)
    return json.dumps({"games": games})


def _refused(words, *args):
    return json.dumps({"error": words.format(*args)})


def install_files(app, checked):
    """Put the checked files (JSON: [[path, kind]]) in place of the journals of their kinds, as
    a push to the device does (the journal replaced becomes the backup); the last becomes the
    game opened at boot."""
    storage = app.storage
    files = json.loads(checked)
    for path, kind in files:  # every copy first: a copy that fails replaces no journal
        _copy(path, storage.path(kind) + storage.flash.tmp)
    for _, kind in files:
        storage.install(kind)
    app.set_current(files[-1][1])


def _copy(source_path, target_path):
    """Copy a file a piece at a time, so that the heap never holds it whole."""
    with open(source_path, "rb") as source, open(target_path, "wb") as target:
        piece = source.read(4096)
        while piece:
            target.write(piece)
            piece = source.read(4096)


def standings(kind):
    """JSON: the standings of the game of kind on the flash, as `companion KIND standings
    --json` prints them."""
    return json.dumps(_read(STORAGE + "/" + kind).standings())
