//! Graph colouring in Test yourself and on the teacher's sheet: a graph of 4 to 6 vertices made
//! from a seed and 3 colours, a colouring written as x = (x1, …, xn), x_k the colour of
//! vertex k.

use super::settings::ColouringSettings;
use super::Colouring;
use crate::core::grid::Square;
use crate::core::search::Mode;
use crate::model::i18n::Text;
use crate::model::quiz::forms::tuple;
use crate::model::quiz::graphs::{edges_text, small_graph};
use crate::model::quiz::read::read_numbers;
use crate::model::quiz::{QuizWords, Quizzed};
use crate::problems::colouring::core::{colour, decision};

impl Quizzed for Colouring {
    const WORDS: QuizWords = QuizWords {
        solution: Text {
            en: "the colouring x = (x1, …, xn), x_k the colour of vertex k",
            id: "pewarnaan x = (x1, …, xn), x_k warna simpul graf k",
        },
        partial: Text {
            en: "the partial vector (x1, …, xk), x_i the colour of vertex i",
            id: "vektor parsial (x1, …, xk), x_i warna simpul graf i",
        },
        form: Text {
            en: "Write the colours of vertices 1, 2, … in order, e.g. 1,2,1,3 or x1=1, x2=2, …",
            id: "Tulis warna simpul graf 1, 2, … berurutan, mis. 1,2,1,3 atau x1=1, x2=2, …",
        },
    };

    /// A graph of 4 to 6 vertices, each pair joined with a chance of 1 in 2, and m = 3.
    fn instance(seed: u64) -> ColouringSettings {
        let graph = small_graph(seed, 50, false);
        ColouringSettings {
            graph,
            name: None,
            m: 3,
            mode: Mode::First,
            compare: false,
            chromatic: false,
        }
    }

    fn searched(settings: &ColouringSettings) -> ColouringSettings {
        ColouringSettings { mode: Mode::All, compare: false, chromatic: false, ..settings.clone() }
    }

    /// `(1, 2, 1, 3)`.
    fn write_vector(_settings: &ColouringSettings, decisions: &[Square], _whole: bool) -> String {
        tuple(decisions.iter().map(|&at| colour(at)))
    }

    /// Colours from 1 to m, vertex 1 first (a colour past m reads as no colouring).
    fn read_vector(settings: &ColouringSettings, text: &str) -> Option<Vec<Square>> {
        let numbers = read_numbers(text)?;
        let fits = |&c: &u64| (1..=u64::from(settings.m)).contains(&c);
        if numbers.len() > settings.graph.len() || !numbers.iter().all(fits) {
            return Some(Vec::new());
        }
        Some(numbers.iter().enumerate().map(|(k, &c)| decision(k, c as u8)).collect())
    }

    fn describe(settings: &ColouringSettings) -> String {
        let graph = &settings.graph;
        format!("n = {}; {}; m = {}", graph.len(), edges_text(graph), settings.m)
    }
}
