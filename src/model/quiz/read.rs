//! Reading a typed answer in any of the course's forms: a node's number or a count (`7`,
//! `node 7`, `c(6) = 12`), a cost (`12`, `76.5`, `76,5`), and a vector of whole numbers with
//! or without brackets, commas, spaces or arrows, or written `x1=…, x2=…`. Anything else is not
//! understood (`None`), never a panic. Letters are read as ASCII (the course's answers need no
//! other), which keeps Unicode's case tables out of every page's program.

use crate::core::branch::Cost;

/// Whether `c` separates the parts of an answer as a space does.
fn space(c: char) -> bool {
    c.is_ascii_whitespace() || c == '\u{a0}'
}

/// Words a number may come with (`node 7`, `simpul 7`, `c = 12`).
const NUMBER_WORDS: [&str; 12] =
    ["node", "nodes", "simpul", "the", "is", "no", "nomor", "number", "k", "c", "n", "e"];

/// What is left of `text` after its last `=` (the learner may write `c(6) = 12`), trimmed and
/// in lower case.
fn after_equals(text: &str) -> String {
    let text = text.rsplit_once('=').map_or(text, |(_, right)| right);
    text.trim_matches(space).to_ascii_lowercase()
}

/// Whether `text`, but for digits and the characters in `also`, holds only words the number may
/// come with and the marks around them.
fn only_number_words(text: &str, also: &[char]) -> bool {
    let marks = |c: char| space(c) || "#:()[]{}-.".contains(c) || also.contains(&c);
    let words = text.split(|c: char| !c.is_ascii_alphabetic());
    let known = words.filter(|w| !w.is_empty()).all(|w| NUMBER_WORDS.contains(&w));
    known && text.chars().all(|c| c.is_ascii_alphanumeric() || marks(c))
}

/// A whole number typed as an answer (a node's number, a count).
///
/// ```
/// use runut::model::quiz::read::read_count;
/// assert_eq!(read_count(" 7 "), Some(7));
/// assert_eq!(read_count("node 12"), Some(12));
/// assert_eq!(read_count("Simpul #12."), Some(12));
/// assert_eq!(read_count("c(6) = 12"), Some(12));
/// assert_eq!(read_count("7 or 8"), None);
/// assert_eq!(read_count("seven"), None);
/// assert_eq!(read_count(""), None);
/// assert_eq!(read_count("99999999999999999999999"), None);
/// ```
pub fn read_count(text: &str) -> Option<u64> {
    let text = after_equals(text);
    let groups: Vec<&str> =
        text.split(|c: char| !c.is_ascii_digit()).filter(|g| !g.is_empty()).collect();
    match groups.as_slice() {
        [one] if only_number_words(&text, &[]) => one.parse().ok(),
        _ => None,
    }
}

/// A cost or bound typed as an answer: a whole number or a decimal (with `.` or `,`),
/// possibly negative.
///
/// ```
/// use runut::core::branch::Cost;
/// use runut::model::quiz::read::read_cost;
/// assert_eq!(read_cost("c = 12"), Some(Cost::whole(12)));
/// assert_eq!(read_cost("76,5"), Some(Cost::ratio(153, 2)));
/// assert_eq!(read_cost("-3"), Some(Cost::whole(-3)));
/// assert_eq!(read_cost("1.2.3"), None);
/// assert_eq!(read_cost("1e9"), None);
/// assert_eq!(read_cost("12 13"), None);
/// assert_eq!(read_cost("twelve"), None);
/// ```
pub fn read_cost(text: &str) -> Option<Cost> {
    let text = after_equals(text);
    let numeral = |c: char| c.is_ascii_digit() || matches!(c, '.' | ',' | '-');
    // The number is one run of digits and marks, nothing taken out of its middle (`1e9` is
    // not 19); around it, only the words a number may come with.
    let mut runs =
        text.split(|c: char| !numeral(c)).filter(|r| r.contains(|c: char| c.is_ascii_digit()));
    let (Some(run), None) = (runs.next(), runs.next()) else { return None };
    let stripped = text.replacen(run, " ", 1);
    if !only_number_words(&stripped, &[]) {
        return None;
    }
    let number = run.trim_end_matches('.');
    let (negative, digits) = match number.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, number),
    };
    let (whole, part) = digits.split_once(['.', ',']).unwrap_or((digits, ""));
    let all_digits = |s: &str| s.chars().all(|c| c.is_ascii_digit());
    if whole.is_empty() || !all_digits(whole) || !all_digits(part) || part.len() > 6 {
        return None;
    }
    let scale = 10i64.pow(part.len() as u32);
    let whole: i64 = whole.parse().ok().filter(|&w: &i64| w < 1_000_000_000_000)?;
    let part: i64 = if part.is_empty() { 0 } else { part.parse().ok()? };
    let num = whole * scale + part;
    Some(Cost::ratio(if negative { -num } else { num }, scale))
}

/// `text` with every `x1=`, `x_1 =`, `x[1]=` or `x(1):` (a component's name) and a leading
/// `x =` (the vector's name) taken out, in lower case.
fn without_names(text: &str) -> String {
    let c: Vec<char> = text.to_ascii_lowercase().chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < c.len() {
        if c[i] == 'x' && (i == 0 || !c[i - 1].is_ascii_alphanumeric()) {
            let mut j = i + 1;
            let skip = |j: &mut usize, what: &str| {
                while *j < c.len() && (space(c[*j]) || what.contains(c[*j])) {
                    *j += 1;
                }
            };
            skip(&mut j, "_[(");
            while j < c.len() && c[j].is_ascii_digit() {
                j += 1;
            }
            skip(&mut j, "])");
            if j < c.len() && (c[j] == '=' || c[j] == ':') {
                out.push(' ');
                i = j + 1;
                continue;
            }
        }
        out.push(c[i]);
        i += 1;
    }
    out
}

/// The whole numbers of a vector typed in any of the course's forms: `(1, 0, 1)`, `1 0 1`,
/// `[1;0;1]`, `{7, 11, 13}`, `1-2-4-3`, `1 → 2 → 4`, `x1=1, x2=0, x3=1`, `x = (1,0,1)`. Any
/// other letter or mark makes it not understood.
///
/// ```
/// use runut::model::quiz::read::read_numbers;
/// assert_eq!(read_numbers("(1, 0, 1)"), Some(vec![1, 0, 1]));
/// assert_eq!(read_numbers("x1=1, x2 = 0,x3=1"), Some(vec![1, 0, 1]));
/// assert_eq!(read_numbers("X = {7, 11, 13}"), Some(vec![7, 11, 13]));
/// assert_eq!(read_numbers("1 → 2 → 4-3"), Some(vec![1, 2, 4, 3]));
/// assert_eq!(read_numbers("x[1]=3 x[2]=1"), Some(vec![3, 1]));
/// assert_eq!(read_numbers("1, two"), None);
/// assert_eq!(read_numbers("1.5"), None);
/// assert_eq!(read_numbers("()"), None);
/// ```
pub fn read_numbers(text: &str) -> Option<Vec<u64>> {
    let text = without_names(text);
    let separator = |c: char| space(c) || ",;()[]{}<>-–—→/|".contains(c);
    if !text.chars().all(|c| c.is_ascii_digit() || separator(c)) {
        return None;
    }
    let numbers: Option<Vec<u64>> = text
        .split(|c: char| !c.is_ascii_digit())
        .filter(|g| !g.is_empty())
        .map(|g| g.parse().ok().filter(|&n: &u64| n < 1_000_000_000_000))
        .collect();
    numbers.filter(|n| !n.is_empty())
}

/// The words of `text` (letters only), in lower case, when it holds nothing but words and
/// separators: for answers written as moves or directions (`down, right`, `E S S`).
///
/// ```
/// use runut::model::quiz::read::read_words;
/// assert_eq!(read_words("Down, right → down"), Some(vec!["down".to_string(), "right".into(), "down".into()]));
/// assert_eq!(read_words("down 3"), None);
/// ```
pub fn read_words(text: &str) -> Option<Vec<String>> {
    let text = text.to_ascii_lowercase();
    let separator = |c: char| space(c) || ",;()[]{}<>-–—→/|.".contains(c);
    if !text.chars().all(|c| c.is_ascii_alphabetic() || separator(c)) {
        return None;
    }
    let words: Vec<String> = text
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| !w.is_empty())
        .map(String::from)
        .collect();
    (!words.is_empty()).then_some(words)
}
