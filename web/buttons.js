// The four buttons: keys and clicks become presses stamped with the board clock. A step reads the
// buttons held at its own time, so a page that runs late (a slow frame, a tab in the background)
// still sees each press for as long as it was held, as the device would.

import { BACK, HOLD_MS, NEXT, OK, PREV } from "./device.js"; // written by support/build_web.py

export { BACK, HOLD_MS, NEXT, OK, PREV };

const LONG_MS = 800; // u and o hold BACK and OK this long, as in `make sim` (host_sim/script.py)
const MIN_PRESS_MS = 60; // a click or tap shorter than this is held this long, or the debounce drops it

// The keys of `make sim` (host_sim/terminal.py): [button, ms held, or 0 while the key is down].
const KEYS = {
  ArrowLeft: [PREV, 0],
  ArrowUp: [PREV, 0],
  ArrowRight: [NEXT, 0],
  ArrowDown: [NEXT, 0],
  Enter: [OK, 0],
  Backspace: [BACK, 0],
  u: [BACK, LONG_MS],
  o: [OK, LONG_MS],
};

export class Buttons {
  constructor(clock) {
    this.clock = clock; // the board time now, in ms
    this.edges = []; // {at, bit, down}, by time
    this.mask = 0;
    this.downAt = new Map();
  }

  press(bit) {
    const at = this.clock();
    this.downAt.set(bit, at);
    this.edge(at, bit, true);
  }

  release(bit, at = this.clock()) {
    if (!this.downAt.has(bit)) return;
    this.edge(Math.max(at, this.downAt.get(bit) + MIN_PRESS_MS), bit, false);
    this.downAt.delete(bit);
  }

  hold(bit, ms) {
    this.press(bit);
    this.release(bit, this.clock() + ms);
  }

  releaseAll() {
    for (const bit of [...this.downAt.keys()]) this.release(bit);
  }

  edge(at, bit, down) {
    let i = this.edges.length;
    while (i > 0 && this.edges[i - 1].at > at) i--;
    this.edges.splice(i, 0, { at, bit, down });
  }

  // How long a button held on screen or by its key has been down at board time t (0 if not).
  heldFor(bit, t) {
    return this.downAt.has(bit) ? Math.max(0, t - this.downAt.get(bit)) : 0;
  }

  // The mask held at board time t: every edge stamped before t has happened.
  read(t) {
    while (this.edges.length && this.edges[0].at < t) {
      const { bit, down } = this.edges.shift();
      this.mask = down ? this.mask | bit : this.mask & ~bit;
    }
    return this.mask;
  }
}

function keyOf(event) {
  return event.key.length === 1 ? event.key.toLowerCase() : event.key;
}

// Keys as in `make sim`; browser shortcuts (Ctrl, Alt, Meta) are left alone.
export function bindKeys(target, buttons) {
  target.addEventListener("keydown", (event) => {
    const key = KEYS[keyOf(event)];
    if (!key || event.ctrlKey || event.altKey || event.metaKey) return;
    event.preventDefault();
    if (event.repeat) return; // the button is still held: the firmware repeats by itself
    const [bit, ms] = key;
    if (ms) buttons.hold(bit, ms);
    else buttons.press(bit);
  });
  target.addEventListener("keyup", (event) => {
    const key = KEYS[keyOf(event)];
    if (key && !key[1]) buttons.release(key[0]);
  });
  target.addEventListener("blur", () => buttons.releaseAll()); // no key stuck down
}

// An on-screen button is held while the pointer presses it; a long touch opens no menu.
export function bindPointer(element, bit, buttons) {
  element.addEventListener("contextmenu", (event) => event.preventDefault());
  element.addEventListener("pointerdown", (event) => {
    event.preventDefault();
    element.setPointerCapture(event.pointerId);
    buttons.press(bit);
  });
  for (const type of ["pointerup", "pointercancel"]) {
    element.addEventListener(type, () => buttons.release(bit));
  }
}
