"""Serve web/dist on this machine only: `make web-serve`, and the browser test and bench.

Run: python3 -m support.serve_web [PORT]   (default 8000; 0 picks a free one)
"""

import functools
import http.server
import os
import sys
import threading

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


def server(port=0, directory=DIST):
    """A server on 127.0.0.1, not yet serving; its address is server.server_address."""
    handler = functools.partial(Handler, directory=directory)
    return http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)


def serve_in_background(directory=DIST):
    """Start a server on a free port in a daemon thread; returns (server, url)."""
    httpd = server(0, directory)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, "http://127.0.0.1:{}/".format(httpd.server_address[1])


if __name__ == "__main__":
    httpd = server(int(sys.argv[1]) if len(sys.argv) > 1 else 8000)
    print("serving web/dist at http://127.0.0.1:{}/ (Ctrl-C stops)".format(
        httpd.server_address[1]))
    try:
        httpd.serve_forever()
    except KeyboardInterrupt:
        pass
