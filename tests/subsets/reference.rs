//! The ground truth, written here independently of the crate: the course's tree walked by plain
//! recursion (numbering every child in the order tried), and every subset enumerated.

/// What the recursive walk of the course's tree finds.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Walk {
    /// Nodes generated, the root included.
    pub nodes: u64,
    /// Dead nodes (failing the bounding function).
    pub dead: u64,
    /// Expanded nodes taken back.
    pub backtracks: u64,
    /// The solutions, in the order found, each its weights ascending.
    pub solutions: Vec<Vec<u64>>,
    /// The node numbers of the first solution's path, root first.
    pub first_path: Vec<u64>,
}

/// Walks the course's tree over `weights` (any order) for `m`, stopping at the first solution
/// if `first`.
pub fn walk(weights: &[u64], m: u64, first: bool) -> Walk {
    let mut w = weights.to_vec();
    w.sort();
    let mut out = Walk { nodes: 1, ..Walk::default() };
    go(&w, m, first, 0, 0, &mut vec![1], &mut Vec::new(), &mut out);
    out
}

/// Returns true to stop the whole walk.
#[allow(clippy::too_many_arguments)]
fn go(
    w: &[u64],
    m: u64,
    first: bool,
    k: usize,
    wt: u64,
    numbers: &mut Vec<u64>,
    taken: &mut Vec<u64>,
    out: &mut Walk,
) -> bool {
    for x in [1u64, 0] {
        out.nodes += 1;
        let number = out.nodes;
        let wt2 = wt + x * w[k];
        let rest: u64 = w[k + 1..].iter().sum();
        let promising = wt2 + rest >= m && (wt2 == m || (k + 1 < w.len() && wt2 + w[k + 1] <= m));
        if !promising {
            out.dead += 1;
            continue;
        }
        numbers.push(number);
        if x == 1 {
            taken.push(w[k]);
        }
        if wt2 == m {
            out.solutions.push(taken.clone());
            if first {
                out.first_path = numbers.clone();
                return true;
            }
        } else if go(w, m, first, k + 1, wt2, numbers, taken, out) {
            return true;
        }
        out.backtracks += 1;
        numbers.pop();
        if x == 1 {
            taken.pop();
        }
    }
    false
}

/// Every subset of `weights` (by position) that sums to `m`, each its weights ascending.
pub fn subsets_summing_to(weights: &[u64], m: u64) -> Vec<Vec<u64>> {
    let mut w = weights.to_vec();
    w.sort();
    let mut found = Vec::new();
    for mask in 0u32..1 << w.len() {
        let set: Vec<u64> = (0..w.len()).filter(|&i| mask >> i & 1 == 1).map(|i| w[i]).collect();
        if set.iter().sum::<u64>() == m {
            found.push(set);
        }
    }
    found
}

/// Every multiset of `len` values from `1..=top`, ascending.
pub fn multisets(len: usize, top: u64) -> Vec<Vec<u64>> {
    if len == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for shorter in multisets(len - 1, top) {
        let from = shorter.last().copied().unwrap_or(1);
        for v in from..=top {
            let mut set = shorter.clone();
            set.push(v);
            out.push(set);
        }
    }
    out
}

/// Small instances: every multiset of up to `most` values from 1 to `top`, each with every m
/// from 1 to its sum.
pub fn small_instances(most: usize, top: u64) -> Vec<(Vec<u64>, u64)> {
    let sets = (1..=most).flat_map(|len| multisets(len, top));
    sets.flat_map(|w| {
        let total: u64 = w.iter().sum();
        (1..=total).map(move |m| (w.clone(), m))
    })
    .collect()
}
