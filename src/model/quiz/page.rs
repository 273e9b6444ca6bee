//! [`QuizPage`]: a search page's quiz as a pure state machine, a [`Driver`] like the search page
//! itself. It runs the instance's real search in the page's worker, played to its end (or to
//! [`CAP_NODES`]) by its own [`Player`], reads the tree from the events the player kept, asks a
//! question about it and grades the learner's answers; the board is drawn from a search page
//! that never runs (the instance, not the answer).
//!
//! [`Driver`]: crate::model::driver::Driver

use super::kind::Kind;
use super::link::{asked_of, page_pairs, quiz_view, Asked, QuizView};
use super::problem::Quizzed;
use super::question::{Grade, QuizQuestion};
use super::record::TreeRecord;
use super::seed::{mix, pick, SEED_LIMIT};
use super::text::QuizText;
use crate::model::driver::{tag, Control, Moment, PartCommand};
use crate::model::i18n::t;
use crate::model::page::common::Common;
use crate::model::page::{Browser, SearchPage};
use crate::model::player::Player;
use crate::model::practice::Score;
use crate::model::query::value;
use crate::model::speed::Speed;

/// The quiz's one worker.
pub const QUIZ: usize = 0;
/// The furthest node the quiz plays a search to: its events (a few per node) then still fit the
/// player's history, from which the tree is read.
pub const CAP_NODES: u64 = 4_000;
/// How many instances the quiz makes from one seed, at most, looking for one whose tree suits
/// the question (the last is asked about whatever its size).
pub const MAX_ATTEMPTS: u32 = 40;
/// The salts of the seeds drawn from the question's: its kind, its node, the next question's.
pub(super) const KIND_SALT: u64 = 101;
pub(super) const NODE_SALT: u64 = 202;
pub(super) const NEXT_SALT: u64 = 303;

/// What the quiz finds in the browser when it opens.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct QuizBrowser {
    /// A fresh seed, for a link that gives none.
    pub seed: u64,
    /// The score kept on this device for this page.
    pub score: Option<Score>,
    /// Whether the device keeps what the page stores (local storage).
    pub storage: bool,
    /// Whether a score was kept but could not be read (it is dropped, and the quiz says so).
    pub score_damaged: bool,
}

/// A search page's quiz: the instance, its search, the question, the answer and the score.
#[derive(Clone, Debug)]
pub struct QuizPage<P: Quizzed> {
    pub(super) view: QuizView,
    pub(super) asked: Asked,
    pub(super) seed: u64,
    /// Whether the instance is the learner's own (from the link), not one made from the seed.
    pub(super) own: bool,
    pub(super) kind: Kind,
    /// Which instance made from the seed is searched (0 first).
    pub(super) attempt: u32,
    pub(super) settings: P::Settings,
    pub(super) player: Player<P>,
    pub(super) record: Option<TreeRecord>,
    pub(super) question: Option<QuizQuestion>,
    pub(super) field: String,
    /// The answer given to the question, and its grade (right or wrong).
    pub(super) answered: Option<(String, Grade)>,
    /// The last answer, if it was not understood.
    pub(super) unread: Option<String>,
    pub(super) score: Score,
    pub(super) notices: Vec<String>,
    /// The page the board is drawn from: the instance, idle.
    pub(super) board: SearchPage<P>,
}

/// The search page that draws `settings`' board: it is never run (its workers are never
/// spawned).
pub(super) fn board_of<P: Quizzed>(settings: &P::Settings) -> SearchPage<P> {
    let browser = Browser { reduced_motion: true, cores: 1, ..Browser::default() };
    SearchPage::new(settings.clone(), Common::default(), Vec::new(), browser).0
}

impl<P: Quizzed> QuizPage<P> {
    /// The quiz a link's query `pairs` ask for (with the shell's `notices` before its own) in
    /// `browser`; returns the worker's first commands (spawn it, start the search).
    pub fn open(
        pairs: &[(String, String)],
        mut notices: Vec<String>,
        browser: QuizBrowser,
    ) -> (QuizPage<P>, Vec<PartCommand>) {
        let view = quiz_view(pairs, &mut notices).unwrap_or(QuizView::Test);
        let asked = asked_of(pairs, P::SLUG, P::kinds(), &mut notices);
        if matches!(view, QuizView::Print { .. }) && value(pairs, "q").is_none() {
            notices.push(t(QuizText::NoticeNoNumber).into());
        }
        let seed = asked.seed.unwrap_or(browser.seed % SEED_LIMIT);
        let own = P::names_instance(pairs);
        let settings = if own {
            let (settings, more) = P::settings(&page_pairs(pairs));
            notices.extend(more);
            settings
        } else {
            P::instance(mix(seed, 0))
        };
        if !browser.storage && view == QuizView::Test {
            notices.push(t(QuizText::NoticeStorage).into());
        }
        if browser.score_damaged && view == QuizView::Test {
            notices.push(t(QuizText::NoticeScoreDamaged).into());
        }
        let job = P::job(&P::searched(&settings));
        let (player, first) = Player::new(job, Speed::PerSecond(10.0));
        let mut page = QuizPage {
            view,
            asked,
            seed,
            own,
            kind: Kind::FirstNode,
            attempt: 0,
            board: board_of(&settings),
            settings,
            player,
            record: None,
            question: None,
            field: String::new(),
            answered: None,
            unread: None,
            score: browser.score.unwrap_or_default(),
            notices,
        };
        page.kind = page.chosen_kind();
        let mut commands: Vec<PartCommand> = tag(QUIZ, first).collect();
        commands.extend(page.search());
        (page, commands)
    }

    /// The kind of question asked: the link's, else one drawn from the seed.
    pub(super) fn chosen_kind(&self) -> Kind {
        let drawn = pick(mix(self.seed, KIND_SALT), P::kinds());
        self.asked.kind.or(drawn).unwrap_or(Kind::FirstNode)
    }

    /// Plays the search from its start to its end (or to [`CAP_NODES`]), paused.
    pub(super) fn search(&mut self) -> Vec<PartCommand> {
        tag(QUIZ, self.player.control(Control::Seek(Moment::node(CAP_NODES)))).collect()
    }
}
