"""Serve web/dist: `make web-serve`, and the browser test and bench. On this machine only, or
with a HOST of 0.0.0.0 on the local network (a phone plays it there; installing it as an app
needs HTTPS: docs/phone.md).

Run: python3 -m support.serve_web [PORT [HOST]]   (default 8000 on 127.0.0.1; 0 picks a free one)
"""

import errno
import functools
import http.server
import os
import socket
import sys
import threading

LOCAL = "127.0.0.1"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIST = os.path.join(ROOT, "web", "dist")
TYPES = {".js": "text/javascript", ".mjs": "text/javascript", ".wasm": "application/wasm",
         ".json": "application/json", ".py": "text/plain; charset=utf-8",
         ".webmanifest": "application/manifest+json"}


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the types a module script and streaming WebAssembly need, and no log."""

    extensions_map = dict(http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES)

    def end_headers(self):
        # Cross-origin isolation: the page's performance.now() then ticks in microseconds
        # rather than in 100 us steps, which is what its step timing (tools/bench_web.py) needs.
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        super().end_headers()

    def log_message(self, format, *args):
        pass


def server(port=0, directory=DIST, host=LOCAL):
    """A server on host (this machine only by default), not yet serving; its address is
    server.server_address."""
    handler = functools.partial(Handler, directory=directory)
    return http.server.ThreadingHTTPServer((host, port), handler)


def serve_in_background(directory=DIST):
    """Start a server on a free port in a daemon thread; returns (server, url)."""
    httpd = server(0, directory)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, "http://127.0.0.1:{}/".format(httpd.server_address[1])


def _network_address():
    """This machine's address on its local network, as a phone would reach it (no packet is
    sent: a UDP socket only picks the route)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))
            return probe.getsockname()[0]
        except OSError:
            return "this-machine"


def main(argv):
    if len(argv) > 2 or not (argv[0] if argv else "8000").isdigit():
        sys.exit("web-serve: usage: make web-serve [WEB_PORT=8000] [WEB_HOST=0.0.0.0]")
    port = int(argv[0]) if argv else 8000
    host = argv[1] if len(argv) > 1 else LOCAL
    try:
        httpd = server(port, host=host)
    except OSError as exc:
        if exc.errno == errno.EADDRINUSE:
            sys.exit("web-serve: port {} is in use: pick another with make web-serve "
                     "WEB_PORT={}".format(port, port + 1))
        sys.exit("web-serve: cannot serve on {} port {}: {} (WEB_HOST, WEB_PORT)".format(
            host, port, exc.strerror))
    port = httpd.server_address[1]
    if host == LOCAL:
        print("serving web/dist at http://{}:{}/ (Ctrl-C stops)".format(LOCAL, port), flush=True)
    else:
        print("serving web/dist on the local network at http://{}:{}/ (Ctrl-C stops); "
              "installing it as an app on a phone needs HTTPS: docs/phone.md".format(
                  _network_address() if host == "0.0.0.0" else host, port), flush=True)
    try:
        httpd.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main(sys.argv[1:])
