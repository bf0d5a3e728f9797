// Boot the companion in the page: MicroPython WebAssembly, the firmware's own .py files in its
// filesystem, the browser board (firmware/boards/browser.py) wired to this page, and a timer
// that runs App.step(now) every 10 ms of the board clock.

import { loadMicroPython } from "./micropython.mjs";
import { BACK, bindKeys, bindPointer, Buttons, NEXT, OK, PREV } from "./buttons.js";
import { browserStore, eraseFlash, mountFlash } from "./flash.js";
import { View } from "./view.js";

const STEP_MS = 10;
const MAX_STEPS_PER_TICK = 100; // behind by more (a tab in the background): skip the rest

// What the page shows and measures, for the curious and for the tests (tests/host/test_web.py).
const companion = {
  state: "loading",
  error: "",
  firstFrameMs: null, // from the start of the page's load to the boot frame drawn
  steps: 0,
  stepMs: 0, // time spent in step() calls
  frame: () => view.frame, // the display bytes of the last show(), as hex
  leds: () => view.leds, // the LED bytes of the last write(), as hex
};
window.companion = companion;

const status = document.getElementById("status");
const view = new View(
  document.getElementById("oled"),
  [document.getElementById("ring1"), document.getElementById("ring2")],
  [PREV, NEXT, OK, BACK].map((bit) => [bit, document.querySelector(`[data-button="${bit}"]`)]),
);
let origin = null; // performance.now() when the board clock read 0
let now = 0; // the board clock, in ms
const buttons = new Buttons(() => (origin === null ? 0 : performance.now() - origin));

function say(text) {
  status.textContent = text;
}

function stop(error) {
  companion.state = "stopped";
  companion.error = String(error.message || error);
  say(`The companion stopped: ${companion.error}. Reload the page to restart it; ` +
      "if it stops again, New flash sets the saved games aside for good.");
}

// 4 seed bytes: ?seed=N gives those of `companion sim --seed N`, so a session can be replayed.
function entropy() {
  const seed = new URLSearchParams(location.search).get("seed");
  if (seed !== null) return (Number(seed) >>> 0).toString(16).padStart(8, "0");
  return Array.from(crypto.getRandomValues(new Uint8Array(4)),
                    (b) => b.toString(16).padStart(2, "0")).join("");
}

const page = {
  buttons: () => buttons.read(now),
  ticks: () => now,
  show(hex) {
    view.frame = hex;
  },
  leds(hex) {
    view.leds = hex;
  },
  entropy,
  reset: () => location.reload(),
};

async function firmwareFiles() {
  const names = await (await fetch("files.json")).json();
  return Promise.all(names.map(async (name) => {
    const response = await fetch(`py/${name}`);
    if (!response.ok) throw new Error(`py/${name}: ${response.status}`);
    return [name, await response.text()];
  }));
}

function step(run) {
  const started = performance.now();
  run(now);
  companion.stepMs += performance.now() - started;
  companion.steps++;
}

function tick(run) {
  if (companion.state !== "running") return;
  const behind = performance.now() - origin;
  try {
    let steps = 0;
    while (now + STEP_MS <= behind && steps < MAX_STEPS_PER_TICK) {
      now += STEP_MS;
      step(run);
      steps++;
    }
    if (steps === MAX_STEPS_PER_TICK) now = behind - (behind % STEP_MS);
    view.draw(buttons.read(now));
  } catch (error) {
    stop(error);
  }
}

async function boot() {
  const [files, mp] = await Promise.all([
    firmwareFiles(),
    loadMicroPython({ stdout: console.log, stderr: console.error }),
  ]);
  for (const [name, text] of files) {
    mp.FS.mkdirTree(`/lib/${name.slice(0, name.lastIndexOf("/"))}`);
    mp.FS.writeFile(`/lib/${name}`, text);
  }
  mountFlash(mp.FS, store, () =>
    say("This browser's storage is full: the latest saves last only until the page closes."));
  mp.registerJsModule("page", page);
  const run = mp.pyimport("firmware.boards.browser").start();
  origin = performance.now();
  companion.state = "running";
  step(run);
  view.draw(buttons.read(now));
  companion.firstFrameMs = performance.now();
  setInterval(() => tick(run), STEP_MS);
  const version = mp.pyimport("sys").version.split("; ").pop().split(" on ")[0];
  say(`The companion's firmware is running on ${version} (WebAssembly).` +
      (storeKept ? "" : " This browser keeps no storage for the page: the games last only " +
       "until it closes."));
}

let storeKept = true;
const store = browserStore(() => (storeKept = false));
document.getElementById("new-flash").addEventListener("click", () => {
  if (confirm("Erase every saved game in this browser and start the companion afresh?")) {
    eraseFlash(store);
    location.reload();
  }
});
bindKeys(window, buttons);
for (const [bit, element] of view.buttons) bindPointer(element, bit, buttons);
boot().catch(stop);
