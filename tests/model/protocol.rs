//! The wire format between page and worker. Every message of every model test already crosses
//! it (the test rig encodes and decodes each one); here, what arrives that is not a message,
//! what a worker says before it knows its problem, and jobs it cannot start.

use proptest::prelude::*;
use runut::model::problem::{slugs, Problem};
use runut::model::protocol::{decode, encode, FromWorker, Plain, ToWorker, PROTOCOL_VERSION};
use runut::model::runner::{plain_failure, ready, WorkerState};
use runut::problems::knight::model::job::KnightJob;
use runut::problems::knight::Knight;
use runut::problems::math_maze::MathMaze;
use runut::problems::queens::Queens;
use runut::problems::All;

#[test]
fn a_message_survives_the_wire() {
    let ready = FromWorker::<Knight>::Ready { version: PROTOCOL_VERSION };
    assert_eq!(decode::<FromWorker<Knight>>(&encode(&ready).unwrap()), Ok(ready));
    let pull = ToWorker::Pull { max_events: 4096 };
    assert_eq!(decode::<ToWorker>(&encode(&pull).unwrap()), Ok(pull));
}

#[test]
fn no_bytes_or_a_cut_message_is_an_error() {
    assert!(decode::<FromWorker<Knight>>(&[]).is_err());
    let failed = encode(&FromWorker::<Queens>::Failed { message: "out of memory".into() }).unwrap();
    assert!(decode::<FromWorker<Queens>>(&failed[..failed.len() - 3]).is_err());
}

/// What a worker says before it has a problem reads as the same message in every problem's
/// terms.
fn plain_messages_read_the_same_for<P: Problem>() {
    assert_eq!(
        decode::<FromWorker<P>>(&ready()),
        Ok(FromWorker::Ready { version: PROTOCOL_VERSION })
    );
    let failure = FromWorker::<P>::Failed { message: "no memory".into() };
    assert_eq!(decode::<FromWorker<P>>(&plain_failure("no memory")), Ok(failure.clone()));
    let plain = Plain::Failed { message: "no memory".into() };
    assert_eq!(encode(&plain), encode(&failure));
}

#[test]
fn a_worker_without_a_problem_speaks_every_problems_language() {
    plain_messages_read_the_same_for::<Knight>();
    plain_messages_read_the_same_for::<Queens>();
    plain_messages_read_the_same_for::<MathMaze>();
}

#[test]
fn a_job_of_an_unknown_problem_or_unreadable_bytes_fails_instead_of_running() {
    let mut worker = WorkerState::new(runut::problems::open);
    let failed = |replies: Vec<Vec<u8>>| -> bool {
        matches!(&replies[..], [bytes] if matches!(decode::<Plain>(bytes), Ok(Plain::Failed { .. })))
    };
    let unknown =
        ToWorker::Start { version: PROTOCOL_VERSION, problem: "chess".into(), job: vec![] };
    assert!(failed(worker.handle(&encode(&unknown).unwrap(), 0.0)));
    let garbled =
        ToWorker::Start { version: PROTOCOL_VERSION, problem: "knight".into(), job: vec![9; 3] };
    assert!(failed(worker.handle(&encode(&garbled).unwrap(), 0.0)));
    assert!(failed(worker.handle(&[0xff, 0xff, 0xff], 0.0)), "bytes that are no message");
    assert!(!worker.wants_slice());
}

#[test]
fn every_problem_of_the_list_starts_in_the_worker_under_its_slug() {
    let job = KnightJob::Tour {
        board: runut::core::grid::Board::new(5, 5).unwrap(),
        start: runut::core::grid::Square::new(0, 0),
        algorithm: runut::problems::knight::core::Algorithm::Warnsdorff,
        closed: false,
    };
    let mut worker = WorkerState::new(runut::problems::open);
    let start = ToWorker::start::<Knight>(&job).unwrap();
    assert!(worker.handle(&encode(&start).unwrap(), 0.0).is_empty(), "a knight's job starts");
    let pull = worker.handle(&encode(&ToWorker::Pull { max_events: 3 }).unwrap(), 0.0);
    assert!(matches!(decode::<FromWorker<Knight>>(&pull[0]), Ok(FromWorker::Events { .. })));
    let slugs = slugs::<All>();
    let distinct: std::collections::BTreeSet<_> = slugs.iter().collect();
    assert_eq!(distinct.len(), slugs.len(), "each problem has a slug of its own: {slugs:?}");
    for slug in &slugs {
        let word = |w: &str| !w.is_empty() && w.bytes().all(|b| b.is_ascii_lowercase());
        assert!(slug.split('_').all(word), "{slug}: a slug is plain words joined by _");
        let refused = runut::problems::open(slug, &[]).err().expect("no job in no bytes");
        assert!(!refused.contains("no problem called"), "{slug} opens its own problem: {refused}");
    }
}

proptest! {
    /// Garbage (a message from another build, a corrupted buffer) is an error, never a panic.
    #[test]
    fn garbage_is_an_error_or_a_message_never_a_panic(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        let _ = decode::<FromWorker<Knight>>(&bytes);
        let _ = decode::<FromWorker<MathMaze>>(&bytes);
        let _ = decode::<ToWorker>(&bytes);
        let _ = WorkerState::new(runut::problems::open).handle(&bytes, 0.0);
    }
}

/// A knight's job small enough to finish within one slice, and one that does not.
fn knight_tour(side: u16, algorithm: runut::problems::knight::core::Algorithm) -> KnightJob {
    KnightJob::Tour {
        board: runut::core::grid::Board::new(side, side).unwrap(),
        start: runut::core::grid::Square::new(0, 0),
        algorithm,
        closed: false,
    }
}

#[test]
fn a_warm_up_runs_one_slice_without_a_word_then_is_forgotten() {
    use runut::problems::knight::core::Algorithm;
    let mut worker = WorkerState::new(runut::problems::open);
    let clock = std::cell::Cell::new(0.0);
    let tick = || {
        clock.set(clock.get() + 1.0);
        clock.get()
    };
    for job in [knight_tour(5, Algorithm::Warnsdorff), knight_tour(8, Algorithm::Backtracking)] {
        let warm = ToWorker::warm::<Knight>(&job).unwrap();
        assert!(worker.handle(&encode(&warm).unwrap(), 0.0).is_empty(), "a warm-up says nothing");
        assert!(worker.wants_slice(), "it runs one slice");
        assert!(worker.run_slice(&tick).is_empty(), "not even when its search ends");
        assert!(clock.get() > 1.0, "it ran");
        assert!(!worker.wants_slice(), "then it is forgotten");
        let pull = worker.handle(&encode(&ToWorker::Pull { max_events: 3 }).unwrap(), 0.0);
        assert!(pull.is_empty(), "a warm-up is no run the page can pull from");
    }
}

#[test]
fn a_start_replaces_a_warm_up_at_once() {
    use runut::problems::knight::core::Algorithm;
    let mut worker = WorkerState::new(runut::problems::open);
    let warm = ToWorker::warm::<Knight>(&knight_tour(8, Algorithm::Backtracking)).unwrap();
    worker.handle(&encode(&warm).unwrap(), 0.0);
    let start = ToWorker::start::<Knight>(&knight_tour(5, Algorithm::Warnsdorff)).unwrap();
    assert!(worker.handle(&encode(&start).unwrap(), 0.0).is_empty());
    assert!(!worker.wants_slice(), "the warm-up's slice is not run");
    let pull = worker.handle(&encode(&ToWorker::Pull { max_events: 1 }).unwrap(), 0.0);
    let Ok(FromWorker::<Knight>::Events { events, .. }) = decode(&pull[0]) else {
        panic!("the started run answers")
    };
    assert_eq!(events.len(), 1);
}

#[test]
fn a_warm_up_that_cannot_start_is_dropped_without_a_word() {
    let mut worker = WorkerState::new(runut::problems::open);
    let job =
        encode(&knight_tour(5, runut::problems::knight::core::Algorithm::Warnsdorff)).unwrap();
    for warm in [
        ToWorker::Warm { version: PROTOCOL_VERSION, problem: "chess".into(), job: job.clone() },
        ToWorker::Warm { version: PROTOCOL_VERSION, problem: "knight".into(), job: vec![9; 3] },
        ToWorker::Warm { version: PROTOCOL_VERSION - 1, problem: "knight".into(), job },
    ] {
        assert!(worker.handle(&encode(&warm).unwrap(), 0.0).is_empty(), "{warm:?}");
        assert!(!worker.wants_slice(), "{warm:?} is not run");
    }
}
