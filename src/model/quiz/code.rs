//! A question's short code: its seed, kind and node in nine letters or a few more, which a
//! student types on the page's Test yourself card instead of a long link (`question=` in a
//! link). The letters are Crockford's 32 (no I, L, O or U; read in either case, and O, I and L
//! as 0, 1 and 1), grouped in threes, and sealed by a check over the page's name too, so that a
//! mistyped code, or one typed on another page, is refused rather than read as another question.

use super::kind::Kind;
use super::seed::SEED_LIMIT;
use crate::core::code::check;
use crate::core::slug::Slugged;

/// The 32 letters, standing for the numbers 0 to 31.
const LETTERS: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/// How many letters the seed takes: 30 bits, every seed below [`SEED_LIMIT`].
const SEED_LETTERS: usize = 6;
/// A letter of the node's number: its four low bits, and this bit when more letters follow.
const MORE: u8 = 16;

/// What a question's code holds: what a link's `seed=`, `kind=` and `k=` say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Coded {
    /// The seed the question is drawn from (below [`SEED_LIMIT`]).
    pub seed: u64,
    /// The kind of question, if the link named one.
    pub kind: Option<Kind>,
    /// The node the question names, if the link named one.
    pub k: Option<u32>,
}

/// The check's two letters over `symbols`, for the page `slug`.
fn sealing(slug: &str, symbols: &[u8]) -> [u8; 2] {
    let named: Vec<u8> = slug.bytes().map(|b| b & 31).chain(symbols.iter().copied()).collect();
    let sum = check(&named);
    [((sum >> 5) & 31) as u8, (sum & 31) as u8]
}

/// The code of the question `coded` on the page `slug`; `None` for a seed a code cannot hold.
///
/// ```
/// use runut::model::quiz::code::{question_code, read_question_code, Coded};
/// use runut::model::quiz::Kind;
/// let coded = Coded { seed: 895_686_406, kind: Some(Kind::NextENode), k: None };
/// let code = question_code("tsp", coded).unwrap();
/// assert_eq!(code.len(), 11); // nine letters in threes: "XXX-XXX-XXX"
/// assert_eq!(read_question_code("tsp", &code.to_lowercase()), Some(coded));
/// assert_eq!(read_question_code("knapsack", &code), None);
/// ```
pub fn question_code(slug: &str, coded: Coded) -> Option<String> {
    if coded.seed >= SEED_LIMIT {
        return None;
    }
    let mut symbols: Vec<u8> =
        (0..SEED_LETTERS).rev().map(|i| ((coded.seed >> (5 * i)) & 31) as u8).collect();
    let kind = coded.kind.and_then(|kind| Kind::all().position(|k| k == kind));
    symbols.push(kind.map_or(0, |i| i as u8 + 1));
    if let Some(mut k) = coded.k {
        loop {
            let low = (k & 15) as u8;
            k >>= 4;
            symbols.push(if k > 0 { low | MORE } else { low });
            if k == 0 {
                break;
            }
        }
    }
    symbols.extend(sealing(slug, &symbols));
    let letters: Vec<char> = symbols.iter().map(|&s| LETTERS[usize::from(s)] as char).collect();
    let groups: Vec<String> = letters.chunks(3).map(|g| g.iter().collect()).collect();
    Some(groups.join("-"))
}

/// The question a code typed on the page `slug` holds (`None`: it is no code of this page's).
pub fn read_question_code(slug: &str, text: &str) -> Option<Coded> {
    let symbols = text
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| {
            let c = match c.to_ascii_uppercase() {
                'O' => '0',
                'I' | 'L' => '1',
                c => c,
            };
            LETTERS.iter().position(|&l| char::from(l) == c).map(|s| s as u8)
        })
        .collect::<Option<Vec<u8>>>()?;
    let body = symbols.len().checked_sub(2).filter(|&b| b > SEED_LETTERS)?;
    if sealing(slug, &symbols[..body]) != symbols[body..] {
        return None;
    }
    let seed = symbols[..SEED_LETTERS].iter().fold(0u64, |s, &x| s << 5 | u64::from(x));
    let kind = match symbols[SEED_LETTERS] {
        0 => None,
        i => Some(Kind::all().nth(usize::from(i) - 1)?),
    };
    let rest = &symbols[SEED_LETTERS + 1..body];
    let k = if rest.is_empty() {
        None
    } else {
        // Every letter but the last says more follow; the number fits in 32 bits and is ≥ 1.
        let (last, before) = rest.split_last()?;
        let ordered = before.iter().all(|&s| s & MORE != 0) && last & MORE == 0;
        let k = rest.iter().rev().try_fold(0u64, |k, &s| {
            let k = k << 4 | u64::from(s & 15);
            (k <= u64::from(u32::MAX)).then_some(k)
        })?;
        Some(u32::try_from(k).ok().filter(|&k| ordered && k >= 1)?)
    };
    (seed < SEED_LIMIT).then_some(Coded { seed, kind, k })
}
