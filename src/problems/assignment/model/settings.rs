//! The job assignment page's settings: the cost matrix (typed, Levitin's, or random from a
//! seed) and the comparison; what its URL can say, and the link that says it. Bad input never
//! fails: each value that cannot be used is left out with a notice.

use super::text::AssignmentText;
use super::Assignment;
use crate::model::branch::optimum::compare::{compare, Compare};
use crate::model::branch::optimum::notices::matrix_problem;
use crate::model::branch::optimum::random::random;
use crate::model::i18n::{say, t};
use crate::model::page::Link;
use crate::model::query::{echo, value};
use crate::problems::assignment::core::{Assignment as Tree, Costs, MAX_PEOPLE, MIN_PEOPLE};

/// How many people a random instance has when `n=` is no number.
pub const RANDOM_PEOPLE: u16 = 6;

/// Everything the job assignment page can be told by its URL.
#[derive(Clone, Debug, PartialEq)]
pub struct AssignmentSettings {
    /// The costs: person k doing job j.
    pub costs: Costs,
    /// What is compared.
    pub compare: Compare,
}

impl Default for AssignmentSettings {
    fn default() -> Self {
        AssignmentSettings { costs: Costs::textbook(), compare: Compare::Nothing }
    }
}

impl AssignmentSettings {
    /// The tree the page searches.
    pub fn tree(&self) -> Tree {
        Tree::new(self.costs.clone())
    }

    /// Whether the costs are Levitin's.
    pub fn is_textbook(&self) -> bool {
        self.costs == Costs::textbook()
    }
}

/// Person `k`'s letter (from 0): a, b, c, …
pub fn person(k: usize) -> char {
    char::from(b'a' + k as u8)
}

/// The costs typed as `text`, or `fallback` with a notice saying `instead`.
fn costs(
    text: &str,
    fallback: &Costs,
    instead: AssignmentText,
    notices: &mut Vec<String>,
) -> Costs {
    Costs::parse(text).unwrap_or_else(|error| {
        let problem = matrix_problem(&error);
        notices.push(format!("“{}”: {problem}; {}", echo("c", text), t(instead)));
        fallback.clone()
    })
}

/// A change the job assignment page makes to its settings.
#[derive(Clone, Debug, PartialEq)]
pub enum AssignmentChange {
    /// Costs typed by the user, row by row.
    Costs(String),
    /// Random costs for `n` people from `seed`.
    Random(usize, u64),
    /// Levitin's costs.
    Textbook,
    /// What is compared.
    Compare(Compare),
}

/// The job assignment page's link: the costs and the comparison.
///
/// ```
/// use runut::model::page::Link;
/// use runut::model::query::query_pairs;
/// use runut::problems::assignment::Assignment;
/// let (settings, notices) = Assignment::settings(&query_pairs("?p=assignment&c=1,2;3,4"));
/// assert_eq!(settings.costs.len(), 2);
/// assert!(notices.is_empty());
/// ```
impl Link for Assignment {
    type Settings = AssignmentSettings;
    type Change = AssignmentChange;

    fn settings(pairs: &[(String, String)]) -> (AssignmentSettings, Vec<String>) {
        let mut notices = Vec::new();
        let random =
            random(pairs, (MIN_PEOPLE as u16, MAX_PEOPLE as u16, RANDOM_PEOPLE), &mut notices);
        let costs = match (value(pairs, "c"), random) {
            (Some(text), random) => {
                if random.is_some() {
                    notices.push(t(AssignmentText::NoticeBoth).to_string());
                }
                costs(text, &Costs::textbook(), AssignmentText::UsingTextbook, &mut notices)
            }
            (None, Some((n, seed))) => Costs::random(n, seed),
            (None, None) => Costs::textbook(),
        };
        let compare = compare(pairs, &mut notices);
        (AssignmentSettings { costs, compare }, notices)
    }

    /// The costs and the comparison.
    fn query(settings: &AssignmentSettings) -> String {
        format!("?p=assignment&c={}{}", settings.costs.matrix().to_text(), settings.compare.query())
    }

    /// Typed costs replace the page's notices, fine or not.
    fn changed(
        settings: &AssignmentSettings,
        change: AssignmentChange,
    ) -> (AssignmentSettings, Option<Vec<String>>) {
        let mut next = settings.clone();
        let mut notices = None;
        match change {
            AssignmentChange::Costs(text) => {
                let mut said = Vec::new();
                next.costs = costs(&text, &settings.costs, AssignmentText::KeepingCosts, &mut said);
                notices = Some(said);
            }
            AssignmentChange::Random(n, seed) => {
                next.costs = Costs::random(n.clamp(MIN_PEOPLE, MAX_PEOPLE), seed);
            }
            AssignmentChange::Textbook => next.costs = Costs::textbook(),
            AssignmentChange::Compare(compare) => next.compare = compare,
        }
        (next, notices)
    }
}

/// Person `k` doing `job` (both from 0), as the page writes it: `a → 2`.
pub fn person_job(k: usize, job: u8) -> String {
    say(AssignmentText::PersonJob, &[("person", &person(k)), ("job", &(job + 1))])
}
