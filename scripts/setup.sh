#!/usr/bin/env bash
# Installs everything Runut needs to build, serve and test, skipping what is already installed:
# the wasm target, wasm-bindgen-cli at the version in Cargo.lock, wasm-opt and playwright-core
# from npm, and Debian's chromium + chromium-driver. Then fetches crates so builds run --offline.
# Usage: scripts/setup.sh [--no-browser]   (--no-browser skips Chromium, e.g. for a Pages build)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"

with_browser=1
[ "${1:-}" = "--no-browser" ] && with_browser=0

say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# The wasm-bindgen CLI must match the library exactly (Cargo.toml pins it with "=").
wasm_bindgen_version=$(sed -n 's/^wasm-bindgen = "=\([0-9.]*\)".*/\1/p' Cargo.toml)
[ -n "$wasm_bindgen_version" ] || { echo "no pinned wasm-bindgen in Cargo.toml" >&2; exit 1; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if ! wasm-bindgen --version 2>/dev/null | grep -qF "$wasm_bindgen_version" \
   || ! command -v wasm-bindgen-test-runner >/dev/null; then
  say "installing wasm-bindgen-cli $wasm_bindgen_version (about 4 minutes)"
  # Not --locked: its lock file wants a crate version the registry no longer has.
  cargo install wasm-bindgen-cli --version "$wasm_bindgen_version" --force
fi

if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  say "installing Node.js"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs npm
fi

if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/playwright-core ] \
   || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing wasm-opt (binaryen) and playwright-core from npm"
  npm ci --no-audit --no-fund --loglevel=error
fi

if [ "$with_browser" = 1 ] && { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; }; then
  say "installing Debian's chromium and chromium-driver"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver
fi

say "fetching crates"
cargo fetch --quiet
cargo fetch --quiet --target wasm32-unknown-unknown
say "ready: $(wasm-bindgen --version), wasm-opt $(wasm-opt --version | awk '{print $3}')"
