//! Whole numbers typed into a link or a field: one number, or a list separated by commas, each
//! between 0 and a largest value, read with typed errors (which entry, and what is wrong with
//! it). The branch-and-bound problems read their instances with it.

/// What is wrong with one entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NumberError {
    /// It is not a whole number: the text, trimmed.
    NotANumber(String),
    /// It is below 0.
    Negative,
    /// It is above the largest allowed, `max`.
    TooLarge {
        /// The largest allowed.
        max: u32,
    },
    /// It is `x` (nothing), where a number is needed.
    Missing,
}

/// An entry of a list that cannot be read: its position (from 0) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadEntry {
    /// Its position in the list, from 0.
    pub index: usize,
    /// What is wrong with it.
    pub error: NumberError,
}

/// Whether `text` (trimmed) says "nothing here": `x`, `X` or `∞`.
fn is_missing(text: &str) -> bool {
    matches!(text, "x" | "X" | "∞")
}

/// Reads one whole number from 0 to `max`, spaces around it ignored.
///
/// ```
/// use runut::core::numbers::{whole, NumberError};
/// assert_eq!(whole(" 42 ", 100), Ok(42));
/// assert_eq!(whole("-3", 100), Err(NumberError::Negative));
/// assert_eq!(whole("101", 100), Err(NumberError::TooLarge { max: 100 }));
/// assert_eq!(whole("4.5", 100), Err(NumberError::NotANumber("4.5".into())));
/// assert_eq!(whole("x", 100), Err(NumberError::Missing));
/// ```
pub fn whole(text: &str, max: u32) -> Result<u32, NumberError> {
    let text = text.trim();
    if is_missing(text) {
        return Err(NumberError::Missing);
    }
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(NumberError::NotANumber(text.to_string()));
    }
    let zero = digits.bytes().all(|b| b == b'0');
    if negative && !zero {
        return Err(NumberError::Negative);
    }
    match digits.parse::<u32>() {
        Ok(n) if n <= max => Ok(n),
        _ => Err(NumberError::TooLarge { max }),
    }
}

/// Reads a list of whole numbers from 0 to `max` separated by commas; an empty (or blank) text
/// is the empty list.
///
/// ```
/// use runut::core::numbers::{numbers, BadEntry, NumberError};
/// assert_eq!(numbers("4, 7,5,3", 99), Ok(vec![4, 7, 5, 3]));
/// assert_eq!(numbers(" ", 99), Ok(vec![]));
/// assert_eq!(numbers("4,,5", 99), Err(BadEntry { index: 1, error: NumberError::NotANumber("".into()) }));
/// ```
pub fn numbers(text: &str, max: u32) -> Result<Vec<u32>, BadEntry> {
    read_list(text, |entry| whole(entry, max))
}

/// Reads a list like [`numbers`] in which an entry may also be `x` (or `∞`): nothing there,
/// `None`.
///
/// ```
/// use runut::core::numbers::entries;
/// assert_eq!(entries("x,20,∞", 99), Ok(vec![None, Some(20), None]));
/// ```
pub fn entries(text: &str, max: u32) -> Result<Vec<Option<u32>>, BadEntry> {
    read_list(
        text,
        |entry| {
            if is_missing(entry.trim()) {
                Ok(None)
            } else {
                whole(entry, max).map(Some)
            }
        },
    )
}

/// Reads each comma-separated entry of `text` with `read`.
fn read_list<T>(
    text: &str,
    read: impl Fn(&str) -> Result<T, NumberError>,
) -> Result<Vec<T>, BadEntry> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    text.split(',')
        .enumerate()
        .map(|(index, entry)| read(entry).map_err(|error| BadEntry { index, error }))
        .collect()
}
