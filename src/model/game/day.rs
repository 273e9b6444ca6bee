//! Days and the seeds drawn from them: a game's daily puzzle is the same for everyone on a
//! calendar day in UTC (`daily=YYYY-MM-DD`), different every day and for every kind of puzzle.

use std::fmt;

/// Milliseconds in a day.
const DAY_MS: f64 = 86_400_000.0;

/// A calendar day in UTC, counted from 1970-01-01 (day 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day(pub i64);

impl Day {
    /// The day of a time in milliseconds since the Unix epoch (as `Date.now()` gives it).
    ///
    /// ```
    /// use runut::model::game::day::Day;
    /// assert_eq!(Day::from_ms(0.0).to_string(), "1970-01-01");
    /// assert_eq!(Day::from_ms(1_795_305_599_999.0).to_string(), "2026-11-21");
    /// ```
    pub fn from_ms(ms: f64) -> Day {
        Day((ms / DAY_MS).floor() as i64)
    }

    /// The day a `YYYY-MM-DD` date names, if it is a real date of the years 1970 to 9999.
    ///
    /// ```
    /// use runut::model::game::day::Day;
    /// assert_eq!(Day::parse("2024-02-29").map(|d| d.to_string()), Some("2024-02-29".into()));
    /// assert_eq!(Day::parse("2026-02-29"), None);
    /// assert_eq!(Day::parse("2026-1-5"), None);
    /// ```
    pub fn parse(text: &str) -> Option<Day> {
        let bytes = text.as_bytes();
        let digits = |range: std::ops::Range<usize>| {
            let part = text.get(range)?;
            part.bytes().all(|b| b.is_ascii_digit()).then(|| part.parse::<i64>().ok()).flatten()
        };
        if bytes.len() != 10 || bytes[4] != b'-' || bytes[7] != b'-' {
            return None;
        }
        let (year, month, day) = (digits(0..4)?, digits(5..7)?, digits(8..10)?);
        let valid = (1970..=9999).contains(&year)
            && (1..=12).contains(&month)
            && (1..=days_in_month(year, month)).contains(&day);
        valid.then(|| Day(days_from_civil(year, month, day)))
    }

    /// The day before.
    pub fn previous(self) -> Day {
        Day(self.0 - 1)
    }
}

impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (year, month, day) = civil_from_days(self.0);
        write!(f, "{year:04}-{month:02}-{day:02}")
    }
}

fn is_leap(year: i64) -> bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
}

fn days_in_month(year: i64, month: i64) -> i64 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days from 1970-01-01 to a date of the proleptic Gregorian calendar, counting in eras of
/// 400 years that start on 1 March (so that the leap day ends a year).
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let year_of_era = year - era * 400;
    let day_of_year = (153 * ((month + 9) % 12) + 2) / 5 + day - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

/// The date of a day counted from 1970-01-01: the inverse of [`days_from_civil`].
fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let days = days + 719_468;
    let era = days.div_euclid(146_097);
    let day_of_era = days - era * 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
    let month = if shifted_month < 10 { shifted_month + 3 } else { shifted_month - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// The seed of the daily puzzle of `day` for the kind of puzzle `kind` names (its size, its
/// level, …): the same for everyone, different for every day and kind. (SplitMix64's
/// finaliser over the numbers: changing it changes every daily puzzle.)
///
/// ```
/// use runut::model::game::day::{day_seed, Day};
/// assert_eq!(day_seed(Day(1), &[2, 3]), day_seed(Day(1), &[2, 3]));
/// assert_ne!(day_seed(Day(1), &[2, 3]), day_seed(Day(2), &[2, 3]));
/// ```
pub fn day_seed(day: Day, kind: &[u64]) -> u64 {
    std::iter::once(day.0 as u64)
        .chain(kind.iter().copied())
        .fold(GOLDEN, |state, part| finalise(state.wrapping_add(part).wrapping_mul(GOLDEN)))
}

/// SplitMix64's increment (the golden ratio in 64 bits).
const GOLDEN: u64 = 0x9e37_79b9_7f4a_7c15;

/// SplitMix64's finaliser: every bit of `z` stirs every bit of the result.
fn finalise(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The seed drawn after `seed` when a puzzle must be made again (SplitMix64's step): a fresh
/// seed's successor, or the day's next draw, the same on every page.
pub fn reseed(seed: u64) -> u64 {
    finalise(seed.wrapping_add(GOLDEN))
}
