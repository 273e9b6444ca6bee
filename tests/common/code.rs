//! The code panel checked against a search's event stream, for every search's tests: replay it
//! forwards and back and read a variable.

use runut::core::search::{Event, EventKind, Search, Trail};
use runut::model::code::{CodeState, Program, SHOWN_FRAMES};
use std::collections::hash_map::DefaultHasher;
use std::collections::HashSet;
use std::hash::{Hash, Hasher};

/// How many of the first states a replay returns for closer checks.
pub const KEPT: usize = 64;

/// A fingerprint of a panel state, to compare the way back with the way forward.
fn fingerprint(state: &CodeState) -> u64 {
    let mut hasher = DefaultHasher::new();
    state.hash(&mut hasher);
    hasher.finish()
}

/// Replays at most `limit` events of `search`, checking the panel against each, then undoes
/// them all, checking the panel comes back through the same states. Returns the event kinds
/// seen, the first [`KEPT`] states and the last.
pub fn replay<S: Search>(
    mut search: S,
    program: &Program,
    view: impl Fn(&Trail<S::Reason>) -> CodeState,
    limit: usize,
) -> (HashSet<EventKind>, Vec<CodeState>, CodeState) {
    for kind in EventKind::ALL {
        let lines = program.lines.iter().filter(|l| l.emits == Some(kind)).count();
        assert!(lines <= 1, "{}: {kind:?} comes from {lines} lines", program.name);
    }
    let mut trail = Trail::default();
    let mut events: Vec<Event<S::Reason>> = Vec::new();
    let mut states = vec![view(&trail)];
    let mut fingerprints = vec![fingerprint(&states[0])];
    let mut kinds = HashSet::new();
    while events.len() < limit {
        let Some(event) = search.step() else { break };
        trail.apply(event);
        let state = view(&trail);
        let line = state.line.unwrap_or_else(|| panic!("{}: no line for {event:?}", program.name));
        assert_eq!(state.event, Some(event.kind()), "{}: highlighted for {event:?}", program.name);
        assert_eq!(
            program.lines[line - 1].emits,
            Some(event.kind()),
            "{}: line {line}",
            program.name
        );
        let path = trail.path().len();
        assert_eq!(state.frames.len() + state.hidden_frames, path, "one frame per path square");
        assert!(state.frames.len() <= SHOWN_FRAMES);
        let depths: Vec<usize> = state.frames.iter().map(|f| f.depth).collect();
        let innermost: Vec<usize> = (1..=path).rev().take(SHOWN_FRAMES).collect();
        assert_eq!(depths, innermost, "innermost frames first");
        kinds.insert(event.kind());
        events.push(event);
        fingerprints.push(fingerprint(&state));
        if states.len() < KEPT {
            states.push(state);
        }
    }
    let last = view(&trail);
    for i in (0..events.len()).rev() {
        trail.undo(events[i], i.checked_sub(1).map(|j| events[j]));
        let state = view(&trail);
        assert_eq!(
            fingerprint(&state),
            fingerprints[i],
            "{}: undoing event {i}: {state:?}",
            program.name
        );
    }
    (kinds, states, last)
}

/// The value the panel shows for variable `name`.
pub fn value(state: &CodeState, name: &str) -> String {
    let found = state.variables.iter().find(|v| v.name == name);
    found.unwrap_or_else(|| panic!("no variable {name} in {state:?}")).value.clone()
}
