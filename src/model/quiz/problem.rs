//! [`Quizzed`]: what a search page's problem adds so that its page can test the learner: a
//! small instance from a seed, the search that the quiz runs over the whole tree, and its
//! vectors written and read in the course's forms. Everything else — reading the tree from
//! the events, the kinds of question, choosing one, grading and explaining it — is shared, and
//! a branch-and-bound page gets its own kinds (`next-e-node`, `cost-of`) from its vocabulary.

use super::kind::Kind;
use super::link::QUIZ_KEYS;
use super::record::TreeRecord;
use super::tree::QuizTree;
use crate::core::grid::Square;
use crate::model::i18n::Text;
use crate::model::page::SearchProblem;

/// The fewest nodes up to the answer of a generated question: a tree worth drawing.
pub const MIN_NODES: u64 = 8;
/// The most nodes up to the answer of a generated question: a tree drawn by hand in a few
/// minutes (the 10–40, with a little room at each end).
pub const MAX_NODES: u64 = 40;
/// The most nodes of a whole tree a `nodes-all` question asks about.
pub const MAX_WHOLE: u64 = 80;

/// What a problem's vectors are called, in both languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuizWords {
    /// A whole solution, with its article: "the solution vector X = (x1, …, xn)".
    pub solution: Text,
    /// A node's partial vector: "the partial vector (x1, …, xk)".
    pub partial: Text,
    /// How to write one, with an example: "Write 1,1,0,1 or the weights taken: {7, 11, 13}."
    pub form: Text,
}

/// The URL parameters every page reads that never name an instance (the quiz's own are
/// [`QUIZ_KEYS`]).
const PAGE_PARAMETERS: [&str; 10] =
    ["p", "lang", "embed", "pane", "speed", "run", "practice", "workers", "at", "then"];

/// A search page's problem that its page can quiz the learner on.
pub trait Quizzed: SearchProblem<Replay: QuizTree> {
    /// What its vectors are called.
    const WORDS: QuizWords;

    /// What its page calls a node's cost, and the letter it writes it with, for the question
    /// on a node's cost: the course's "the cost c(k)" unless the page says otherwise (the
    /// knapsack's "upper bound ub(k)").
    const COST: (Text, &'static str) = (Text { en: "the cost", id: "biaya" }, "c");

    /// The kinds of question its page asks (by default every kind its vocabulary answers).
    fn kinds() -> &'static [Kind] {
        <Self::Replay as QuizTree>::KINDS
    }

    /// A small instance made from `seed`, whose tree up to the first solution can be drawn by
    /// hand (the quiz tries further seeds until [`Quizzed::fits`] says it does).
    fn instance(seed: u64) -> Self::Settings;

    /// `settings` as the quiz searches them: the whole tree (every solution, where the page
    /// can ask for that), nothing compared.
    fn searched(settings: &Self::Settings) -> Self::Settings;

    /// Whether a link's query `pairs` name an instance of their own (the learner's), which the
    /// quiz then asks about instead of one made from the seed: by default, any parameter that
    /// is not the quiz's or the page's shared ones.
    fn names_instance(pairs: &[(String, String)]) -> bool {
        let shared = |key: &str| PAGE_PARAMETERS.contains(&key) || QUIZ_KEYS.contains(&key);
        pairs.iter().any(|(key, _)| !shared(key))
    }

    /// Whether the tree `record` of a generated instance suits a question of `kind`.
    fn fits(record: &TreeRecord, kind: Kind) -> bool {
        fits_by_default(record, kind)
    }

    /// `decisions` (a node's, from the root) written as the answer field takes them; `whole`
    /// when they are a solution's.
    fn write_vector(settings: &Self::Settings, decisions: &[Square], whole: bool) -> String;

    /// The decisions a typed vector stands for, in any of the course's forms (`None`: not
    /// understood).
    fn read_vector(settings: &Self::Settings, text: &str) -> Option<Vec<Square>>;

    /// Whether `given` (read from an answer) is the vector `expected` (a solution's when
    /// `whole`): by default, the same decisions.
    fn same_vector(
        _settings: &Self::Settings,
        expected: &[Square],
        given: &[Square],
        _whole: bool,
    ) -> bool {
        expected == given
    }

    /// The instance in a few words, for the question and the sheet.
    fn describe(settings: &Self::Settings) -> String;

    /// The answer field's text after a click on `square` of the board, where a click is a
    /// natural way to answer (a path clicked square by square); `None`: the click says nothing.
    fn clicked(_settings: &Self::Settings, _field: &str, _square: Square) -> Option<String> {
        None
    }

    /// Why the node with these decisions has its cost, in the course's terms (`c = f + ĝ`),
    /// for the explanation of a `cost-of` question.
    fn cost_reason(_settings: &Self::Settings, _decisions: &[Square]) -> Option<String> {
        None
    }
}

/// Whether `record` suits a question of `kind` on a generated instance: a first solution
/// within [`MIN_NODES`]–[`MAX_NODES`] nodes (and, for the whole tree, at most [`MAX_WHOLE`]
/// nodes, all seen), and for `next-e-node` a node expanded after another.
pub fn fits_by_default(record: &TreeRecord, kind: Kind) -> bool {
    let Some(first) = record.nodes_at_first else { return false };
    let drawable = (MIN_NODES..=MAX_NODES).contains(&first);
    match kind {
        Kind::NodesAll => record.total().is_some_and(|n| (MIN_NODES..=MAX_WHOLE).contains(&n)),
        Kind::NextENode => drawable && record.expanded.len() >= 2,
        _ => drawable,
    }
}
