//! [`Cost`]: a node's cost or bound as an exact fraction, so that ties and kills (a bound ≤ the
//! best) are decided exactly (the knapsack's bounds divide by a weight).

use serde::{Deserialize, Serialize};
use std::cmp::Ordering;
use std::fmt;

/// An exact fraction `num / den` with `den > 0`, kept in lowest terms.
///
/// ```
/// use runut::core::branch::Cost;
/// assert_eq!(Cost::ratio(153, 2), Cost::ratio(306, 4));
/// assert!(Cost::whole(76) < Cost::ratio(153, 2));
/// assert_eq!(Cost::ratio(153, 2).to_string(), "76.5");
/// assert_eq!(Cost::whole(25).to_string(), "25");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Cost {
    num: i64,
    den: i64,
}

impl Cost {
    /// A whole number.
    pub const fn whole(n: i64) -> Cost {
        Cost { num: n, den: 1 }
    }

    /// `num / den` in lowest terms (`den` must not be 0; its sign moves to the numerator).
    pub fn ratio(num: i64, den: i64) -> Cost {
        assert!(den != 0, "a cost's denominator is not 0");
        let (num, den) = if den < 0 { (-num, -den) } else { (num, den) };
        let g = gcd(num.unsigned_abs(), den.unsigned_abs()).max(1) as i64;
        Cost { num: num / g, den: den / g }
    }

    /// The numerator (in lowest terms).
    pub fn num(self) -> i64 {
        self.num
    }

    /// The denominator (in lowest terms, positive).
    pub fn den(self) -> i64 {
        self.den
    }

    /// Whether it is a whole number.
    pub fn is_whole(self) -> bool {
        self.den == 1
    }
}

impl Default for Cost {
    fn default() -> Cost {
        Cost::whole(0)
    }
}

/// The greatest common divisor (0 with 0 gives 0).
fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Ord for Cost {
    fn cmp(&self, other: &Cost) -> Ordering {
        let left = i128::from(self.num) * i128::from(other.den);
        let right = i128::from(other.num) * i128::from(self.den);
        left.cmp(&right)
    }
}

impl PartialOrd for Cost {
    fn partial_cmp(&self, other: &Cost) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Cost {
    /// A whole number as it is; a fraction to two decimals at most, trailing zeros dropped.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        if self.den == 1 {
            return write!(f, "{}", self.num);
        }
        let hundredths = (i128::from(self.num) * 100 * 2 + i128::from(self.den))
            .div_euclid(2 * i128::from(self.den));
        let sign = if hundredths < 0 { "-" } else { "" };
        let (whole, part) = (hundredths.abs() / 100, hundredths.abs() % 100);
        let part = format!("{part:02}");
        write!(f, "{sign}{whole}.{}", part.trim_end_matches('0'))
    }
}
