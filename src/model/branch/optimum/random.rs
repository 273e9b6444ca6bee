//! A random instance a link asks for: its size `n=` and its `seed=`, each with a notice when it
//! cannot be used as it is.

use crate::model::branch::text::BranchText;
use crate::model::query::{parse_bounded, seed, value};

/// The seed used when a link's seed is no number.
pub const DEFAULT_SEED: u64 = 1;

/// The size and seed of the random instance a link asks for with `n=` (clamped into
/// `min..=max`, `default` if it is no number or not given) and `seed=`, if it asks for one
/// with either.
///
/// ```
/// use runut::model::branch::optimum::random::random;
/// use runut::model::query::query_pairs;
/// let mut notices = Vec::new();
/// assert_eq!(random(&query_pairs("?n=50&seed=7"), (2, 12, 4), &mut notices), Some((12, 7)));
/// assert_eq!(random(&query_pairs("?n=5&seed=x"), (2, 12, 4), &mut notices), Some((5, 1)));
/// assert_eq!(random(&query_pairs("?seed=3"), (2, 12, 4), &mut notices), Some((4, 3)));
/// assert_eq!(random(&query_pairs("?p=knapsack"), (2, 12, 4), &mut notices), None);
/// assert_eq!(notices.len(), 2);
/// ```
pub fn random(
    pairs: &[(String, String)],
    (min, max, default): (u16, u16, u16),
    notices: &mut Vec<String>,
) -> Option<(usize, u64)> {
    let n = match (value(pairs, "n"), value(pairs, "seed")) {
        (None, None) => return None,
        (None, Some(_)) => default,
        (Some(text), _) => parse_bounded("n", text, (min, max, default), notices),
    };
    let seed = seed(pairs, BranchText::NoticeSeed, notices).unwrap_or(DEFAULT_SEED);
    Some((usize::from(n), seed))
}
