"""Run a button script on the emulated Pico (the release firmware, the app from the
current sources) and print what it did, in emulated time at 125 MHz with modelled I2C and flash
time (cycle counts ignore XIP cache misses):

    python tools/pico_run.py [--saves FOLDER] [--script FILE] [--seed N] [--ms MS] [--out FOLDER]

--saves: a save folder (the simulator's or the companion CLI's) put in /companion first, so the
game in it resumes at boot; --script: host_sim/script.py lines, after the boot; --seed: the
simulator's entropy instead of os.urandom; --ms: how long to run before the script (default
3000); --out: where to write /companion as the run left it. Prints the time to the first frame,
each press's acting edge to the last bus byte of its answering frame, the resets and the flash
operations.
"""

import argparse
import os
import statistics

from littlefs.errors import LittleFSError

from host_sim.script import LONG_MS
from support import pico_image, pico_link

ACTING_LONG_MS = 600  # firmware/buttons.py LONG_MS: a long press acts while held
NS = 1e6


class TimedDriver(pico_link.ScriptDriver):
    """Records, for each press, the emulated time of the edge that acts: the press for PREV and
    NEXT, the release for a short OK or BACK, and 600 ms into a long one."""

    def __init__(self, pico, press_ms=pico_link.PRESS_MS, gap_ms=pico_link.GAP_MS):
        super().__init__(pico, press_ms, gap_ms)
        self.edges = []  # (ns, button names, long)

    def hold(self, mask, ms):
        held = pico_link.names(mask)
        start = self.pico.ns
        repeats = mask & 0b0011
        self.pico.hold(held)
        self.pico.run(ms)
        released = self.pico.ns
        self.pico.hold([])
        long = ms >= LONG_MS and not repeats
        edge = start if repeats else (start + ACTING_LONG_MS * NS if long else released)
        self.edges.append((edge, "+".join(held), long))
        self.pico.run(self.gap_ms)
        self.presses += 1


def answers(edges, frames):
    """[(edge, names, long, latency ns or None, frame bytes)]: each edge's first frame whose
    last byte came after it (and before the next edge)."""
    out = []
    for i, (edge, held, long) in enumerate(edges):
        end = edges[i + 1][0] if i + 1 < len(edges) else float("inf")
        frame = next((f for f in frames if edge < f.ns < end), None)
        out.append((edge, held, long, frame.ns - edge if frame else None,
                    frame.bytes if frame else 0))
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--saves")
    parser.add_argument("--script")
    parser.add_argument("--seed", type=int)
    parser.add_argument("--ms", type=float, default=3000)
    parser.add_argument("--out")
    args = parser.parse_args()
    if args.saves and not os.path.isdir(args.saves):
        parser.exit(2, "pico_run: --saves {}: no such folder\n".format(args.saves))
    if args.script and not os.path.isfile(args.script):
        parser.exit(2, "pico_run: --script {}: no such file\n".format(args.script))
    saves = pico_image.folder_saves(args.saves) if args.saves else None
    try:
        flash = pico_image.device_flash(saves, args.seed)
    except LittleFSError:
        parser.exit(2, "pico_run: the files of --saves {} do not fit on the Pico's {} KB of "
                       "flash for files\n".format(args.saves, pico_image.SIZE // 1024))
    with pico_link.Pico(flash) as pico:
        pico.run(args.ms)
        first = pico.frames[0].ns / NS if pico.frames else None
        print("boot: first frame at {} ms; {} frames in {:.0f} ms".format(
            "{:.1f}".format(first) if first else "(none)", len(pico.frames), args.ms))
        if args.script:
            driver = TimedDriver(pico)
            driver.play(args.script)
            late = []
            for edge, held, long, latency, size in answers(driver.edges, pico.frames):
                print("{:>10.1f} ms {:<10} {}".format(
                    edge / NS, held + (" long" if long else ""),
                    "frame after {:.1f} ms, {} bytes".format(latency / NS, size)
                    if latency is not None else "no frame"))
                if latency is not None:
                    late.append(latency / NS)
            if late:
                print("press to frame: median {:.1f} ms, max {:.1f} ms over {} presses".format(
                    statistics.median(late), max(late), len(late)))
        for reset in pico.resets:
            print("reset at {:.1f} ms: {}".format(reset["ns"] / NS, reset["cause"]))
        ops = pico.flash_log()
        erases = [op for op in ops if op["op"] == "erase"]
        print("flash: {} erases, {} programs".format(len(erases), len(ops) - len(erases)))
        text = pico.serial.decode(errors="replace").strip()
        if text:
            print("serial:\n" + text)
        if args.out:
            os.makedirs(args.out, exist_ok=True)
            for name, body in pico.files().items():
                with open(os.path.join(args.out, name), "wb") as f:
                    f.write(body)
            print("wrote /companion to " + args.out)


if __name__ == "__main__":
    main()
