#!/usr/bin/env bash
# Measures Runut's figures and writes them to docs/figures.md (through scripts/figures.py): native
# speed (criterion), the n-queens counter beside the C reference of ../shared/bench (built and run
# here, in the same run, never copied into the project), tour counts, the Warnsdorff and
# math-maze studies, the release build's sizes per visit, and the browser's workers
# (tests/e2e/bench.mjs) and how the pages feel on a phone-class CPU (tests/e2e/phone-bench.mjs).
# Takes about 30 minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
run=target/bench-run
rm -rf "$run"
mkdir -p "$run/tables"
say() { printf '\033[1m[bench]\033[0m %s\n' "$*"; }
# One figure: section, what, Runut's figure, the reference's, their ratio (the last two optional).
figure() { printf '%s\t%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "${4:-}" "${5:-}" >> "$run/figures.tsv"; }
# Seconds a command takes (wall clock).
seconds() { local t0; t0=$(date +%s.%N); "$@" > /dev/null; awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.3f", b - a }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f ×", a / b }'; }

{
  printf 'date\t%s\n' "$(date -u +%F)"
  printf 'commit\t%s\n' "$(git rev-parse --short HEAD)"
  printf 'cpu\t%s\n' "$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"
  printf 'cores\t%s\n' "$(nproc)"
} > "$run/machine.txt"

say "native benchmarks (criterion)"
cargo bench --features bench --benches -- --noplot 2>&1 | tee "$run/criterion.txt" | grep -E "time:|thrpt:" || true

say "n-queens: counting every solution, beside the C reference"
reference=../shared/bench/nqueens.c
section="N-queens: counting every solution (one thread, natively)"
if [ -f "$reference" ] && command -v gcc > /dev/null; then
  gcc -O3 -march=native -o target/nqueens-reference "$reference"
fi
for n in 16 17; do
  line=$(cargo run --quiet --release --example count_queens "$n")
  echo "$line"
  ours=$(sed -n 's/.* in \([0-9.]*\) s natively.*/\1/p' <<< "$line")
  solutions=$(sed -n 's/^n = [0-9]*: \([0-9]*\) solutions.*/\1/p' <<< "$line")
  if [ -x target/nqueens-reference ]; then
    c=$(seconds target/nqueens-reference "$n")
    export "RUNUT_C_QUEENS_$n=$c"
    figure "$section" "n = $n ($solutions solutions)" "$ours s" "$c s (nqueens.c, gcc -O3 -march=native)" "$(ratio "$ours" "$c")"
  else
    figure "$section" "n = $n ($solutions solutions)" "$ours s" "no C reference or no gcc"
  fi
done

say "plain backtracking searches, beside the C references of the same searches"
# The same node counts as Runut's step searches (every candidate tried is a node, the root
# included); the page's times are measured by tests/e2e/bench.mjs, which prints the ratios.
for reference in knight_bt queens_bt; do
  if [ -f "../shared/bench/$reference.c" ] && command -v gcc > /dev/null; then
    gcc -O3 -march=native -o "target/$reference-reference" "../shared/bench/$reference.c"
  fi
done
c_seconds() { "$@" | sed -n 's/.*seconds=\([0-9.]*\).*/\1/p'; }
if [ -x target/knight_bt-reference ]; then
  export RUNUT_C_KNIGHT_8x8; RUNUT_C_KNIGHT_8x8=$(c_seconds target/knight_bt-reference 8 8 0 0)
  export RUNUT_C_KNIGHT_7x8; RUNUT_C_KNIGHT_7x8=$(c_seconds target/knight_bt-reference 7 8 0 0)
  echo "knight_bt.c: 8 x 8 ${RUNUT_C_KNIGHT_8x8} s, 7 x 8 ${RUNUT_C_KNIGHT_7x8} s"
fi
if [ -x target/queens_bt-reference ]; then
  export RUNUT_C_QUEENS_BT_13; RUNUT_C_QUEENS_BT_13=$(c_seconds target/queens_bt-reference 13 all)
  echo "queens_bt.c: n = 13, all: ${RUNUT_C_QUEENS_BT_13} s"
fi

say "15-puzzle: least-cost branch and bound, beside the C reference of the same search"
# Positions of a million nodes or more (the first, 42 moves and 7.5 million nodes, is issue 47 §5's;
# the others found by examples/fifteen_lc.rs scan); the same order,
# ties and node numbers as ../shared/bench/fifteen_lc.c, which prints the nodes it generated.
# The page's own times (the worker at max speed) are measured by tests/e2e/bench.mjs.
fifteen=../shared/bench/fifteen_lc.c
if [ -f "$fifteen" ] && command -v gcc > /dev/null; then
  gcc -O2 -o target/fifteen-reference "$fifteen"
fi
export RUNUT_FIFTEEN_POSITIONS="manhattan 1,9,8,10,2,14,7,0,5,6,15,4,13,12,3,11;manhattan 1,3,8,6,9,0,4,11,7,2,10,13,5,14,12,15;manhattan 10,5,4,2,1,9,12,7,13,6,0,8,14,3,15,11;misplaced 0,7,3,4,5,9,1,8,13,2,6,15,14,10,12,11"
k=0
IFS=';' read -ra positions <<< "$RUNUT_FIFTEEN_POSITIONS"
for position in "${positions[@]}"; do
  k=$((k + 1))
  # shellcheck disable=SC2086
  ours=$(cargo run --quiet --release --example fifteen_lc $position)
  nodes=$(sed -n 's/^generated //p' <<< "$ours")
  native=$(sed -n 's/^seconds //p' <<< "$ours")
  if [ -x target/fifteen-reference ]; then
    # shellcheck disable=SC2086
    c_out=$(target/fifteen-reference $position)
    c_nodes=$(sed -n 's/^generated //p' <<< "$c_out")
    c=$(sed -n 's/^seconds //p' <<< "$c_out")
    [ "$c_nodes" = "$nodes" ] || echo "the C reference generated $c_nodes nodes, Runut $nodes" >&2
    export "RUNUT_C_FIFTEEN_$k=$c"
    figure "15-puzzle: least-cost search flat out (one thread, natively)" "${position%% *}, ${position#* } ($nodes nodes)" "$native s" "$c s (fifteen_lc.c, gcc -O2)" "$(ratio "$native" "$c")"
  else
    figure "15-puzzle: least-cost search flat out (one thread, natively)" "${position%% *}, ${position#* } ($nodes nodes)" "$native s" "no C reference or no gcc"
  fi
done

say "knight's tours: counting"
for args in "6 6 0 0 closed" "6 6 0 0"; do
  # shellcheck disable=SC2086
  line=$(cargo run --quiet --release --example count_tours $args)
  echo "$line"
  figure "Knight's tours: counting (one thread, natively)" "${line%%:*}" "${line#*: }"
done

say "Sudoku: backtracking in both orders, beside the C reference of the same search"
# The same node counts as ../shared/bench/sudoku_bt.c (every digit tried is a node, the root
# included); ours is the page's run at max speed (the worker's runner in slices, its drawn tree
# and snapshots), natively; the browser's time is measured by tests/e2e/bench.mjs.
sudoku=../shared/bench/sudoku_bt.c
if [ -f "$sudoku" ] && command -v gcc > /dev/null; then
  gcc -O3 -march=native -o target/sudoku-reference "$sudoku"
fi
hardest=8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..
# Royle's first 17-given puzzle with r6c6 given a 4: no solution, so both orders search their whole tree.
no_solution=.......1.4.........2...........5.4.7..8...3....1.94...3..4..2...5.1........8.6...
export RUNUT_SUDOKU_CASES="plain all $hardest;mrv all $hardest;mrv all $no_solution"
k=0
IFS=';' read -ra cases <<< "$RUNUT_SUDOKU_CASES"
for case in "${cases[@]}"; do
  k=$((k + 1))
  # shellcheck disable=SC2086
  ours=$(cargo run --quiet --release --example sudoku_bt $case)
  nodes=$(sed -n 's/^nodes //p' <<< "$ours")
  native=$(sed -n 's/^seconds //p' <<< "$ours")
  what="${case%% *} ${case#* }"
  what="${what%% *}, $(cut -d' ' -f2 <<< "$case"), $( [ "${case##* }" = "$hardest" ] && echo "Inkala's hardest" || echo "no solution") ($nodes nodes)"
  if [ -x target/sudoku-reference ]; then
    # shellcheck disable=SC2086
    c_out=$(target/sudoku-reference $case)
    c_nodes=$(sed -n 's/^nodes //p' <<< "$c_out")
    c=$(sed -n 's/^seconds //p' <<< "$c_out")
    [ "$c_nodes" = "$nodes" ] || echo "the C reference generated $c_nodes nodes, Runut $nodes" >&2
    export "RUNUT_C_SUDOKU_$k=$c"
    figure "Sudoku: backtracking at max speed (the page's run, natively)" "$what" "$native s" "$c s (sudoku_bt.c, gcc -O3 -march=native)" "$(ratio "$native" "$c")"
  else
    figure "Sudoku: backtracking at max speed (the page's run, natively)" "$what" "$native s" "no C reference or no gcc"
  fi
done

say "Sudoku: the same runs in V8, the browser's engine, once it has optimised the code"
# The worker's runner compiled to wasm (the example built for the browser's target), timed by
# examples/sudoku_bt.mjs: the flat-out speed, without a fresh worker's start-up (whose first
# milliseconds V8 runs before optimising; tests/e2e/bench.mjs times that, the user's click).
cargo build --quiet --release --target wasm32-unknown-unknown --example sudoku_bt
sudoku_wasm=${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/release/examples/sudoku_bt.wasm
k=0
for case in "${cases[@]}"; do
  k=$((k + 1))
  # shellcheck disable=SC2086
  ours=$(node examples/sudoku_bt.mjs "$sudoku_wasm" $case)
  nodes=$(sed -n 's/^nodes //p' <<< "$ours")
  v8=$(sed -n 's/^seconds //p' <<< "$ours")
  what="${case%% *}, $(cut -d' ' -f2 <<< "$case"), $( [ "${case##* }" = "$hardest" ] && echo "Inkala's hardest" || echo "no solution") ($nodes nodes)"
  c_var="RUNUT_C_SUDOKU_$k"
  if [ -n "${!c_var:-}" ]; then
    figure "Sudoku: backtracking at max speed in V8 (the worker's run as wasm, optimised)" "$what" "$v8 s" "${!c_var} s (sudoku_bt.c, gcc -O3 -march=native)" "$(ratio "$v8" "${!c_var}")"
  else
    figure "Sudoku: backtracking at max speed in V8 (the worker's run as wasm, optimised)" "$what" "$v8 s" "no C reference or no gcc"
  fi
done

say "Sudoku's game: making a puzzle of each level (natively; the browser's worker is slower)"
cargo run --quiet --release --example sudoku_make 50 | while IFS= read -r line; do
  echo "$line"
  figure "Sudoku's game: making a unique puzzle of a level (natively)" "${line%%:*}" "${line#*: }"
done

say "studies"
cargo run --quiet --release --example warnsdorff_study 30 > "$run/tables/Warnsdorff's rule on large boards.md"
cargo run --quiet --release --example math_maze_study 100 5 10 15 20 24 30 40 > "$run/tables/Making math mazes (natively).md"

say "release build and sizes"
touch src/lib.rs
build_started=$(date +%s)
bash scripts/build.sh /runut/ | tail -1
figure "Building" "release build (scripts/build.sh), after touching src/lib.rs" "$(( $(date +%s) - build_started )) s"
gz() { gzip -9c "$1" | wc -c; }
for f in dist/*.wasm dist/work/*.wasm dist/quiz/*.wasm; do
  printf '%s\t%s\t%s\n' "${f#dist/}" "$(stat -c %s "$f")" "$(gz "$f")" >> "$run/sizes.tsv"
done
{ bash scripts/sizes.sh || true; } | while IFS=$'\t' read -r what bytes budget; do
  figure "What one visit downloads (page or quiz + worker, gzip; scripts/sizes.sh)" "$what" \
    "$bytes bytes (budget $budget)"
done

say "in the browser's workers"
node tests/e2e/bench.mjs | tee "$run/browser.txt"
grep '^FIGURE' "$run/browser.txt" | cut -f2- >> "$run/figures.tsv" || true

say "on a phone-class CPU (4× throttled, and 1×)"
node tests/e2e/phone-bench.mjs | tee "$run/phone.txt"
grep '^FIGURE' "$run/phone.txt" | cut -f2- >> "$run/figures.tsv" || true

python3 scripts/figures.py "$run" docs/figures.md
say "wrote docs/figures.md"
