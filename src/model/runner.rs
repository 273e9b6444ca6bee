//! The worker's logic, free of web APIs: it answers page messages by stepping the active search.
//! The wasm glue in `worker` only moves messages and schedules flat-out slices.

use crate::model::problems::Job;
use crate::model::protocol::{FromWorker, Snapshot, ToWorker, PROTOCOL_VERSION};
use crate::model::run::Run;
use crate::model::{knight, maze, queens};

/// How often a flat-out run reports progress, in milliseconds.
pub const PROGRESS_INTERVAL_MS: f64 = 100.0;
/// How long one flat-out slice runs before the worker looks at its messages again.
pub const SLICE_MS: f64 = 40.0;
/// How many steps run between two looks at the clock.
const STEPS_PER_CLOCK_READ: u32 = 2048;

/// The run of any problem's job: each problem starts its own.
pub fn start(job: Job) -> Box<dyn Run> {
    match job {
        Job::Knight(job) => knight::run::start(job),
        Job::Queens(job) => queens::run::start(job),
        Job::Maze(job) => maze::run::start(job),
    }
}

/// The worker's state: the active run, if any, and whether it runs flat out.
#[derive(Default)]
pub struct Runner {
    search: Option<Box<dyn Run>>,
    flat: bool,
    busy_ms: f64,
    last_progress_ms: f64,
}

impl Runner {
    /// Whether a flat-out slice should be scheduled.
    pub fn wants_slice(&self) -> bool {
        self.flat && self.search.is_some()
    }

    /// Answers one message from the page; `now` is the current time in milliseconds.
    pub fn handle(&mut self, message: ToWorker, now: f64) -> Vec<FromWorker> {
        match message {
            ToWorker::Start { version, job } => {
                if version != PROTOCOL_VERSION {
                    self.search = None;
                    let message = format!(
                        "This page (protocol {version}) and its search worker (protocol \
                         {PROTOCOL_VERSION}) come from different builds. Reload the page."
                    );
                    return vec![FromWorker::Failed { message }];
                }
                *self = Runner { search: Some(start(job)), ..Runner::default() };
                Vec::new()
            }
            ToWorker::Pull { max_events } => {
                self.flat = false;
                let Some(active) = self.search.as_mut() else {
                    return Vec::new();
                };
                let events: Vec<_> = (0..max_events).map_while(|_| active.step()).collect();
                let ending = active.ending();
                vec![FromWorker::Events { events, ending }]
            }
            ToWorker::RunFlat => {
                self.flat = self.search.is_some();
                self.last_progress_ms = now;
                Vec::new()
            }
            ToWorker::Pause => {
                self.flat = false;
                self.snapshot().map(FromWorker::Progress).into_iter().collect()
            }
        }
    }

    /// Runs the search flat out until `clock()` passes `SLICE_MS` from the slice's start or the
    /// search ends; returns the messages due (progress at most every `PROGRESS_INTERVAL_MS`,
    /// or the final `Done`).
    pub fn run_slice(&mut self, clock: &dyn Fn() -> f64) -> Vec<FromWorker> {
        let started = clock();
        let Some(active) = self.search.as_mut().filter(|_| self.flat) else {
            return Vec::new();
        };
        let mut now = started;
        let mut ended = false;
        while !ended && now - started < SLICE_MS {
            ended = active.advance(STEPS_PER_CLOCK_READ, now);
            now = clock();
        }
        self.busy_ms += now - started;
        if ended {
            self.flat = false;
            return self.snapshot().map(FromWorker::Done).into_iter().collect();
        }
        if now - self.last_progress_ms >= PROGRESS_INTERVAL_MS {
            self.last_progress_ms = now;
            return self.snapshot().map(FromWorker::Progress).into_iter().collect();
        }
        Vec::new()
    }

    fn snapshot(&self) -> Option<Snapshot> {
        let active = self.search.as_ref()?;
        Some(Snapshot {
            path: active.path().to_vec(),
            stats: active.stats(),
            busy_ms: self.busy_ms,
            tree: active.tree().map(|t| t.levels().to_vec()),
            found: active.found(),
            ending: active.ending(),
        })
    }
}
