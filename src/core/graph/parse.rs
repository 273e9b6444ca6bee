//! A graph read from a link's text: `n=5`, `edges=1-2,2-3` (vertices from 1), `pos=500:60,…`
//! (where each vertex is drawn). Nothing fails: what cannot be used is dropped and said
//! ([`Dropped`]).

use super::simple::{circle, Graph, Point, MAX_VERTICES, SIDE};

/// What [`parse_graph`] could not use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Dropped {
    /// `n` is no whole number from 0 to [`MAX_VERTICES`]; the edges' largest vertex is used.
    Count(String),
    /// A piece of `edges` that is not `u-v`.
    NotEdge(String),
    /// An edge naming a vertex that is not one of 1..n.
    NoVertex(String),
    /// An edge from a vertex (numbered from 1) to itself.
    Loop(usize),
    /// An edge given twice (its vertices numbered from 1).
    Repeated(usize, usize),
    /// `pos` does not give one `x:y` (0 to 1000) per vertex; the vertices are drawn on a circle.
    Positions,
}

/// A vertex number written in an edge, if it is a whole number.
fn vertex(text: &str) -> Option<usize> {
    let text = text.trim();
    (!text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()))
        .then(|| text.parse().unwrap_or(usize::MAX))
}

/// The pieces of a list separated by commas, semicolons or spaces.
fn pieces(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| c == ',' || c == ';' || c.is_whitespace()).filter(|p| !p.is_empty())
}

/// The edges of `text` as pairs of numbers (unchecked), and the pieces that are no edge.
fn pairs(text: &str, dropped: &mut Vec<Dropped>) -> Vec<(String, usize, usize)> {
    let mut pairs = Vec::new();
    for piece in pieces(text) {
        let ends = piece.split_once('-').and_then(|(u, v)| Some((vertex(u)?, vertex(v)?)));
        match ends {
            Some((u, v)) => pairs.push((piece.to_string(), u, v)),
            None => dropped.push(Dropped::NotEdge(piece.to_string())),
        }
    }
    pairs
}

/// The drawing `text` gives for `n` vertices, if it gives one point each.
fn points(text: &str, n: usize) -> Option<Vec<Point>> {
    let coordinate = |t: &str| t.trim().parse::<u16>().ok().filter(|&c| c <= SIDE);
    let points: Option<Vec<Point>> = pieces(text)
        .map(|p| {
            p.split_once(':')
                .and_then(|(x, y)| Some(Point { x: coordinate(x)?, y: coordinate(y)? }))
        })
        .collect();
    points.filter(|p| p.len() == n)
}

/// The graph a link gives by its `n`, `edges` and `pos` (vertices numbered from 1), and what it
/// could not use. `n=0` is the empty graph, to draw on from scratch. Without `n` (or with a bad
/// one) the graph has as many vertices as the largest one its edges name (at least one); without
/// `pos` it is drawn on a circle.
///
/// ```
/// use runut::core::graph::{parse_graph, Dropped};
/// let (graph, dropped) = parse_graph(Some("4"), Some("1-2,2-3,3-3,2-1,4-9,x"), None);
/// assert_eq!(graph.edges(), vec![(0, 1), (1, 2)]);
/// assert_eq!(dropped.len(), 4);
/// assert_eq!(dropped[0], Dropped::NotEdge("x".into()));
/// ```
pub fn parse_graph(
    n: Option<&str>,
    edges: Option<&str>,
    pos: Option<&str>,
) -> (Graph, Vec<Dropped>) {
    let mut dropped = Vec::new();
    let pairs = pairs(edges.unwrap_or(""), &mut dropped);
    let largest = pairs.iter().map(|&(_, u, v)| u.max(v)).filter(|&v| v <= MAX_VERTICES).max();
    let inferred = largest.unwrap_or(1).max(1);
    let n = match n {
        None => inferred,
        Some(text) => match vertex(text).filter(|&n| n <= MAX_VERTICES) {
            Some(n) => n,
            None => {
                dropped.push(Dropped::Count(text.to_string()));
                inferred
            }
        },
    };
    let mut graph = Graph::empty(n);
    for (piece, u, v) in pairs {
        if u == 0 || v == 0 || u > n || v > n {
            dropped.push(Dropped::NoVertex(piece));
        } else if u == v {
            dropped.push(Dropped::Loop(u));
        } else if graph.joined(u - 1, v - 1) {
            dropped.push(Dropped::Repeated(u.min(v), u.max(v)));
        } else {
            graph.join(u - 1, v - 1);
        }
    }
    let drawing = pos.map(|text| points(text, n));
    if drawing == Some(None) {
        dropped.push(Dropped::Positions);
    }
    let drawing = drawing.flatten().unwrap_or_else(|| circle(n));
    (graph.drawn_at(drawing), dropped)
}

/// The `edges=` text of `graph` (vertices from 1): `1-2,2-3`.
pub fn edges_text(graph: &Graph) -> String {
    let edges: Vec<String> =
        graph.edges().iter().map(|(u, v)| format!("{}-{}", u + 1, v + 1)).collect();
    edges.join(",")
}

/// The `pos=` text of `graph`'s drawing: `500:60,…`.
pub fn points_text(graph: &Graph) -> String {
    let points: Vec<String> = graph.points().iter().map(|p| format!("{}:{}", p.x, p.y)).collect();
    points.join(",")
}
