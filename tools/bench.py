"""make bench: measure the companion and write the whole of BENCHMARKS.md, every figure with its
command, every section stamped with the commit it was measured at (support/bench_file.py).

Each section is made by one function of SECTIONS, in the order of the file. A slow measure has
a command of its own that writes only its section (`make heap-frozen`, `make mutants`, `make
fuzz-long`); `make bench` keeps that section as it is, with its own stamp.

    python tools/bench.py [--quick] [--frozen BINARY] [--only NAME ...]
--only rewrites just the sections named, in place; --quick runs fewer layout shifts and a
shorter flash run. Wall-time figures are ratios taken within one run.
"""

import json
import os
import platform
import re
import statistics
import subprocess
import sys
import time

import mutants
import presses

from firmware.table_view import IDLE_MS
from support import bench_file, bench_heap, build_tree, micropython, scenario
from support.oled_bus import STOCK_FRAME_BYTES

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

MP = micropython.BINARY
MP_RUN = bench_heap.MP  # how a section's command runs the port, with its path
PY = sys.executable
SESSION = "tests/sessions/full_session.script"
PAUSE_MS = IDLE_MS + 1000  # the table view comes up after IDLE_MS
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
    ("Karekare era, 4 players: 21 actions", "tests/sessions/karekare_era.script", 4 * 21),
    ("Kachina: 3 named on the wheel, 7 plays", "tests/sessions/kachina_named.script", None),
)


def run(argv, env=None, timeout=7200):
    done = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, timeout=timeout,
                          env=dict(micropython.env(), **(env or {})))
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


def flash_section(options):
    """Flash written per action on littlefs with a Pico's geometry (tools/bench_flash.py)."""
    actions = 100 if options.quick else bench_heap.LONG
    command = "{} -X heapsize=16M tools/bench_flash.py {}".format(MP_RUN, actions)
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
                  "(support/bench_games.py), saving after every action onto littlefs on a RAM "
                  "block device with a Pico's geometry: 352 blocks of 4,096 bytes, programmed in "
                  "256-byte pages as rp2 mounts it. Blocks written are bytes programmed / 4,096; "
                  "erases are block erases. The device counts both "
                  "(support/blockdev.py).", "", verdict, "", "```", command, "```"]


def session_traffic():
    app, board, driver = scenario.boot("bench_traffic", histogram=True)
    driver.play(SESSION)
    sizes = []
    for size, count in board.display.sent_sizes.items():
        sizes += [size] * count
    return app, board, driver, sizes


def web_section(options):
    """The web page: load time and step cost in Chromium (tools/bench_web.py; needs make web)."""
    code, text = run([PY, "tools/bench_web.py"])
    if code:
        raise RuntimeError(text[-3000:])
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
            "```", ".venv/bin/python tools/bench_web.py", "```"]


def printed_by_tests(paths, env=None):
    """The closing-line reports (tests/conftest.py record_report) of the tests at paths, run
    as `make test` runs them: the figures here are those the tests print."""
    counts = os.path.join(ROOT, "build", "bench-test-counts.json")
    code, text = run([PY, "-m", "pytest", "-q", "-p", "no:xdist", *paths],
                     dict(env or {}, COMPANION_TEST_COUNTS=counts))
    if code:
        raise RuntimeError(text[-3000:])
    with open(counts) as f:
        return sorted(json.load(f)["reports"])


def memory_section(options):
    """The heap on the PyPI unix port: ceilings, long games, per screen (support/bench_heap.py)."""
    shifts = bench_heap.QUICK_SHIFTS if options.quick else bench_heap.SHIFTS
    build_tree.build_once()
    out = ["## Memory", "",
           "Heap figures come from support/bench_heap.py: each is the smallest `-X heapsize` "
           "(1 KB steps) under which the run completes with no error, searched under {} "
           "layout shifts (a bytearray of 16 x K bytes, K = {}, held from the start: the "
           "edge is jagged), given as min / median / max; the ceiling is then run again "
           "under every shift and raised until all pass. The full session (`{}`) boots, "
           "plays a full Karekare game for 4 players, a Moeraki-Kemu match to Kiwi, a "
           "Kachina game and 20 Maori combats each with its panic walk, saving after every "
           "action. A long game (support/bench_games.py) plays 20 or 300 actions through "
           "`app.act`, saving each, then boots again from flash, resumes and plays 10 "
           "more.".format(len(shifts), ", ".join(str(k) for k in shifts),
                          bench_heap.SESSION), ""]
    return out + bench_heap.pypi_section(MP, shifts)[:-1]


def frozen_section(options):
    """The 32-bit build with the app frozen in; only with --frozen (else the last one is kept)."""
    shifts = bench_heap.QUICK_SHIFTS if options.quick else bench_heap.SHIFTS
    bench_heap.check_frozen(options.frozen)
    return bench_heap.frozen_section(options.frozen, shifts)


def code_size_section(options):
    build_tree.build_once()
    code = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(build_tree.OUT)
               for f in fs if f.endswith(".mpy"))
    return ["## Code size", "",
            "| figure | value | target |", "|---|---|---|",
            "| flash: the .mpy build | {:,} bytes ({:.1f} KB) | 64 KB |".format(
                code, code / 1024),
            "", "```", "make build", "du -cb $(find build/device -name '*.mpy')", "```", "",
            "**The target is missed** by {:.1f} KB. What would close it: trim the Karekare "
            "rules (11 KB of .mpy) and build without line numbers (`mpy-cross -X "
            "no-source-lines` saves about 6 KB, at the cost of line numbers in the error "
            "log).".format(code / 1024 - 64)]


def display_section(options):
    app, board, driver, sizes = session_traffic()
    median = statistics.median(sizes)
    top = max(sizes)
    return ["## Display bus and LEDs (the full session)", "",
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
            "", "Both come from the same frames of `{}`: the simulator's display is our SSD1306 "
            "driver on a bus that counts every byte, address bytes included (9 bits a byte on "
            "the wire).".format(SESSION), "",
            "**The median target is {}** ({:.0f}% against 25%). This session is played by "
            "a script that knows its way, so most of its frames open a new screen, and a new "
            "screen changes most of the display whatever the driver does. What would close it: "
            "screens that keep their title and hint rows from one to the next, and menus that "
            "highlight the label rather than the whole row.".format(
                "met" if median <= STOCK_FRAME_BYTES / 4 else "missed",
                100 * median / STOCK_FRAME_BYTES), "", "```",
            ".venv/bin/python tools/bench.py --only display   # session_traffic(): "
            "support/scenario.py + host_sim/fakeboard.py", "```"]


def steps_section(options):
    _, steps = run([MP, "tools/bench_mp.py", "steps"])
    s = figures(steps)
    return ["## Step cost on MicroPython", "",
            "| step | cost, as a ratio to one full-frame render |", "|---|---|",
            "| an idle tick | {} |".format(s["idle step ratio"]),
            "| a button event (a menu move) | {} |".format(s["event step ratio"]),
            "| a full redraw (every page sent) | {} |".format(s["full redraw step ratio"]),
            "", "One full-frame render took {} µs in this run.".format(s["full render us"]),
            "", "```", MP_RUN + " tools/bench_mp.py steps", "```"]


def presses_section(options):
    out = ["## Presses per task", "", "| task | presses | target |", "|---|---|---|"]
    for label, path, target in TASKS:
        out.append("| {} | {} | {} |".format(label, presses.task_presses(path), target or "-"))
    era = presses.task_presses("tests/sessions/karekare_era.script", pause_ms=PAUSE_MS)
    out.append("| the same era, {:g} s without a press before every press (the table view up "
               "each time, and the press that takes it down acts) | {} | 75 |".format(
                   PAUSE_MS / 1000, era))
    before = presses.at(presses.BEFORE)
    out += ["", "Issue 20's tasks, before its entry changes (at {}, on the screens of that "
            "commit) and now:".format(presses.BEFORE), "", "| task | before | now |",
            "|---|---|---|"]
    for label, path in presses.TASKS:
        out.append("| {} | {} | {} |".format(label, before.get(path, "-"),
                                             presses.task_presses(path)))
    return out + ["", "Counted by the script driver from the `# --- task` line of each script "
                  "(a held PREV/NEXT/OK is one press): `tests/sessions/*.script`.", "", "```",
                  ".venv/bin/python tools/bench.py --only presses",
                  ".venv/bin/python tools/presses.py --at {}".format(presses.BEFORE), "```"]


SEEDED = (MP, "-X", "heapsize=512K", "tests/mp_runner.py", "tests/portable/test_fuzz_seeded.py")
SEEDED_PATH = micropython.path(extra=("tests/portable",))  # the module's own folder too


def _fuzz(title, env, commands):
    reports = printed_by_tests(["tests/host/test_fuzz.py"], env)
    code, text = run(list(SEEDED), dict(env, MICROPYPATH=SEEDED_PATH))
    if code:
        raise RuntimeError(text[-3000:])
    return [title, "",
            "Moves are presses, long presses, chords, power cuts (a restart from storage) and "
            "goals (the presses that reach a game's menu, History, Undo, Redo or Settings). "
            "After every move: no screen raised, the LEDs stayed within the current budget, "
            "every journal loads, the session in memory equals flash and the replay of its "
            "journal, and undo and redo are exact. Hypothesis on CPython, which printed:", "",
            "```"] + [line for line in reports if line.startswith("fuzz")] + [
            "```", "", "and {} seeded sequences of 60 moves on MicroPython "
            "(tests/portable/test_fuzz_seeded.py), which kept every invariant.".format(
                env.get("FUZZ_SEQUENCES", 12)), "", "```"] + commands + ["```"]


def fuzz_section(options):
    """The fuzz as `make test` runs it: seeded, so these counts are the ones it prints."""
    return _fuzz("## Fuzz, as make test runs it", {}, [
        ".venv/bin/python -m pytest -q tests/host/test_fuzz.py && .venv/bin/python "
        "tests/summary.py", "MICROPYPATH={} {}".format(
            SEEDED_PATH, " ".join(SEEDED).replace(ROOT + "/", ""))])


def fuzz_long_section(options):
    """make fuzz-long: many more and longer sequences, from a new seed each run."""
    env = {"FUZZ_EXAMPLES": "10000", "FUZZ_MOVES": "300", "FUZZ_SEQUENCES": "500",
           "FUZZ_SEED": os.environ.get("FUZZ_SEED") or str(int(time.time()))}
    return _fuzz("## Fuzz, long (make fuzz-long)", env, [
        "make fuzz-long   # FUZZ_SEED=N repeats a run; the seed is in the line above"])


def dice_section(options):
    _, cp = run([PY, "tools/bench_mp.py", "dice", "600000"])
    _, mp = run([MP, "-X", "heapsize=512K", "tools/bench_mp.py", "dice", "600000"])
    c, m = figures(cp), figures(mp)
    return ["## Dice fairness, 600,000 rolls", "",
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
            MP_RUN + " -X heapsize=512K tools/bench_mp.py dice 600000", "```"]


SAVES_TESTS = ("tests/host/test_power_cut.py", "tests/host/test_bad_saves_count.py",
               "tests/host/test_long_games.py")


def saves_section(options):
    """Power cuts, bad saves and long games: what those tests print in `make test`."""
    return ["## Saves", "",
            "Power cuts on littlefs and FAT (tests/micropython/power_cut.py: every write cut, "
            "and on littlefs torn three ways), the corpus of bad saves (tests/bad_saves/, "
            "loaded on both interpreters), and long games resumed under the heap of a short "
            "one. What the tests printed:", "", "```"] + printed_by_tests(SAVES_TESTS) + \
        ["```", "", "```", ".venv/bin/python -m pytest -q " + " ".join(SAVES_TESTS) +
         " && .venv/bin/python tests/summary.py", "```"]


def printed(argv):
    """A section made by a command of its own, which prints it: its `## ` title first."""
    def make(options):
        code, text = run(argv)
        if code:
            raise RuntimeError(text[-3000:])
        return text.rstrip("\n").split("\n")
    return make


APP = ("core", "saves", "firmware", "host_sim/fakeboard.py")
HEAP = APP + ("support/bench_heap.py", "tools/bench_mp.py", "support/bench_games.py",
              "support/bench_screens.py", "tests/sessions/full_session.script")
FUZZ = APP + ("support/fuzz.py", "tests/portable/test_fuzz_seeded.py",
              "tests/host/test_fuzz.py")
# The sections, in the file's order: (name, the function that makes it, the files whose change
# makes its figures stale, and for a slow one the command that writes it alone: `make bench`
# keeps a slow section as it is).
SECTIONS = (
    ("memory", memory_section, HEAP, None),
    ("frozen", frozen_section, HEAP + ("tools/build_frozen.py",),
     "make heap-frozen MPY_DIR=..."),
    ("flash", flash_section, APP + ("tools/bench_flash.py", "support/bench_games.py",
                                    "support/blockdev.py"), None),
    ("code-size", code_size_section, ("core", "saves", "firmware", "support/build_tree.py"),
     None),
    ("display", display_section, APP + ("host_sim/script.py", "support/scenario.py",
                                        SESSION), None),
    ("steps", steps_section, APP + ("tools/bench_mp.py",), None),
    ("presses", presses_section, APP + ("host_sim/script.py", "tests/sessions"), None),
    ("fuzz", fuzz_section, FUZZ, None),
    ("fuzz-long", fuzz_long_section, FUZZ, "make fuzz-long"),
    ("dice", dice_section, ("core/dice.py", "tools/bench_mp.py"), None),
    ("saves", saves_section, APP + ("tests/micropython", "tests/bad_saves",
                                    "support/long_games.py") + SAVES_TESTS, None),
    ("web", web_section, APP + ("web", "tools/bench_web.py", "support/build_web.py"), None),
    ("oled", printed([PY, "tools/bench_oled.py"]),
     APP + ("tools/bench_oled.py", "hardware/pins.csv", SESSION), None),
    ("palette", printed([PY, "tools/palette.py"]),
     ("firmware/games/shared/rings.py", "tools/palette.py"), None),
    ("pico", printed([PY, "tools/bench_pico.py"]),
     APP + ("tools/bench_pico.py", "tools/pico", "support/pico_link.py", "support/pico_image.py",
            "hardware/pico"), None),
    ("mutants", None, mutants.MEASURED, "make mutants"),  # tools/mutants.py writes it
)


def measure(name, options):
    """Section name, measured now and stamped."""
    for known, make, paths, slow in SECTIONS:
        if known == name and make:
            stamped = bench_file.stamp(paths, slow or "make bench")
            return bench_file.section(name, make(options), stamped)
    raise SystemExit("bench: no section {} that tools/bench.py measures".format(name))


class Options:
    def __init__(self, argv):
        self.quick = "--quick" in argv
        self.frozen = (os.path.abspath(argv[argv.index("--frozen") + 1]) if "--frozen" in argv
                       else None)
        self.only = argv[argv.index("--only") + 1:] if "--only" in argv else None


def main(argv):
    options = Options(argv)
    if options.only:  # these sections only, in place
        for name in options.only:
            text = measure(name, options)
            bench_file.replace(name, text)
            print(text)
        return 0
    started = time.time()
    kept = bench_file.sections(bench_file.read())
    out = ["# Benchmarks", "",
           "Written by `make bench` (tools/bench.py), section by section: each says the commit "
           "and the date it was measured at, and the command that measured it. Machine: "
           "{}.".format(machine()),
           "", "Every figure below gives the command that reproduced it, from the repo root. "
           "Wall-time figures are ratios measured within one run; memory and bus figures are "
           "counts, the same on any machine. MicroPython is the PyPI unix port (64-bit), where "
           "objects take about twice the RAM they take on a 32-bit Pico, except where a "
           "section says it is the 32-bit build with the app frozen in.", ""]
    for name, _, _, slow in SECTIONS:
        if slow and not (name == "frozen" and options.frozen):
            out += [kept.get(name) or "<!-- section {0} -->\n## {0}\n\nNot measured yet: "
                    "run `{1}`.\n<!-- /section {0} -->".format(name, slow), ""]
            continue
        print("bench: {} ...".format(name), flush=True)
        out += [measure(name, options), ""]
    out += ["The last `make bench` took {:.0f} s.".format(time.time() - started), ""]
    with open(bench_file.PATH, "w") as f:
        f.write("\n".join(out))
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
