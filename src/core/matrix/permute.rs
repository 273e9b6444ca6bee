//! The brute force of the problems whose solutions are orders: trying every permutation of some
//! items (the cities after city 1, the jobs), each step's cost read from a matrix, counting
//! every complete candidate and every solution. Costs add up in a `u32`: a matrix's entries are
//! at most [`MAX_ENTRY`](super::MAX_ENTRY), its rows at most [`MAX_ORDER`](super::MAX_ORDER).

/// What trying every permutation found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Exhaustive {
    /// Complete candidates tried: every permutation.
    pub candidates: u64,
    /// Those that are solutions: every step of theirs possible.
    pub solutions: u64,
    /// The cheapest solution, its cost and its order (the first in lexicographic order among
    /// equals), if there is one.
    pub best: Option<(u32, Vec<u8>)>,
}

/// Tries every order of `items`: placing `item` at position `depth` (from 0) after `previous`
/// (`None` for the first) costs `step(depth, previous, item)`, `None` if it is impossible; after
/// the last one, `close(last)` is added (`None`: the order is no solution).
///
/// ```
/// use runut::core::matrix::every_order;
/// // Three people, three jobs: person k doing job j costs costs[k][j].
/// let costs = [[4, 1, 3], [2, 0, 5], [3, 2, 2]];
/// let found = every_order(&[0, 1, 2], |k, _, j| Some(costs[k][usize::from(j)]), |_| Some(0));
/// assert_eq!((found.candidates, found.solutions), (6, 6));
/// assert_eq!(found.best, Some((5, vec![1, 0, 2])));
/// ```
pub fn every_order(
    items: &[u8],
    step: impl Fn(usize, Option<u8>, u8) -> Option<u32>,
    close: impl Fn(Option<u8>) -> Option<u32>,
) -> Exhaustive {
    let mut walk =
        Walk { items, step: &step, close: &close, order: Vec::new(), found: Exhaustive::default() };
    walk.go(0, Some(0));
    walk.found
}

/// The walk over every permutation, in lexicographic order of positions in `items`.
struct Walk<'a> {
    items: &'a [u8],
    step: &'a dyn Fn(usize, Option<u8>, u8) -> Option<u32>,
    close: &'a dyn Fn(Option<u8>) -> Option<u32>,
    order: Vec<u8>,
    found: Exhaustive,
}

impl Walk<'_> {
    /// Places every unused item after `order`, which costs `cost` (`None` if impossible).
    fn go(&mut self, used: u64, cost: Option<u32>) {
        let depth = self.order.len();
        if depth == self.items.len() {
            self.complete(cost);
            return;
        }
        for (k, &item) in self.items.iter().enumerate() {
            if used >> k & 1 == 1 {
                continue;
            }
            let more = (self.step)(depth, self.order.last().copied(), item);
            self.order.push(item);
            self.go(used | 1 << k, cost.zip(more).map(|(c, m)| c + m));
            self.order.pop();
        }
    }

    /// Counts the complete order, and keeps it if it is the cheapest solution so far.
    fn complete(&mut self, cost: Option<u32>) {
        self.found.candidates += 1;
        let closing = (self.close)(self.order.last().copied());
        let Some(total) = cost.zip(closing).map(|(c, m)| c + m) else {
            return;
        };
        self.found.solutions += 1;
        if self.found.best.as_ref().is_none_or(|(best, _)| total < *best) {
            self.found.best = Some((total, self.order.clone()));
        }
    }
}
