//! One fake worker for every page-model test: a pure [`Driver`] (a player, an ensemble, a page)
//! wired in-process to numbered [`WorkerState`]s, the worker's own logic (with the app's list of
//! problems), through message queues of the wire's bytes, with a clock that advances 1 ms per
//! reading.

use runut::model::driver::{Command, Driver, Input, PartCommand};
use runut::model::protocol::{decode, encode, FromWorker, ToWorker};
use runut::model::runner::WorkerState;
use serde::{de::DeserializeOwned, Serialize};
use std::cell::Cell;
use std::collections::VecDeque;
use std::fmt::Debug;

/// A driver and its workers.
pub struct Rig<D: Driver> {
    /// The page-side model under test.
    pub driver: D,
    /// One worker per worker the driver spawned (`None` once terminated).
    pub runners: Vec<Option<WorkerState>>,
    to_worker: Vec<VecDeque<ToWorker>>,
    to_page: VecDeque<(usize, FromWorker<D::Problem>)>,
    clock: Cell<f64>,
    /// Every `Pull` answered: how many events were asked for and how many came.
    pub pulls: Vec<(u32, usize)>,
    /// How many workers were spawned.
    pub spawned: usize,
}

impl<D: Driver> Rig<D> {
    /// The driver made by `init`, with its first commands carried out.
    pub fn new((driver, commands): (D, Vec<PartCommand>)) -> Rig<D> {
        let mut rig = Rig {
            driver,
            runners: Vec::new(),
            to_worker: Vec::new(),
            to_page: VecDeque::new(),
            clock: Cell::new(0.0),
            pulls: Vec::new(),
            spawned: 0,
        };
        rig.exec(commands);
        rig
    }

    /// The next clock reading.
    pub fn now(&self) -> f64 {
        self.clock.set(self.clock.get() + 1.0);
        self.clock.get()
    }

    /// Carries out the driver's commands for its workers.
    pub fn exec(&mut self, commands: Vec<PartCommand>) {
        for (part, command) in commands {
            while self.runners.len() <= part {
                self.runners.push(None);
                self.to_worker.push(VecDeque::new());
            }
            if let Command::Send(message) = command {
                self.to_worker[part].push_back(message);
                continue;
            }
            // A replaced or terminated worker's messages never arrive.
            self.to_worker[part].clear();
            self.to_page.retain(|(p, _)| *p != part);
            self.runners[part] = None;
            if command == Command::Spawn {
                self.runners[part] = Some(WorkerState::new(runut::problems::open));
                self.to_page.push_back((part, read(&runut::model::runner::ready())));
                self.spawned += 1;
            }
        }
    }

    /// Kills worker `part` silently, as a crashed or closed worker would die: the driver is
    /// not told, and messages to it are lost.
    pub fn kill(&mut self, part: usize) {
        self.runners[part] = None;
        self.to_page.retain(|(p, _)| *p != part);
    }

    /// Gives the driver `ticks` watchdog ticks of `ms` each, pumping after each.
    pub fn wait(&mut self, ticks: usize, ms: f64) {
        for _ in 0..ticks {
            self.act(D::tick(ms));
            self.pump();
        }
    }

    /// Gives the driver one action and carries out what it asks.
    pub fn act(&mut self, action: D::Action) {
        let commands = self.driver.act(action);
        self.exec(commands);
    }

    /// Delivers every message in flight to the workers, lets each flat-out worker run one
    /// slice, then delivers every reply to the driver.
    pub fn pump(&mut self) {
        for part in 0..self.runners.len() {
            while let Some(message) = self.to_worker[part].pop_front() {
                let pull = match message {
                    ToWorker::Pull { max_events } => Some(max_events),
                    _ => None,
                };
                let bytes = wire(&message);
                let now = self.now();
                let Some(runner) = self.runners[part].as_mut() else { break };
                for reply in runner.handle(&bytes, now).iter().map(|b| read(b)) {
                    if let (Some(max), FromWorker::Events { events, .. }) = (pull, &reply) {
                        self.pulls.push((max, events.len()));
                    }
                    self.to_page.push_back((part, reply));
                }
            }
            if let Some(runner) = self.runners[part].as_mut().filter(|r| r.wants_slice()) {
                let clock = &self.clock;
                let tick = || {
                    clock.set(clock.get() + 1.0);
                    clock.get()
                };
                let replies = runner.run_slice(&tick);
                self.to_page.extend(replies.iter().map(|m| (part, read(m))));
            }
        }
        while let Some((part, message)) = self.to_page.pop_front() {
            let message = read(&wire(&message));
            let now = self.now();
            self.act(D::from_worker(part, Input::Worker(message), now));
        }
    }

    /// A display frame of 16 ms, then a pump.
    pub fn frame(&mut self) {
        self.act(D::frame(16.0));
        self.pump();
    }

    /// Whether nothing is in flight and no worker runs flat out.
    pub fn is_quiet(&self) -> bool {
        self.to_page.is_empty()
            && self.to_worker.iter().all(VecDeque::is_empty)
            && !self.runners.iter().flatten().any(WorkerState::wants_slice)
    }

    /// Pumps until nothing is in flight and no worker runs flat out.
    pub fn settle(&mut self) {
        self.pump();
        while !self.is_quiet() {
            self.pump();
        }
    }

    /// Plays frames until `done` holds; panics if it never does.
    pub fn run_until(&mut self, done: impl Fn(&D) -> bool) {
        for _ in 0..200_000 {
            if done(&self.driver) {
                return;
            }
            self.frame();
        }
        panic!("the driver never got there");
    }
}

/// A message as the wire's bytes; reading them back must give the message unchanged.
fn wire<T: Serialize + DeserializeOwned + PartialEq + Debug>(message: &T) -> Vec<u8> {
    let bytes = encode(message).expect("every message encodes");
    assert_eq!(&read::<T>(&bytes), message, "the wire changed a message");
    bytes
}

/// A message as the other side reads it from the wire's bytes.
fn read<T: DeserializeOwned>(bytes: &[u8]) -> T {
    decode(bytes).expect("every encoded message decodes")
}
