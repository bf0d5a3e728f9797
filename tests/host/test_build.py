"""The device build: every module as .mpy, main.py as source, the mip and freeze manifests in
step with the device files, the deploy command, and the compiled tree booting on MicroPython."""

import json
import os

import deploy
from conftest import ROOT

from support import build_tree as build
from support import micropython


def test_build_compiles_every_device_module():
    out = build.build_once()
    found = sorted(os.path.relpath(os.path.join(d, f), out)
                   for d, _, files in os.walk(out) for f in files)
    expected = sorted([p[:-3] + ".mpy" for p in build.device_files()] + ["main.py"])
    assert found == expected
    assert "firmware/boards/pi.mpy" not in found  # CPython only
    with open(os.path.join(out, "main.py")) as f:
        assert "make_board()" in f.read()
    with open(out + ".fingerprint") as f:
        assert f.read().strip() == build.fingerprint()


def test_the_tree_is_built_again_only_when_its_sources_change(monkeypatch):
    build.build_once()
    built = []
    monkeypatch.setattr(build, "build", lambda: built.append(1))
    build.build_once()
    assert built == []
    monkeypatch.setattr(build, "fingerprint", lambda: "a source changed")
    build.build_once()
    assert built == [1]


def test_package_json_and_manifest_list_exactly_the_device_files():
    with open(os.path.join(ROOT, "package.json")) as f:
        package = json.load(f)
    assert [dest for dest, _ in package["urls"]] == build.device_files() + ["main.py"]
    with open(os.path.join(ROOT, "package.json")) as f:
        assert f.read() == build.package_json(), "run make build to refresh package.json"
    with open(os.path.join(ROOT, "manifest.py")) as f:
        text = f.read()
    assert text == build.manifest_py(), "run make build to refresh manifest.py"
    frozen = [line[8:-2] for line in text.splitlines() if line.startswith("module(")]
    assert frozen == build.device_files()


class _Manifest:
    """A stand-in for MicroPython's manifest runner (tools/manifestfile.py in its tree): the
    include and module calls, with $(PORT_DIR) resolved to an absolute path as it does."""

    def __init__(self, port_dir):
        self.port_dir = str(port_dir)
        self.included = []
        self.modules = []

    def _resolve_path(self, path):
        return os.path.abspath(path.replace("$(PORT_DIR)", self.port_dir))

    def include(self, path):
        self.included.append(path)

    def module(self, path):
        self.modules.append(path)


def _run_manifest(port_dir):
    runner = _Manifest(port_dir)
    with open(os.path.join(ROOT, "manifest.py")) as f:
        exec(f.read(), {"include": runner.include, "module": runner.module})
    return runner


def test_the_manifest_includes_the_ports_own_only_where_the_port_has_one(tmp_path):
    rp2, unix = tmp_path / "rp2", tmp_path / "unix"
    (rp2 / "boards").mkdir(parents=True)
    (rp2 / "boards" / "manifest.py").write_text('require("neopixel")\n')
    unix.mkdir()
    assert _run_manifest(rp2).included == [str(rp2 / "boards" / "manifest.py")]
    frozen = _run_manifest(unix)
    assert frozen.included == []
    assert frozen.modules == build.device_files()


def test_deploy_checks_the_firmware_writes_the_romfs_then_cleans_copies_main_and_resets():
    build.build_once()
    argv = deploy.commands("/dev/ttyACM0", build.OUT, "/b.romfs")
    assert argv[:5] == [deploy.MPREMOTE, "connect", "/dev/ttyACM0", "exec", deploy.check()]
    assert argv[5:9] == ["+", "romfs", "deploy", "/b.romfs"]
    clean = argv[argv.index("exec", 5) + 1]
    assert all("'/{}'".format(top) in clean for top in ("core", "saves", "firmware"))
    assert "'/companion'" not in clean
    assert argv.index("exec", 5) < argv.index(":main.py") < argv.index("reset") == len(argv) - 1


def test_the_clean_step_runs_on_micropython(tmp_path):
    for name in ("core/a.py", "core/a.mpy", "saves/s.mpy", "firmware/boards/x.mpy", "main.py",
                 "main.mpy", "companion/k"):
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("x")
    code = "import os\nos.chdir({!r})\n".format(str(tmp_path)) + deploy.CLEAN.replace(
        "PATHS", '("core", "saves", "firmware", "main.mpy")')
    run = micropython.run(["-c", code], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert sorted(os.listdir(tmp_path)) == ["companion", "main.py"]


def test_the_compiled_tree_boots_and_plays_on_micropython():
    build.build_once()
    run = micropython.run(["tools/flash_sim.py", str(build.OUT) + "-sim"],
                          tree=os.path.relpath(build.OUT, ROOT), capture_output=True, text=True,
                          timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "core from: build/device/core/__init__.mpy" in run.stdout
    assert "firmware from: build/device/firmware/__init__.mpy" in run.stdout
