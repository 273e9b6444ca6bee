//! Dealing work out to workers.

/// Deals `items` round-robin into at most `parts` non-empty hands, in order: item *i* goes to hand
/// *i* mod `parts`. When the items come sorted by size (the largest first) the hands get similar
/// totals.
///
/// ```
/// use runut::core::deal::deal;
/// assert_eq!(deal(1..=5, 2), vec![vec![1, 3, 5], vec![2, 4]]);
/// assert_eq!(deal([7], 4), vec![vec![7]]);
/// ```
pub fn deal<T>(items: impl IntoIterator<Item = T>, parts: usize) -> Vec<Vec<T>> {
    let mut hands: Vec<Vec<T>> = (0..parts.max(1)).map(|_| Vec::new()).collect();
    let count = hands.len();
    for (i, item) in items.into_iter().enumerate() {
        hands[i % count].push(item);
    }
    hands.retain(|hand| !hand.is_empty());
    hands
}
