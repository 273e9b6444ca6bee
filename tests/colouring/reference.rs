//! The ground truth written here, independently of the crate's searches: a recursive walk of
//! the course's colouring tree that numbers its nodes, and the brute force over all mⁿ
//! colourings; and every graph on a few vertices.

use runut::core::graph::Graph;

/// What the recursive walk saw.
#[derive(Debug, Default)]
pub struct Walk {
    /// Nodes generated, the root included.
    pub nodes: u64,
    /// Dead nodes.
    pub dead: u64,
    /// Backtracks: expanded nodes left, but the root.
    pub backtracks: u64,
    /// Solutions, each the colours of vertices 1..n, in the order found.
    pub solutions: Vec<Vec<u8>>,
    /// The node numbers of the first solution's path, root first.
    pub first_path: Vec<u64>,
}

/// Colours vertex `k` with 1..m in order below the node numbered `path`'s last; true to stop.
fn colour(
    adj: &[Vec<bool>],
    m: u8,
    first: bool,
    x: &mut Vec<u8>,
    path: &mut Vec<u64>,
    walk: &mut Walk,
) -> bool {
    let k = x.len();
    for c in 1..=m {
        walk.nodes += 1;
        let number = walk.nodes;
        if (0..k).any(|j| adj[k][j] && x[j] == c) {
            walk.dead += 1;
            continue;
        }
        x.push(c);
        path.push(number);
        if x.len() == adj.len() {
            walk.solutions.push(x.clone());
            if walk.first_path.is_empty() {
                walk.first_path = path.clone();
            }
            if first {
                return true;
            }
        } else if colour(adj, m, first, x, path, walk) {
            return true;
        }
        walk.backtracks += 1;
        x.pop();
        path.pop();
    }
    false
}

/// The course's walk colouring `graph` with `m` colours, stopping at the first colouring if
/// `first`.
pub fn walk(graph: &Graph, m: u8, first: bool) -> Walk {
    let n = graph.len();
    let adj: Vec<Vec<bool>> =
        (0..n).map(|u| (0..n).map(|v| graph.joined(u, v)).collect()).collect();
    let mut walk = Walk { nodes: 1, ..Walk::default() };
    colour(&adj, m, first, &mut Vec::new(), &mut vec![1], &mut walk);
    walk
}

/// Every proper colouring of `graph` with `m` colours, by trying all mⁿ of them, in
/// lexicographic order.
pub fn brute_force(graph: &Graph, m: u8) -> Vec<Vec<u8>> {
    let n = graph.len() as u32;
    let edges = graph.edges();
    (0..u64::from(m).pow(n))
        .map(|mut i| {
            let mut x = vec![0; n as usize];
            for slot in x.iter_mut().rev() {
                *slot = (i % u64::from(m)) as u8 + 1;
                i /= u64::from(m);
            }
            x
        })
        .filter(|x| edges.iter().all(|&(u, v)| x[u] != x[v]))
        .collect()
}

/// Every graph on `n` vertices: one per set of edges.
pub fn every_graph(n: usize) -> impl Iterator<Item = Graph> {
    let pairs: Vec<(usize, usize)> = (0..n).flat_map(|u| (u + 1..n).map(move |v| (u, v))).collect();
    (0u32..1 << pairs.len()).map(move |set| {
        let edges: Vec<(usize, usize)> =
            pairs.iter().enumerate().filter(|(i, _)| set >> i & 1 == 1).map(|(_, &e)| e).collect();
        Graph::with_edges(n, &edges)
    })
}

/// The chromatic number by brute force: the fewest colours with a proper colouring.
pub fn chromatic(graph: &Graph) -> u8 {
    (1..=graph.len() as u8).find(|&m| !brute_force(graph, m).is_empty()).unwrap_or(0)
}
