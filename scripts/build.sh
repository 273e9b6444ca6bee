#!/usr/bin/env bash
# The one release build, used by the server, the end-to-end tests and the Pages workflow alike.
# Usage: scripts/build.sh [PUBLIC_URL]   (default /runut/; output in dist/)
# RUNUT_ORIGIN=https://… makes the link previews' picture URLs absolute (scripts/pages.py).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
public_url="${1:-/runut/}"
start=$(date +%s)
python3 scripts/problems.py >/dev/null   # the list of problems, for the scripts below
python3 scripts/index.py                # Trunk's page: the page programs, styles, manifest, pictures
trunk build --release --offline --public-url "$public_url"
python3 scripts/csp.py dist/index.html
python3 scripts/pages.py dist
python3 scripts/offline.py dist
echo "[build] dist/ for $public_url in $(( $(date +%s) - start )) s"
