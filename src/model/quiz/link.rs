//! What a link tells the quiz: which view (`quiz=1|sheet|print`), the seed, the kind of
//! question and the node it names, each value it cannot use replaced, with a notice.

use super::kind::Kind;
use super::seed::SEED_LIMIT;
use super::text::QuizText;
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

/// The quiz view a link asks for (`None`: the page itself; a `quiz=` it cannot read gets a
/// notice).
///
/// ```
/// use runut::model::query::query_pairs;
/// use runut::model::quiz::link::{quiz_view, QuizView};
/// let mut notices = Vec::new();
/// assert_eq!(quiz_view(&query_pairs("?quiz=1"), &mut notices), Some(QuizView::Test));
/// let print = query_pairs("?quiz=print&answer=1");
/// assert_eq!(quiz_view(&print, &mut notices), Some(QuizView::Print { answer: true }));
/// assert_eq!(quiz_view(&query_pairs("?quiz=9"), &mut notices), None);
/// assert_eq!(notices.len(), 1);
/// ```
pub fn quiz_view(pairs: &[(String, String)], notices: &mut Vec<String>) -> Option<QuizView> {
    let text = value(pairs, "quiz")?;
    match text {
        "1" => Some(QuizView::Test),
        "sheet" => Some(QuizView::Sheet),
        "print" => Some(QuizView::Print { answer: flag(pairs, "answer", notices) }),
        "0" => None,
        _ => {
            notices.push(say(QuizText::NoticeQuiz, &[("value", &echo("quiz", text))]));
            None
        }
    }
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
/// let pairs = query_pairs("?seed=42&kind=parent-of&k=5");
/// let asked = asked(&pairs, Kind::DEPTH_FIRST, &mut notices);
/// assert_eq!((asked.seed, asked.kind, asked.k), (Some(42), Some(Kind::ParentOf), Some(5)));
/// let pairs = query_pairs("?seed=x&kind=cost-of&k=-1");
/// let asked = asked(&pairs, Kind::DEPTH_FIRST, &mut notices);
/// assert_eq!((asked.seed, asked.kind, asked.k), (None, None, None));
/// assert_eq!(notices.len(), 3);
/// ```
pub fn asked(pairs: &[(String, String)], kinds: &[Kind], notices: &mut Vec<String>) -> Asked {
    let seed = seed_of(pairs, "seed", notices);
    let kind = value(pairs, "kind").and_then(|text| {
        let kind = Kind::from_slug(text).filter(|k| kinds.contains(k));
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
    let number = value(pairs, "q").and_then(|text| text.trim().parse::<u32>().ok());
    Asked { seed, kind, k, number }
}
