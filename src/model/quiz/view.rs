//! What the quiz shows, derived from its state: where it stands, the instance and its links,
//! the question, the verdict and the score, and the search stopped at a moment (the answer
//! key's tree).

use super::code::{question_code, Coded};
use super::explain::{explanation, prompt};
use super::kind::Kind;
use super::link::QuizView;
use super::page::QuizPage;
use super::problem::Quizzed;
use super::question::{expected_text, Grade, QuizQuestion};
use super::record::TreeRecord;
use super::text::QuizText;
use crate::core::search::Replay;
use crate::core::slug::Slugged;
use crate::model::driver::{Moment, RunState};
use crate::model::i18n::{say, t};
use crate::model::page::SearchPage;
use crate::model::practice::Score;
use crate::model::problem::ReplayOf;

/// Where the quiz stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QuizStanding {
    /// The search runs, so that the answers are known.
    Preparing,
    /// The search failed, with the worker's message.
    Failed(String),
    /// The question is asked (or the tree answers none).
    Ready,
}

/// The verdict on an answer, as the page shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    /// Whether it was right.
    pub correct: bool,
    /// The answer the search gives, as the field takes it.
    pub expected: String,
    /// Why, in the course's words.
    pub explanation: String,
}

impl<P: Quizzed> QuizPage<P> {
    /// Which view it is.
    pub fn view(&self) -> QuizView {
        self.view
    }

    /// Where it stands.
    pub fn standing(&self) -> QuizStanding {
        match (self.player.state(), &self.record) {
            (RunState::Failed, _) => {
                QuizStanding::Failed(self.player.failure().unwrap_or("").into())
            }
            (_, Some(_)) => QuizStanding::Ready,
            _ => QuizStanding::Preparing,
        }
    }

    /// The search's run state (the `run-state` hook).
    pub fn run_state(&self) -> RunState {
        self.player.state()
    }

    /// The instance asked about.
    pub fn settings(&self) -> &P::Settings {
        &self.settings
    }

    /// The search page its board is drawn from (never run).
    pub fn board(&self) -> &SearchPage<P> {
        &self.board
    }

    /// The seed of the question.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Which instance made from the seed is asked about (0 for the first; the quiz makes the
    /// next when a tree does not suit the question).
    pub fn attempt(&self) -> u32 {
        self.attempt
    }

    /// Whether the instance is the learner's own.
    pub fn own(&self) -> bool {
        self.own
    }

    /// The question's number on a sheet (`q=`).
    pub fn number(&self) -> Option<u32> {
        self.asked.number
    }

    /// The tree read from the search, once it has ended.
    pub fn record(&self) -> Option<&TreeRecord> {
        self.record.as_ref()
    }

    /// The question, once asked.
    pub fn question(&self) -> Option<&QuizQuestion> {
        self.question.as_ref()
    }

    /// The question in words.
    pub fn prompt(&self) -> Option<String> {
        Some(prompt::<P>(self.record.as_ref()?, self.question.as_ref()?))
    }

    /// The kind of the question asked (or to be asked).
    pub fn kind(&self) -> Kind {
        self.question.as_ref().map_or(self.kind, |q| q.kind)
    }

    /// The answer field's text.
    pub fn field(&self) -> &str {
        &self.field
    }

    /// The verdict on the answer given, once one is.
    pub fn verdict(&self) -> Option<Shown> {
        let (_, grade) = self.answered.as_ref()?;
        self.shown(Some(*grade == Grade::Correct))
    }

    /// The answer and its explanation, after the verdict on the learner's if `correct` says
    /// one (none: the answer key's).
    pub fn shown(&self, correct: Option<bool>) -> Option<Shown> {
        let (record, question) = (self.record.as_ref()?, self.question.as_ref()?);
        Some(Shown {
            correct: correct.unwrap_or(true),
            expected: expected_text::<P>(&self.settings, question),
            explanation: explanation::<P>(&self.settings, record, question, correct),
        })
    }

    /// What to say of the last answer if it was not understood: how to write one.
    pub fn unread(&self) -> Option<String> {
        let text = self.unread.as_ref()?;
        if text.trim().is_empty() {
            return Some(t(QuizText::Empty).into());
        }
        let form = if self.kind().wants_vector() { P::WORDS.form.get() } else { "" };
        Some(say(QuizText::NotUnderstood, &[("form", &form)]).trim().to_string())
    }

    /// The score on this device.
    pub fn score(&self) -> Score {
        self.score
    }

    /// The notices.
    pub fn notices(&self) -> &[String] {
        &self.notices
    }

    /// The instance as its page's own link's query (without `?`): the `data-query` hook.
    pub fn query(&self) -> String {
        P::query(&P::searched(&self.settings)).trim_start_matches('?').to_string()
    }

    /// The link (a query, `?…`) that opens the search paused at the moment showing the answer
    /// (Show me): the node generated, and what follows it up to the answer.
    pub fn show_me(&self) -> Option<String> {
        let question = self.question.as_ref()?;
        Some(format!("?{}{}", self.query(), question.at.query()))
    }

    /// The link that asks this very question as Test yourself.
    pub fn test_link(&self) -> String {
        self.link_asking(self.asked_kind())
    }

    /// The code that asks this very question on its page's Test yourself card, as
    /// [`test_link`](Self::test_link) does (`None` for the teacher's own instance, which a
    /// code cannot hold).
    pub fn code(&self) -> Option<String> {
        let coded = Coded { seed: self.seed, kind: self.asked_kind(), k: self.asked.k };
        question_code(P::SLUG, coded).filter(|_| !self.own)
    }

    /// The page's own link: the question as the learner sees it (a link given a kind keeps it).
    pub fn link(&self) -> String {
        self.link_asking(self.asked.kind)
    }

    /// The kind of question asked: the link's, or else the one drawn.
    fn asked_kind(&self) -> Option<Kind> {
        self.asked.kind.or(self.question.as_ref().map(|q| q.kind))
    }

    /// This quiz's link (its instance, seed and node) asking `kind`.
    fn link_asking(&self, kind: Option<Kind>) -> String {
        let base = if self.own { P::query(&self.settings) } else { format!("?p={}", P::SLUG) };
        let kind = kind.map(|k| format!("&kind={}", k.slug())).unwrap_or_default();
        let k = self.asked.k.map(|k| format!("&k={k}")).unwrap_or_default();
        format!("{base}&quiz=1&seed={}{kind}{k}", self.seed)
    }

    /// The search as it stood at `moment` (as a link's `at=` and `then=` open it): replayed
    /// from the events the quiz kept.
    pub fn moment(&self, moment: Moment) -> ReplayOf<P> {
        let mut trail = ReplayOf::<P>::default();
        let mut then = moment.then;
        for event in self.player.history() {
            if trail.stats().nodes >= moment.node {
                if then == 0 {
                    break;
                }
                then -= 1;
            }
            trail.apply(event);
        }
        trail
    }
}
