//! The learner's own search: programs of the course's problems reproduce the built-in pages'
//! searches event for event, and every kind of mistake ends with an error naming its function.

use runut::core::grid::Square;
use runut::core::search::{Event, Mode, Search};
use runut::problems::own::core::program::{Function, Program, ProgramError, Trouble};
use runut::problems::own::core::search::OwnSearch;
use runut::problems::own::core::texts::NodeText;
use runut::problems::own::model::examples;
use runut::problems::own::model::replay::OwnEvent;
use runut::problems::queens::core::search::QueensSearch;

const QUEENS: &str = examples::QUEENS.source;

fn search(source: &str, mode: Mode) -> OwnSearch {
    OwnSearch::new(Program::compile(source, false).expect("the program compiles"), mode, true)
}

fn queens(n: u16) -> String {
    QUEENS.replace("const N = 8;", &format!("const N = {n};"))
}

/// Steps `own` beside a built-in page's `page` search: the same kinds of event at the same
/// depths, each node's value `value_of` the page's square.
fn same_search<S: Search>(
    mut own: OwnSearch,
    mut page: S,
    value_of: impl Fn(Square) -> String,
    what: &str,
) {
    let mut moment = 0;
    loop {
        let (mine, theirs) = (own.step(), page.step());
        moment += 1;
        let (Some(mine), Some(theirs)) = (mine, theirs) else {
            assert_eq!(
                mine.is_none(),
                theirs.is_none(),
                "{what}: both end at event {moment} ({:?})",
                own.failure()
            );
            break;
        };
        assert_eq!(mine.kind(), theirs.kind(), "{what}, event {moment}");
        if let (Event::Try { depth, at }, Event::Try { depth: d, at: a }) = (mine, theirs) {
            assert_eq!(depth, d, "{what}, event {moment}");
            let text = NodeText::split(own.texts().get(at.col).unwrap());
            assert_eq!(text.value, value_of(a), "{what}, event {moment}: the value");
        }
    }
    assert_eq!(own.stats(), page.stats(), "{what}");
    assert!(own.failure().is_none(), "{what}");
}

#[test]
fn the_queens_program_searches_as_the_queens_page_event_for_event() {
    for (n, mode) in [(4, Mode::All), (5, Mode::First), (6, Mode::All), (8, Mode::First)] {
        let column = |at: Square| (at.col + 1).to_string();
        same_search(
            search(&queens(n), mode),
            QueensSearch::new(n, mode),
            column,
            &format!("n = {n}"),
        );
    }
}

const SUBSETS: &str = examples::SUBSETS.source;

#[test]
fn the_sum_of_subsets_program_searches_as_the_subsets_page_event_for_event() {
    use runut::problems::subsets::core::{Instance, SubsetsSearch};
    for (weights, m) in
        [(vec![7, 11, 13, 24], 31), (vec![3, 5, 6, 7, 9, 12, 15], 30), (vec![1, 2, 4, 8, 16], 21)]
    {
        let sorted = format!("{weights:?}");
        let program =
            SUBSETS.replace("[7, 11, 13, 24]", &sorted).replace("M = 31", &format!("M = {m}"));
        for mode in [Mode::First, Mode::All] {
            let page = SubsetsSearch::new(Instance::new(&weights, m), mode);
            let what = format!("w = {sorted}, m = {m}, {mode:?}");
            same_search(search(&program, mode), page, |at: Square| at.col.to_string(), &what);
        }
    }
}

const COLOURING: &str = examples::COLOURING.source;

#[test]
fn the_colouring_program_searches_as_the_colouring_page_event_for_event() {
    use runut::core::graph::named;
    use runut::problems::colouring::core::ColouringSearch;
    for (name, m) in [("course", 3), ("course", 2), ("house", 3), ("petersen", 3), ("sumatra", 4)] {
        let graph = named(name).expect("a built-in graph");
        let edges: Vec<String> =
            graph.edges().iter().map(|(u, v)| format!("[{}, {}]", u + 1, v + 1)).collect();
        let program = COLOURING
            .replace("[[1, 2], [1, 3], [1, 4], [2, 3], [3, 4]]", &format!("[{}]", edges.join(", ")))
            .replace("const N = 4;", &format!("const N = {};", graph.len()))
            .replace("const M = 3;", &format!("const M = {m};"));
        for mode in [Mode::First, Mode::All] {
            let page = ColouringSearch::new(graph.clone(), m, mode);
            let what = format!("{name}, m = {m}, {mode:?}");
            same_search(search(&program, mode), page, |at: Square| at.col.to_string(), &what);
        }
    }
}

#[test]
fn all_of_8_queens_is_15721_nodes_and_92_solutions_with_the_reasons_said() {
    let mut own = search(QUEENS, Mode::All);
    let mut reasons = std::collections::BTreeSet::new();
    while let Some(event) = own.step() {
        if let Event::Reject { at, .. } = event {
            let text = NodeText::split(own.texts().get(at.col).unwrap());
            reasons.insert(text.reason.expect("a string reason"));
        }
    }
    assert_eq!((own.stats().nodes, own.stats().solutions), (15_721, 92));
    assert!(reasons.contains("same column as row 1") && reasons.contains("same diagonal as row 7"));
}

/// The error a program makes, and where.
fn error_of(source: &str) -> runut::problems::own::core::program::ProgramError {
    let program = match Program::compile(source, false) {
        Err(error) => return error,
        Ok(program) => program,
    };
    let mut own = OwnSearch::new(program, Mode::All, true);
    while own.step().is_some() {}
    own.failure().expect("the search fails").0.clone()
}

#[test]
fn every_kind_of_mistake_ends_the_search_with_its_function_and_place() {
    let syntax = error_of("fn candidates(x) { [1, 2 }\nfn is_solution(x) { true }");
    assert_eq!((syntax.trouble, syntax.at.map(|a| a.0)), (Trouble::Syntax, Some(1)));
    let missing = error_of("fn candidates(x) { [] }");
    assert_eq!((missing.trouble, missing.function), (Trouble::Missing, Some(Function::IsSolution)));
    let endless = error_of("fn candidates(x) { loop { } }\nfn is_solution(x) { false }");
    assert_eq!((endless.trouble, endless.function), (Trouble::TooLong, Some(Function::Candidates)));
    let deep =
        error_of("fn f(n) { f(n + 1) }\nfn candidates(x) { f(0) }\nfn is_solution(x) { false }");
    assert_eq!((deep.trouble, deep.function), (Trouble::TooDeep, Some(Function::Candidates)));
    let huge = error_of(
        "fn candidates(x) { let v = []; loop { v.push(1); } }\nfn is_solution(x) { false }",
    );
    assert_eq!((huge.trouble, huge.function), (Trouble::TooLarge, Some(Function::Candidates)));
    let index = error_of(
        "fn candidates(x) { [1] }\nfn promising(x) {\n  x[5] == 1\n}\nfn is_solution(x) { false }",
    );
    assert_eq!(
        (index.trouble, index.function, index.at.map(|a| a.0)),
        (Trouble::Run, Some(Function::Promising), Some(3))
    );
    let returned =
        error_of("fn candidates(x) { [1] }\nfn promising(x) { 5 }\nfn is_solution(x) { false }");
    assert_eq!(
        (returned.trouble, returned.function),
        (Trouble::Returned, Some(Function::Promising))
    );
    let two = error_of(
        "fn candidates(x) { [] }\nfn promising(x, k) { true }\nfn is_solution(x) { true }",
    );
    assert_eq!((two.trouble, two.function), (Trouble::Missing, Some(Function::Promising)));
}

/// The reason the first dead node of `source`'s search gives, if a node dies.
fn first_reason(source: &str) -> Option<String> {
    let mut own = search(source, Mode::All);
    while let Some(event) = own.step() {
        if let Event::Reject { at, .. } = event {
            return NodeText::split(own.texts().get(at.col).unwrap()).reason;
        }
    }
    None
}

/// The part of Rhai's library a search's program has: arithmetic, comparisons, ranges, the
/// array functions (with function pointers), strings joined to any value both ways; not the
/// rest (`sleep` would hold the worker, `parse_json` and the string functions are left out),
/// whose call is a run-time error naming the function.
#[test]
fn a_program_has_the_library_a_search_needs_and_not_the_rest() {
    let source = r#"
fn candidates(x) { if x.len() == 0 { [1] } else { [] } }
fn promising(x) {
    let v = [5, 3, 9, 1];
    v.sort();
    let big = v.filter(|n| n > 2);
    let sum = v.reduce(|s, n| s + n, 0);
    let far = (3 - 10).abs() + max(2, 7) + min(2, 7);
    let found = v.index_of(9) + if v.contains(3) && 9 in v { 1 } else { 0 };
    v.reverse();
    let said = `${v}`;
    "" + v[0] + " " + big.len() + " " + sum + " " + far + " " + found + " " + said + " " + said.len() + " " + true
}
fn is_solution(x) { false }
"#;
    assert_eq!(first_reason(source).as_deref(), Some("9 3 18 16 4 [9, 5, 3, 1] 12 true"));
    let joined = "fn candidates(x) { [1] }\nfn promising(x) { 2 + \" of \" + x.len() }\nfn is_solution(x) { false }";
    assert_eq!(first_reason(joined).as_deref(), Some("2 of 1"));
    let left_out = [
        ("sleep(1)", "sleep"),
        ("parse_json(\"1\")", "parse_json"),
        ("\"ab\".to_upper()", "to_upper"),
        ("#{a: 1}.keys()", "keys"),
    ];
    for (call, name) in left_out {
        let source = format!("fn candidates(x) {{ {call}; [] }}\nfn is_solution(x) {{ false }}");
        let error = error_of(&source);
        let named = error.message.contains(name);
        assert!(error.trouble == Trouble::Run && named, "{call}: {error:?}");
    }
    let long = error_of(
        "fn candidates(x) { let s = \"\"; loop { s = s + 1; } }\nfn is_solution(x) { false }",
    );
    assert_eq!((long.trouble, long.function), (Trouble::TooLarge, Some(Function::Candidates)));
}

/// Candidates that never run out end the search once `x` holds `MAX_DEPTH` values, with the
/// nodes counted those in its tree.
#[test]
fn candidates_that_never_run_out_end_the_search_at_its_depth_limit() {
    use runut::problems::own::core::search::MAX_DEPTH;
    let program = Program::compile("fn candidates(x) { [1] }\nfn is_solution(x) { false }", false);
    let mut own = OwnSearch::new(program.expect("it compiles"), Mode::All, true);
    let mut tried = 0;
    while let Some(event) = own.step() {
        tried += u64::from(matches!(event, Event::Try { .. }));
    }
    let (error, node) = own.failure().expect("the search fails");
    assert_eq!((error.trouble, error.function), (Trouble::Endless, Some(Function::Candidates)));
    assert_eq!((own.path().len(), own.stats().nodes), (MAX_DEPTH, tried + 1));
    assert_eq!(node, tried + 2, "the node it would have made");
}

/// A node that `promising` fails on is not counted: the figures are the tree's.
#[test]
fn a_node_the_program_fails_on_is_not_counted() {
    let source = "fn candidates(x) { if x.len() == 2 { [] } else { [1, 2] } }\n\
                  fn promising(x) { if x.len() == 2 && x[1] == 2 { x[9] } else { true } }\n\
                  fn is_solution(x) { false }";
    let mut own = search(source, Mode::All);
    let mut tried = 0;
    while let Some(event) = own.step() {
        tried += u64::from(matches!(event, Event::Try { .. }));
    }
    let (error, node) = own.failure().expect("the search fails");
    assert_eq!(error.function, Some(Function::Promising));
    assert_eq!((own.stats().nodes, node), (tried + 1, tried + 2));
}

/// Past all but one of the texts a run may name, the search ends with an error that still has
/// its own number (and reads back as that error).
#[test]
fn a_run_that_names_too_many_texts_ends_with_its_error_said() {
    use runut::problems::own::core::texts::{Texts, MAX_TEXTS};
    let mut texts = Texts::default();
    for k in 0..MAX_TEXTS - 1 {
        assert!(texts.number(k.to_string()).is_some());
    }
    assert_eq!(texts.number("one more".into()), None);
    let error = ProgramError {
        trouble: Trouble::TooLarge,
        message: "too many".into(),
        at: None,
        function: None,
    };
    let number = texts.number_error(error.joined());
    assert_eq!(usize::from(number), MAX_TEXTS - 1);
    assert_eq!(ProgramError::split(texts.get(number).unwrap()), Some(error));
}

const EIGHT: &str = examples::EIGHT_PUZZLE.source;

#[test]
fn the_8_puzzle_by_least_cost_generates_the_15_puzzle_pages_nodes() {
    use runut::core::branch::engine::{BranchSearch, Engine};
    use runut::core::branch::{BranchEvent, Selection};
    use runut::problems::fifteen::core::{Estimate, FifteenTree, Position};
    use runut::problems::own::core::least_cost::OwnLeastCost;
    for start in [
        Position::parse("1,2,3,4,0,6,7,5,8").unwrap(),
        Position::shuffled(3, 12, 7),
        Position::shuffled(3, 16, 2),
    ] {
        let tiles = format!("[{start}]");
        let program =
            Program::compile(&EIGHT.replace("[1, 2, 3, 4, 0, 6, 7, 5, 8]", &tiles), true).unwrap();
        let mut own = OwnLeastCost::new(program, true, 100_000);
        let mut page = BranchSearch::new(
            FifteenTree::new(&start, Estimate::Misplaced),
            Selection::LeastCost,
            true,
            100_000,
        );
        let mut moment = 0;
        loop {
            moment += 1;
            let (mine, theirs) = (own.step(), page.step());
            let (Some(mine), Some(theirs)) = (mine, theirs) else {
                assert_eq!(
                    mine.is_none(),
                    theirs.is_none(),
                    "{tiles}: both end at event {moment} ({:?})",
                    own.failure()
                );
                break;
            };
            match (mine, theirs) {
                (
                    BranchEvent::Generate { node, parent, cost, .. },
                    BranchEvent::Generate { node: n, parent: p, cost: c, .. },
                ) => {
                    assert_eq!((node, parent, cost), (n, p, c), "{tiles}, event {moment}");
                }
                (mine, theirs) => assert_eq!(
                    format!("{mine:?}"),
                    format!("{theirs:?}"),
                    "{tiles}, event {moment}"
                ),
            }
        }
        assert_eq!(own.stats(), page.stats(), "{tiles}");
        assert_eq!(own.answer(), page.answer(), "{tiles}");
    }
}

/// A node's text crosses to the page as one string and reads back the same: a part that holds
/// the separator gets a space, an empty label or reason reads as none.
#[test]
fn a_node_text_reads_back_as_it_was_written() {
    let full = NodeText {
        value: "[1, 2]".into(),
        label: Some("go \u{1f}left".into()),
        reason: Some("too far".into()),
        dead: true,
    };
    let read = NodeText::split(&full.joined());
    assert_eq!(read, NodeText { label: Some("go  left".into()), ..full });
    let bare = NodeText { value: "7".into(), label: None, reason: None, dead: false };
    assert_eq!(NodeText::split(&bare.joined()), bare);
    let empty =
        NodeText { reason: Some(String::new()), label: Some(String::new()), ..NodeText::default() };
    assert_eq!(NodeText::split(&empty.joined()), NodeText::default());
}

/// The search hands each text over once, in the order its squares number them.
#[test]
fn the_search_hands_each_text_over_once_in_order() {
    let mut own = search(&queens(4), Mode::All);
    let mut handed: Vec<String> = Vec::new();
    let mut most = 0;
    while let Some(event) = own.step() {
        handed.extend(own.take_texts());
        if let Event::Try { at, .. } = event {
            assert!(usize::from(at.col) < handed.len(), "text {} handed before its node", at.col);
            assert_eq!(own.texts().get(at.col), Some(handed[usize::from(at.col)].as_str()));
            most = most.max(usize::from(at.col) + 1);
        }
    }
    assert_eq!(handed.len(), most, "nothing handed twice or unused");
}

/// In the worker: a program that does not compile ends its run at once, its error (with its
/// line and column) the run's one text; one that runs sends each node's text before the events
/// that number it.
#[test]
fn the_worker_sends_the_programs_error_and_its_nodes_texts() {
    use runut::model::protocol::{FromWorker, ToWorker};
    use runut::model::runner::Runner;
    use runut::problems::own::model::job::{OwnEnding, OwnJob};
    use runut::problems::own::Own;
    let pull = ToWorker::Pull { max_events: 1000 };
    let job = |source: &str| OwnJob {
        source: source.to_string(),
        mode: Mode::All,
        bounded: true,
        least_cost: false,
    };
    let mut broken = Runner::<Own>::new(job("fn candidates(x) { [1, 2 }"));
    let [FromWorker::Events { events, ending, texts }] = &broken.handle(&pull, 0.0)[..] else {
        panic!("one answer");
    };
    assert!(events.is_empty());
    assert_eq!(*ending, Some(OwnEnding::Failed { text: 0, node: 0 }));
    let error = ProgramError::split(&texts[0]).expect("an error's text");
    assert_eq!((error.trouble, error.at.map(|(line, _)| line)), (Trouble::Syntax, Some(1)));
    let mut runner = Runner::<Own>::new(job(&queens(4)));
    let mut texts: Vec<String> = Vec::new();
    loop {
        let answer = runner.handle(&pull, 0.0);
        let [FromWorker::Events { events, ending, texts: new }] = &answer[..] else { panic!() };
        texts.extend(new.iter().cloned());
        for event in events {
            if let OwnEvent::Depth(Event::Try { at, .. }) = event {
                assert!(usize::from(at.col) < texts.len(), "node text {} sent", at.col);
            }
        }
        if ending.is_some() {
            assert_eq!(*ending, Some(OwnEnding::Exhausted));
            break;
        }
    }
    let values: std::collections::BTreeSet<String> =
        texts.iter().map(|t| NodeText::split(t).value).collect();
    assert_eq!(values, ["1", "2", "3", "4"].map(String::from).into());
}

/// A program crosses a link whole, whatever it holds; a link's mistakes get notices.
#[test]
fn a_program_crosses_a_link_whole_and_a_links_mistakes_get_notices() {
    use runut::model::page::{Jobs, Link};
    use runut::model::query::query_pairs;
    use runut::problems::own::core::Method;
    use runut::problems::own::model::settings::{OwnSettings, MAX_SOURCE};
    use runut::problems::own::Own;
    let hostile = "const S = \"a&b=c#d%20e+f?\";\n// </script><b>ñ 中 😀\nfn candidates(x) { [] }\n\tfn is_solution(x) { true }";
    let settings = OwnSettings {
        source: hostile.into(),
        mode: Mode::All,
        method: Method::Backtracking,
        compare: true,
        other: None,
    };
    let (read, notices) = Own::settings(&query_pairs(&Own::query(&settings)));
    assert_eq!((read, notices), (settings.clone(), Vec::new()));
    // The other program of a comparison of two crosses it whole too, and is searched beside.
    let two = OwnSettings { other: Some(hostile.replace("true", "false")), ..settings };
    let (read, notices) = Own::settings(&query_pairs(&Own::query(&two)));
    assert_eq!((&read, notices), (&two, Vec::new()));
    let jobs: Vec<_> =
        Own::compared(&read).into_iter().map(|(job, side)| (job.source, side.slug)).collect();
    assert_eq!(jobs, [(two.source.clone(), "program"), (two.other.clone().unwrap(), "other")]);
    let (example, notices) = Own::settings(&query_pairs("?p=own&example=subsets"));
    assert_eq!((example.source.as_str(), notices.len()), (examples::SUBSETS.source, 0));
    let (fallback, notices) =
        Own::settings(&query_pairs("?p=own&example=chess&search=dfs&mode=some&compare=b"));
    assert_eq!(fallback.source.as_str(), examples::QUEENS.source);
    assert_eq!(notices.len(), 4, "{notices:?}");
    // The 8-puzzle example is searched by least cost unless the link says otherwise.
    let (eight, notices) = Own::settings(&query_pairs("?p=own&example=8-puzzle"));
    assert_eq!((eight.method, notices.len()), (Method::LeastCost, 0), "{notices:?}");
    assert_eq!(Own::settings(&query_pairs(&Own::query(&eight))).0, eight);
    let (plain, _) = Own::settings(&query_pairs("?p=own&example=8-puzzle&search=backtracking"));
    assert_eq!(plain.method, Method::Backtracking);
    // A search the page does not know is the one the link would have without it.
    let (unknown, notices) = Own::settings(&query_pairs("?p=own&example=8-puzzle&search=dfs"));
    assert_eq!((unknown.method, notices.len()), (Method::LeastCost, 1), "{notices:?}");
    crate::common::check_guide_lists::<Method>("own", "search");
    crate::common::check_guide_lists::<runut::problems::own::model::settings::Against>(
        "own", "compare",
    );
    let long = "x".repeat(MAX_SOURCE + 5);
    let (cut, notices) = Own::settings(&[("src".into(), long)]);
    assert_eq!((cut.source.len(), notices.len()), (MAX_SOURCE, 1));
}

/// Runs `own` to its end.
fn finish(mut own: OwnSearch) -> OwnSearch {
    while own.step().is_some() {}
    assert!(own.failure().is_none(), "{:?}", own.failure());
    own
}

/// Every permutation of 1..`n`, as the course's tree without a bounding function generates them.
fn permutations(n: i64) -> Vec<Vec<i64>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let shorter = permutations(n - 1);
    let mut all = Vec::new();
    for p in &shorter {
        for at in 0..=p.len() {
            let mut q = p.clone();
            q.insert(at, n);
            all.push(q);
        }
    }
    all
}

/// The permutations example has no bounding function: its tree is every arrangement's prefix
/// (1 + 3 + 6 + 6 nodes) and its solutions the 3! permutations.
#[test]
fn the_permutations_example_generates_every_prefix_and_finds_every_permutation() {
    let own = finish(search(examples::PERMUTATIONS.source, Mode::All));
    assert_eq!((own.stats().nodes, own.stats().solutions), (16, 6));
}

/// The guide's worked example (the code block under "A worked example") finds
/// exactly the arrangements of 1..5 a brute force finds, and without its bounding function
/// generates every prefix of every permutation, as the guide says.
#[test]
fn the_guides_worked_example_finds_what_a_brute_force_finds() {
    let guide = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/guide.md"))
        .expect("the guide");
    let section = guide.split("### A worked example").nth(1).expect("the worked example");
    let source = section.split("```").nth(1).expect("its program");
    let apart = |p: &Vec<i64>| p.windows(2).all(|w| (w[0] - w[1]).abs() >= 2);
    let expected = permutations(5).iter().filter(|p| apart(p)).count() as u64;
    let bounded = finish(search(source, Mode::All));
    assert_eq!(bounded.stats().solutions, expected);
    let program = Program::compile(source, false).expect("the program compiles");
    let unbounded = finish(OwnSearch::new(program, Mode::All, false));
    let prefixes: u64 = (0..=5).map(|k| (5 - k + 1..=5).product::<u64>()).sum();
    assert_eq!(unbounded.stats().nodes, prefixes);
    assert!(section.contains(&format!("every one of the {prefixes} nodes")), "the guide's count");
    assert!(bounded.stats().nodes < prefixes);
}

/// The page's least-cost run of the 8-puzzle example, as the worker serves it: the 15-puzzle
/// page's node count and answer, each node's text handed over before the events that name it,
/// and the page's replay rebuilt from its events.
#[test]
fn the_least_cost_run_replays_the_8_puzzle_pages_search() {
    use runut::core::branch::engine::BranchSearch;
    use runut::core::branch::Selection;
    use runut::core::search::Replay;
    use runut::model::problem::Problem;
    use runut::problems::fifteen::core::{Estimate, FifteenTree, Position};
    use runut::problems::own::model::job::{OwnEnding, OwnJob};
    use runut::problems::own::model::replay::OwnReplay;
    use runut::problems::own::Own;
    let start = Position::parse("1,2,3,4,0,6,7,5,8").unwrap();
    let mut page = BranchSearch::new(
        FifteenTree::new(&start, Estimate::Misplaced),
        Selection::LeastCost,
        true,
        100_000,
    );
    while page.step().is_some() {}
    let job = OwnJob { source: EIGHT.into(), mode: Mode::First, bounded: true, least_cost: true };
    let mut run = Own::start(job);
    let mut replay = OwnReplay::default();
    while let Some(event) = run.step() {
        let texts = std::rc::Rc::make_mut(replay.texts_mut());
        texts.extend(run.take_texts());
        replay.apply(event);
    }
    assert_eq!(run.ending(), Some(OwnEnding::Found));
    assert!(matches!(replay, OwnReplay::Least(_)));
    assert_eq!(replay.stats().nodes, page.stats().generated);
    assert_eq!(run.stats().nodes, page.stats().generated);
    let OwnReplay::Least(trail) = &replay else { unreachable!() };
    let answer = trail.answer().expect("the answer");
    // The answer's x: the blank (in the middle) moves down, then right (2, 1): the goal.
    let x: Vec<String> = trail
        .decisions(answer)
        .iter()
        .map(|&at| NodeText::split(&trail.texts()[usize::from(at.col)]).value)
        .collect();
    assert_eq!(x, ["2", "1"]);
    assert_eq!(Some(answer), page.answer());
}

/// A least-cost program that goes wrong ends its run at once with its error and the node.
#[test]
fn a_least_cost_program_that_goes_wrong_names_its_node() {
    use runut::model::problem::Problem;
    use runut::problems::own::model::job::{OwnEnding, OwnJob};
    use runut::problems::own::Own;
    let source = "fn candidates(x) { [1, 2, 3] }\nfn cost(x) { if x.len() == 2 { x[7] } else { x.len() } }\nfn is_solution(x) { false }";
    let job = OwnJob { source: source.into(), mode: Mode::First, bounded: true, least_cost: true };
    let mut run = Own::start(job);
    let mut events = 0;
    while run.step().is_some() {
        events += 1;
    }
    assert!(events > 0);
    // Nodes 1 to 4 (the root, its three children); node 2's first child, node 5, fails.
    assert!(matches!(run.ending(), Some(OwnEnding::Failed { node: 5, .. })), "{:?}", run.ending());
    assert_eq!(run.stats().nodes, 4);
}
