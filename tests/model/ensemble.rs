//! A count split over several workers gives exactly the single count, and stops at once.

use crate::common;
use crate::common::workers::Rig;

use runut::core::deal::deal;
use runut::model::driver::Driver;
use runut::model::driver::{Command, Control, Input, RunState};
use runut::model::ensemble::{Ensemble, EnsembleAction};
use runut::model::problem::Problem;
use runut::problems::knight::model::job::KnightJob;
use runut::problems::knight::model::problem::tour_counts;
use runut::problems::queens::core::split_subtrees;
use runut::problems::queens::model::job::QueensJob;
use runut::problems::queens::model::problem::count_total;
use runut::problems::queens::model::Queens;

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
        let mut r = rig::<runut::problems::knight::model::Knight>(jobs);
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

#[test]
fn a_comparison_loads_two_searches_that_one_player_steps_together() {
    use runut::model::speed::Speed;
    use runut::problems::queens::core::Mode;
    let (ensemble, commands) = Ensemble::<Queens>::new(Vec::new());
    let mut rig = Rig::new((ensemble, commands));
    let jobs = vec![
        QueensJob::Search { n: 5, mode: Mode::All },
        QueensJob::BruteForce { n: 5, mode: Mode::All },
    ];
    rig.act(EnsembleAction::Load { jobs, speed: Speed::PerSecond(10.0) });
    rig.pump();
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
