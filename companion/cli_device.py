"""`companion pull` and `companion push`: the games between the device and the computer.

pull copies the device's journals into the computer's save folder (the one `make sim` and the
game commands use), and its finished games into the computer's history; push copies the
computer's journals to the device. Both read every copy first and refuse, changing nothing,
when a copy would lose a game that is further on (or another game in progress) without --force.
"""

import contextlib
import os
import tempfile

from companion import device, history, host_files, places
from companion.copies import Copy, Plan
from core.games import GAMES
from saves.storage import HISTORY


def register(subparsers):
    for name, run, help in (
        ("pull", _pull, "copy the device's games to this computer (and its finished games to "
                        "the history)"),
        ("push", _push, "copy this computer's games to the device"),
    ):
        parser = subparsers.add_parser(name, help=help, description=help + ". A game that "
                                       "is further on, or another game in progress, is not "
                                       "replaced without --force.")
        parser.add_argument("--port", required=True,
                            help="the device's serial port (or auto, or id:SERIAL, as for "
                                 "mpremote), or sim:FOLDER for a simulated device")
        parser.add_argument("--storage", default=None,
                            help="this computer's save folder (default: {})".format(
                                places.flash_folder()))
        parser.add_argument("--force", action="store_true",
                            help="replace games that are further on, or in progress")
        parser.set_defaults(run=run)


@contextlib.contextmanager
def _computer(args):
    """(storage, {kind: Copy}) of the computer's journals, locked for the command."""
    folder = args.storage or places.flash_folder()
    if not args.storage:
        os.makedirs(folder, exist_ok=True)
    host_files.existing_folder(folder)
    storage = host_files.storage(folder)
    with contextlib.ExitStack() as stack:
        copies = {}
        for kind in GAMES:
            stack.enter_context(host_files.journal(storage.path(kind), writing=True))
            if host_files.exists(storage.path(kind)):
                with open(storage.path(kind), "rb") as f:
                    copies[kind] = Copy(f.read(), "computer", kind)
        yield storage, copies


def _device_copies(dev):
    names = dev.names()
    return {kind: Copy(dev.read(kind), "device", kind) for kind in GAMES if kind in names}


def _plans(sources, targets, force):
    """{kind: Plan} for every game in sources, all decided before anything is copied."""
    return {kind: Plan(kind, sources[kind], targets.get(kind), force) for kind in sorted(sources)}


def _pull(args):
    with device.connected(args.port) as dev, _computer(args) as (storage, ours):
        plans = _plans(_device_copies(dev), ours, args.force)
        for kind, plan in plans.items():
            if plan.keep_target:
                history.keep(storage.path(kind))
            if plan.copy:
                storage.save(kind, plan.source.data.decode())
        kept = _pull_history(dev)
        damaged = _pull_damaged(dev, storage)
    _report(plans, "the device")
    for line in damaged:
        print(line)
    print("finished games on the device: {} ({} new in the history)".format(*kept))


def _pull_damaged(dev, storage):
    """Copy the damaged saves the device keeps (<game>.damaged[.N]) into the computer's save
    folder, each once: one that is there already with other bytes goes to the next free name.
    Returns a line for each one copied."""
    lines = []
    for name in dev.names():
        if ".damaged" not in name:
            continue
        data = dev.read(name)
        target = name
        number = 1
        while host_files.exists(storage.path(target)):
            with open(storage.path(target), "rb") as f:
                if f.read() == data:
                    break
            number += 1
            target = "{}.{}".format(name, number)
        else:
            tmp = storage.path(target) + storage.flash.tmp  # its bytes as they are
            with open(tmp, "wb") as f:
                f.write(data)
            os.replace(tmp, storage.path(target))
            lines.append("{}: copied, a damaged save the device keeps".format(target))
    return lines


def _pull_history(dev):
    """Copy the device's finished games into the computer's history; (count, how many new)."""
    entries = dev.history()
    added = 0
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "game")
        for entry in entries:
            with open(path, "wb") as f:
                f.write(dev.read(HISTORY + "/" + entry))
            added += history.keep(path, dated=False)
    return len(entries), added


def _push(args):
    with device.connected(args.port) as dev, _computer(args) as (_, ours):
        plans = _plans(ours, _device_copies(dev), args.force)
        for kind, plan in plans.items():
            if plan.keep_target:
                dev.archive(kind)
            if plan.copy:
                dev.write(kind, plan.source.data)
    _report(plans, "this computer")


def _report(plans, where):
    for kind in GAMES:
        print(plans[kind].words if kind in plans else "{}: none on {}".format(kind, where))
