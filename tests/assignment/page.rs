//! The job assignment's page model: Levitin's example on the search page (through its reducer
//! and the worker's runner), its links and their notices, the comparison with the brute force
//! and with depth first, practice's questions against what the search does next, and the code
//! panel's lines.

use runut::core::branch::stats::BranchEnding;
use runut::core::branch::Cost;
use runut::model::branch::optimum::compare::{Compare, Strategy};
use runut::model::driver::Control;
use runut::model::page::{Code, Link, Practised, SearchAction, SearchPage, Side, Status};
use runut::model::query::query_pairs;
use runut::problems::assignment::core::{Costs, MAX_PEOPLE};
use runut::problems::assignment::model::settings::{AssignmentChange, AssignmentSettings};
use runut::problems::assignment::model::status::best_jobs;
use runut::problems::assignment::Assignment;

use crate::common::page::{check_code_lines, check_practice, figure, open as open_page, play_out};
use crate::common::workers::Rig;

/// The page a link opens, settled.
fn open(query: &str) -> Rig<SearchPage<Assignment>> {
    open_page::<Assignment>(query)
}

/// The least total cost of `costs`, by dynamic programming over the sets of jobs given to the
/// first people.
fn least_cost(costs: &Costs) -> u32 {
    let n = costs.len();
    let mut least = vec![u32::MAX; 1 << n];
    least[0] = 0;
    for set in 0..1usize << n {
        let person = set.count_ones() as usize;
        if least[set] == u32::MAX || person == n {
            continue;
        }
        for job in (0..n).filter(|&job| set & 1 << job == 0) {
            let next = set | 1 << job;
            least[next] = least[next].min(least[set] + costs.cost(person, job as u8));
        }
    }
    least[(1 << n) - 1]
}

#[test]
fn levitins_example_gives_a_2_b_1_c_3_d_4_for_13_in_10_nodes_from_a_root_bound_of_10() {
    for speed in ["max", "1000"] {
        let mut rig = open(&format!("?p=assignment&speed={speed}"));
        play_out(&mut rig);
        let page = &rig.driver;
        let trail = page.trail();
        assert_eq!(trail.totals().generated, 10, "speed {speed}");
        assert_eq!(trail.node(1).map(|n| n.cost), Some(Cost::whole(10)));
        assert_eq!(trail.best(), Some((9, Cost::whole(13))));
        let best = best_jobs(page.settings(), trail).unwrap();
        assert_eq!((best.jobs(), best.cost()), (&[1, 0, 2, 3][..], 13));
        let bounds: Vec<i64> = trail.nodes().map(|n| n.cost.num()).collect();
        assert_eq!(bounds, [10, 17, 10, 20, 18, 13, 14, 17, 13, 25]);
        assert_eq!((figure(page, "stat-nodes"), figure(page, "stat-best")), (10, 13));
        let status = page.status();
        assert!(status.contains("a → 2, b → 1, c → 3, d → 4, cost 13"), "{status}");
        assert!(page.link().contains("c=9,2,7,8;6,4,3,7;5,8,1,8;7,6,9,4"), "{}", page.link());
    }
}

#[test]
fn stepping_says_each_bound_term_by_term_and_the_forced_last_job() {
    let rig = open("?p=assignment&at=2");
    assert!(
        rig.driver.status().contains("Node 2, a → 1, a child of node 1: lb = 9 + 3 + 1 + 4 = 17."),
        "{}",
        rig.driver.status()
    );
    let mut rig = open("?p=assignment&at=9");
    let status = rig.driver.status();
    assert!(status.contains("c → 3, so d → 4"), "{status}");
    assert!(status.contains("a solution costing 13"), "{status}");
    rig.act(SearchAction::Control(Control::Step));
    rig.settle();
    assert!(rig.driver.status().contains("the best so far"), "{}", rig.driver.status());
}

#[test]
fn twelve_random_people_finish_at_max_speed_with_the_least_cost() {
    for seed in 1..=3 {
        let mut rig = open(&format!("?p=assignment&n={MAX_PEOPLE}&seed={seed}&speed=max"));
        play_out(&mut rig);
        let page = &rig.driver;
        assert_eq!(page.settings().costs.len(), 12);
        assert_eq!(page.search().ending(), Some(BranchEnding::Exhausted));
        let least = least_cost(&page.settings().costs);
        assert_eq!(page.trail().best().map(|(_, v)| v), Some(Cost::whole(i64::from(least))));
        assert_eq!(best_jobs(page.settings(), page.trail()).map(|b| b.cost()), Some(least));
    }
}

#[test]
fn bad_links_give_notices_in_the_users_words() {
    for (query, said) in [
        ("c=1,x;3,4", "row 1, column 2 is missing"),
        ("c=1", "it has 1 rows, not 2 to 12"),
        ("c=1,2,3;4,5,6", "row 1 has 3 entries, not 2"),
        ("c=1,2;3,-4", "row 2, column 2 is below 0"),
        ("c=1,2;3,four", "is not a whole number"),
        ("c=1,2;3,99999", "is over 9999"),
        ("n=20&seed=1", "2–12"),
        ("n=5&seed=abc", "not a seed"),
        ("n=5&c=1,2;3,4", "n= and seed= are ignored"),
        ("compare=fifo", "brute-force or depth-first"),
    ] {
        let (settings, notices) =
            Assignment::settings(&query_pairs(&format!("?p=assignment&{query}")));
        assert_eq!(notices.len(), 1, "{query}: {notices:?}");
        assert!(notices[0].contains(said), "{query}: {notices:?}");
        assert!(settings.costs.len() >= 2);
    }
}

#[test]
fn a_link_reproduces_its_settings_and_typed_costs_replace_them() {
    let (settings, notices) = Assignment::settings(&query_pairs("?n=7&seed=4&compare=brute-force"));
    assert!(notices.is_empty());
    let (again, notices) = Assignment::settings(&query_pairs(&Assignment::query(&settings)));
    assert!(notices.is_empty());
    assert_eq!(again, settings);
    let (next, notices) = Assignment::changed(&settings, AssignmentChange::Costs("3,1;2,5".into()));
    assert_eq!((next.costs.len(), notices), (2, Some(Vec::new())));
    let (kept, notices) = Assignment::changed(&next, AssignmentChange::Costs("3,1;2".into()));
    assert_eq!(kept.costs, next.costs, "unreadable costs leave the costs as they were");
    assert_eq!(notices.map(|n| n.len()), Some(1));
}

#[test]
fn compared_with_the_brute_force_which_meets_all_24_assignments() {
    let mut rig = open("?p=assignment&compare=brute-force&speed=max");
    play_out(&mut rig);
    let page = &rig.driver;
    let sides: Vec<&str> = page.sides().iter().map(|side| side.slug).collect();
    assert_eq!(sides, ["lc", "brute-force"]);
    let parts = page.comparison().parts();
    assert_eq!(parts[0].trail().totals().generated, 10);
    let brute = parts[1].trail();
    assert_eq!(brute.totals().solutions, 24, "4! assignments");
    assert_eq!(brute.best().map(|(_, v)| v), Some(Cost::whole(13)));
    let figures = Assignment::side_figures(page.settings(), page.sides()[1], &parts[1]);
    assert_eq!(figures.iter().find(|f| f.testid == "stat-solutions").map(|f| f.value), Some(24));
}

#[test]
fn compared_with_depth_first_with_the_same_bound() {
    let mut rig = open("?p=assignment&compare=depth-first&speed=max");
    play_out(&mut rig);
    for side in rig.driver.comparison().parts() {
        assert_eq!(side.trail().best().map(|(_, v)| v), Some(Cost::whole(13)));
    }
    assert_eq!(rig.driver.sides_code()[1].1.name, "DEPTH-FIRST-BB");
}

/// Checks practice on `settings` against the search; returns how many of each were asked.
fn practise(settings: &AssignmentSettings) -> (usize, usize) {
    let question = |drill, trail: &_| Assignment::question(settings, drill, trail);
    let judge = |trail: &_, q: &_, answer: &_| Assignment::judge(settings, trail, q, answer);
    check_practice(settings.tree(), question, judge)
}

#[test]
fn practice_asks_the_next_e_node_and_the_next_bound_as_the_search_does_them() {
    for query in ["?p=assignment", "?n=5&seed=2", "?n=7&seed=9", "?n=2&seed=1"] {
        let (settings, _) = Assignment::settings(&query_pairs(query));
        let (next, cost) = practise(&settings);
        assert!(cost > 0, "{query}: {next} {cost}");
        assert!(next > 0 || settings.costs.len() == 2, "{query}");
    }
}

#[test]
fn each_event_lights_its_line_of_the_code() {
    let (textbook, _) = Assignment::settings(&query_pairs("?p=assignment"));
    let searches = [
        (Compare::Nothing, Strategy::LEAST_COST),
        (Compare::DepthFirst, Strategy::DEPTH_FIRST),
        (Compare::BruteForce, Strategy::BRUTE_FORCE),
    ];
    for (compare, strategy) in searches {
        // The search compared with least cost (none: least cost alone).
        let settings = AssignmentSettings { compare, ..textbook.clone() };
        let side: Option<Side> = compare.sides().last().map(|(side, _)| *side);
        assert_eq!(compare.strategy(side), strategy);
        let program = Assignment::program(&settings, side);
        let state = |trail: &_| Assignment::code_state(&program, &settings, side, trail, None);
        let best = check_code_lines(settings.tree(), strategy, &program, state);
        assert_eq!(best, "13: a → 2, b → 1, c → 3, d → 4");
    }
}

#[test]
fn the_cost_drill_chosen_after_the_first_question_asks_every_child_from_the_root() {
    crate::common::page::check_cost_drill_from_the_root::<Assignment, _>(
        "?p=assignment&practice=1",
    );
}

#[test]
fn the_guide_lists_every_comparison_from_its_table() {
    use runut::model::branch::optimum::compare::Compare;
    crate::common::check_guide_lists::<Compare>("assignment", "compare");
}
