#!/usr/bin/env bash
# What each visit of the built app (dist/) downloads, gzipped as a server sends it, beside its
# budget: a page's visit is the page's program and its search worker
# (work/<page>), at most its problem's VISIT_BUDGET (300 KB, issue 10; your own search's 450 KB,
# issue 46, its worker holding the Rhai interpreter); a link with quiz= loads the page's
# quiz program (quiz/<page>, Test yourself and the teacher's sheet) instead of its page program,
# at most 350 KB. Prints one line per visit, "<visit><TAB><bytes><TAB><budget>", and fails if
# any visit is over its budget. Used by scripts/test.sh (the size budget) and scripts/bench.sh;
# with --pages, by scripts/build.sh: the pages' visits only, before the quiz programs are built,
# failing for none (the build optimises again a page near its budget).
set -euo pipefail
cd "$(dirname "$0")/.."
quiz_budget=350000
gz() { gzip -9c "$1" | wc -c; }
over=0
visit() {   # what, program, budget
  local page=$1 program=$2 budget=$3 total
  total=$(( $(gz "dist/${program}_bg.wasm") + $(gz "dist/work/${page}_bg.wasm") ))
  printf '%s\t%s\t%s\n' "$4" "$total" "$budget"
  if [ "$total" -gt "$budget" ]; then over=1; fi
}
for budgeted in $(python3 scripts/problems.py --budgets); do
  page=${budgeted%=*}
  visit "$page" "$page" "${budgeted#*=}" "$page page"
done
if [ "${1:-}" = --pages ]; then exit 0; fi
for page in $(python3 scripts/problems.py --quiz); do
  visit "$page" "quiz/$page" "$quiz_budget" "$page quiz (quiz=)"
done
if [ "$over" = 1 ]; then echo "a visit's wasm is over its size budget" >&2; exit 1; fi
