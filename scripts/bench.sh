#!/usr/bin/env bash
# Measures every figure of the README's "Figures": native nodes/s (criterion), the n-queens counter
# beside the C reference, tour counts, the Warnsdorff and math-maze studies, nodes/s, counts, giant
# tours and puzzle making in the browser's workers, the release build time, and the wasm sizes
# (raw and gzip). Prints the date and the machine first. Takes about 20 minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
echo "Runut figures, $(date -u +%F), $(nproc) cores:$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2)"
cargo bench --bench knight --bench queens --bench maze -- --noplot 2>&1 | grep -E "^(knight|queens count|maze)/|time:|thrpt:"
cargo run --quiet --release --example count_queens 16
cargo run --quiet --release --example count_queens 17
cargo run --quiet --release --example count_tours 6 6 0 0 closed
cargo run --quiet --release --example count_tours 6 6 0 0
cargo run --quiet --release --example warnsdorff_study 30
cargo run --quiet --release --example maze_study 100 5 10 15 20 24 30 40
# The C reference counter (../shared/bench, built here, never copied into the project): its
# times go to the browser benchmark below, which prints our workers' times as ratios of them.
reference=../shared/bench/nqueens.c
if [ -f "$reference" ] && command -v gcc >/dev/null; then
  gcc -O3 -march=native -o target/nqueens-reference "$reference"
  for n in 16 17; do
    started=$(date +%s.%N)
    target/nqueens-reference "$n" >/dev/null
    seconds=$(awk -v a="$started" -v b="$(date +%s.%N)" 'BEGIN { print b - a }')
    printf 'C reference (gcc -O3 -march=native, mirror halving), n = %d: %.3f s\n' "$n" "$seconds"
    export "RUNUT_C_QUEENS_$n=$seconds"
  done
else
  echo "no C reference ($reference) or no gcc: the browser figures are printed without ratios"
fi
touch src/lib.rs
bash scripts/build.sh /runut/ | tail -1
for f in dist/*.wasm; do
  printf '%-40s %8d bytes raw %8d bytes gzip\n' "$(basename "$f")" "$(stat -c %s "$f")" "$(gzip -9c "$f" | wc -c)"
done
node tests/e2e/bench.mjs
