//! Compare's code panel, through the `SearchProblem` interface the page uses: each side of a
//! comparison is shown as its own search's pseudo-code. Each brute force is backtracking's
//! recursion with the bounding function replaced by a test of complete candidates, so every
//! event it produces comes from one of its lines and a killed candidate says why in `VALID`.

use super::code::replay;
use runut::core::search::{EventKind, Search, Trail};
use runut::model::code::{CodeState, VALID};
use runut::model::page::{SearchProblem, Side};
use std::collections::HashSet;

/// The settings a page's link (`key=value&…`) asks for.
pub fn settings<P: SearchProblem>(query: &str) -> P::Settings {
    let pairs: Vec<(String, String)> = query
        .split('&')
        .map(|pair| pair.split_once('=').expect("key=value"))
        .map(|(key, value)| (key.to_string(), value.to_string()))
        .collect();
    P::settings(&pairs).0
}

/// The side of the comparison the settings ask for whose search is named `slug`.
pub fn side<P: SearchProblem>(settings: &P::Settings, slug: &str) -> Side {
    let sides = P::compared(settings).into_iter().map(|(_, side)| side);
    sides.clone().find(|side| side.slug == slug).unwrap_or_else(|| {
        panic!("no side {slug} among {:?}", sides.map(|s| s.slug).collect::<Vec<_>>())
    })
}

/// Replays `search`, the brute force of the page `query` asks for, through its side's code
/// panel, and checks that its program is backtracking's without the bounding function. Returns
/// the event kinds seen and the first states.
pub fn brute_force<P: SearchProblem<Replay = Trail<S::Reason>>, S: Search>(
    query: &str,
    search: S,
) -> (HashSet<EventKind>, Vec<CodeState>) {
    let settings = settings::<P>(query);
    let brute = side::<P>(&settings, "brute-force");
    let program = P::program(&settings, Some(brute));
    let backtracking = P::program(&settings, None);
    assert_eq!(program.lines[0], backtracking.lines[0], "the same procedure");
    let last = program.line_of(EventKind::Retreat);
    assert_eq!(last, Some(program.lines.len()), "no bounding function after the recursion");
    let test = &program.lines[program.line_of(EventKind::Reject).expect("a test line") - 1];
    assert!(test.code.contains(VALID), "{}", test.code);
    let bound = backtracking.line_of(EventKind::Reject).expect("a bounding line");
    assert!(!backtracking.lines[bound - 1].code.contains(VALID));
    let view =
        |trail: &Trail<S::Reason>| P::code_state(&program, &settings, Some(brute), trail, None);
    let (kinds, states, _) = replay(search, &program, view, 200_000);
    (kinds, states)
}

/// The first state the replay shows a killed candidate in.
pub fn first_killed(states: &[CodeState]) -> &CodeState {
    states.iter().find(|s| s.event == Some(EventKind::Reject)).expect("a killed candidate")
}
