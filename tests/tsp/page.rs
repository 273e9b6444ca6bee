//! The travelling-salesman page model: the textbook's five cities on the search page (through its
//! reducer and the worker's runner), the brute force and depth first beside it, its links and
//! their notices, the editor's changes, practice's questions against what the search does next,
//! and the code panel's lines.

use runut::core::branch::engine::BranchSearch;
use runut::core::branch::stats::BranchEnding;
use runut::core::branch::{BranchEvent, Death, Selection};
use runut::core::search::EventKind;
use runut::core::slug::Slugged;
use runut::model::branch::optimum::compare::Compare;
use runut::model::driver::{Control, RunState};
use runut::model::page::{Browser, Code, Jobs, Link, Practised, SearchAction, SearchPage, Side};
use runut::model::practice::Answer;
use runut::model::query::query_pairs;
use runut::problems::tsp::core::{Bound, Graph, TspTree, TEXTBOOK};
use runut::problems::tsp::model::board::{best_tour, tour_text, TspTrail};
use runut::problems::tsp::model::practice::Drill;
use runut::problems::tsp::model::settings::{Random, TspChange, TspSettings};
use runut::problems::tsp::Tsp;

use crate::common::page::choices_say_nothing;
use crate::common::workers::Rig;

/// The page a link opens, settled.
fn open(query: &str) -> Rig<SearchPage<Tsp>> {
    let browser = Browser { cores: 2, ..Browser::default() };
    let mut rig = Rig::new(SearchPage::<Tsp>::open(&query_pairs(query), Vec::new(), browser));
    rig.settle();
    rig
}

/// The figure `testid` of the page.
fn figure(page: &SearchPage<Tsp>, testid: &str) -> u64 {
    page.figures()
        .iter()
        .find(|f| f.testid == testid)
        .map(|f| f.value)
        .unwrap_or_else(|| panic!("no {testid}"))
}

#[test]
fn the_textbook_at_max_speed_finds_1_4_2_5_3_1_of_28_after_11_nodes() {
    let mut rig = open("?p=tsp&speed=max");
    assert!(rig.driver.status().contains("c(1) = 25"), "{}", rig.driver.status());
    rig.act(SearchAction::Control(Control::Play));
    rig.run_until(|page| page.run_state() == RunState::Finished);
    let page = &rig.driver;
    let trail = page.trail();
    assert_eq!(trail.totals().generated, 11);
    assert_eq!(trail.answer(), Some(11));
    let (node, cost, cities) = best_tour(trail).expect("a best tour");
    assert_eq!((node, cost.num()), (11, 28));
    assert_eq!(tour_text(&cities, ",", true), "1,4,2,5,3,1");
    assert_eq!((figure(page, "stat-nodes"), figure(page, "stat-best")), (11, 28));
    assert!(page.status().contains("28"), "{}", page.status());
    assert!(page.link().contains(&format!("w={TEXTBOOK}")), "{}", page.link());
}

#[test]
fn stepping_the_textbook_expands_1_4_6_10_and_kills_the_rest_when_they_come_up() {
    let mut rig = open("?p=tsp");
    let mut e_nodes = Vec::new();
    let mut costs = Vec::new();
    for _ in 0..200 {
        rig.act(SearchAction::Control(Control::Step));
        rig.settle();
        match rig.driver.trail().last() {
            Some(BranchEvent::Expand { node }) => e_nodes.push(node),
            Some(BranchEvent::Generate { node, cost, .. }) => costs.push((node, cost.num())),
            _ => {}
        }
        if rig.driver.run_state() == RunState::Finished {
            break;
        }
    }
    assert_eq!(e_nodes, [1, 4, 6, 10]);
    let expected = [25, 35, 53, 25, 31, 28, 50, 36, 52, 28, 28];
    assert_eq!(
        costs,
        expected.iter().enumerate().map(|(k, &c)| (k as u32 + 1, c)).collect::<Vec<_>>()
    );
    let trail = rig.driver.trail();
    assert_eq!((trail.totals().generated, trail.totals().solutions), (11, 1));
    assert_eq!(trail.live().count(), 0, "every other live node is killed when it comes up");
    // Step back over the end, the answer and the last kill: that node is live again.
    for _ in 0..3 {
        rig.act(SearchAction::Control(Control::StepBack));
    }
    assert!(rig.driver.trail().totals().live > 0);
}

#[test]
fn the_brute_force_counts_all_24_tours_and_depth_first_finds_the_same_best() {
    let mut rig = open("?p=tsp&compare=brute-force&speed=max");
    let sides: Vec<&str> = rig.driver.sides().iter().map(|s| s.slug).collect();
    assert_eq!(sides, ["lc", "brute-force"]);
    rig.act(SearchAction::Control(Control::Play));
    rig.run_until(|page| page.run_state() == RunState::Finished);
    let parts = rig.driver.comparison().parts();
    let totals: Vec<(u64, u64)> = parts
        .iter()
        .map(|p| (p.trail().totals().generated, p.trail().totals().solutions))
        .collect();
    // The brute force: 1 + 4 + 12 + 24 + 24 nodes, every one of the 24 tours counted.
    assert_eq!(totals, [(11, 1), (65, 24)]);
    for part in parts {
        assert_eq!(best_tour(part.trail()).map(|(_, cost, _)| cost.num()), Some(28));
    }
    let mut rig = open("?p=tsp&compare=depth-first&speed=max");
    rig.act(SearchAction::Control(Control::Play));
    rig.run_until(|page| page.run_state() == RunState::Finished);
    let depth = &rig.driver.comparison().parts()[1];
    assert_eq!(
        best_tour(depth.trail()).map(|(_, _, c)| tour_text(&c, ",", true)),
        Some("1,4,2,5,3,1".into())
    );
    assert!(depth.trail().totals().generated < 65, "the bound kills nodes depth first too");
}

#[test]
fn random_cities_at_max_speed_end_on_the_brute_forces_best() {
    for (n, seed) in [(8, 1), (9, 2), (8, 3)] {
        let mut rig = open(&format!("?p=tsp&n={n}&seed={seed}&speed=max"));
        rig.act(SearchAction::Control(Control::Play));
        rig.run_until(|page| page.run_state() == RunState::Finished);
        let trail = rig.driver.trail();
        let graph = Graph::random(n, seed, false);
        let truth = runut::problems::tsp::core::brute_force(&graph).best.map(|(w, _)| i64::from(w));
        assert!(trail.exhausted());
        assert_eq!(best_tour(trail).map(|(_, c, _)| c.num()), truth, "{n} cities, seed {seed}");
    }
}

#[test]
fn bad_links_give_one_notice_each_in_words_and_the_textbook() {
    for (query, says) in [
        ("w=x,1;1,x", "2 rows"),
        ("w=x,1,2;3,x;4,5,x", "row 2 has 2 weights"),
        ("w=x,1,2;3,x,far;4,5,x", "row 2, column 3"),
        ("w=x,1,2;3,x,-4;4,5,x", "below 0"),
        ("w=x,1,2;3,x,99999;4,5,x", "over 9999"),
        ("w=x,1,2;x,x,x;4,5,x", "no road leaves city 2"),
        ("w=x,1,x;3,x,x;4,5,x", "no road enters city 3"),
        ("bound=half", "1 → 2 weighs 20 and 2 → 1 weighs 15"),
        ("bound=tight", "reduced or half"),
        ("compare=dfs", "brute-force or depth-first"),
        ("n=20&seed=1", "20"),
        ("n=5&seed=abc", "seed"),
        ("w=x,1,2;3,x,4;5,6,x&n=4", "uses w="),
    ] {
        let (settings, notices) = Tsp::settings(&query_pairs(&format!("?p=tsp&{query}")));
        assert_eq!(notices.len(), 1, "{query}: {notices:?}");
        assert!(notices[0].contains(says), "{query}: {}", notices[0]);
        assert!(settings.cities() >= 3, "{query}");
    }
    let (half, notices) = Tsp::settings(&query_pairs("?p=tsp&w=x,3,1;3,x,6;1,6,x&bound=half"));
    assert_eq!((half.bound, notices.len()), (Bound::Half, 0));
}

#[test]
fn a_link_reproduces_its_settings_and_the_editor_changes_them() {
    for query in [
        "?w=x,3,1;3,x,6;1,6,x&bound=half&compare=depth-first",
        "?n=9&seed=4&sym=1&compare=brute-force",
    ] {
        let (settings, notices) = Tsp::settings(&query_pairs(query));
        assert!(notices.is_empty(), "{notices:?}");
        let (again, notices) = Tsp::settings(&query_pairs(&Tsp::query(&settings)));
        assert!(notices.is_empty());
        assert_eq!(again, settings, "{query}");
    }
    let settings = TspSettings::default();
    let weight = |from, to, text: &str| TspChange::Weight { from, to, text: text.into() };
    let (edited, notices) = Tsp::changed(&settings, weight(0, 1, "7"));
    assert_eq!((edited.graph.weight(0, 1), notices.map(|n| n.len())), (Some(7), Some(0)));
    let (same, notices) = Tsp::changed(&settings, weight(0, 1, "seven"));
    assert_eq!((same.graph, notices.map(|n| n.len())), (settings.graph.clone(), Some(1)));
    let (none, _) = Tsp::changed(&edited, weight(0, 1, "x"));
    assert_eq!(none.graph.weight(0, 1), None);
    let (six, _) = Tsp::changed(&settings, TspChange::Cities(6));
    assert_eq!(
        (six.cities(), six.graph.weight(5, 0), six.graph.weight(0, 1)),
        (6, Some(10), Some(20))
    );
    let random = Random { n: 7, seed: 3, symmetric: true };
    let (drawn, _) = Tsp::changed(&settings, TspChange::Random(random));
    assert_eq!((drawn.cities(), drawn.random), (7, Some(random)));
    let (half, notices) = Tsp::changed(&drawn, TspChange::Bound(Bound::Half));
    assert_eq!((half.bound, notices.map(|n| n.len())), (Bound::Half, Some(0)));
    let (asymmetric, notices) = Tsp::changed(&half, weight(0, 1, "1"));
    assert_eq!(
        (asymmetric.bound, notices.map(|n| n.len())),
        (Bound::Reduced, Some(1)),
        "the half sum needs symmetric roads"
    );
    let (back, _) = Tsp::changed(&asymmetric, TspChange::Textbook);
    assert_eq!(back.graph, Graph::textbook());
    let (compared, _) = Tsp::changed(&back, TspChange::Compare(Compare::BruteForce));
    assert!(Tsp::query(&compared).ends_with("&compare=brute-force"));
}

/// The settings of `query`.
fn settings(query: &str) -> TspSettings {
    Tsp::settings(&query_pairs(query)).0
}

#[test]
fn practice_asks_the_next_e_node_and_the_next_childs_cost_as_the_search_does_them() {
    for query in ["?p=tsp", "?n=6&seed=5", "?n=7&seed=2&sym=1&bound=half", "?n=5&seed=9&sym=1"] {
        let settings = settings(query);
        let tree = TspTree::new(settings.graph.clone(), settings.bound).unwrap();
        let mut search = BranchSearch::new(tree, Selection::LeastCost, true, 20_000);
        let events: Vec<_> = std::iter::from_fn(|| search.step()).collect();
        let mut trail = TspTrail::default();
        let (mut asked_next, mut asked_cost) = (0, 0);
        let mut places = std::collections::BTreeSet::new();
        for (k, &next) in events.iter().enumerate() {
            for drill in Drill::all() {
                let Some(q) = Tsp::question(&settings, drill, &trail) else { continue };
                places.extend(choices_say_nothing(&q));
                let right = match (drill, next) {
                    // Nodes killed as they come up go first: the answer is the next expanded.
                    (Drill::Next, _) => events[k..]
                        .iter()
                        .find_map(|e| match e {
                            BranchEvent::Expand { node } => Some(node.to_string()),
                            BranchEvent::Kill { .. } => None,
                            other => panic!("{query}: next E-node asked before {other:?}"),
                        })
                        .expect("an expansion follows"),
                    (Drill::Cost, BranchEvent::Generate { cost, .. }) => cost.to_string(),
                    _ => panic!("{query}: {drill:?} asked before {next:?}"),
                };
                assert_eq!(
                    q.answer,
                    Answer::Choice(right.clone()),
                    "{query}: {drill:?} before {next:?}"
                );
                let verdict = Tsp::judge(&settings, &trail, &q, &q.answer);
                assert!(verdict.correct, "{query}");
                if drill == Drill::Cost && settings.bound == Bound::Reduced {
                    assert!(verdict.explanation.contains("A("), "{}", verdict.explanation);
                }
                let wrong = q
                    .choices
                    .iter()
                    .find(|c| c.value != right)
                    .map(|c| Answer::Choice(c.value.clone()));
                if let Some(wrong) = wrong {
                    assert!(!Tsp::judge(&settings, &trail, &q, &wrong).correct);
                }
                *if drill == Drill::Next { &mut asked_next } else { &mut asked_cost } += 1;
            }
            trail.apply(next);
        }
        assert!(asked_cost > 0 && asked_next > 0, "{query}: {asked_next} {asked_cost}");
        // Every child a tour may go through has its cost asked, the root's children first.
        let children = events
            .iter()
            .zip(events.iter().skip(1))
            .filter(|(e, then)| {
                matches!(e, BranchEvent::Generate { node, .. } if *node > 1)
                    && !matches!(then, BranchEvent::Kill { why: Death::Infeasible(_), .. })
            })
            .count();
        assert_eq!(asked_cost, children, "{query}: every child's cost is asked");
        assert!(asked_cost < 8 || places.len() >= 3, "{query}: the right cost at {places:?}");
    }
}

#[test]
fn the_textbooks_first_cost_question_is_node_2s_35_from_a_1_2_of_10_and_r_0() {
    let settings = TspSettings::default();
    let tree = TspTree::new(settings.graph.clone(), settings.bound).unwrap();
    let mut search = BranchSearch::new(tree, Selection::LeastCost, true, 100);
    let mut trail = TspTrail::default();
    while trail.e_node().is_none() {
        trail.apply(search.step().unwrap());
    }
    let q = Tsp::question(&settings, Drill::Cost, &trail).expect("the cost of node 2");
    assert_eq!(q.answer, Answer::Choice("35".into()));
    let verdict = Tsp::judge(&settings, &trail, &q, &Answer::Choice("25".into()));
    assert!(!verdict.correct);
    assert!(
        verdict.explanation.contains("c(2) = c(1) + A(1, 2) + r = 25 + 10 + 0 = 35"),
        "{}",
        verdict.explanation
    );
}

#[test]
fn each_event_lights_its_line_of_the_code() {
    for (query, selection, bounded) in [
        ("?p=tsp", Selection::LeastCost, true),
        ("?p=tsp&compare=depth-first", Selection::DepthFirst, true),
        ("?p=tsp&compare=brute-force", Selection::DepthFirst, false),
        ("?n=6&seed=3&sym=1&bound=half", Selection::LeastCost, true),
        ("?n=6&seed=3&sym=1&bound=half&compare=brute-force", Selection::DepthFirst, false),
    ] {
        let settings = settings(query);
        // The search compared with least cost (none: least cost alone).
        let side: Option<Side> = settings.compare.sides().last().map(|(side, _)| *side);
        let strategy = settings.compare.strategy(side);
        assert_eq!((strategy.selection, strategy.bounded), (selection, bounded), "{query}");
        let program = Tsp::program(&settings, side);
        for kind in [
            EventKind::Root,
            EventKind::Try,
            EventKind::Reject,
            EventKind::Advance,
            EventKind::Solution,
            EventKind::Exhausted,
        ] {
            let lines = program.lines.iter().filter(|l| l.emits == Some(kind)).count();
            assert_eq!(lines, 1, "{query}: one line for {kind:?}");
        }
        let tree = TspTree::new(settings.graph.clone(), settings.bound).unwrap();
        let mut search = BranchSearch::new(tree, selection, bounded, 5_000);
        let mut trail = TspTrail::default();
        while let Some(event) = search.step() {
            trail.apply(event);
            let state = Tsp::code_state(&program, &settings, side, &trail, None);
            let line = state.line.unwrap_or_else(|| panic!("no line for {event:?}"));
            assert_eq!(program.lines[line - 1].emits, state.event, "{event:?}");
            assert!(state.variables.iter().any(|v| v.name == "best"));
        }
    }
    let sides: Vec<&str> =
        Tsp::compared(&settings("?compare=depth-first")).iter().map(|(_, s)| s.slug).collect();
    assert_eq!(sides, ["lc", "depth-first"]);
}

#[test]
fn the_cost_drill_chosen_after_the_first_question_asks_every_child_from_the_root() {
    crate::common::page::check_cost_drill_from_the_root::<Tsp, _>("?p=tsp&practice=1");
}

/// Twelve cities, every road of length 7: every node costs the same, so least cost goes breadth
/// first and meets its node limit long before a tour.
fn twelve_equal_cities() -> String {
    let row = |i: usize| (0..12).map(|j| if i == j { "x" } else { "7" }).collect::<Vec<_>>();
    (0..12).map(|i| row(i).join(",")).collect::<Vec<_>>().join(";")
}

/// `selection`'s search of `roads` stopped at `limit` nodes, replayed as the page replays it.
fn capped_trail(roads: &str, selection: Selection, limit: u32) -> Option<TspTrail> {
    let tree = TspTree::new(Graph::parse(roads).unwrap(), Bound::Reduced).unwrap();
    let mut search = BranchSearch::new(tree, selection, true, limit);
    let mut trail = TspTrail::default();
    while let Some(event) = search.step() {
        trail.apply(event);
    }
    (search.ending() == Some(BranchEnding::Capped)).then_some(trail)
}

#[test]
fn a_search_at_its_node_limit_is_stopped_and_says_whether_it_found_a_tour() {
    use runut::model::page::Status;
    use runut::model::problem::Problem;
    let roads = twelve_equal_cities();
    let rig = open(&format!("?p=tsp&w={roads}"));
    let settings = rig.driver.settings();
    assert!(Tsp::stopped_short(&BranchEnding::Capped));
    assert!(!Tsp::stopped_short(&BranchEnding::Exhausted));
    let trail = capped_trail(&roads, Selection::LeastCost, 2_000).expect("capped");
    assert_eq!(trail.best(), None);
    let status = |trail: &TspTrail| {
        Tsp::status(settings, RunState::Stopped, trail, Some(BranchEnding::Capped), None)
    };
    let said = status(&trail);
    assert!(
        said.starts_with("Stopped after 2,000 nodes") && said.contains("No solution was found"),
        "{said}"
    );
    // Depth first reaches a tour of 84 soon, and the status names it as not proven the best.
    let (limit, trail) = (1..2_000)
        .find_map(|limit| {
            capped_trail(&roads, Selection::DepthFirst, limit)
                .filter(|t| t.best().is_some())
                .map(|t| (limit, t))
        })
        .expect("a tour before the limit");
    let (node, value) = trail.best().unwrap();
    assert_eq!((node, value.num()), (limit, 84), "the tour found is the limit's last node");
    let said = status(&trail);
    assert!(
        said.contains(&format!("The best found, node {node} (84), is not proven the best")),
        "{said}"
    );
}

#[test]
fn the_guide_lists_every_comparison_and_bound_from_their_tables() {
    use runut::model::branch::optimum::compare::Compare;
    crate::common::check_guide_lists::<Compare>("tsp", "compare");
    crate::common::check_guide_lists::<runut::problems::tsp::core::Bound>("tsp", "bound");
}
