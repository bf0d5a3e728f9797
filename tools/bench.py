"""make bench: measure the companion and write BENCHMARKS.md, every figure with its command.

Wall-time figures are ratios taken within one run. FUZZ_EXAMPLES, FUZZ_MOVES and FUZZ_SEQUENCES
set the fuzz size (default: the full 10,000 x 300 and 500); --quick runs a small fuzz only.
"""

import os
import platform
import re
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tools"))
sys.path.insert(0, os.path.join(ROOT, "tests", "portable"))

import bench_heap  # noqa: E402
import build_tree  # noqa: E402
import scenario  # noqa: E402

from firmware.ssd1306 import STOCK_FRAME_BYTES  # noqa: E402

MP = os.path.join(ROOT, ".venv", "bin", "micropython")
PY = sys.executable
SESSION = "tests/sessions/full_session.script"
TASKS = (
    ("Maori Example 1: 12 against 7, roll, read the result (from the Maori menu)",
     "tests/sessions/maori_example1.script", 6),
    ("Maori Example 2's panic walk, physical dice entered (from the combat result)",
     "tests/sessions/maori_example2_panic.script", None),
    ("Maori Examples 1-3: forces, own dice, walk", "tests/sessions/maori_own_dice.script", None),
    ("Karekare: an end-of-era scoring for 4 players (from the scoreboard)",
     "tests/sessions/karekare_era_end.script", None),
    ("Moeraki-Kemu: recording a Marae game, 7/1/2 against 5/2/1 (from the scoreboard)",
     "tests/sessions/moeraki_marae.script", None),
)


def run(argv, env=None, timeout=7200):
    done = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, timeout=timeout,
                          env=dict(os.environ, **(env or {})))
    return done.returncode, done.stdout + done.stderr


def figures(text):
    return dict(re.findall(r"^([\w ,-]+): (.+)$", text, re.M))


def machine():
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            cpu = re.search(r"model name\s*: (.*)", f.read()).group(1)
    except (OSError, AttributeError):
        pass
    _, mp = run([MP, "-c", "import sys; print(sys.version)"])
    return "{}, {} cores; CPython {}; MicroPython {}".format(
        cpu, os.cpu_count(), platform.python_version(), mp.strip())


def flash_section(quick):
    """Flash written per action on littlefs with a Pico's geometry (tools/bench_flash.py)."""
    actions = 100 if quick else bench_heap.LONG
    command = ".venv/bin/micropython -X heapsize=8M tools/bench_flash.py {}".format(actions)
    code, text = run(command.split())
    rows = re.findall(r"^(\w+): (\d+) actions, (\d+) bytes written, \d+ erases; blocks "
                      r"written per action: mean ([\d.]+), last hundred ([\d.]+), most "
                      r"([\d.]+); erases per action: mean ([\d.]+), last hundred ([\d.]+); "
                      r"the last action wrote (\d+) bytes, the journal is (\d+) bytes$",
                      text, re.M)
    if code or len(rows) != len(bench_heap.KINDS):
        raise RuntimeError(text)
    out = ["## Flash written per action", "",
           "| game | actions | bytes written | blocks written per action: mean / last 100 / "
           "most | erases per action: mean / last 100 | the last action wrote / the journal "
           "| target |", "|---|---|---|---|---|---|---|"]
    for kind, count, written, mean, tail, most, erases, erases_tail, last, size in rows:
        out.append("| {} | {} | {:,} | {} / {} / {} | {} / {} | {:,} / {:,} bytes | "
                   "2 blocks |".format(kind, count, int(written), mean, tail, most, erases,
                                      erases_tail, int(last), int(size)))
    worst = max(float(row[4]) for row in rows)
    if worst <= 2:
        verdict = "**The target is met**: at most {:.2f} blocks per action over the last " \
                  "hundred.".format(worst)
    else:
        verdict = "**The target is missed by {:.2f} blocks** per action (the last hundred " \
                  "actions of the worst game); compare what the last action wrote with the " \
                  "size of the journal.".format(worst - 2)
    return out + ["", "The app plays a long game of each kind through `app.act` "
                  "(tools/bench_games.py), saving after every action onto littlefs on a RAM "
                  "block device with a Pico's geometry: 352 blocks of 4,096 bytes, programmed in "
                  "256-byte pages as rp2 mounts it. Blocks written are bytes programmed / 4,096; "
                  "erases are block erases. The device counts both "
                  "(tests/micropython/blockdev.py).", "", verdict, "", "```", command, "```", ""]


def session_traffic():
    app, board, driver = scenario.boot("bench_traffic")
    driver.play(SESSION)
    sizes = []
    for size, count in board.display.sent_sizes.items():
        sizes += [size] * count
    return app, board, driver, sizes


def task_presses(path):
    with open(os.path.join(ROOT, path)) as f:
        lines = f.read().split("\n")
    cut = [i for i, line in enumerate(lines) if line.startswith("# --- task")][0]
    app, board, driver = scenario.boot("bench_task")
    driver.script("\n".join(lines[:cut]))
    start = driver.presses
    driver.script("\n".join(lines[cut + 1 :]))
    return driver.presses - start


def web_page():
    """The web page: load time and step cost in Chromium (tools/bench_web.py; needs make web)."""
    _, text = run([PY, "tools/bench_web.py"])
    w = figures(text)
    return ["## The web page (make web)", "",
            "| figure | value |", "|---|---|",
            "| load to the boot frame, cold cache, median of 5 | {} ms ({}) |".format(
                w["web load to first frame ms"], w["web loads ms"]),
            "| an idle step() in Chromium / on the unix port | {} ({} / {} µs) |".format(
                w["web idle step ratio"], w["web idle step us"], w["unix idle step us"]),
            "| a step() of `{}` in Chromium / on the unix port | {} ({} / {} µs) |".format(
                w["web session"], w["web session step ratio"], w["web session step us"],
                w["unix session step us"]),
            "", "Both sides in one run, on the same presses, in {} rounds taken in turns (each "
            "figure is the median): the page times its own step() calls (the call from "
            "JavaScript included; its board hands each frame over as hex), the unix port times "
            "app.step on the fake board (our SSD1306 driver on a recording bus). The page's "
            "MicroPython is the npm build pinned in web/package-lock.json.".format(
                w["web rounds"]), "",
            "```", ".venv/bin/python tools/bench_web.py", "```", ""]


def main(argv):
    quick = "--quick" in argv
    frozen = os.path.abspath(argv[argv.index("--frozen") + 1]) if "--frozen" in argv else None
    shifts = bench_heap.QUICK_SHIFTS if quick else bench_heap.SHIFTS
    try:
        with open(os.path.join(ROOT, "BENCHMARKS.md")) as f:
            previous = f.read()
    except OSError:
        previous = ""
    examples = os.environ.get("FUZZ_EXAMPLES", "300" if quick else "10000")
    moves = os.environ.get("FUZZ_MOVES", "60" if quick else "300")
    sequences = os.environ.get("FUZZ_SEQUENCES", "50" if quick else "500")
    started = time.time()
    out = ["# Benchmarks", "",
           "Written by `make bench` (tools/bench.py) on {}. Machine: {}.".format(
               time.strftime("%Y-%m-%d"), machine()),
           "", "Every figure below gives the command that reproduced it, from the repo root. "
           "Wall-time figures are ratios measured within one run; memory and bus figures are "
           "counts, the same on any machine. MicroPython is the PyPI unix port (64-bit), where "
           "objects take about twice the RAM they take on a 32-bit Pico, except where a "
           "section says it is the 32-bit build with the app frozen in.", ""]

    build_tree.build()
    code = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(build_tree.OUT)
               for f in fs if f.endswith(".mpy"))
    out += ["## Memory", "",
            "Heap figures come from tools/bench_heap.py: each is the smallest `-X heapsize` "
            "(1 KB steps) under which the run completes with no error, searched under {} "
            "layout shifts (a bytearray of 16 x K bytes, K = {}, held from the start: the "
            "edge is jagged), given as min / median / max; the ceiling is then run again "
            "under every shift and raised until all pass. The full session (`{}`) boots, "
            "plays a full Karekare game for 4 players, a Moeraki-Kemu match to Kiwi, a "
            "Kachina game and 20 Maori combats each with its panic walk, saving after every "
            "action. A long game (tools/bench_games.py) plays 20 or 300 actions through "
            "`app.act`, saving each, then boots again from flash, resumes and plays 10 "
            "more.".format(len(shifts), ", ".join(str(k) for k in shifts),
                           bench_heap.SESSION), ""]
    out += bench_heap.frozen_intro()
    if frozen:
        bench_heap.check_frozen(frozen)
        out += bench_heap.frozen_block(frozen, shifts)
    else:
        out += bench_heap.kept_block(previous)
    out += [""] + bench_heap.pypi_section(MP, shifts)
    out += flash_section(quick)
    out += ["## Code size", "",
            "| figure | value | target |", "|---|---|---|",
            "| flash: the .mpy build | {:,} bytes ({:.1f} KB) | 64 KB |".format(
                code, code / 1024),
            "", "```", "make build", "du -cb $(find build/device -name '*.mpy')", "```", "",
            "**The target is missed** by {:.1f} KB. What would close it: trim the Karekare "
            "rules (11 KB of .mpy) and build without line numbers (`mpy-cross -X "
            "no-source-lines` saves about 6 KB, at the cost of line numbers in the error "
            "log).".format(code / 1024 - 64), ""]

    app, board, driver, sizes = session_traffic()
    median = statistics.median(sizes)
    top = max(sizes)
    out += ["## Display bus and LEDs (the same full session)", "",
            "| figure | value |", "|---|---|",
            "| button presses | {} |".format(driver.presses),
            "| frames shown | {} |".format(len(sizes)),
            "| I2C bytes per frame, median | {:.0f} ({:.1f}% of a stock full frame of {:,}; "
            "target 25% or less) |".format(median, 100 * median / STOCK_FRAME_BYTES,
                                           STOCK_FRAME_BYTES),
            "| I2C bytes per frame, maximum | {} |".format(top),
            "| time on the bus at 400 kHz, median / max / stock | {:.2f} / {:.2f} / {:.2f} ms |"
            .format(median * 9 / 400, top * 9 / 400, STOCK_FRAME_BYTES * 9 / 400),
            "| NeoPixel writes per press | {:.2f} ({} writes) |".format(
                board.pixels.writes / driver.presses, board.pixels.writes),
            "| LED frames skipped because nothing changed | {} |".format(app.leds.skipped),
            "", "Both come from the same frames: the simulator's display is our SSD1306 driver "
            "on a bus that counts every byte, address bytes included (9 bits a byte on the "
            "wire).", "",
            "**The median target is missed** ({:.0f}% against 25%). This session is played by "
            "a script that knows its way, so most of its frames open a new screen, and a new "
            "screen changes most of the display whatever the driver does. Within a screen the "
            "runs are short: a number changing on an entry screen sends about 50 bytes, a menu "
            "move about 280, against 1,044 for the stock driver (the Pico session in "
            "`tests/micropython/pico_session.py` has a median of 281). What would close it: "
            "screens that keep their title and hint rows from one to the next, and menus that "
            "highlight the label rather than the whole row.".format(
                100 * median / STOCK_FRAME_BYTES), "", "```",
            ".venv/bin/python tools/bench.py   # session_traffic(): tests/portable/scenario.py "
            "+ host_sim/fakeboard.py", "```", ""]

    _, steps = run([MP, "tools/bench_mp.py", "steps"])
    s = figures(steps)
    out += ["## Step cost on MicroPython", "",
            "| step | cost, as a ratio to one full-frame render |", "|---|---|",
            "| an idle tick | {} |".format(s["idle step ratio"]),
            "| a button event (a menu move) | {} |".format(s["event step ratio"]),
            "| a full redraw (every page sent) | {} |".format(s["full redraw step ratio"]),
            "", "One full-frame render took {} µs in this run.".format(s["full render us"]),
            "", "```", ".venv/bin/micropython tools/bench_mp.py steps", "```", ""]

    out += ["## Presses per task", "", "| task | presses | target |", "|---|---|---|"]
    for label, path, target in TASKS:
        out.append("| {} | {} | {} |".format(label, task_presses(path), target or "-"))
    out += ["", "Counted by the script driver from the `# --- task` line of each script "
            "(a held PREV/NEXT/OK is one press): `tests/sessions/*.script`.", ""]

    fuzz_env = {"FUZZ_EXAMPLES": examples, "FUZZ_MOVES": moves}
    code, fuzz = run([PY, "-m", "pytest", "-q", "-s", "tests/host/test_fuzz.py"], fuzz_env)
    seeded_env = {"FUZZ_SEQUENCES": sequences}
    code_mp, seeded = run([MP, "-X", "heapsize=512K", "tests/mp_runner.py",
                           "tests/portable/test_fuzz_seeded.py"], seeded_env)
    out += ["## Fuzz", "",
            "| run | size | result |", "|---|---|---|",
            "| Hypothesis on CPython | {} sequences of up to {} moves | {} |".format(
                examples, moves, "every invariant kept" if code == 0 else "FAILED"),
            "| seeded, on MicroPython | {} sequences of 60 moves | {} |".format(
                sequences, "every invariant kept" if code_mp == 0 else "FAILED"),
            "", "Moves are presses, long presses, chords and power cuts (a restart from "
            "storage). After every move: no screen raised, the LEDs stayed within the current "
            "budget, every journal loads, the session in memory equals flash and the replay "
            "of its journal, and undo and redo are exact. CI runs 2,000 x 40 and 12 x 60.", "",
            "```", "FUZZ_EXAMPLES={} FUZZ_MOVES={} .venv/bin/python -m pytest -q "
            "tests/host/test_fuzz.py".format(examples, moves),
            "FUZZ_SEQUENCES={} .venv/bin/micropython -X heapsize=512K tests/mp_runner.py "
            "tests/portable/test_fuzz_seeded.py".format(sequences), "```", ""]
    if code or code_mp:
        out += ["```", (fuzz + seeded)[-3000:], "```", ""]

    _, cp = run([PY, "tools/bench_mp.py", "dice", "600000"])
    _, mp = run([MP, "-X", "heapsize=512K", "tools/bench_mp.py", "dice", "600000"])
    c, m = figures(cp), figures(mp)
    out += ["## Dice fairness, 600,000 rolls", "",
            "| figure | CPython | MicroPython | threshold (p = .001) |", "|---|---|---|---|",
            "| chi-squared, 5 df | {} | {} | 20.515 |".format(c["chi2 5 df"], m["chi2 5 df"]),
            "| pair chi-squared, 35 df | {} | {} | 66.62 |".format(
                c["pair chi2 35 df"], m["pair chi2 35 df"]),
            "| lag-1 serial correlation | {} | {} | near 0 |".format(
                c["lag-1 correlation"], m["lag-1 correlation"]),
            "| faces 1-6 | {} | {} | |".format(c["faces"], m["faces"]),
            "", "The same seed gives the same rolls on both interpreters (xorshift32, 3 bits "
            "and rejection of 6 and 7).", "", "```",
            ".venv/bin/python tools/bench_mp.py dice 600000",
            ".venv/bin/micropython -X heapsize=512K tools/bench_mp.py dice 600000", "```", ""]

    _, cuts = run([MP, "-X", "heapsize=8M", "tests/micropython/power_cut.py", "40"])
    corpus = len([n for n in os.listdir(os.path.join(ROOT, "tests", "bad_saves"))
                  if n.endswith(".txt")]) + 1
    code, _ = run([PY, "-m", "pytest", "-q", "tests/portable/test_bad_saves.py"])
    code_mp, _ = run([MP, "-X", "heapsize=512K", "tests/mp_runner.py",
                      "tests/portable/test_bad_saves.py"])
    verdict = "every one as expected on both" if code == code_mp == 0 else "FAILED"
    out += ["## Saves", "", "| figure | value |", "|---|---|",
            "| power cuts on littlefs | {} |".format(cuts.strip()),
            "| bad saves in the corpus | {}: {} |".format(corpus, verdict),
            "", "```", ".venv/bin/micropython -X heapsize=8M tests/micropython/power_cut.py 40",
            ".venv/bin/python -m pytest -q tests/portable/test_bad_saves.py", "```", ""]
    out += web_page()
    out += ["The whole bench took {:.0f} s.".format(time.time() - started), ""]
    with open(os.path.join(ROOT, "BENCHMARKS.md"), "w") as f:
        f.write("\n".join(out))
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
