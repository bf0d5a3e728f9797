"""Type checks: core/ and firmware/ against the MicroPython rp2 stubs, host_sim/ against
CPython's, and proof that the device check fails on a call the board lacks."""

import json
import os
import subprocess

from conftest import ROOT

CHECKER = os.path.join(ROOT, ".venv", "bin", "basedpyright")


def _check(config):
    return subprocess.run([CHECKER, "-p", config], cwd=ROOT, capture_output=True, text=True,
                          timeout=600)


def test_device_code_checks_against_the_rp2_stubs():
    run = _check("pyrightconfig.json")
    assert run.returncode == 0, run.stdout
    assert "0 errors" in run.stdout


def test_host_code_checks_against_the_cpython_stubs():
    run = _check("pyrightconfig.host.json")
    assert run.returncode == 0, run.stdout


def test_the_device_check_fails_on_random_shuffle(tmp_path):
    code = tmp_path / "deal.py"
    code.write_text("import random\n\n\ndef deal(cards):\n    random.shuffle(cards)\n")
    with open(os.path.join(ROOT, "pyrightconfig.json")) as f:
        config = json.load(f)
    config["include"] = [str(code)]
    config["exclude"] = []
    config["stubPath"] = config["typeshedPath"] = os.path.join(ROOT, "typings-rp2")
    (tmp_path / "pyrightconfig.json").write_text(json.dumps(config))
    run = _check(str(tmp_path / "pyrightconfig.json"))
    assert run.returncode != 0
    assert '"shuffle" is not a known attribute of module "random"' in run.stdout
