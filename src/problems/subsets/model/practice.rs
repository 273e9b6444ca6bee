//! Practice on sum of subsets: the learner says what the search does next — take the next
//! weight, leave it, or backtrack (`next`) — or plays the bounding function, saying whether a
//! node is promising or which half of the test fails (`promising`).

use super::settings::SubsetsSettings;
use super::status::{bound_text, sum_text, sums_at};
use super::text::SubsetsText;
use super::Subsets;
use crate::core::grid::Square;
use crate::core::search::{Event, Mode};
use crate::model::i18n::{say, t};
use crate::model::page::Practised;
use crate::model::practice::{Answer, Choice, Question, Verdict};
use crate::model::problem::ReplayOf;
use crate::problems::subsets::core::{decision, takes, Bound, Instance};

crate::core::slug::slugged! {
    /// Which decisions the learner makes.
    ///
    /// Each drill's name in the page's drill list.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub enum Drill {
        /// Take or leave the next weight, or backtrack?
        #[default]
        Next = "next",
        /// Is this node promising, or which half of the test fails?
        Promising = "promising",
    }
}

/// The kind of question "take, leave or backtrack?" (`data-kind`).
pub const NEXT: &str = "next";
/// The kind of question "is this node promising?" (`data-kind`).
pub const PROMISING: &str = "promising";
/// The answers to "take, leave or backtrack?".
pub const TAKE: &str = "take";
/// Leave the next weight.
pub const LEAVE: &str = "leave";
/// Backtrack: both children are tried.
pub const BACK: &str = "back";
/// The answers to "is this node promising?": it is.
pub const YES: &str = "promising";
/// The first half fails: `Wt + remaining < m`.
pub const REACH: &str = "reach";
/// The second half fails: the next weight overshoots m.
pub const OVERSHOOT: &str = "overshoot";

impl Practised for Subsets {
    type Drill = Drill;

    fn question(
        settings: &SubsetsSettings,
        drill: Drill,
        trail: &ReplayOf<Subsets>,
    ) -> Option<Question> {
        let (instance, mode) = (&settings.instance(), settings.mode);
        match (drill, trail.last()?) {
            (Drill::Next, last) => {
                let next = next_move(instance, mode, trail.path(), last)?;
                Some(next_question(instance, trail.path(), next))
            }
            (Drill::Promising, Event::Try { at, .. }) => {
                Some(promising_question(instance, trail.path(), at))
            }
            (Drill::Promising, _) => None,
        }
    }

    fn judge(
        settings: &SubsetsSettings,
        trail: &ReplayOf<Subsets>,
        question: &Question,
        answer: &Answer,
    ) -> Verdict {
        let (instance, path) = (&settings.instance(), trail.path());
        let right = *answer == question.answer;
        let why = match (question.kind, question.about) {
            (PROMISING, Some(at)) => match instance.bound(instance.sum(path), at) {
                Some(bound) => bound_text(bound, instance.m()),
                None => {
                    let (taken, remaining) = sums_at(instance, path, at);
                    let next = instance.weights().get(at.row as usize + 1).copied();
                    let key = if taken == instance.m() {
                        SubsetsText::WhyPromisingM
                    } else {
                        SubsetsText::WhyPromising
                    };
                    let args: [(&str, &dyn std::fmt::Display); 4] = [
                        ("taken", &taken),
                        ("remaining", &remaining),
                        ("m", &instance.m()),
                        ("next", &next.unwrap_or(0)),
                    ];
                    say(key, &args)
                }
            },
            (_, Some(at)) if takes(at) => say(SubsetsText::WhyTake, &[("k", &(at.row + 1))]),
            (_, Some(at)) => say(SubsetsText::WhyLeave, &[("k", &(at.row + 1))]),
            (_, None) => t(SubsetsText::WhyBack).to_string(),
        };
        Verdict::because(right, &why, Vec::new())
    }
}

/// What the search does after `last` with `path` decided: try a child (`Some(square)`) or
/// backtrack (`None`); `None` outright when the next event is no such move.
fn next_move(
    instance: &Instance,
    mode: Mode,
    path: &[Square],
    last: Event<Bound>,
) -> Option<Option<Square>> {
    let after = |at: Square| {
        if takes(at) {
            Some(Some(decision(at.row as usize, false)))
        } else {
            Some(None)
        }
    };
    let next = match last {
        Event::Root => Some(Some(decision(0, true))),
        Event::Advance { .. } if instance.sum(path) == instance.m() => None,
        Event::Advance { .. } if path.len() == instance.len() => Some(None),
        Event::Advance { .. } => Some(Some(decision(path.len(), true))),
        Event::Reject { at, .. } | Event::Retreat { at, .. } => after(at),
        Event::Solution { .. } if mode == Mode::All => Some(None),
        _ => None,
    }?;
    // Backtracking from the root ends the search: no question.
    (next.is_some() || !path.is_empty()).then_some(next)
}

fn next_question(instance: &Instance, path: &[Square], next: Option<Square>) -> Question {
    let k = next.map_or(path.len(), |at| at.row as usize);
    let w = instance.weight(k.min(instance.len() - 1));
    let args: [(&str, &dyn std::fmt::Display); 3] =
        [("k", &(k + 1)), ("w", &w), ("set", &sum_text(&instance.taken(path)))];
    let answer = match next {
        Some(at) if takes(at) => TAKE,
        Some(_) => LEAVE,
        None => BACK,
    };
    Question {
        kind: NEXT,
        prompt: say(SubsetsText::NextPrompt, &args),
        choices: vec![
            Choice::new(TAKE, say(SubsetsText::ChoiceTake, &args)),
            Choice::new(LEAVE, say(SubsetsText::ChoiceLeave, &args)),
            Choice::new(BACK, t(SubsetsText::ChoiceBack)),
        ],
        answer: Answer::Choice(answer.into()),
        about: next,
    }
}

fn promising_question(instance: &Instance, path: &[Square], at: Square) -> Question {
    let (taken, remaining) = sums_at(instance, path, at);
    let args: [(&str, &dyn std::fmt::Display); 4] = [
        ("node", &super::status::decision_text(instance, at)),
        ("taken", &taken),
        ("remaining", &remaining),
        ("m", &instance.m()),
    ];
    let answer = match instance.bound(instance.sum(path), at) {
        None => YES,
        Some(Bound::CannotReach { .. }) => REACH,
        Some(_) => OVERSHOOT,
    };
    Question {
        kind: PROMISING,
        prompt: say(SubsetsText::PromisingPrompt, &args),
        choices: vec![
            Choice::new(YES, t(SubsetsText::ChoicePromising)),
            Choice::new(REACH, t(SubsetsText::ChoiceReach)),
            Choice::new(OVERSHOOT, t(SubsetsText::ChoiceOvershoot)),
        ],
        answer: Answer::Choice(answer.into()),
        about: Some(at),
    }
}
