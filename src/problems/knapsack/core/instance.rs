//! [`Instance`]: the items, sorted by value per weight as the bounds need them (the order shown
//! on the page, with the map back to the input's numbering), and the capacity; Levitin's four
//! items and random instances from a seed.

use oorandom::Rand32;

/// The most items.
pub const MAX_ITEMS: usize = 40;
/// The largest weight of an item.
pub const MAX_WEIGHT: u32 = 9999;
/// The largest value of an item.
pub const MAX_VALUE: u32 = 9999;
/// The largest capacity: every item of the largest weight fits.
pub const MAX_CAPACITY: u32 = MAX_ITEMS as u32 * MAX_WEIGHT;
/// The largest weight and value of a random instance's items.
pub const RANDOM_MAX: u32 = 50;

/// One item.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Item {
    /// Its value.
    pub value: u32,
    /// Its weight (at least 1).
    pub weight: u32,
}

/// The items, by value per weight from the greatest (ties in the input's order), and the
/// capacity. Item k means the k-th in that order, from 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instance {
    items: Vec<Item>,
    order: Vec<u8>,
    capacity: u32,
}

impl Instance {
    /// The instance of `items` in the input's order (1 to [`MAX_ITEMS`], weights from 1 to
    /// [`MAX_WEIGHT`], values at most [`MAX_VALUE`]) and `capacity` (1 to [`MAX_CAPACITY`]);
    /// [`Instance::parse`] checks them with typed errors.
    ///
    /// ```
    /// use runut::problems::knapsack::core::{Instance, Item};
    /// let item = |value, weight| Item { value, weight };
    /// let instance = Instance::new(&[item(12, 3), item(40, 4), item(25, 5), item(18, 3)], 10);
    /// assert_eq!(instance.order(), [1, 3, 2, 0]); // 10, 6, 5 and 4 a unit
    /// assert_eq!(instance.item(0), item(40, 4));
    /// ```
    pub fn new(items: &[Item], capacity: u32) -> Instance {
        assert!(!items.is_empty() && items.len() <= MAX_ITEMS, "1 to {MAX_ITEMS} items");
        assert!(items.iter().all(|item| item.weight > 0), "weights are positive");
        let mut order: Vec<u8> = (0..items.len() as u8).collect();
        let ratio = |k: u8| items[usize::from(k)];
        order.sort_by(|&a, &b| {
            let (a, b) = (ratio(a), ratio(b));
            let left = u64::from(b.value) * u64::from(a.weight);
            left.cmp(&(u64::from(a.value) * u64::from(b.weight)))
        });
        let items = order.iter().map(|&k| items[usize::from(k)]).collect();
        Instance { items, order, capacity }
    }

    /// Levitin's instance: capacity 10, weights 4, 7, 5, 3, values 40, 42, 25, 12.
    pub fn textbook() -> Instance {
        let item = |value, weight| Item { value, weight };
        Instance::new(&[item(40, 4), item(42, 7), item(25, 5), item(12, 3)], 10)
    }

    /// A random instance of `n` items (1 to [`MAX_ITEMS`]) from `seed`: weights and values from
    /// 1 to [`RANDOM_MAX`], the capacity half the total weight (at least 1).
    pub fn random(n: usize, seed: u64) -> Instance {
        let mut rng = Rand32::new(seed);
        let mut draw = || rng.rand_range(1..RANDOM_MAX + 1);
        let items: Vec<Item> = (0..n).map(|_| Item { value: draw(), weight: draw() }).collect();
        let total: u32 = items.iter().map(|item| item.weight).sum();
        Instance::new(&items, (total / 2).max(1))
    }

    /// Its number of items.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Whether it has no items (never).
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// The items by value per weight.
    pub fn items(&self) -> &[Item] {
        &self.items
    }

    /// Item `k` by value per weight.
    pub fn item(&self, k: usize) -> Item {
        self.items[k]
    }

    /// `order()[k]`: item k's number in the input (from 0).
    pub fn order(&self) -> &[u8] {
        &self.order
    }

    /// The items in the input's order (what a link writes).
    pub fn input(&self) -> Vec<Item> {
        let mut input = self.items.clone();
        for (item, &k) in self.items.iter().zip(&self.order) {
            input[usize::from(k)] = *item;
        }
        input
    }

    /// The capacity.
    pub fn capacity(&self) -> u32 {
        self.capacity
    }
}
