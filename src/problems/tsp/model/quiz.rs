//! The travelling salesman in Test yourself and on the teacher's sheet: four cities with roads
//! made from a seed, least-cost branch and bound with the reduced cost matrix, and a tour
//! written as the course writes it, its cities from city 1 (`1-4-2-3-1`), the return to city 1
//! written or not.

use super::settings::TspSettings;
use super::Tsp;
use crate::core::grid::Square;
use crate::core::matrix::Matrix;
use crate::model::branch::optimum::compare::Compare;
use crate::model::i18n::{fill, Text};
use crate::model::quiz::read::read_numbers;
use crate::model::quiz::{QuizWords, Quizzed};
use crate::problems::tsp::core::{Bound, Graph, Reduced, Tour};

/// The cities of an instance made from a seed.
pub const QUIZ_CITIES: usize = 4;
/// The heaviest road of an instance made from a seed (one digit: quick to reduce by hand).
pub const QUIZ_MAX_WEIGHT: u32 = 9;

/// Why a node costs what it does: ĉ = ĉ(parent) + A(i, j) + r.
const COST_REASON: Text = Text {
    en: "ĉ = ĉ(parent) + A({from}, {to}) + r = {parent} + {edge} + {r}: the parent's cost, the road's entry in the parent's reduced matrix, and what reducing the child's matrix subtracts.",
    id: "ĉ = ĉ(induk) + A({from}, {to}) + r = {parent} + {edge} + {r}: biaya induk, entri jalan itu di matriks tereduksi induk, dan yang dikurangkan saat matriks anak direduksi.",
};

/// Why the root costs what it does: r, its matrix's reduction.
const ROOT_REASON: Text = Text {
    en: "ĉ(1) = r = {r}: what reducing every row and column of the roads' matrix subtracts.",
    id: "ĉ(1) = r = {r}: yang dikurangkan saat setiap baris dan kolom matriks jalan direduksi.",
};

/// The tour of `decisions` (each a city from 0, city 0 first and implied).
fn tour_of(decisions: &[Square]) -> Tour {
    decisions.iter().fold(Tour::start(), |tour, at| tour.then(at.col as u8))
}

impl Quizzed for Tsp {
    const WORDS: QuizWords = QuizWords {
        solution: Text {
            en: "the tour, its cities in order from city 1",
            id: "tur, kota-kotanya berurutan dari kota 1",
        },
        partial: Text {
            en: "the partial tour, its cities in order from city 1",
            id: "tur parsial, kota-kotanya berurutan dari kota 1",
        },
        form: Text {
            en: "Write the cities from city 1, e.g. 1-4-6-2-5-3 (the return may be written too: 1-4-6-2-5-3-1).",
            id: "Tulis kota-kotanya dari kota 1, mis. 1-4-6-2-5-3 (kembali ke 1 boleh ditulis: 1-4-6-2-5-3-1).",
        },
    };

    /// Four cities, a road each way between every two, weighing 1 to [`QUIZ_MAX_WEIGHT`] (not
    /// the same both ways, as in Horowitz and Sahni's example); the reduced cost matrix.
    fn instance(seed: u64) -> TspSettings {
        let roads = Matrix::random(QUIZ_CITIES, seed, QUIZ_MAX_WEIGHT, false);
        let graph =
            Graph::new(&roads).expect("a complete graph has roads in and out of every city");
        TspSettings { graph, random: None, bound: Bound::Reduced, compare: Compare::Nothing }
    }

    fn searched(settings: &TspSettings) -> TspSettings {
        TspSettings { compare: Compare::Nothing, ..settings.clone() }
    }

    /// `1-4-2-3-1` for a tour (back to city 1), `1-4-2` for a partial one.
    fn write_vector(_settings: &TspSettings, decisions: &[Square], whole: bool) -> String {
        let cities = decisions.iter().map(|at| at.col + 1);
        let back = whole.then_some(1);
        let all: Vec<String> =
            std::iter::once(1).chain(cities).chain(back).map(|c| c.to_string()).collect();
        all.join("-")
    }

    /// Cities from 1, city 1 first or not (the tour starts there), a whole tour's return to
    /// city 1 written or not.
    fn read_vector(settings: &TspSettings, text: &str) -> Option<Vec<Square>> {
        let mut numbers = read_numbers(text)?;
        let n = settings.cities() as u64;
        if numbers.first() == Some(&1) {
            numbers.remove(0);
        }
        if numbers.len() as u64 == n && numbers.last() == Some(&1) {
            numbers.pop();
        }
        if numbers.len() as u64 >= n || numbers.iter().any(|&c| c < 2 || c > n) {
            return Some(Vec::new());
        }
        Some(
            numbers.iter().enumerate().map(|(k, &c)| Square::new(k as u16, c as u16 - 1)).collect(),
        )
    }

    fn describe(settings: &TspSettings) -> String {
        format!("n = {}; {}", settings.cities(), settings.graph.roads().to_text())
    }

    /// With the reduced matrix: the parent's cost, the road's entry and the reduction.
    fn cost_reason(settings: &TspSettings, decisions: &[Square]) -> Option<String> {
        if settings.bound != Bound::Reduced {
            return None;
        }
        let graph = &settings.graph;
        let Some((last, above)) = decisions.split_last() else {
            let r = Reduced::root(graph).cost.to_string();
            return Some(fill(ROOT_REASON.get(), &[("r", &r)]));
        };
        let parent_tour = tour_of(above);
        let parent = Reduced::along(graph, &parent_tour).ok()?;
        let child = parent.child(&parent_tour, last.col as u8)?.ok()?;
        let values = [
            ("from", (parent_tour.last() + 1).to_string()),
            ("to", (last.col + 1).to_string()),
            ("parent", parent.cost.to_string()),
            ("edge", child.edge?.to_string()),
            ("r", child.reduction.total().to_string()),
        ];
        let args = values.each_ref().map(|(key, value)| (*key, value.as_str()));
        Some(fill(COST_REASON.get(), &args))
    }
}
