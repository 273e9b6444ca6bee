//! Small graphs made from a seed, for the graph pages' questions: a few vertices, edges drawn
//! at random, and (for a circuit to exist) a hidden ring through every vertex.

use crate::core::graph::Graph;
use oorandom::Rand32;

/// A graph of 4 to 6 vertices drawn from `seed`: each pair joined with `percent` chance, and
/// with `ring` also every vertex joined to the next of a random order (a Hamiltonian circuit).
///
/// ```
/// use runut::model::quiz::graphs::small_graph;
/// let graph = small_graph(7, 40, true);
/// assert!((4..=6).contains(&graph.len()));
/// assert_eq!(graph, small_graph(7, 40, true));
/// assert!((0..graph.len()).all(|v| graph.degree(v) >= 2));
/// ```
pub fn small_graph(seed: u64, percent: u32, ring: bool) -> Graph {
    let mut rng = Rand32::new(seed);
    let n = 4 + rng.rand_range(0..3) as usize;
    let mut graph = Graph::empty(n);
    for u in 0..n {
        for v in u + 1..n {
            if rng.rand_range(0..100) < percent {
                graph.join(u, v);
            }
        }
    }
    if ring {
        let mut order: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            order.swap(i, rng.rand_range(0..i as u32 + 1) as usize);
        }
        for i in 0..n {
            graph.join(order[i], order[(i + 1) % n]);
        }
    }
    graph
}

/// A graph's edges as the course writes them, vertices from 1: `1-2, 1-3, 2-3`.
///
/// ```
/// use runut::core::graph::Graph;
/// use runut::model::quiz::graphs::edges_text;
/// assert_eq!(edges_text(&Graph::with_edges(3, &[(0, 1), (1, 2)])), "1-2, 2-3");
/// ```
pub fn edges_text(graph: &Graph) -> String {
    let edges: Vec<String> =
        graph.edges().iter().map(|(u, v)| format!("{}-{}", u + 1, v + 1)).collect();
    edges.join(", ")
}
