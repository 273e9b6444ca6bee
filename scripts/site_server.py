"""Serves a folder on 127.0.0.1 as GitHub Pages serves a site: its files, and for a path that
is not there, the 404.html of the path's first folder (the app's, under /runut/), with status
404. Used by scripts/serve.sh and the end-to-end harness.

Usage: python3 scripts/site_server.py PORT DIRECTORY
"""
import functools
import http.server
import os
import sys


class Handler(http.server.SimpleHTTPRequestHandler):
    def send_error(self, code, message=None, explain=None):
        first = self.path.split("?", 1)[0].lstrip("/").split("/", 1)[0]
        page = os.path.join(self.directory, first, "404.html")
        if code != 404 or not first or not os.path.isfile(page):
            return super().send_error(code, message, explain)
        body = open(page, "rb").read()
        self.send_response(404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def log_message(self, *args):
        pass


def main(port, directory):
    handler = functools.partial(Handler, directory=directory)
    http.server.ThreadingHTTPServer(("127.0.0.1", int(port)), handler).serve_forever()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
