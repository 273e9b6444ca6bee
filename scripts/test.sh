#!/usr/bin/env bash
# Sets up and runs every test: lints, native tests, wasm tests in headless Chromium, and the
# end-to-end suite against the release build served under /runut/. Ends with the runners' summaries.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "set-up"
bash scripts/setup.sh

step "format, lints and docs (host and wasm)"
cargo fmt --check
cargo clippy --quiet --all-targets -- -D warnings
cargo clippy --quiet --target wasm32-unknown-unknown --lib --bins --tests -- -D warnings
RUSTDOCFLAGS="-D warnings" cargo doc --quiet --no-deps
RUSTDOCFLAGS="-D warnings" cargo doc --quiet --no-deps --target wasm32-unknown-unknown

step "native tests"
cargo test

step "wasm tests in headless Chromium"
cargo test --target wasm32-unknown-unknown --test web

step "release build under /runut/"
bash scripts/build.sh /runut/

step "size budget"
# The page's and the worker's wasm together, gzipped as a server sends them: at most 300 KiB,
# 307,200 bytes: issue 10's "300 KB" in its own unit (its "68 KB" worker was 70,416 bytes).
# 305,181 on 2026-11-21, with learn mode, the daily puzzle, records, print and hints.
budget=307200
total=0
for f in dist/*.wasm; do
  size=$(gzip -9c "$f" | wc -c)
  printf '%-36s %8d bytes gzip\n' "$(basename "$f")" "$size"
  total=$((total + size))
done
echo "app + worker: $total bytes gzip (budget $budget)"
[ "$total" -le "$budget" ] || { echo "the wasm is over its size budget" >&2; exit 1; }

step "end-to-end tests"
node --test --test-concurrency=1 tests/e2e/
