//! Seeds: the quiz's questions and the sheet's are all drawn from one number in the link, so
//! that the same link always asks the same questions.

/// The largest seed a link carries (below 10⁹, so that links stay short).
pub const SEED_LIMIT: u64 = 1_000_000_000;

/// A seed drawn from `seed` and `salt`, below [`SEED_LIMIT`]: SplitMix64's finaliser, so that
/// neighbouring seeds and salts give unrelated results.
///
/// ```
/// use runut::model::quiz::seed::{mix, SEED_LIMIT};
/// assert_eq!(mix(7, 1), mix(7, 1));
/// assert_ne!(mix(7, 1), mix(7, 2));
/// assert!(mix(u64::MAX, u64::MAX) < SEED_LIMIT);
/// ```
pub fn mix(seed: u64, salt: u64) -> u64 {
    let mut z = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ salt.wrapping_add(0x6a09_e667_f3bc_c909);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (z ^ (z >> 31)) % SEED_LIMIT
}

/// One of `items`, chosen by `seed` (`None` when there are none).
pub fn pick<T: Copy>(seed: u64, items: &[T]) -> Option<T> {
    (!items.is_empty()).then(|| items[(seed % items.len() as u64) as usize])
}
