//! The built-in graphs a link names with `graph=NAME`: the course's small examples, the
//! families `k<n>`, `c<n>`, `wheel<n>` and `knight<r>x<c>`, the cube, the Petersen graph, the
//! dodecahedron, and a map to colour.

use super::simple::{circle, ring, Graph, Point, MAX_VERTICES, SIDE};

/// The names of the built-in graphs a page offers, in its list's order (the families take other
/// sizes too: `k2`…`k30`, `c3`…`c30`, `wheel3`…`wheel29`, `knight<r>x<c>` up to 30 squares).
pub const NAMES: [&str; 14] = [
    "course",
    "triangle",
    "house",
    "k4",
    "k5",
    "c5",
    "c6",
    "wheel5",
    "cube",
    "petersen",
    "dodecahedron",
    "knight3x4",
    "sumatra",
    "bull",
];

/// The edges of the course's colouring example (vertices from 1): four vertices, m = 3 colours
/// enough, two not.
const COURSE: [(usize, usize); 5] = [(1, 2), (1, 3), (1, 4), (2, 3), (3, 4)];

/// A house: a square 1-2-3-4 with a roof 5 over 1 and 4 (a Hamiltonian circuit, chromatic
/// number 3).
const HOUSE: [(usize, usize); 6] = [(1, 2), (2, 3), (3, 4), (4, 1), (1, 5), (4, 5)];

/// The bull: a triangle 1-2-3 with horns 4 on 1 and 5 on 2 (no Hamiltonian circuit).
const BULL: [(usize, usize); 5] = [(1, 2), (2, 3), (3, 1), (1, 4), (2, 5)];

/// The provinces of the island of Sumatra that share a land border (the islands' provinces,
/// Riau Islands and Bangka Belitung, share none): 1 Aceh, 2 North Sumatra (Sumatera Utara),
/// 3 West Sumatra (Sumatera Barat), 4 Riau, 5 Jambi, 6 Bengkulu, 7 South Sumatra (Sumatera
/// Selatan), 8 Lampung. Source: the "bordered by" sentence of each province's English Wikipedia
/// article (Bengkulu's, say: West Sumatra, Jambi, Lampung and South Sumatra).
pub const SUMATRA: [(usize, usize); 12] = [
    (1, 2),
    (2, 3),
    (2, 4),
    (3, 4),
    (3, 5),
    (3, 6),
    (4, 5),
    (5, 6),
    (5, 7),
    (6, 7),
    (6, 8),
    (7, 8),
];

/// Where Sumatra's provinces are drawn: roughly as on the map, north-west at the top left, with
/// room beside each for its name.
const SUMATRA_AT: [(u16, u16); 8] =
    [(120, 60), (250, 220), (330, 470), (560, 330), (620, 560), (420, 730), (700, 720), (860, 930)];

/// The graph of `edges` (vertices from 1) on `n` vertices drawn on a circle.
fn listed(n: usize, edges: &[(usize, usize)]) -> Graph {
    let from_0: Vec<(usize, usize)> = edges.iter().map(|&(u, v)| (u - 1, v - 1)).collect();
    Graph::with_edges(n, &from_0)
}

/// The complete graph K_n.
fn complete(n: usize) -> Graph {
    let edges: Vec<(usize, usize)> = (0..n).flat_map(|u| (u + 1..n).map(move |v| (u, v))).collect();
    Graph::with_edges(n, &edges)
}

/// The cycle C_n: 1-2-…-n-1.
fn cycle(n: usize) -> Graph {
    let edges: Vec<(usize, usize)> = (0..n).map(|u| (u, (u + 1) % n)).collect();
    Graph::with_edges(n, &edges)
}

/// The wheel with a rim of `rim` vertices: vertex 1 the hub in the middle, 2..rim + 1 the rim.
fn wheel(rim: usize) -> Graph {
    let mut edges: Vec<(usize, usize)> = (1..=rim).map(|v| (0, v)).collect();
    edges.extend((0..rim).map(|i| (1 + i, 1 + (i + 1) % rim)));
    let mut points = vec![Point { x: SIDE / 2, y: SIDE / 2 }];
    points.extend(circle(rim));
    Graph::with_edges(rim + 1, &edges).drawn_at(points)
}

/// The generalised Petersen graph GP(n, k): an outer cycle 1..n, spokes from vertex i to
/// n + i, and an inner star joining n + i to n + i + k. GP(4, 1) is the cube, GP(5, 2) the
/// Petersen graph, GP(10, 2) the dodecahedron.
fn petersen(n: usize, k: usize) -> Graph {
    let mut edges: Vec<(usize, usize)> = (0..n).map(|i| (i, (i + 1) % n)).collect();
    edges.extend((0..n).map(|i| (i, n + i)));
    edges.extend((0..n).map(|i| (n + i, n + (i + k) % n)));
    let mut points = ring(n, 440.0, 0.0);
    points.extend(ring(n, 220.0, 0.0));
    Graph::with_edges(2 * n, &edges).drawn_at(points)
}

/// The dodecahedron, GP(10, 2), drawn flat with no edge crossing another (a Schlegel diagram):
/// its outer cycle 1..10 as the middle ring, the inner vertices of the even spokes (11, 13, …,
/// 19) as a pentagon inside it and those of the odd spokes (12, 14, …, 20) as a pentagon outside
/// it, each at its spoke's angle, every circle a radius or more from every other.
fn dodecahedron() -> Graph {
    let graph = petersen(10, 2);
    let mut points = ring(10, 320.0, 0.0);
    let (inside, outside) = (ring(10, 150.0, 0.0), ring(10, 490.0, 0.0));
    points.extend((0..10).map(|i| if i % 2 == 0 { inside[i] } else { outside[i] }));
    graph.drawn_at(points)
}

/// The knight's graph of a board of `rows` × `cols` squares, numbered row by row from 1; two
/// squares are joined when a knight moves from one to the other. The squares are drawn where
/// they are on the board, but for a board of one row or column (which has no knight's move):
/// its squares are drawn on a circle, as a long row would crowd them.
fn knight(rows: usize, cols: usize) -> Graph {
    let n = rows * cols;
    let mut graph = Graph::empty(n);
    for (r, c) in (0..rows).flat_map(|r| (0..cols).map(move |c| (r, c))) {
        for (dr, dc) in [(1, 2), (2, 1), (1, -2), (2, -1)] {
            let (r2, c2) = (r as i32 + dr, c as i32 + dc);
            if r2 < rows as i32 && (0..cols as i32).contains(&c2) {
                graph.join(r * cols + c, r2 as usize * cols + c2 as usize);
            }
        }
    }
    if rows == 1 || cols == 1 {
        return graph;
    }
    let step = f64::from(SIDE) / rows.max(cols) as f64;
    let at = |i: usize| (step * (i as f64 + 0.5)).round() as u16;
    let points = (0..n).map(|i| Point { x: at(i % cols), y: at(i / cols) }).collect();
    graph.drawn_at(points)
}

/// The size a family's name gives after `prefix`, if it is in `range`.
fn size(name: &str, prefix: &str, range: std::ops::RangeInclusive<usize>) -> Option<usize> {
    let digits = name.strip_prefix(prefix)?;
    let n = digits.parse().ok().filter(|_| digits.bytes().all(|b| b.is_ascii_digit()))?;
    range.contains(&n).then_some(n)
}

/// The built-in graph called `name`, if there is one.
///
/// ```
/// use runut::core::graph::named;
/// let petersen = named("petersen").unwrap();
/// assert_eq!((petersen.len(), petersen.edge_count()), (10, 15));
/// assert_eq!(named("k30").unwrap().edge_count(), 435);
/// assert!(named("k31").is_none());
/// ```
pub fn named(name: &str) -> Option<Graph> {
    let name = name.trim().to_ascii_lowercase();
    let graph = match name.as_str() {
        "course" => listed(4, &COURSE),
        "triangle" => complete(3),
        "house" => listed(5, &HOUSE),
        "bull" => listed(5, &BULL),
        "cube" => petersen(4, 1),
        "petersen" => petersen(5, 2),
        "dodecahedron" => dodecahedron(),
        "sumatra" => {
            let points = SUMATRA_AT.iter().map(|&(x, y)| Point { x, y }).collect();
            listed(8, &SUMATRA).drawn_at(points)
        }
        _ => return family(&name),
    };
    Some(graph)
}

/// A graph of one of the families: `k<n>`, `c<n>`, `wheel<n>`, `knight<r>x<c>`.
fn family(name: &str) -> Option<Graph> {
    if let Some(rim) = size(name, "wheel", 3..=MAX_VERTICES - 1) {
        return Some(wheel(rim));
    }
    if let Some(n) = size(name, "k", 1..=MAX_VERTICES) {
        return Some(complete(n));
    }
    if let Some(n) = size(name, "c", 3..=MAX_VERTICES) {
        return Some(cycle(n));
    }
    let (rows, cols) = name.strip_prefix("knight")?.split_once('x')?;
    let (rows, cols) = (size(rows, "", 1..=MAX_VERTICES)?, size(cols, "", 1..=MAX_VERTICES)?);
    (rows * cols <= MAX_VERTICES).then(|| knight(rows, cols))
}
