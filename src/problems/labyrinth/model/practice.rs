//! Practice on the labyrinth: the learner says which direction the search tries next, or that
//! it backtracks (`next`); or whether the node just generated is dead or alive, and why
//! (`alive`).

use super::settings::LabyrinthSettings;
use super::status::{blocked_text, cell_text};
use super::text::LabyrinthText;
use super::Labyrinth;
use crate::core::grid::Direction;
use crate::core::search::{Event, Mode};
use crate::model::i18n::grid::direction_name;
use crate::model::i18n::{say, t};
use crate::model::page::Practised;
use crate::model::practice::{Answer, Choice, Question, Verdict};
use crate::model::problem::ReplayOf;
use crate::problems::labyrinth::core::search::{blocked, next_candidate};
use crate::problems::labyrinth::core::Blocked;

crate::core::slug::slugged! {
    /// Which decisions the learner makes.
    ///
    /// Each drill's name in the page's drill list.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub enum Drill {
        /// Which direction does the search try next?
        #[default]
        Next = "next",
        /// Is the node just generated dead or alive?
        Alive = "alive",
    }
}

/// The kind of question "which direction next?" (`data-kind`).
pub const NEXT: &str = "next";
/// The kind of question "dead or alive?" (`data-kind`).
pub const ALIVE: &str = "alive";
/// The answer "backtrack": every direction has been tried.
pub const BACK: &str = "back";
/// The answer "alive": the search enters the cell.
pub const LIVE: &str = "live";
/// The answer "dead: a wall".
pub const WALL: &str = "wall";
/// The answer "dead: already on the path".
pub const ON_PATH: &str = "on-path";

/// What the search does after the state of `trail`: try a direction (`Some`) or backtrack
/// (`None`); `None` outright when its next event is no such move.
pub fn next_move(s: &LabyrinthSettings, trail: &ReplayOf<Labyrinth>) -> Option<Option<Direction>> {
    let plan = s.plan();
    let path = trail.path();
    let from = *path.last()?;
    let after = match trail.last()? {
        Event::Advance { at, .. } if at == plan.goal() => return None,
        Event::Advance { .. } => None,
        Event::Solution { .. } if s.mode == Mode::First => return None,
        Event::Solution { .. } => return Some(None),
        Event::Reject { at, .. } | Event::Retreat { at, .. } => Direction::between(from, at),
        _ => return None,
    };
    Some(next_candidate(&plan, s.order, from, after).map(|(dir, _)| dir))
}

/// The answer "dead or alive" for a node whose test says `why`.
fn alive_value(why: Option<Blocked>) -> &'static str {
    match why {
        None => LIVE,
        Some(Blocked::Wall) => WALL,
        Some(Blocked::OnPath) => ON_PATH,
    }
}

impl Practised for Labyrinth {
    type Drill = Drill;

    fn question(
        s: &LabyrinthSettings,
        drill: Drill,
        trail: &ReplayOf<Labyrinth>,
    ) -> Option<Question> {
        match drill {
            Drill::Next => {
                let next = next_move(s, trail)?;
                let from = *trail.path().last()?;
                let value = next.map_or(BACK, Direction::letter);
                let mut choices: Vec<Choice> =
                    s.order.0.iter().map(|&d| Choice::new(d.letter(), direction_name(d))).collect();
                choices.push(Choice::new(BACK, t(LabyrinthText::ChoiceBack)));
                let prompt = say(LabyrinthText::NextPrompt, &[("cell", &cell_text(from))]);
                Some(Question {
                    kind: NEXT,
                    prompt,
                    choices,
                    answer: Answer::Choice(value.into()),
                    about: Some(from),
                })
            }
            Drill::Alive => {
                let Some(Event::Try { at, .. }) = trail.last() else { return None };
                let value = alive_value(blocked(&s.plan(), trail.path(), at));
                let choices = vec![
                    Choice::new(LIVE, t(LabyrinthText::ChoiceLive)),
                    Choice::new(WALL, t(LabyrinthText::ChoiceWall)),
                    Choice::new(ON_PATH, t(LabyrinthText::ChoiceOnPath)),
                ];
                let prompt = say(
                    LabyrinthText::AlivePrompt,
                    &[("node", &trail.stats().nodes), ("cell", &cell_text(at))],
                );
                Some(Question {
                    kind: ALIVE,
                    prompt,
                    choices,
                    answer: Answer::Choice(value.into()),
                    about: Some(at),
                })
            }
        }
    }

    /// The verdict says the reason the search has.
    fn judge(
        s: &LabyrinthSettings,
        trail: &ReplayOf<Labyrinth>,
        question: &Question,
        answer: &Answer,
    ) -> Verdict {
        let why = match (question.kind, &question.answer) {
            (ALIVE, Answer::Choice(v)) => match v.as_str() {
                LIVE => t(LabyrinthText::WhyLive).to_string(),
                WALL => blocked_text(Blocked::Wall).to_string(),
                _ => blocked_text(Blocked::OnPath).to_string(),
            },
            (_, Answer::Choice(v)) if v == BACK => t(LabyrinthText::WhyBack).to_string(),
            (_, Answer::Choice(v)) => {
                let dir =
                    v.chars().next().and_then(Direction::from_letter).map_or("", direction_name);
                say(LabyrinthText::WhyNext, &[("dir", &dir), ("order", &s.order.letters())])
            }
            _ => String::new(),
        };
        let marked = question.about.into_iter().chain(trail.path().last().copied()).collect();
        Verdict::because(*answer == question.answer, &why, marked)
    }
}
