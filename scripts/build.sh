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
# Trunk builds each page's program and its search worker (the same binary, another feature) side
# by side through the same intermediate files (target/wasm-bindgen/release/<page>_bg.wasm), so
# now and then one comes out as the other, and that page never starts. No page may be its own
# worker: the build runs again (twice at most) until none is.
same_as_worker() {
  for page in $(python3 scripts/problems.py); do
    if cmp -s "dist/${page}_bg.wasm" "dist/work/${page}_bg.wasm"; then echo "$page"; fi
  done
}
# Each search page's quiz program (its page program with the `quiz` feature: Test yourself and the
# teacher's sheet), which scripts/start.js loads only for a link with quiz=, so that a page's
# visit does not download the quiz. Built here, after Trunk and one program after another (Trunk
# would build it beside the page program, through the same files), the way Trunk builds a page
# program (index.py's PAGE: the release-page profile, wasm-bindgen's classic script, wasm-opt z).
build_quizzes() {
  local pages bins=() page wasm=target/wasm32-unknown-unknown/release-page glue=target/quiz-bindgen
  pages=$(python3 scripts/problems.py --search)
  for page in $pages; do bins+=(--bin "$page"); done
  cargo build --offline --target wasm32-unknown-unknown --profile release-page --features quiz "${bins[@]}"
  rm -rf "$glue" && mkdir -p "$glue" dist/quiz
  for page in $pages; do
    wasm-bindgen --target=no-modules --out-dir="$glue" --out-name="$page" --no-typescript "$wasm/$page.wasm"
    wasm-opt -Oz --low-memory-unused --output="dist/quiz/${page}_bg.wasm" "$glue/${page}_bg.wasm"
    cp "$glue/$page.js" dist/quiz/
  done
}
for attempt in 1 2 3; do
  trunk build --release --offline --public-url "$public_url"
  mixed=$(same_as_worker)
  [ -z "$mixed" ] && break
  echo "[build] these pages came out as their workers: $mixed (attempt $attempt)" >&2
  rm -rf target/wasm-bindgen target/wasm-opt
  [ "$attempt" -lt 3 ] || { echo "[build] giving up" >&2; exit 1; }
done
build_quizzes
python3 scripts/csp.py dist/index.html
python3 scripts/pages.py dist
python3 scripts/offline.py dist
echo "[build] dist/ for $public_url in $(( $(date +%s) - start )) s"
