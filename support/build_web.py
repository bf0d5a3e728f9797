"""Build web/dist: the page, MicroPython WebAssembly from web/node_modules, and the firmware's
own .py files (the device's, with the browser board in place of the Pico's) in one file,
firmware.json ({path: source}): one fetch at start instead of one for each file (the load
time is in BENCHMARKS.md, web). Ready for any static host; nothing is fetched at run time from
anywhere else.

build.json also names the MicroPython the device runs, which the page tells beside its own.

The build has a version, a hash of every file in it: build.json gives it to the page, and sw.js,
the service worker that keeps the whole build for offline use, is written with the version and
every file's name, so a new build is a new service worker.

Run: make web (which installs web/node_modules with npm first)
"""

import hashlib
import json
import os
import shutil

from support import build_tree, pico_link, uf2

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

WEB = os.path.join(ROOT, "web")
OUT = os.path.join(WEB, "dist")
MICROPYTHON = os.path.join(WEB, "node_modules", "@micropython", "micropython-webassembly-pyscript")
PAGE = ("index.html", "style.css", "main.js", "buttons.js", "flash.js", "view.js", "wake.js",
        "transfer.js", "zip.js", "manifest.webmanifest", "icons/icon-192.png",
        "icons/icon-512.png", "icons/icon-maskable-512.png")
RUNTIME = ("micropython.mjs", "micropython.wasm")
BOARD = "firmware/boards/browser.py"
WORKER = "sw.js"
FIRMWARE = "firmware.json"
DEVICE = "device.js"
VERSION_DIGITS = 12


def web_files():
    """The repo-relative .py files the page loads: the device's, with the browser board."""
    device = [f for f in build_tree.device_files() if not f.startswith("firmware/boards/pico")]
    return sorted(device + [BOARD])


def device_js():
    """The page's button bits and long-press time, from the firmware's own source."""
    from firmware import buttons, events

    lines = ["// Written by support/build_web.py from firmware/events.py and firmware/buttons.py."]
    for name in ("PREV", "NEXT", "OK", "BACK"):
        lines.append("export const {} = {};".format(name, 1 << getattr(events, name)))
    lines.append("export const HOLD_MS = {}; // a press this long is a long press".format(
        buttons.LONG_MS))
    return "\n".join(lines) + "\n"


def _copy(source, out, name):
    target = os.path.join(out, name)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    shutil.copy(source, target)
    return name


def device_micropython():
    """The MicroPython version the device runs: the banner of hardware/pico/firmware.uf2. The
    page tells it beside its own, the WebAssembly port's latest release (web/package.json)."""
    return uf2.micropython_version(pico_link.FIRMWARE)


def version(paths):
    """The hash of the files at paths ({name: path}), and of their names."""
    digest = hashlib.sha256()
    for name in sorted(paths):
        digest.update(name.encode() + b"\0")
        with open(paths[name], "rb") as f:
            digest.update(hashlib.sha256(f.read()).digest())
    return digest.hexdigest()[:VERSION_DIGITS]


def build(out=OUT, web=WEB):
    """Write the page from the folder web into out; returns (the number of files written, the
    version)."""
    if not os.path.isdir(MICROPYTHON):
        raise SystemExit("no MicroPython WebAssembly in web/node_modules: run `make web`, "
                         "which runs `npm ci` in web/ first")
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    names = [_copy(os.path.join(web, name), out, name) for name in PAGE]
    names += [_copy(os.path.join(MICROPYTHON, name), out, name) for name in RUNTIME]
    with open(os.path.join(out, DEVICE), "w") as f:
        f.write(device_js())
    names.append(DEVICE)
    sources = {}
    for path in web_files():
        with open(os.path.join(ROOT, path)) as f:
            sources[path] = f.read()
    with open(os.path.join(out, FIRMWARE), "w") as f:
        json.dump(sources, f, sort_keys=True)
    names.append(FIRMWARE)
    worker = os.path.join(web, WORKER)
    build_version = version(dict({n: os.path.join(out, n) for n in names}, **{WORKER: worker}))
    with open(os.path.join(out, "build.json"), "w") as f:
        json.dump({"device_micropython": device_micropython(), "version": build_version}, f,
                  indent=0)
    names.append("build.json")
    cached = [""] + sorted(names)  # "" is the page's own address, ./
    with open(worker) as f:
        text = f.read()
    with open(os.path.join(out, WORKER), "w") as f:
        f.write("const BUILD = {};\n".format(json.dumps(
            {"version": build_version, "files": cached}, indent=0)) + text)
    return len(names) + 1, build_version


if __name__ == "__main__":
    count, built = build()
    print("built {} files into {}, version {}".format(count, os.path.relpath(OUT, ROOT), built))
