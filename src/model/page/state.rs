//! A search page's state: the settings, the runs it drives (numbered workers), practice and
//! what is on show.

use super::common::Common;
use super::problem::SearchProblem;
use crate::model::driver::{Command, Driver, PartCommand};
use crate::model::ensemble::{Ensemble, EnsembleAction};
use crate::model::player::Player;
use crate::model::practice::{Practice, Score, StateKey};

/// The worker of the watched search.
pub const SEARCH: usize = 0;
/// The first of the comparison's two workers.
pub const COMPARE: usize = 1;
/// The first of the count's workers.
pub const COUNT: usize = 3;

/// Which run the page's `run-state` reports: the watched search or the latest count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Activity {
    /// The search the player plays (or the comparison).
    Search,
    /// A count split over several workers.
    Count,
}

/// What the page finds in the browser when it opens.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Browser {
    /// Whether the user asked for reduced motion: an animated run does not start by itself.
    pub reduced_motion: bool,
    /// How many workers a count uses when the settings do not say (one per core).
    pub cores: usize,
    /// The best practice score kept for this problem.
    pub best: Option<Score>,
    /// Whether the text kept as the best practice score was no score (it is dropped, with a
    /// notice).
    pub best_damaged: bool,
}

/// A search page's whole state.
#[derive(Clone, Debug)]
pub struct SearchPage<P: SearchProblem> {
    pub(super) settings: P::Settings,
    pub(super) common: Common,
    pub(super) notices: Vec<String>,
    pub(super) search: Player<P>,
    pub(super) comparison: Ensemble<P>,
    /// The jobs the comparison holds.
    pub(super) compared: Vec<P::Job>,
    pub(super) count: Ensemble<P>,
    pub(super) activity: Activity,
    /// What the latest count covers, once one has started.
    pub(super) counted: Option<P::Count>,
    /// A found solution on show instead of the search (its index in the trail's list).
    pub(super) viewing: Option<usize>,
    pub(super) drill: P::Drill,
    pub(super) practice: Practice,
    /// The state at which practice last stepped the search on by itself.
    pub(super) stepped_at: Option<StateKey>,
    pub(super) best: Option<Score>,
    pub(super) cores: usize,
    /// Whether the notices are about a value typed into one of the page's fields (shown by the
    /// fields), rather than about the link (shown at the top of the page).
    pub(super) typed_notices: bool,
    /// Whether the last thing the user did was a step past the end of a finished search (the
    /// status then says there is no next step).
    pub(super) past_end: bool,
}

impl<P: SearchProblem> SearchPage<P> {
    /// Loads the comparison the settings ask for, if it is not the one loaded.
    pub(super) fn compare_what_the_settings_say(&mut self) -> Vec<PartCommand> {
        let jobs: Vec<P::Job> = P::compared(&self.settings).into_iter().map(|(j, _)| j).collect();
        if jobs == self.compared {
            return Vec::new();
        }
        self.compared = jobs.clone();
        let speed = self.common.speed;
        at(COMPARE, self.comparison.act(EnsembleAction::Load { jobs, speed })).collect()
    }

    /// How many workers a count uses now.
    pub fn count_workers(&self) -> usize {
        workers(self.common.workers, self.cores)
    }
}

/// How many workers a count uses: as the settings say, else one per core.
pub(super) fn workers(asked: Option<u16>, cores: usize) -> usize {
    asked.map_or(cores, usize::from).max(1)
}

/// Commands of an ensemble (numbered from 0) as commands of the page's workers from `first`.
pub(super) fn at(first: usize, commands: Vec<PartCommand>) -> impl Iterator<Item = PartCommand> {
    commands.into_iter().map(move |(part, command)| (first + part, command))
}

/// The search player's commands as the page's.
pub(super) fn searched(commands: Vec<Command>) -> impl Iterator<Item = PartCommand> {
    commands.into_iter().map(|command| (SEARCH, command))
}
