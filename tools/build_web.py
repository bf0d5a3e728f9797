"""Build web/dist: the page, MicroPython WebAssembly from web/node_modules, and the firmware's
own .py files (the device's, with the browser board in place of the Pico's), ready for any static
host; nothing is fetched at run time from anywhere else.

Run: make web (which installs web/node_modules with npm first)
"""

import json
import os
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import build_tree  # noqa: E402

WEB = os.path.join(ROOT, "web")
OUT = os.path.join(WEB, "dist")
MICROPYTHON = os.path.join(WEB, "node_modules", "@micropython", "micropython-webassembly-pyscript")
PAGE = ("index.html", "style.css", "main.js", "buttons.js", "flash.js", "view.js")
RUNTIME = ("micropython.mjs", "micropython.wasm")
BOARD = "firmware/boards/browser.py"


def web_files():
    """The repo-relative .py files the page loads: the device's, with the browser board."""
    device = [f for f in build_tree.device_files() if not f.startswith("firmware/boards/pico")]
    return sorted(device + [BOARD])


def build(out=OUT):
    """Write the page into out; returns the number of files written."""
    if not os.path.isdir(MICROPYTHON):
        raise SystemExit("no MicroPython WebAssembly in web/node_modules: run `make web`, "
                         "which runs `npm ci` in web/ first")
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    for name in PAGE:
        shutil.copy(os.path.join(WEB, name), out)
    for name in RUNTIME:
        shutil.copy(os.path.join(MICROPYTHON, name), out)
    files = web_files()
    for path in files:
        target = os.path.join(out, "py", path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copy(os.path.join(ROOT, path), target)
    with open(os.path.join(out, "files.json"), "w") as f:
        json.dump(files, f, indent=0)
    return len(PAGE) + len(RUNTIME) + len(files) + 1


if __name__ == "__main__":
    print("built {} files into {}".format(build(), os.path.relpath(OUT, ROOT)))
