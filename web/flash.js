// The board's flash: MicroPython's folder /flash, kept in localStorage so that saves survive a
// reload. Every change the firmware makes there (a write, a file closed or cut short, a rename,
// a removal, a folder made or removed) is copied to localStorage at once, as the device's flash
// keeps it at once; at boot the folder is filled from what was kept.

const ROOT = "/flash"; // STORAGE in firmware/boards/browser.py
const PREFIX = "tabletop-companion:";

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

function keptKeys(store) {
  const keys = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key.startsWith(PREFIX)) keys.push(key);
  }
  return keys.sort();
}

function parent(path) {
  return path.slice(0, path.lastIndexOf("/"));
}

// Fill /flash from the store, then mirror every change under it. onError hears a failed copy
// (a full store): the firmware goes on, but that save lives only until the page closes.
export function mountFlash(FS, store, onError) {
  FS.mkdir(ROOT);
  for (const key of keptKeys(store)) {
    const path = key.slice(PREFIX.length);
    if (path.endsWith("/")) {
      FS.mkdirTree(path.slice(0, -1));
    } else {
      FS.mkdirTree(parent(path));
      FS.writeFile(path, fromLatin1(store.getItem(key)));
    }
  }

  function keep(path) {
    if (!path.startsWith(ROOT + "/")) return;
    for (const key of keptKeys(store)) {
      const kept = key.slice(PREFIX.length);
      if (kept === path || kept.startsWith(path + "/")) store.removeItem(key);
    }
    const found = FS.analyzePath(path);
    if (!found.exists) return;
    try {
      if (FS.isDir(found.object.mode)) {
        store.setItem(PREFIX + path + "/", "");
        for (const name of FS.readdir(path)) {
          if (name !== "." && name !== "..") keep(path + "/" + name);
        }
      } else {
        store.setItem(PREFIX + path, toLatin1(FS.readFile(path)));
      }
    } catch (error) {
      onError(error);
    }
  }

  const WRITE_MODES = 3; // O_WRONLY | O_RDWR
  const mirror = {
    write: (stream) => [stream.path],
    close: (stream) => (stream.flags & WRITE_MODES ? [stream.path] : []),
    truncate: (path) => [path],
    ftruncate: (fd) => [FS.getStream(fd)?.path],
    rename: (from, to) => [from, to],
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
