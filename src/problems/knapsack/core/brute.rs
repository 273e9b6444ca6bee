//! The brute force: every subset of the items tried.

use super::instance::{Instance, Item};

/// What trying every subset found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Subsets {
    /// Complete candidates tried: every subset, 2^n.
    pub candidates: u64,
    /// Those that fit the capacity.
    pub solutions: u64,
    /// The most valuable subset that fits, its value and its items in the input's numbering
    /// (from 0, ascending; among equals, the first met taking items before leaving them, in the
    /// input's order).
    pub best: Option<(u32, Vec<u8>)>,
}

/// Tries every subset of the items: 2^n of them, meant for small instances (some 25 items at
/// most in a second).
///
/// ```
/// use runut::problems::knapsack::core::{brute_force, Instance};
/// let found = brute_force(&Instance::textbook());
/// assert_eq!((found.candidates, found.solutions), (16, 9));
/// assert_eq!(found.best, Some((65, vec![0, 2])));
/// ```
pub fn brute_force(instance: &Instance) -> Subsets {
    let items = instance.input();
    let mut walk = Walk {
        items: &items,
        capacity: instance.capacity(),
        chosen: Vec::new(),
        found: Subsets::default(),
    };
    walk.go(0, 0, 0);
    walk.found
}

/// The walk over every subset, deciding the items in the input's order.
struct Walk<'a> {
    items: &'a [Item],
    capacity: u32,
    chosen: Vec<u8>,
    found: Subsets,
}

impl Walk<'_> {
    /// Decides item `k` and the ones after it (taking it, then leaving it), what is chosen so
    /// far weighing `weight` and being worth `value`.
    fn go(&mut self, k: usize, weight: u32, value: u32) {
        let Some(item) = self.items.get(k) else {
            self.complete(weight, value);
            return;
        };
        self.chosen.push(k as u8);
        self.go(k + 1, weight + item.weight, value + item.value);
        self.chosen.pop();
        self.go(k + 1, weight, value);
    }

    /// Counts the subset chosen, and keeps it if it fits and is the most valuable so far.
    fn complete(&mut self, weight: u32, value: u32) {
        self.found.candidates += 1;
        if weight > self.capacity {
            return;
        }
        self.found.solutions += 1;
        if self.found.best.as_ref().is_none_or(|(best, _)| value > *best) {
            self.found.best = Some((value, self.chosen.clone()));
        }
    }
}
