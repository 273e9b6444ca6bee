//! The worker's logic, free of web APIs: [`Runner`] answers the page by stepping one problem's
//! run; [`WorkerState`] is the whole worker, which reads the page's bytes, starts the run of the
//! problem a `Start` names (through the list of problems, given as an [`Opener`]) and writes the
//! answers as bytes. The wasm glue in `worker` only moves bytes and schedules flat-out slices.

use crate::model::problem::{Problem, Run, RunStanding};
use crate::model::protocol::PROTOCOL_VERSION;
use crate::model::protocol::{decode, encode, FromWorker, Plain, Snapshot, ToWorker};

/// How often a flat-out run reports progress, in milliseconds.
pub const PROGRESS_INTERVAL_MS: f64 = 100.0;
/// How long one flat-out slice runs before the worker looks at its messages again.
pub const SLICE_MS: f64 = 40.0;
/// How many steps run between two looks at the clock, at first: the runner then doubles or
/// halves it so that a look comes every millisecond or so, whatever a step of this run costs.
const FIRST_STEPS_PER_CLOCK_READ: u32 = 2048;
/// The fewest and the most steps between two looks at the clock.
const STEPS_PER_CLOCK_READ: (u32, u32) = (64, 1 << 20);

/// One problem's run as the worker serves it, and whether it runs flat out.
pub struct Runner<P: Problem> {
    search: Box<dyn Run<P>>,
    flat: bool,
    busy_ms: f64,
    last_progress_ms: f64,
    /// How many steps run between two looks at the clock now.
    steps: u32,
}

impl<P: Problem> Runner<P> {
    /// The runner of `job`, which has not run yet.
    pub fn new(job: P::Job) -> Runner<P> {
        let search = P::start(job);
        let steps = FIRST_STEPS_PER_CLOCK_READ;
        Runner { search, flat: false, busy_ms: 0.0, last_progress_ms: 0.0, steps }
    }

    /// The runner of the job in `bytes` (as [`ToWorker::start`] wrote it), served as bytes.
    pub fn serve(job: &[u8]) -> Result<Box<dyn Serve>, String> {
        let job = decode::<P::Job>(job)?;
        Ok(Box::new(Runner::<P>::new(job)))
    }

    /// Whether a flat-out slice should be scheduled.
    pub fn wants_slice(&self) -> bool {
        self.flat
    }

    /// Answers one message from the page (a `Start` is the [`WorkerState`]'s); `now` is the
    /// current time in milliseconds.
    pub fn handle(&mut self, message: &ToWorker, now: f64) -> Vec<FromWorker<P>> {
        match *message {
            ToWorker::Start { .. } | ToWorker::Warm { .. } => Vec::new(),
            ToWorker::Pull { max_events } => {
                self.flat = false;
                let events: Vec<_> = (0..max_events).map_while(|_| self.search.step()).collect();
                let (ending, texts) = (self.search.ending(), self.search.take_texts());
                vec![FromWorker::Events { events, ending, texts }]
            }
            ToWorker::RunFlat => {
                self.flat = true;
                self.last_progress_ms = now;
                Vec::new()
            }
            ToWorker::Pause => {
                self.flat = false;
                vec![FromWorker::Paused(self.snapshot())]
            }
        }
    }

    /// Runs the search flat out until `clock()` passes `SLICE_MS` from the slice's start or the
    /// search ends; returns the messages due (progress at most every `PROGRESS_INTERVAL_MS`,
    /// or the final `Done`).
    pub fn run_slice(&mut self, clock: &dyn Fn() -> f64) -> Vec<FromWorker<P>> {
        if !self.flat {
            return Vec::new();
        }
        let started = clock();
        let mut now = started;
        let mut ended = false;
        while !ended && now - started < SLICE_MS {
            ended = self.search.advance(self.steps, now);
            let then = now;
            now = clock();
            let (fewest, most) = STEPS_PER_CLOCK_READ;
            if now - then < 0.5 {
                self.steps = (self.steps * 2).min(most);
            } else if now - then > 2.0 {
                self.steps = (self.steps / 2).max(fewest);
            }
        }
        if !ended {
            ended = self.search.end_stretch();
            now = clock();
        }
        self.busy_ms += now - started;
        if ended {
            self.flat = false;
            return vec![FromWorker::Done(self.snapshot())];
        }
        if now - self.last_progress_ms >= PROGRESS_INTERVAL_MS {
            self.last_progress_ms = now;
            return vec![FromWorker::Progress(self.snapshot())];
        }
        Vec::new()
    }

    fn snapshot(&mut self) -> Snapshot<P> {
        let RunStanding { standing, stats, tail } = self.search.standing();
        let (found, ending) = (self.search.found(), self.search.ending());
        let (memory, texts) = (linear_memory(), self.search.take_texts());
        Snapshot { standing, stats, busy_ms: self.busy_ms, memory, found, ending, texts, tail }
    }
}

/// The bytes of this program's linear memory: a worker's grows with its search and never
/// shrinks until the worker ends (0 natively, where it is not measured).
fn linear_memory() -> u64 {
    #[cfg(target_arch = "wasm32")]
    {
        core::arch::wasm32::memory_size(0) as u64 * 65_536
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        0
    }
}

/// A run of some problem, answering as bytes: what the [`WorkerState`] holds without knowing
/// which problem it is.
pub trait Serve {
    /// Answers one message from the page (see [`Runner::handle`]).
    fn handle(&mut self, message: &ToWorker, now: f64) -> Vec<Vec<u8>>;
    /// Whether a flat-out slice should be scheduled.
    fn wants_slice(&self) -> bool;
    /// Runs one flat-out slice (see [`Runner::run_slice`]).
    fn run_slice(&mut self, clock: &dyn Fn() -> f64) -> Vec<Vec<u8>>;
}

impl<P: Problem> Serve for Runner<P> {
    fn handle(&mut self, message: &ToWorker, now: f64) -> Vec<Vec<u8>> {
        written(Runner::handle(self, message, now))
    }

    fn wants_slice(&self) -> bool {
        Runner::wants_slice(self)
    }

    fn run_slice(&mut self, clock: &dyn Fn() -> f64) -> Vec<Vec<u8>> {
        written(Runner::run_slice(self, clock))
    }
}

/// Messages as bytes; one that cannot be written becomes a failure.
fn written<P: Problem>(messages: Vec<FromWorker<P>>) -> Vec<Vec<u8>> {
    let bytes = |m: &FromWorker<P>| encode(m).unwrap_or_else(|e| plain_failure(e.as_str()));
    messages.iter().map(bytes).collect()
}

/// The bytes of [`Plain::Failed`] with `message`.
pub fn plain_failure(message: &str) -> Vec<u8> {
    encode(&Plain::Failed { message: message.to_string() }).unwrap_or_default()
}

/// The bytes of the worker's first message, [`Plain::Ready`].
pub fn ready() -> Vec<u8> {
    encode(&Plain::Ready { version: PROTOCOL_VERSION }).unwrap_or_default()
}

/// Starts the run of problem `problem` (its slug) with the job in `bytes`, or says why not (no
/// such problem, or bytes that are no job of it).
pub type Opener = fn(problem: &str, job: &[u8]) -> Result<Box<dyn Serve>, String>;

/// The [`Opener`] of a worker that serves problem `P` only (a page's own worker).
pub fn open_one<P: Problem>(problem: &str, job: &[u8]) -> Result<Box<dyn Serve>, String> {
    if problem == P::SLUG {
        Runner::<P>::serve(job)
    } else {
        Err(format!("this worker serves “{}” only, not “{problem}”", P::SLUG))
    }
}

/// The whole worker, one problem's runner with the handling of the page's messages: the run the
/// last `Start` opened, if any, and the run a `Warm` opened, until its one slice has run.
pub struct WorkerState {
    open: Opener,
    serving: Option<Box<dyn Serve>>,
    warming: Option<Box<dyn Serve>>,
}

impl WorkerState {
    /// A worker with nothing to do, which starts runs with `open`.
    pub fn new(open: Opener) -> WorkerState {
        WorkerState { open, serving: None, warming: None }
    }

    /// Whether a flat-out slice should be scheduled.
    pub fn wants_slice(&self) -> bool {
        self.serving.as_ref().is_some_and(|s| s.wants_slice()) || self.warming.is_some()
    }

    /// Answers one message from the page, as bytes; `now` is the current time in milliseconds.
    pub fn handle(&mut self, bytes: &[u8], now: f64) -> Vec<Vec<u8>> {
        let message = match decode::<ToWorker>(bytes) {
            Ok(message) => message,
            Err(e) => return vec![plain_failure(&format!("The worker got a bad message: {e}"))],
        };
        if let ToWorker::Warm { version, problem, job } = &message {
            // Said nothing of, whatever happens: a warm-up is no run of the page's.
            self.warming = (*version == PROTOCOL_VERSION)
                .then(|| (self.open)(problem, job).ok())
                .flatten()
                .map(|mut warming| {
                    warming.handle(&ToWorker::RunFlat, now);
                    warming
                });
            return Vec::new();
        }
        if let ToWorker::Start { version, problem, job } = &message {
            self.serving = None;
            self.warming = None;
            if *version != PROTOCOL_VERSION {
                return vec![plain_failure(&format!(
                    "This page (protocol {version}) and its search worker (protocol \
                     {PROTOCOL_VERSION}) come from different builds. Reload the page."
                ))];
            }
            return match (self.open)(problem, job) {
                Ok(serving) => {
                    self.serving = Some(serving);
                    Vec::new()
                }
                Err(why) => {
                    vec![plain_failure(&format!("The worker cannot start this job: {why}"))]
                }
            };
        }
        match self.serving.as_mut() {
            Some(serving) => serving.handle(&message, now),
            None => Vec::new(),
        }
    }

    /// Runs one flat-out slice of the current run, if it runs flat out, or else the warm-up's
    /// one slice (whose messages are dropped).
    pub fn run_slice(&mut self, clock: &dyn Fn() -> f64) -> Vec<Vec<u8>> {
        match self.serving.as_mut() {
            Some(serving) if serving.wants_slice() => serving.run_slice(clock),
            _ => {
                if let Some(mut warming) = self.warming.take() {
                    warming.run_slice(clock);
                }
                Vec::new()
            }
        }
    }
}
