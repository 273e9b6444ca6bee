//! Several players, one worker each, driven as one run: how a count is split over every core.
//! Each part is an ordinary [`Player`] at max speed; the ensemble sums their figures and combines
//! their states and endings.

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
    /// Parts whose lost worker has been replaced once in this count.
    redealt: Vec<bool>,
}

impl<P: Problem> Default for Ensemble<P> {
    fn default() -> Self {
        Ensemble { parts: Vec::new(), redealt: Vec::new() }
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
                commands.extend(self.redeal_lost());
                commands
            }
            EnsembleAction::Reset => {
                self.redealt.iter_mut().for_each(|r| *r = false);
                self.broadcast(Input::Unload)
            }
            EnsembleAction::ClearFailure => {
                let failed: Vec<usize> = (0..self.len())
                    .filter(|&i| self.parts[i].state() == RunState::Failed)
                    .collect();
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
    /// An idle ensemble with one part (and one worker to spawn) per job.
    pub fn new(jobs: Vec<P::Job>) -> (Ensemble<P>, Vec<PartCommand>) {
        Ensemble::of(jobs.into_iter().map(|job| Player::new(job, Speed::Max)))
    }

    /// An idle ensemble of `parts` workers started ahead of time, so that the first count does
    /// not wait for them to load.
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
        let redealt = vec![false; parts.len()];
        (Ensemble { parts, redealt }, commands)
    }

    /// Deals the share of a part whose worker was lost to a fresh worker, once per count; a
    /// part lost twice stays failed, and so does the count.
    fn redeal_lost(&mut self) -> Vec<PartCommand> {
        let mut commands = Vec::new();
        for i in 0..self.parts.len() {
            if self.parts[i].is_lost() && !self.redealt[i] {
                self.redealt[i] = true;
                let restart = Input::Control(Control::Restart);
                commands.extend(tag(i, self.parts[i].handle(restart)));
            }
        }
        commands
    }

    /// Gives each part its job, to be played at `speed`: parts beyond the jobs go, the others
    /// keep their worker (a player replaces it only if its last run did not finish), and new
    /// ones start theirs.
    fn load(&mut self, jobs: Vec<P::Job>, speed: Speed) -> Vec<PartCommand> {
        let mut commands: Vec<PartCommand> =
            (jobs.len()..self.len()).map(|i| (i, Command::Terminate)).collect();
        self.parts.truncate(jobs.len());
        self.redealt = vec![false; jobs.len()];
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

    /// The combined state: failed if any part failed, stopped if stopped, running while any part
    /// runs, finished when all have finished.
    pub fn state(&self) -> RunState {
        let states: Vec<RunState> = self.parts.iter().map(Player::state).collect();
        let any = |s: RunState| states.contains(&s);
        if any(RunState::Failed) {
            RunState::Failed
        } else if any(RunState::Stopped) {
            RunState::Stopped
        } else if any(RunState::Running) {
            RunState::Running
        } else if any(RunState::Paused) {
            RunState::Paused
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

    /// The parts' figures added up.
    pub fn stats(&self) -> Stats {
        self.parts.iter().map(|p| p.trail().stats()).fold(Stats::default(), |a, b| Stats {
            nodes: a.nodes + b.nodes,
            rejected: a.rejected + b.rejected,
            backtracks: a.backtracks + b.backtracks,
            solutions: a.solutions + b.solutions,
        })
    }

    /// The longest running time of any part, in milliseconds.
    pub fn elapsed_ms(&self) -> f64 {
        self.parts.iter().map(Player::elapsed_ms).fold(0.0, f64::max)
    }

    /// How many parts have finished.
    pub fn finished_parts(&self) -> usize {
        self.parts.iter().filter(|p| p.state() == RunState::Finished).count()
    }

    /// What every part has found so far.
    pub fn found(&self) -> impl Iterator<Item = &P::Found> {
        self.parts.iter().filter_map(Player::found)
    }

    /// Once every part has finished: how each ended.
    pub fn endings(&self) -> Option<Vec<P::Ending>> {
        self.parts.iter().map(Player::ending).collect()
    }
}
