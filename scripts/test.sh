#!/usr/bin/env bash
# Sets up and runs every test: lints, native tests, wasm tests in headless Chromium
# (scripts/checks.sh), and the end-to-end suite against the release build served under /runut/.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
started=$(date +%s)
# A step's heading, with the seconds since the start (where CI's time goes).
step() { printf '\n\033[1m== %s\033[0m (at %d s)\n' "$*" "$(( $(date +%s) - started ))"; }

step "set-up"
bash scripts/setup.sh

# Two roads run side by side. The release build and then the end-to-end tests against it are the
# longer, at normal priority. The checks that need no build (scripts/checks.sh: lints, docs,
# native and wasm tests) run beside them at the lowest priority, on the CPU the build and the
# browser leave idle: in a session of their own whose scheduling group is lowered too (with
# Linux's autogroup, sessions share the CPU before nice values count). The build has a Cargo
# target directory of its own (neither waits for the other's lock; no build is shared, the
# release profiles being its alone). Each writes a log, printed when it is waited for.
build_log=target/release-build.log
checks_log=target/checks.log
checks_status=target/checks.status
mkdir -p target
rm -f "$checks_status"
step "release build under /runut/ (in the background, into $build_log)"
CARGO_TARGET_DIR=target/release-build bash scripts/build.sh /runut/ > "$build_log" 2>&1 &
build=$!
step "lints, docs, native and wasm tests (beside it at the lowest priority, into $checks_log)"
setsid bash -c '{ echo 19 > /proc/self/autogroup; } 2>/dev/null; exec nice -n 19 bash scripts/checks.sh' \
  > "$checks_log" 2>&1 &
checks=$!
# Stops a process and everything it started.
stop() { local child; for child in $(pgrep -P "$1"); do stop "$child"; done; kill "$1" 2>/dev/null || true; }
trap 'stop "$build"; stop "$checks"' EXIT
# Prints the checks' log and fails if they have failed (or, with `wait`, once they end).
checked() {
  if [ "${1:-}" = wait ]; then wait "$checks" || true; fi
  if [ -f "$checks_status" ] && [ "$(cat "$checks_status")" != 0 ]; then
    cat "$checks_log"
    echo "the checks failed (their whole log: $checks_log)" >&2
    exit 1
  fi
}

step "release build under /runut/ (waiting for it)"
if ! wait "$build"; then
  tail -n 200 "$build_log"
  echo "the release build failed (its whole log: $build_log)" >&2
  exit 1
fi
grep -v '^ *Compiling ' "$build_log" | tail -n 20
checked

step "size budget"
# What each visit downloads, gzipped, at most its problem's budget for a page (300 KB; 450 KB for your own search) and 350 KB for its quiz
# (scripts/sizes.sh says what a visit is).
gz() { gzip -9c "$1" | wc -c; }
for f in dist/*.wasm dist/work/*.wasm dist/quiz/*.wasm; do printf '%-36s %8d bytes gzip\n' "${f#dist/}" "$(gz "$f")"; done
# The list of problems from the build's own target directory: in the checks' it would wait for
# their Cargo lock (seven minutes, measured).
CARGO_TARGET_DIR=target/release-build bash scripts/sizes.sh | awk -F'\t' '{ printf "%-28s %8d bytes gzip (budget %d)\n", $1, $2, $3 }'

step "end-to-end tests"
# Two files at a time, after the tests whose promise is a time have run one file at a time
# (scripts/e2e.sh); run two at a time throughout, the timed tests failed under that load. Alone
# on two cores the suite took 22 minutes, its timed part keeping them 63 % busy and the rest 97 %
# (measured in /proc/stat: `time` counts less than half of it, missing Chromium's renderers), so
# it is the longest road and the checks mostly wait for the CPU it leaves.
bash scripts/e2e.sh

step "lints, docs, native and wasm tests (waiting for them)"
checked wait
cat "$checks_log"
[ -f "$checks_status" ] || { echo "the checks ended without a status" >&2; exit 1; }
trap - EXIT
echo "all tests passed in $(( $(date +%s) - started )) s"
