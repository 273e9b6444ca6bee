//! What the quiz can be told ([`QuizAction`]) and how it changes: the worker's events until
//! the search has ended, then the tree read and a question asked; the learner's typing,
//! clicks and answers; the next question.

use super::kind::Kind;
use super::link::QuizView;
use super::page::{board_of, QuizPage, MAX_ATTEMPTS, NEXT_SALT, NODE_SALT, QUIZ};
use super::problem::Quizzed;
use super::question::{answerable, ask, grade, Grade};
use super::seed::mix;
use super::text::QuizText;
use super::tree::QuizTree;
use crate::core::grid::Square;
use crate::core::search::Replay;
use crate::model::driver::{tag, Command, Driver, Input, PartCommand, RunState};
use crate::model::i18n::t;

/// Something the learner did, the worker said, or a frame or tick.
#[derive(Clone, Debug, PartialEq)]
pub enum QuizAction<P: Quizzed> {
    /// The answer field's text, as typed.
    Type(String),
    /// A click on a square of the board.
    Click(Square),
    /// Check the answer.
    Submit,
    /// The next question (from the next seed).
    Next,
    /// Run the search again after it failed.
    Retry,
    /// The device refused to keep the score.
    StorageRefused,
    /// Dismiss the notices.
    DismissNotices,
    /// A message from the worker.
    Worker(Input<P>),
    /// A display frame, `ms` after the last.
    Frame(f64),
    /// A watchdog tick, `ms` after the last.
    Tick(f64),
}

impl<P: Quizzed> Driver for QuizPage<P> {
    type Problem = P;
    type Action = QuizAction<P>;

    fn act(&mut self, action: QuizAction<P>) -> Vec<PartCommand> {
        let mut commands = self.take(action);
        commands.extend(self.settle());
        commands
    }

    fn from_worker(_part: usize, input: Input<P>, _now: f64) -> QuizAction<P> {
        QuizAction::Worker(input)
    }

    fn frame(ms: f64) -> QuizAction<P> {
        QuizAction::Frame(ms)
    }

    fn wants_frames(&self) -> bool {
        self.player.wants_frames()
    }

    fn tick(ms: f64) -> QuizAction<P> {
        QuizAction::Tick(ms)
    }

    fn awaits_worker(&self) -> bool {
        self.player.awaits_worker()
    }
}

impl<P: Quizzed> QuizPage<P> {
    fn take(&mut self, action: QuizAction<P>) -> Vec<PartCommand> {
        match action {
            QuizAction::Type(text) => {
                self.field = text;
                self.unread = None;
            }
            QuizAction::Click(square) => {
                if self.answered.is_none() {
                    if let Some(text) = P::clicked(&self.settings, &self.field, square) {
                        self.field = text;
                        self.unread = None;
                    }
                }
            }
            QuizAction::Submit => self.submit(),
            QuizAction::Next => return self.next(),
            QuizAction::Retry => return self.restart(),
            QuizAction::StorageRefused => self.notify(t(QuizText::NoticeStorage).into()),
            QuizAction::DismissNotices => self.notices.clear(),
            QuizAction::Worker(input) => return self.deliver(input),
            QuizAction::Frame(ms) => return self.deliver(Input::Frame { ms }),
            QuizAction::Tick(ms) => return self.deliver(Input::Tick { ms }),
        }
        Vec::new()
    }

    fn deliver(&mut self, input: Input<P>) -> Vec<PartCommand> {
        tag(QUIZ, self.player.handle(input)).collect()
    }

    /// Grades the answer in the field, once per question (an answer not understood is not
    /// graded, and may be written again).
    fn submit(&mut self) {
        let Some(question) = &self.question else { return };
        if self.answered.is_some() {
            return;
        }
        match grade::<P>(&self.settings, question, &self.field) {
            Grade::NotUnderstood => self.unread = Some(self.field.clone()),
            grade => {
                self.score = self.score.after(grade == Grade::Correct);
                self.answered = Some((self.field.clone(), grade));
                self.unread = None;
            }
        }
    }

    /// The next question: the next seed, a new instance unless it is the learner's own, the
    /// same kind if the link asked for one.
    fn next(&mut self) -> Vec<PartCommand> {
        self.seed = mix(self.seed, NEXT_SALT);
        self.asked.k = None;
        self.kind = self.chosen_kind();
        self.restart()
    }

    /// Searches the question's instance from its first attempt, forgetting any answer.
    fn restart(&mut self) -> Vec<PartCommand> {
        self.attempt = 0;
        if !self.own {
            self.settings = P::instance(mix(self.seed, 0));
        }
        self.load()
    }

    /// Loads the search of the settings' instance and plays it to its end.
    fn load(&mut self) -> Vec<PartCommand> {
        self.board = board_of(&self.settings);
        self.record = None;
        self.question = None;
        self.field.clear();
        self.answered = None;
        self.unread = None;
        let job = P::job(&P::searched(&self.settings));
        let mut commands: Vec<PartCommand> = self.deliver(Input::Load(job));
        commands.extend(self.search());
        commands
    }

    /// Once the search has ended (or reached the cap), reads its tree and asks the question;
    /// a generated instance whose tree does not suit the question is replaced by the next one
    /// made from the seed.
    fn settle(&mut self) -> Vec<PartCommand> {
        let state = self.player.state();
        let capped = state == RunState::Paused
            && self.player.trail().stats().nodes >= super::page::CAP_NODES;
        if self.record.is_some() || !(state == RunState::Finished || capped) {
            return Vec::new();
        }
        // The tree is read from the run's first event: a history that lost its start reads none.
        let whole = self.player.history().len() as u64 == self.player.trail().moment();
        let events = self.player.history().filter(|_| whole);
        let record = <P::Replay as QuizTree>::record(events);
        if self.own && !P::kinds().iter().any(|&kind| answerable(&record, kind)) {
            // The link's own instance has no tree to ask about (a 15-puzzle position that cannot
            // reach the goal): the questions are on instances made from the seed instead.
            self.notify(t(QuizText::NoticeOwnNone).into());
            self.own = false;
            return self.restart();
        }
        let fits = P::fits(&record, self.kind);
        if !self.own && !fits && self.attempt + 1 < MAX_ATTEMPTS {
            self.attempt += 1;
            self.settings = P::instance(mix(self.seed, u64::from(self.attempt)));
            return self.load();
        }
        if !self.own && !fits {
            self.notify(t(QuizText::NoticeNoFit).into());
        }
        self.ask(&record);
        self.record = Some(record);
        match self.view {
            // A printed question needs its worker no more.
            QuizView::Print { .. } => vec![(QUIZ, Command::Terminate)],
            _ => Vec::new(),
        }
    }

    /// Asks the question of the chosen kind about `record`, or of the first kind it answers.
    fn ask(&mut self, record: &super::record::TreeRecord) {
        let seed = mix(self.seed, NODE_SALT);
        let kinds = std::iter::once(self.kind).chain(P::kinds().iter().copied());
        let mut kinds = kinds.filter(|&kind| answerable(record, kind));
        let Some(kind) = kinds.next() else {
            self.notify(t(QuizText::NoticeNoQuestion).into());
            return;
        };
        if kind != self.kind {
            self.notify(t(QuizText::NoticeKindNone).into());
            self.kind = kind;
        }
        self.question = ask(record, kind, self.asked.k, seed);
        let named = self.question.as_ref().and_then(|q| q.k);
        if let (Some(k), true) = (self.asked.k, kind.names_node()) {
            if named != Some(k) {
                let value = crate::model::query::echo("k", &k.to_string());
                self.notify(crate::model::i18n::say(QuizText::NoticeK, &[("value", &value)]));
            }
        }
    }

    /// Adds a notice, once: a question asked again (Next) says nothing twice.
    fn notify(&mut self, notice: String) {
        if !self.notices.contains(&notice) {
            self.notices.push(notice);
        }
    }

    /// Whether a kind is asked because the link asked for it.
    pub fn kind_fixed(&self) -> Option<Kind> {
        self.asked.kind
    }
}
