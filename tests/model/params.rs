//! URL parameters: strict parsing with notices, and the links the page writes.

use proptest::prelude::*;
use runut::core::grid::{Board, Square};
use runut::core::search::Stats;
use runut::core::search::{Event, Trail};
use runut::core::slug::Slugged;
use runut::model::driver::RunState;
use runut::model::page::common::Common;
use runut::model::page::{Jobs, Link, Status};
use runut::model::query::{check_problem, query_pairs};
use runut::model::speed::Speed;
use runut::model::status::format_count;
use runut::problems::knight::core::Rejection;
use runut::problems::knight::core::{Algorithm, Outcome};
use runut::problems::knight::model::job::KnightEnding;
use runut::problems::knight::model::settings::KnightSettings;
use runut::problems::knight::Knight;
use runut::problems::queens::core::Mode;
use runut::problems::queens::model::settings::QueensSettings;
use runut::problems::queens::Queens;

/// The knight's settings and the shared ones a link asks for, as the page reads them (its own,
/// then the shared), with the notices.
fn settings(query: &str) -> ((KnightSettings, Common), Vec<String>) {
    let pairs = query_pairs(query);
    let (own, mut notices) = Knight::settings(&pairs);
    let common = Common::from_url(&pairs, &mut notices);
    ((own, common), notices)
}

#[test]
fn a_full_link_is_honoured_without_notices() {
    let ((s, common), notices) =
        settings("?p=knight&rows=6&cols=7&start=2,3&algo=warnsdorff-bt&closed=1&run=1&speed=max");
    assert!(notices.is_empty(), "{notices:?}");
    assert_eq!((s.board.rows(), s.board.cols()), (6, 7));
    assert_eq!(s.start, Square::new(2, 3));
    assert_eq!(s.algorithm, Algorithm::WarnsdorffBacktracking);
    assert!(s.closed && common.run);
    assert_eq!(common.speed, Speed::Max);
}

#[test]
fn the_malformed_link_of_the_issue_gives_notices_and_a_usable_board() {
    let ((s, _), notices) = settings("?p=knight&rows=abc&cols=-3&start=zz");
    // The default side (5: plain backtracking's tree shows at once) for the rows.
    assert_eq!((s.board.rows(), s.board.cols()), (5, 1));
    assert_eq!(s.start, Square::new(0, 0));
    assert_eq!(notices.len(), 3, "{notices:?}");
    assert!(notices[0].contains("rows=abc"));
    assert!(notices[1].contains("cols=-3"));
    assert!(notices[2].contains("start=zz"));
}

#[test]
fn out_of_range_values_are_clamped_with_a_notice() {
    let ((s, common), notices) =
        settings("?rows=5000&cols=0&speed=1000000000&algo=magic&run=yes&start=99,99");
    assert_eq!((s.board.rows(), s.board.cols()), (1000, 1));
    assert_eq!(common.speed, Speed::PerSecond(100_000.0));
    assert_eq!(s.algorithm, Algorithm::Backtracking, "the default: the search that backtracks");
    assert!(!common.run);
    assert_eq!(s.start, Square::new(0, 0));
    assert_eq!(notices.len(), 6, "{notices:?}");
}

#[test]
fn an_unknown_problem_falls_back_to_the_knight_with_a_notice() {
    // A link naming no problem (or none of the list) opens the list's first page, the knight's.
    let known = runut::problems::tabs();
    assert_eq!(known[0].0, "knight");
    let mut notices = Vec::new();
    check_problem(&query_pairs("?p=chess"), &known, &mut notices);
    assert_eq!(notices.len(), 1);
    check_problem(&query_pairs(""), &known, &mut notices);
    check_problem(&query_pairs("?p=queens"), &known, &mut notices);
    assert_eq!(notices.len(), 1);
}

#[test]
fn percent_encoded_values_are_decoded() {
    let ((s, _), notices) = settings("?start=1%2C2&rows=5&cols=5");
    assert!(notices.is_empty());
    assert_eq!(s.start, Square::new(1, 2));
}

proptest! {
    /// Any query string, however broken, parses without panicking into a valid board and start.
    #[test]
    fn any_query_gives_a_valid_board(query in ".{0,80}") {
        let ((s, _), _) = settings(&query);
        prop_assert!(s.board.contains(s.start));
    }

    /// The link the page writes reproduces its settings exactly.
    #[test]
    fn links_round_trip(rows in 1u16..=64, cols in 1u16..=64, r in 0u16..64, c in 0u16..64,
                        algorithm in 0usize..3, closed: bool, position in 0u32..=51, practice: bool) {
        let original = KnightSettings {
            board: Board::new(rows, cols).unwrap(),
            start: Square::new(r % rows, c % cols),
            algorithm: Algorithm::SLUGS[algorithm].0,
            closed,
            compare: None,
            numbers: position % 2 == 0,
            lines: position % 3 == 0,
        };
        let common = Common { speed: Speed::from_slider(position), practice, ..Common::default() };
        let (parsed, notices) = settings(&format!("{}{}", Knight::query(&original), common.query()));
        prop_assert!(notices.is_empty(), "{:?}", notices);
        prop_assert_eq!(parsed, (original, common));
    }
}

#[test]
fn the_status_line_says_how_the_search_ended() {
    let board = Board::new(4, 4).unwrap();
    let start = Square::new(0, 0);
    let settings = KnightSettings { board, start, ..KnightSettings::default() };
    let trail = Trail::from_snapshot(
        vec![start, Square::new(2, 1)],
        Stats { nodes: 1234, ..Stats::default() },
        true,
        None,
    );
    let stuck = Some(KnightEnding::Searched(Outcome::Stuck { moves: 1 }));
    let text = Knight::status(&settings, RunState::Finished, &trail, stuck, None);
    assert!(
        text.contains("stuck at move 2") && text.contains("(3, 2)") && text.contains("14 squares"),
        "{text}"
    );
    let none = Some(KnightEnding::Searched(Outcome::NoTour));
    let text = Knight::status(&settings, RunState::Finished, &trail, none, None);
    assert!(text.contains("No tour from (1, 1)") && text.contains("1,234 nodes"), "{text}");
    let text = Knight::status(&settings, RunState::Failed, &trail, None, Some("worker died"));
    assert_eq!(text, "worker died");
}

#[test]
fn the_status_line_narrates_each_event() {
    let board = Board::new(5, 5).unwrap();
    let start = Square::new(0, 0);
    let settings = KnightSettings { board, start, ..KnightSettings::default() };
    let mut trail = Trail::default();
    let mut say = |event| {
        trail.apply(event);
        Knight::status(&settings, RunState::Paused, &trail, None, None)
    };
    assert!(say(Event::Try { depth: 0, at: start }).contains("Node 1"));
    assert!(say(Event::Advance { depth: 0, at: start }).contains("starts on (1, 1)"));
    assert!(say(Event::Try { depth: 1, at: Square::new(2, 1) }).contains("trying (3, 2) as move 2"));
    assert!(say(Event::Reject { at: Square::new(2, 1), why: Rejection::Visited })
        .contains("already on the path"));
    assert!(say(Event::Try { depth: 1, at: Square::new(1, 2) }).contains("Node 3"));
    assert!(say(Event::Advance { depth: 1, at: Square::new(1, 2) }).contains("Move 2"));
    assert!(say(Event::Retreat { depth: 1, at: Square::new(1, 2) }).contains("backtrack"));
}

#[test]
fn counts_get_thousands_separators() {
    assert_eq!(format_count(0), "0");
    assert_eq!(format_count(999), "999");
    assert_eq!(format_count(1000), "1,000");
    assert_eq!(format_count(39_965_558), "39,965,558");
}

#[test]
fn queens_links_are_parsed_strictly_and_round_trip() {
    let read = |query: &str| {
        let pairs = query_pairs(query);
        let (own, mut notices) = Queens::settings(&pairs);
        let common = Common::from_url(&pairs, &mut notices);
        ((own, common), notices)
    };
    let link = |(own, common): &(QueensSettings, Common)| {
        format!("{}{}", Queens::query(own), common.query())
    };
    let query = "?p=queens&n=5&mode=first&run=1&speed=max&practice=1";
    let (s, notices) = read(query);
    assert!(notices.is_empty());
    let expected = QueensSettings { n: 5, mode: Mode::First, compare: false };
    let common = Common { speed: Speed::Max, run: true, workers: None, practice: true, at: None };
    assert_eq!(s, (expected, common));
    let (back, notices) = read(&link(&s));
    assert!(notices.is_empty());
    assert_eq!(back, (s.0.clone(), Common { run: false, ..s.1 }));
    let ((s, _), notices) = read("?p=queens&n=zero&mode=every");
    assert_eq!((s.n, s.mode), (8, Mode::First));
    assert_eq!(notices.len(), 2, "{notices:?}");
    let s = read("?n=0&workers=99").0;
    assert_eq!((s.0.n, s.1.workers), (1, Some(16)));
    let (back, _) = read(&link(&s));
    assert_eq!(back.1.workers, Some(16));
}

#[test]
fn knight_settings_change_as_the_page_changes_them() {
    use runut::problems::knight::model::settings::KnightChange;
    let ((s, _), _) = settings("?p=knight&rows=8&cols=8&start=6,7&run=1");
    let (next, notices) = Knight::changed(&s, KnightChange::Side { rows: false, text: "5".into() });
    assert_eq!((next.board.cols(), next.start), (5, Square::new(6, 4)));
    assert_eq!(notices, Some(Vec::new()));
    let (next, notices) =
        Knight::changed(&next, KnightChange::Side { rows: true, text: "x".into() });
    assert_eq!((next.board.rows(), notices.as_ref().map(Vec::len)), (5, Some(1)), "{notices:?}");
    let (moved, _) = Knight::changed(&next, KnightChange::Start(Square::new(9, 9)));
    assert_eq!(moved.start, next.start, "a square off the board is ignored");
    let (closed, _) = Knight::changed(&next, KnightChange::Closed(true));
    assert_ne!(Knight::job(&closed), Knight::job(&next));
}

#[test]
fn queens_settings_change_as_the_page_changes_them() {
    use runut::problems::queens::model::settings::QueensChange;
    let (s, _) = Queens::settings(&query_pairs("?p=queens&n=6&run=1"));
    let (next, notices) = Queens::changed(&s, QueensChange::N("0".into()));
    assert_eq!((next.n, notices.map(|n| n.len())), (1, Some(1)));
    let (next, notices) = Queens::changed(&next, QueensChange::Mode(Mode::All));
    assert_eq!((next.mode, notices), (Mode::All, None));
    assert_ne!(Queens::job(&next), Queens::job(&s));
}

#[test]
fn notices_repeat_a_value_briefly_and_isolated_from_the_text_around_it() {
    let long = format!("?p=knight&algo={}", "A".repeat(100_000));
    let (_, notices) = settings(&long);
    assert_eq!(notices.len(), 1);
    assert!(notices[0].chars().count() < 150, "{}", notices[0]);
    assert!(
        notices[0].contains("\u{2068}algo=AAAAAAAAAAAAAAAAAAAAAAAA…\u{2069}"),
        "{}",
        notices[0]
    );
    // A right-to-left override cannot reverse the notice: it is dropped, and the value isolated.
    let (_, notices) = settings("?p=knight&rows=%E2%80%AE01");
    assert_eq!(notices.len(), 1);
    assert!(!notices[0].contains('\u{202e}'), "{:?}", notices[0]);
    assert!(notices[0].contains("“\u{2068}rows=01\u{2069}” is not a number"), "{:?}", notices[0]);
}

#[test]
fn compare_links_are_parsed_strictly_and_round_trip() {
    let ((s, _), notices) = settings("?algo=backtracking&compare=warnsdorff-bt");
    assert!(notices.is_empty(), "{notices:?}");
    assert_eq!(s.compare, Some(Algorithm::WarnsdorffBacktracking));
    assert_eq!(Knight::compared(&s).len(), 2);
    assert_eq!(settings(&Knight::query(&s)).0 .0, s);
    let ((s, _), notices) = settings("?compare=quantum");
    assert_eq!((s.compare, notices.len()), (None, 1));
    assert!(notices[0].contains("compare=quantum"));

    let (q, notices) = Queens::settings(&query_pairs("?p=queens&n=6&compare=brute-force"));
    assert!(notices.is_empty() && q.compare);
    assert_eq!(Queens::compared(&q).len(), 2);
    assert_eq!(Queens::settings(&query_pairs(&Queens::query(&q))).0, q);
    let (q, notices) = Queens::settings(&query_pairs("?p=queens&compare=guessing"));
    assert!(!q.compare && Queens::compared(&q).is_empty());
    assert_eq!(notices.len(), 1);
}
