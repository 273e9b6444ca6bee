//! A count split over several workers gives exactly the single count, and stops at once.

use crate::common;

use runut::core::deal::deal;
use runut::core::queens::split_subtrees;
use runut::model::ensemble::{Ensemble, EnsembleAction, PartCommand};
use runut::model::knight::job::KnightJob;
use runut::model::knight::run::tour_counts;
use runut::model::player::Driver;
use runut::model::player::{Command, Input, RunState};
use runut::model::problems::Job;
use runut::model::protocol::{FromWorker, ToWorker, PROTOCOL_VERSION};
use runut::model::queens::job::QueensJob;
use runut::model::queens::run::count_total;
use runut::model::runner::Runner;
use std::cell::Cell;
use std::collections::VecDeque;

/// One in-process worker per part, each with a clock that advances 1 ms per reading.
struct Workers {
    runners: Vec<Option<Runner>>,
    inbox: Vec<VecDeque<ToWorker>>,
    clock: Cell<f64>,
}

impl Workers {
    fn new(parts: usize) -> Workers {
        Workers {
            runners: (0..parts).map(|_| None).collect(),
            inbox: vec![VecDeque::new(); parts],
            clock: Cell::new(0.0),
        }
    }

    /// Carries out commands; returns the messages the workers send back at once.
    fn exec(&mut self, commands: Vec<PartCommand>) -> Vec<(usize, FromWorker)> {
        let mut replies = Vec::new();
        for (part, command) in commands {
            match command {
                Command::Spawn => {
                    self.runners[part] = Some(Runner::default());
                    replies.push((part, FromWorker::Ready { version: PROTOCOL_VERSION }));
                }
                Command::Terminate => self.runners[part] = None,
                Command::Send(message) => self.inbox[part].push_back(message),
            }
        }
        replies
    }

    /// Delivers queued messages and runs one slice in every flat-out worker.
    fn pump(&mut self) -> Vec<(usize, FromWorker)> {
        let mut replies = Vec::new();
        let tick = || {
            self.clock.set(self.clock.get() + 1.0);
            self.clock.get()
        };
        for (part, runner) in self.runners.iter_mut().enumerate() {
            let Some(runner) = runner else { continue };
            while let Some(message) = self.inbox[part].pop_front() {
                replies.extend(runner.handle(message, tick()).into_iter().map(|m| (part, m)));
            }
            if runner.wants_slice() {
                replies.extend(runner.run_slice(&tick).into_iter().map(|m| (part, m)));
            }
        }
        replies
    }
}

fn settle(ensemble: &mut Ensemble, workers: &mut Workers, mut replies: Vec<(usize, FromWorker)>) {
    loop {
        for (part, message) in std::mem::take(&mut replies) {
            let commands = ensemble.handle(part, Input::Worker(message));
            replies.extend(workers.exec(commands));
        }
        replies.extend(workers.pump());
        let busy = workers.runners.iter().flatten().any(Runner::wants_slice);
        if replies.is_empty() && !busy {
            return;
        }
    }
}

fn count_jobs(n: u16, parts: usize) -> Vec<Job> {
    split_subtrees(n, parts)
        .into_iter()
        .map(|subtrees| Job::Queens(QueensJob::Count { n, subtrees }))
        .collect()
}

fn ground_truth(n: u16) -> (u64, u64) {
    let line = common::data_lines("queens.csv")
        .into_iter()
        .find(|l| l.starts_with(&format!("{n},")))
        .unwrap();
    let f: Vec<u64> = line.split(',').map(|x| x.parse().unwrap()).collect();
    (f[1], f[2])
}

#[test]
fn a_count_split_over_workers_equals_the_known_totals() {
    for n in [6, 10, 11] {
        for parts in 1..=4 {
            let (mut ensemble, commands) = Ensemble::new(count_jobs(n, parts));
            let mut workers = Workers::new(ensemble.len());
            let replies = workers.exec(commands);
            settle(&mut ensemble, &mut workers, replies);
            let replies = workers.exec(ensemble.broadcast(Input::Play));
            assert_eq!(ensemble.state(), RunState::Running);
            settle(&mut ensemble, &mut workers, replies);
            assert_eq!(ensemble.state(), RunState::Finished, "n = {n}, parts = {parts}");
            let (all, unique) = ground_truth(n);
            assert_eq!(count_total(ensemble.endings()), Some((all, Some(unique))));
            assert_eq!(ensemble.stats().solutions, all);
            assert_eq!(ensemble.finished_parts(), ensemble.len());
        }
    }
}

#[test]
fn stopping_a_count_terminates_every_worker() {
    let (mut ensemble, commands) = Ensemble::new(count_jobs(16, 3));
    let mut workers = Workers::new(ensemble.len());
    let replies = workers.exec(commands);
    settle(&mut ensemble, &mut workers, replies);
    let replies = workers.exec(ensemble.broadcast(Input::Play));
    for (part, message) in replies {
        workers.exec(ensemble.handle(part, Input::Worker(message)));
    }
    workers.pump();
    let commands = ensemble.broadcast(Input::Stop);
    assert_eq!(commands.len(), 3);
    assert!(commands.iter().all(|(_, c)| *c == Command::Terminate));
    workers.exec(commands);
    assert!(workers.runners.iter().all(Option::is_none));
    assert_eq!(ensemble.state(), RunState::Stopped);
    assert_eq!(count_total(ensemble.endings()), None);
}

#[test]
fn a_second_count_reuses_the_finished_workers() {
    let (mut ensemble, commands) = Ensemble::new(Vec::new());
    let mut workers = Workers::new(3);
    workers.exec(commands);
    for (n, parts) in [(8u16, 3usize), (9, 3), (10, 2)] {
        let commands = ensemble.act(EnsembleAction::Start(count_jobs(n, parts)));
        let spawned = commands.iter().filter(|(_, c)| *c == Command::Spawn).count();
        assert_eq!(spawned, if n == 8 { 3 } else { 0 }, "n = {n}");
        let replies = workers.exec(commands);
        settle(&mut ensemble, &mut workers, replies);
        assert_eq!(ensemble.state(), RunState::Finished);
        assert_eq!(
            count_total(ensemble.endings()),
            Some((ground_truth(n).0, Some(ground_truth(n).1)))
        );
    }
}

#[test]
fn a_tour_count_split_over_workers_gives_the_single_workers_counts() {
    use runut::core::grid::Board;
    let board = Board::new(5, 5).unwrap();
    let squares = board.class_representatives();
    let results = |parts: usize| {
        let jobs = deal(squares.clone(), parts)
            .into_iter()
            .map(|squares| Job::Knight(KnightJob::Count { board, squares, closed: false }))
            .collect();
        let (mut ensemble, commands) = Ensemble::new(jobs);
        let mut workers = Workers::new(ensemble.len());
        let replies = workers.exec(commands);
        settle(&mut ensemble, &mut workers, replies);
        let replies = workers.exec(ensemble.broadcast(Input::Play));
        settle(&mut ensemble, &mut workers, replies);
        assert_eq!(ensemble.state(), RunState::Finished);
        let mut counts: Vec<_> =
            tour_counts(ensemble.found()).into_iter().map(|c| (c.square, c.counts)).collect();
        counts.sort_by_key(|(s, _)| (s.row, s.col));
        counts
    };
    let single = results(1);
    assert_eq!(single.len(), squares.len());
    for parts in 2..=4 {
        assert_eq!(results(parts), single, "{parts} workers");
    }
}
