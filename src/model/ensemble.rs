//! Several players, one worker each, driven as one run: how a count is split over every core.
//! Each part is an ordinary [`Player`] at max speed; the ensemble sums their figures and combines
//! their states and endings.
//!
//! Each part's job is its share of the count. A share whose worker is lost (it died or went
//! silent) is dealt again to a fresh worker, once per count: the shares that finished are kept,
//! the figures never go backwards (until the share dealt again gets past what the lost worker
//! had counted, the ensemble keeps showing that), and [`Ensemble::restarted`] says which shares
//! were dealt again, so that the page can say so. A share lost a second time fails the count.
//!
//! A comparison is an ensemble too, of two searches: a side whose worker is lost fails as a
//! single search does, with Try again, instead of starting again from its first node.

use crate::core::search::Replay;
use crate::core::search::Stats;
use crate::model::driver::{tag, Command, Control, Driver, Input, PartCommand, RunState};
use crate::model::player::Player;
use crate::model::problem::Problem;
use crate::model::speed::Speed;

/// The combined run of several jobs of problem `P`.
#[derive(Clone, Debug)]
pub struct Ensemble<P: Problem> {
    parts: Vec<Player<P>>,
    /// Per part: what its worker had done when it was lost, once its share has been dealt again
    /// in this count.
    lost: Vec<Option<Lost<P>>>,
    /// Whether a part whose worker is lost is dealt again (a count's share) or fails (a side
    /// of a comparison).
    redeals: bool,
}

/// What a lost worker had done with its share: the part's figures, kept until the share dealt
/// again gets past them.
#[derive(Clone, Debug)]
struct Lost<P: Problem> {
    stats: Stats,
    elapsed_ms: f64,
    found: Option<P::Found>,
}

/// An empty ensemble whose parts are not dealt again when lost: a comparison's (loaded later).
impl<P: Problem> Default for Ensemble<P> {
    fn default() -> Self {
        Ensemble { parts: Vec::new(), lost: Vec::new(), redeals: false }
    }
}

/// What the page tells an ensemble of problem `P`'s runs.
#[derive(Clone, Debug, PartialEq)]
pub enum EnsembleAction<P: Problem> {
    /// Stop whatever runs and start these jobs, one worker each.
    Start(Vec<P::Job>),
    /// Stop whatever runs and load these jobs, one worker each, to be played at `speed` (two
    /// searches compared side by side under one player).
    Load {
        /// The jobs.
        jobs: Vec<P::Job>,
        /// How fast they are played.
        speed: Speed,
    },
    /// Give this input to every part (play, stop, frames).
    All(Input<P>),
    /// Forget the count: every part goes back to idle, keeping its worker where it can.
    Reset,
    /// Forget the failures of failed parts (the user tries again), leaving the others alone.
    ClearFailure,
    /// A message from the worker of one part.
    Part(usize, Input<P>),
}

impl<P: Problem> Driver for Ensemble<P> {
    type Problem = P;
    type Action = EnsembleAction<P>;

    fn act(&mut self, action: EnsembleAction<P>) -> Vec<PartCommand> {
        match action {
            EnsembleAction::Start(jobs) => {
                let mut commands = self.load(jobs, Speed::Max);
                commands.extend(self.broadcast(Input::Control(Control::Play)));
                commands
            }
            EnsembleAction::Load { jobs, speed } => self.load(jobs, speed),
            EnsembleAction::All(input) => {
                let mut commands = self.broadcast(input);
                if self.redeals {
                    commands.extend(self.redeal_lost());
                }
                commands
            }
            EnsembleAction::Reset => {
                self.lost.iter_mut().for_each(|l| *l = None);
                self.broadcast(Input::Unload)
            }
            EnsembleAction::ClearFailure => {
                let failed: Vec<usize> = (0..self.len())
                    .filter(|&i| self.parts[i].state() == RunState::Failed)
                    .collect();
                failed.iter().for_each(|&i| self.lost[i] = None);
                failed.into_iter().flat_map(|i| self.handle(i, Input::Unload)).collect()
            }
            EnsembleAction::Part(part, input) => self.handle(part, input),
        }
    }

    fn from_worker(part: usize, input: Input<P>, _: f64) -> EnsembleAction<P> {
        EnsembleAction::Part(part, input)
    }

    fn frame(ms: f64) -> EnsembleAction<P> {
        EnsembleAction::All(Input::Frame { ms })
    }

    fn wants_frames(&self) -> bool {
        self.parts.iter().any(Player::wants_frames)
    }

    fn tick(ms: f64) -> EnsembleAction<P> {
        EnsembleAction::All(Input::Tick { ms })
    }

    fn awaits_worker(&self) -> bool {
        self.parts.iter().any(Player::awaits_worker)
    }
}

impl<P: Problem> Ensemble<P> {
    /// An idle count with one part (and one worker to spawn) per job, a lost one dealt again.
    pub fn new(jobs: Vec<P::Job>) -> (Ensemble<P>, Vec<PartCommand>) {
        Ensemble::of(jobs.into_iter().map(|job| Player::new(job, Speed::Max)))
    }

    /// An idle count of `parts` workers started ahead of time, so that the first count does
    /// not wait for them to load; a lost one is dealt again.
    pub fn warm(parts: usize) -> (Ensemble<P>, Vec<PartCommand>) {
        Ensemble::of((0..parts).map(|_| Player::ready(Speed::Max)))
    }

    /// The ensemble of these new players, with their first commands.
    fn of(
        players: impl Iterator<Item = (Player<P>, Vec<Command>)>,
    ) -> (Ensemble<P>, Vec<PartCommand>) {
        let mut commands = Vec::new();
        let parts: Vec<Player<P>> = players
            .enumerate()
            .map(|(i, (player, first))| {
                commands.extend(tag(i, first));
                player
            })
            .collect();
        let lost = vec![None; parts.len()];
        (Ensemble { parts, lost, redeals: true }, commands)
    }

    /// Deals the share of a part whose worker was lost to a fresh worker, once per count,
    /// keeping what the lost worker had counted as the part's figures until the share dealt
    /// again gets past it; a part lost twice stays failed, and so does the count.
    fn redeal_lost(&mut self) -> Vec<PartCommand> {
        let mut commands = Vec::new();
        for i in 0..self.parts.len() {
            if self.parts[i].is_lost() && self.lost[i].is_none() {
                let (stats, found) = self.shown(i);
                let found = found.cloned();
                let elapsed_ms = self.part_ms(i);
                self.lost[i] = Some(Lost { stats, elapsed_ms, found });
                let restart = Input::Control(Control::Restart);
                commands.extend(tag(i, self.parts[i].handle(restart)));
            }
        }
        commands
    }

    /// Part `i`'s figures and what it found as the page shows them: its worker's, or, while
    /// its share dealt again has not got as far as its lost worker had, the lost worker's.
    fn shown(&self, i: usize) -> (Stats, Option<&P::Found>) {
        let part = &self.parts[i];
        let now = part.trail().stats();
        match &self.lost[i] {
            Some(lost) if now.nodes < lost.stats.nodes => (lost.stats, lost.found.as_ref()),
            _ => (now, part.found()),
        }
    }

    /// Part `i`'s running time: its worker's, after the time its lost worker had run.
    fn part_ms(&self, i: usize) -> f64 {
        self.lost[i].as_ref().map_or(0.0, |l| l.elapsed_ms) + self.parts[i].elapsed_ms()
    }

    /// The shares (parts, from 0) dealt again in this count because their worker was lost.
    pub fn restarted(&self) -> Vec<usize> {
        (0..self.len()).filter(|&i| self.lost[i].is_some()).collect()
    }

    /// Gives each part its job, to be played at `speed`: parts beyond the jobs go, the others
    /// keep their worker (a player replaces it only if its last run did not finish), and new
    /// ones start theirs.
    fn load(&mut self, jobs: Vec<P::Job>, speed: Speed) -> Vec<PartCommand> {
        let mut commands: Vec<PartCommand> =
            (jobs.len()..self.len()).map(|i| (i, Command::Terminate)).collect();
        self.parts.truncate(jobs.len());
        self.lost = vec![None; jobs.len()];
        for (i, job) in jobs.into_iter().enumerate() {
            match self.parts.get_mut(i) {
                Some(part) => {
                    commands.extend(tag(i, part.handle(Input::Load(job))));
                    let set_speed = Input::Control(Control::SetSpeed(speed));
                    commands.extend(tag(i, part.handle(set_speed)));
                }
                None => {
                    let (player, spawn) = Player::new(job, speed);
                    self.parts.push(player);
                    commands.extend(tag(i, spawn));
                }
            }
        }
        commands
    }

    /// The parts, one player each.
    pub fn parts(&self) -> &[Player<P>] {
        &self.parts
    }

    /// How many parts (workers) there are.
    pub fn len(&self) -> usize {
        self.parts.len()
    }

    /// Whether there are no parts.
    pub fn is_empty(&self) -> bool {
        self.parts.is_empty()
    }

    /// Gives `input` to every part.
    pub fn broadcast(&mut self, input: Input<P>) -> Vec<PartCommand> {
        let mut commands = Vec::new();
        for (i, part) in self.parts.iter_mut().enumerate() {
            commands.extend(tag(i, part.handle(input.clone())));
        }
        commands
    }

    /// Gives `input` (a message from its worker) to part `part`.
    pub fn handle(&mut self, part: usize, input: Input<P>) -> Vec<PartCommand> {
        match self.parts.get_mut(part) {
            Some(player) => tag(part, player.handle(input)).collect(),
            None => Vec::new(),
        }
    }

    /// The combined state: failed if any part failed, running while any part runs (a part may
    /// stop at its node limit while another goes on), paused, stopped if any part stopped,
    /// finished when all have finished.
    pub fn state(&self) -> RunState {
        let states: Vec<RunState> = self.parts.iter().map(Player::state).collect();
        let any = |s: RunState| states.contains(&s);
        if any(RunState::Failed) {
            RunState::Failed
        } else if any(RunState::Running) {
            RunState::Running
        } else if any(RunState::Paused) {
            RunState::Paused
        } else if any(RunState::Stopped) {
            RunState::Stopped
        } else if !states.is_empty() && states.iter().all(|&s| s == RunState::Finished) {
            RunState::Finished
        } else {
            RunState::Idle
        }
    }

    /// The first failure message, if any part failed.
    pub fn failure(&self) -> Option<&str> {
        self.parts.iter().find_map(Player::failure)
    }

    /// The share (part, from 0) whose worker was lost a second time in this count, failing it.
    pub fn lost_twice(&self) -> Option<usize> {
        (0..self.len()).find(|&i| self.parts[i].is_lost() && self.lost[i].is_some())
    }

    /// The parts' figures added up (a share dealt again counts what its lost worker had
    /// counted until it gets past that, so that the figures never go backwards).
    pub fn stats(&self) -> Stats {
        (0..self.len()).map(|i| self.shown(i).0).fold(Stats::default(), |a, b| Stats {
            nodes: a.nodes + b.nodes,
            rejected: a.rejected + b.rejected,
            backtracks: a.backtracks + b.backtracks,
            solutions: a.solutions + b.solutions,
        })
    }

    /// The longest running time of any part, in milliseconds (a share dealt again counts the
    /// time its lost worker had run too).
    pub fn elapsed_ms(&self) -> f64 {
        (0..self.len()).map(|i| self.part_ms(i)).fold(0.0, f64::max)
    }

    /// How many parts have finished.
    pub fn finished_parts(&self) -> usize {
        self.parts.iter().filter(|p| p.state() == RunState::Finished).count()
    }

    /// What every part has found so far (as [`Ensemble::stats`], a share dealt again shows
    /// what its lost worker had found until it gets past that).
    pub fn found(&self) -> impl Iterator<Item = &P::Found> {
        (0..self.len()).filter_map(|i| self.shown(i).1)
    }

    /// Once every part has finished: how each ended.
    pub fn endings(&self) -> Option<Vec<P::Ending>> {
        self.parts.iter().map(Player::ending).collect()
    }
}
