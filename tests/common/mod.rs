//! Helpers shared by the native integration tests: reading the ground truth in `tests/data`, and
//! checking that a search's event stream replays and undoes exactly.
#![allow(dead_code)]

use std::path::PathBuf;

pub mod workers;

/// The folder of ground-truth files, `tests/data` in this repository (see its README for where
/// each number comes from).
pub fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data")
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

/// Runs `search` for up to `steps` events, calling `each` after every step; then checks that a
/// trail replaying those events rebuilds the search's path and totals, and that undoing them one
/// by one (with the trail's last event right at every step) returns to the empty trail.
pub fn check_replay_and_undo<S: runut::core::search::Search>(
    search: &mut S,
    steps: usize,
    mut each: impl FnMut(&S, runut::core::search::Event<S::Reason>),
) where
    S::Reason: PartialEq + std::fmt::Debug,
{
    use runut::core::search::Trail;
    let mut trail = Trail::<S::Reason>::default();
    let mut applied = Vec::new();
    for _ in 0..steps {
        let Some(event) = search.step() else { break };
        each(search, event);
        trail.apply(event);
        applied.push(event);
    }
    assert_eq!(trail.path(), search.path());
    assert_eq!(trail.stats(), search.stats());
    while let Some(event) = applied.pop() {
        trail.undo(event, applied.last().copied());
        assert_eq!(trail.last(), applied.last().copied());
    }
    assert_eq!(trail, Trail::default());
}
