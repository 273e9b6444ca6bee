//! The chapter's backtracking through a labyrinth as a resumable [`Search`].
//!
//! The start is node 1, on the path from the root. From the cell at the end of the path, each
//! direction in the priority [`Order`] whose step stays on the grid is a candidate node, numbered
//! as it is generated; a candidate on a wall or on a cell already on the path is a dead node
//! ([`Blocked`]); any other is entered, and the node that enters the goal is a solution (a leaf:
//! a simple path cannot pass the goal and come back to it). When every direction of a cell has
//! been tried the search retreats, taking the cell off the path. In "first" mode the search stops
//! at its first solution; in "all" mode it counts every simple path from start to goal.

use super::plan::{Order, Plan};
use crate::core::grid::{Direction, Square};
use crate::core::search::{Event as SearchEvent, Mode, Search, Stats};
use serde::{Deserialize, Serialize};

/// Why a candidate cell is a dead node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Blocked {
    /// The cell is a wall.
    Wall,
    /// The cell is already on the current path.
    OnPath,
}

/// An event of the labyrinth search.
pub type Event = SearchEvent<Blocked>;

/// The next candidate of the cell `from` after it has tried `after` (none yet: `None`): the
/// first direction later in `order` whose step stays on the grid, with the cell it reaches.
///
/// ```
/// use runut::core::grid::{Board, Square};
/// use runut::core::grid::Direction;
/// use runut::problems::labyrinth::core::{search::next_candidate, Plan, Order};
/// let plan = Plan::new(Board::new(2, 2).unwrap(), &[], Square::new(0, 0), Square::new(1, 1));
/// // From the top-left corner west and north leave the grid: east, then south, then nothing.
/// let first = next_candidate(&plan, Order::default(), Square::new(0, 0), None);
/// assert_eq!(first, Some((Direction::East, Square::new(0, 1))));
/// assert_eq!(next_candidate(&plan, Order::default(), Square::new(0, 0), Some(Direction::South)), None);
/// ```
pub fn next_candidate(
    plan: &Plan,
    order: Order,
    from: Square,
    after: Option<Direction>,
) -> Option<(Direction, Square)> {
    let skip = after.and_then(|d| order.0.iter().position(|&e| e == d)).map_or(0, |k| k + 1);
    order.0[skip..].iter().find_map(|&dir| plan.step(from, dir).map(|at| (dir, at)))
}

/// Whether candidate `at` is a dead node below `path`, and why.
pub fn blocked(plan: &Plan, path: &[Square], at: Square) -> Option<Blocked> {
    if plan.is_wall(at) {
        Some(Blocked::Wall)
    } else {
        path.contains(&at).then_some(Blocked::OnPath)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Begin,
    Tried(Square),
    Expand,
    Solved,
    Exhausted,
    Done,
}

/// Backtracking from the start to the goal, advanced event by event.
///
/// ```
/// use runut::core::grid::{Board, Square};
/// use runut::problems::labyrinth::core::{Plan, LabyrinthSearch, Order};
/// use runut::core::search::{Mode, Search};
/// let plan = Plan::new(Board::new(2, 2).unwrap(), &[], Square::new(0, 0), Square::new(1, 1));
/// let mut search = LabyrinthSearch::new(plan, Order::default(), Mode::All);
/// while search.step().is_some() {}
/// // East then south, or south then east.
/// assert_eq!(search.stats().solutions, 2);
/// ```
#[derive(Clone, Debug)]
pub struct LabyrinthSearch {
    plan: Plan,
    order: Order,
    mode: Mode,
    path: Vec<Square>,
    on_path: Vec<bool>,
    /// For each cell of the path: the last direction it has tried.
    tried: Vec<Option<Direction>>,
    phase: Phase,
    stats: Stats,
    /// The first [`KEPT_PATHS`] paths found, each from the start to the goal.
    found: Vec<Vec<Square>>,
}

/// How many paths a search keeps to report (the first ones found).
pub const KEPT_PATHS: usize = 100;

impl LabyrinthSearch {
    /// The search of `plan`, trying directions in `order`.
    pub fn new(plan: Plan, order: Order, mode: Mode) -> Self {
        let on_path = vec![false; plan.board().len()];
        let (path, tried, stats) = (Vec::new(), Vec::new(), Stats::default());
        let (phase, found) = (Phase::Begin, Vec::new());
        LabyrinthSearch { plan, order, mode, path, on_path, tried, phase, stats, found }
    }

    /// The first [`KEPT_PATHS`] paths found, each its cells from the start to the goal.
    pub fn found(&self) -> &[Vec<Square>] {
        &self.found
    }

    /// Whether the search has ended.
    pub fn ended(&self) -> bool {
        self.phase == Phase::Done
    }

    /// The node just generated: a dead node, or entered.
    fn test(&mut self, at: Square) -> Event {
        let k = self.plan.board().index(at);
        let why = if self.plan.is_wall(at) {
            Some(Blocked::Wall)
        } else {
            self.on_path[k].then_some(Blocked::OnPath)
        };
        if let Some(why) = why {
            self.phase = Phase::Expand;
            self.stats.rejected += 1;
            return SearchEvent::Reject { at, why };
        }
        let depth = self.path.len() as u32;
        self.path.push(at);
        self.on_path[k] = true;
        self.tried.push(None);
        self.phase = if at == self.plan.goal() { Phase::Solved } else { Phase::Expand };
        SearchEvent::Advance { depth, at }
    }

    /// The next candidate of the cell at the end of the path, or the retreat from it.
    fn expand(&mut self) -> Event {
        let from = *self.path.last().expect("an expanded cell is on the path");
        let goal = from == self.plan.goal();
        let last = *self.tried.last().expect("each path cell has its tries");
        let next = next_candidate(&self.plan, self.order, from, last).filter(|_| !goal);
        if let Some((dir, at)) = next {
            *self.tried.last_mut().expect("each path cell has its tries") = Some(dir);
            self.phase = Phase::Tried(at);
            self.stats.nodes += 1;
            return SearchEvent::Try { depth: self.path.len() as u32, at };
        }
        self.tried.pop();
        self.path.pop();
        let k = self.plan.board().index(from);
        self.on_path[k] = false;
        self.stats.backtracks += 1;
        if self.path.is_empty() {
            self.phase = Phase::Exhausted;
        }
        SearchEvent::Retreat { depth: self.path.len() as u32, at: from }
    }
}

impl Search for LabyrinthSearch {
    type Reason = Blocked;

    fn step(&mut self) -> Option<Event> {
        Some(match self.phase {
            Phase::Begin => {
                self.stats.nodes += 1;
                self.phase = Phase::Tried(self.plan.start());
                SearchEvent::Try { depth: 0, at: self.plan.start() }
            }
            Phase::Tried(at) => self.test(at),
            Phase::Expand => self.expand(),
            Phase::Solved => {
                self.stats.solutions += 1;
                if self.found.len() < KEPT_PATHS {
                    self.found.push(self.path.clone());
                }
                let first = self.mode == Mode::First;
                self.phase = if first { Phase::Done } else { Phase::Expand };
                SearchEvent::Solution { index: self.stats.solutions }
            }
            Phase::Exhausted => {
                self.phase = Phase::Done;
                SearchEvent::Exhausted
            }
            Phase::Done => return None,
        })
    }

    fn stats(&self) -> Stats {
        self.stats
    }

    fn path(&self) -> &[Square] {
        &self.path
    }
}
