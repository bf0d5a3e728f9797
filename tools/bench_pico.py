"""The emulated-Pico section of BENCHMARKS.md: the release firmware (MicroPython v1.28.0) with the
app from the current sources, on rp2040js at 125 MHz, with the I2C bus (400 kHz) and the flash
(45 ms per 4 KB erase, 0.4 ms per 256 B page) timed as on the chips. Cycle counts ignore XIP
cache misses and wait states, so the times are optimistic; a real Pico calibrates them.

Run: python tools/bench_pico.py (prints markdown; several minutes of CPU); with --rebuilt-only,
only the games at the cap saved by firmware 0.1.0, replayed from the start (of the kinds named
after it, or all). With --only PART[,PART] (boot, heap, resume), only those tables, of the kinds
named after it (or all) and with --lengths N[,N] of those lengths only: for measuring a change.
"""

import argparse
import json
import os
import statistics
import tempfile

import pico_run

from core.games import TABLE
from firmware.buttons import LONG_MS
from firmware.factory import make_app
from firmware.home import REST_MS
from host_sim.fakeboard import FakeBoard
from host_sim.script import PRESS_MS, Driver
from saves import config, journal
from saves.storage import Storage
from support import frozen_app, long_games, pico_image, pico_link

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NS = 1e6
SEED = 3
SESSIONS = ("karekare_era_end", "moeraki_marae", "maori_example1", "kachina_named")
PACES = ((80, 120), (40, 60))  # (press ms, gap ms): a player's pace, and fast fingers
PAUSE_MS = 500  # a player's pause before a timed press (never a wait for the app to idle)
CAP = 2000  # the journal's length cap when issue 23 was filed (saves.journal.MAX_ACTIONS)
LENGTHS = (20, 300, CAP)
KINDS = sorted(long_games.GAMES)
LIMIT_MS = 12000  # past the watchdog's 8 s
REBUILD_LIMIT_MS = 90000  # a replay from the first action feeds the watchdog as it goes
# /main.py that prints the free heap after every 200 loop steps (a gc.collect() first).
HEAP_MAIN = """import gc
from firmware import main
from firmware.boards.pico import make_board

board = make_board()
idle = board.idle
steps = [0]


def counted():
    steps[0] += 1
    if steps[0] % 200 == 0:
        gc.collect()
        print("heap", gc.mem_free())
    idle()


board.idle = counted
main.run(board)
"""


def _saves(kind, count, current=True):
    """The save folder of a game of count actions; with current False, the device boots to
    the home menu instead of resuming it."""
    folder = tempfile.mkdtemp()
    with open(os.path.join(folder, kind), "w") as f:
        f.write(long_games.long_game(kind, count).saved())
    config.save(Storage(folder), {"current": kind if current else ""})
    return pico_image.folder_saves(folder)


def _before_shapes(text):
    """Journal text as firmware 0.1.0 wrote it (version 2, 1519089): a header without the
    firmware, checkpoints without a shape, and Karekare's state without "passed"."""
    lines = text.split("\n")
    lines[0] = " ".join(lines[0].split(" ")[:3]).replace(" {} ".format(journal.VERSION), " 2 ")
    for i, line in enumerate(lines):
        if line.startswith('{"at":'):
            payload = json.loads(line[: line.rfind(" ")])
            del payload["v"]
            payload["state"].pop("passed", None)
            lines[i] = journal.encode_line(payload)[:-1]
    return "\n".join(lines)


def rebuilt(tree, kinds=KINDS):
    """{kind: (reset → resumed ms, resets)} of a game at the cap saved by firmware 0.1.0: its
    checkpoints are of an older shape for Karekare, so its state is replayed from the first
    action, and the journal written anew, before the game shows."""
    out = {}
    for kind in kinds:
        folder = tempfile.mkdtemp()
        with open(os.path.join(folder, kind), "w") as f:
            f.write(_before_shapes(long_games.long_game(kind, CAP).saved()))
        config.save(Storage(folder), {"current": kind})
        with _pico(tree, pico_image.folder_saves(folder)) as pico:
            pico.run(REBUILD_LIMIT_MS, until_frame=True)
            resumed = _first_frame_after(pico, 0)
            pico.settle()
            out[kind] = (resumed, [r["cause"] for r in pico.resets[1:]])
    return out


def _print_rebuilt(tree, kinds=KINDS):
    print("\n| game saved by firmware 0.1.0 | actions | reset → resumed (replayed from the "
          "start, written anew) | resets |\n|---|---|---|---|")
    for kind, (resumed, resets) in sorted(rebuilt(tree, kinds).items()):
        print("| {} | {} | {} | {} |".format(kind, CAP, _ms(resumed), ", ".join(resets) or "none"))


def _pico(tree, saves=None, main=None):
    extra = {"/main.py": main} if main else None
    return pico_link.Pico(pico_image.device_flash(saves, SEED, tree, extra))


def _first_frame_after(pico, ns):
    later = [f.ns for f in pico.frames if f.ns > ns]
    return (later[0] - ns) / NS if later else None


def _ms(value):
    return "{:,.0f} ms".format(value) if value is not None else "no frame (watchdog)"


def heap(tree, kinds=KINDS):
    rows = []
    for kind in [None] + list(kinds):
        with _pico(tree, _saves(kind, 20) if kind else None, HEAP_MAIN) as pico:
            pico.run(3000)
            figures = [int(line.split()[1]) for line in pico.serial.decode().splitlines()
                       if line.startswith("heap ")]
        rows.append((kind or "home menu (no game)", figures[-1] if figures else None))
    return rows


PARTS = ("boot", "heap", "resume", "open")
OPENED_MS = 1000  # a game's screen is the last frame drawn this soon after the OK that opens it
# (press ms, gap ms, pause ms before the OK) of the openings measured: fast fingers, a player's
# pace, and a player's pace with a pause on the game before the OK.
OPENINGS = ((40, 60, 0), (80, 120, 0), (80, 120, PAUSE_MS))
# ms after the press that brings the cursor to a saved game, of the NEXTs pressed while the home
# menu reads it ahead (busy_press): from its rest on, once the landing press is up.
SWEPT = range(max(REST_MS, PRESS_MS + 20), REST_MS + 121, 15)


def _arguments():
    """The command line, checked: a kind, a part or a length it does not know is said in one
    line (exit 2)."""
    parser = argparse.ArgumentParser(description="The emulated-Pico section of BENCHMARKS.md.")
    parser.add_argument("kinds", nargs="*", metavar="KIND",
                        help="the games measured ({}; default all)".format(", ".join(KINDS)))
    parser.add_argument("--rebuilt-only", action="store_true",
                        help="only the games at the cap saved by firmware 0.1.0")
    parser.add_argument("--only", metavar="PART[,PART]",
                        help="only these tables ({})".format(", ".join(PARTS)))
    parser.add_argument("--lengths", metavar="N[,N]", help="with --only: these game lengths")
    args = parser.parse_args()
    unknown = [kind for kind in args.kinds if kind not in KINDS]
    if unknown:
        parser.error("no game called {} (known: {})".format(", ".join(unknown), ", ".join(KINDS)))
    args.kinds = args.kinds or list(KINDS)
    if args.only is not None:
        args.only = args.only.split(",")
        if not set(args.only) <= set(PARTS):
            parser.error("--only takes {}, not {}".format(", ".join(PARTS), args.only))
    try:
        args.lengths = [int(n) for n in args.lengths.split(",")] if args.lengths else LENGTHS
    except ValueError:
        parser.error("--lengths takes numbers of actions, such as 20,300")
    if not all(n > 0 for n in args.lengths):
        parser.error("--lengths takes numbers of actions above 0")
    return args


def _above(kind):
    """The presses that take the home menu's cursor from Karekare, the first entry, to the one
    above kind's (PREV wraps to the last): a NEXT then lands on kind."""
    index = [entry[1] for entry in TABLE].index(kind)
    return "next {}".format(index - 1) if index else "prev"


def open_game(tree, kinds=KINDS, lengths=LENGTHS):
    """{(kind, actions saved, 0 for none): (first frame, the game's screen at each of OPENINGS)}:
    ms from the release of the OK that opens the game on the home menu, the presses that bring
    the cursor to it and the OK at a pace (press, gap ms), with a pause before the OK or none;
    the device boots to the home menu. At rest the menu reads the game ahead (firmware/home.py).
    """
    out = {}
    for kind in kinds:
        for length in (0,) + tuple(lengths):
            figures = []
            for press_ms, gap_ms, pause in OPENINGS:
                with _pico(tree, _saves(kind, length, False) if length else None) as pico:
                    pico.run(LIMIT_MS, until_frame=True)
                    driver = pico_link.ScriptDriver(pico, press_ms, gap_ms)
                    driver.script(_above(kind) + "\nnext")
                    pico.run(pause)
                    released = pico.ns + press_ms * NS
                    driver.command("ok")
                    pico.run(OPENED_MS)
                    frames = [f.ns for f in pico.frames
                              if released < f.ns <= released + OPENED_MS * NS]
                    figures.append(((frames[0] - released) / NS, (frames[-1] - released) / NS))
            out[(kind, length)] = (figures[0][0],) + tuple(shown for _, shown in figures)
    return out


def busy_press(tree, kinds=KINDS, length=300):
    """{kind: (ms, after)}: the slowest NEXT (press to its frame) of those pressed SWEPT ms
    after the press that brought the cursor to a saved game of length actions: the home menu is
    then reading it ahead (firmware/home.py)."""
    out = {}
    for kind in kinds:
        worst = (0, 0)
        for after in SWEPT:
            with _pico(tree, _saves(kind, length, False)) as pico:
                pico.run(LIMIT_MS, until_frame=True)
                pico_link.ScriptDriver(pico).script(_above(kind))
                landing = pico_link.ScriptDriver(pico)
                landing.gap_ms = after - landing.press_ms
                landing.command("next")
                start = pico.ns
                landing.command("next")
                pico.run(PAUSE_MS)
                shown = _first_frame_after(pico, start)
                if shown is None:
                    raise SystemExit("{}: the NEXT pressed {} ms after drew nothing".format(
                        kind, after))
                worst = max(worst, (shown, after))
        out[kind] = worst
    return out


def resume_undo_redo(tree, kinds=KINDS, lengths=LENGTHS):
    """{(kind, length): (resume ms, undo ms, redo ms, resets)}."""
    out = {}
    for kind in kinds:
        for length in lengths:
            with _pico(tree, _saves(kind, length)) as pico:
                pico.run(LIMIT_MS, until_frame=True)
                resume = _first_frame_after(pico, 0)
                undo = redo = None
                if resume is not None and len(pico.resets) == 1:
                    pico.run(PAUSE_MS)
                    start = pico.ns
                    driver = pico_link.ScriptDriver(pico)
                    driver.command("long back")
                    pico.run(LIMIT_MS, until_frame=True)
                    undo = _first_frame_after(pico, start + LONG_MS * NS)
                    if len(pico.resets) > 1:  # that frame is the next boot's: no undo shown
                        undo = None
                    if undo is not None:
                        pico.run(PAUSE_MS)
                        start = pico.ns
                        driver.command("long ok")  # hold OK on the undo's note redoes
                        pico.run(LIMIT_MS, until_frame=True)
                        redo = _first_frame_after(pico, start + LONG_MS * NS)
                        if len(pico.resets) > 1:
                            redo = None
                resets = [r["cause"] for r in pico.resets[1:]]
            out[(kind, length)] = (resume, undo, redo, resets)
    return out


class Simulated(Driver):
    """The simulator beside the Pico, pressed at the same pace: its distinct frames (every
    show() that changed the screen), and for each press the screen on top when it came (its
    class) and the index of the first distinct frame it drew (None when it drew none)."""

    def __init__(self, folder, press_ms, gap_ms):
        board = FakeBoard(folder, SEED)
        self.frames = []
        show = board.display.show

        def recorded(full=False):
            show(full)
            if not self.frames or self.frames[-1] != board.display.buffer:
                self.frames.append(bytes(board.display.buffer))

        board.display.show = recorded
        app = make_app(board)
        app.step(0)
        super().__init__(app, board, press_ms, gap_ms)
        self.run(1000)
        self.seen = []  # (screen class name, index of its first distinct frame, or None)

    def hold(self, mask, ms):
        screen = type(self.app.top()).__name__
        start = len(self.frames)
        super().hold(mask, ms)
        self.seen.append((screen, start if len(self.frames) > start else None))


def distinct(frames):
    """[(ram, ns of its last bus byte)] of the frames that changed the screen."""
    out = []
    for frame in frames:
        if not out or out[-1][0] != frame.ram:
            out.append((frame.ram, frame.ns))
    return out


def presses(sim, edges, shown):
    """[(button, screen, latency ns or None)]: each press's acting edge to the last bus byte
    of the Pico's frame that answered it, the same distinct frame, in order, as the
    simulator's; None (lost) when the Pico never showed it."""
    out = []
    for (edge, held, long), (screen, index) in zip(edges, sim.seen):
        if index is None:
            continue  # a press that changes nothing on screen, in the simulator too
        same = index < len(shown) and shown[index][0] == sim.frames[index]
        out.append((held + (" long" if long else ""), screen,
                    shown[index][1] - edge if same else None))
    return out


def sessions(tree, press_ms, gap_ms):
    """Per session at this pace: presses(), whether every frame equals the simulator's, flash
    operations during it, frames' bus bytes, actions saved."""
    out = {}
    for name in SESSIONS:
        script = os.path.join(ROOT, "tests", "sessions", name + ".script")
        sim = Simulated(tempfile.mkdtemp(), press_ms, gap_ms)
        sim.play(script)
        with _pico(tree) as pico:
            pico.run(1000)
            first_op = len(pico.flash_log())
            first_frame = len(pico.frames)
            driver = pico_run.TimedDriver(pico, press_ms, gap_ms)
            driver.play(script)
            pico.run(1000)
            ops = pico.flash_log()[first_op:]
            journal = pico.files()
            actions = sum(data.count(b"\n") - 2 for key, data in journal.items()
                          if key in long_games.GAMES or key == "maori")
            shown = distinct(pico.frames)
            equal = [ram for ram, _ in shown] == sim.frames
            out[name] = (presses(sim, driver.edges, shown), equal, ops,
                         [f.bytes for f in pico.frames[first_frame:]], max(actions, 1))
    return out


def _stats(values):
    values = sorted(values)
    p90 = values[min(len(values) - 1, int(round(0.9 * (len(values) - 1))))]
    return "{:.0f} / {:.0f} / {:.0f} ms".format(statistics.median(values), p90, values[-1])


def main():
    args = _arguments()
    tree = pico_image.tree_files()
    if args.rebuilt_only:
        _print_rebuilt(tree, args.kinds)
        return
    if args.only:
        _only(tree, args.only, args.kinds, args.lengths)
        return
    print("## The real firmware on an emulated Pico\n")
    stale = frozen_app.stale()
    print("`python tools/bench_pico.py`: the release firmware (`hardware/pico/firmware.uf2`, "
          "MicroPython v1.28.0 with the app frozen in and a ROMFS partition for the packages "
          "changed since) running the app of the current sources, as `make uf2` and `make "
          "deploy` lay it out: {}, **emulated at 125 MHz** "
          .format("every package frozen" if not stale else "{} from ROMFS, the rest frozen"
                  .format(", ".join(stale))) +
          "(rp2040js 1.4.1) with the I2C bus at 400 kHz (9 SCL periods a byte) and the flash's "
          "typical times (45 ms a 4 KB erase, 0.4 ms a 256-byte page). Cycle counts ignore XIP "
          "cache misses and wait states: real times are longer; a Pico calibrates them.\n")
    _only(tree, PARTS, KINDS, LENGTHS)
    _print_rebuilt(tree)
    for press_ms, gap_ms in PACES:
        _latencies(sessions(tree, press_ms, gap_ms), press_ms, gap_ms)


def _only(tree, parts, kinds, lengths):
    """The tables of parts (boot, heap, resume), of these kinds and lengths."""
    if "boot" in parts:
        with _pico(tree) as pico:
            pico.run(3000, until_frame=True)
            first = pico.frames[0].ns / NS
        print("- reset to the first frame (home menu, empty flash): {}".format(_ms(first)))
    if "heap" in parts:
        print("\n| free heap after 200 loop steps | bytes |\n|---|---|")
        for what, free in heap(tree, kinds):
            print("| {} | {} |".format(what, "{:,}".format(free) if free else "-"))
    if "open" in parts:
        print("\n| game opened from the home menu | actions saved | first frame | the game's "
              "screen: 40/60 ms | 80/120 ms | 80/120 ms, {} ms pause before OK |"
              "\n|---|---|---|---|---|---|".format(PAUSE_MS))
        for (kind, length), figures in sorted(open_game(tree, kinds, lengths).items()):
            print("| {} | {} | {} | {} | {} | {} |".format(kind, length or "none",
                                                           *[_ms(ms) for ms in figures]))
        print("\nThe presses that bring the cursor to the game and the OK come at a pace (press "
              "ms / gap ms); the first frame, the \"Opening …\" answer, is the 40/60 one. After "
              "{} ms at rest on a saved game the home menu reads it ahead (firmware/home.py); "
              "the OK comes 100 ms after the press that brought the cursor there at 40/60, 200 "
              "at 80/120, {} with the pause.".format(REST_MS, 200 + PAUSE_MS))
        print("\nNEXT pressed while the home menu reads a saved game of 300 actions ahead "
              "({} to {} ms after the press that brought the cursor to it, every 15 ms), the "
              "slowest press to its frame:\n".format(SWEPT[0], SWEPT[-1]))
        for kind, (ms, after) in sorted(busy_press(tree, kinds).items()):
            print("- {}: {} (pressed {} ms after)".format(kind, _ms(ms), after))
    if "resume" in parts:
        print("\n| game | actions | reset → resumed | undo (hold BACK) | redo (hold OK) | "
              "resets |\n|---|---|---|---|---|---|")
        for (kind, length), (resume, undo, redo, resets) in sorted(
                resume_undo_redo(tree, kinds, lengths).items()):
            print("| {} | {} | {} | {} | {} | {} |".format(
                kind, length, _ms(resume), _ms(undo), _ms(redo), ", ".join(resets) or "none"))


def _latencies(results, press_ms, gap_ms):
    """The tables of one pace: per session, then per button and per kind of screen."""
    by_button, by_screen, all_latency, lost_all = {}, {}, [], 0
    print("\n### Presses of {} ms, gaps of {} ms\n".format(press_ms, gap_ms))
    print("| session | presses that draw | lost | every frame the simulator's | press → last "
          "bus byte (median / p90 / max) | flash erases per action | flash time per action | "
          "bus bytes per frame (median / max) |\n|---|---|---|---|---|---|---|---|")
    for name, (answered, equal, ops, sizes, actions) in results.items():
        late = [latency / NS for _, _, latency in answered if latency is not None]
        lost = len(answered) - len(late)
        lost_all += lost
        all_latency += late
        for held, screen, latency in answered:
            if latency is not None:
                by_button.setdefault(held, []).append(latency / NS)
                by_screen.setdefault(screen, []).append(latency / NS)
        erases = sum(1 for op in ops if op["op"] == "erase")
        flash_ms = sum(45 if op["op"] == "erase" else 0.4 * -(-op["size"] // 256) for op in ops)
        print("| {} | {} | {} | {} | {} | {:.1f} | {:.0f} ms | {:.0f} / {} |".format(
            name, len(answered), lost, "yes" if equal else "NO", _stats(late) if late else "-",
            erases / actions, flash_ms / actions, statistics.median(sizes) if sizes else 0,
            max(sizes) if sizes else 0))
    print("\n| press → last bus byte of its frame | presses | median / p90 / max |\n|---|---|---|")
    print("| all (presses lost: {}) | {} | {} |".format(lost_all, len(all_latency),
                                                      _stats(all_latency)))
    for key in sorted(by_button):
        print("| {} | {} | {} |".format(key, len(by_button[key]), _stats(by_button[key])))
    for key in sorted(by_screen):
        print("| screen {} | {} | {} |".format(key, len(by_screen[key]), _stats(by_screen[key])))
    print("\nThe edge that acts: the press for PREV and NEXT, the release for a short OK or BACK, "
          "600 ms into a long press. The presses never wait for the app: each is a GPIO edge at "
          "its emulated time, which the app's interrupt queues. Each press that draws in the "
          "simulator is matched with the same distinct frame, in order, on the Pico; lost: the "
          "Pico never showed it. The screen is the simulator's top screen when the press came.")

if __name__ == "__main__":
    main()
