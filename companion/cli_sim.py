"""`companion sim`: the device app on the simulated board, interactive or from a script."""

import os
import sys

from companion import cli_common, host_files, places
from host_sim import terminal
from host_sim.script import GAP_MS, Driver, ScriptError

_SCRIPT_BYTES = 1 << 20
_SCRIPT_MS = 3600 * 1000  # the longest time a script may take on the simulated clock


class _Check(Driver):
    """Reads a script without running it, to find its errors and how long it would take."""

    def __init__(self):
        super().__init__(None, None)
        self.ms = 0

    def run(self, ms):
        self.ms += ms
        if self.ms > _SCRIPT_MS:
            raise ScriptError("the script would take more than {} s on the simulated clock"
                              .format(_SCRIPT_MS // 1000))

    def hold(self, mask, ms):
        self.run(ms + GAP_MS)


_CHIPS = {"ssd1306": 1306, "sh1106": 1106}  # pins.OLED_CHIP's values


def register(subparsers):
    parser = subparsers.add_parser(
        "sim", help="run the companion on the simulated board",
        description="Run the device app on a simulated board. Interactive keys: "
        + "  ".join(terminal.HELP) + ". Needs a terminal of 66x38 characters (an 80x40 one "
        "fits, also over SSH). With --script it runs headless, prints the final screen and "
        "can write a PNG of the whole device.",
    )
    parser.add_argument("--script",
                        help="replay button presses from this file (see host_sim/script.py)")
    parser.add_argument("--png", help="with --script: write a picture of the device to this file")
    parser.add_argument("--storage", help="the simulated flash folder (default: {}, where "
                        "the command line keeps the games too)".format(places.flash_folder()))
    parser.add_argument("--seed", type=cli_common.whole, default=None,
                        help="seed the device's dice")
    parser.add_argument("--oled", choices=sorted(_CHIPS), default="ssd1306",
                        help="the display's controller: ssd1306 (0.96\" and 2.42\" SSD1309 "
                        "modules) or sh1106 (1.3\" modules); the same picture, its driver's bytes")
    parser.set_defaults(run=run)


def run(args):
    if not args.script and (args.png or not sys.stdin.isatty()):
        raise cli_common.CliError("--png needs --script" if args.png else
                                  "the simulator needs a terminal: give it --script")
    text = _script(args.script) if args.script else None
    if args.png:
        if not args.png.lower().endswith(".png"):
            raise cli_common.CliError("--png names a .png file, not {!r}".format(args.png))
        host_files.real_path(args.png)  # its folder exists, and it is no folder or device
    storage = args.storage or places.flash_folder()
    os.makedirs(storage, exist_ok=True)
    with host_files.simulator_lock(storage):
        return _run(args, storage, text)


def _script(path):
    """The text of a script that reads well and ends within _SCRIPT_MS, checked before it runs,
    so that a bad line at its end has not changed the games already."""
    text = host_files.read_text(path, _SCRIPT_BYTES)
    try:
        _Check().script(text)
    except ScriptError as exc:
        raise cli_common.CliError("{}: {}".format(path, exc)) from None
    return text


def _run(args, storage, text):
    # The device's modules, only for this command: the others start faster without them.
    from firmware.factory import make_app
    from host_sim import screen_text
    from host_sim.fakeboard import FakeBoard
    from saves import config
    from saves.storage import Storage

    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big")
    board = FakeBoard(storage, seed, config.load(Storage(storage))["pixels"],
                      chip=_CHIPS[args.oled])
    app = make_app(board)
    if text is None:
        terminal.run(app, board)
        return 0
    app.step(0)
    Driver(app, board).script(text)
    print("\n".join(screen_text.lines(board.display.buffer, blocks=True)))
    if args.png:
        from host_sim import picture

        picture.render(board, args.png)
        print("wrote " + args.png)
    return 0
