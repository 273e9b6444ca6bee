//! Sum of subsets in Test yourself and on the teacher's sheet: a few weights and a target made
//! from a seed, and a solution written as the 0/1 vector x = (x1, …, xn) over the weights in
//! ascending order, or as the set of weights taken.

use super::settings::SubsetsSettings;
use super::Subsets;
use crate::core::grid::Square;
use crate::core::search::Mode;
use crate::model::i18n::Text;
use crate::model::quiz::forms::{taken_set, tuple};
use crate::model::quiz::read::read_numbers;
use crate::model::quiz::{QuizWords, Quizzed};
use crate::problems::subsets::core::{decision, takes};
use oorandom::Rand32;

impl Quizzed for Subsets {
    const WORDS: QuizWords = QuizWords {
        solution: Text {
            en: "the solution vector x = (x1, …, xn), over the weights in ascending order",
            id: "vektor solusi x = (x1, …, xn), atas bobot yang terurut naik",
        },
        partial: Text {
            en: "the partial vector (x1, …, xk), over the weights in ascending order",
            id: "vektor parsial (x1, …, xk), atas bobot yang terurut naik",
        },
        form: Text {
            en: "Write the 0/1 vector over the weights in ascending order, x1 first, e.g. 1,1,0,1; a solution also as the weights taken, e.g. {7, 11, 13}.",
            id: "Tulis vektor 0/1 atas bobot yang terurut naik, x1 lebih dahulu, mis. 1,1,0,1; solusi juga boleh berupa bobot yang diambil, mis. {7, 11, 13}.",
        },
    };

    /// Four or five weights from 2 to 20, and m the sum of some of them (so there is a
    /// solution).
    fn instance(seed: u64) -> SubsetsSettings {
        let mut rng = Rand32::new(seed);
        let n = 4 + rng.rand_range(0..2) as usize;
        let weights: Vec<u64> = (0..n).map(|_| u64::from(rng.rand_range(2..21))).collect();
        let mut m = 0;
        while m == 0 || m == weights.iter().sum::<u64>() {
            let mask = rng.rand_range(1..(1 << n));
            m = (0..n).filter(|i| mask >> i & 1 == 1).map(|i| weights[i]).sum();
        }
        SubsetsSettings { weights, m, mode: Mode::First, compare: false }
    }

    fn searched(settings: &SubsetsSettings) -> SubsetsSettings {
        SubsetsSettings { mode: Mode::All, compare: false, ..settings.clone() }
    }

    /// `(1, 1, 0, 1)`: a solution with every x written (those past its node are 0).
    fn write_vector(settings: &SubsetsSettings, decisions: &[Square], whole: bool) -> String {
        let n = if whole { settings.weights.len() } else { decisions.len() };
        tuple((0..n).map(|k| decisions.get(k).map_or(0, |&at| u8::from(takes(at)))))
    }

    /// A 0/1 vector (every number 0 or 1), else the weights taken (each one of the weights, as
    /// many times as it is one): a set of numbers that are not the weights reads as no vector
    /// at all, which no answer is.
    fn read_vector(settings: &SubsetsSettings, text: &str) -> Option<Vec<Square>> {
        let numbers = read_numbers(text)?;
        let n = settings.weights.len();
        if numbers.iter().all(|&x| x <= 1) && numbers.len() <= n {
            return Some(numbers.iter().enumerate().map(|(k, &x)| decision(k, x == 1)).collect());
        }
        let mut sorted = settings.weights.clone();
        sorted.sort_unstable();
        let Some(taken) = taken_set(n, |k| sorted[k], numbers) else {
            return Some(Vec::new());
        };
        Some(taken.into_iter().enumerate().map(|(k, take)| decision(k, take)).collect())
    }

    /// A solution's x past its node are 0, written or not.
    fn same_vector(
        settings: &SubsetsSettings,
        expected: &[Square],
        given: &[Square],
        whole: bool,
    ) -> bool {
        if !whole {
            return expected == given;
        }
        let taken = |v: &[Square]| -> Vec<bool> {
            (0..settings.weights.len()).map(|k| v.get(k).is_some_and(|&at| takes(at))).collect()
        };
        !given.is_empty()
            && given.len() <= settings.weights.len()
            && taken(expected) == taken(given)
    }

    fn describe(settings: &SubsetsSettings) -> String {
        let mut sorted = settings.weights.clone();
        sorted.sort_unstable();
        let weights: Vec<String> = sorted.iter().map(u64::to_string).collect();
        format!("w = {}; m = {}", weights.join(", "), settings.m)
    }
}
