//! Practice on your own search: at each new node the learner says what their own bounding
//! function makes of it, live or dead, before the search shows it.

use super::replay::OwnReplay;
use super::settings::OwnSettings;
use super::text::OwnText;
use super::values::{node_text, x_text};
use super::Own;
use crate::core::grid::Square;
use crate::core::search::{Event, Replay};
use crate::model::i18n::{say, t};
use crate::model::page::Practised;
use crate::model::practice::{Answer, Choice, Question, Verdict};
use crate::model::problem::ReplayOf;

/// The kind of question "what does promising(x) make of this node?" (`data-kind`).
pub const PROMISING: &str = "promising";
/// The value of the answer "live".
pub const LIVE: &str = "live";
/// The value of the answer "dead".
pub const DEAD: &str = "dead";

impl Practised for Own {
    /// One kind of question.
    type Drill = ();

    /// Asked of backtracking (least cost tells a child's fate as it generates it).
    fn question(_: &OwnSettings, _: (), trail: &ReplayOf<Own>) -> Option<Question> {
        let OwnReplay::Depth(trail) = trail else { return None };
        let Some(Event::Try { at, .. }) = trail.last() else { return None };
        let texts = trail.texts();
        let mut x = trail.path().to_vec();
        x.push(at);
        let node = trail.stats().nodes;
        let dead = node_text(texts, at).dead;
        Some(Question {
            kind: PROMISING,
            prompt: say(OwnText::PromisingPrompt, &[("node", &node), ("x", &x_text(texts, &x))]),
            choices: vec![
                Choice::new(LIVE, t(OwnText::ChoiceLive)),
                Choice::new(DEAD, t(OwnText::ChoiceDead)),
            ],
            answer: Answer::Choice(if dead { DEAD } else { LIVE }.to_string()),
            about: Some(at),
        })
    }

    fn judge(
        _: &OwnSettings,
        trail: &ReplayOf<Own>,
        question: &Question,
        answer: &Answer,
    ) -> Verdict {
        let at = question.about.unwrap_or(Square::new(0, 0));
        let text = node_text(trail.texts(), at);
        let node = trail.stats().nodes;
        let why = text.reason.map_or(String::new(), |reason| format!(": {reason}"));
        let right = *answer == question.answer;
        let key = match (text.dead, right) {
            (false, true) => OwnText::RightLive,
            (true, true) => OwnText::RightDead,
            (false, false) => OwnText::WrongLive,
            (true, false) => OwnText::WrongDead,
        };
        let explanation = say(key, &[("node", &node), ("why", &why)]);
        if right {
            Verdict::right(explanation)
        } else {
            Verdict::wrong(explanation, Vec::new())
        }
    }
}
