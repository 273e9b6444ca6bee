//! What the backtracking pages share: the status line's frame says each state and each end of a
//! run in the page's texts, the course's recursion has one line for each kind of event, and the
//! brute force runs, and is written, on a side of its own.

use runut::core::grid::Square;
use runut::core::search::{Event, EventKind, Mode, Trail};
use runut::model::backtracking::code::Recursion;
use runut::model::backtracking::compare::{beside_brute_force, program_on};
use runut::model::backtracking::words::{search_status, SearchWords};
use runut::model::code::{CodeLine, VALID};
use runut::model::driver::RunState;
use runut::model::page::common::BRUTE_FORCE;
use runut::model::page::Side;

/// The status line of a page whose texts name what the frame fills in.
fn status(state: RunState, mode: Mode, trail: &Trail<()>, failure: Option<&str>) -> String {
    let words = SearchWords {
        idle: "before".to_string(),
        stopped: "stopped: {nodes} {nodes|node|nodes}, {solutions} found",
        flat_out: "flat out: {nodes}, {solutions}",
        first: "first at {nodes}: {found} (m = {m})",
        none: "none in {nodes} (m = {m})",
        all: "all {solutions} in {nodes}",
        found: &|| "x = (1)".to_string(),
        values: &[("m", &7)],
        event: &|event| format!("event {event:?}"),
    };
    search_status(state, mode, trail, failure, &words)
}

/// A trail past the root (node 1) that has tried and rejected `tried` candidates, then tried
/// one more and found a solution with it if `solved`.
fn trail(tried: u16, solved: bool) -> Trail<()> {
    let mut trail = Trail::default();
    trail.apply(Event::Root);
    for col in 0..tried {
        trail.apply(Event::Try { depth: 0, at: Square::new(0, col) });
        trail.apply(Event::Reject { at: Square::new(0, col), why: () });
    }
    if solved {
        let at = Square::new(0, tried);
        trail.apply(Event::Try { depth: 0, at });
        trail.apply(Event::Advance { depth: 0, at });
        trail.apply(Event::Solution { index: 1 });
    }
    trail
}

#[test]
fn the_frame_says_each_state_in_the_pages_texts() {
    let quiet = Trail::default();
    assert_eq!(status(RunState::Idle, Mode::First, &quiet, None), "before");
    assert_eq!(status(RunState::Failed, Mode::First, &quiet, Some("lost")), "lost");
    assert_eq!(
        status(RunState::Stopped, Mode::All, &trail(0, false), None),
        "stopped: 1 node, 0 found"
    );
    assert_eq!(status(RunState::Paused, Mode::All, &quiet, None), "Paused after 0 nodes.");
    assert_eq!(status(RunState::Running, Mode::All, &quiet, None), "flat out: 0, 0");
    let shown = status(RunState::Running, Mode::All, &trail(2, false), None);
    assert_eq!(
        shown,
        format!("event {:?}", Event::<()>::Reject { at: Square::new(0, 1), why: () })
    );
}

#[test]
fn a_finished_search_is_said_by_the_end_it_came_to() {
    assert_eq!(
        status(RunState::Finished, Mode::First, &trail(2, true), None),
        "first at 4: x = (1) (m = 7)"
    );
    assert_eq!(status(RunState::Finished, Mode::All, &trail(2, true), None), "all 1 in 4");
    for mode in [Mode::First, Mode::All] {
        assert_eq!(status(RunState::Finished, mode, &trail(4, false), None), "none in 5 (m = 7)");
    }
}

/// The course's recursion in a page's names, with `setup` and `helpers` lines.
fn recursion(setup: Vec<CodeLine>, helpers: Vec<CodeLine>) -> Recursion {
    Recursion {
        main: ("procedure MAIN(n)", "main"),
        setup,
        root: ("root", "the root"),
        call: ("TRY(1)", "call"),
        report: "report",
        procedure: ("procedure TRY(k)", "try"),
        each: ("for x[k] ← 1 to n do", "each"),
        test: ("test x[k]", "test"),
        reject: ("if not PROMISING(k) then reject", "reject"),
        advance: ("take x[k]", "take"),
        solution: ("if k = n then output x", "output"),
        recurse: ("else TRY(k + 1)", "recurse"),
        retreat: ("undo x[k]", "undo"),
        helpers,
    }
}

#[test]
fn the_recursion_has_one_line_for_each_kind_of_event_between_its_setup_and_its_helpers() {
    let setup = CodeLine::quiet(1, "sort w", "sort");
    let helper = CodeLine::quiet(0, "function PROMISING(k)", "promising");
    let program = recursion(vec![setup], vec![helper]).program("search");
    assert_eq!(program.name, "search");
    let codes: Vec<&str> = program.lines.iter().map(|line| line.code).collect();
    assert_eq!(codes[..3], ["procedure MAIN(n)", "sort w", "root"]);
    assert_eq!(codes.last(), Some(&"function PROMISING(k)"));
    let kinds = [
        EventKind::Root,
        EventKind::Exhausted,
        EventKind::Try,
        EventKind::Reject,
        EventKind::Advance,
        EventKind::Solution,
        EventKind::Retreat,
    ];
    for kind in kinds {
        let lines = program.lines.iter().filter(|line| line.emits == Some(kind)).count();
        assert_eq!(lines, 1, "{kind:?}");
    }
    assert!(program.recursive());
    let indents: Vec<u8> = program.lines.iter().map(|line| line.indent).collect();
    assert_eq!(indents, [0, 1, 1, 1, 1, 0, 1, 2, 2, 2, 2, 2, 2, 0]);
}

#[test]
fn the_brute_force_has_a_side_and_a_program_of_its_own() {
    assert!(
        beside_brute_force(false, 1, || panic!("no brute force without a comparison")).is_empty()
    );
    let sides = beside_brute_force(true, 1, || 2);
    let slugs: Vec<(i32, &str)> = sides.iter().map(|(job, side)| (*job, side.slug)).collect();
    assert_eq!(slugs, [(1, "backtracking"), (2, BRUTE_FORCE)]);

    let program = || {
        recursion(Vec::new(), vec![CodeLine::quiet(0, "function PROMISING(k)", "")])
            .program("search")
    };
    assert_eq!(program_on(None, program(), "valid"), program());
    assert_eq!(program_on(Some(sides[0].1), program(), "valid"), program());
    let brute = program_on(Some(Side { slug: BRUTE_FORCE, name: "" }), program(), "valid");
    assert_eq!(brute.name, "Brute force");
    let reject = brute.line_of(EventKind::Reject).expect("a test of complete candidates");
    assert!(brute.lines[reject - 1].code.contains(VALID), "{}", brute.lines[reject - 1].code);
    assert_eq!(brute.lines[reject - 1].plain, "valid");
    assert!(
        brute.lines.iter().all(|line| !line.code.contains("PROMISING")),
        "no bounding function"
    );
}
