//! Strict parsing of the URL query, shared by every problem's settings. Malformed or
//! out-of-range values never fail: they are replaced by a default or clamped, and each such
//! change is reported as a notice the page shows. Each problem's settings (`model::<problem>::
//! settings`) build on these.

use crate::core::slug::Slugged;
use crate::model::i18n::common::CommonText;
use crate::model::i18n::{fill, say, t, Message, Text};
use crate::model::speed::{Speed, MAX_ANIMATED_SPEED, MIN_SPEED};
use crate::model::status::{decimal, format_count};

/// The default animation speed, in events per second.
pub const DEFAULT_SPEED: f64 = 10.0;

/// The most characters of a URL value a notice repeats.
pub const ECHO_LIMIT: usize = 24;

/// A URL parameter as a notice repeats it, `key=value`: control and bidirectional formatting
/// characters dropped from the value, at most [`ECHO_LIMIT`] of its characters (then "…"),
/// and the whole isolated between U+2068 and U+2069, so that right-to-left text in it cannot
/// reorder the rest of the notice (the text form of `<bdi>`).
///
/// ```
/// use runut::model::query::echo;
/// assert_eq!(echo("rows", "12"), "\u{2068}rows=12\u{2069}");
/// assert_eq!(echo("rows", "\u{202e}01"), "\u{2068}rows=01\u{2069}");
/// assert_eq!(echo("algo", &"A".repeat(100_000)).chars().count(), "algo=".len() + 24 + 3);
/// ```
pub fn echo(key: &str, value: &str) -> String {
    isolated(&format!("{key}={}", typed(value)))
}

/// A value the user typed, as a notice quotes it in the user's own words (without the URL's
/// `key=`): control and direction characters dropped, cut after [`ECHO_LIMIT`] characters, and
/// isolated as [`echo`] does.
///
/// ```
/// use runut::model::query::quoted;
/// assert_eq!(quoted("-5"), "\u{2068}-5\u{2069}");
/// ```
pub fn quoted(value: &str) -> String {
    isolated(&typed(value))
}

/// `value` without control and direction characters, cut after [`ECHO_LIMIT`] characters.
fn typed(value: &str) -> String {
    let bidi = |c: char| matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}');
    let mut shown: String = value.chars().filter(|&c| !c.is_control() && !bidi(c)).collect();
    if let Some((cut, _)) = shown.char_indices().nth(ECHO_LIMIT) {
        shown.truncate(cut);
        shown.push('…');
    }
    shown
}

/// `text` between first-strong isolates, so that it cannot reorder the notice around it.
fn isolated(text: &str) -> String {
    format!("\u{2068}{text}\u{2069}")
}

/// Splits a query string (with or without its leading `?`) into decoded key/value pairs.
///
/// ```
/// use runut::model::query::query_pairs;
/// assert_eq!(query_pairs("?a=1&b=x%2Cy"), vec![("a".into(), "1".into()), ("b".into(), "x,y".into())]);
/// ```
pub fn query_pairs(query: &str) -> Vec<(String, String)> {
    query
        .trim_start_matches('?')
        .split('&')
        .filter(|part| !part.is_empty())
        .map(|part| {
            let (key, value) = part.split_once('=').unwrap_or((part, ""));
            (percent_decode(key), percent_decode(value))
        })
        .collect()
}

fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = || std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok();
        match (bytes[i], hex().and_then(|h| u8::from_str_radix(h, 16).ok())) {
            (b'%', Some(byte)) => {
                out.push(byte);
                i += 3;
            }
            (b'+', _) => {
                out.push(b' ');
                i += 1;
            }
            (byte, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The value of the last `key` in `pairs`.
pub fn value<'a>(pairs: &'a [(String, String)], key: &str) -> Option<&'a str> {
    pairs.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
}

/// The seed the URL's `seed=` gives (a whole number); `None` when it gives none, and when it
/// gives something else, with the notice `notice` (its `{value}` the value as given).
///
/// ```
/// use runut::model::i18n::common::CommonText;
/// use runut::model::query::{query_pairs, seed};
/// let mut notices = Vec::new();
/// let notice = CommonText::NoticeNotNumber;
/// assert_eq!(seed(&query_pairs("?seed= 42"), notice, &mut notices), Some(42));
/// assert_eq!(seed(&query_pairs("?p=tsp"), notice, &mut notices), None);
/// assert_eq!(seed(&query_pairs("?seed=-1"), notice, &mut notices), None);
/// assert_eq!(notices.len(), 1);
/// ```
pub fn seed<M: Message>(
    pairs: &[(String, String)],
    notice: M,
    notices: &mut Vec<String>,
) -> Option<u64> {
    let text = value(pairs, "seed")?;
    let seed = text.trim().parse::<u64>().ok();
    if seed.is_none() {
        notices.push(say(notice, &[("value", &echo("seed", text))]));
    }
    seed
}

/// The `T` the URL's `key=` names by its table ([`Slugged`]), `fallback` when it names none;
/// any other value is left out with the notice `notice` (its `{value}` the value as given).
///
/// ```
/// use runut::core::search::Mode;
/// use runut::model::i18n::common::CommonText;
/// use runut::model::query::{query_pairs, slugged};
/// let mut notices = Vec::new();
/// let mut mode = |query| {
///     slugged(&query_pairs(query), "mode", Mode::First, CommonText::NoticeMode, &mut notices)
/// };
/// assert_eq!(mode("?mode=all"), Mode::All);
/// assert_eq!(mode("?p=queens"), Mode::First);
/// assert_eq!(mode("?mode=some"), Mode::First);
/// assert_eq!(notices.len(), 1);
/// ```
pub fn slugged<T: Slugged, M: Message>(
    pairs: &[(String, String)],
    key: &str,
    fallback: T,
    notice: M,
    notices: &mut Vec<String>,
) -> T {
    let Some(text) = value(pairs, key) else { return fallback };
    T::from_slug(text).filter(|_| !text.is_empty()).unwrap_or_else(|| {
        notices.push(say(notice, &[("value", &echo(key, text))]));
        fallback
    })
}

/// Says in a notice when the URL's `p=` names none of the `known` problems (the slugs and names
/// of the list, whose first page a link without a known `p=` opens).
///
/// ```
/// use runut::model::i18n::Text;
/// use runut::model::query::{check_problem, query_pairs};
/// let known = [("knight", Text { en: "Knight's tour", id: "Perjalanan kuda" })];
/// let mut notices = Vec::new();
/// check_problem(&query_pairs("?p=knight"), &known, &mut notices);
/// assert!(notices.is_empty());
/// check_problem(&query_pairs("?p=chess"), &known, &mut notices);
/// assert!(notices[0].contains("showing the Knight's tour"), "{notices:?}");
/// ```
pub fn check_problem(
    pairs: &[(String, String)],
    known: &[(&str, Text)],
    notices: &mut Vec<String>,
) {
    let Some(slug) = value(pairs, "p") else { return };
    if let (false, Some((_, first))) = (known.iter().any(|(s, _)| *s == slug), known.first()) {
        let value = echo("p", slug);
        notices
            .push(fill(t(CommonText::NoticeProblem), &[("value", &value), ("page", first.get())]));
    }
}

/// An integer typed as `key`, clamped into `min..=max` (or `default` if it is not a number); a
/// notice says what changed.
pub fn parse_bounded<N>(
    key: &str,
    text: &str,
    (min, max, default): (N, N, N),
    notices: &mut Vec<String>,
) -> N
where
    N: Copy + Into<i64> + TryFrom<i64> + ToString,
{
    let (low, high): (i64, i64) = (min.into(), max.into());
    match text.trim().parse::<i64>() {
        Ok(n) => {
            let clamped = N::try_from(n.clamp(low, high)).unwrap_or(default);
            if (low..=high).contains(&n) {
                return clamped;
            }
            let args =
                [("min", min.to_string()), ("max", max.to_string()), ("used", clamped.to_string())];
            let mut args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
            let shown = echo(key, text);
            args.push(("value", &shown));
            notices.push(fill(t(CommonText::NoticeOutOfRange), &args));
            clamped
        }
        Err(_) => {
            let (shown, used) = (echo(key, text), default.to_string());
            notices
                .push(fill(t(CommonText::NoticeNotNumber), &[("value", &shown), ("used", &used)]));
            default
        }
    }
}

/// A flag (`1`/`0`, `true`/`false`), with a notice if it is neither (an empty value too: it
/// switches nothing on silently).
///
/// ```
/// use runut::model::query::{flag, query_pairs};
/// let mut notices = Vec::new();
/// assert!(flag(&query_pairs("?embed=1"), "embed", &mut notices));
/// assert!(!flag(&query_pairs("?embed=0"), "embed", &mut notices));
/// assert!(notices.is_empty());
/// assert!(!flag(&query_pairs("?embed="), "embed", &mut notices));
/// assert!(!flag(&query_pairs("?embed=2"), "embed", &mut notices));
/// assert_eq!(notices.len(), 2);
/// ```
pub fn flag(pairs: &[(String, String)], key: &str, notices: &mut Vec<String>) -> bool {
    match value(pairs, key) {
        None | Some("0") | Some("false") => false,
        Some("1") | Some("true") => true,
        Some(other) => {
            notices.push(fill(t(CommonText::NoticeFlag), &[("value", &echo(key, other))]));
            false
        }
    }
}

/// A plain decimal number (`12`, `0.5`, `12.75`; no sign, exponent or spaces), read without
/// Rust's float parser, which would cost the page's wasm some 4 KB.
///
/// ```
/// use runut::model::query::parse_decimal;
/// assert_eq!(parse_decimal("12.5"), Some(12.5));
/// assert_eq!(parse_decimal("7.94"), Some(7.94));
/// assert_eq!(parse_decimal("7"), Some(7.0));
/// assert_eq!(parse_decimal(".5"), Some(0.5));
/// for bad in ["", ".", "1.2.3", "-1", "1e3", "abc", " 1", "inf", "NaN"] {
///     assert_eq!(parse_decimal(bad), None, "{bad:?}");
/// }
/// ```
pub fn parse_decimal(text: &str) -> Option<f64> {
    let (whole, part) = text.split_once('.').unwrap_or((text, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.len() + part.len() == 0 || !digits(whole) || !digits(part) {
        return None;
    }
    // All the digits as one integer, then one division: exact (so correctly rounded) for the
    // up to 15 significant digits a speed or a timestamp has.
    let mantissa =
        text.bytes().filter(u8::is_ascii_digit).fold(0.0, |v, b| v * 10.0 + f64::from(b - b'0'));
    Some(mantissa / 10f64.powi(part.len() as i32))
}

/// The animation speed (`speed=`, events a second or `max`), clamped with a notice.
pub fn speed(pairs: &[(String, String)], notices: &mut Vec<String>) -> Speed {
    match value(pairs, "speed") {
        None => Speed::PerSecond(DEFAULT_SPEED),
        Some("max") => Speed::Max,
        Some(text) => match parse_decimal(text) {
            Some(rate) if (MIN_SPEED..=MAX_ANIMATED_SPEED).contains(&rate) => {
                Speed::PerSecond(rate)
            }
            Some(rate) if rate.is_finite() => {
                let (low, high) = (decimal(MIN_SPEED, 2), format_count(MAX_ANIMATED_SPEED as u64));
                let shown = echo("speed", text);
                let args = [("value", shown.as_str()), ("min", &low), ("max", &high)];
                notices.push(fill(t(CommonText::NoticeSpeedRange), &args));
                Speed::per_second(rate)
            }
            _ => {
                notices.push(fill(t(CommonText::NoticeSpeed), &[("value", &echo("speed", text))]));
                Speed::PerSecond(DEFAULT_SPEED)
            }
        },
    }
}

/// A speed as the URL writes it.
pub fn speed_text(speed: Speed) -> String {
    match speed {
        Speed::Max => "max".to_string(),
        Speed::PerSecond(rate) => decimal(rate, 2),
    }
}
