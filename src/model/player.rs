//! The page's playback model, free of web APIs: it turns the user's commands and the worker's
//! messages into the state the page draws and the messages the page sends.
//!
//! Animation pulls events from the worker in batches (never more than asked) and applies them at
//! the chosen speed; "max" lets the worker run flat out and shows its snapshots. Every applied
//! event is kept (up to [`HISTORY_LIMIT`]) so that "step back" can undo it exactly.

use crate::core::search::Replay;
use crate::model::driver::{tag, Command, Control, Driver, Input, Moment, PartCommand, RunState};
use crate::model::problem::{Event, Problem, ReplayOf};
use crate::model::protocol::{FromWorker, Snapshot, ToWorker, PROTOCOL_VERSION};
use crate::model::speed::Speed;
use crate::model::status::fixed;
use std::collections::VecDeque;
use std::rc::Rc;

/// How many applied events "step back" can undo.
pub const HISTORY_LIMIT: usize = 20_000;
/// The fewest events the player keeps asked for ahead.
pub const MIN_BATCH: usize = 16;
/// The most events one `Pull` asks for.
pub const MAX_BATCH: usize = 8_192;
/// How long a worker that owes an answer (events asked for, or progress while it runs flat
/// out) may stay silent before it is declared lost. A flat-out worker reports ten times a
/// second and answers a pull at once, so this is only reached by a dead or hung worker.
pub const ANSWER_LIMIT_MS: f64 = 3_500.0;
/// How long a fresh worker may take to load its wasm and say it is ready.
pub const READY_LIMIT_MS: f64 = 20_000.0;
/// The most linear memory (bytes) a worker whose run ended flat out keeps to start the next run
/// at once: past it, the worker ends, and its memory with it (a fresh worker loads in a moment).
pub const KEPT_WORKER_MEMORY: u64 = 64 << 20;

impl<P: Problem> Driver for Player<P> {
    type Problem = P;
    type Action = Input<P>;

    fn act(&mut self, input: Input<P>) -> Vec<PartCommand> {
        tag(0, self.handle(input)).collect()
    }

    fn from_worker(_: usize, input: Input<P>, _: f64) -> Input<P> {
        input
    }

    fn frame(ms: f64) -> Input<P> {
        Input::Frame { ms }
    }

    /// Frames animate events; a flat-out run is redrawn only when the worker reports.
    fn wants_frames(&self) -> bool {
        self.state == RunState::Running && !self.flat
    }

    fn tick(ms: f64) -> Input<P> {
        Input::Tick { ms }
    }

    fn awaits_worker(&self) -> bool {
        self.silence_limit().is_some()
    }
}

/// The playback model of a run of problem `P`.
#[derive(Clone, Debug)]
pub struct Player<P: Problem> {
    /// The job to run (none: the worker is kept ready for work to come).
    job: Option<P::Job>,
    trail: ReplayOf<P>,
    history: VecDeque<Event<P>>,
    queue: VecDeque<Event<P>>,
    state: RunState,
    speed: Speed,
    flat: bool,
    awaiting: bool,
    worker_ending: Option<P::Ending>,
    ending: Option<P::Ending>,
    carry: f64,
    pending_steps: u32,
    elapsed_ms: f64,
    busy_ms: f64,
    failure: Option<String>,
    /// The worker can take a `Start` now: it is fresh, or its last run finished (so nothing of
    /// that run is still in flight). A stopped or failed worker is replaced instead.
    worker_idle: bool,
    worker_ready: bool,
    outbox: Vec<ToWorker>,
    found: Option<P::Found>,
    /// Milliseconds since the worker last spoke, counted while it owes an answer.
    silent_ms: f64,
    /// Whether the run failed because its worker went silent.
    lost: bool,
    /// Whether the worker was told to stop running flat out and has not said where it stopped.
    stopping: bool,
    /// Steps back asked for while the worker stops: taken once it has said where it is.
    pending_back: u32,
    /// The moment the player is seeking, paused, event by event (`Control::Seek`).
    seek: Option<Moment>,
}

impl<P: Problem> Player<P> {
    /// A player for `job`, idle, with a fresh worker to be spawned (the first command).
    pub fn new(job: P::Job, speed: Speed) -> (Player<P>, Vec<Command>) {
        Player::holding(Some(job), speed)
    }

    /// A player with no job, idle, with a fresh worker to be spawned (the first command): a
    /// worker kept ready for work to come.
    pub fn ready(speed: Speed) -> (Player<P>, Vec<Command>) {
        Player::holding(None, speed)
    }

    fn holding(job: Option<P::Job>, speed: Speed) -> (Player<P>, Vec<Command>) {
        let player = Player {
            job,
            trail: ReplayOf::<P>::default(),
            history: VecDeque::new(),
            queue: VecDeque::new(),
            state: RunState::Idle,
            speed,
            flat: false,
            awaiting: false,
            worker_ending: None,
            ending: None,
            carry: 0.0,
            pending_steps: 0,
            elapsed_ms: 0.0,
            busy_ms: 0.0,
            failure: None,
            worker_idle: true,
            worker_ready: false,
            outbox: Vec::new(),
            found: None,
            silent_ms: 0.0,
            lost: false,
            stopping: false,
            pending_back: 0,
            seek: None,
        };
        (player, vec![Command::Spawn])
    }

    /// The state rebuilt from the events applied so far.
    pub fn trail(&self) -> &ReplayOf<P> {
        &self.trail
    }

    /// Where the run is.
    pub fn state(&self) -> RunState {
        self.state
    }

    /// The current speed.
    pub fn speed(&self) -> Speed {
        self.speed
    }

    /// The job being played, if it holds one.
    pub fn job(&self) -> Option<&P::Job> {
        self.job.as_ref()
    }

    /// How the search ended, once the page has shown its last event.
    pub fn ending(&self) -> Option<P::Ending> {
        self.ending
    }

    /// The worker's error message, when the state is `Failed`.
    pub fn failure(&self) -> Option<&str> {
        self.failure.as_deref()
    }

    /// Milliseconds spent running, paused time excluded: display frames while animating plus
    /// the worker's own time while it ran flat out.
    pub fn elapsed_ms(&self) -> f64 {
        self.elapsed_ms + self.busy_ms
    }

    /// Nodes per second over the run: the worker's own search time when it ran flat out,
    /// the page's running time otherwise.
    pub fn nodes_per_second(&self) -> f64 {
        let ms = if self.busy_ms > 0.0 { self.busy_ms } else { self.elapsed_ms };
        if ms <= 0.0 {
            0.0
        } else {
            self.trail.stats().nodes as f64 * 1000.0 / ms
        }
    }

    /// What the run has found beyond its path, as last reported by the worker.
    pub fn found(&self) -> Option<&P::Found> {
        self.found.as_ref()
    }

    /// Whether the run failed because its worker went silent (it was then terminated).
    pub fn is_lost(&self) -> bool {
        self.lost
    }

    /// How long the worker may stay silent now, if it owes an answer at all.
    fn silence_limit(&self) -> Option<f64> {
        if !self.state.is_active() {
            None
        } else if !self.worker_ready {
            Some(READY_LIMIT_MS)
        } else if self.awaiting || self.flat || self.stopping {
            Some(ANSWER_LIMIT_MS)
        } else {
            None
        }
    }

    /// The events applied, oldest first (the latest [`HISTORY_LIMIT`]): what step back undoes,
    /// and what the quiz reads a whole run's tree from.
    pub fn history(&self) -> impl ExactSizeIterator<Item = Event<P>> + '_ {
        self.history.iter().copied()
    }

    /// Whether "step back" has anything to undo.
    pub fn can_step_back(&self) -> bool {
        !self.history.is_empty()
    }

    /// Whether the worker was told to stop running flat out and has not yet said where it
    /// stopped (the page shows its last report until then).
    pub fn is_stopping(&self) -> bool {
        self.stopping
    }

    /// Whether the player is still on its way, paused, to the moment a seek asked for (a link's
    /// `at=` and `then=`).
    pub fn is_seeking(&self) -> bool {
        self.seek.is_some()
    }

    /// Whether the worker runs flat out (so the board shows snapshots, not single events).
    pub fn is_flat(&self) -> bool {
        self.flat
    }

    /// Takes one input and returns what the page must do.
    pub fn handle(&mut self, input: Input<P>) -> Vec<Command> {
        match input {
            Input::Control(control) => self.control(control),
            Input::Load(job) => self.load(Some(job)),
            Input::Unload => self.load(None),
            Input::Frame { ms } => {
                let mut commands = Vec::new();
                self.frame(ms, &mut commands);
                commands
            }
            Input::Tick { ms } => {
                let mut commands = Vec::new();
                self.watch(ms, &mut commands);
                commands
            }
            Input::Worker(message) => {
                self.silent_ms = 0.0;
                let mut commands = Vec::new();
                self.receive(message, &mut commands);
                commands
            }
            Input::WorkerCrashed(message) => {
                if self.state != RunState::Failed {
                    self.fail(message);
                }
                Vec::new()
            }
        }
    }

    /// Forgets the run and holds `job` instead, replacing a worker that is busy with the run.
    fn load(&mut self, job: Option<P::Job>) -> Vec<Command> {
        let mut commands = Vec::new();
        if self.state.is_active() {
            commands.push(Command::Spawn);
            self.worker_idle = true;
            self.worker_ready = false;
        }
        self.job = job;
        self.reset(RunState::Idle);
        self.warm(&mut commands);
        commands
    }

    /// Has a ready worker that waits for the first run at max speed warm its code with the job
    /// held, so that the run goes at full speed from its first node (see [`ToWorker::Warm`]); a
    /// run at a speed of steps per second waits for frames, not for the code.
    fn warm(&self, commands: &mut Vec<Command>) {
        let waiting = self.worker_idle && self.worker_ready && self.state == RunState::Idle;
        if let Some(warm) = self.job.as_ref().filter(|_| waiting && self.speed == Speed::Max) {
            commands.extend(ToWorker::warm::<P>(warm).ok().map(Command::Send));
        }
    }

    /// Takes one press of the player's buttons or keys.
    pub fn control(&mut self, control: Control) -> Vec<Command> {
        let mut commands = Vec::new();
        match control {
            Control::Play => match self.state {
                RunState::Running => {}
                RunState::Paused => {
                    self.state = RunState::Running;
                    self.carry = 0.0;
                    self.enter_flat_if_max(&mut commands);
                }
                _ => self.begin(RunState::Running, &mut commands),
            },
            Control::Pause => {
                if self.state == RunState::Running {
                    self.pause(&mut commands);
                }
            }
            Control::TogglePlay => {
                let running = self.state == RunState::Running;
                return self.control(if running { Control::Pause } else { Control::Play });
            }
            Control::Step => match self.state {
                RunState::Running | RunState::Paused => {
                    if self.state == RunState::Running {
                        self.pause(&mut commands);
                    }
                    self.pending_steps += 1;
                    self.drain_pending_steps();
                    self.top_up(&mut commands);
                }
                // The end of the search: there is no next step (Restart starts again), and the
                // finished tree stays on show.
                RunState::Finished => {}
                _ => {
                    self.begin(RunState::Paused, &mut commands);
                    self.pending_steps = 1;
                }
            },
            Control::StepBack => self.step_back(&mut commands),
            Control::Stop => {
                if self.state.is_active() {
                    self.state = RunState::Stopped;
                    self.flat = false;
                    self.worker_idle = false;
                    self.worker_ready = false;
                    commands.push(Command::Terminate);
                }
            }
            Control::Restart => self.begin(RunState::Running, &mut commands),
            Control::Seek(moment) => {
                self.begin(RunState::Paused, &mut commands);
                self.seek = Some(moment);
                self.top_up(&mut commands);
            }
            Control::SetSpeed(speed) => {
                let changed = speed != self.speed;
                self.speed = speed;
                if changed {
                    self.warm(&mut commands);
                }
                if self.state == RunState::Running {
                    if self.flat && speed != Speed::Max {
                        self.stop_flat(&mut commands);
                    }
                    self.enter_flat_if_max(&mut commands);
                }
            }
        }
        commands
    }

    /// The watchdog: a worker silent past its limit is lost; it is terminated, so that it
    /// never speaks again, and the run fails with a way to try again.
    fn watch(&mut self, ms: f64, commands: &mut Vec<Command>) {
        let Some(limit) = self.silence_limit() else {
            self.silent_ms = 0.0;
            return;
        };
        self.silent_ms += ms;
        if self.silent_ms >= limit {
            commands.push(Command::Terminate);
            self.fail(format!(
                "The search worker stopped answering (nothing for {} s), so it was stopped. \
                 Press Try again to start a fresh one.",
                fixed(self.silent_ms / 1000.0, 0)
            ));
            self.lost = true;
        }
    }

    /// Takes the steps back asked for while the worker stopped.
    fn take_pending_backs(&mut self, commands: &mut Vec<Command>) {
        for _ in 0..std::mem::take(&mut self.pending_back) {
            self.step_back(commands);
        }
    }

    fn reset(&mut self, state: RunState) {
        self.trail = ReplayOf::<P>::default();
        self.history.clear();
        self.queue.clear();
        self.state = state;
        self.flat = false;
        self.awaiting = false;
        self.worker_ending = None;
        self.ending = None;
        self.carry = 0.0;
        self.pending_steps = 0;
        self.elapsed_ms = 0.0;
        self.busy_ms = 0.0;
        self.failure = None;
        self.outbox.clear();
        self.found = None;
        self.silent_ms = 0.0;
        self.lost = false;
        self.stopping = false;
        self.pending_back = 0;
        self.seek = None;
    }

    fn begin(&mut self, state: RunState, commands: &mut Vec<Command>) {
        let Some(job) = &self.job else {
            return;
        };
        let start = ToWorker::start::<P>(job);
        self.reset(state);
        let start = match start {
            Ok(start) => start,
            Err(why) => return self.fail(why),
        };
        if !self.worker_idle {
            commands.push(Command::Spawn);
            self.worker_ready = false;
        }
        self.worker_idle = false;
        self.send(start, commands);
        if state == RunState::Running {
            self.enter_flat_if_max(commands);
        }
        self.top_up(commands);
    }

    fn pause(&mut self, commands: &mut Vec<Command>) {
        self.state = RunState::Paused;
        if self.flat {
            self.stop_flat(commands);
        }
    }

    /// Tells the worker to stop running flat out; until it says where it stopped, steps back
    /// wait (they must undo the events it stopped on, not the ones it had reported before).
    fn stop_flat(&mut self, commands: &mut Vec<Command>) {
        self.flat = false;
        self.stopping = true;
        self.send(ToWorker::Pause, commands);
    }

    fn enter_flat_if_max(&mut self, commands: &mut Vec<Command>) {
        if self.speed == Speed::Max && !self.flat && self.worker_ending.is_none() {
            self.flat = true;
            self.queue.clear();
            self.send(ToWorker::RunFlat, commands);
        }
    }

    fn send(&mut self, message: ToWorker, commands: &mut Vec<Command>) {
        if self.worker_ready {
            commands.push(Command::Send(message));
        } else {
            self.outbox.push(message);
        }
    }

    fn fail(&mut self, message: String) {
        self.state = RunState::Failed;
        self.flat = false;
        self.failure = Some(message);
        self.worker_idle = false;
        self.worker_ready = false;
    }

    fn step_back(&mut self, commands: &mut Vec<Command>) {
        if self.state == RunState::Running {
            self.pause(commands);
        }
        if self.stopping {
            self.pending_back += 1;
            return;
        }
        if !self.undo_last() {
            return;
        }
        if self.opening() {
            self.undo_last();
        }
        if self.state == RunState::Finished {
            self.state = RunState::Paused;
        }
        self.ending = None;
    }

    /// Undoes the last event applied, back into the queue; false when there is none.
    fn undo_last(&mut self) -> bool {
        let Some(event) = self.history.pop_back() else {
            return false;
        };
        self.trail.undo(event, self.history.back().copied());
        self.queue.push_front(event);
        true
    }

    /// Whether the trail stands just after the search's opening event, which generates no
    /// node (branch and bound's `Begin`): a step shows it with the next, the root, so that
    /// every step shows something new, and a step back passes it too.
    fn opening(&self) -> bool {
        self.trail.moment() == 1 && self.trail.stats().nodes == 0
    }

    fn apply_next(&mut self) -> bool {
        let Some(event) = self.queue.pop_front() else {
            return false;
        };
        self.trail.apply(event);
        if self.history.len() == HISTORY_LIMIT {
            if let Some(oldest) = self.history.pop_front() {
                self.trail.forget(oldest);
            }
        }
        self.history.push_back(event);
        true
    }

    fn drain_pending_steps(&mut self) {
        while self.pending_steps > 0 && self.apply_next() {
            if !self.opening() {
                self.pending_steps -= 1;
            }
        }
        if let Some(Moment { node, mut then }) = self.seek {
            while self.trail.stats().nodes < node && self.apply_next() {}
            while self.trail.stats().nodes >= node && then > 0 && self.apply_next() {
                then -= 1;
            }
            let there = self.trail.stats().nodes >= node && then == 0;
            self.seek = (!there).then_some(Moment { node, then });
        }
        self.finish_if_played_out();
        if self.state == RunState::Finished {
            self.seek = None;
        }
    }

    /// The events a step or a seek still wants beyond those queued.
    fn wanted_steps(&self) -> usize {
        self.pending_steps as usize + if self.seek.is_some() { MAX_BATCH } else { 0 }
    }

    fn finish_if_played_out(&mut self) {
        if self.queue.is_empty() && self.worker_ending.is_some() && self.state.is_active() {
            let short = self.worker_ending.as_ref().is_some_and(P::stopped_short);
            self.state = if short { RunState::Stopped } else { RunState::Finished };
            self.worker_idle = true;
            self.ending = self.worker_ending;
            self.pending_steps = 0;
        }
    }

    /// Terminates the worker of a run that has ended, if it is not at work again: its memory
    /// (a capped branch-and-bound search's hundreds of megabytes) returns to the system only so.
    /// The next run spawns a fresh worker.
    fn let_finished_worker_go(&mut self, commands: &mut Vec<Command>) {
        if self.worker_idle && !self.state.is_active() {
            commands.push(Command::Terminate);
            self.worker_idle = false;
            self.worker_ready = false;
        }
    }

    /// Asks the worker for more events when the queue runs low.
    fn top_up(&mut self, commands: &mut Vec<Command>) {
        if self.flat || self.awaiting || self.worker_ending.is_some() || !self.state.is_active() {
            return;
        }
        let rate = match self.speed {
            Speed::PerSecond(rate) if self.state == RunState::Running => rate,
            _ => 0.0,
        };
        // A quarter of a second of events ahead, in batches small enough to decode in well
        // under a frame on the page; at slow speeds a few events, so that a worker that died
        // is missed within a second (the watchdog times its answer to the next pull).
        let wanted = ((rate / 4.0) as usize).clamp(MIN_BATCH, MAX_BATCH) + self.wanted_steps();
        if self.queue.len() < wanted / 2 + self.wanted_steps() {
            self.awaiting = true;
            let max_events = (wanted - self.queue.len().min(wanted)).max(1) as u32;
            self.send(ToWorker::Pull { max_events }, commands);
        }
    }

    fn frame(&mut self, ms: f64, commands: &mut Vec<Command>) {
        if self.state != RunState::Running || self.flat {
            return;
        }
        self.elapsed_ms += ms;
        match self.speed {
            Speed::PerSecond(rate) => {
                self.carry += rate * ms / 1000.0;
                while self.carry >= 1.0 && self.apply_next() {
                    self.carry -= 1.0;
                }
                // Starved frames do not bank steps to burst through later.
                self.carry = self.carry.min(1.0);
            }
            // At max speed and not flat out, the worker has already sent its last event (it
            // cannot run flat out past its end): every event left is queued here, so play them
            // all, a batch a frame. Waiting for a flat-out run here would wait for ever.
            Speed::Max if self.worker_ending.is_some() => {
                for _ in 0..MAX_BATCH {
                    if !self.apply_next() {
                        break;
                    }
                }
            }
            Speed::Max => self.enter_flat_if_max(commands),
        }
        self.finish_if_played_out();
        self.top_up(commands);
    }

    /// Takes the worker's snapshot as where the run is: its state, then its tail played as
    /// events (so that step back can undo them).
    fn adopt(&mut self, snapshot: Snapshot<P>) {
        let ended = snapshot.ending.is_some() && snapshot.tail.is_empty();
        let texts = self.trail.texts().clone();
        self.trail = ReplayOf::<P>::resume(snapshot.standing, snapshot.stats, ended);
        *self.trail.texts_mut() = texts;
        self.history.clear();
        self.queue.clear();
        for event in snapshot.tail {
            self.trail.apply(event);
            self.history.push_back(event);
        }
        self.busy_ms = snapshot.busy_ms;
        self.found = snapshot.found.or(self.found.take());
        self.worker_ending = snapshot.ending;
    }

    fn receive(&mut self, mut message: FromWorker<P>, commands: &mut Vec<Command>) {
        if matches!(self.state, RunState::Stopped | RunState::Failed) {
            return;
        }
        // Kept whatever the message is used for: later events and snapshots number them.
        let texts = match &mut message {
            FromWorker::Events { texts, .. } => std::mem::take(texts),
            FromWorker::Progress(s) | FromWorker::Paused(s) | FromWorker::Done(s) => {
                std::mem::take(&mut s.texts)
            }
            FromWorker::Ready { .. } | FromWorker::Failed { .. } => Vec::new(),
        };
        if !texts.is_empty() {
            Rc::make_mut(self.trail.texts_mut()).extend(texts);
        }
        match message {
            FromWorker::Ready { version } if version != PROTOCOL_VERSION => self.fail(format!(
                "The search worker (protocol {version}) comes from another build than this page \
                 (protocol {PROTOCOL_VERSION}). Reload the page."
            )),
            FromWorker::Ready { .. } => {
                self.worker_ready = true;
                commands.extend(self.outbox.drain(..).map(Command::Send));
                self.warm(commands);
            }
            FromWorker::Events { events, ending, .. } => {
                self.awaiting = false;
                if !self.flat && self.state.is_active() {
                    self.queue.extend(events);
                    self.worker_ending = ending;
                    self.drain_pending_steps();
                    self.top_up(commands);
                }
            }
            FromWorker::Progress(snapshot) => {
                if self.state.is_active() {
                    self.adopt(snapshot);
                    self.top_up(commands);
                }
            }
            FromWorker::Paused(snapshot) => {
                self.stopping = false;
                if self.state.is_active() {
                    self.adopt(snapshot);
                    self.take_pending_backs(commands);
                    self.top_up(commands);
                }
            }
            FromWorker::Done(snapshot) => {
                let large = snapshot.memory > KEPT_WORKER_MEMORY;
                if self.state.is_active() {
                    self.adopt(snapshot);
                    self.flat = false;
                    self.finish_if_played_out();
                }
                self.stopping = false;
                self.take_pending_backs(commands);
                if large {
                    self.let_finished_worker_go(commands);
                }
            }
            FromWorker::Failed { message } => self.fail(message),
        }
    }
}
