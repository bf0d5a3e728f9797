// Boot the companion in the page: MicroPython WebAssembly, the firmware's own .py files in its
// filesystem, the browser board (firmware/boards/browser.py) wired to this page, and a timer
// that runs App.step(now) every 10 ms of the board clock. Around it: the service worker that
// keeps the page for offline use, the screen kept awake during a game, and the games' export
// and import.

import { loadMicroPython } from "./micropython.mjs";
import { BACK, bindKeys, bindPointer, Buttons, HOLD_MS, NEXT, OK, PREV } from "./buttons.js";
import { browserStore, eraseFlash, mountFlash, STORE_LIMIT } from "./flash.js";
import { describe, Transfer } from "./transfer.js";
import { View } from "./view.js";
import { ScreenAwake } from "./wake.js";

const STEP_MS = 10;
const MAX_STEPS_PER_TICK = 100; // behind by more (a tab in the background): skip the rest
const LIST_AFTER_MS = 1000; // the list of games is read again this long after the last change

// What the page shows and measures, for the curious and for the tests (tests/host/test_web*.py).
const companion = {
  state: "loading",
  error: "",
  version: null, // the build's (support/build_web.py)
  firstFrameMs: null, // from the start of the page's load to the boot frame drawn
  steps: 0,
  stepMs: 0, // time spent in step() calls
  frame: () => view.frame, // the display bytes of the last show(), as hex
  leds: () => view.leds, // the LED bytes of the last write(), as hex
  awake: null, // the ScreenAwake
  flash: null, // the flash's state (web/flash.js)
  standings: (kind) => JSON.parse(board.standings(kind)),
};
window.companion = companion;

const $ = (selector) => document.querySelector(selector);
const status = $("#status");
// [bit, element] of the buttons, each named in index.html as device.js names its bit.
const buttonsNamed = (bits) =>
  Object.entries(bits).map(([name, bit]) => [bit, $(`[data-button="${name}"]`)]);
const view = new View($("#oled"), [$("#ring1"), $("#ring2")],
                      buttonsNamed({ PREV, NEXT, OK, BACK }));
const holds = buttonsNamed({ OK, BACK });
let origin = null; // performance.now() when the board clock read 0
let now = 0; // the board clock, in ms
const buttons = new Buttons(() => (origin === null ? 0 : performance.now() - origin));
let board = null; // the Python module firmware.boards.browser
let app = null;
let transfer = null;

function say(text) {
  status.textContent = text;
}

function notice(text) {
  $("#notice-text").textContent = text;
  $("#notice").hidden = !text;
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
  edge: () => buttons.take(now),
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

// The firmware's .py files, all in one file of the build: [[path, source]].
async function firmwareFiles() {
  const response = await fetch("firmware.json");
  if (!response.ok) throw new Error(`firmware.json: ${response.status}`);
  return Object.entries(await response.json());
}

// The list of games, read again a while after the games last changed.
const list = { version: -1, changedAt: 0, shown: null };

function showGames() {
  const games = transfer.games();
  const items = games.map((game) => {
    const item = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = "Export";
    button.dataset.export = game.name;
    button.addEventListener("click", () => transfer.exportGame(game.name));
    item.append(button, " ");
    if (game.bgstats) { // a finished game: BG Stats' import opens on a phone that has the app
      const link = Object.assign(document.createElement("a"),
                                 { href: game.bgstats, textContent: "BG Stats", className: "button",
                                   title: "Open this play in the BG Stats app's import" });
      link.dataset.bgstats = game.name;
      item.append(link, " ");
    }
    item.append(describe(game));
    return item;
  });
  if (!items.length) items.push(Object.assign(document.createElement("li"),
                                              { textContent: "No game saved yet." }));
  $("#games").replaceChildren(...items);
  list.shown = games;
}

function watch() {
  const version = app.version;
  if (version !== list.version) {
    list.version = version;
    list.changedAt = now;
    list.shown = null;
  } else if (list.shown === null && now - list.changedAt >= LIST_AFTER_MS) {
    showGames();
  }
  companion.awake.want(board.awake(app));
}

function step(run) {
  const started = performance.now();
  run(now);
  companion.stepMs += performance.now() - started;
  companion.steps++;
}

function draw() {
  view.draw(buttons.read(now), holds.map(([bit, element]) =>
    [element, buttons.heldFor(bit, now) / HOLD_MS]));
}

function tick(run) {
  if (companion.state !== "running") return;
  const behind = performance.now() - origin;
  try {
    let steps = 0;
    const shown = view.frame;
    while (now + STEP_MS <= behind && steps < MAX_STEPS_PER_TICK) {
      now += STEP_MS;
      step(run);
      steps++;
    }
    if (steps === MAX_STEPS_PER_TICK) now = behind - (behind % STEP_MS);
    if (steps && (view.frame !== shown || list.shown === null)) watch();
    draw();
  } catch (error) {
    stop(error);
  }
}

function storageFull() {
  notice("This browser's storage is full: every game saved until now is kept, but what " +
         "happens from now on lasts only until the page closes. Export all keeps it in a file.");
}

function storageNearlyFull() {
  const used = Math.round((100 * companion.flash.used()) / STORE_LIMIT);
  notice(`This browser's storage for the page is nearly full (${used}% used): export your ` +
         "games to keep a copy, and to make room, finish or erase some.");
}

// "MicroPython v1.27.0 (WebAssembly)", and where the device's differs, which it runs and why.
function micropython(mp, build) {
  const version = mp.pyimport("sys").version.split("; ").pop().split(" on ")[0];
  const device = `MicroPython ${build.device_micropython}`;
  return `${version} (WebAssembly)` + (version === device ? "" : `; the device runs ${device}, the ` +
    "firmware tested on the Pico, and the page the latest release of MicroPython's WebAssembly port");
}

async function boot() {
  const build = await (await fetch("build.json")).json();
  companion.version = build.version;
  $("#version").textContent = build.version;
  const [files, mp] = await Promise.all([
    firmwareFiles(),
    loadMicroPython({ stdout: console.log, stderr: console.error }),
  ]);
  for (const [name, text] of files) {
    mp.FS.mkdirTree(`/lib/${name.slice(0, name.lastIndexOf("/"))}`);
    mp.FS.writeFile(`/lib/${name}`, text);
  }
  companion.flash = mountFlash(mp.FS, store, storageFull, storageNearlyFull);
  if (companion.flash.nearlyFull()) storageNearlyFull();
  mp.registerJsModule("page", page);
  board = mp.pyimport("firmware.boards.browser");
  app = board.start();
  transfer = new Transfer(mp.FS, board, app);
  const run = app.step;
  origin = performance.now();
  companion.state = "running";
  step(run);
  watch();
  draw();
  companion.firstFrameMs = performance.now();
  setInterval(() => tick(run), STEP_MS);
  say(`The companion's firmware is running on ${micropython(mp, build)}.` +
      (storeKept ? "" : " This browser keeps no storage for the page: the games last only " +
       "until it closes."));
}

function exportAll() {
  if (!transfer) return;
  const count = transfer.exportAll();
  $("#transfer").textContent = count ? `Exported ${count} game${count === 1 ? "" : "s"}.`
    : "There is no game to export yet.";
}

async function openFiles(input) {
  const result = await transfer.check([...input.files]);
  input.value = "";
  if (result.error) {
    $("#transfer").textContent = result.error;
    return;
  }
  const replaced = transfer.replaced(result.games);
  if (replaced.length && !confirm(`This replaces ${replaced.join("; ")}. The game replaced ` +
                                  "is kept as the backup, as on the device. Open the file?")) {
    return;
  }
  companion.state = "stopped"; // no step runs on the sessions these replace
  const installed = transfer.install(result.games);
  if (!installed.error) {
    location.reload();
    return;
  }
  $("#transfer").textContent = installed.error;
  companion.state = "running";
}

function askToErase() {
  const games = transfer ? transfer.games() : [];
  $("#erase-games").textContent = games.length
    ? `It holds ${games.length} game${games.length === 1 ? "" : "s"}: export them first to keep ` +
      "a copy." : "It holds no game.";
  $("#erase").showModal();
}

// The offline copy: the service worker keeps this build; a newer one takes over at the next start.
async function keepOffline() {
  const offline = $("#offline");
  if (!("serviceWorker" in navigator)) {
    offline.textContent = "this browser cannot keep the page for offline use";
    return;
  }
  navigator.serviceWorker.addEventListener("controllerchange", async () => {
    const next = await (await fetch("build.json", { cache: "no-store" })).json();
    if (next.version !== companion.version) {
      offline.textContent = `version ${next.version} is saved: it starts when the page is ` +
        "opened again";
    }
  });
  try {
    offline.textContent = "saving the page for offline use…";
    await navigator.serviceWorker.register("sw.js");
    await navigator.serviceWorker.ready;
    offline.textContent = "kept for offline use: it starts and plays with no network";
  } catch (error) {
    offline.textContent = `not kept for offline use (${error.message})`;
  }
  if (navigator.storage && navigator.storage.persist) navigator.storage.persist();
}

let storeKept = true;
const store = browserStore(() => (storeKept = false));
companion.awake = new ScreenAwake((state, why) => {
  if (state === "refused") {
    notice(`This browser does not keep the screen on (${why}): the phone may dim during a ` +
           "game; a longer screen timeout in its settings helps.");
  }
});
$("#new-flash").addEventListener("click", askToErase);
$("#erase").addEventListener("close", () => {
  if ($("#erase").returnValue === "erase") {
    companion.state = "stopped";
    eraseFlash(store);
    location.reload();
  }
});
for (const button of document.querySelectorAll(".export-all")) {
  button.addEventListener("click", exportAll);
}
$("#open-files").addEventListener("change", (event) => openFiles(event.target).catch(stop));
$("#open").addEventListener("click", () => $("#open-files").click());
bindKeys(window, buttons);
for (const [bit, element] of view.buttons) bindPointer(element, bit, buttons);
boot().catch(stop);
keepOffline();
