#!/usr/bin/env bash
# The end-to-end suite (tests/e2e/*.test.mjs) against the release build in dist/, two files at a
# time, but never beside a file whose tests promise times (a Stop heard within a second, no
# main-thread task over 50 ms): such a file says "// Runs alone" at its top, and those run first,
# one at a time. Then two lanes take the other files from one queue, the longest first (measured:
# the 500-navigation soak, the walks in both languages, the accessibility walks, Test yourself,
# the player), so that the lanes end together. Each file's report is printed whole when it ends;
# every file runs even after a failure, and the step fails if any did.
# Usage: scripts/e2e.sh [FILE…]   (default: every file of tests/e2e/)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
[ $# -gt 0 ] || set -- tests/e2e/*.test.mjs
alone=() shared=() longest=(soak lang a11y quiz player)
for name in "${longest[@]}"; do
  for file in "$@"; do [ "$file" = "tests/e2e/$name.test.mjs" ] && shared+=("$file"); done
done
for file in "$@"; do
  if grep -q '^// Runs alone' "$file"; then alone+=("$file")
  elif [[ ! " ${shared[*]} " =~ " $file " ]]; then shared+=("$file"); fi
done
runs=target/e2e
rm -rf "$runs" && mkdir -p "$runs"

# tally LOG KEY: the figure a report's summary gives for KEY (tests, pass, fail), 0 if none.
tally() { awk -v key="# $2" '$1 " " $2 == key { n = $3 } END { print n + 0 }' "$1"; }
# run FILE: runs one file's tests, then prints its report whole (one lane at a time) and records
# "file tests passed failed" in $runs/results (a file that ended badly with no test failed
# counts one failure).
run() {
  local file=$1 log=$runs/$(basename "$1").log status=0 failed
  node --test --test-concurrency=1 "$file" > "$log" 2>&1 || status=$?
  failed=$(tally "$log" fail)
  [ "$status" = 0 ] || [ "$failed" != 0 ] || failed=1
  flock "$runs/print.lock" bash -c 'cat "$1"; echo "[e2e] $2: exit $3"' _ "$log" "$file" "$status"
  echo "$file $(tally "$log" tests) $(tally "$log" pass) $failed" >> "$runs/results"
}
# lane: runs the shared queue's files, each claimed by the first lane to make its folder.
lane() {
  local i
  for i in "${!shared[@]}"; do
    mkdir "$runs/claimed.$i" 2>/dev/null && run "${shared[$i]}"
  done
  return 0
}

for file in "${alone[@]}"; do run "$file"; done
lane &
other=$!
lane
wait "$other"

awk '{ files++; tests += $2; passed += $3; failed += $4; if ($4) bad = bad " " $1 }
  END {
    printf "[e2e] %d files, %d tests: %d passed, %d failed\n", files, tests, passed, failed
    if (failed) { print "[e2e] failed:" bad; exit 1 }
  }' "$runs/results"
