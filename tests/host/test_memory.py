"""Memory on the real MicroPython (the PyPI unix port, 64-bit, the .mpy build): what each screen
holds and allocates, the full session and long games within heap ceilings, and flash counted.

The bounds come from the figures `make bench` measured (BENCHMARKS.md, Memory) plus a margin;
a screen that starts allocating while idle, or a press that allocates more, fails here.
"""

import re

import pytest
from conftest import record_report

from core.games import KINDS
from support import bench_heap, build_tree, micropython
from support.bench_screens import SCREENS

# No screen's idle steps allocate: the Karekare rings did while they winked (12,288 bytes in
# 2 s), until the seat's position named a player (issue 20).
# A press re-renders the screen: 6,656 bytes at most measured (the Karekare tile entry). The
# dice roll for 400 ms, an LED frame every step (20,960 measured).
PRESS_BOUND = 8192
PRESS_BOUNDS = {"dice": 24576}
# The live heap between steps: 127,296 bytes at most measured (the panic walk's Area screen),
# of which 28,448 are there before the app boots (the bench, the fake board, the driver); the
# Karekare action menu reached 144,096, then 148,800 with the journal's checkpoints (version 2:
# core/plain.py and the journal's checkpoint, undo and redo lines, loaded with every game), and
# the table view (firmware/table_view.py, loaded with the app so that it can come up over any game)
# and the rings under every screen took it to 158,752 (the Karekare tile entry, after the merge).
# Then the bench's Karekare script stopped a press short, on the Resources menu, and the tile
# entry grew unseen: 168,832 at 4d43b74 once it was reached again, 170,496 with the setup's
# player form (issue 20; firmware.games.shared.roster stays loaded through the game).
# Then 181,152 at e526743 (+9,728), all of it bytecode and function objects of new code, none of
# it data kept: the screens' context (firmware/context.py, issue 32: 42 forwarding functions,
# 7,296 bytes imported), the sessions service (saves/sessions.py, issue 29: 1,952), the Flash
# object in saves/storage.py (+864), karekare.effects and results.play (+800), less the table
# view's cut (-448). Measured per module by importing each after its dependencies. The
# versioned saves (d74403c: saves/storage.py, journal.py and config.py, loaded at boot) took it
# to 187,744 (+6,400 on every screen). Then 194,016 at 98f7f5a (+6,272), after the merges of
# the interrupt-latched buttons (firmware/edges.py, issue 30), the kept dice (core.dice.Kept,
# issue 31), the finished games' statistics (core/tally.py, issue 34), the full-flash crash
# record (issue 29) and the split of karekare's act (issue 32): not yet measured module by
# module. On the Pico the app's bytecode now runs in place from the ROMFS partition (issue 33),
# so this 64-bit figure, which counts bytecode read into RAM, overstates the device's share.
# Then 198,464 at f16fc0f: +1,120 for the table view's labels and layout (issue 31), +2,976
# for the entry kept through a power cut (saves/entry.py and its door, loaded on the tile entry
# it keeps), each measured at its merge with support.bench_heap.screen on this screen. Then
# 210,016 (+8,448; the home menu +6,464) with the glyph columns of the last 32 strings drawn
# kept (draw.RUNS: a 4 KB block, its views and their code; issue 30: a press's frame drawn
# about 10 ms sooner on the emulated Pico). Then 213,056 (+1,040 of saves/storage.py's
# bytecode) with a press's writes deferred until its frame is shown (issue 30).
LIVE_BOUND = 210 * 1024
# Heap ceilings checked under 8 layout shifts by `make bench` (171 KB for the .mpy build, 239 KB
# for the sources), plus a margin. The journal's checkpoints and the table view together took the
# .mpy build's to 216 KB (the Maori menu's import, after three score games, was the first to
# fail at 208 KB); the emulated Pico's free heap (tests/pico) is the figure that counts.
# From the sources, the smallest heap at shift 0 went 228 KB (5c21fc5), 236 (bb4d08a, saves/),
# 247 (20dba79, the context), 258 (e526743, with the box-plays); 256 KB failed under 4 of the 8
# shifts there, 264 passed under all of them. With the versioned saves (d74403c) the .mpy build
# failed at 232 KB under all 8 shifts and passed at 240; the sources passed at 280 under all 8.
# At 98f7f5a (the merges listed at LIVE_BOUND) the sources failed at 288 KB and passed at 296;
# then CI's clean clone (another path, another machine) ran out at 296 while importing the error
# helper after a crash: the sources get 320 KB, about 8% over the smallest that passed here.
# With the entry kept through a power cut (f16fc0f) the .mpy build failed at 248 KB and passed
# at 256: it gets 272 KB, the same 8% over. With the Finished games (4f75b3e) the smallest under
# support.bench_heap's 8 shifts was 237 to 251 KB (236 to 237 before), but this test's own
# invocation failed at 272 alone of 256 to 304 (a 1,280-byte import in a fragmented heap):
# 288 KB, which passes under all 8 shifts too. With the kept glyph columns (draw.RUNS, +8 KB
# live) the .mpy build passed at 272 and 280 and failed at 288 (shift 0), passing at 296 and
# 304 under all 8 shifts; the sources failed at 320 under 4 of 8 and passed at 336 under all:
# 304 KB and 336 KB. With the home menu's read-ahead (issue 33) the sources passed at 336 under
# all 8 shifts, but this test's own invocation crashed there in one run of two (16 MemoryErrors,
# live 164 KB against 156): 368 KB, the same 8% over the 336 that passed.
SESSION_CEILINGS = (("build/device", "304K"), ("", "368K"))
# A long game needs no more heap than a short one, since the journal is streamed: 300 actions
# and a resume took 154, 148 and 144 KB (Karekare, Moeraki, Kachina), 20 took 152, 148 and 144
# (before the table and host work landed; they move with the layout). Before streaming, 300
# took 679, 417 and 450 KB. One ceiling for every kind and length, the session's, with a margin.
# At 8967939 Karekare's failed at 208 KB in some runs (the bytecode the merges listed at
# LIVE_BOUND added): 216 KB. With the kept entry and the toasts timed from their press (issue 30)
# Karekare's failed at 216 KB under the test's path and passed under another: 232 KB. With a
# press's writes deferred until its frame is shown (the journal text held while it is drawn)
# it failed at 232 KB in a fresh clone's make test and passed there alone: 248 KB. The lowest
# heap that passes moves with the layout and not in order: with the home menu's ready-ahead,
# Kachina passed at 208 KB and failed at 216, Moeraki passed at 216, Karekare at 240. One
# ceiling for all, above that noise and still far under the 417-679 KB of a journal read whole.
LONG_CEILING = "256K"


@pytest.fixture(scope="module")
def device_tree():
    build_tree.build_once()
    return "build/device"


@pytest.fixture(scope="module")
def screens(device_tree):
    """{name: (live, idle, press)} for every screen of support/bench_screens.py."""
    figures = {}
    for index, (name, _, _) in enumerate(SCREENS):
        live, idle, press, _ = bench_heap.screen(micropython.BINARY, index, device_tree)
        figures[name] = (live, idle, press)
        print("{}: live {} idle {} press {}".format(name, live, idle, press))
    record_report("heap per screen (64-bit, .mpy): live {:,} to {:,} bytes; {} of {} screens "
                  "idle without allocating; a press allocates at most {:,} bytes".format(
                      min(f[0] for f in figures.values()), max(f[0] for f in figures.values()),
                      sum(1 for f in figures.values() if f[1] == 0), len(figures),
                      max(f[2] for f in figures.values())))
    return figures


def test_every_screen_idles_without_allocating(screens):
    for name, (_, idle, _) in screens.items():
        assert idle == 0, (name, idle)


def test_a_press_allocates_no_more_than_a_render(screens):
    for name, (_, _, press) in screens.items():
        assert press <= PRESS_BOUNDS.get(name, PRESS_BOUND), (name, press)


def test_the_live_heap_between_steps_stays_within_its_bound(screens):
    for name, (live, _, _) in screens.items():
        assert live <= LIVE_BOUND, (name, live)


def _bench_mp(heap, tree, *argv):
    run = micropython.run(["-X", "heapsize=" + heap, "tools/bench_mp.py", *argv, bench_heap.RUN],
                          tree=tree, capture_output=True, text=True, timeout=600)
    return run.stdout + run.stderr


def test_the_full_session_runs_within_the_heap_ceilings(device_tree):
    for tree, heap in SESSION_CEILINGS:
        out = _bench_mp(heap, tree, "session", bench_heap.SESSION)
        assert "session: done, 0 crashes" in out, (tree, heap, out)


def test_a_long_game_of_each_kind_plays_resumes_and_saves_within_its_ceiling(device_tree):
    for kind in KINDS:
        out = _bench_mp(LONG_CEILING, device_tree, "long", kind, str(bench_heap.LONG))
        played = re.search(r"long: done, (\d+) actions, 0 crashes", out)
        assert played and int(played.group(1)) > bench_heap.LONG, (kind, out)


def test_the_flash_bench_counts_at_least_the_journal_it_leaves():
    run = micropython.run(["-X", "heapsize=8M", "tools/bench_flash.py", "20"],
                          capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr
    rows = re.findall(r"^(\w+): 20 actions, (\d+) bytes written, (\d+) erases;.* the journal is "
                      r"(\d+) bytes$", run.stdout, re.M)
    assert [row[0] for row in rows] == list(bench_heap.KINDS), run.stdout
    for kind, written, erases, journal in rows:
        # Every byte of the journal was programmed at least once, and littlefs erases as it goes.
        assert int(written) >= int(journal) > 0 and int(erases) > 0, kind
