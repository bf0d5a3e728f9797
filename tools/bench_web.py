"""The web page's figures, printed as "name: value" lines for tools/bench.py (needs make web).

- the load time from the start of navigation to the boot frame drawn, on a cold cache: the median
  of LOADS loads, each in a fresh browser context, from web/dist served on 127.0.0.1;
- the cost of one step() in Chromium as a ratio to the same step on the unix port, in one run
  (ROUNDS rounds taking the two in turns, and the median of their ratios):
  the boot frame and the idle steps after it on the home menu, then every step of SESSION from
  a fresh boot, played in real time (the page times its own step() calls; the unix port times
  app.step on the fake board with time.ticks_us). The page's board hands each frame to the page
  as hex; the fake board's is our SSD1306 driver on a recording bus.

Run: .venv/bin/python tools/bench_web.py
"""

import os
import re
import statistics
import sys

from support import micropython, web_page

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SESSION = "tests/sessions/moeraki_marae.script"
SEED = 1
LOADS = 5
ROUNDS = 3  # the machine may be busy: each figure is the median of the rounds
IDLE_MS = 2000
# The same measurements on the unix port: idle steps on the home menu, then the session.
UNIX = """
import time
from support import scratch
from firmware.factory import make_app
from host_sim.fakeboard import FakeBoard
from host_sim.script import Driver

board = FakeBoard(scratch.fresh_dir("bench_web"), {seed})
app = make_app(board)
spent = [0, 0]
step = app.step

def timed(now):
    start = time.ticks_us()
    step(now)
    spent[0] += time.ticks_diff(time.ticks_us(), start)
    spent[1] += 1

timed(0)  # the boot frame, as the page counts it
for _ in range({idle}):
    board.now += 10
    timed(board.now)
print("idle step us: {{:.2f}}".format(spent[0] / spent[1]))
board = FakeBoard(scratch.fresh_dir("bench_web"), {seed})
app = make_app(board)
spent[:] = [0, 0]
step = app.step
app.step = timed
timed(0)
with open("{session}") as f:
    Driver(app, board).script(f.read())
print("session step us: {{:.2f}}".format(spent[0] / spent[1]))
"""


def _steps(page):
    return page.evaluate("[companion.stepMs, companion.steps]")


def _mean_us(counts):
    spent_ms, steps = counts
    return 1000 * spent_ms / steps


def load_times(browser, url):
    """The load time of each of LOADS loads, each in a fresh context (a cold cache)."""
    loads = []
    for _ in range(LOADS):
        context = browser.new_context()
        page = context.new_page()
        page.goto(url)
        page.wait_for_function("companion.firstFrameMs !== null || companion.error")
        ms, error = page.evaluate("[companion.firstFrameMs, companion.error]")
        if error:
            raise SystemExit("the page stopped: " + error)
        loads.append(ms)
        context.close()
    return loads


def page_steps(device, timeline):
    """(idle step us, session step us) in the page, each from a boot on an empty flash."""
    device.boot(SEED)
    device.advance(IDLE_MS)
    idle = _mean_us(_steps(device.page))
    device.play(timeline)  # its boot is a New flash: the page counts from its boot frame
    return idle, _mean_us(_steps(device.page))


def unix_steps():
    """(idle step us, session step us) on the unix port."""
    code = UNIX.format(seed=SEED, idle=IDLE_MS // 10, session=SESSION)
    run = micropython.run(["-c", code], capture_output=True, text=True, timeout=600,
                          check=True)
    found = dict(re.findall(r"^(\w[\w ]*): ([\d.]+)$", run.stdout, re.M))
    return float(found["idle step us"]), float(found["session step us"])


def main():
    timeline = web_page.record_script(os.path.join(ROOT, SESSION), SEED)
    rounds = []  # (web idle, unix idle, web session, unix session), taken in turns
    with web_page.chromium() as (browser, url):
        loads = load_times(browser, url)
        device = web_page.PageDevice(browser, url, paused=False)
        for _ in range(ROUNDS):
            web_idle, web_session = page_steps(device, timeline)
            unix_idle, unix_session = unix_steps()
            rounds.append((web_idle, unix_idle, web_session, unix_session))
        device.close()
    web_idle, unix_idle, web_session, unix_session = (
        statistics.median(r[i] for r in rounds) for i in range(4))
    print("web load to first frame ms: {:.0f}".format(statistics.median(loads)))
    print("web loads ms: {}".format(", ".join("{:.0f}".format(ms) for ms in loads)))
    print("web idle step us: {:.1f}".format(web_idle))
    print("unix idle step us: {:.1f}".format(unix_idle))
    print("web idle step ratio: {:.1f}".format(statistics.median(r[0] / r[1] for r in rounds)))
    print("web session step us: {:.1f}".format(web_session))
    print("unix session step us: {:.1f}".format(unix_session))
    print("web session step ratio: {:.1f}".format(
        statistics.median(r[2] / r[3] for r in rounds)))
    print("web session: {}".format(SESSION))
    print("web rounds: {}".format(ROUNDS))
    return 0


if __name__ == "__main__":
    sys.exit(main())
