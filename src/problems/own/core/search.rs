//! The course's backtracking around the learner's functions, as a resumable [`Search`]: the root
//! is the empty `x` (node 1); a node's children are its `candidates`, each numbered as it is
//! generated; a child whose `promising` is not `true` is dead and has no children; a live child
//! for which `is_solution` holds is a solution, and is then expanded like any live node (the
//! course's procedure goes on to k + 1; its candidates are usually none).
//!
//! A node is the square (k, t): its level k (the root's children are 0) and the number of its
//! [`NodeText`] in the search's [`Texts`] (its value, its label, why it died), which the search
//! asks of the program as it generates the node, before its `Try`.

use super::program::{shown, Function, Program, ProgramError, Trouble, Verdict};
use super::texts::{NodeText, Texts, MAX_TEXTS};
use crate::core::grid::Square;
use crate::core::search::{Event, Mode, Search, Stats, FOUND_LIMIT};
use rhai::Array;

/// The most values `x` may hold: a deeper search ends with an error (its candidates never run
/// out, most likely: a forgotten `if x.len() == N { return []; }`).
pub const MAX_DEPTH: usize = 1_000;

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
    /// The child just generated is due to be tested: live or not, as `promising` said.
    Tried(Square, bool),
    /// The path has just become a solution.
    Solved,
    Done,
}

/// The learner's search, stepped event by event.
pub struct OwnSearch {
    program: Program,
    mode: Mode,
    /// Whether `promising` is asked (else every node is live: the search without B).
    bounded: bool,
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
    /// The first [`FOUND_LIMIT`] solutions, each its path.
    solutions: Vec<Vec<Square>>,
    /// What went wrong, at which node, and the number of its text.
    failure: Option<(ProgramError, u64, u16)>,
}

impl OwnSearch {
    /// The search of `program` in `mode`, before its root; `bounded`: with the program's
    /// bounding function (else every node is live, as if `promising` were always `true`).
    pub fn new(program: Program, mode: Mode, bounded: bool) -> OwnSearch {
        OwnSearch {
            program,
            mode,
            bounded,
            x: Array::new(),
            path: Vec::new(),
            numbers: Vec::new(),
            frames: Vec::new(),
            phase: Phase::Begin,
            stats: Stats::default(),
            texts: Texts::default(),
            solutions: Vec::new(),
            failure: None,
        }
    }

    /// First solution or all.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The first [`FOUND_LIMIT`] solutions found, each its path (its squares' texts are among
    /// the search's).
    pub fn solutions(&self) -> &[Vec<Square>] {
        &self.solutions
    }

    /// The texts the search has named so far.
    pub fn texts(&self) -> &Texts {
        &self.texts
    }

    /// What went wrong in the learner's program, and at which node, if the search failed.
    pub fn failure(&self) -> Option<(&ProgramError, u64)> {
        self.failure.as_ref().map(|(error, node, _)| (error, *node))
    }

    /// Where the search failed, if it did: the number of its error's text
    /// ([`ProgramError::joined`]; `u16::MAX` if no number was left for it) and the node.
    pub fn failed_at(&self) -> Option<(u16, u64)> {
        self.failure.as_ref().map(|&(_, node, text)| (text, node))
    }

    /// Whether the search has ended (exhausted, stopped at a solution, or failed).
    pub fn ended(&self) -> bool {
        self.phase == Phase::Done
    }

    /// Ends the search: `error` at node `node`.
    fn fail(&mut self, error: ProgramError, node: u64) -> Option<Event<()>> {
        let text = self.texts.number_error(error.joined());
        self.failure = Some((error, node, text));
        self.phase = Phase::Done;
        None
    }

    /// The next child of the deepest node (its candidates asked for first), or the backtrack.
    fn expand(&mut self) -> Option<Event<()>> {
        let node = self.numbers.last().copied().unwrap_or(1);
        if self.frames.len() == self.path.len() {
            match self.program.candidates(&self.x) {
                Ok(candidates) => self.frames.push(Frame { candidates, next: 0 }),
                Err(error) => return self.fail(error, node),
            }
        }
        let frame = self.frames.last_mut().expect("the deepest node has its frame");
        if let Some(value) = frame.candidates.get(frame.next).cloned() {
            if self.x.len() == MAX_DEPTH {
                return self.fail(endless(), self.stats.nodes + 1);
            }
            frame.next += 1;
            self.x.push(value);
            self.stats.nodes += 1;
            return self.generate();
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

    /// The child just generated, `x`'s newest value: its label and verdict asked of the
    /// program, its text numbered, and its `Try` (a node the program fails on is not counted).
    fn generate(&mut self) -> Option<Event<()>> {
        let node = self.stats.nodes;
        match self.generated() {
            Ok(event) => Some(event),
            Err(error) => {
                self.stats.nodes -= 1;
                self.fail(error, node)
            }
        }
    }

    /// The `Try` of the child just generated, or what went wrong in making it.
    fn generated(&mut self) -> Result<Event<()>, ProgramError> {
        let value = shown(self.x.last().expect("the child's value is in x"));
        let label = self.program.label(&self.x)?;
        let verdict = if self.bounded { self.program.promising(&self.x)? } else { Verdict::Live };
        let (live, reason) = match verdict {
            Verdict::Live => (true, None),
            Verdict::Dead(reason) => (false, reason),
        };
        let text = NodeText { value, label, reason, dead: !live }.joined();
        let number = self.texts.number(text).ok_or_else(too_many_texts)?;
        let at = Square::new(self.path.len() as u16, number);
        self.phase = Phase::Tried(at, live);
        Ok(Event::Try { depth: self.path.len() as u32 + 1, at })
    }

    /// The test of the child just generated: dead, or live (and perhaps a solution).
    fn test(&mut self, at: Square, live: bool) -> Option<Event<()>> {
        let node = self.stats.nodes;
        if !live {
            self.x.pop();
            self.stats.rejected += 1;
            self.phase = Phase::Expand;
            return Some(Event::Reject { at, why: () });
        }
        match self.program.is_solution(&self.x) {
            Err(error) => self.fail(error, node),
            Ok(solved) => {
                self.path.push(at);
                self.numbers.push(node);
                self.phase = if solved { Phase::Solved } else { Phase::Expand };
                Some(Event::Advance { depth: self.path.len() as u32, at })
            }
        }
    }
}

/// The error of a search whose `x` grew past [`MAX_DEPTH`] values.
fn endless() -> ProgramError {
    ProgramError {
        trouble: Trouble::Endless,
        message: format!("{MAX_DEPTH}"),
        at: None,
        function: Some(Function::Candidates),
    }
}

/// The error of a search whose nodes read more different ways than [`MAX_TEXTS`].
fn too_many_texts() -> ProgramError {
    ProgramError {
        trouble: Trouble::TooLarge,
        message: format!("more than {MAX_TEXTS} different node texts (value, label and reason)"),
        at: None,
        function: None,
    }
}

impl Search for OwnSearch {
    type Reason = ();

    fn step(&mut self) -> Option<Event<()>> {
        match self.phase {
            Phase::Begin => {
                self.stats.nodes = 1;
                self.numbers.push(1);
                self.phase = Phase::Expand;
                Some(Event::Root)
            }
            Phase::Expand => self.expand(),
            Phase::Tried(at, live) => self.test(at, live),
            Phase::Solved => {
                self.stats.solutions += 1;
                if self.solutions.len() < FOUND_LIMIT {
                    self.solutions.push(self.path.clone());
                }
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

    fn take_texts(&mut self) -> Vec<String> {
        self.texts.take_new()
    }
}
