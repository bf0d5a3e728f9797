"""Every device file must compile with mpy-cross: the device build compiles those that go on
the Pico (support/build_tree.py, once per run), this test the rest."""

import glob
import os
import subprocess

from conftest import ROOT

from support import build_tree

MPY_CROSS = build_tree.MPY_CROSS


def device_files():
    files = []
    for top in build_tree.TOPS:
        files += glob.glob(os.path.join(ROOT, top, "**", "*.py"), recursive=True)
    return sorted(files)


def test_every_device_file_compiles(tmp_path):
    files = device_files()
    assert files, "no device files found"
    build_tree.build_once()  # raises if one does not compile
    built = [os.path.join(ROOT, path) for path in build_tree.device_files()]
    assert set(built) < set(files)
    for path in sorted(set(files) - set(built)):
        run = subprocess.run(
            [MPY_CROSS, "-o", str(tmp_path / "out.mpy"), path], capture_output=True, text=True
        )
        assert run.returncode == 0, "{} does not compile: {}".format(path, run.stderr)


def test_the_check_fails_on_code_micropython_cannot_compile(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("def f(a, /, b):\n    return a\n")
    run = subprocess.run([MPY_CROSS, str(bad)], capture_output=True, text=True)
    assert run.returncode != 0
