//! What a link tells the quiz: which view (`quiz=1|sheet|print`), the seed, the kind of
//! question and the node it names, each value it cannot use replaced, with a notice.

use super::code::read_question_code;
use super::kind::Kind;
use super::seed::SEED_LIMIT;
use super::text::QuizText;
use crate::core::slug::Slugged;
use crate::model::i18n::say;
use crate::model::query::{echo, flag, value};

/// The quiz's views.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuizView {
    /// Test yourself (`quiz=1`): one question at a time, graded at once.
    Test,
    /// The teacher's sheet (`quiz=sheet`): many questions, printed with their answer key.
    Sheet,
    /// One question laid out for the sheet (`quiz=print`, and `answer=1` for its answer).
    Print {
        /// Whether it shows the answer and its tree.
        answer: bool,
    },
}

/// The quiz view a link asks for (`None`: the page itself).
///
/// ```
/// use runut::model::query::query_pairs;
/// use runut::model::quiz::link::{quiz_view, QuizView};
/// let mut notices = Vec::new();
/// assert_eq!(quiz_view(&query_pairs("?quiz=1"), &mut notices), Some(QuizView::Test));
/// let print = query_pairs("?quiz=print&answer=1");
/// assert_eq!(quiz_view(&print, &mut notices), Some(QuizView::Print { answer: true }));
/// assert_eq!(quiz_view(&query_pairs("?quiz=9"), &mut notices), None);
/// assert!(notices.is_empty());
/// ```
pub fn quiz_view(pairs: &[(String, String)], notices: &mut Vec<String>) -> Option<QuizView> {
    match value(pairs, "quiz")? {
        "1" => Some(QuizView::Test),
        "sheet" => Some(QuizView::Sheet),
        "print" => Some(QuizView::Print { answer: flag(pairs, "answer", notices) }),
        _ => None,
    }
}

/// The quiz's own URL parameters.
pub const QUIZ_KEYS: [&str; 9] =
    ["quiz", "seed", "kind", "k", "q", "answer", "count", "problems", "question"];

/// The pairs of a quiz's link that a page reads its own settings from: all but the quiz's own
/// parameters from `quiz=` on. The quiz writes its link as the page's own query followed by its
/// own parameters, so a page's `seed=` (a random instance's) before `quiz=` stays the page's, and
/// the quiz's `seed=` after it is the quiz's alone.
///
/// ```
/// use runut::model::query::{query_pairs, value};
/// use runut::model::quiz::link::page_pairs;
/// let pairs = query_pairs("?p=tsp&n=5&seed=3&quiz=1&seed=9&kind=cost-of");
/// let page = page_pairs(&pairs);
/// assert_eq!((value(&page, "seed"), value(&page, "kind")), (Some("3"), None));
/// assert_eq!(value(&pairs, "seed"), Some("9"));
/// ```
pub fn page_pairs(pairs: &[(String, String)]) -> Vec<(String, String)> {
    let from = pairs.iter().position(|(key, _)| key == "quiz").unwrap_or(pairs.len());
    let quiz = |key: &str| QUIZ_KEYS.contains(&key);
    let (before, after) = pairs.split_at(from);
    before.iter().chain(after.iter().filter(|(key, _)| !quiz(key))).cloned().collect()
}

/// A seed a link gives as `key`, if it gives one that is a whole number below the limit (any
/// other value gets a notice, and none is taken).
pub fn seed_of(pairs: &[(String, String)], key: &str, notices: &mut Vec<String>) -> Option<u64> {
    let text = value(pairs, key)?;
    let seed = text.trim().parse::<u64>().ok().filter(|&s| s < SEED_LIMIT);
    if seed.is_none() {
        notices.push(say(QuizText::NoticeSeed, &[("value", &echo(key, text))]));
    }
    seed
}

/// What a link asks the quiz: its seed, the kind of question (one of `kinds`) and the node it
/// names (`k=`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Asked {
    /// The seed (`seed=`), if the link gives a usable one.
    pub seed: Option<u64>,
    /// The kind (`kind=`), if it is one of the page's.
    pub kind: Option<Kind>,
    /// The node (`k=`), if it is a number (the question checks it names a node it may ask about).
    pub k: Option<u32>,
    /// The question's number on a sheet (`q=`), for its heading.
    pub number: Option<u32>,
}

/// What `pairs` ask the quiz of a page whose kinds are `kinds`, with a notice for each value it
/// cannot use.
///
/// ```
/// use runut::model::query::query_pairs;
/// use runut::model::quiz::link::asked;
/// use runut::model::quiz::Kind;
/// let mut notices = Vec::new();
/// let pairs = query_pairs("?seed=42&kind=parent-of&k=5&q=2");
/// let link = asked(&pairs, Kind::DEPTH_FIRST, &mut notices);
/// assert_eq!((link.seed, link.kind, link.k), (Some(42), Some(Kind::ParentOf), Some(5)));
/// assert_eq!(link.number, Some(2));
/// let pairs = query_pairs("?seed=x&kind=cost-of&k=-1&q=0");
/// let link = asked(&pairs, Kind::DEPTH_FIRST, &mut notices);
/// assert_eq!((link.seed, link.kind, link.k, link.number), (None, None, None, None));
/// assert_eq!(notices.len(), 4);
/// ```
pub fn asked(pairs: &[(String, String)], kinds: &[Kind], notices: &mut Vec<String>) -> Asked {
    let seed = seed_of(pairs, "seed", notices);
    let kind = value(pairs, "kind").and_then(|text| {
        let kind = Kind::from_slug(text.trim()).filter(|k| kinds.contains(k));
        if kind.is_none() {
            notices.push(say(QuizText::NoticeKind, &[("value", &echo("kind", text))]));
        }
        kind
    });
    let k = value(pairs, "k").and_then(|text| {
        let k = text.trim().parse::<u32>().ok().filter(|&k| k >= 1);
        if k.is_none() {
            notices.push(say(QuizText::NoticeK, &[("value", &echo("k", text))]));
        }
        k
    });
    let number = value(pairs, "q").and_then(|text| {
        let number = text.trim().parse::<u32>().ok().filter(|&n| n >= 1);
        if number.is_none() {
            notices.push(say(QuizText::NoticeNumber, &[("value", &echo("q", text))]));
        }
        number
    });
    Asked { seed, kind, k, number }
}

/// What `pairs` ask the quiz of the page `slug`, as [`asked`] reads them, with a question's code
/// (`question=`) in place of the seed, kind and node it holds; a code that is no question of
/// this page's gets a notice and is not taken.
///
/// ```
/// use runut::model::query::query_pairs;
/// use runut::model::quiz::code::{question_code, Coded};
/// use runut::model::quiz::link::asked_of;
/// use runut::model::quiz::Kind;
/// let coded = Coded { seed: 42, kind: Some(Kind::ParentOf), k: Some(5) };
/// let code = question_code("queens", coded).unwrap();
/// let mut notices = Vec::new();
/// let pairs = query_pairs(&format!("?seed=7&question={code}"));
/// let link = asked_of(&pairs, "queens", Kind::DEPTH_FIRST, &mut notices);
/// assert_eq!((link.seed, link.kind, link.k), (Some(42), Some(Kind::ParentOf), Some(5)));
/// let link = asked_of(&pairs, "subsets", Kind::DEPTH_FIRST, &mut notices);
/// assert_eq!((link.seed, notices.len()), (Some(7), 1));
/// ```
pub fn asked_of(
    pairs: &[(String, String)],
    slug: &str,
    kinds: &[Kind],
    notices: &mut Vec<String>,
) -> Asked {
    let mut link = asked(pairs, kinds, notices);
    if let Some(text) = value(pairs, "question") {
        let kind_asked = |kind: Option<Kind>| kind.is_none_or(|k| kinds.contains(&k));
        match read_question_code(slug, text).filter(|coded| kind_asked(coded.kind)) {
            Some(coded) => (link.seed, link.kind, link.k) = (Some(coded.seed), coded.kind, coded.k),
            None => notices.push(say(QuizText::NoticeCode, &[("value", &echo("question", text))])),
        }
    }
    link
}
