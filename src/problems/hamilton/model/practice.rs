//! Practice on Hamiltonian circuits: before the search places its next vertex, the learner says
//! which vertex comes next — the first neighbour still to try that is not on the path (and, for
//! the last vertex, has an edge back to vertex 1) — or that none is left and the search
//! backtracks.

use super::settings::HamiltonSettings;
use super::text::HamiltonText;
use super::Hamilton;
use crate::core::graph::Graph;
use crate::core::grid::Square;
use crate::core::search::Event;
use crate::model::i18n::{say, t};
use crate::model::page::Practised;
use crate::model::practice::{Answer, Choice, Question, Verdict};
use crate::model::problem::ReplayOf;
use crate::model::status::subscript;
use crate::problems::hamilton::core::{step, vertex, Missing};

/// Which decisions the learner makes: only one kind, the next vertex.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Drill {
    /// Which vertex comes next?
    #[default]
    Next,
}

/// The kind of question "which vertex comes next?" (`data-kind`).
pub const NEXT: &str = "next";
/// The answer "no vertex is left: backtrack".
pub const BACK: &str = "back";

/// The place k (from 1) about to be filled after `last` with `path` placed, and the first vertex
/// (from 0) still to try for it; `None` when the next event places no vertex.
fn about_to_place(graph: &Graph, path: &[Square], last: Event<Missing>) -> Option<(usize, usize)> {
    match last {
        Event::Root if graph.len() > 1 => Some((1, 0)),
        Event::Advance { .. } if path.len() + 1 < graph.len() => Some((path.len() + 1, 0)),
        Event::Retreat { at, .. } => Some((at.row as usize, vertex(at) + 1)),
        _ => None,
    }
}

/// The vertex the search places at `k` after `path`, trying from `from`: the first neighbour
/// of the last vertex not on the path and, for the last place, joined to vertex 1.
fn first_fit(graph: &Graph, path: &[Square], k: usize, from: usize) -> Option<usize> {
    let n = graph.len();
    let last = path[..k - 1].last().map_or(0, |&at| vertex(at));
    let on_path = |v: usize| v == 0 || path[..k - 1].iter().any(|&at| vertex(at) == v);
    let closes = |v: usize| k + 1 < n || (n >= 3 && graph.joined(v, 0));
    (from..n).find(|&v| graph.joined(last, v) && !on_path(v) && closes(v))
}

impl Practised for Hamilton {
    type Drill = Drill;

    /// The question before the search places its next vertex.
    fn question(
        settings: &HamiltonSettings,
        _: Drill,
        trail: &ReplayOf<Hamilton>,
    ) -> Option<Question> {
        let graph = &settings.graph.graph;
        let path = trail.path();
        let (k, from) = about_to_place(graph, path, trail.last()?)?;
        let answer = first_fit(graph, path, k, from);
        // Backtracking from the root ends the search: no question.
        if answer.is_none() && k == 1 {
            return None;
        }
        let last = path[..k - 1].last().map_or(0, |&at| vertex(at));
        let mut choices: Vec<Choice> = (0..graph.len())
            .filter(|&v| graph.joined(last, v))
            .map(|v| {
                let text = say(HamiltonText::ChoiceVertex, &[("v", &(v + 1))]);
                Choice::new((v + 1).to_string(), text)
            })
            .collect();
        choices.push(Choice::new(BACK, t(HamiltonText::ChoiceBack)));
        // x_k is named by what it is: the circuit's vertex at place k + 1, after x_(k−1) = last.
        let (place, prev) = (subscript(k as u16 + 1), subscript(k as u16));
        let args: [(&str, &dyn std::fmt::Display); 4] =
            [("k", &place), ("place", &(k + 1)), ("prev", &prev), ("last", &(last + 1))];
        Some(Question {
            kind: NEXT,
            prompt: say(HamiltonText::NextPrompt, &args),
            choices,
            answer: Answer::Choice(answer.map_or(BACK.to_string(), |v| (v + 1).to_string())),
            about: answer.map(|v| step(k, v)),
        })
    }

    fn judge(
        _: &HamiltonSettings,
        _: &ReplayOf<Hamilton>,
        question: &Question,
        answer: &Answer,
    ) -> Verdict {
        let why = match question.about {
            Some(at) => {
                let args: [(&str, &dyn std::fmt::Display); 2] =
                    [("v", &(vertex(at) + 1)), ("k", &(at.row + 1))];
                say(HamiltonText::WhyNext, &args)
            }
            None => t(HamiltonText::WhyBack).to_string(),
        };
        Verdict::because(*answer == question.answer, &why, Vec::new())
    }
}
