"""`companion --version` names core/version.py's firmware version, as the device's About does."""

from cli_run import program

from core import version


def test_companion_version_prints_the_firmware_version():
    done = program("--version")
    assert (done.returncode, done.stdout, done.stderr) == (
        0, "companion {}\n".format(version.FIRMWARE), "")
