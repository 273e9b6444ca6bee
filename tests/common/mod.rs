//! Helpers shared by the native integration tests: reading the ground truth in `../shared/data`.
#![allow(dead_code)]

use std::path::PathBuf;

/// The folder of ground-truth files: `$RUNUT_SHARED/data`, or `../shared/data` beside the repo.
pub fn data_dir() -> PathBuf {
    let shared = std::env::var_os("RUNUT_SHARED")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared"));
    shared.join("data")
}

/// The lines of a ground-truth file without comments and blank lines.
pub fn data_lines(name: &str) -> Vec<String> {
    let path = data_dir().join(name);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read ground truth {}: {e}", path.display()));
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect()
}
