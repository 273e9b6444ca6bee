#!/usr/bin/env bash
# The one release build, used by the server, the end-to-end tests and the Pages workflow alike.
# Usage: scripts/build.sh [PUBLIC_URL]   (default /runut/; output in dist/)
# RUNUT_ORIGIN=https://… makes the link previews' picture URLs absolute (scripts/pages.py);
# CARGO_TARGET_DIR=… builds in a Cargo target directory of its own (scripts/test.sh's, beside
# its other builds).
#
# Every page is a program of its own (programs/src/bin/<page>.rs), built three ways: as the page
# (size first: the `release-page` profile, wasm-opt -Oz), as its search worker (speed first: the
# `worker` feature, `release`, -O3, into work/; size first for a problem whose WORKER_SIZE_FIRST
# says so, its time going to an interpreter) and, for a search page, as its quiz program (Test
# yourself and the teacher's sheet: the `quiz` feature, into quiz/), which scripts/start.js loads
# only for a link whose quiz= is 1, sheet or print. Each way is one Cargo build of every
# program, which links two at once on two cores (the library they call compiled once a profile:
# the ways are the features of the programs' package alone), then wasm-bindgen's classic script
# (`no-modules`, which a worker can load too) and wasm-opt, the optimisations running while the
# next way compiles.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
public_url="${1:-/runut/}"
start=$(date +%s)
target=${CARGO_TARGET_DIR:-target}
rm -rf dist "$target/glue"
python3 scripts/problems.py >/dev/null     # the list of problems, for the scripts below
python3 scripts/index.py dist "$public_url" # the page, its stylesheet, manifest, icons, pictures

optimising=()
# What every wasm-opt run does besides its level: drops the two sections only tools read (which
# compiler made it, the features it was built with), about 230 bytes gzip a program.
optimise=(--low-memory-unused --strip-producers --strip-target-features)
# build WAY PROFILE FEATURES WASM_OPT PAGE…: one way's programs built with one profile, into
# dist/ for `page`, else into dist/WAY/ (nothing without a PAGE).
build() {
  local way=$1 profile=$2 features=$3 level=$4 out=dist/$1 glue=$target/glue/$1-$2 page bins=()
  shift 4
  [ $# -gt 0 ] || return 0
  [ "$way" = page ] && out=dist
  for page in "$@"; do bins+=(--bin "$page"); done
  cargo build --offline --target wasm32-unknown-unknown --profile "$profile" --package programs \
    ${features:+--features "$features"} "${bins[@]}"
  mkdir -p "$glue" "$out"
  # wasm-bindgen reads what Cargo wrote before the next way's build writes over it; wasm-opt
  # (each "--output OUT IN") runs in the background, on as many programs at once as cores.
  for page in "$@"; do
    wasm-bindgen --target=no-modules --no-typescript --out-dir="$glue" --out-name="$page" \
      "$target/wasm32-unknown-unknown/$profile/$page.wasm"
    cp "$glue/$page.js" "$out/"
    printf '%s\n' "$out/${page}_bg.wasm" "$glue/${page}_bg.wasm"
  done > "$glue.todo"
  xargs -n 2 -P "$(nproc)" wasm-opt "-O$level" "${optimise[@]}" --output < "$glue.todo" &
  optimising+=($!)
}
# near_budget: waits for the programs optimised so far, then optimises again, in the background,
# each page whose visit (scripts/sizes.sh) is within 2 % of its budget, from
# wasm-bindgen's output, running -Oz's passes until they stop shrinking (--converge): some 650
# bytes gzip off the salesman's, for some 20 s of wasm-opt. The others are far enough within
# theirs not to be worth it.
near_budget() {
  local job visit bytes budget
  for job in "${optimising[@]}"; do wait "$job"; done
  optimising=()
  while IFS=$'\t' read -r visit bytes budget; do
    if [ $(( bytes * 50 )) -gt $(( budget * 49 )) ]; then
      wasm-opt -Oz --converge "${optimise[@]}" --output "dist/${visit% page}_bg.wasm" \
        "$target/glue/page-release-page/${visit% page}_bg.wasm" &
      optimising+=($!)
    fi
  done < <(bash scripts/sizes.sh --pages)
}
pages=$(python3 scripts/problems.py --cached)
build page release-page "" z $pages
build work release worker 3 $(python3 scripts/problems.py --cached --workers speed)
build work release-page worker z $(python3 scripts/problems.py --cached --workers size)
near_budget
build quiz release-page quiz z $(python3 scripts/problems.py --cached --quiz)
for job in "${optimising[@]}"; do wait "$job"; done
python3 scripts/csp.py dist/index.html
python3 scripts/pages.py dist
python3 scripts/offline.py dist
echo "[build] dist/ for $public_url in $(( $(date +%s) - start )) s"
