"""The heap on MicroPython: ceilings of whole runs, and what each screen holds and allocates.

A ceiling is the smallest -X heapsize (1 KB steps) under which a run completes. The edge is
jagged: a run that passes at N KB can fail at N+1 when objects land elsewhere. So the search is
repeated under layout shifts (tools/bench_mp.py shift=K holds 16*K bytes from the start,
K = 0..7) and gives min/median/max; the ceiling reported is then run again under every shift
and raised until all of them pass: the figure printed is one that was seen to pass.
The sections of BENCHMARKS.md they make are written by tools/bench.py (`make bench`, and `make
heap-frozen` for a build with the app frozen in: its own section).
"""

import atexit
import glob
import os
import re
import shutil
import statistics
import subprocess
from concurrent.futures import ThreadPoolExecutor

from core.games import KINDS
from support import micropython
from support.bench_screens import SCREENS

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

SESSION = "tests/sessions/full_session.script"
SHIFTS = tuple(range(8))
QUICK_SHIFTS = (0, 5)
SHORT, LONG = 20, 300
APP_DIRS = ("core", "saves", "firmware")
LARGEST = 16384  # KB: a run that fails with this much heap is broken, not short of heap
TREE = "build/device"  # the .mpy build (make build)
MP = ".venv/bin/python -m support.micropython"  # the port, with its path (support/micropython.py)
SESSION_TARGET, GROWTH_TARGET = 40, 2  # KB, issue 9: on the 32-bit frozen build
# bench_mp's folders are this process's own, their names padded as conftest's scratch folder
RUN = "run={}{}".format(os.getpid(), os.environ.get("COMPANION_PATH_PAD", ""))


@atexit.register
def _remove_folders():
    for folder in glob.glob(os.path.join(ROOT, "build", "bench-*-{}-*".format(os.getpid()))):
        shutil.rmtree(folder, ignore_errors=True)


def run(binary, argv, kb, shift, tree=None):
    """(passed, output) of `binary -X heapsize=kbK tools/bench_mp.py argv shift=K`, tree ahead
    of the sources: passed when it finishes with no crash, False when it fails for want of
    memory; any other failure is an error."""
    done = micropython.run(
        ["-X", "heapsize={}K".format(kb), "tools/bench_mp.py", *argv, "shift={}".format(shift),
         RUN],
        binary, tree, capture_output=True, text=True, timeout=600)
    out = done.stdout + done.stderr
    if done.returncode == 0 and ", 0 crashes" in out:
        return True, out
    if "MemoryError" in out or "memory allocation failed" in out or ", 0 crashes" not in out \
            and "done, " in out:
        # Too small a heap; a step's error that the app caught counts too (its notice may be
        # closed by the end), since a real fault fails at every size and smallest() says so.
        return False, out
    raise RuntimeError("{} KB, shift {}: {}\n{}".format(kb, shift, " ".join(argv), out[-2000:]))


def smallest(ok, low=8, high=1024):
    """The smallest size in KB that passes by bisection (doubling high until it passes);
    the size returned has been run and passed."""
    while not ok(high):
        if high >= LARGEST:
            raise RuntimeError("the run fails even with {} KB".format(high))
        low, high = high, 2 * high
    while high - low > 1:
        middle = (low + high) // 2
        if ok(middle):
            high = middle
        else:
            low = middle
    return high


def passes(binary, argv, kb, shift, tree=None):
    return run(binary, argv, kb, shift, tree)[0]


class Ceiling:
    """The smallest passing size under each shift, the checked ceiling over all of them, and
    the heap still live at the end of the run (KB)."""

    def __init__(self, binary, argv, shifts=SHIFTS, tree=None):
        # The runs are counts, not timings: one search per shift, side by side on every core.
        with ThreadPoolExecutor(os.cpu_count()) as pool:
            self.sizes = list(pool.map(
                lambda k: smallest(lambda kb: passes(binary, argv, kb, k, tree)), shifts))
            self.checked = max(self.sizes)
            while not all(pool.map(lambda k: passes(binary, argv, self.checked, k, tree),
                                   shifts)):
                self.checked += 1
        _, out = run(binary, argv, self.checked, shifts[0], tree)
        self.live = int(re.search(r"^live: (\d+)$", out, re.M).group(1)) / 1024

    def spread(self):
        return "{} / {:g} / {}".format(min(self.sizes), statistics.median(self.sizes),
                                       max(self.sizes))


def session(binary, shifts=SHIFTS, tree=None):
    return Ceiling(binary, ["session", SESSION], shifts, tree)


def long_games(binary, shifts=SHIFTS, tree=None):
    """{kind: (Ceiling of a SHORT game, Ceiling of a LONG one)}, each resumed from flash."""
    return {kind: tuple(Ceiling(binary, ["long", kind, str(n)], shifts, tree)
                        for n in (SHORT, LONG)) for kind in KINDS}


def screen(binary, index, tree=None):
    """(live, idle, press) bytes on screen index of support/bench_screens.py."""
    done = micropython.run(["tools/bench_mp.py", "screen", str(index), RUN], binary, tree,
                           capture_output=True, text=True, timeout=600)
    found = dict(re.findall(r"^(\w+): (\d+)$", done.stdout, re.M))
    if done.returncode or len(found) != 4:
        raise RuntimeError("screen {}: {}".format(index, done.stdout + done.stderr))
    return int(found["live"]), int(found["idle"]), int(found["press"]), int(found["harness"])


def check_frozen(binary):
    """Refuse a binary that is missing, is not 32-bit, lacks the frozen app, or is older than
    the app."""
    if not os.path.isfile(binary) or not os.access(binary, os.X_OK):
        raise SystemExit("{} is no MicroPython binary that can be run".format(binary))
    probe = micropython.run(["-c", "import sys, firmware.app; print(sys.maxsize)"], binary,
                            sources=False, cwd="/", capture_output=True, text=True)
    if probe.returncode:
        raise SystemExit("{} has no frozen app (build it with FROZEN_MANIFEST={}/manifest.py)"
                         .format(binary, ROOT))
    if probe.stdout.strip() != str(2**31 - 1):
        raise SystemExit("{} is not a 32-bit build: a Pico is 32-bit".format(binary))
    built = os.path.getmtime(binary)
    for top in APP_DIRS:
        for folder, _, files in os.walk(os.path.join(ROOT, top)):
            for name in files:
                path = os.path.join(folder, name)
                if name.endswith(".py") and os.path.getmtime(path) > built:
                    raise SystemExit("{} is newer than {}: build it again (make in ports/unix "
                                     "freezes the app anew)".format(
                                         os.path.relpath(path, ROOT), binary))


# --- the sections of BENCHMARKS.md ---

def ceiling_rows(runs, games):
    """runs: [(label, Ceiling, target)]; games: long_games(); markdown table rows."""
    rows = ["| run | min / median / max over {} shifts | ceiling, checked | live at the end | "
            "target |".format(len(runs[0][1].sizes)), "|---|---|---|---|---|"]
    for label, ceiling, target in runs:
        rows.append("| {} | {} KB | {} KB | {:.1f} KB | {} |".format(
            label, ceiling.spread(), ceiling.checked, ceiling.live, target))
    for kind in KINDS:
        short, long = games[kind]
        rows.append("| {} game, {} actions, resumed | {} KB | {} KB | {:.1f} KB | |".format(
            kind, SHORT, short.spread(), short.checked, short.live))
        rows.append("| {} game, {} actions, resumed | {} KB | {} KB: {:+d} KB | {:.1f} KB: "
                    "{:+.1f} KB | {:+d} KB at most |".format(
                        kind, LONG, long.spread(), long.checked, long.checked - short.checked,
                        long.live, long.live - short.live, GROWTH_TARGET))
    return rows


def growth_verdict(games):
    growth = {kind: games[kind][1].checked - games[kind][0].checked for kind in KINDS}
    worst = max(KINDS, key=lambda kind: growth[kind])
    if growth[worst] <= GROWTH_TARGET:
        return "**The growth target is met**: a {}-action game needs at most {} KB more than " \
               "a {}-action one.".format(LONG, growth[worst], SHORT)
    short, long = games[worst]
    return ("**The growth target is missed by {} KB**: a {}-action {} game needs {} KB more "
            "heap than a {}-action one, while its live heap at the end is only {:.1f} KB larger. "
            "The rest is transient: what playing, saving and loading a longer game build at "
            "once, and the fragmentation that leaves.".format(
                growth[worst] - GROWTH_TARGET, LONG, worst, growth[worst], SHORT,
                long.live - short.live))


def session_verdict(full, games, screens):
    """The full session against its target; when missed, what the other figures say of why."""
    missed = full.checked - SESSION_TARGET
    if missed <= 0:
        return "**The full-session target is met**, with {} KB to spare.".format(-missed)
    short = max(KINDS, key=lambda kind: games[kind][0].checked)
    return ("**The full-session target is missed by {} KB.** A {}-action {} game alone needs "
            "{} KB, while the largest live heap on any screen is {:.1f} KB (the bench's own "
            "{:.1f} KB included): the peak comes from playing and saving a game, not from what "
            "a screen holds.".format(missed, SHORT, short, games[short][0].checked,
                                     screens[0] / 1024, screens[1] / 1024))


def screen_rows(binary, tree=None):
    """(markdown rows, (the largest live heap, the bench's share of it)) over every screen."""
    rows = ["| screen | button | live heap | idle steps, 2 s | one press |",
            "|---|---|---|---|---|"]
    largest = (0, 0)
    for index, (name, _, button) in enumerate(SCREENS):
        live, idle, press, harness = screen(binary, index, tree)
        largest = max(largest, (live, harness))
        rows.append("| {} | {} | {:,} | {:,} | {:,} |".format(
            name, button.upper(), live, idle, press))
    return rows, largest


def screens_note(largest, command):
    return ["", "Bytes, from `gc.mem_alloc()`: the live heap after `gc.collect()` between "
            "steps (of which {:,} are there before the app boots: tools/bench_mp.py, the fake "
            "board and the script driver, with the display driver and events they import), "
            "what 2 s of idle steps allocate, and what one press adds to 2 s of steps (the "
            "most of four presses; the collector is held off while it counts). "
            "Screens and buttons: support/bench_screens.py.".format(largest[1]), "", "```",
            command, "```"]


def pypi_section(binary, shifts=SHIFTS):
    """The PyPI unix port (64-bit): ceilings from source and .mpy, long games, screens."""
    source, compiled = session(binary, shifts), session(binary, shifts, TREE)
    games = long_games(binary, shifts, TREE)
    rows, largest = screen_rows(binary, TREE)
    run = "{} -X heapsize=NK tools/bench_mp.py".format(MP)
    tree = "{} --tree {} -X heapsize=NK tools/bench_mp.py".format(MP, TREE)
    out = ["### The PyPI unix port (64-bit), as CI runs it", ""]
    out += ceiling_rows([("full session, source", source, "-"),
                         ("full session, .mpy build", compiled, "-")], games)
    out += ["", growth_verdict(games), "",
            "On this port objects take about twice the RAM they take on a Pico, and the "
            "bytecode of every module imported sits in the heap: the targets are for the "
            "32-bit frozen build above. A game's growth is what CI checks here.", "", "```",
            "make build", "{} session {} shift=K".format(run, SESSION),
            "{} session {} shift=K".format(tree, SESSION),
            "{} long KIND {{{},{}}} shift=K".format(tree, SHORT, LONG), "```", "",
            "### Per screen, .mpy build", ""]
    out += rows + screens_note(largest, "{} --tree {} tools/bench_mp.py screen I   # I = 0..{}"
                               .format(MP, TREE, len(SCREENS) - 1))
    return out + [""]


def frozen_section(binary, shifts=SHIFTS):
    """The section of a 32-bit build with the app frozen in (`make heap-frozen`)."""
    full = session(binary, shifts)
    games = long_games(binary, shifts)
    rows, largest = screen_rows(binary)
    frozen = "{} --binary FROZEN_MICROPYTHON".format(MP)
    run = frozen + " -X heapsize=NK tools/bench_mp.py"
    version = subprocess.run([binary, "-c", "import sys; print(sys.version)"],
                             capture_output=True, text=True).stdout.strip().split("; ")[-1]
    out = ["## Memory: a 32-bit build with the app frozen in (the Pico's memory model)", "",
           "A Pico runs frozen bytecode from flash, in 16-byte GC blocks. The same holds for "
           "MicroPython's unix port built 32-bit with this repo's `manifest.py` as its "
           "`FROZEN_MANIFEST` (MicroPython's documentation, \"MicroPython manifest files\", "
           "describes the mechanism). `make heap-frozen MPY_DIR=/path/to/micropython` builds "
           "one from a clone of MicroPython (tools/build_frozen.py) and measures it; "
           "`FROZEN_MICROPYTHON=/path/to/binary` measures one built already. The binary is "
           "refused if it is not 32-bit, has no frozen app, or is older than the app's "
           "sources. Measured on {} (the same heap searches as the section above), "
           "which runs:".format(version), "", "```",
           "{} session {} shift=K".format(run, SESSION),
           "{} long KIND {{{},{}}} shift=K".format(run, SHORT, LONG),
           "{} tools/bench_mp.py screen I   # I = 0..{}".format(frozen, len(SCREENS) - 1),
           "```", ""]
    out += ceiling_rows([("full session", full, "{} KB".format(SESSION_TARGET))], games)
    out += ["", session_verdict(full, games, largest), "", growth_verdict(games), "",
            "Per screen:", ""]
    return out + rows + screens_note(largest, frozen + " tools/bench_mp.py screen I")
