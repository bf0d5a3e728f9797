"""make heap-frozen's build step (tools/build_frozen.py), as far as it goes without a
MicroPython tree."""

import os
import subprocess
import sys

import build_frozen
from conftest import ROOT

TOOL = os.path.join(ROOT, "tools", "build_frozen.py")


def test_a_folder_that_is_no_micropython_tree_is_refused_in_one_line(tmp_path):
    done = subprocess.run([sys.executable, TOOL, str(tmp_path)], capture_output=True, text=True)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr == ("build_frozen: {} is not a MicroPython source tree "
                           "(no ports/unix/Makefile)\n".format(tmp_path))


def test_a_wrong_option_gives_the_usage():
    done = subprocess.run([sys.executable, TOOL, ROOT, "--32"], capture_output=True, text=True)
    assert done.returncode == 2
    assert done.stderr == "build_frozen: usage: python tools/build_frozen.py MPY_DIR [--64]\n"


def test_the_variant_freezes_this_manifest_and_finds_the_common_header(tmp_path, monkeypatch):
    standard = tmp_path / "mpy" / "ports" / "unix" / "variants" / "standard"
    standard.mkdir(parents=True)
    header = '// standard\n#include "../mpconfigvariant_common.h"\n'
    (standard / "mpconfigvariant.h").write_text(header)
    monkeypatch.setattr(build_frozen, "OUT", str(tmp_path / "out"))
    folder = build_frozen.variant(str(tmp_path / "mpy"))
    with open(os.path.join(folder, "mpconfigvariant.h")) as f:
        assert f.read() == '// standard\n#include "variants/mpconfigvariant_common.h"\n'
    with open(os.path.join(folder, "mpconfigvariant.mk")) as f:
        assert f.read() == "FROZEN_MANIFEST ?= {}\n".format(os.path.join(ROOT, "manifest.py"))


def test_without_a_tree_or_a_binary_the_target_says_it_skipped():
    done = subprocess.run(["make", "-s", "heap-frozen"], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0
    assert done.stdout.startswith("heap-frozen: skipped: it needs a MicroPython source tree")


def test_a_binary_that_is_not_there_is_refused_in_one_line():
    done = subprocess.run(["make", "-s", "heap-frozen", "FROZEN_MICROPYTHON=/no/such/micropython"],
                          cwd=ROOT, capture_output=True, text=True)
    assert done.returncode != 0
    assert "Traceback" not in done.stderr
    assert "/no/such/micropython is no MicroPython binary that can be run" in done.stderr
