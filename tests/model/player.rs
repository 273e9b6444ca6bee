//! The page's player wired to the worker's runner in-process: flow control, stepping, max speed,
//! stop and version checks, all without a browser.

use crate::common::workers::Rig;
use runut::core::grid::{Board, Square};
use runut::core::search::Search;
use runut::model::driver::{tag, Command, Control, Driver, Input, Moment, RunState};
use runut::model::player::Player;
use runut::model::problem::{Event, Problem};
use runut::model::protocol::{decode, encode, FromWorker, ToWorker, PROTOCOL_VERSION};
use runut::model::runner::WorkerState;
use runut::model::speed::Speed;
use runut::problems::knight::core::{is_tour, Algorithm, KnightSearch, Outcome};
use runut::problems::knight::model::job::{KnightEnding, KnightJob};
use runut::problems::knight::Knight;

fn knight_job(rows: u16, cols: u16, algorithm: Algorithm) -> KnightJob {
    KnightJob::Tour {
        board: Board::new(rows, cols).unwrap(),
        start: Square::new(0, 0),
        algorithm,
        closed: false,
    }
}

/// A run at max speed, paused after the worker's first few flat-out stretches.
fn paused_flat_out<P: Problem>(job: P::Job) -> Rig<Player<P>> {
    let mut h = harness::<P>(job, Speed::Max);
    h.pump();
    h.act(Input::Control(Control::Play));
    for _ in 0..3 {
        h.pump();
    }
    h.act(Input::Control(Control::Pause));
    h.settle();
    assert_eq!(h.driver.state(), RunState::Paused);
    h
}

/// A player and its worker, joined in-process.
fn harness<P: Problem>(job: P::Job, speed: Speed) -> Rig<Player<P>> {
    let (player, commands) = Player::new(job, speed);
    Rig::new((player, tag(0, commands).collect()))
}

fn direct(job: &KnightJob) -> KnightSearch {
    let KnightJob::Tour { board, start, algorithm, closed } = job.clone() else {
        unreachable!("a knight job")
    };
    let mut search = KnightSearch::new(board, start, algorithm, closed);
    while search.step().is_some() {}
    search
}

#[test]
fn animation_plays_exactly_the_searchs_events() {
    let job = knight_job(5, 5, Algorithm::Backtracking);
    let mut h = harness::<Knight>(job.clone(), Speed::PerSecond(20_000.0));
    h.pump();
    h.act(Input::Control(Control::Play));
    h.run_until(|p| p.state() == RunState::Finished);
    let search = direct(&job);
    assert_eq!(h.driver.trail().path(), search.path());
    assert_eq!(h.driver.trail().stats(), search.stats());
    assert_eq!(h.driver.ending(), Some(KnightEnding::Searched(Outcome::Tour)));
}

#[test]
fn the_worker_never_sends_more_events_than_asked() {
    let mut h =
        harness::<Knight>(knight_job(6, 6, Algorithm::Backtracking), Speed::PerSecond(50_000.0));
    h.pump();
    h.act(Input::Control(Control::Play));
    for _ in 0..200 {
        h.frame();
    }
    assert!(!h.pulls.is_empty());
    assert!(h.pulls.iter().all(|&(asked, sent)| sent as u32 <= asked), "{:?}", h.pulls);
}

#[test]
fn messages_sent_before_the_worker_is_ready_are_held_back() {
    let (mut player, _) =
        Player::<Knight>::new(knight_job(5, 5, Algorithm::Warnsdorff), Speed::Max);
    assert!(
        player.handle(Input::Control(Control::Play)).is_empty(),
        "nothing may be posted before Ready"
    );
    let sent = player.handle(Input::Worker(FromWorker::Ready { version: PROTOCOL_VERSION }));
    assert!(matches!(sent[0], Command::Send(ToWorker::Start { .. })));
    assert_eq!(sent[1], Command::Send(ToWorker::RunFlat));
    assert_eq!(sent.len(), 2, "a worker with a run to do is not warmed: {sent:?}");
}

#[test]
fn a_worker_kept_ready_for_a_first_run_at_max_speed_is_warmed_with_the_job_held() {
    let (first, second) =
        (knight_job(5, 5, Algorithm::Warnsdorff), knight_job(6, 6, Algorithm::Backtracking));
    let warm = |job: &KnightJob| Command::Send(ToWorker::warm::<Knight>(job).unwrap());
    let (mut player, spawn) = Player::<Knight>::new(first.clone(), Speed::Max);
    assert_eq!(spawn, vec![Command::Spawn]);
    let ready = || Input::Worker(FromWorker::Ready { version: PROTOCOL_VERSION });
    assert_eq!(player.handle(ready()), vec![warm(&first)]);
    assert_eq!(player.handle(Input::Load(second.clone())), vec![warm(&second)], "a new job too");
    assert_eq!(player.handle(Input::Unload), vec![], "no job, nothing to warm");
    let (mut waiting, _) = Player::<Knight>::ready(Speed::Max);
    assert_eq!(waiting.handle(ready()), vec![], "a player with no job warms nothing");
    // A load during a run replaces its worker; the fresh one is warmed once it is ready.
    let (mut running, _) = Player::<Knight>::new(first.clone(), Speed::Max);
    running.handle(ready());
    running.handle(Input::Control(Control::Play));
    assert_eq!(running.handle(Input::Load(second.clone())), vec![Command::Spawn]);
    assert_eq!(running.handle(ready()), vec![warm(&second)]);
    // A run at steps per second waits for frames, not for the code: its worker warms only
    // once the speed is set to max (once).
    let (mut stepping, _) = Player::<Knight>::new(first.clone(), Speed::PerSecond(10.0));
    assert_eq!(stepping.handle(ready()), vec![]);
    let max = || Input::Control(Control::SetSpeed(Speed::Max));
    assert_eq!(stepping.handle(max()), vec![warm(&first)]);
    assert_eq!(stepping.handle(max()), vec![], "max again changes nothing");
}

#[test]
fn step_and_step_back_move_by_exactly_one_event() {
    let job = knight_job(5, 5, Algorithm::Backtracking);
    let mut reference = direct_events(&job, 60);
    let mut h = harness::<Knight>(job, Speed::PerSecond(10.0));
    h.pump();
    let mut seen = Vec::new();
    for _ in 0..60 {
        h.act(Input::Control(Control::Step));
        h.pump();
        assert_eq!(h.driver.state(), RunState::Paused);
        seen.push((h.driver.trail().path().to_vec(), h.driver.trail().last()));
    }
    assert_eq!(seen.iter().map(|(_, e)| e.unwrap()).collect::<Vec<_>>(), reference);
    for k in (0..59).rev() {
        h.act(Input::Control(Control::StepBack));
        assert_eq!(h.driver.trail().path(), &seen[k].0[..]);
        assert_eq!(h.driver.trail().last(), seen[k].1);
    }
    // Stepping forward again replays the very same events.
    h.act(Input::Control(Control::Step));
    h.pump();
    assert_eq!(h.driver.trail().last(), Some(reference.remove(1)));
}

fn direct_events(job: &KnightJob, n: usize) -> Vec<Event<Knight>> {
    let KnightJob::Tour { board, start, algorithm, closed } = job.clone() else {
        unreachable!("a knight job")
    };
    let mut search = KnightSearch::new(board, start, algorithm, closed);
    (0..n).map_while(|_| search.step()).collect()
}

#[test]
fn max_speed_runs_flat_out_and_ends_with_the_tour() {
    let job = knight_job(8, 8, Algorithm::Backtracking);
    let mut h = harness::<Knight>(job.clone(), Speed::Max);
    h.pump();
    h.act(Input::Control(Control::Play));
    assert!(h.driver.is_flat());
    h.run_until(|p| p.state() == RunState::Finished);
    let path = h.driver.trail().path();
    assert!(is_tour(Board::new(8, 8).unwrap(), path, false));
    assert_eq!(path, direct(&job).path());
    assert_eq!(h.driver.trail().stats(), direct(&job).stats());
}

#[test]
fn slowing_down_from_max_resumes_animation_where_the_worker_is() {
    let job = knight_job(6, 6, Algorithm::Backtracking);
    let mut h = harness::<Knight>(job.clone(), Speed::Max);
    h.pump();
    h.act(Input::Control(Control::Play));
    h.frame();
    h.act(Input::Control(Control::SetSpeed(Speed::PerSecond(100_000.0))));
    assert!(!h.driver.is_flat());
    h.run_until(|p| p.state() == RunState::Finished);
    assert_eq!(h.driver.trail().path(), direct(&job).path());
    assert_eq!(h.driver.trail().stats(), direct(&job).stats());
}

#[test]
fn pause_during_a_flat_run_shows_where_the_worker_is() {
    let mut h = harness::<Knight>(knight_job(12, 12, Algorithm::Backtracking), Speed::Max);
    h.pump();
    h.act(Input::Control(Control::Play));
    h.frame();
    h.act(Input::Control(Control::Pause));
    h.pump();
    assert_eq!(h.driver.state(), RunState::Paused);
    let nodes = h.driver.trail().stats().nodes;
    assert!(nodes > 0);
    assert!(!h.driver.trail().path().is_empty());
    // Paused means paused: frames change nothing.
    for _ in 0..10 {
        h.frame();
    }
    assert_eq!(h.driver.trail().stats().nodes, nodes);
}

#[test]
fn stop_terminates_the_worker_and_keeps_the_board() {
    let mut h = harness::<Knight>(knight_job(12, 12, Algorithm::Backtracking), Speed::Max);
    h.pump();
    h.act(Input::Control(Control::Play));
    h.frame();
    let commands = h.driver.handle(Input::Control(Control::Stop));
    assert_eq!(commands, vec![Command::Terminate]);
    assert_eq!(h.driver.state(), RunState::Stopped);
    // A late message from the dead worker changes nothing.
    let before = h.driver.trail().clone();
    h.act(Input::Worker(FromWorker::Failed { message: "late".into() }));
    assert_eq!(h.driver.state(), RunState::Stopped);
    assert_eq!(h.driver.trail(), &before);
    // Playing again starts afresh in a new worker.
    h.act(Input::Control(Control::Play));
    assert_eq!(h.spawned, 2);
    assert_eq!(h.driver.state(), RunState::Running);
}

#[test]
fn changing_the_settings_during_a_run_resets_to_idle() {
    let mut h = harness::<Knight>(knight_job(12, 12, Algorithm::Backtracking), Speed::Max);
    h.pump();
    h.act(Input::Control(Control::Play));
    h.frame();
    h.act(Input::Load(knight_job(5, 5, Algorithm::Warnsdorff)));
    assert_eq!(h.driver.state(), RunState::Idle);
    assert!(h.driver.trail().path().is_empty());
    h.pump();
    h.act(Input::Control(Control::Play));
    h.run_until(|p| p.state() == RunState::Finished);
    assert_eq!(h.driver.ending(), Some(KnightEnding::Searched(Outcome::Tour)));
}

#[test]
fn warnsdorff_getting_stuck_is_reported_as_finished() {
    let mut h =
        harness::<Knight>(knight_job(4, 4, Algorithm::Warnsdorff), Speed::PerSecond(1000.0));
    h.pump();
    h.act(Input::Control(Control::Play));
    h.run_until(|p| p.state() == RunState::Finished);
    assert!(matches!(h.driver.ending(), Some(KnightEnding::Searched(Outcome::Stuck { .. }))));
    assert_eq!(h.driver.trail().stats().solutions, 0);
}

#[test]
fn a_worker_from_another_build_is_refused_both_ways() {
    let (mut player, _) =
        Player::<Knight>::new(knight_job(5, 5, Algorithm::Warnsdorff), Speed::Max);
    player.handle(Input::Worker(FromWorker::Ready { version: PROTOCOL_VERSION + 1 }));
    assert_eq!(player.state(), RunState::Failed);
    assert!(player.failure().unwrap().contains("Reload"));

    let mut worker = WorkerState::new(runut::problems::open);
    let job = knight_job(5, 5, Algorithm::Warnsdorff);
    let Ok(ToWorker::Start { problem, job, .. }) = ToWorker::start::<Knight>(&job) else {
        unreachable!("a start")
    };
    let start = ToWorker::Start { version: PROTOCOL_VERSION + 1, problem, job };
    let replies: Vec<FromWorker<Knight>> =
        worker.handle(&encode(&start).unwrap(), 0.0).iter().map(|b| decode(b).unwrap()).collect();
    assert!(matches!(&replies[..], [FromWorker::Failed { .. }]));
    let pull = encode(&ToWorker::Pull { max_events: 10 }).unwrap();
    assert!(worker.handle(&pull, 0.0).is_empty());
}

#[test]
fn a_crashed_worker_fails_the_run_with_its_first_message() {
    let mut h =
        harness::<Knight>(knight_job(5, 5, Algorithm::Backtracking), Speed::PerSecond(10.0));
    h.pump();
    h.act(Input::Control(Control::Play));
    h.act(Input::Worker(FromWorker::Failed { message: "panicked at x".into() }));
    h.act(Input::WorkerCrashed("error event".into()));
    assert_eq!(h.driver.state(), RunState::Failed);
    assert_eq!(h.driver.failure(), Some("panicked at x"));
    h.act(Input::Control(Control::Restart));
    assert_eq!(h.driver.state(), RunState::Running);
}

#[test]
fn the_speed_slider_is_logarithmic_and_round_trips() {
    for position in 0..=runut::model::speed::SLIDER_MAX {
        assert_eq!(Speed::from_slider(position).slider_position(), position);
    }
    assert_eq!(Speed::from_slider(10), Speed::PerSecond(10.0));
    assert_eq!(Speed::from_slider(50), Speed::PerSecond(100_000.0));
}

#[test]
fn a_finished_run_hands_its_worker_to_the_next_run_but_a_stopped_one_does_not() {
    let mut h = harness::<Knight>(knight_job(5, 5, Algorithm::Warnsdorff), Speed::Max);
    h.pump();
    h.act(Input::Control(Control::Play));
    h.run_until(|p| p.state() == RunState::Finished);
    let commands = h.driver.handle(Input::Control(Control::Restart));
    assert!(!commands.contains(&Command::Spawn), "{commands:?}");
    h.exec(tag(0, commands).collect());
    h.run_until(|p| p.state() == RunState::Finished);
    assert_eq!(h.driver.ending(), Some(KnightEnding::Searched(Outcome::Tour)));
    assert_eq!(h.spawned, 1);
    // Stopped: the worker was terminated, so the next run needs a new one.
    h.act(Input::Load(knight_job(12, 12, Algorithm::Backtracking)));
    h.act(Input::Control(Control::Play));
    h.frame();
    h.act(Input::Control(Control::Stop));
    assert!(h.driver.handle(Input::Control(Control::Play)).contains(&Command::Spawn));
}

#[test]
fn a_worker_that_dies_silently_is_declared_lost_and_try_again_recovers() {
    use runut::model::player::ANSWER_LIMIT_MS;
    let mut h = harness::<Knight>(knight_job(8, 8, Algorithm::Backtracking), Speed::Max);
    h.act(Input::Control(Control::Play));
    h.pump();
    assert!(h.driver.awaits_worker());
    h.kill(0);
    // Half a second a tick: still running just before the limit, failed at it.
    let ticks = (ANSWER_LIMIT_MS / 500.0) as usize;
    h.wait(ticks - 1, 500.0);
    assert_eq!(h.driver.state(), RunState::Running);
    let commands = h.driver.handle(Input::Tick { ms: 500.0 });
    assert_eq!(commands, vec![Command::Terminate], "a lost worker is terminated");
    assert_eq!(h.driver.state(), RunState::Failed);
    assert!(h.driver.is_lost());
    assert!(h.driver.failure().unwrap().contains("Try again"));
    assert!(!h.driver.awaits_worker());
    // Try again: a fresh worker runs the search to its end.
    let spawned = h.spawned;
    h.act(Input::Control(Control::Restart));
    h.run_until(|p| p.state() == RunState::Finished);
    assert_eq!(h.spawned, spawned + 1);
    assert!(!h.driver.is_lost());
}

#[test]
fn the_watchdog_never_fails_a_healthy_paused_or_loading_run() {
    use runut::model::player::READY_LIMIT_MS;
    // Flat out with a tick of half a second between slices: progress keeps it alive.
    let mut h = harness::<Knight>(knight_job(8, 8, Algorithm::Backtracking), Speed::Max);
    h.act(Input::Control(Control::Play));
    h.wait(300, 500.0);
    assert_eq!(h.driver.state(), RunState::Running);
    // Paused (once the events it fetches ahead have come): the worker owes nothing, however
    // long it is quiet.
    h.act(Input::Control(Control::Pause));
    h.settle();
    h.kill(0);
    assert!(!h.driver.awaits_worker());
    h.wait(100, 500.0);
    assert_eq!(h.driver.state(), RunState::Paused);
    // A fresh worker may take its time to load, up to the ready limit.
    let (mut player, _) =
        Player::<Knight>::new(knight_job(5, 5, Algorithm::Warnsdorff), Speed::Max);
    player.handle(Input::Control(Control::Play));
    player.handle(Input::Tick { ms: READY_LIMIT_MS - 1.0 });
    assert_eq!(player.state(), RunState::Running);
    player.handle(Input::Tick { ms: 1.0 });
    assert_eq!(player.state(), RunState::Failed);
}

#[test]
fn growth_jobs_measure_each_board_in_the_worker_and_end_sized() {
    use runut::problems::queens::core::growth::TreeSizer;
    use runut::problems::queens::core::QueensOutcome;
    use runut::problems::queens::model::job::QueensJob;
    use runut::problems::queens::Queens;
    // One player, one job after another, as the growth chart runs them.
    let mut h = harness::<Queens>(QueensJob::Growth { n: 4 }, Speed::Max);
    for n in 4..=9 {
        if n > 4 {
            h.act(Input::Load(QueensJob::Growth { n }));
        }
        h.pump();
        h.act(Input::Control(Control::Play));
        h.run_until(|p| p.state() == RunState::Finished);
        assert_eq!(h.driver.ending(), Some(QueensOutcome::Sized));
        let Some(size) = h.driver.found() else { panic!("no size") };
        let mut sizer = TreeSizer::new(n);
        while !sizer.run(u64::MAX) {}
        assert_eq!(size, &sizer.size());
    }
    assert_eq!(h.spawned, 1);
}

#[test]
fn a_pause_at_max_speed_stands_where_the_event_path_stands_and_steps_back_over_the_tail() {
    use runut::core::search::{Event as SearchEvent, Trail};
    use runut::problems::queens::core::{Mode, QueensSearch};
    use runut::problems::queens::model::job::QueensJob;
    use runut::problems::queens::Queens;
    let mut h = paused_flat_out::<Queens>(QueensJob::Search { n: 11, mode: Mode::All });
    let page = h.driver.trail().clone();
    let nodes = page.stats().nodes;
    assert!(nodes > 1000, "the worker ran flat out for a while ({nodes} nodes)");
    // The event path to the same point, every event kept.
    let mut search = QueensSearch::new(11, Mode::All);
    let (mut events, mut trail) = (Vec::new(), Trail::default());
    while (trail.stats(), trail.last()) != (page.stats(), page.last()) {
        let event: SearchEvent<_> = search.step().expect("the event path reaches the pause");
        trail.apply(event);
        events.push(event);
    }
    assert_eq!(trail.path(), page.path());
    assert_eq!(trail.candidate(), page.candidate());
    // The page adopted the search's own tree, which keeps finished subtrees as summaries.
    let summaries = crate::common::summaries;
    let drawn = (summaries(trail.tree().levels()), summaries(page.tree().levels()));
    assert_eq!(drawn.0, drawn.1, "the drawn tree, as the events draw it");
    // Step back over the tail: each state is the event path's one event earlier.
    for back in 1..=50 {
        h.act(Input::Control(Control::StepBack));
        let before = events.len() - back;
        trail.undo(events[before], before.checked_sub(1).map(|i| events[i]));
        let now = h.driver.trail();
        assert_eq!(
            (now.stats(), now.path(), now.last()),
            (trail.stats(), trail.path(), trail.last())
        );
        let drawn = (summaries(now.tree().levels()), summaries(trail.tree().levels()));
        assert_eq!(drawn.0, drawn.1, "{back} back");
    }
}

/// A link to a moment (`at=N`): the player stands paused right after node N was generated, as
/// stepping there event by event would; past the search's end it stands finished at the end.
#[test]
fn seeking_a_node_stands_right_after_it_was_generated() {
    use runut::core::search::{Event as SearchEvent, Search, Trail};
    use runut::problems::queens::core::{Mode, QueensSearch};
    use runut::problems::queens::model::job::QueensJob;
    use runut::problems::queens::Queens;
    for node in [1u64, 2, 9, 40, 5_000] {
        let mut h =
            harness::<Queens>(QueensJob::Search { n: 6, mode: Mode::All }, Speed::PerSecond(10.0));
        h.pump();
        h.act(Input::Control(Control::Seek(Moment::node(node))));
        h.settle();
        let page = h.driver.trail().clone();
        let mut search = QueensSearch::new(6, Mode::All);
        let mut trail = Trail::default();
        while trail.stats().nodes < node {
            let Some(event): Option<SearchEvent<_>> = search.step() else { break };
            trail.apply(event);
        }
        let ended = search.step().is_none() && trail.stats().nodes < node;
        let state = h.driver.state();
        assert_eq!(state, if ended { RunState::Finished } else { RunState::Paused }, "node {node}");
        assert_eq!((page.stats(), page.path()), (trail.stats(), trail.path()), "node {node}");
        if !ended {
            assert_eq!(page.last(), trail.last(), "the last event generated node {node}");
        }
    }
}

/// Seeking a node and `then` events more (Show me's `at=N&then=J`) stands exactly where
/// stepping that many events past the node's generation would, or at the end.
#[test]
fn seeking_past_a_node_stands_that_many_events_after_it() {
    use runut::core::search::{Event as SearchEvent, Replay, Search, Trail};
    use runut::problems::queens::core::{Mode, QueensSearch};
    use runut::problems::queens::model::job::QueensJob;
    use runut::problems::queens::Queens;
    for (node, then) in [(1u64, 1u64), (9, 3), (40, 7), (149, 2), (150, 5)] {
        let mut h =
            harness::<Queens>(QueensJob::Search { n: 5, mode: Mode::All }, Speed::PerSecond(10.0));
        h.pump();
        h.act(Input::Control(Control::Seek(Moment { node, then })));
        h.settle();
        let page = h.driver.trail().clone();
        let mut search = QueensSearch::new(5, Mode::All);
        let mut trail = Trail::default();
        while trail.stats().nodes < node {
            let Some(event): Option<SearchEvent<_>> = search.step() else { break };
            trail.apply(event);
        }
        let mut left = then;
        while left > 0 {
            let Some(event): Option<SearchEvent<_>> = search.step() else { break };
            trail.apply(event);
            left -= 1;
        }
        let what = format!("node {node}, then {then}");
        assert_eq!((page.stats(), page.path()), (trail.stats(), trail.path()), "{what}");
        assert_eq!((page.moment(), page.last()), (trail.moment(), trail.last()), "{what}");
        if search.step().is_some() {
            assert_eq!(h.driver.state(), RunState::Paused, "{what}");
        }
    }
}

/// A run that draws no tree (a knight's board over 36 squares) keeps none on the page either:
/// adopting a deep snapshot opens no tree level per square, and stepping back over its tail
/// still takes the path back event by event.
#[test]
fn a_run_without_a_drawn_tree_keeps_none_on_the_page() {
    let mut h = paused_flat_out::<Knight>(knight_job(30, 30, Algorithm::Backtracking));
    let trail = h.driver.trail().clone();
    assert!(trail.path().len() > 100, "deep in the board ({} squares)", trail.path().len());
    assert!(trail.tree().levels().is_empty(), "no tree levels on the page");
    // Back until the path changes: one square fewer, or one more (a retreat undone).
    let mut backs = 0;
    while h.driver.trail().path() == trail.path() && backs < 50 {
        h.act(Input::Control(Control::StepBack));
        backs += 1;
    }
    let (now, was) = (h.driver.trail().path(), trail.path());
    let one_square = now.len().abs_diff(was.len()) == 1;
    let (shorter, longer) = if now.len() < was.len() { (now, was) } else { (was, now) };
    assert!(one_square && longer.starts_with(shorter), "stepped back {backs} times");
    assert!(h.driver.trail().tree().levels().is_empty());
}

#[test]
fn a_finished_run_whose_worker_grew_large_lets_it_go_and_the_next_run_spawns_a_fresh_one() {
    use runut::model::player::KEPT_WORKER_MEMORY;
    use runut::model::protocol::Snapshot;
    let mut h = harness::<Knight>(knight_job(5, 5, Algorithm::Warnsdorff), Speed::Max);
    h.pump();
    h.act(Input::Control(Control::Play));
    // The worker's last word: the run ended, its memory past what a kept worker may hold.
    let done = Snapshot {
        memory: KEPT_WORKER_MEMORY + 1,
        ending: Some(KnightEnding::Searched(Outcome::Tour)),
        ..Snapshot::default()
    };
    let commands = h.driver.handle(Input::Worker(FromWorker::Done(done)));
    assert_eq!(h.driver.state(), RunState::Finished);
    assert_eq!(commands, vec![Command::Terminate], "its memory goes with it");
    assert!(!h.driver.awaits_worker());
    assert!(h.driver.handle(Input::Control(Control::Restart)).contains(&Command::Spawn));
}

/// The texts a run names come beside its events and in its snapshots, numbered on from those
/// before: the player keeps every one, whatever the message is used for, until a new run.
#[test]
fn the_player_keeps_the_texts_a_run_names_in_order_until_the_next_run() {
    use runut::core::search::Replay;
    use runut::model::protocol::Snapshot;
    let mut h = harness::<Knight>(knight_job(5, 5, Algorithm::Warnsdorff), Speed::Max);
    h.pump();
    h.act(Input::Control(Control::Play));
    let texts = |list: &[&str]| list.iter().map(|t| t.to_string()).collect::<Vec<_>>();
    let events = FromWorker::Events { events: Vec::new(), ending: None, texts: texts(&["a", "b"]) };
    h.driver.handle(Input::Worker(events));
    let progress = Snapshot { texts: texts(&["c"]), ..Snapshot::default() };
    h.driver.handle(Input::Worker(FromWorker::Progress(progress)));
    assert_eq!(Replay::texts(h.driver.trail()).as_slice(), texts(&["a", "b", "c"]).as_slice());
    h.act(Input::Control(Control::Restart));
    assert!(Replay::texts(h.driver.trail()).is_empty(), "a new run names its own");
}
