//! [`Order`]: the first items of a permutation, each at most once (the salesman's cities visited,
//! the jobs given so far); small and `Copy`, so that millions of live nodes fit a tab.

/// The most items an order holds (the most rows of the problems' matrices).
pub const MAX_ORDER: usize = 12;

/// Distinct items from 0 to [`MAX_ORDER`] − 1, in the order they came.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Order {
    items: [u8; MAX_ORDER],
    len: u8,
    used: u16,
}

impl Order {
    /// The items, in order.
    ///
    /// ```
    /// use runut::core::matrix::Order;
    /// let order = Order::default().then(3).then(1);
    /// assert_eq!((order.items(), order.last()), (&[3, 1][..], Some(1)));
    /// assert_eq!(order.missing(5).collect::<Vec<_>>(), [0, 2, 4]);
    /// ```
    pub fn items(&self) -> &[u8] {
        &self.items[..usize::from(self.len)]
    }

    /// How many items it holds.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether it holds no item.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether it holds `item`.
    pub fn contains(&self, item: u8) -> bool {
        self.used >> item & 1 == 1
    }

    /// Its last item, if any.
    pub fn last(&self) -> Option<u8> {
        self.items().last().copied()
    }

    /// This order followed by `item`, which it does not hold yet.
    pub fn then(&self, item: u8) -> Order {
        assert!(!self.contains(item), "item {item} comes once");
        let mut next = *self;
        next.items[self.len()] = item;
        next.len += 1;
        next.used |= 1 << item;
        next
    }

    /// The items of `0..n` it does not hold, in increasing order.
    pub fn missing(&self, n: usize) -> impl Iterator<Item = u8> + '_ {
        (0..n as u8).filter(move |&item| !self.contains(item))
    }
}
