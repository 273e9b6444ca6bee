#!/usr/bin/env bash
# The end-to-end suite (tests/e2e/*.test.mjs) against the release build in dist/, two files at a
# time, but never beside a test whose promise is a time (a Stop heard within a second, no
# main-thread task over 50 ms, a silent worker noticed): such a test is a `timedTest`
# (tests/e2e/harness.mjs), and those run first, one file at a time. Then two lanes take every
# file's other tests from one queue, the longest first (measured: the 500-navigation soak, the
# walks in both languages, the accessibility walks, Test yourself, the player), so that the lanes
# end together. Each run's report is printed whole when it ends; every file runs even after a
# failure, and the step fails if any did.
# Usage: scripts/e2e.sh [FILE…]   (default: every file of tests/e2e/)
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -gt 0 ] || set -- tests/e2e/*.test.mjs
timed=() queue=() longest=(soak lang a11y quiz player)
# has KIND FILE: whether FILE has a test of that kind, `timedTest` or the plain `test` (a run of a
# file with none would start its browser and never end).
has() { grep -qE "(^|[^.[:alnum:]_])$1\(" "$2"; }
for file in "$@"; do
  has timedTest "$file" || continue
  # Its other tests must be the harness's `test`, which a timed run leaves out.
  if grep -q "import {[^}]*\btest\b[^}]*} from 'node:test'" "$file"; then
    echo "$file has timed tests: take \`test\` from ./harness.mjs, not node:test" >&2
    exit 1
  fi
  timed+=("$file")
done
for name in "${longest[@]}"; do
  for file in "$@"; do [ "$file" = "tests/e2e/$name.test.mjs" ] && queue+=("$file"); done
done
for file in "$@"; do [[ " ${queue[*]} " =~ " $file " ]] || queue+=("$file"); done
for i in "${!queue[@]}"; do has test "${queue[$i]}" || unset 'queue[i]'; done
runs=target/e2e
rm -rf "$runs" && mkdir -p "$runs"

# tally LOG KEY: the figure a report's summary gives for KEY (tests, pass, fail), 0 if none.
tally() { awk -v key="# $2" '$1 " " $2 == key { n = $3 } END { print n + 0 }' "$1"; }
# run PART FILE: runs one file's tests of that part (timed or untimed), stopped after half an
# hour, then prints its report whole (one lane at a time) and records "file part tests passed
# failed" in $runs/results (a run that ended badly with no test failed counts one failure).
run() {
  local part=$1 file=$2 log=$runs/$(basename "$2" .test.mjs).$1.log status=0 failed
  RUNUT_E2E_PART=$part timeout --kill-after=10 1800 node --test --test-concurrency=1 "$file" \
    > "$log" 2>&1 || status=$?
  failed=$(tally "$log" fail)
  [ "$status" = 0 ] || [ "$failed" != 0 ] || failed=1
  flock "$runs/print.lock" bash -c 'cat "$1"; echo "[e2e] $2 ($3 tests): exit $4"' _ "$log" "$file" \
    "$part" "$status"
  echo "$file $part $(tally "$log" tests) $(tally "$log" pass) $failed" >> "$runs/results"
}
# lane: runs the untimed tests of the queue's files, each claimed by the first lane to make
# its folder.
lane() {
  local i
  for i in "${!queue[@]}"; do
    mkdir "$runs/claimed.$i" 2>/dev/null && run untimed "${queue[$i]}"
  done
  return 0
}

for file in "${timed[@]}"; do run timed "$file"; done
lane &
other=$!
lane
wait "$other"

awk '{ files[$1]; tests += $3; passed += $4; failed += $5; if ($5) bad = bad " " $1 " (" $2 ")" }
  END {
    printf "[e2e] %d files, %d tests: %d passed, %d failed\n", length(files), tests, passed, failed
    if (failed) { print "[e2e] failed:" bad; exit 1 }
  }' "$runs/results"
