//! A count split over several workers gives exactly the single count, and stops at once.

use crate::common;
use crate::common::workers::Rig;

use runut::core::deal::deal;
use runut::model::driver::Driver;
use runut::model::driver::{Command, Control, Input, RunState};
use runut::model::ensemble::{Ensemble, EnsembleAction};
use runut::model::problem::Problem;
use runut::model::speed::Speed;
use runut::problems::knight::model::job::KnightJob;
use runut::problems::knight::model::problem::tour_counts;
use runut::problems::queens::core::split_subtrees;
use runut::problems::queens::model::job::QueensJob;
use runut::problems::queens::model::problem::count_total;
use runut::problems::queens::Queens;

/// An ensemble and its workers, joined in-process.
fn rig<P: Problem>(jobs: Vec<P::Job>) -> Rig<Ensemble<P>> {
    Rig::new(Ensemble::new(jobs))
}

fn count_jobs(n: u16, parts: usize) -> Vec<QueensJob> {
    split_subtrees(n, parts).into_iter().map(|subtrees| QueensJob::Count { n, subtrees }).collect()
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
            let mut r = rig::<Queens>(count_jobs(n, parts));
            r.settle();
            r.act(EnsembleAction::All(Input::Control(Control::Play)));
            assert_eq!(r.driver.state(), RunState::Running);
            r.settle();
            assert_eq!(r.driver.state(), RunState::Finished, "n = {n}, parts = {parts}");
            let (all, unique) = ground_truth(n);
            assert_eq!(count_total(r.driver.endings()), Some((all, unique)));
            assert_eq!(r.driver.stats().solutions, all);
            assert_eq!(r.driver.finished_parts(), r.driver.len());
        }
    }
}

#[test]
fn stopping_a_count_terminates_every_worker() {
    let mut r = rig::<Queens>(count_jobs(16, 3));
    r.settle();
    r.act(EnsembleAction::All(Input::Control(Control::Play)));
    r.pump();
    let commands = r.driver.broadcast(Input::Control(Control::Stop));
    assert_eq!(commands.len(), 3);
    assert!(commands.iter().all(|(_, c)| *c == Command::Terminate));
    r.exec(commands);
    assert!(r.runners.iter().all(Option::is_none));
    assert_eq!(r.driver.state(), RunState::Stopped);
    assert_eq!(count_total(r.driver.endings()), None);
}

#[test]
fn a_second_count_reuses_the_finished_workers() {
    let mut r = rig::<Queens>(Vec::new());
    for (n, parts) in [(8u16, 3usize), (9, 3), (10, 2)] {
        let commands = r.driver.act(EnsembleAction::Start(count_jobs(n, parts)));
        let spawned = commands.iter().filter(|(_, c)| *c == Command::Spawn).count();
        assert_eq!(spawned, if n == 8 { 3 } else { 0 }, "n = {n}");
        r.exec(commands);
        r.settle();
        assert_eq!(r.driver.state(), RunState::Finished);
        assert_eq!(count_total(r.driver.endings()), Some((ground_truth(n).0, ground_truth(n).1)));
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
            .map(|squares| KnightJob::Count { board, squares, closed: false })
            .collect();
        let mut r = rig::<runut::problems::knight::Knight>(jobs);
        r.settle();
        r.act(EnsembleAction::All(Input::Control(Control::Play)));
        r.settle();
        assert_eq!(r.driver.state(), RunState::Finished);
        let mut counts: Vec<_> =
            tour_counts(r.driver.found()).into_iter().map(|c| (c.square, c.counts)).collect();
        counts.sort_by_key(|(s, _)| (s.row, s.col));
        counts
    };
    let single = results(1);
    assert_eq!(single.len(), squares.len());
    for parts in 2..=4 {
        assert_eq!(results(parts), single, "{parts} workers");
    }
}

#[test]
fn a_lost_count_worker_has_its_share_dealt_again_once() {
    let n = 14;
    let mut r = rig::<Queens>(count_jobs(n, 2));
    r.settle();
    r.act(EnsembleAction::All(Input::Control(Control::Play)));
    r.pump();
    r.kill(1);
    let spawned = r.spawned;
    r.wait(10, 500.0);
    assert_eq!(r.spawned, spawned + 1, "the lost part gets a fresh worker");
    assert_eq!(r.driver.state(), RunState::Running);
    r.settle();
    assert_eq!(r.driver.state(), RunState::Finished);
    assert_eq!(count_total(r.driver.endings()).map(|c| c.0), Some(ground_truth(n).0));

    // Lost twice in one count: the count fails, with the reason, and nothing else is respawned.
    let mut r = rig::<Queens>(count_jobs(16, 2));
    r.settle();
    r.act(EnsembleAction::All(Input::Control(Control::Play)));
    r.pump();
    r.kill(0);
    r.wait(10, 500.0);
    r.pump();
    r.kill(0);
    let spawned = r.spawned;
    r.wait(10, 500.0);
    assert_eq!(r.spawned, spawned);
    assert_eq!(r.driver.state(), RunState::Failed);
    assert!(r.driver.failure().unwrap().contains("stopped answering"));
    // Trying again clears the failed part only; the other part's run is untouched.
    let other = r.driver.len() - 1;
    r.act(EnsembleAction::ClearFailure);
    assert_ne!(r.driver.state(), RunState::Failed);
    assert!(r.runners[other].is_some(), "the healthy worker is kept");
}

/// A comparison (the page's: lost sides are not dealt again) of the n-queens search beside the
/// brute force, both loaded at `speed`.
fn comparison(n: u16, speed: Speed) -> Rig<Ensemble<Queens>> {
    use runut::problems::queens::core::Mode;
    let mut rig = Rig::new((Ensemble::<Queens>::default(), Vec::new()));
    let jobs = vec![
        QueensJob::Search { n, mode: Mode::All },
        QueensJob::BruteForce { n, mode: Mode::All },
    ];
    rig.act(EnsembleAction::Load { jobs, speed });
    rig.pump();
    rig
}

#[test]
fn a_comparison_loads_two_searches_that_one_player_steps_together() {
    let mut rig = comparison(5, Speed::PerSecond(10.0));
    assert_eq!(rig.driver.len(), 2);
    for step in 1..=3 {
        rig.act(EnsembleAction::All(Input::Control(Control::Step)));
        rig.settle();
        let nodes: Vec<u64> = rig.driver.parts().iter().map(|p| p.trail().stats().nodes).collect();
        assert!(nodes.iter().all(|&n| n >= 1), "step {step}: {nodes:?}");
    }
    rig.act(EnsembleAction::All(Input::Control(Control::SetSpeed(Speed::Max))));
    rig.act(EnsembleAction::All(Input::Control(Control::Play)));
    rig.run_until(|e| e.state() == RunState::Finished);
    let nodes: Vec<u64> = rig.driver.parts().iter().map(|p| p.trail().stats().nodes).collect();
    assert_eq!(nodes, [221, 3906], "the tree of n = 5, and every placement");
}

#[test]
fn a_comparisons_side_whose_worker_dies_fails_with_try_again_and_never_starts_again_by_itself() {
    let mut rig = comparison(6, Speed::PerSecond(50.0));
    rig.act(EnsembleAction::All(Input::Control(Control::Play)));
    (0..30).for_each(|_| rig.frame());
    rig.kill(1);
    (0..300).for_each(|_| rig.frame());
    let before = rig.driver.parts()[1].trail().stats().nodes;
    assert!(before > 0);
    let spawned = rig.spawned;
    rig.wait(20, 500.0);
    assert_eq!(
        rig.spawned, spawned,
        "no fresh worker, so no run from node 0 that nobody asked for"
    );
    assert_eq!(rig.driver.parts()[1].state(), RunState::Failed);
    assert_eq!(rig.driver.parts()[1].trail().stats().nodes, before, "its figures are kept");
    assert_eq!(rig.driver.state(), RunState::Failed);
    assert!(rig.driver.failure().unwrap().contains("stopped answering"));
    // Try again starts both sides afresh, and they finish.
    rig.act(EnsembleAction::All(Input::Control(Control::SetSpeed(Speed::Max))));
    rig.act(EnsembleAction::All(Input::Control(Control::Restart)));
    rig.act(EnsembleAction::All(Input::Control(Control::Play)));
    rig.run_until(|e| e.state() == RunState::Finished);
    let solutions: Vec<u64> =
        rig.driver.parts().iter().map(|p| p.trail().stats().solutions).collect();
    assert_eq!(solutions, [4, 4], "both sides searched to the end: n = 6 has 4 solutions");
}

/// What a count shows, sampled after every pump: its figures, time, finished parts and (for the
/// knight) how many squares' results are in.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Shown {
    nodes: u64,
    solutions: u64,
    ms: f64,
    finished: usize,
    found: usize,
}

fn shown<P: Problem>(e: &Ensemble<P>, found: usize) -> Shown {
    let stats = e.stats();
    let (nodes, solutions) = (stats.nodes, stats.solutions);
    Shown { nodes, solutions, ms: e.elapsed_ms(), finished: e.finished_parts(), found }
}

/// Runs the rig's count to its end with watchdog ticks of 500 ms between pumps, asserting after
/// every pump that nothing it shows went backwards; `found` counts what the parts have found.
fn run_to_the_end<P: Problem>(
    r: &mut Rig<Ensemble<P>>,
    found: impl Fn(&Ensemble<P>) -> usize,
) -> Vec<Shown> {
    let mut seen = vec![shown(&r.driver, found(&r.driver))];
    for _ in 0..200_000 {
        if !r.driver.state().is_active() {
            break;
        }
        r.act(EnsembleAction::All(Input::Tick { ms: 500.0 }));
        r.pump();
        let now = shown(&r.driver, found(&r.driver));
        let before = *seen.last().unwrap();
        assert!(
            now.nodes >= before.nodes
                && now.solutions >= before.solutions
                && now.ms >= before.ms
                && now.finished >= before.finished
                && now.found >= before.found,
            "a figure went backwards: {before:?} → {now:?}"
        );
        seen.push(now);
    }
    seen
}

/// An n-queens count over `parts` workers, under way.
fn counting(n: u16, parts: usize) -> Rig<Ensemble<Queens>> {
    let mut r = rig::<Queens>(count_jobs(n, parts));
    r.settle();
    r.act(EnsembleAction::All(Input::Control(Control::Play)));
    for _ in 0..3 {
        r.pump();
    }
    r
}

#[test]
fn a_count_whose_worker_dies_keeps_its_figures_and_restarts_only_that_share() {
    let n = 13;
    let mut r = counting(n, 3);
    assert_eq!(r.driver.state(), RunState::Running);
    assert!(r.driver.stats().nodes > 0, "the count is under way");
    r.kill(1);
    let spawned = r.spawned;
    run_to_the_end(&mut r, |_| 0);
    assert_eq!(r.spawned, spawned + 1, "one fresh worker, for the lost share only");
    assert_eq!(r.driver.restarted(), vec![1], "the page can say which share restarted");
    assert_eq!(r.driver.state(), RunState::Finished);
    assert_eq!(count_total(r.driver.endings()), Some(ground_truth(n)));
    assert_eq!(r.driver.stats().solutions, ground_truth(n).0, "the figures end exact");
}

#[test]
fn a_count_whose_workers_all_die_restarts_every_unfinished_share_and_never_goes_back() {
    let n = 13;
    let mut r = counting(n, 4);
    let before = r.driver.stats();
    for part in 0..4 {
        r.kill(part);
    }
    let spawned = r.spawned;
    let seen = run_to_the_end(&mut r, |_| 0);
    assert_eq!(r.spawned, spawned + 4);
    assert_eq!(r.driver.restarted(), vec![0, 1, 2, 3]);
    assert!(seen.iter().all(|s| s.nodes >= before.nodes), "never below the lost workers' figures");
    assert_eq!(r.driver.state(), RunState::Finished);
    assert_eq!(count_total(r.driver.endings()), Some(ground_truth(n)));
}

#[test]
fn the_shares_that_finished_are_kept_when_every_worker_dies() {
    // A small share that finishes at once beside a large one.
    let n = 13;
    let mut subtrees = split_subtrees(n, 1).remove(0);
    let small = vec![subtrees.remove(0)];
    let jobs = vec![QueensJob::Count { n, subtrees: small }, QueensJob::Count { n, subtrees }];
    let mut r = rig::<Queens>(jobs);
    r.settle();
    r.act(EnsembleAction::All(Input::Control(Control::Play)));
    for _ in 0..40 {
        r.pump();
        if r.driver.finished_parts() == 1 {
            break;
        }
    }
    assert_eq!(r.driver.finished_parts(), 1, "the small share finished first");
    assert_eq!(r.driver.parts()[0].state(), RunState::Finished);
    let kept = r.driver.parts()[0].trail().stats();
    r.kill(0);
    r.kill(1);
    let spawned = r.spawned;
    run_to_the_end(&mut r, |_| 0);
    assert_eq!(r.spawned, spawned + 1, "only the unfinished share is dealt again");
    assert_eq!(r.driver.restarted(), vec![1]);
    assert_eq!(r.driver.parts()[0].trail().stats(), kept, "the finished share is kept as it was");
    assert_eq!(count_total(r.driver.endings()), Some(ground_truth(n)));
}

#[test]
fn a_tour_count_that_loses_a_worker_never_takes_back_a_squares_result() {
    use runut::core::grid::Board;
    use runut::problems::knight::Knight;
    let board = Board::new(5, 6).unwrap();
    let jobs = deal(board.class_representatives(), 2)
        .into_iter()
        .map(|squares| KnightJob::Count { board, squares, closed: false })
        .collect();
    let mut r = rig::<Knight>(jobs);
    r.settle();
    r.act(EnsembleAction::All(Input::Control(Control::Play)));
    let squares = |e: &Ensemble<Knight>| tour_counts(e.found()).len();
    for _ in 0..200 {
        r.pump();
        if squares(&r.driver) > 0 {
            break;
        }
    }
    let had = squares(&r.driver);
    assert!(had > 0, "some squares are counted before the loss");
    let running = r.driver.parts().iter().filter(|p| p.state() == RunState::Running).count();
    assert_eq!(running, 2, "both shares are still being counted");
    r.kill(0);
    r.kill(1);
    let seen = run_to_the_end(&mut r, squares);
    assert!(seen.iter().all(|s| s.found >= had));
    assert_eq!(r.driver.state(), RunState::Finished);
    assert_eq!(squares(&r.driver), board.class_representatives().len());
}

#[test]
fn a_share_lost_twice_fails_the_count_and_says_which() {
    let mut r = rig::<Queens>(count_jobs(16, 3));
    r.settle();
    r.act(EnsembleAction::All(Input::Control(Control::Play)));
    r.pump();
    r.kill(2);
    r.wait(10, 500.0);
    assert_eq!(r.driver.restarted(), vec![2]);
    assert_eq!(r.driver.lost_twice(), None);
    r.pump();
    r.kill(2);
    r.wait(10, 500.0);
    assert_eq!(r.driver.state(), RunState::Failed);
    assert_eq!(r.driver.lost_twice(), Some(2));
}
