// The board's flash: MicroPython's folder /flash, kept in localStorage so that saves survive a
// reload. Every change the firmware makes there (a write, a file closed or cut short, a rename,
// a removal, a folder made or removed) is copied to localStorage at once, as the device's flash
// keeps it at once; at boot the folder is filled from what was kept.
//
// When the browser's storage is full, a copy fails: from then on nothing more is copied, so what
// localStorage holds is the flash as it was just before, whole, as a power cut would leave it
// (which the firmware's saves are made to survive); the firmware goes on in memory.

const ROOT = "/flash"; // STORAGE in firmware/boards/browser.py
const PREFIX = "tabletop-companion:";
// localStorage holds about 5 million characters (keys and values) per site in every browser.
export const STORE_LIMIT = 5_000_000;
const NEARLY_FULL = 0.8;

function toLatin1(bytes) {
  let text = "";
  for (let i = 0; i < bytes.length; i += 4096) {
    text += String.fromCharCode(...bytes.subarray(i, i + 4096));
  }
  return text;
}

function fromLatin1(text) {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

function storeKeys(store) {
  const keys = [];
  for (let i = 0; i < store.length; i++) keys.push(store.key(i));
  return keys;
}

function keptKeys(store) {
  return storeKeys(store).filter((key) => key.startsWith(PREFIX)).sort();
}

function parent(path) {
  return path.slice(0, path.lastIndexOf("/"));
}

// Fill /flash from the store, then mirror every change under it. Returns the flash's state:
// full (a copy failed), nearlyFull(), and used() in characters; onFull hears the first failed
// copy, onNearlyFull the first copy that leaves the store nearly full.
export function mountFlash(FS, store, onFull, onNearlyFull = () => {}) {
  const sizes = new Map(); // our key -> its length with its value's
  let others = 0; // what other keys of this site take
  for (const key of storeKeys(store)) {
    const size = key.length + store.getItem(key).length;
    if (key.startsWith(PREFIX)) sizes.set(key, size);
    else others += size;
  }
  const flash = {
    full: false,
    warned: false,
    used: () => others + [...sizes.values()].reduce((a, b) => a + b, 0),
    nearlyFull: () => flash.used() > NEARLY_FULL * STORE_LIMIT,
  };
  FS.mkdir(ROOT);
  for (const key of sizes.keys()) {
    const path = key.slice(PREFIX.length);
    if (path.endsWith("/")) {
      FS.mkdirTree(path.slice(0, -1));
    } else {
      FS.mkdirTree(parent(path));
      FS.writeFile(path, fromLatin1(store.getItem(key)));
    }
  }

  function set(key, value) {
    store.setItem(key, value); // replaces the old value whole, or fails and keeps it
    sizes.set(key, key.length + value.length);
  }

  // What the FS holds at path and below, as {key: value}.
  function wanted(path, into = {}) {
    const found = FS.analyzePath(path);
    if (!found.exists) return into;
    if (FS.isDir(found.object.mode)) {
      into[PREFIX + path + "/"] = "";
      for (const name of FS.readdir(path)) {
        if (name !== "." && name !== "..") wanted(path + "/" + name, into);
      }
    } else {
      into[PREFIX + path] = toLatin1(FS.readFile(path));
    }
    return into;
  }

  // The new values first, then the keys that are gone: a failure loses nothing kept.
  function keep(path) {
    if (flash.full || !path.startsWith(ROOT + "/")) return;
    const now = wanted(path);
    try {
      for (const [key, value] of Object.entries(now)) set(key, value);
    } catch (error) {
      flash.full = true;
      onFull(error);
      return;
    }
    for (const key of [...sizes.keys()]) {
      const kept = key.slice(PREFIX.length).replace(/\/$/, "");
      if ((kept === path || kept.startsWith(path + "/")) && !(key in now)) {
        store.removeItem(key);
        sizes.delete(key);
      }
    }
    if (!flash.warned && flash.nearlyFull()) {
      flash.warned = true;
      onNearlyFull();
    }
  }

  const WRITE_MODES = 3; // O_WRONLY | O_RDWR
  const mirror = {
    write: (stream) => [stream.path],
    close: (stream) => (stream.flags & WRITE_MODES ? [stream.path] : []),
    truncate: (path) => [path],
    ftruncate: (fd) => [FS.getStream(fd)?.path],
    rename: (from, to) => [to, from], // the new name first: a failure keeps the old one
    unlink: (path) => [path],
    mkdir: (path) => [path],
    rmdir: (path) => [path],
  };
  for (const [name, paths] of Object.entries(mirror)) {
    const original = FS[name];
    FS[name] = function (...args) {
      const result = original.apply(this, args);
      for (const path of paths(...args)) {
        if (typeof path === "string") keep(path);
      }
      return result;
    };
  }
  return flash;
}

// localStorage, or where the browser refuses it (storage blocked), a stand-in in memory.
export function browserStore(onRefused) {
  try {
    localStorage.getItem(PREFIX);
    return localStorage;
  } catch {
    onRefused();
    const kept = new Map();
    return {
      get length() {
        return kept.size;
      },
      key: (i) => [...kept.keys()][i],
      getItem: (key) => (kept.has(key) ? kept.get(key) : null),
      setItem: (key, value) => kept.set(key, String(value)),
      removeItem: (key) => kept.delete(key),
    };
  }
}

// Forget every save: the next boot starts on an empty flash.
export function eraseFlash(store) {
  for (const key of keptKeys(store)) store.removeItem(key);
}
