"""tools/pico_run.py and tools/pico_uf2.py refuse bad arguments in one line, before any Pico boots
or any tree is built."""

import subprocess
import sys

import pytest
from conftest import ROOT

pytestmark = pytest.mark.cpython_only


@pytest.mark.parametrize("argv, said", [
    (["--saves", "/nonexistent"], "pico_run: --saves /nonexistent: no such folder"),
    (["--script", "/nonexistent"], "pico_run: --script /nonexistent: no such file"),
])
def test_a_bad_path_is_refused_in_one_line(argv, said):
    run = subprocess.run([sys.executable, "tools/pico_run.py", *argv], cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 2 and run.stdout == "" and run.stderr == said + "\n", run.stderr


def test_saves_too_large_for_the_flash_are_refused_in_one_line(tmp_path):
    (tmp_path / "big").write_bytes(bytes(2 * 1024 * 1024))  # more than the 1408 KB for files
    run = subprocess.run([sys.executable, "tools/pico_run.py", "--saves", str(tmp_path)],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 2 and run.stderr.count("\n") == 1, run.stderr
    assert "do not fit on the Pico's 1408 KB of flash" in run.stderr


def test_make_uf2_refuses_a_path_under_a_file_in_one_line():
    run = subprocess.run([sys.executable, "tools/pico_uf2.py", "/etc/passwd/companion.uf2"],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    said = "pico_uf2: /etc/passwd/companion.uf2: /etc/passwd is not a folder\n"
    assert run.returncode == 2 and run.stdout == "" and run.stderr == said, run.stderr
