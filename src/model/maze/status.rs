//! The math-maze page's one-line status while the maze is watched being carved and solved.

use crate::model::driver::RunState;
use crate::model::problems::{Event, Trail};
use crate::model::status::{at, format_count};

/// What watching a maze is showing, in one sentence: the carving, or the solver's walk.
pub fn maze_status(carving: bool, state: RunState, trail: &Trail) -> String {
    let cells = |n: u64| format_count(n);
    match (carving, state, trail.last()) {
        (true, RunState::Finished, _) => {
            "The maze is carved: every cell is reachable and there are no loops.".into()
        }
        (false, RunState::Finished, _) => format!(
            "Found the route: {} cells from start to finish, after {} dead ends abandoned.",
            trail.path().len(),
            cells(trail.stats().backtracks)
        ),
        (true, _, Some(Event::Try { at: s, .. })) => format!("Carving into {}.", at(s)),
        (true, _, Some(Event::Advance { at: s, .. })) => {
            format!("Carved {} cells; now at {}.", cells(trail.stats().nodes), at(s))
        }
        (true, _, Some(Event::Retreat { at: s, .. })) => {
            format!("Every neighbour of {} is carved: back up the stack.", at(s))
        }
        (false, _, Some(Event::Try { at: s, .. })) => format!("Following a passage to {}.", at(s)),
        (false, _, Some(Event::Advance { at: s, .. })) => format!("The walk reaches {}.", at(s)),
        (false, _, Some(Event::Retreat { at: s, .. })) => {
            format!("Dead end at {}: back up (backtrack).", at(s))
        }
        (false, _, Some(Event::Solution { .. })) => "The finish is reached!".into(),
        (true, _, _) => "Carving the maze by randomized depth-first backtracking.".into(),
        (false, _, _) => "Solving the maze by depth-first backtracking.".into(),
    }
}
