#!/usr/bin/env bash
# Measures the README's figures: native nodes/s (criterion), nodes/s in the browser's worker, the
# release build time, and the wasm sizes (raw and gzip).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
cargo bench --bench knight --bench queens --bench maze -- --noplot 2>&1 | grep -E "^(knight|queens count|maze)/|time:|thrpt:"
cargo run --quiet --release --example count_queens 17
touch src/lib.rs
bash scripts/build.sh /runut/ | tail -1
for f in dist/*.wasm; do
  printf '%-40s %8d bytes raw %8d bytes gzip\n' "$(basename "$f")" "$(stat -c %s "$f")" "$(gzip -9c "$f" | wc -c)"
done
node tests/e2e/bench.mjs
