//! [`use_practice`]: the page side of practice for a page whose model does not hold it: only the
//! math maze's solve uses it (a search page's practice lives in its reducer, `model::page`). It
//! steps the search on by itself up to the next unanswered decision, turns the player's buttons
//! into practice moves (Play goes on, a step by hand stops stepping by itself), records verdicts
//! and keeps the best score per problem in local storage.

use crate::core::grid::Square;
use crate::model::driver::{Control, RunState};
use crate::model::practice::{Answer, Practice, Question, Score, StateKey, Verdict};
use crate::ui::dom;
use std::rc::Rc;
use yew::prelude::*;

/// What a page needs from [`use_practice`].
pub struct PracticeHandle {
    /// Whether practice is on.
    pub enabled: bool,
    /// The session (score, last verdict).
    pub session: Practice,
    /// The question to put to the learner now, if any.
    pub asked: Option<Question>,
    /// The best score stored for this problem.
    pub best: Option<Score>,
    /// The player's input, as practice reads it.
    pub input: Callback<Control>,
    /// Records the verdict on an answer to [`PracticeHandle::asked`].
    pub record: Callback<Verdict>,
}

/// Practice on a page whose search stands at `key` with `question` its next decision (none when
/// practice is off), run by a player in `state` and driven through `input`; the best score is
/// kept in local storage under `storage_key`.
#[hook]
pub fn use_practice(
    enabled: bool,
    key: StateKey,
    question: Option<Question>,
    state: RunState,
    input: Callback<Control>,
    storage_key: &'static str,
) -> PracticeHandle {
    let session = use_state(|| if enabled { Practice::start() } else { Practice::default() });
    let best = use_state(|| dom::stored_best(storage_key).0);
    {
        let (session, input) = (session.clone(), input.clone());
        use_effect_with(enabled, move |&on| {
            if on {
                session.set(Practice::start());
                if state == RunState::Running {
                    input.emit(Control::Pause);
                }
            }
        });
    }
    let can_step = matches!(state, RunState::Idle | RunState::Paused);
    let step_now = enabled && can_step && session.wants_step(key, question.as_ref());
    {
        let input = input.clone();
        use_effect_with((step_now, key), move |&(go, _)| {
            if go {
                input.emit(Control::Step);
            }
        });
    }
    {
        let (best, score) = (best.clone(), session.score);
        // (Not only while enabled: the maze's practice ends with its solve.)
        let done = state == RunState::Finished && score.asked > 0;
        use_effect_with((done, score), move |&(done, score)| {
            if done && score.beats(*best) {
                dom::store(storage_key, &score.to_text());
                best.set(Some(score));
            }
        });
    }
    let asked = if enabled { session.asks(key, question.as_ref()).cloned() } else { None };
    let change = |session: &UseStateHandle<Practice>, f: fn(&mut Practice)| {
        let mut next = (**session).clone();
        f(&mut next);
        session.set(next);
    };
    let practice_input = {
        let session = session.clone();
        Callback::from(move |action: Control| {
            if !enabled {
                return input.emit(action);
            }
            match action {
                // Play (or Space) goes on to the next decision; practice never runs freely.
                Control::Play | Control::TogglePlay => change(&session, Practice::resume),
                Control::Step | Control::StepBack => {
                    change(&session, Practice::stepped_by_hand);
                    input.emit(action);
                }
                Control::Restart => {
                    session.set(Practice::start());
                    input.emit(action);
                }
                other => input.emit(other),
            }
        })
    };
    let record = {
        let (session, right) = (session.clone(), question.map(|q| q.answer));
        Callback::from(move |verdict: Verdict| {
            if let Some(right) = right.clone() {
                let mut next = (*session).clone();
                next.answered(key, verdict, right);
                session.set(next);
            }
        })
    };
    PracticeHandle {
        enabled,
        session: (*session).clone(),
        asked,
        best: *best,
        input: practice_input,
        record,
    }
}

impl PracticeHandle {
    /// What the board marks after a wrong answer: the square the search chooses, if a square
    /// answers the question, and the squares the explanation cites.
    pub fn marks(&self) -> (Option<Square>, Rc<Vec<Square>>) {
        match &self.session.verdict {
            Some((verdict, right)) if self.enabled && !verdict.correct => {
                let answer = match right {
                    Answer::Square(s) => Some(*s),
                    Answer::Choice(_) => None,
                };
                (answer, Rc::new(verdict.marked.clone()))
            }
            _ => (None, Rc::default()),
        }
    }
}
