//! [`Trail`]: the state rebuilt from a stream of events, applied forwards and undone backwards.

use super::event::{Event, Stats};
use super::replay::{Replay, Wire};
use super::tree::{PathTree, TreeNode};
use crate::core::grid::Square;
use serde::{Deserialize, Serialize};
use std::fmt::Debug;
use std::rc::Rc;

/// How many solutions a [`Trail`] keeps for the page to list.
pub const FOUND_LIMIT: usize = 100;

/// The state rebuilt from a stream of events: the path, the candidate under test and the totals.
///
/// ```
/// use runut::core::grid::Square;
/// use runut::core::search::{Event, Trail};
/// let a = Square::new(0, 0);
/// let mut trail = Trail::<()>::default();
/// trail.apply(Event::Try { depth: 0, at: a });
/// trail.apply(Event::Advance { depth: 0, at: a });
/// assert_eq!(trail.path(), &[a]);
/// trail.undo(Event::Advance { depth: 0, at: a }, None);
/// assert!(trail.path().is_empty());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trail<R> {
    /// Shared, so that a page hands its views the path without copying it: a giant tour is a
    /// million squares.
    path: Rc<Vec<Square>>,
    tree: PathTree,
    /// Whether the tree is kept: not after a snapshot without one (a run that shows no tree,
    /// whose tail would otherwise open a level for each square of a deep path).
    keeps_tree: bool,
    found: Vec<Vec<Square>>,
    candidate: Option<Square>,
    last: Option<Event<R>>,
    stats: Stats,
    exhausted: bool,
    /// Events applied, less those undone (see [`Replay::moment`]).
    moment: u64,
    /// See [`Replay::texts`].
    texts: Rc<Vec<String>>,
}

impl<R> Default for Trail<R> {
    fn default() -> Self {
        Trail {
            path: Rc::default(),
            tree: PathTree::default(),
            keeps_tree: true,
            found: Vec::new(),
            candidate: None,
            last: None,
            stats: Stats::default(),
            exhausted: false,
            moment: 0,
            texts: Rc::default(),
        }
    }
}

impl<R: Copy> Trail<R> {
    /// A trail resumed from a snapshot taken by the search itself (with its tree, if it has one).
    pub fn from_snapshot(
        path: Vec<Square>,
        stats: Stats,
        exhausted: bool,
        tree: Option<Vec<Vec<TreeNode>>>,
    ) -> Self {
        let keeps_tree = tree.is_some();
        let tree = PathTree::from_levels(tree.unwrap_or_default(), stats.nodes, stats.solutions);
        let (path, found) = (Rc::new(path), Vec::new());
        let moment = stats.nodes + stats.rejected + 2 * stats.backtracks + stats.solutions;
        Trail {
            path,
            tree,
            keeps_tree,
            found,
            candidate: None,
            last: None,
            stats,
            exhausted,
            moment,
            texts: Rc::default(),
        }
    }

    /// The first [`FOUND_LIMIT`] solutions applied, in order (those seen as events; a run at
    /// max speed reports only its totals).
    pub fn found(&self) -> &[Vec<Square>] {
        &self.found
    }

    /// The state-space tree as drawn: the current path's levels, finished subtrees folded.
    pub fn tree(&self) -> &PathTree {
        &self.tree
    }

    /// Forgets what undoing `event` would need, once it has left the owner's history.
    pub fn forget(&mut self, event: Event<R>) {
        if let (Event::Retreat { .. }, true) = (event, self.keeps_tree) {
            self.tree.forget_oldest_fold();
        }
    }

    /// The current path, root first.
    pub fn path(&self) -> &[Square] {
        &self.path
    }

    /// The current path, shared rather than copied (it is copied on the next change while a
    /// view still holds it).
    pub fn shared_path(&self) -> Rc<Vec<Square>> {
        Rc::clone(&self.path)
    }

    /// The candidate being tested (between a `Try` and its outcome).
    pub fn candidate(&self) -> Option<Square> {
        self.candidate
    }

    /// The last event applied, if it is known (it is not right after a snapshot).
    pub fn last(&self) -> Option<Event<R>> {
        self.last
    }

    /// Totals so far.
    pub fn stats(&self) -> Stats {
        self.stats
    }

    /// Whether the search reported that its tree is exhausted.
    pub fn exhausted(&self) -> bool {
        self.exhausted
    }

    /// Applies one event.
    pub fn apply(&mut self, event: Event<R>) {
        if self.keeps_tree {
            self.tree.apply(event);
        }
        match event {
            Event::Root => self.stats.nodes += 1,
            Event::Try { at, .. } => {
                self.stats.nodes += 1;
                self.candidate = Some(at);
            }
            Event::Reject { .. } => {
                self.stats.rejected += 1;
                self.candidate = None;
            }
            Event::Advance { at, .. } => {
                self.candidate = None;
                Rc::make_mut(&mut self.path).push(at);
            }
            Event::Retreat { .. } => {
                self.stats.backtracks += 1;
                Rc::make_mut(&mut self.path).pop();
            }
            Event::Solution { .. } => {
                self.stats.solutions += 1;
                if self.found.len() < FOUND_LIMIT {
                    self.found.push(self.path.to_vec());
                }
            }
            Event::Exhausted => self.exhausted = true,
        }
        self.last = Some(event);
        self.moment += 1;
    }

    /// Undoes `event`, which must be the last event applied. `previous` is the event applied
    /// before it, if known, so that [`Trail::last`] stays right.
    pub fn undo(&mut self, event: Event<R>, previous: Option<Event<R>>) {
        if self.keeps_tree {
            self.tree.undo(event);
        }
        match event {
            Event::Root => self.stats.nodes -= 1,
            Event::Try { .. } => {
                self.stats.nodes -= 1;
                self.candidate = None;
            }
            Event::Reject { at, .. } => {
                self.stats.rejected -= 1;
                self.candidate = Some(at);
            }
            Event::Advance { at, .. } => {
                Rc::make_mut(&mut self.path).pop();
                self.candidate = Some(at);
            }
            Event::Retreat { at, .. } => {
                self.stats.backtracks -= 1;
                Rc::make_mut(&mut self.path).push(at);
            }
            Event::Solution { .. } => {
                if self.found.len() as u64 == self.stats.solutions {
                    self.found.pop();
                }
                self.stats.solutions -= 1;
            }
            Event::Exhausted => self.exhausted = false,
        }
        self.last = previous;
        self.moment -= 1;
    }
}

/// Where a depth-first search stands, as a snapshot carries it: its path and, for a search that
/// shows one, its drawn tree's levels.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PathStanding {
    /// The current path, root first.
    #[serde(with = "packed_squares")]
    pub path: Vec<Square>,
    /// The drawn tree's levels, for a search that shows its tree.
    pub tree: Option<Vec<Vec<TreeNode>>>,
}

impl<R> Replay for Trail<R>
where
    R: Wire,
{
    type Event = Event<R>;
    type Standing = PathStanding;

    fn apply(&mut self, event: Event<R>) {
        Trail::apply(self, event);
    }

    fn undo(&mut self, event: Event<R>, previous: Option<Event<R>>) {
        Trail::undo(self, event, previous);
    }

    fn forget(&mut self, event: Event<R>) {
        Trail::forget(self, event);
    }

    fn stats(&self) -> Stats {
        Trail::stats(self)
    }

    fn moment(&self) -> u64 {
        self.moment
    }

    fn resume(standing: PathStanding, stats: Stats, ended: bool) -> Self {
        Trail::from_snapshot(standing.path, stats, ended, standing.tree)
    }

    fn path(&self) -> &[Square] {
        Trail::path(self)
    }

    fn found(&self) -> &[Vec<Square>] {
        Trail::found(self)
    }

    fn texts(&self) -> &Rc<Vec<String>> {
        &self.texts
    }

    fn texts_mut(&mut self) -> &mut Rc<Vec<String>> {
        &mut self.texts
    }
}

/// Paths cross the worker boundary as bytes, four per square (row and column, little-endian
/// u16s), so a giant board's million squares are copied as one block rather than encoded one
/// by one.
mod packed_squares {
    use crate::core::grid::Square;
    use serde::de::{Error, SeqAccess, Visitor};
    use serde::{Deserializer, Serializer};

    pub fn serialize<S: Serializer>(path: &[Square], serializer: S) -> Result<S::Ok, S::Error> {
        let bytes: Vec<u8> = path
            .iter()
            .flat_map(|s| [s.row.to_le_bytes(), s.col.to_le_bytes()])
            .flatten()
            .collect();
        serializer.serialize_bytes(&bytes)
    }

    struct Squares;

    impl Squares {
        fn from_bytes<E: Error>(bytes: &[u8]) -> Result<Vec<Square>, E> {
            if !bytes.len().is_multiple_of(4) {
                return Err(E::custom("a packed path has four bytes per square"));
            }
            let half = |b: &[u8]| u16::from_le_bytes([b[0], b[1]]);
            Ok(bytes.chunks_exact(4).map(|b| Square::new(half(&b[..2]), half(&b[2..]))).collect())
        }
    }

    impl<'de> Visitor<'de> for Squares {
        type Value = Vec<Square>;

        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a packed path (four bytes per square)")
        }

        fn visit_bytes<E: Error>(self, bytes: &[u8]) -> Result<Vec<Square>, E> {
            Squares::from_bytes(bytes)
        }

        fn visit_byte_buf<E: Error>(self, bytes: Vec<u8>) -> Result<Vec<Square>, E> {
            Squares::from_bytes(&bytes)
        }

        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<Square>, A::Error> {
            let mut bytes = Vec::new();
            while let Some(b) = seq.next_element::<u8>()? {
                bytes.push(b);
            }
            Squares::from_bytes(&bytes)
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Vec<Square>, D::Error> {
        deserializer.deserialize_byte_buf(Squares)
    }
}
