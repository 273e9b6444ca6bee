//! The course's backtracking around the learner's functions, as a resumable [`Search`]: the root
//! is the empty `x` (node 1); a node's children are its `candidates`, each numbered as it is
//! generated; a child whose `promising` is not `true` is dead and has no children; a live child
//! for which `is_solution` holds is a solution, and is then expanded like any live node (the
//! course's procedure goes on to k + 1; its candidates are usually none).
//!
//! A node is the square (k, v): its level k (the root's children are 0) and its value's number
//! in the search's [`Texts`], which also hold the reasons `promising` gave.

use super::program::{shown, Program, ProgramError, Trouble, Verdict};
use crate::core::grid::Square;
use crate::core::search::{Event, Mode, Search, Stats};
use rhai::Array;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// The most different texts (values and reasons) one search may name.
pub const MAX_TEXTS: usize = 1 << 16;

/// Why `promising` killed a node: the number of its reason in the search's [`Texts`], or none
/// (it returned `false`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Why(pub Option<u16>);

/// The texts a search names (its values and reasons), each once, numbered in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Texts {
    texts: Vec<String>,
    numbers: HashMap<String, u16>,
}

impl Texts {
    /// The number of `text`, numbering it if it is new; none past [`MAX_TEXTS`].
    pub(super) fn number(&mut self, text: String) -> Option<u16> {
        if let Some(&number) = self.numbers.get(&text) {
            return Some(number);
        }
        let number = u16::try_from(self.texts.len()).ok()?;
        self.texts.push(text.clone());
        self.numbers.insert(text, number);
        Some(number)
    }

    /// Text number `number`.
    pub fn get(&self, number: u16) -> Option<&str> {
        self.texts.get(usize::from(number)).map(String::as_str)
    }
}

/// The children of an expanded node, and the next to generate.
struct Frame {
    candidates: Array,
    next: usize,
}

/// Where the search is between two events.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Phase {
    Begin,
    /// The deepest node's next child is due (its candidates first, once).
    Expand,
    /// The child just generated is due to be tested.
    Tried(Square),
    /// The path has just become a solution.
    Solved,
    Done,
}

/// The learner's search, stepped event by event.
pub struct OwnSearch {
    program: Program,
    mode: Mode,
    /// The values of the path's nodes, root's child first (`x` as the learner's functions see it).
    x: Array,
    path: Vec<Square>,
    /// The number of each node of the path, the root first.
    numbers: Vec<u64>,
    /// For each expanded node of the path, the root first: its children.
    frames: Vec<Frame>,
    phase: Phase,
    stats: Stats,
    texts: Texts,
    failure: Option<(ProgramError, u64)>,
}

impl OwnSearch {
    /// The search of `program` in `mode`, before its root.
    pub fn new(program: Program, mode: Mode) -> OwnSearch {
        OwnSearch {
            program,
            mode,
            x: Array::new(),
            path: Vec::new(),
            numbers: Vec::new(),
            frames: Vec::new(),
            phase: Phase::Begin,
            stats: Stats::default(),
            texts: Texts::default(),
            failure: None,
        }
    }

    /// The texts the search has named so far.
    pub fn texts(&self) -> &Texts {
        &self.texts
    }

    /// What went wrong in the learner's program, and at which node, if the search failed.
    pub fn failure(&self) -> Option<&(ProgramError, u64)> {
        self.failure.as_ref()
    }

    /// Whether the search has ended (exhausted, stopped at a solution, or failed).
    pub fn ended(&self) -> bool {
        self.phase == Phase::Done
    }

    /// Ends the search: `error` at node `node`.
    fn fail(&mut self, error: ProgramError, node: u64) -> Option<Event<Why>> {
        self.failure = Some((error, node));
        self.phase = Phase::Done;
        None
    }

    /// The next child of the deepest node (its candidates asked for first), or the backtrack.
    fn expand(&mut self) -> Option<Event<Why>> {
        let node = self.numbers.last().copied().unwrap_or(1);
        if self.frames.len() == self.path.len() {
            match self.program.candidates(&self.x) {
                Ok(candidates) => self.frames.push(Frame { candidates, next: 0 }),
                Err(error) => return self.fail(error, node),
            }
        }
        let frame = self.frames.last_mut().expect("the deepest node has its frame");
        if let Some(value) = frame.candidates.get(frame.next).cloned() {
            frame.next += 1;
            let Some(number) = self.texts.number(shown(&value)) else {
                return self.fail(too_many_values(), node);
            };
            let at = Square::new(self.path.len() as u16, number);
            self.x.push(value);
            self.stats.nodes += 1;
            self.phase = Phase::Tried(at);
            return Some(Event::Try { depth: self.path.len() as u32 + 1, at });
        }
        self.frames.pop();
        let depth = self.path.len() as u32;
        let Some(at) = self.path.pop() else {
            self.phase = Phase::Done;
            return Some(Event::Exhausted);
        };
        self.x.pop();
        self.numbers.pop();
        self.stats.backtracks += 1;
        Some(Event::Retreat { depth, at })
    }

    /// The test of the child just generated: dead, or live (and perhaps a solution).
    fn test(&mut self, at: Square) -> Option<Event<Why>> {
        let node = self.stats.nodes;
        match self.program.promising(&self.x) {
            Err(error) => self.fail(error, node),
            Ok(Verdict::Dead(reason)) => {
                let why = match reason.map(|text| self.texts.number(text)) {
                    None => None,
                    Some(Some(number)) => Some(number),
                    Some(None) => return self.fail(too_many_values(), node),
                };
                self.x.pop();
                self.stats.rejected += 1;
                self.phase = Phase::Expand;
                Some(Event::Reject { at, why: Why(why) })
            }
            Ok(Verdict::Live) => match self.program.is_solution(&self.x) {
                Err(error) => self.fail(error, node),
                Ok(solved) => {
                    self.path.push(at);
                    self.numbers.push(node);
                    self.phase = if solved { Phase::Solved } else { Phase::Expand };
                    Some(Event::Advance { depth: self.path.len() as u32, at })
                }
            },
        }
    }
}

/// The error of a search that names more different values and reasons than [`MAX_TEXTS`].
fn too_many_values() -> ProgramError {
    ProgramError {
        trouble: Trouble::TooLarge,
        message: format!("more than {MAX_TEXTS} different values and reasons"),
        at: None,
        function: None,
    }
}

impl Search for OwnSearch {
    type Reason = Why;

    fn step(&mut self) -> Option<Event<Why>> {
        match self.phase {
            Phase::Begin => {
                self.stats.nodes = 1;
                self.numbers.push(1);
                self.phase = Phase::Expand;
                Some(Event::Root)
            }
            Phase::Expand => self.expand(),
            Phase::Tried(at) => self.test(at),
            Phase::Solved => {
                self.stats.solutions += 1;
                let first = self.mode == Mode::First;
                self.phase = if first { Phase::Done } else { Phase::Expand };
                Some(Event::Solution { index: self.stats.solutions })
            }
            Phase::Done => None,
        }
    }

    fn stats(&self) -> Stats {
        self.stats
    }

    fn path(&self) -> &[Square] {
        &self.path
    }
}
