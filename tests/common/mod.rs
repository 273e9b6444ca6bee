//! Helpers shared by the native integration tests: reading the ground truth in `tests/data`, and
//! checking that a search's event stream replays and undoes exactly.

use std::path::PathBuf;

pub mod code;
pub mod compare;
pub mod page;
pub mod plain_lc;
pub mod quiz;
pub mod workers;

/// The link templates of the guide's section of URL parameters (docs/guide.md), but the quiz's:
/// each page's (`sudoku&play=1` for a game) with its parameters as written
/// (`order=plain|mrv|fc|singles`).
pub fn guide_templates() -> Vec<(String, Vec<(String, String)>)> {
    use runut::model::query::{query_pairs, value};
    let guide = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/guide.md"))
        .expect("the guide");
    let section = guide.find("## URL parameters and automation hooks").expect("the section");
    let lines = guide[section..].lines().filter(|line| line.starts_with("`?p="));
    let templates = lines.filter_map(|line| line[1..].split('`').next()).map(query_pairs);
    let page = |pairs: &[(String, String)]| {
        let page = value(pairs, "p").unwrap_or("");
        if value(pairs, "play") == Some("1") {
            format!("{page}&play=1")
        } else {
            page.to_string()
        }
    };
    let templates = templates.filter(|pairs| value(pairs, "quiz").is_none());
    templates.map(|pairs| (page(&pairs), pairs)).collect()
}

/// The values the guide's link template of page `page` ([`guide_templates`]) gives `key`, as
/// written.
pub fn guide_lists(page: &str, key: &str) -> Option<String> {
    let templates = guide_templates();
    let (_, pairs) = templates.iter().find(|(name, _)| name == page)?;
    runut::model::query::value(pairs, key).map(String::from)
}

/// Asserts that the guide's link template of page `page` lists every value of `T` for `key`, in
/// the order of `T`'s table: the docs, the URL's parser and the page's select read one table.
pub fn check_guide_lists<T: runut::core::slug::Slugged>(page: &str, key: &str) {
    let expected = runut::core::slug::alternatives::<T>();
    assert_eq!(guide_lists(page, key), Some(expected), "the guide's ?p={page}&{key}=");
}

/// The folder of ground-truth files, `tests/data` in this repository (see its README for where
/// each number comes from).
pub fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data")
}

/// The lines of a ground-truth file without comments and blank lines.
pub fn data_lines(name: &str) -> Vec<String> {
    let path = data_dir().join(name);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read ground truth {}: {e}", path.display()));
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect()
}

/// Runs `search` for up to `steps` events, calling `each` after every step; then checks that a
/// trail replaying those events rebuilds the search's path and totals, and that undoing them one
/// by one (with the trail's last event right at every step) returns to the empty trail.
pub fn check_replay_and_undo<S: runut::core::search::Search>(
    search: &mut S,
    steps: usize,
    mut each: impl FnMut(&S, runut::core::search::Event<S::Reason>),
) where
    S::Reason: PartialEq + std::fmt::Debug,
{
    use runut::core::search::Trail;
    let mut trail = Trail::<S::Reason>::default();
    let mut applied = Vec::new();
    for _ in 0..steps {
        let Some(event) = search.step() else { break };
        each(search, event);
        trail.apply(event);
        applied.push(event);
    }
    assert_eq!(trail.path(), search.path());
    assert_eq!(trail.stats(), search.stats());
    while let Some(event) = applied.pop() {
        trail.undo(event, applied.last().copied());
        assert_eq!(trail.last(), applied.last().copied());
    }
    assert_eq!(trail, Trail::default());
}

/// Checks that running `make()`'s search flat out in stretches of the `budgets` (nodes), with
/// `between` events stepped after each, leaves it exactly where the step engine gets by events
/// alone: the same totals, path and last event at every stop, the same drawn tree, and the same
/// events from there on (so the search's hidden state matches too). It runs flat out twice,
/// given a drawn tree and given none (a search may take another loop without one), unless
/// `drawn` is false (a search whose tree is never drawn).
pub fn check_flat_matches_events<S: runut::core::search::Search>(
    make: impl Fn() -> S,
    budgets: &[u64],
    between: usize,
    drawn: bool,
) where
    S::Reason: PartialEq + std::fmt::Debug,
{
    if drawn {
        check_flat_stretches(&make, budgets, between, true);
    }
    check_flat_stretches(&make, budgets, between, false);
}

/// What a drawn tree says of one node: number, square, state, solution, nodes and solutions below.
pub type Summary = (u64, Option<runut::core::grid::Square>, String, bool, u64, u64);

/// What a drawn tree's levels say of each node, leaving out the finished subtrees kept below them
/// (a search that rebuilds its drawn tree from its own state keeps only their summaries).
pub fn summaries(levels: &[Vec<runut::core::search::tree::TreeNode>]) -> Vec<Vec<Summary>> {
    let node = |n: &runut::core::search::tree::TreeNode| {
        let state = format!("{:?}", n.state);
        (n.number, n.at, state, n.solution, n.descendants, n.solutions_below)
    };
    levels.iter().map(|level| level.iter().map(node).collect()).collect()
}

fn check_flat_stretches<S: runut::core::search::Search>(
    make: &impl Fn() -> S,
    budgets: &[u64],
    between: usize,
    with_tree: bool,
) where
    S::Reason: PartialEq + std::fmt::Debug,
{
    use runut::core::search::tree::PathTree;
    let (mut flat, mut stepped) = (make(), make());
    // A search that keeps its own drawn tree is given none; it must equal the events' tree.
    let keeps = flat.drawn_tree().is_some();
    let drawn = |search: &S, tree: &PathTree| search.drawn_tree().unwrap_or(tree.levels().to_vec());
    let (mut flat_tree, mut stepped_tree) = (PathTree::forward_only(), PathTree::forward_only());
    let mut stepped_last = None;
    for &budget in budgets {
        let run = flat.run_flat(budget, (with_tree && !keeps).then_some(&mut flat_tree));
        if run.last.is_some() {
            // The step engine, event by event, up to the same point.
            while (stepped.stats(), stepped_last) != (flat.stats(), run.last) {
                let event = stepped.step().expect("the event path reaches the flat path's stop");
                if with_tree || keeps {
                    stepped_tree.apply(event);
                }
                stepped_last = Some(event);
            }
        }
        assert_eq!(stepped.path(), flat.path(), "the path after a stretch of {budget}");
        if with_tree || keeps {
            let (events, flat) = (stepped_tree.levels(), drawn(&flat, &flat_tree));
            if keeps {
                assert_eq!(summaries(events), summaries(&flat), "the drawn tree");
            } else {
                assert_eq!(events, flat, "the drawn tree");
            }
        }
        for _ in 0..between {
            let (a, b) = (flat.step(), stepped.step());
            assert_eq!(a, b, "the events after the stretch");
            let Some(event) = a else { return };
            if with_tree || keeps {
                flat_tree.apply(event);
                stepped_tree.apply(event);
            }
            stepped_last = Some(event);
        }
        if run.ended {
            assert_eq!(stepped.step(), None, "both ended");
            return;
        }
    }
}

/// After a flat-out stretch of `budget` nodes, a trail resumed from the search's state (its
/// path, totals and drawn tree, as a snapshot carries them) replays the next `steps` events to
/// the search's state, and undoing them returns it to where it resumed.
pub fn check_replay_after_flat<S: runut::core::search::Search>(
    mut search: S,
    budget: u64,
    steps: usize,
) where
    S::Reason: PartialEq + std::fmt::Debug,
{
    use runut::core::search::tree::PathTree;
    use runut::core::search::Trail;
    let mut tree = PathTree::forward_only();
    let keeps = search.drawn_tree().is_some();
    search.run_flat(budget, (!keeps).then_some(&mut tree));
    let levels = search.drawn_tree().unwrap_or(tree.levels().to_vec());
    let resumed = Trail::<S::Reason>::from_snapshot(
        search.path().to_vec(),
        search.stats(),
        false,
        Some(levels),
    );
    let mut trail = resumed.clone();
    let mut applied = Vec::new();
    for _ in 0..steps {
        let Some(event) = search.step() else { break };
        trail.apply(event);
        tree.apply(event);
        applied.push(event);
    }
    assert_eq!((trail.path(), trail.stats()), (search.path(), search.stats()));
    let levels = search.drawn_tree().unwrap_or(tree.levels().to_vec());
    let page = trail.tree().levels();
    assert_eq!(summaries(page), summaries(&levels), "the page's tree follows the search's");
    while let Some(event) = applied.pop() {
        trail.undo(event, applied.last().copied());
    }
    assert_eq!(
        (trail.path(), trail.stats(), trail.tree()),
        (resumed.path(), resumed.stats(), resumed.tree())
    );
}
