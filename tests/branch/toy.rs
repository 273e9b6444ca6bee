//! A random weighted tree, the same for a seed: children, costs, infeasible nodes and solutions
//! drawn from a hash of each node, so that the engine meets ties, fractions, kills and bests.

use runut::core::branch::{Branching, Child, Cost, Goal, Selection};

/// Why a toy node cannot be a solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Overweight;

/// A random tree of depth at most `depth`, each node with up to `width` children (one node in
/// eight has none); `GOAL` is
/// 0 for [`Goal::Reach`], 1 for [`Goal::Least`], 2 for [`Goal::Most`].
#[derive(Clone, Debug)]
pub struct RandomTree<const GOAL: u8> {
    pub seed: u64,
    pub depth: u8,
    pub width: u64,
}

/// A toy node: its hash, its depth and its cost in halves.
#[derive(Clone, Debug)]
pub struct Spot {
    key: u64,
    depth: u8,
    halves: i64,
}

impl Spot {
    fn cost(&self) -> Cost {
        Cost::ratio(self.halves, 2)
    }
}

/// SplitMix64's finaliser: a well-mixed hash of `x`.
fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

impl<const GOAL: u8> Branching for RandomTree<GOAL> {
    type State = Spot;
    type Infeasible = Overweight;
    const GOAL: Goal = match GOAL {
        0 => Goal::Reach,
        1 => Goal::Least,
        _ => Goal::Most,
    };

    fn root(&self) -> (Spot, Cost) {
        let spot = Spot { key: mix(self.seed), depth: 0, halves: if GOAL == 2 { 80 } else { 6 } };
        let cost = spot.cost();
        (spot, cost)
    }

    fn children(&self, spot: &Spot, out: &mut Vec<Child<Spot, Overweight>>) {
        if spot.depth >= self.depth || spot.key.is_multiple_of(8) {
            return;
        }
        for i in 0..1 + (spot.key >> 8) % self.width {
            let key = mix(spot.key ^ (i + 1));
            // Steps of 0, 1/2, 1, … 2: ties are frequent, fractions too.
            let step = (key % 5) as i64;
            let halves = match GOAL {
                0 => 2 * (key % 6) as i64,
                1 => spot.halves + step,
                _ => spot.halves - ((key >> 3) % 5) as i64,
            };
            let infeasible = (key % 9 == 1).then_some(Overweight);
            let state = Spot { key, depth: spot.depth + 1, halves };
            let cost = state.cost();
            out.push(Child { choice: i as u8, state, cost, infeasible });
        }
    }

    fn solution(&self, spot: &Spot, cost: Cost) -> Option<Cost> {
        let h = mix(spot.key ^ 0xABCD);
        let leaf = spot.depth == self.depth;
        match GOAL {
            0 => (spot.depth > 2 && h.is_multiple_of(40)).then_some(cost),
            1 => (leaf || h.is_multiple_of(25))
                .then(|| Cost::ratio(spot.halves + 2 * (h % 3) as i64, 2)),
            _ => (leaf || h.is_multiple_of(25))
                .then(|| Cost::ratio(spot.halves - 2 * (h % 3) as i64, 2)),
        }
    }
}

/// Every selection, bounded and not.
pub fn configurations() -> Vec<(Selection, bool)> {
    let selections = [Selection::LeastCost, Selection::Fifo, Selection::DepthFirst];
    selections.into_iter().flat_map(|s| [(s, true), (s, false)]).collect()
}

/// The random tree of this seed, size and width for each goal: reach, least and most.
pub fn trees(seed: u64, depth: u8, width: u64) -> (RandomTree<0>, RandomTree<1>, RandomTree<2>) {
    (
        RandomTree { seed, depth, width },
        RandomTree { seed, depth, width },
        RandomTree { seed, depth, width },
    )
}
