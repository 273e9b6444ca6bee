//! Hamiltonian circuits in Test yourself and on the teacher's sheet: a graph of 4 to 6 vertices
//! made from a seed (with a circuit hidden in it), a circuit written from vertex 1, with or
//! without the return to vertex 1.

use super::settings::HamiltonSettings;
use super::Hamilton;
use crate::core::grid::Square;
use crate::core::search::Mode;
use crate::model::graph::link::Named;
use crate::model::i18n::Text;
use crate::model::quiz::forms::tuple;
use crate::model::quiz::graphs::{edges_text, small_graph};
use crate::model::quiz::read::read_numbers;
use crate::model::quiz::{QuizWords, Quizzed};
use crate::problems::hamilton::core::{step, vertex};

impl Quizzed for Hamilton {
    const WORDS: QuizWords = QuizWords {
        solution: Text {
            en: "the circuit (x1, …, xn), from vertex 1",
            id: "sirkuit (x1, …, xn), dari simpul graf 1",
        },
        partial: Text {
            en: "the partial path (x1, …, xk), from vertex 1",
            id: "lintasan parsial (x1, …, xk), dari simpul graf 1",
        },
        form: Text {
            en: "Write the vertices from vertex 1, e.g. 1,4,2,6,3,5 (the return to 1 may be written too: 1,4,2,6,3,5,1).",
            id: "Tulis simpul-simpul graf dari simpul 1, mis. 1,4,2,6,3,5 (kembali ke 1 boleh ditulis: 1,4,2,6,3,5,1).",
        },
    };

    /// A graph of 4 to 6 vertices: a ring through every vertex in a random order, and each
    /// other pair joined with a chance of 3 in 10.
    fn instance(seed: u64) -> HamiltonSettings {
        let graph = Named::drawn(small_graph(seed, 30, true));
        HamiltonSettings { graph, mode: Mode::First, compare: false }
    }

    fn searched(settings: &HamiltonSettings) -> HamiltonSettings {
        HamiltonSettings { mode: Mode::All, compare: false, ..settings.clone() }
    }

    /// `(1, 2, 4, 3, 1)` for a circuit, `(1, 2, 4)` for a path: from vertex 1, which is the
    /// root's.
    fn write_vector(_settings: &HamiltonSettings, decisions: &[Square], whole: bool) -> String {
        let path = decisions.iter().map(|&at| vertex(at) + 1);
        let back = whole.then_some(1);
        tuple(std::iter::once(1).chain(path).chain(back))
    }

    /// Vertices from 1, vertex 1 first or not (it is always x1), a circuit's return to vertex
    /// 1 written or not.
    fn read_vector(settings: &HamiltonSettings, text: &str) -> Option<Vec<Square>> {
        let mut numbers = read_numbers(text)?;
        let n = settings.graph.graph.len() as u64;
        if numbers.first() == Some(&1) {
            numbers.remove(0);
        }
        if numbers.len() as u64 == n && numbers.last() == Some(&1) {
            numbers.pop();
        }
        if numbers.len() as u64 >= n || numbers.iter().any(|&v| v == 0 || v > n) {
            return Some(Vec::new());
        }
        Some(numbers.iter().enumerate().map(|(k, &v)| step(k + 1, v as usize - 1)).collect())
    }

    fn describe(settings: &HamiltonSettings) -> String {
        let graph = &settings.graph.graph;
        format!("n = {}; {}", graph.len(), edges_text(graph))
    }
}
