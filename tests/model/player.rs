//! The page's player wired to the worker's runner in-process: flow control, stepping, max speed,
//! stop and version checks, all without a browser.

use runut::core::grid::{Board, Square};
use runut::core::knight::{is_tour, Algorithm, KnightSearch, Outcome};
use runut::core::search::Search;
use runut::model::knight::job::{KnightEnding, KnightJob};
use runut::model::player::{Command, Input, Player, RunState, Speed};
use runut::model::problems::{Ending, Event, Job, Reason};
use runut::model::protocol::{FromWorker, ToWorker, PROTOCOL_VERSION};
use runut::model::runner::Runner;
use std::cell::Cell;
use std::collections::VecDeque;

fn knight_job(rows: u16, cols: u16, algorithm: Algorithm) -> Job {
    Job::Knight(KnightJob::Tour {
        board: Board::new(rows, cols).unwrap(),
        start: Square::new(0, 0),
        algorithm,
        closed: false,
    })
}

/// A page and a worker joined by message queues, with a clock that advances 1 ms per reading.
struct Harness {
    player: Player,
    runner: Option<Runner>,
    to_worker: VecDeque<ToWorker>,
    to_page: VecDeque<FromWorker>,
    clock: Cell<f64>,
    pulls: Vec<(u32, usize)>,
    spawned: usize,
}

impl Harness {
    fn new(job: Job, speed: Speed) -> Harness {
        let (player, commands) = Player::new(job, speed);
        let mut h = Harness {
            player,
            runner: None,
            to_worker: VecDeque::new(),
            to_page: VecDeque::new(),
            clock: Cell::new(0.0),
            pulls: Vec::new(),
            spawned: 0,
        };
        h.exec(commands);
        h
    }

    fn now(&self) -> f64 {
        self.clock.set(self.clock.get() + 1.0);
        self.clock.get()
    }

    fn exec(&mut self, commands: Vec<Command>) {
        for command in commands {
            match command {
                Command::Spawn => {
                    self.runner = Some(Runner::default());
                    self.to_worker.clear();
                    self.to_page.clear();
                    self.to_page.push_back(FromWorker::Ready { version: PROTOCOL_VERSION });
                    self.spawned += 1;
                }
                Command::Terminate => {
                    self.runner = None;
                    self.to_worker.clear();
                    self.to_page.clear();
                }
                Command::Send(message) => self.to_worker.push_back(message),
            }
        }
    }

    fn input(&mut self, input: Input) {
        let commands = self.player.handle(input);
        self.exec(commands);
    }

    /// Delivers every message in flight, both ways, and lets a flat-out worker run one slice.
    fn pump(&mut self) {
        while let Some(message) = self.to_worker.pop_front() {
            let now = self.now();
            let Some(runner) = self.runner.as_mut() else {
                break;
            };
            let pull = match message {
                ToWorker::Pull { max_events } => Some(max_events),
                _ => None,
            };
            for reply in runner.handle(message, now) {
                if let (Some(max), FromWorker::Events { events, .. }) = (pull, &reply) {
                    self.pulls.push((max, events.len()));
                }
                self.to_page.push_back(reply);
            }
        }
        if let Some(runner) = self.runner.as_mut().filter(|r| r.wants_slice()) {
            let clock = &self.clock;
            let tick = || {
                clock.set(clock.get() + 1.0);
                clock.get()
            };
            self.to_page.extend(runner.run_slice(&tick));
        }
        while let Some(message) = self.to_page.pop_front() {
            self.input(Input::Worker(message));
        }
    }

    fn frame(&mut self) {
        self.input(Input::Frame { ms: 16.0 });
        self.pump();
    }

    fn run_until(&mut self, done: impl Fn(&Player) -> bool) {
        for _ in 0..200_000 {
            if done(&self.player) {
                return;
            }
            self.frame();
        }
        panic!("the player never got there: {:?}", self.player.state());
    }
}

fn direct(job: &Job) -> KnightSearch {
    let Job::Knight(KnightJob::Tour { board, start, algorithm, closed }) = job.clone() else {
        unreachable!("a knight job")
    };
    let mut search = KnightSearch::new(board, start, algorithm, closed);
    while search.step().is_some() {}
    search
}

#[test]
fn animation_plays_exactly_the_searchs_events() {
    let job = knight_job(5, 5, Algorithm::Backtracking);
    let mut h = Harness::new(job.clone(), Speed::PerSecond(20_000.0));
    h.pump();
    h.input(Input::Play);
    h.run_until(|p| p.state() == RunState::Finished);
    let search = direct(&job);
    assert_eq!(h.player.trail().path(), search.path());
    assert_eq!(h.player.trail().stats(), search.stats());
    assert_eq!(h.player.ending(), Some(Ending::Knight(KnightEnding::Searched(Outcome::Tour))));
}

#[test]
fn the_worker_never_sends_more_events_than_asked() {
    let mut h = Harness::new(knight_job(6, 6, Algorithm::Backtracking), Speed::PerSecond(50_000.0));
    h.pump();
    h.input(Input::Play);
    for _ in 0..200 {
        h.frame();
    }
    assert!(!h.pulls.is_empty());
    assert!(h.pulls.iter().all(|&(asked, sent)| sent as u32 <= asked), "{:?}", h.pulls);
}

#[test]
fn messages_sent_before_the_worker_is_ready_are_held_back() {
    let (mut player, _) = Player::new(knight_job(5, 5, Algorithm::Warnsdorff), Speed::Max);
    assert!(player.handle(Input::Play).is_empty(), "nothing may be posted before Ready");
    let sent = player.handle(Input::Worker(FromWorker::Ready { version: PROTOCOL_VERSION }));
    assert!(matches!(sent[0], Command::Send(ToWorker::Start { .. })));
    assert_eq!(sent[1], Command::Send(ToWorker::RunFlat));
}

#[test]
fn step_and_step_back_move_by_exactly_one_event() {
    let job = knight_job(5, 5, Algorithm::Backtracking);
    let mut reference = direct_events(&job, 60);
    let mut h = Harness::new(job, Speed::PerSecond(10.0));
    h.pump();
    let mut seen = Vec::new();
    for _ in 0..60 {
        h.input(Input::Step);
        h.pump();
        assert_eq!(h.player.state(), RunState::Paused);
        seen.push((h.player.trail().path().to_vec(), h.player.trail().last()));
    }
    assert_eq!(seen.iter().map(|(_, e)| e.unwrap()).collect::<Vec<_>>(), reference);
    for k in (0..59).rev() {
        h.input(Input::StepBack);
        assert_eq!(h.player.trail().path(), &seen[k].0[..]);
        assert_eq!(h.player.trail().last(), seen[k].1);
    }
    // Stepping forward again replays the very same events.
    h.input(Input::Step);
    h.pump();
    assert_eq!(h.player.trail().last(), Some(reference.remove(1)));
}

fn direct_events(job: &Job, n: usize) -> Vec<Event> {
    let Job::Knight(KnightJob::Tour { board, start, algorithm, closed }) = job.clone() else {
        unreachable!("a knight job")
    };
    let mut search = KnightSearch::new(board, start, algorithm, closed);
    (0..n).map_while(|_| search.step()).map(|e| e.map_reason(Reason::from)).collect()
}

#[test]
fn max_speed_runs_flat_out_and_ends_with_the_tour() {
    let job = knight_job(8, 8, Algorithm::Backtracking);
    let mut h = Harness::new(job.clone(), Speed::Max);
    h.pump();
    h.input(Input::Play);
    assert!(h.player.is_flat());
    h.run_until(|p| p.state() == RunState::Finished);
    let path = h.player.trail().path();
    assert!(is_tour(Board::new(8, 8).unwrap(), path, false));
    assert_eq!(path, direct(&job).path());
    assert_eq!(h.player.trail().stats(), direct(&job).stats());
}

#[test]
fn slowing_down_from_max_resumes_animation_where_the_worker_is() {
    let job = knight_job(6, 6, Algorithm::Backtracking);
    let mut h = Harness::new(job.clone(), Speed::Max);
    h.pump();
    h.input(Input::Play);
    h.frame();
    h.input(Input::SetSpeed(Speed::PerSecond(100_000.0)));
    assert!(!h.player.is_flat());
    h.run_until(|p| p.state() == RunState::Finished);
    assert_eq!(h.player.trail().path(), direct(&job).path());
    assert_eq!(h.player.trail().stats(), direct(&job).stats());
}

#[test]
fn pause_during_a_flat_run_shows_where_the_worker_is() {
    let mut h = Harness::new(knight_job(12, 12, Algorithm::Backtracking), Speed::Max);
    h.pump();
    h.input(Input::Play);
    h.frame();
    h.input(Input::Pause);
    h.pump();
    assert_eq!(h.player.state(), RunState::Paused);
    let nodes = h.player.trail().stats().nodes;
    assert!(nodes > 0);
    assert!(!h.player.trail().path().is_empty());
    // Paused means paused: frames change nothing.
    for _ in 0..10 {
        h.frame();
    }
    assert_eq!(h.player.trail().stats().nodes, nodes);
}

#[test]
fn stop_terminates_the_worker_and_keeps_the_board() {
    let mut h = Harness::new(knight_job(12, 12, Algorithm::Backtracking), Speed::Max);
    h.pump();
    h.input(Input::Play);
    h.frame();
    let commands = h.player.handle(Input::Stop);
    assert_eq!(commands, vec![Command::Terminate]);
    assert_eq!(h.player.state(), RunState::Stopped);
    // A late message from the dead worker changes nothing.
    let before = h.player.trail().clone();
    h.input(Input::Worker(FromWorker::Failed { message: "late".into() }));
    assert_eq!(h.player.state(), RunState::Stopped);
    assert_eq!(h.player.trail(), &before);
    // Playing again starts afresh in a new worker.
    h.input(Input::Play);
    assert_eq!(h.spawned, 2);
    assert_eq!(h.player.state(), RunState::Running);
}

#[test]
fn changing_the_settings_during_a_run_resets_to_idle() {
    let mut h = Harness::new(knight_job(12, 12, Algorithm::Backtracking), Speed::Max);
    h.pump();
    h.input(Input::Play);
    h.frame();
    h.input(Input::Load(knight_job(5, 5, Algorithm::Warnsdorff)));
    assert_eq!(h.player.state(), RunState::Idle);
    assert!(h.player.trail().path().is_empty());
    h.pump();
    h.input(Input::Play);
    h.run_until(|p| p.state() == RunState::Finished);
    assert_eq!(h.player.ending(), Some(Ending::Knight(KnightEnding::Searched(Outcome::Tour))));
}

#[test]
fn warnsdorff_getting_stuck_is_reported_as_finished() {
    let mut h = Harness::new(knight_job(4, 4, Algorithm::Warnsdorff), Speed::PerSecond(1000.0));
    h.pump();
    h.input(Input::Play);
    h.run_until(|p| p.state() == RunState::Finished);
    assert!(matches!(
        h.player.ending(),
        Some(Ending::Knight(KnightEnding::Searched(Outcome::Stuck { .. })))
    ));
    assert_eq!(h.player.trail().stats().solutions, 0);
}

#[test]
fn a_worker_from_another_build_is_refused_both_ways() {
    let (mut player, _) = Player::new(knight_job(5, 5, Algorithm::Warnsdorff), Speed::Max);
    player.handle(Input::Worker(FromWorker::Ready { version: PROTOCOL_VERSION + 1 }));
    assert_eq!(player.state(), RunState::Failed);
    assert!(player.failure().unwrap().contains("Reload"));

    let mut runner = Runner::default();
    let start = ToWorker::Start {
        version: PROTOCOL_VERSION + 1,
        job: knight_job(5, 5, Algorithm::Warnsdorff),
    };
    let replies = runner.handle(start, 0.0);
    assert!(matches!(&replies[..], [FromWorker::Failed { .. }]));
    assert!(runner.handle(ToWorker::Pull { max_events: 10 }, 0.0).is_empty());
}

#[test]
fn a_crashed_worker_fails_the_run_with_its_first_message() {
    let mut h = Harness::new(knight_job(5, 5, Algorithm::Backtracking), Speed::PerSecond(10.0));
    h.pump();
    h.input(Input::Play);
    h.input(Input::Worker(FromWorker::Failed { message: "panicked at x".into() }));
    h.input(Input::WorkerCrashed("error event".into()));
    assert_eq!(h.player.state(), RunState::Failed);
    assert_eq!(h.player.failure(), Some("panicked at x"));
    h.input(Input::Restart);
    assert_eq!(h.player.state(), RunState::Running);
}

#[test]
fn the_speed_slider_is_logarithmic_and_round_trips() {
    for position in 0..=runut::model::player::SLIDER_MAX {
        assert_eq!(Speed::from_slider(position).slider_position(), position);
    }
    assert_eq!(Speed::from_slider(10), Speed::PerSecond(10.0));
    assert_eq!(Speed::from_slider(50), Speed::PerSecond(100_000.0));
}

#[test]
fn a_finished_run_hands_its_worker_to_the_next_run_but_a_stopped_one_does_not() {
    let mut h = Harness::new(knight_job(5, 5, Algorithm::Warnsdorff), Speed::Max);
    h.pump();
    h.input(Input::Play);
    h.run_until(|p| p.state() == RunState::Finished);
    let commands = h.player.handle(Input::Restart);
    assert!(!commands.contains(&Command::Spawn), "{commands:?}");
    h.exec(commands);
    h.run_until(|p| p.state() == RunState::Finished);
    assert_eq!(h.player.ending(), Some(Ending::Knight(KnightEnding::Searched(Outcome::Tour))));
    assert_eq!(h.spawned, 1);
    // Stopped: the worker was terminated, so the next run needs a new one.
    h.input(Input::Load(knight_job(12, 12, Algorithm::Backtracking)));
    h.input(Input::Play);
    h.frame();
    h.input(Input::Stop);
    assert!(h.player.handle(Input::Play).contains(&Command::Spawn));
}
