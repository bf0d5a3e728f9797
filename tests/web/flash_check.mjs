// The page's flash (web/flash.js) under the real MicroPython WebAssembly, in Node: what the
// firmware's file calls leave in the store, and what the next boot (a reload) finds.
// Run by tests/host/test_web_flash.py: node tests/web/flash_check.mjs
import assert from "node:assert/strict";
import { loadMicroPython } from "../../web/node_modules/@micropython/micropython-webassembly-pyscript/micropython.mjs";
import { eraseFlash, mountFlash } from "../../web/flash.js";

// A store that holds at most limit characters of values, as localStorage holds a quota.
function memoryStore(limit = Infinity) {
  const kept = new Map();
  const used = () => [...kept.values()].reduce((n, value) => n + value.length, 0);
  return {
    kept,
    get length() {
      return kept.size;
    },
    key: (i) => [...kept.keys()][i],
    getItem: (key) => (kept.has(key) ? kept.get(key) : null),
    setItem(key, value) {
      const old = kept.has(key) ? kept.get(key).length : 0;
      if (used() - old + String(value).length > limit) throw new Error("QuotaExceededError");
      kept.set(key, String(value));
    },
    removeItem: (key) => kept.delete(key),
  };
}

// A boot on a store that holds limit characters, then code run on it: {store, errors, flash}.
async function fillUp(limit, code) {
  const store = memoryStore(limit);
  const booted = await boot(store);
  booted.run(code);
  return { store, ...booted };
}

async function boot(store) {
  const errors = [];
  const mp = await loadMicroPython({ stdout: (line) => console.log(line) });
  const flash = mountFlash(mp.FS, store, (error) => errors.push(error));
  return { run: (code) => mp.runPython(code), errors, flash };
}

const store = memoryStore();
const first = await boot(store);
first.run(`
import os
journal = open("/flash/journal", "a")
journal.write("line 1\\n")
`);
assert.equal(store.getItem("tabletop-companion:/flash/journal"), "line 1\n", "kept before close");
first.run(`
journal.write("line 2\\n")
journal.close()
os.mkdir("/flash/games")
with open("/flash/games/raw.tmp", "wb") as f:
    f.write(bytes(range(256)))
os.rename("/flash/games/raw.tmp", "/flash/games/raw")
with open("/flash/gone", "w") as f:
    f.write("soon removed")
os.remove("/flash/gone")
`);
assert.deepEqual([...store.kept.keys()].sort(), [
  "tabletop-companion:/flash/games/",
  "tabletop-companion:/flash/games/raw",
  "tabletop-companion:/flash/journal",
]);

const second = await boot(store); // a reload
second.run(`
import os
assert sorted(os.listdir("/flash")) == ["games", "journal"], os.listdir("/flash")
assert os.listdir("/flash/games") == ["raw"]
with open("/flash/journal") as f:
    assert f.read() == "line 1\\nline 2\\n"
with open("/flash/games/raw", "rb") as f:
    assert f.read() == bytes(range(256))
`);

eraseFlash(store);
const third = await boot(store); // New flash
third.run(`
import os
assert os.listdir("/flash") == []
`);

const full = memoryStore(4);
const fourth = await boot(full);
fourth.run(`
with open("/flash/big", "w") as f:
    f.write("more than the store holds")
with open("/flash/big") as f:
    assert f.read() == "more than the store holds"  # the firmware goes on
`);
assert.ok(fourth.errors.length > 0, "a full store is reported");
assert.equal(full.getItem("tabletop-companion:/flash/big"), null);
// Full at an append: the journal as it was before it is kept.
const grown = await fillUp(20, `
with open("/flash/game", "w") as f:
    f.write("action 1\\n")
with open("/flash/game", "a") as f:
    f.write("action 2 is too long to fit\\n")
`);
assert.equal(grown.store.getItem("tabletop-companion:/flash/game"), "action 1\n", "kept at an append");

// Full in the middle of a save: the store keeps the flash as it was just before, whole, and
// copies nothing after (not even a removal), so a reload finds the last save that was kept.
// 45 characters: the temporary file fits, its backup (a rename) not.
const fifth = await fillUp(45, `
import os
with open("/flash/game", "w") as f:
    f.write("action 1\\n")
with open("/flash/game.tmp", "w") as f:
    f.write("action 1\\naction 2 is a long one\\n")
os.rename("/flash/game", "/flash/game.bak")
os.rename("/flash/game.tmp", "/flash/game")
`);
assert.ok(fifth.flash.full && fifth.errors.length === 1, "full once, and said once");
assert.deepEqual([...fifth.store.kept.entries()].sort(), [
  ["tabletop-companion:/flash/game", "action 1\n"],
  ["tabletop-companion:/flash/game.tmp", "action 1\naction 2 is a long one\n"],
]);
const sixth = await boot(fifth.store);
sixth.run(`
with open("/flash/game") as f:
    assert f.read() == "action 1\\n"
`);
console.log("flash: writes, appends before close, binary, renames, removals, folders, a reload, " +
            "New flash, a full store, full at an append and full in the middle of a save");
