"""`make web-serve` (support/serve_web.py): a busy port is one line naming WEB_PORT, and the page
can be served on the local network, saying that installing it as an app needs HTTPS."""

import os
import socket
import subprocess
import sys

from conftest import ROOT


def _serve(*args):
    return subprocess.Popen([sys.executable, "-m", "support.serve_web", *args], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_a_busy_port_is_one_line_that_names_web_port():
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = str(taken.getsockname()[1])
        out, err = _serve(port).communicate(timeout=60)
    assert out == ""
    assert "Traceback" not in err and err.count("\n") == 1, err
    assert err.startswith("web-serve: port {} is in use".format(port))
    assert "WEB_PORT=" in err


def test_a_bad_port_is_one_line():
    out, err = _serve("eighty").communicate(timeout=60)
    assert "Traceback" not in err and err.count("\n") == 1, err
    assert "WEB_PORT" in err


def _first_line(*args):
    """What the server says when it starts serving; it is stopped then."""
    server = _serve(*args)
    try:
        return server.stdout.readline()
    finally:
        server.terminate()
        server.communicate(timeout=60)


def test_the_local_network_is_served_and_told_that_an_app_needs_https():
    first = _first_line("0", "0.0.0.0")
    assert first.startswith("serving web/dist on the local network at http://")
    assert "installing it as an app on a phone needs HTTPS" in first
    assert "docs/phone.md" in first


def test_the_default_is_this_machine_only():
    first = _first_line("0")
    assert first.startswith("serving web/dist at http://127.0.0.1:")
    assert os.path.isfile(os.path.join(ROOT, "docs", "phone.md"))
