//! The two upper bounds on what a node can still be worth, items in value-per-weight order:
//! Levitin's simple one, ub = v + (W − w)·(v/w of the next item), and Horowitz and Sahni's
//! fractional one, v + the remaining room filled greedily with the next items, the first that
//! does not fit cut ([`Fill`] says which).

use super::instance::Instance;
use super::pack::Pack;
use crate::core::branch::Cost;
use serde::{Deserialize, Serialize};

crate::core::slug::slugged! {
    /// The upper bound the search uses.
    ///
    /// Each bound with its name in URLs (`bound=`), as the page lists them.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
    pub enum Bound {
        /// Levitin's: ub = v + (W − w)·(v/w of the next item), v when no item is left.
        #[default]
        Simple = "simple",
        /// Horowitz and Sahni's: v + the next items while they fit, then the fraction of the first
        /// that does not that fills the room.
        Fractional = "fractional",
    }
}

/// How the fractional bound fills a node's remaining room.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fill {
    /// The items that fit whole, in value-per-weight order.
    pub whole: Vec<usize>,
    /// The first item that does not fit, and the fraction of it that fills the room (in 0..1).
    pub cut: Option<(usize, Cost)>,
}

impl Instance {
    /// The node's upper bound with `bound`.
    ///
    /// ```
    /// use runut::core::branch::Cost;
    /// use runut::problems::knapsack::core::{Bound, Instance, Pack};
    /// let levitin = Instance::textbook();
    /// let root = Pack::default();
    /// assert_eq!(levitin.upper_bound(Bound::Simple, &root), Cost::whole(100)); // 0 + 10·10
    /// // 40 for item 1 whole, then 6/7 of item 2: 36.
    /// assert_eq!(levitin.upper_bound(Bound::Fractional, &root), Cost::whole(76));
    /// let first = root.then(levitin.item(0), true); // w = 4, v = 40
    /// assert_eq!(levitin.upper_bound(Bound::Simple, &first), Cost::whole(76)); // 40 + 6·6
    /// ```
    pub fn upper_bound(&self, bound: Bound, pack: &Pack) -> Cost {
        let room = i64::from(self.capacity() - pack.weight());
        let value = i64::from(pack.value());
        match bound {
            Bound::Simple => match self.items().get(pack.decided()) {
                Some(next) => {
                    let (v, w) = (i64::from(next.value), i64::from(next.weight));
                    Cost::ratio(value * w + room * v, w)
                }
                None => Cost::whole(value),
            },
            Bound::Fractional => {
                let fill = self.fill(pack);
                let whole: i64 = fill.whole.iter().map(|&k| i64::from(self.item(k).value)).sum();
                let cut = fill.cut.map_or(Cost::whole(0), |(k, part)| {
                    Cost::ratio(part.num() * i64::from(self.item(k).value), part.den())
                });
                Cost::ratio((value + whole) * cut.den() + cut.num(), cut.den())
            }
        }
    }

    /// How the fractional bound fills the room the node `pack` leaves (it must fit).
    pub fn fill(&self, pack: &Pack) -> Fill {
        let mut room = self.capacity() - pack.weight();
        let mut fill = Fill { whole: Vec::new(), cut: None };
        for k in pack.decided()..self.len() {
            let weight = self.item(k).weight;
            if weight > room {
                fill.cut = Some((k, Cost::ratio(i64::from(room), i64::from(weight))));
                break;
            }
            room -= weight;
            fill.whole.push(k);
        }
        fill
    }
}
