//! [`Pack`]: a node's state, the items decided so far (in value-per-weight order) and what they
//! weigh and are worth: small and `Copy`, so that millions of live nodes fit a tab.

use super::instance::Item;

/// What a node has decided: the first `decided` items, which of them it takes, and their
/// weight w and value v.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pack {
    decided: u8,
    taken: u64,
    weight: u32,
    value: u32,
}

impl Pack {
    /// How many items it has decided (the first ones in value-per-weight order).
    pub fn decided(&self) -> usize {
        usize::from(self.decided)
    }

    /// Whether it takes item `k`.
    pub fn takes(&self, k: usize) -> bool {
        self.taken >> k & 1 == 1
    }

    /// The items it takes, in value-per-weight order.
    pub fn taken(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.decided()).filter(|&k| self.takes(k))
    }

    /// w: the weight of the items it takes.
    pub fn weight(&self) -> u32 {
        self.weight
    }

    /// v: the value of the items it takes.
    pub fn value(&self) -> u32 {
        self.value
    }

    /// The pack that decides the next item, `item`: taking it or leaving it.
    pub fn then(&self, item: Item, take: bool) -> Pack {
        let mut next = *self;
        if take {
            next.taken |= 1 << self.decided;
            next.weight += item.weight;
            next.value += item.value;
        }
        next.decided += 1;
        next
    }
}
