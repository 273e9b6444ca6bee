//! What a search page can be told ([`SearchAction`]) and how it changes the page: the one
//! reducer of every search page.

use super::common::Common;
use super::problem::SearchProblem;
use super::state::{at, searched, workers, Activity, Browser, SearchPage, COMPARE, COUNT, SEARCH};
use crate::core::grid::Square;
use crate::model::driver::{Control, Driver, Input, Moment, PartCommand, RunState};
use crate::model::ensemble::{Ensemble, EnsembleAction};
use crate::model::i18n::common::CommonText;
use crate::model::i18n::t;
use crate::model::player::Player;
use crate::model::practice::{Answer, Practice, StateKey};
use crate::model::speed::Speed;

/// Something the user did, a worker said, or a display frame.
#[derive(Clone, Debug, PartialEq)]
pub enum SearchAction<P: SearchProblem> {
    /// The player's buttons and keys: they drive the comparison while the page compares, and
    /// practice reads them while the learner practises.
    Control(Control),
    /// A change of the page's own fields.
    Change(P::Change),
    /// Practice on or off.
    Practise(bool),
    /// Which decisions practice puts to the learner.
    Drill(P::Drill),
    /// A click (or Enter) on a square of the board: an answer while a question is asked,
    /// otherwise what the problem makes of it.
    Square(Square),
    /// An answer to practice's question given by one of its buttons.
    Answer(Answer),
    /// Start a count of this.
    Count(P::Count),
    /// Stop the count.
    StopCount,
    /// Show the `k`-th solution found instead of the search (`None`: back to the search).
    View(Option<usize>),
    /// Dismiss the notices.
    DismissNotices,
    /// A message from worker `part`.
    Worker {
        /// The worker's number.
        part: usize,
        /// What it said.
        input: Input<P>,
    },
    /// A display frame, `ms` after the last.
    Frame(f64),
    /// A watchdog tick, `ms` after the last.
    Tick(f64),
}

impl<P: SearchProblem> Driver for SearchPage<P> {
    type Problem = P;
    type Action = SearchAction<P>;

    fn act(&mut self, action: SearchAction<P>) -> Vec<PartCommand> {
        let mut commands = self.take(action);
        commands.extend(self.practise());
        commands
    }

    fn from_worker(part: usize, input: Input<P>, _now: f64) -> SearchAction<P> {
        SearchAction::Worker { part, input }
    }

    fn frame(ms: f64) -> SearchAction<P> {
        SearchAction::Frame(ms)
    }

    fn wants_frames(&self) -> bool {
        self.search.wants_frames() || self.comparison.wants_frames()
    }

    fn tick(ms: f64) -> SearchAction<P> {
        SearchAction::Tick(ms)
    }

    fn awaits_worker(&self) -> bool {
        self.search.awaits_worker() || self.comparison.awaits_worker() || self.count.awaits_worker()
    }
}

impl<P: SearchProblem> SearchPage<P> {
    /// The page a URL's query `pairs` ask for (its problem's settings and the shared ones, with
    /// `notices` before the URL's own) in `browser`; returns the workers' first commands.
    pub fn open(
        pairs: &[(String, String)],
        mut notices: Vec<String>,
        browser: Browser,
    ) -> (SearchPage<P>, Vec<PartCommand>) {
        let (settings, own) = P::settings(pairs);
        notices.extend(own);
        let common = Common::from_url(pairs, &mut notices);
        SearchPage::new(settings, common, notices, browser)
    }

    /// The page for `settings` and `common` (with the URL's `notices`) in `browser`; returns the
    /// workers' first commands (spawning them, and playing when the URL says `run=1`).
    pub fn new(
        settings: P::Settings,
        common: Common,
        notices: Vec<String>,
        browser: Browser,
    ) -> (SearchPage<P>, Vec<PartCommand>) {
        let (search, first) = Player::new(P::job(&settings), common.speed);
        let mut commands: Vec<PartCommand> = first.into_iter().map(|c| (SEARCH, c)).collect();
        let cores = browser.cores.max(1);
        let (count, spawn) = Ensemble::warm(workers(common.workers, cores));
        commands.extend(at(COUNT, spawn));
        let mut page = SearchPage {
            settings,
            common,
            notices,
            search,
            comparison: Ensemble::default(),
            compared: Vec::new(),
            count,
            activity: Activity::Search,
            counted: None,
            viewing: None,
            drill: P::Drill::default(),
            practice: Practice::default(),
            stepped_at: None,
            best: browser.best,
            cores,
            past_end: false,
            typed_notices: false,
        };
        commands.extend(page.compare_what_the_settings_say());
        if common.practice {
            page.practice = Practice::start();
        }
        if browser.best_damaged {
            page.notices.push(t(CommonText::PracticeBestDamaged).into());
        }
        let animated = common.speed != Speed::Max;
        if let Some(moment) = common.at {
            commands.extend(page.act(SearchAction::Control(Control::Seek(moment))));
        } else if common.run && animated && browser.reduced_motion {
            page.notices.push(t(CommonText::NoticeReducedMotion).into());
        } else if common.run {
            commands.extend(page.act(SearchAction::Control(Control::Play)));
        }
        if let Some(count) = P::count_on_load(&page.settings) {
            commands.extend(page.act(SearchAction::Count(count)));
        }
        commands.extend(page.practise());
        (page, commands)
    }

    /// Takes one action (practice's own steps come after, in [`SearchPage::practise`]).
    fn take(&mut self, action: SearchAction<P>) -> Vec<PartCommand> {
        if self.refuses(&action) {
            return Vec::new();
        }
        let user = !matches!(
            action,
            SearchAction::Worker { .. } | SearchAction::Frame(_) | SearchAction::Tick(_)
        );
        if user {
            self.past_end = action == SearchAction::Control(Control::Step) && self.at_the_end();
        }
        match action {
            SearchAction::Control(control) => self.control(control),
            SearchAction::Change(change) => self.change(change),
            SearchAction::Practise(on) => self.set_practice(on),
            SearchAction::Drill(drill) => self.set_drill(drill),
            SearchAction::Square(square) => match self.asked() {
                Some(_) => self.answer(Answer::Square(square)),
                None if self.practising() => Vec::new(),
                None => P::on_square(square).map_or_else(Vec::new, |c| self.change(c)),
            },
            SearchAction::Answer(answer) => self.answer(answer),
            SearchAction::Count(count) => {
                self.activity = Activity::Count;
                self.counted = Some(count);
                let jobs = P::count_jobs(&self.settings, count, self.count_workers());
                at(COUNT, self.count.act(EnsembleAction::Start(jobs))).collect()
            }
            SearchAction::StopCount => self.stop_count(),
            SearchAction::View(k) => {
                self.viewing = k;
                match k {
                    Some(_) => searched(self.search.control(Control::Pause)).collect(),
                    None => Vec::new(),
                }
            }
            SearchAction::DismissNotices => {
                self.notices.clear();
                Vec::new()
            }
            SearchAction::Worker { part, input } => self.deliver(part, input),
            SearchAction::Frame(ms) => self.broadcast(Input::Frame { ms }),
            SearchAction::Tick(ms) => self.broadcast(Input::Tick { ms }),
        }
    }

    /// Whether `action` would start a run or a count while the settings leave nothing to search
    /// (an empty graph): then the page says why instead, once.
    fn refuses(&mut self, action: &SearchAction<P>) -> bool {
        let starts = match action {
            SearchAction::Control(control) => matches!(
                control,
                Control::Play
                    | Control::TogglePlay
                    | Control::Step
                    | Control::Restart
                    | Control::Seek(_)
            ),
            SearchAction::Count(_) => true,
            _ => false,
        };
        let Some(why) = P::nothing_to_search(&self.settings).filter(|_| starts) else {
            return false;
        };
        if !self.notices.contains(&why) {
            self.notices.push(why);
        }
        true
    }

    /// A press of the player's buttons or keys.
    fn control(&mut self, control: Control) -> Vec<PartCommand> {
        self.viewing = None;
        if let Control::SetSpeed(speed) = control {
            self.common.speed = speed;
            let mut commands: Vec<PartCommand> = searched(self.search.control(control)).collect();
            let all = EnsembleAction::All(Input::Control(control));
            commands.extend(at(COMPARE, self.comparison.act(all)));
            return commands;
        }
        if control == Control::Stop && self.activity == Activity::Count {
            return self.stop_count();
        }
        let mut commands = Vec::new();
        // Trying again (or playing) also forgets a failed count, so its stale message goes.
        if matches!(control, Control::Play | Control::Restart) {
            commands.extend(at(COUNT, self.count.act(EnsembleAction::ClearFailure)));
        }
        self.activity = Activity::Search;
        if self.comparing() {
            let all = EnsembleAction::All(Input::Control(control));
            commands.extend(at(COMPARE, self.comparison.act(all)));
            return commands;
        }
        if self.practising() {
            match control {
                // Play (or Space) goes on to the next decision: practice never runs freely.
                Control::Play | Control::TogglePlay => {
                    self.practice.resume();
                    return commands;
                }
                Control::Step | Control::StepBack => self.practice.stepped_by_hand(),
                Control::Restart => self.restart_practice(false),
                _ => {}
            }
        }
        commands.extend(searched(self.search.control(control)));
        commands
    }

    /// A change of the page's own fields (after which a link no longer runs on load).
    fn change(&mut self, change: P::Change) -> Vec<PartCommand> {
        let (next, notices) = P::changed(&self.settings, change);
        self.common.run = false;
        if let Some(notices) = notices {
            self.notices = notices;
            self.typed_notices = true;
        }
        self.adopt(next)
    }

    /// Takes `next` as the settings: a new search replaces the run (and anything on show),
    /// a count that would now count something else is forgotten, and the comparison follows.
    fn adopt(&mut self, next: P::Settings) -> Vec<PartCommand> {
        let mut commands = Vec::new();
        let job = P::job(&next);
        if job != P::job(&self.settings) {
            self.viewing = None;
            self.activity = Activity::Search;
            self.restart_practice(true);
            commands.extend(searched(self.search.handle(Input::Load(job))));
        }
        if let Some(count) = self.counted {
            let counts = |s: &P::Settings| P::count_jobs(s, count, 1);
            if counts(&next) != counts(&self.settings) {
                self.counted = None;
                commands.extend(at(COUNT, self.count.act(EnsembleAction::Reset)));
            }
        }
        self.settings = next;
        commands.extend(self.compare_what_the_settings_say());
        commands
    }

    fn set_practice(&mut self, on: bool) -> Vec<PartCommand> {
        self.common.practice = on;
        self.restart_practice(false);
        if on {
            searched(self.search.control(Control::Pause)).collect()
        } else {
            Vec::new()
        }
    }

    /// Another drill: while practising, practice starts again from the search's start (the score
    /// kept), so that every decision of that drill is asked, the root's first.
    fn set_drill(&mut self, drill: P::Drill) -> Vec<PartCommand> {
        let other = std::mem::replace(&mut self.drill, drill) != drill;
        if !other || !self.practising() || self.search.state() == RunState::Idle {
            return Vec::new();
        }
        self.restart_practice(true);
        searched(self.search.control(Control::Seek(Moment::node(1)))).collect()
    }

    /// Starts practice afresh (stepping to the first decision) if it is on, keeping the score
    /// if `keep_score` (a new search in the same session).
    fn restart_practice(&mut self, keep_score: bool) {
        let score = self.practice.score;
        self.stepped_at = None;
        self.practice = if self.common.practice { Practice::start() } else { Practice::default() };
        if keep_score {
            self.practice.score = score;
        }
    }

    /// Judges `answer` to the question asked, if one is.
    fn answer(&mut self, answer: Answer) -> Vec<PartCommand> {
        let Some(question) = self.asked() else { return Vec::new() };
        let verdict = P::judge(&self.settings, self.search.trail(), &question, &answer);
        let key = StateKey::of(self.search.trail());
        self.practice.answered(key, verdict, question.answer);
        Vec::new()
    }

    /// Practice's own moves after every action: it steps the search on by itself up to the
    /// next decision the learner has not made (as far as the events at hand go; the rest
    /// follows as the worker sends more), and keeps the best score once the search ends.
    pub(super) fn practise(&mut self) -> Vec<PartCommand> {
        let mut commands = Vec::new();
        loop {
            let before = StateKey::of(self.search.trail());
            commands.extend(self.practice_step());
            if StateKey::of(self.search.trail()) == before {
                return commands;
            }
        }
    }

    /// Practice's next move: one step, or nothing.
    fn practice_step(&mut self) -> Vec<PartCommand> {
        if !self.practising() {
            return Vec::new();
        }
        let score = self.practice.score;
        if self.search.state() == RunState::Finished && score.asked > 0 && score.beats(self.best) {
            self.best = Some(score);
        }
        let key = StateKey::of(self.search.trail());
        let question = self.question();
        let can_step = matches!(self.search.state(), RunState::Idle | RunState::Paused)
            && !self.search.is_seeking();
        if can_step
            && self.stepped_at != Some(key)
            && self.practice.wants_step(key, question.as_ref())
        {
            self.stepped_at = Some(key);
            return searched(self.search.control(Control::Step)).collect();
        }
        Vec::new()
    }

    fn stop_count(&mut self) -> Vec<PartCommand> {
        let stop = EnsembleAction::All(Input::Control(Control::Stop));
        at(COUNT, self.count.act(stop)).collect()
    }

    /// A message from worker `part`, to the run it belongs to.
    fn deliver(&mut self, part: usize, input: Input<P>) -> Vec<PartCommand> {
        match part {
            SEARCH => searched(self.search.handle(input)).collect(),
            p if p < COUNT => {
                let action = EnsembleAction::Part(p - COMPARE, input);
                at(COMPARE, self.comparison.act(action)).collect()
            }
            p => at(COUNT, self.count.act(EnsembleAction::Part(p - COUNT, input))).collect(),
        }
    }

    /// A frame or a tick, to every run.
    fn broadcast(&mut self, input: Input<P>) -> Vec<PartCommand> {
        let mut commands: Vec<PartCommand> = searched(self.search.handle(input.clone())).collect();
        commands.extend(at(COMPARE, self.comparison.act(EnsembleAction::All(input.clone()))));
        commands.extend(at(COUNT, self.count.act(EnsembleAction::All(input))));
        commands
    }
}
