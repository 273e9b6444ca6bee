//! Practice on graph colouring: before the search colours a vertex, the learner says which
//! colour it gets — the first of the colours still to try that no earlier neighbour has — or
//! that none is left and the search backtracks.

use super::settings::ColouringSettings;
use super::text::ColouringText;
use super::Colouring;
use crate::core::graph::Graph;
use crate::core::grid::Square;
use crate::core::search::Event;
use crate::model::i18n::{say, t};
use crate::model::page::Practised;
use crate::model::practice::{Answer, Choice, Question, Verdict};
use crate::model::problem::ReplayOf;
use crate::problems::colouring::core::{colour, decision, Clash};

/// Which decisions the learner makes: only one kind, the colour of the next vertex.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Drill {
    /// Which colour does vertex k get?
    #[default]
    Colour,
}

/// The kind of question "which colour does vertex k get?" (`data-kind`).
pub const COLOUR: &str = "colour";
/// The answer "no colour is left: backtrack".
pub const BACK: &str = "back";

/// The vertex about to be coloured after `last` with `path` coloured, and the first colour
/// still to try for it; `None` when the next event colours no vertex.
fn about_to_colour(graph: &Graph, path: &[Square], last: Event<Clash>) -> Option<(usize, u8)> {
    match last {
        Event::Root => Some((0, 1)),
        Event::Advance { .. } if path.len() < graph.len() => Some((path.len(), 1)),
        Event::Retreat { at, .. } => Some((at.row as usize, colour(at) + 1)),
        _ => None,
    }
}

/// The colour vertex `k` gets, trying `from` to `m`, after `path`: the first no earlier
/// neighbour has (`None`: none is left).
fn first_free(graph: &Graph, m: u8, path: &[Square], k: usize, from: u8) -> Option<u8> {
    let taken =
        |c: u8| path[..k].iter().any(|&at| colour(at) == c && graph.joined(k, at.row as usize));
    (from..=m).find(|&c| !taken(c))
}

impl Practised for Colouring {
    type Drill = Drill;

    /// The question before the search colours its next vertex.
    fn question(
        settings: &ColouringSettings,
        _: Drill,
        trail: &ReplayOf<Colouring>,
    ) -> Option<Question> {
        let (graph, m) = (&settings.graph, settings.m);
        let path = trail.path();
        let (k, from) = about_to_colour(graph, path, trail.last()?)?;
        // Backtracking from the root ends the search: no question.
        let answer = first_free(graph, m, path, k, from);
        if answer.is_none() && k == 0 {
            return None;
        }
        let mut choices: Vec<Choice> = (1..=m)
            .map(|c| Choice::new(c.to_string(), say(ColouringText::ChoiceColour, &[("c", &c)])))
            .collect();
        choices.push(Choice::new(BACK, t(ColouringText::ChoiceBack)));
        let args: [(&str, &dyn std::fmt::Display); 2] = [("k", &(k + 1)), ("from", &from)];
        let prompt = if from == 1 {
            say(ColouringText::ColourPrompt, &args)
        } else {
            say(ColouringText::ColourAgainPrompt, &args)
        };
        Some(Question {
            kind: COLOUR,
            prompt,
            choices,
            answer: Answer::Choice(answer.map_or(BACK.to_string(), |c| c.to_string())),
            about: answer.map(|c| decision(k, c)),
        })
    }

    fn judge(
        settings: &ColouringSettings,
        trail: &ReplayOf<Colouring>,
        question: &Question,
        answer: &Answer,
    ) -> Verdict {
        let (graph, path) = (&settings.graph, trail.path());
        let right = *answer == question.answer;
        let why = match question.about {
            Some(at) => {
                let (k, c) = (at.row as usize, colour(at));
                let below: Vec<String> = (1..c)
                    .filter(|&d| {
                        path[..k].iter().any(|&p| colour(p) == d && graph.joined(k, p.row as usize))
                    })
                    .map(|d| d.to_string())
                    .collect();
                let args: [(&str, &dyn std::fmt::Display); 3] =
                    [("k", &(k + 1)), ("c", &c), ("taken", &below.join(", "))];
                say(
                    if below.is_empty() { ColouringText::WhyFirst } else { ColouringText::WhyFree },
                    &args,
                )
            }
            None => t(ColouringText::WhyBack).to_string(),
        };
        Verdict::because(right, &why, Vec::new())
    }
}
