#!/usr/bin/env bash
# The checks that need no release build: format, lints and docs (host and wasm), the native
# tests and the doc tests, and the wasm tests in headless Chromium. scripts/test.sh runs them
# beside the release build and the end-to-end tests; run alone, after scripts/setup.sh, they
# are the quick half of the test command. Writes its exit status to target/checks.status.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
mkdir -p target
trap 'echo $? > target/checks.status' EXIT
started=$(date +%s)
# A step's heading, with the seconds since the checks started.
step() { printf '\n\033[1m== %s\033[0m (at %d s)\n' "$*" "$(( $(date +%s) - started ))"; }

step "format, lints and docs (host and wasm)"
bash scripts/fmt.sh --check
# The library, its tests and benchmarks, and (--workspace) the page programs' package, programs/.
cargo clippy --quiet --workspace --all-targets --features runut/bench -- -D warnings
cargo clippy --quiet --workspace --target wasm32-unknown-unknown --lib --bins --tests -- -D warnings
# The docs once, for wasm: the library is the same on both targets, and only wasm has the pages.
RUSTDOCFLAGS="-D warnings" cargo doc --quiet --no-deps --target wasm32-unknown-unknown

step "native tests"
# The test program, then the doc tests (`cargo test` would also build a test harness of every
# page program, which holds no tests).
cargo test --test native
cargo test --doc

step "wasm tests in headless Chromium"
cargo test --target wasm32-unknown-unknown --profile web --test web
step "checks passed"
