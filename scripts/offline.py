"""Makes the built app work offline: writes dist/sw.js (scripts/sw.js with this build's version
and file list) and has the page register it, scoped to the app's own sub-path.

Usage: python3 scripts/offline.py dist   (run by scripts/build.sh after scripts/pages.py)
"""
import hashlib
import json
import os
import sys

REGISTER = """
// Offline after the first visit: the service worker of this build (scripts/offline.py).
if ('serviceWorker' in navigator) {
  const scope = new URL('./', document.baseURI);
  navigator.serviceWorker.register(new URL('sw.js', scope), { scope: scope.pathname }).catch(() => {});
}
"""


def main(dist):
    # The pages' own files, their search workers in work/, their quiz programs in quiz/, and what
    # installing the app needs: its manifest and icons.
    folders = ("work", "quiz", "icons")
    names = os.listdir(dist) + [f"{d}/{f}" for d in folders for f in os.listdir(os.path.join(dist, d))]
    kept = (".js", ".wasm", ".css", ".webmanifest", ".png")
    files = sorted(f for f in names if f.endswith(kept) and f != "sw.js")
    start = [f for f in files if f.startswith("start-")]
    if len(start) != 1:
        sys.exit(f"expected one start-*.js in {dist} (run scripts/csp.py first), found {start}")
    with open(os.path.join(dist, start[0]), "a", encoding="utf-8") as out:
        out.write(REGISTER)
    digest = hashlib.sha256()
    for name in ["index.html"] + files:
        with open(os.path.join(dist, name), "rb") as f:
            digest.update(name.encode() + f.read())
    version = "runut-" + digest.hexdigest()[:16]
    here = os.path.dirname(os.path.abspath(__file__))
    worker = open(os.path.join(here, "sw.js"), encoding="utf-8").read()
    worker = worker.replace("'__VERSION__'", json.dumps(version))
    worker = worker.replace("__FILES__", json.dumps(["./"] + files))
    with open(os.path.join(dist, "sw.js"), "w", encoding="utf-8") as out:
        out.write(worker)


if __name__ == "__main__":
    main(sys.argv[1])
