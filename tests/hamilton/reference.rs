//! The ground truth written here, independently of the crate's searches: a recursive walk of
//! the course's circuit tree that numbers its nodes, the brute force over every permutation of
//! vertices 2..n, and every graph on a few vertices.

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
    /// Circuits, each its vertices from vertex 1 (from 1), in the order found.
    pub solutions: Vec<Vec<u8>>,
    /// The node numbers of the first circuit's path, root first.
    pub first_path: Vec<u64>,
}

/// Places x[k] after `x` below the node numbered `numbers`' last; true to stop.
fn place(
    graph: &Graph,
    first: bool,
    x: &mut Vec<usize>,
    numbers: &mut Vec<u64>,
    walk: &mut Walk,
) -> bool {
    let n = graph.len();
    let last = *x.last().unwrap();
    for v in (0..n).filter(|&v| graph.joined(last, v)) {
        walk.nodes += 1;
        let number = walk.nodes;
        let final_place = x.len() + 1 == n;
        if x.contains(&v) || (final_place && !(n >= 3 && graph.joined(v, 0))) {
            walk.dead += 1;
            continue;
        }
        x.push(v);
        numbers.push(number);
        if x.len() == n {
            walk.solutions.push(x.iter().map(|&u| u as u8 + 1).collect());
            if walk.first_path.is_empty() {
                walk.first_path = numbers.clone();
            }
            if first {
                return true;
            }
        } else if place(graph, first, x, numbers, walk) {
            return true;
        }
        walk.backtracks += 1;
        x.pop();
        numbers.pop();
    }
    false
}

/// The course's walk on `graph`, stopping at the first circuit if `first`.
pub fn walk(graph: &Graph, first: bool) -> Walk {
    let mut walk = Walk { nodes: 1, ..Walk::default() };
    if graph.len() > 1 {
        place(graph, first, &mut vec![0], &mut vec![1], &mut walk);
    }
    walk
}

/// Every Hamiltonian circuit from vertex 1 (each direction), by trying every order of vertices
/// 2..n, in lexicographic order.
pub fn brute_force(graph: &Graph) -> Vec<Vec<u8>> {
    let n = graph.len();
    let mut found = Vec::new();
    let mut rest: Vec<usize> = (1..n).collect();
    permute(&mut rest, 0, &mut |order| {
        let cycle: Vec<usize> =
            std::iter::once(0).chain(order.iter().copied()).chain([0]).collect();
        if n >= 3 && cycle.windows(2).all(|p| graph.joined(p[0], p[1])) {
            found.push(cycle[..n].iter().map(|&v| v as u8 + 1).collect());
        }
    });
    found.sort();
    found
}

/// Calls `each` with every permutation of `items[from..]` (after `items[..from]`).
fn permute(items: &mut Vec<usize>, from: usize, each: &mut impl FnMut(&[usize])) {
    if from == items.len() {
        each(items);
        return;
    }
    for i in from..items.len() {
        items.swap(from, i);
        permute(items, from + 1, each);
        items.swap(from, i);
    }
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
