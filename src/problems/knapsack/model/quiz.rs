//! The 0/1 knapsack in Test yourself and on the teacher's sheet: four items made from a seed,
//! already in value-per-weight order as Levitin's are, best-first branch and bound with his
//! upper bound, and a solution written as the 0/1 vector x = (x1, …, xn) over the items in that
//! order, or as the set of items taken (`{1, 3}`).

use super::settings::KnapsackSettings;
use super::status::item_number;
use super::Knapsack;
use crate::core::branch::Cost;
use crate::core::grid::Square;
use crate::model::branch::optimum::compare::Compare;
use crate::model::i18n::{fill, Text};
use crate::model::quiz::forms::{taken_set, tuple};
use crate::model::quiz::read::read_numbers;
use crate::model::quiz::{QuizWords, Quizzed};
use crate::problems::knapsack::core::{Bound, Instance, Item, Pack};
use oorandom::Rand32;

/// The items of an instance made from a seed.
pub const QUIZ_ITEMS: usize = 4;

/// Why a node's upper bound is what it is, with Levitin's bound.
const BOUND_REASON: Text = Text {
    en: "ub = v + (W − w)·(v/w of item {next}) = {v} + ({capacity} − {w})·{ratio}: the value taken, plus the room left at the value per weight of the next item.",
    id: "ub = v + (W − w)·(v/w barang {next}) = {v} + ({capacity} − {w})·{ratio}: nilai yang diambil, ditambah sisa ruang dengan nilai per bobot barang berikutnya.",
};

/// Why a leaf's bound is its value.
const LEAF_REASON: Text = Text {
    en: "Every item is decided: ub = v = {v}.",
    id: "Semua barang sudah diputuskan: ub = v = {v}.",
};

/// The decision on item `k` (in value-per-weight order): taken or left.
fn decision(k: usize, take: bool) -> Square {
    Square::new(k as u16, u16::from(take))
}

/// Whether a decision takes its item.
fn takes(at: Square) -> bool {
    at.col == 1
}

/// The node of `decisions` in `instance`.
fn pack_of(instance: &Instance, decisions: &[Square]) -> Option<Pack> {
    decisions.iter().enumerate().try_fold(Pack::default(), |pack, (k, &at)| {
        (k < instance.len()).then(|| pack.then(instance.item(k), takes(at)))
    })
}

impl Quizzed for Knapsack {
    const COST: (Text, &'static str) = (Text { en: "the upper bound", id: "batas atas" }, "ub");

    const WORDS: QuizWords = QuizWords {
        solution: Text {
            en: "the solution vector x = (x1, …, xn), over the items by value per weight",
            id: "vektor solusi x = (x1, …, xn), atas barang menurut nilai per bobot",
        },
        partial: Text {
            en: "the partial vector (x1, …, xk), over the items by value per weight",
            id: "vektor parsial (x1, …, xk), atas barang menurut nilai per bobot",
        },
        form: Text {
            en: "Write the 0/1 vector over the items by value per weight, x1 first, e.g. 1,1,0,0,1; a solution also as the set of items taken, e.g. {1, 2, 5}.",
            id: "Tulis vektor 0/1 atas barang menurut nilai per bobot, x1 lebih dahulu, mis. 1,1,0,0,1; solusi juga boleh berupa himpunan barang yang diambil, mis. {1, 2, 5}.",
        },
    };

    /// Four items of weight 2 to 8 whose values per weight are distinct whole numbers from 2
    /// to 10, given in that order (best first), and a capacity about half their weight;
    /// Levitin's bound, whose every figure is then a whole number.
    fn instance(seed: u64) -> KnapsackSettings {
        let mut rng = Rand32::new(seed);
        let mut ratios: Vec<u32> = (2..=10).collect();
        for i in (1..ratios.len()).rev() {
            ratios.swap(i, rng.rand_range(0..i as u32 + 1) as usize);
        }
        let mut ratios = ratios[..QUIZ_ITEMS].to_vec();
        ratios.sort_unstable_by(|a, b| b.cmp(a));
        let items: Vec<Item> = ratios
            .iter()
            .map(|&ratio| {
                let weight = rng.rand_range(2..9);
                Item { value: ratio * weight, weight }
            })
            .collect();
        let total: u32 = items.iter().map(|item| item.weight).sum();
        let capacity = total / 2 + rng.rand_range(0..3);
        let instance = Instance::new(&items, capacity);
        KnapsackSettings { instance, bound: Bound::Simple, compare: Compare::Nothing }
    }

    fn searched(settings: &KnapsackSettings) -> KnapsackSettings {
        KnapsackSettings { compare: Compare::Nothing, ..settings.clone() }
    }

    /// `(1, 0, 1, 0)`: x1 first, over the items by value per weight.
    fn write_vector(_settings: &KnapsackSettings, decisions: &[Square], _whole: bool) -> String {
        tuple(decisions.iter().map(|&at| u8::from(takes(at))))
    }

    /// A 0/1 vector (a 0 in it, or every number 1 outside braces), else the items taken, by
    /// their numbers on the page (`{1, 3}`, each at most once): other numbers read as a vector
    /// that no answer is.
    fn read_vector(settings: &KnapsackSettings, text: &str) -> Option<Vec<Square>> {
        let numbers = read_numbers(text)?;
        let instance = &settings.instance;
        let n = instance.len();
        let set = !numbers.contains(&0) && (text.contains('{') || numbers.iter().any(|&x| x > 1));
        if !set {
            let vector = numbers.len() <= n && numbers.iter().all(|&x| x <= 1);
            let decisions = numbers.iter().enumerate().map(|(k, &x)| decision(k, x == 1));
            return Some(if vector { decisions.collect() } else { Vec::new() });
        }
        let Some(taken) = taken_set(n, |k| item_number(instance, k) as u64, numbers) else {
            return Some(Vec::new());
        };
        Some(taken.into_iter().enumerate().map(|(k, take)| decision(k, take)).collect())
    }

    /// A solution's x past those written are 0.
    fn same_vector(
        settings: &KnapsackSettings,
        expected: &[Square],
        given: &[Square],
        whole: bool,
    ) -> bool {
        if !whole {
            return expected == given;
        }
        let n = settings.instance.len();
        let taken = |v: &[Square]| -> Vec<bool> {
            (0..n).map(|k| v.get(k).is_some_and(|&at| takes(at))).collect()
        };
        !given.is_empty() && given.len() <= n && taken(expected) == taken(given)
    }

    fn describe(settings: &KnapsackSettings) -> String {
        let instance = &settings.instance;
        let list = |f: fn(&Item) -> u32| -> String {
            let numbers: Vec<String> = instance.items().iter().map(|i| f(i).to_string()).collect();
            numbers.join(", ")
        };
        format!(
            "W = {}; w = {}; v = {}",
            instance.capacity(),
            list(|item| item.weight),
            list(|item| item.value)
        )
    }

    /// With Levitin's bound: the value taken and the room left at the next item's rate.
    fn cost_reason(settings: &KnapsackSettings, decisions: &[Square]) -> Option<String> {
        let instance = &settings.instance;
        let pack = pack_of(instance, decisions)?;
        if settings.bound != Bound::Simple || pack.weight() > instance.capacity() {
            return None;
        }
        let v = pack.value().to_string();
        let Some(next) = instance.items().get(pack.decided()) else {
            return Some(fill(LEAF_REASON.get(), &[("v", &v)]));
        };
        let ratio = Cost::ratio(i64::from(next.value), i64::from(next.weight)).to_string();
        let values = [
            ("next", item_number(instance, pack.decided()).to_string()),
            ("v", v),
            ("capacity", instance.capacity().to_string()),
            ("w", pack.weight().to_string()),
            ("ratio", ratio),
        ];
        let args = values.each_ref().map(|(key, value)| (*key, value.as_str()));
        Some(fill(BOUND_REASON.get(), &args))
    }
}
