//! The job assignment page's settings: the cost matrix (typed, Levitin's, or random from a
//! seed) and the comparison; what its URL can say, and the link that says it. Bad input never
//! fails: each value that cannot be used is left out with a notice.

use super::job::AssignmentJob;
use super::text::AssignmentText;
use crate::model::branch::optimum::compare::{compare, Compare, Strategy};
use crate::model::branch::optimum::notices::matrix_problem;
use crate::model::branch::optimum::random::random;
use crate::model::i18n::{say, t};
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

    /// The search the settings ask for: least cost.
    pub fn job(&self) -> AssignmentJob {
        self.job_with(Strategy::LEAST_COST)
    }

    /// The search of the costs by `strategy`.
    pub fn job_with(&self, strategy: Strategy) -> AssignmentJob {
        AssignmentJob::new(&self.costs, strategy)
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

/// The job assignment settings a URL asks for, and a notice for every value it could not honour.
///
/// ```
/// use runut::model::query::query_pairs;
/// use runut::problems::assignment::model::settings::assignment_settings;
/// let (settings, notices) = assignment_settings(&query_pairs("?p=assignment&c=1,2;3,4"));
/// assert_eq!(settings.costs.len(), 2);
/// assert!(notices.is_empty());
/// ```
pub fn assignment_settings(pairs: &[(String, String)]) -> (AssignmentSettings, Vec<String>) {
    let mut notices = Vec::new();
    let random = random(pairs, (MIN_PEOPLE as u16, MAX_PEOPLE as u16, RANDOM_PEOPLE), &mut notices);
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

/// The query string that reproduces `settings`: the costs and the comparison.
pub fn assignment_query(settings: &AssignmentSettings) -> String {
    format!("?p=assignment&c={}{}", settings.costs.matrix().to_text(), settings.compare.query())
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

impl AssignmentSettings {
    /// The settings after `change`, and the notices that replace the page's (for typed costs,
    /// fine or not).
    pub fn changed(&self, change: AssignmentChange) -> (AssignmentSettings, Option<Vec<String>>) {
        let mut next = self.clone();
        let mut notices = None;
        match change {
            AssignmentChange::Costs(text) => {
                let mut said = Vec::new();
                next.costs = costs(&text, &self.costs, AssignmentText::KeepingCosts, &mut said);
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
