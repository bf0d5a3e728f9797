"""`companion sim`: the device app on the simulated board, interactive or from a script."""

import os

from firmware import config
from firmware.companion import make_app
from firmware.storage import Storage
from host_sim import cli_common, screen_text, terminal
from host_sim.fakeboard import FakeBoard
from host_sim.script import Driver, ScriptError


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
    parser.add_argument("--storage",
                        help="the simulated flash folder (default: in your data folder)")
    parser.add_argument("--seed", type=int, default=None, help="seed the device's dice")
    parser.set_defaults(run=run)


def run(args):
    storage = args.storage or os.path.join(
        os.path.dirname(cli_common.default_session_path("x")), "simulated-flash")
    os.makedirs(storage, exist_ok=True)
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big")
    board = FakeBoard(storage, seed, config.load(Storage(storage))["pixels"])
    app = make_app(board)
    if not args.script:
        if args.png:
            raise cli_common.CliError("--png needs --script")
        terminal.run(app, board)
        return 0
    try:
        with open(args.script) as f:
            text = f.read()
    except OSError as exc:
        raise cli_common.CliError("cannot read {}: {}".format(args.script, exc.strerror)) from None
    app.step(0)
    try:
        Driver(app, board).script(text)
    except ScriptError as exc:
        raise cli_common.CliError(str(exc)) from None
    print("\n".join(screen_text.lines(board.display.buffer, blocks=True)))
    if args.png:
        from host_sim import picture

        picture.render(board, args.png)
        print("wrote " + args.png)
    return 0
