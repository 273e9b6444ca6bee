#!/usr/bin/env bash
# Formats the whole crate (or, with --check, checks it): `cargo fmt --all` (the library and the
# page programs' package, programs/), and rustfmt on each problem's folder, which cargo fmt
# cannot reach: the list (src/problems.rs) declares the problems' modules inside a macro, which
# rustfmt does not expand.
# Usage: scripts/fmt.sh [--check]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
cargo fmt --all ${1:+-- "$1"}
rustfmt --edition 2021 ${1:+"$1"} src/problems/*/mod.rs
