#!/usr/bin/env bash
# Sets up, builds and serves Runut at http://127.0.0.1:${PORT:-8080}/runut/ (as GitHub Pages would).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --no-browser
bash scripts/build.sh /runut/
site=target/site
mkdir -p "$site"
ln -sfn "$PWD/dist" "$site/runut"
printf '<meta http-equiv="refresh" content="0; url=/runut/">\n' > "$site/index.html"
port="${PORT:-8080}"
echo "Runut is at http://127.0.0.1:$port/runut/  (Ctrl+C to stop)"
exec python3 scripts/site_server.py "$port" "$site"
