#!/usr/bin/env bash
# What each visit of the built app (dist/) downloads, gzipped as a server sends it, beside its
# budget: a page's visit is the page's program and its search worker
# (work/<page>), at most 300 KB (300,000 bytes, issue 10); a link with quiz= loads the page's
# quiz program (quiz/<page>, Test yourself and the teacher's sheet) instead of its page program,
# at most 350 KB. Prints one line per visit, "<visit><TAB><bytes><TAB><budget>", and fails if
# any visit is over its budget. Used by scripts/test.sh (the size budget) and scripts/bench.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
page_budget=300000
quiz_budget=350000
gz() { gzip -9c "$1" | wc -c; }
over=0
visit() {   # what, program, budget
  local page=$1 program=$2 budget=$3 total
  total=$(( $(gz "dist/${program}_bg.wasm") + $(gz "dist/work/${page}_bg.wasm") ))
  printf '%s\t%s\t%s\n' "$4" "$total" "$budget"
  if [ "$total" -gt "$budget" ]; then over=1; fi
}
for page in $(python3 scripts/problems.py); do
  visit "$page" "$page" "$page_budget" "$page page"
done
for page in $(python3 scripts/problems.py --search); do
  visit "$page" "quiz/$page" "$quiz_budget" "$page quiz (quiz=)"
done
if [ "$over" = 1 ]; then echo "a visit's wasm is over its size budget" >&2; exit 1; fi
