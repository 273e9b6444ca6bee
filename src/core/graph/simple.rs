//! [`Graph`]: a simple undirected graph of at most [`MAX_VERTICES`] vertices, its adjacency as
//! bit masks, with its drawing (one [`Point`] per vertex, [`circle`] when none is given).

use crate::core::circle::on_circle;
use serde::{Deserialize, Serialize};

/// The most vertices a graph has.
pub const MAX_VERTICES: usize = 30;

/// The side of the square the drawing's coordinates lie in: 0 to `SIDE`.
pub const SIDE: u16 = 1000;

/// Where a vertex is drawn, in a square of side [`SIDE`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Point {
    /// From the left.
    pub x: u16,
    /// From the top.
    pub y: u16,
}

/// A simple undirected graph with its drawing (by default, of no vertex).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Graph {
    /// `adjacent[u]`: bit v set when u and v are joined.
    adjacent: Vec<u32>,
    /// Where each vertex is drawn.
    points: Vec<Point>,
}

impl Graph {
    /// The graph of `n` vertices (at most [`MAX_VERTICES`]) and no edge, drawn on a circle.
    pub fn empty(n: usize) -> Graph {
        let n = n.min(MAX_VERTICES);
        Graph { adjacent: vec![0; n], points: circle(n) }
    }

    /// The graph of `n` vertices joined by `edges` (from 0; out of range or loops ignored), drawn
    /// on a circle.
    ///
    /// ```
    /// use runut::core::graph::Graph;
    /// let triangle = Graph::with_edges(3, &[(0, 1), (1, 2), (2, 0)]);
    /// assert_eq!((triangle.len(), triangle.edge_count()), (3, 3));
    /// assert!(triangle.joined(2, 0));
    /// ```
    pub fn with_edges(n: usize, edges: &[(usize, usize)]) -> Graph {
        let mut graph = Graph::empty(n);
        for &(u, v) in edges {
            graph.join(u, v);
        }
        graph
    }

    /// How many vertices there are.
    pub fn len(&self) -> usize {
        self.adjacent.len()
    }

    /// Whether there is no vertex.
    pub fn is_empty(&self) -> bool {
        self.adjacent.is_empty()
    }

    /// Joins `u` and `v` (nothing for a loop or a vertex out of range).
    pub fn join(&mut self, u: usize, v: usize) {
        if u != v && u < self.len() && v < self.len() {
            self.adjacent[u] |= 1 << v;
            self.adjacent[v] |= 1 << u;
        }
    }

    /// Removes the edge between `u` and `v`, if there is one.
    pub fn split(&mut self, u: usize, v: usize) {
        if u < self.len() && v < self.len() {
            self.adjacent[u] &= !(1 << v);
            self.adjacent[v] &= !(1 << u);
        }
    }

    /// Whether `u` and `v` are joined.
    pub fn joined(&self, u: usize, v: usize) -> bool {
        self.adjacent.get(u).is_some_and(|a| a >> v & 1 == 1)
    }

    /// The neighbours of `u`, as a bit mask.
    pub fn neighbours(&self, u: usize) -> u32 {
        self.adjacent[u]
    }

    /// The degree of `u`.
    pub fn degree(&self, u: usize) -> u32 {
        self.adjacent[u].count_ones()
    }

    /// How many edges there are.
    pub fn edge_count(&self) -> usize {
        self.adjacent.iter().map(|a| a.count_ones() as usize).sum::<usize>() / 2
    }

    /// The edges, each once as `(u, v)` with `u < v`, in order.
    pub fn edges(&self) -> Vec<(usize, usize)> {
        let n = self.len();
        (0..n)
            .flat_map(|u| (u + 1..n).filter(move |&v| self.joined(u, v)).map(move |v| (u, v)))
            .collect()
    }

    /// Where each vertex is drawn.
    pub fn points(&self) -> &[Point] {
        &self.points
    }

    /// The graph drawn at `points` (one per vertex; otherwise the drawing is kept).
    pub fn drawn_at(mut self, points: Vec<Point>) -> Graph {
        if points.len() == self.len() {
            self.points = points;
        }
        self
    }

    /// Adds a vertex drawn at `at`, joined to nothing (nothing past [`MAX_VERTICES`]).
    pub fn add_vertex(&mut self, at: Point) {
        if self.len() < MAX_VERTICES {
            self.adjacent.push(0);
            self.points.push(at);
        }
    }

    /// Removes vertex `u`: the vertices after it move down by one.
    pub fn remove_vertex(&mut self, u: usize) {
        if u >= self.len() {
            return;
        }
        let low = (1u32 << u) - 1;
        self.adjacent.remove(u);
        self.points.remove(u);
        for a in &mut self.adjacent {
            *a = (*a & low) | (*a >> (u + 1) << u);
        }
    }

    /// Moves vertex `u`'s drawing to `at`.
    pub fn move_vertex(&mut self, u: usize, at: Point) {
        if let Some(point) = self.points.get_mut(u) {
            *point = at;
        }
    }
}

/// `n` points evenly on a circle, the first at the top, going clockwise.
pub fn circle(n: usize) -> Vec<Point> {
    ring(n, 440.0, 0.0)
}

/// `n` points evenly on a circle of `radius` about the centre, the first turned by `turn`
/// (a fraction of a turn) clockwise from the top.
pub fn ring(n: usize, radius: f64, turn: f64) -> Vec<Point> {
    let centre = f64::from(SIDE) / 2.0;
    (0..n)
        .map(|i| {
            let (x, y) = on_circle(i as f64 / n.max(1) as f64 + turn);
            let (x, y) = (centre + radius * x, centre + radius * y);
            Point { x: x.round() as u16, y: y.round() as u16 }
        })
        .collect()
}
