//! The graph editor as a pure model: the graph being drawn, the vertex selected, and undo and
//! redo. A click on empty space adds a vertex there; a click on a vertex selects it, and a
//! click on another then joins the two (or removes their edge); a drag moves a vertex; Delete
//! removes the vertex selected. The keyboard's twin does the same through [`Edit::Select`],
//! [`Edit::Toggle`], [`Edit::Add`] and [`Edit::Remove`]; [`Edit::Clear`] leaves the empty
//! graph, to draw from scratch (removing the last vertex does too). A graph of
//! [`MAX_VERTICES`] takes no more vertex ([`Editor::is_full`]).

use crate::core::graph::{Graph, Point, MAX_VERTICES, SIDE};

/// How many graphs undo remembers.
pub const UNDO_DEPTH: usize = 100;

/// One thing the user does to the editor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edit {
    /// A click on empty space at this point: a new vertex there.
    ClickEmpty(Point),
    /// A click on vertex v (from 0): select it, or join it to (or split it from) the one
    /// selected.
    ClickVertex(usize),
    /// Select vertex v (from 0), or none.
    Select(Option<usize>),
    /// Join vertices u and v (from 0), or remove their edge.
    Toggle(usize, usize),
    /// A new vertex in a free place.
    Add,
    /// Remove vertex v (from 0).
    Remove(usize),
    /// Remove the vertex selected (the Delete key).
    Delete,
    /// Remove every vertex: the empty graph, to draw from scratch.
    Clear,
    /// Vertex v (from 0) dragged to this point.
    Move(usize, Point),
    /// Undo the last change of the graph.
    Undo,
    /// Redo the last change undone.
    Redo,
}

/// The editor's state.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Editor {
    graph: Graph,
    selected: Option<usize>,
    undo: Vec<Graph>,
    redo: Vec<Graph>,
}

impl Editor {
    /// The editor drawing `graph`, nothing selected, nothing to undo.
    pub fn new(graph: Graph) -> Editor {
        Editor { graph, ..Editor::default() }
    }

    /// The graph drawn.
    pub fn graph(&self) -> &Graph {
        &self.graph
    }

    /// The vertex selected (from 0), if any.
    pub fn selected(&self) -> Option<usize> {
        self.selected
    }

    /// Whether the graph has the most vertices a graph may have, so that no vertex can be added.
    pub fn is_full(&self) -> bool {
        self.graph.len() >= MAX_VERTICES
    }

    /// Whether there is a change to undo.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether there is a change to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Shows `graph` (chosen elsewhere: a built-in, a link), keeping what can be undone; nothing
    /// when it is the graph already drawn.
    pub fn show(&mut self, graph: &Graph) {
        if *graph != self.graph {
            let before = std::mem::replace(&mut self.graph, graph.clone());
            self.remember(before);
            self.selected = None;
        }
    }

    /// Remembers `before` as the graph to undo to, forgetting what could be redone.
    fn remember(&mut self, before: Graph) {
        self.undo.push(before);
        if self.undo.len() > UNDO_DEPTH {
            self.undo.remove(0);
        }
        self.redo.clear();
    }

    /// Changes the graph by `change`, remembering it for undo if it changed anything.
    fn change(&mut self, change: impl FnOnce(&mut Graph)) -> bool {
        let before = self.graph.clone();
        change(&mut self.graph);
        let changed = self.graph != before;
        if changed {
            self.remember(before);
        }
        changed
    }

    /// A free place for a new vertex: the first point of a grid that no vertex is near.
    fn free_place(&self) -> Point {
        let step = SIDE / 6;
        let grid = (1..6).flat_map(|r| (1..6).map(move |c| Point { x: c * step, y: r * step }));
        let near = |p: Point| {
            let close = |a: u16, b: u16| a.abs_diff(b) < step / 2;
            self.graph.points().iter().any(|q| close(p.x, q.x) && close(p.y, q.y))
        };
        grid.into_iter().find(|&p| !near(p)).unwrap_or(Point { x: SIDE / 2, y: SIDE / 2 })
    }

    /// Applies `edit`; returns whether the graph changed.
    ///
    /// ```
    /// use runut::core::graph::Point;
    /// use runut::model::graph::editor::{Edit, Editor};
    /// let mut editor = Editor::default();
    /// editor.apply(Edit::ClickEmpty(Point { x: 100, y: 100 }));
    /// editor.apply(Edit::ClickEmpty(Point { x: 900, y: 100 }));
    /// editor.apply(Edit::ClickVertex(0));
    /// assert!(editor.apply(Edit::ClickVertex(1)));
    /// assert_eq!(editor.graph().edges(), vec![(0, 1)]);
    /// editor.apply(Edit::Undo);
    /// assert_eq!(editor.graph().edge_count(), 0);
    /// ```
    pub fn apply(&mut self, edit: Edit) -> bool {
        let n = self.graph.len();
        match edit {
            Edit::ClickEmpty(at) => {
                self.selected = None;
                n < MAX_VERTICES && self.change(|g| g.add_vertex(at))
            }
            Edit::Add => {
                let at = self.free_place();
                n < MAX_VERTICES && self.change(|g| g.add_vertex(at))
            }
            Edit::ClickVertex(v) if v < n => match self.selected {
                Some(u) if u != v => {
                    self.selected = None;
                    self.toggle(u, v)
                }
                Some(_) => {
                    self.selected = None;
                    false
                }
                None => {
                    self.selected = Some(v);
                    false
                }
            },
            Edit::Select(v) => {
                self.selected = v.filter(|&v| v < n);
                false
            }
            Edit::Toggle(u, v) => self.toggle(u, v),
            Edit::Remove(v) => self.remove(v),
            Edit::Delete => self.selected.is_some_and(|v| self.remove(v)),
            Edit::Clear => {
                self.selected = None;
                self.change(|g| *g = Graph::default())
            }
            Edit::Move(v, at) if v < n => self.change(|g| g.move_vertex(v, at)),
            Edit::Undo => self.step(false),
            Edit::Redo => self.step(true),
            Edit::ClickVertex(_) | Edit::Move(..) => false,
        }
    }

    /// Joins `u` and `v`, or removes their edge.
    fn toggle(&mut self, u: usize, v: usize) -> bool {
        let n = self.graph.len();
        if u == v || u >= n || v >= n {
            return false;
        }
        let joined = self.graph.joined(u, v);
        self.change(|g| if joined { g.split(u, v) } else { g.join(u, v) })
    }

    /// Removes vertex `v` (the last one too: the graph is then empty), keeping a selection
    /// (renumbered) other than it.
    fn remove(&mut self, v: usize) -> bool {
        if v >= self.graph.len() {
            return false;
        }
        self.selected = match self.selected {
            Some(s) if s == v => None,
            Some(s) if s > v => Some(s - 1),
            other => other,
        };
        self.change(|g| g.remove_vertex(v))
    }

    /// Undoes (or redoes, if `forward`) one change.
    fn step(&mut self, forward: bool) -> bool {
        let (from, to) = if forward {
            (&mut self.redo, &mut self.undo)
        } else {
            (&mut self.undo, &mut self.redo)
        };
        let Some(graph) = from.pop() else { return false };
        to.push(std::mem::replace(&mut self.graph, graph));
        self.selected = self.selected.filter(|&s| s < self.graph.len());
        true
    }
}
