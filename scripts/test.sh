#!/usr/bin/env bash
# Sets up and runs every test: lints, native tests, wasm tests in headless Chromium, and the
# end-to-end suite against the release build served under /runut/. Ends with the runners' summaries.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
started=$(date +%s)
# A step's heading, with the seconds since the start (where CI's time goes).
step() { printf '\n\033[1m== %s\033[0m (at %d s)\n' "$*" "$(( $(date +%s) - started ))"; }

step "set-up"
bash scripts/setup.sh

# The release build runs in the background beside the lints and the native and wasm tests, in a
# Cargo target directory of its own (so that neither waits for the other's lock; no build is
# shared between them, the release profiles being its alone): much of each is one compiler on
# one of two cores. Its output is printed when it is waited for.
build_log=target/release-build.log
mkdir -p target
step "release build under /runut/ (in the background, into $build_log)"
CARGO_TARGET_DIR=target/release-build bash scripts/build.sh /runut/ > "$build_log" 2>&1 &
build=$!
trap 'pkill -P "$build" 2>/dev/null; kill "$build" 2>/dev/null; true' EXIT

step "format, lints and docs (host and wasm)"
bash scripts/fmt.sh --check
cargo clippy --quiet --all-targets -- -D warnings
cargo clippy --quiet --target wasm32-unknown-unknown --lib --bins --tests -- -D warnings
# The docs once, for wasm: the library is the same on both targets, and only wasm has the pages.
RUSTDOCFLAGS="-D warnings" cargo doc --quiet --no-deps --target wasm32-unknown-unknown

step "native tests"
# The test program, then the doc tests (`cargo test` would also build a test harness of every
# page program, which holds no tests).
cargo test --test native
cargo test --doc

step "wasm tests in headless Chromium"
cargo test --target wasm32-unknown-unknown --test web

step "release build under /runut/ (waiting for it)"
if ! wait "$build"; then
  tail -n 200 "$build_log"
  echo "the release build failed (its whole log: $build_log)" >&2
  exit 1
fi
trap - EXIT
grep -v '^ *Compiling ' "$build_log" | tail -n 20

step "size budget"
# What each visit downloads, gzipped, at most 300 KB for a page and 350 KB for its quiz
# (scripts/sizes.sh says what a visit is).
gz() { gzip -9c "$1" | wc -c; }
for f in dist/*.wasm dist/work/*.wasm dist/quiz/*.wasm; do printf '%-36s %8d bytes gzip\n' "${f#dist/}" "$(gz "$f")"; done
bash scripts/sizes.sh | awk -F'\t' '{ printf "%-28s %8d bytes gzip (budget %d)\n", $1, $2, $3 }'

step "end-to-end tests"
# One test file at a time: two at once saved about a sixth of this step on two cores, and the
# load made a test that read the address a moment too early fail.
node --test --test-concurrency=1 tests/e2e/
echo "all tests passed in $(( $(date +%s) - started )) s"
