//! The knapsack page's settings: the items and the capacity (typed, Levitin's, or random from a
//! seed), the upper bound and the comparison; what its URL can say, and the link that says it.
//! Bad input never fails: each value that cannot be used is left out with a notice.

use super::text::KnapsackText;
use super::Knapsack;
use crate::core::numbers::whole;
use crate::core::slug::Slugged;
use crate::model::branch::optimum::compare::{compare, Compare};
use crate::model::branch::optimum::notices::entry_problem;
use crate::model::branch::optimum::random::random;
use crate::model::i18n::{say, t};
use crate::model::page::Link;
use crate::model::query::{echo, slugged, value};
use crate::problems::knapsack::core::{
    Bound, Instance, Item, Knapsack as Tree, KnapsackError, List, MAX_CAPACITY, MAX_ITEMS,
};

/// Levitin's values, the page's default.
pub const VALUES: &str = "40,42,25,12";
/// Levitin's weights.
pub const WEIGHTS: &str = "4,7,5,3";
/// Levitin's capacity.
pub const CAPACITY: &str = "10";
/// How many items a random instance has when `n=` is no number.
pub const RANDOM_ITEMS: u16 = 10;

/// Everything the knapsack page can be told by its URL.
#[derive(Clone, Debug, PartialEq)]
pub struct KnapsackSettings {
    /// The items and the capacity.
    pub instance: Instance,
    /// The upper bound.
    pub bound: Bound,
    /// What is compared.
    pub compare: Compare,
}

impl Default for KnapsackSettings {
    fn default() -> Self {
        KnapsackSettings {
            instance: Instance::textbook(),
            bound: Bound::Simple,
            compare: Compare::Nothing,
        }
    }
}

impl KnapsackSettings {
    /// The tree the page searches.
    pub fn tree(&self) -> Tree {
        Tree::new(self.instance.clone(), self.bound)
    }

    /// Whether the instance is Levitin's.
    pub fn is_textbook(&self) -> bool {
        self.instance == Instance::textbook()
    }
}

/// A list of numbers as a link writes it.
fn joined(numbers: impl Iterator<Item = u32>) -> String {
    numbers.map(|n| n.to_string()).collect::<Vec<_>>().join(",")
}

/// The values, the weights and the capacity of `instance` as a link writes them.
pub fn texts(instance: &Instance) -> (String, String, String) {
    let input = instance.input();
    let values = joined(input.iter().map(|item| item.value));
    let weights = joined(input.iter().map(|item| item.weight));
    (values, weights, instance.capacity().to_string())
}

/// What is wrong with the items typed as `values` and `weights`, in words.
fn items_problem(values: &str, weights: &str, error: &KnapsackError) -> String {
    match error {
        KnapsackError::Entry { list, index, error } => {
            let (key, text, name) = match list {
                List::Values => ("v", values, KnapsackText::ValueN),
                List::Weights => ("w", weights, KnapsackText::WeightN),
            };
            let what = say(name, &[("k", &(index + 1))]);
            format!("“{}”: {}", echo(key, text), entry_problem(&what, error))
        }
        KnapsackError::CountMismatch { values, weights } => {
            say(KnapsackText::CountMismatch, &[("values", values), ("weights", weights)])
        }
        KnapsackError::NoItems => t(KnapsackText::NoItems).to_string(),
        KnapsackError::TooManyItems { count } => {
            say(KnapsackText::TooManyItems, &[("count", count), ("max", &MAX_ITEMS)])
        }
        KnapsackError::ZeroWeight { item } => {
            say(KnapsackText::ZeroWeight, &[("item", &(item + 1))])
        }
        KnapsackError::Capacity(_) | KnapsackError::ZeroCapacity => String::new(),
    }
}

/// The items typed as `values` and `weights`, or `fallback`'s with a notice saying `instead`.
fn items(
    values: &str,
    weights: &str,
    fallback: &[Item],
    instead: KnapsackText,
    notices: &mut Vec<String>,
) -> Vec<Item> {
    match Instance::parse(values, weights, "1") {
        Ok(instance) => instance.input(),
        Err(error) => {
            notices.push(format!("{}; {}", items_problem(values, weights, &error), t(instead)));
            fallback.to_vec()
        }
    }
}

/// The capacity used when the one given cannot be read: half the items' weight.
fn fallback_capacity(items: &[Item]) -> u32 {
    (items.iter().map(|item| item.weight).sum::<u32>() / 2).max(1)
}

/// The capacity typed as `text` for `items`, or a fallback with a notice.
fn capacity(text: &str, items: &[Item], notices: &mut Vec<String>) -> u32 {
    let problem = match whole(text, MAX_CAPACITY) {
        Ok(0) => t(KnapsackText::ZeroCapacity).to_string(),
        Ok(capacity) => return capacity,
        Err(error) => entry_problem(t(KnapsackText::TheCapacity), &error),
    };
    let used = fallback_capacity(items);
    let args: [(&str, &dyn std::fmt::Display); 3] =
        [("value", &echo("cap", text)), ("problem", &problem), ("used", &used)];
    notices.push(say(KnapsackText::NoticeCapacity, &args));
    used
}

/// The instance typed as values, weights and capacity, or what is used instead, with notices
/// (`keep`: the items kept when the typed ones cannot be read, and the words for it).
fn typed(
    texts: (&str, &str, &str),
    keep: (&[Item], KnapsackText),
    notices: &mut Vec<String>,
) -> Instance {
    let (values, weights, cap) = texts;
    let items = items(values, weights, keep.0, keep.1, notices);
    let capacity = capacity(cap, &items, notices);
    Instance::new(&items, capacity)
}

/// `bound=`: simple or fractional, with a notice for anything else.
fn bound(pairs: &[(String, String)], notices: &mut Vec<String>) -> Bound {
    slugged(pairs, "bound", Bound::Simple, KnapsackText::NoticeBound, notices)
}

/// A change the knapsack page makes to its settings.
#[derive(Clone, Debug, PartialEq)]
pub enum KnapsackChange {
    /// Items and capacity typed by the user: the values, the weights, the capacity.
    Items(String, String, String),
    /// A random instance of `n` items from `seed`.
    Random(usize, u64),
    /// Levitin's instance.
    Textbook,
    /// The upper bound.
    Bound(Bound),
    /// What is compared.
    Compare(Compare),
}

/// The knapsack page's link: the items, the capacity, the bound, the comparison.
///
/// ```
/// use runut::model::page::Link;
/// use runut::model::query::query_pairs;
/// use runut::problems::knapsack::Knapsack;
/// let query = query_pairs("?p=knapsack&cap=12&bound=fractional");
/// let (settings, notices) = Knapsack::settings(&query);
/// assert_eq!((settings.instance.len(), settings.instance.capacity()), (4, 12));
/// assert!(notices.is_empty());
/// ```
impl Link for Knapsack {
    type Settings = KnapsackSettings;
    type Change = KnapsackChange;

    fn settings(pairs: &[(String, String)]) -> (KnapsackSettings, Vec<String>) {
        let mut notices = Vec::new();
        let given = ["v", "w", "cap"].map(|key| value(pairs, key));
        let random = random(pairs, (1, MAX_ITEMS as u16, RANDOM_ITEMS), &mut notices);
        let instance = match (given, random) {
            ([None, None, None], Some((n, seed))) => Instance::random(n, seed),
            ([None, None, None], None) => Instance::textbook(),
            ([v, w, cap], random) => {
                if random.is_some() {
                    notices.push(t(KnapsackText::NoticeBoth).to_string());
                }
                let texts = (v.unwrap_or(VALUES), w.unwrap_or(WEIGHTS), cap.unwrap_or(CAPACITY));
                let textbook = Instance::textbook().input();
                typed(texts, (&textbook, KnapsackText::UsingTextbook), &mut notices)
            }
        };
        let bound = bound(pairs, &mut notices);
        let compare = compare(pairs, &mut notices);
        (KnapsackSettings { instance, bound, compare }, notices)
    }

    /// The items, the capacity, the bound, the comparison.
    fn query(settings: &KnapsackSettings) -> String {
        let (v, w, cap) = texts(&settings.instance);
        let bound = settings.bound.slug();
        format!("?p=knapsack&v={v}&w={w}&cap={cap}&bound={bound}{}", settings.compare.query())
    }

    /// Typed items replace the page's notices, fine or not.
    fn changed(
        settings: &KnapsackSettings,
        change: KnapsackChange,
    ) -> (KnapsackSettings, Option<Vec<String>>) {
        let mut next = settings.clone();
        let mut notices = None;
        match change {
            KnapsackChange::Items(values, weights, cap) => {
                let mut said = Vec::new();
                let kept = settings.instance.input();
                next.instance = typed(
                    (&values, &weights, &cap),
                    (&kept, KnapsackText::KeepingItems),
                    &mut said,
                );
                notices = Some(said);
            }
            KnapsackChange::Random(n, seed) => {
                next.instance = Instance::random(n.clamp(1, MAX_ITEMS), seed)
            }
            KnapsackChange::Textbook => next.instance = Instance::textbook(),
            KnapsackChange::Bound(bound) => next.bound = bound,
            KnapsackChange::Compare(compare) => next.compare = compare,
        }
        (next, notices)
    }
}
