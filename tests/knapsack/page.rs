//! The knapsack's page model: Levitin's example on the search page (through its reducer and the
//! worker's runner), its links and their notices, the comparison with the brute force and with
//! depth first, practice's questions against what the search does next, and the code panel's
//! lines.

use runut::core::branch::engine::BranchSearch;
use runut::core::branch::event::Death;
use runut::core::branch::node::NodeState;
use runut::core::branch::replay::BranchTrail;
use runut::core::branch::Cost;
use runut::model::branch::optimum::compare::{Compare, Strategy};
use runut::model::branch::practice::Drill;
use runut::model::driver::Control;
use runut::model::page::{Code, Link, Practised, SearchAction, SearchPage, Side, Status};
use runut::model::practice::Answer;
use runut::model::query::query_pairs;
use runut::problems::knapsack::core::{
    brute_force, Bound, Instance, Knapsack as Tree, OverCapacity,
};
use runut::problems::knapsack::model::settings::{KnapsackChange, KnapsackSettings};
use runut::problems::knapsack::model::status::best_text;
use runut::problems::knapsack::Knapsack;

use crate::common::page::{check_code_lines, check_practice, figure, open as open_page, play_out};
use crate::common::workers::Rig;

/// The page a link opens, settled.
fn open(query: &str) -> Rig<SearchPage<Knapsack>> {
    open_page::<Knapsack>(query)
}

/// The most a knapsack of `instance` holds, by dynamic programming over the capacity.
fn most_value(instance: &Instance) -> u32 {
    let capacity = instance.capacity() as usize;
    let mut best = vec![0u32; capacity + 1];
    for item in instance.items() {
        for room in (item.weight as usize..=capacity).rev() {
            best[room] = best[room].max(best[room - item.weight as usize] + item.value);
        }
    }
    best[capacity]
}

#[test]
fn levitins_example_takes_items_1_and_3_for_65_in_9_nodes_two_over_the_capacity() {
    for speed in ["max", "1000"] {
        let mut rig = open(&format!("?p=knapsack&speed={speed}"));
        play_out(&mut rig);
        let page = &rig.driver;
        let trail = page.trail();
        assert_eq!(trail.totals().generated, 9, "speed {speed}");
        assert_eq!(trail.best(), Some((9, Cost::whole(65))));
        assert_eq!(trail.answer(), Some(9));
        let (items, pack) = best_text(page.settings(), trail).unwrap();
        assert_eq!((items, pack.weight(), pack.value()), (vec![1, 3], 9, 65));
        let over = trail
            .nodes()
            .filter(|n| matches!(n.state, NodeState::Dead(Death::Infeasible(_))))
            .count();
        assert_eq!(over, 2, "nodes 4 and 8 weigh more than 10");
        let bounds: Vec<String> = trail.nodes().map(|n| n.cost.to_string()).collect();
        assert_eq!(
            bounds,
            ["100", "76", "60", "82", "70", "69", "64", "77", "65"],
            "an over-capacity node's cost is its value"
        );
        assert_eq!((figure(page, "stat-nodes"), figure(page, "stat-best")), (9, 65));
        assert!(
            page.status().contains("65") && page.status().contains("1, 3"),
            "{}",
            page.status()
        );
        assert!(
            page.link().contains("v=40,42,25,12&w=4,7,5,3&cap=10&bound=simple"),
            "{}",
            page.link()
        );
    }
}

#[test]
fn stepping_says_each_bound_and_the_kills_as_levitin_does() {
    let mut rig = open("?p=knapsack&at=2");
    assert!(
        rig.driver.status().contains("ub = 40 + (10 − 4)·42/7 = 76"),
        "{}",
        rig.driver.status()
    );
    for _ in 0..4 {
        rig.act(SearchAction::Control(Control::Step));
        rig.settle();
    }
    // Node 4 takes item 2 too: generated, then killed over the capacity.
    assert!(rig.driver.status().contains("w = 11 > W = 10"), "{}", rig.driver.status());
    let killed = rig.driver.trail().node(4).map(|n| n.state);
    assert_eq!(
        killed,
        Some(NodeState::Dead(Death::Infeasible(OverCapacity { weight: 11, capacity: 10 })))
    );
    rig.act(SearchAction::Control(Control::StepBack));
    rig.settle();
    assert_eq!(rig.driver.trail().node(4).map(|n| n.state), Some(NodeState::Live));
}

#[test]
fn the_fractional_bound_cuts_item_2_at_the_root_and_finds_the_same_best() {
    let mut rig = open("?p=knapsack&bound=fractional&speed=max");
    play_out(&mut rig);
    let trail = rig.driver.trail();
    assert_eq!(trail.node(1).map(|n| n.cost), Some(Cost::whole(76)));
    assert_eq!(trail.best(), Some((9, Cost::whole(65))));
    let (program, _) = rig.driver.code();
    assert!(program.lines.iter().any(|line| line.code.contains("fraction")), "{program:?}");
}

#[test]
fn forty_random_items_finish_at_max_speed_with_the_best_of_the_dynamic_programme() {
    for (seed, bound) in [(1, "simple"), (1, "fractional"), (2, "fractional")] {
        let mut rig = open(&format!("?p=knapsack&n=40&seed={seed}&speed=max&bound={bound}"));
        play_out(&mut rig);
        let page = &rig.driver;
        let instance = &page.settings().instance;
        assert_eq!(instance.len(), 40);
        assert_eq!(
            page.search().ending(),
            Some(runut::core::branch::stats::BranchEnding::Exhausted)
        );
        let best = page.trail().best().map(|(_, value)| value);
        assert_eq!(
            best,
            Some(Cost::whole(i64::from(most_value(instance)))),
            "seed {seed}, {bound}"
        );
        let (items, pack) = best_text(page.settings(), page.trail()).unwrap();
        let sum: u32 = items.iter().map(|&k| instance.input()[k - 1].value).sum();
        assert_eq!((sum, pack.value()), (most_value(instance), most_value(instance)));
    }
}

#[test]
fn bad_links_give_notices_in_the_users_words() {
    for (query, said) in [
        ("v=40,x,25,12", "value 2"),
        ("w=4,7,-5,3", "weight 3 is below 0"),
        ("v=40,42&w=4,7,5", "2 values but 3 weights"),
        ("w=4,0,5,3", "item 2 weighs 0"),
        ("cap=abc", "using 9"),
        ("cap=0", "the capacity is 0"),
        ("cap=9999999", "over"),
        ("bound=exact", "simple or fractional"),
        ("compare=fifo", "brute-force or depth-first"),
        ("n=99&seed=1", "1–40"),
        ("n=5&seed=abc", "not a seed"),
        ("n=5&v=1,2,3,4", "n= and seed= are ignored"),
    ] {
        let (settings, notices) = Knapsack::settings(&query_pairs(&format!("?p=knapsack&{query}")));
        assert_eq!(notices.len(), 1, "{query}: {notices:?}");
        assert!(notices[0].contains(said), "{query}: {notices:?}");
        assert!(!settings.instance.is_empty());
    }
    let many: Vec<String> = (1..=41).map(|k| k.to_string()).collect();
    let query = format!("?v={}&w={}", many.join(","), many.join(","));
    let (settings, notices) = Knapsack::settings(&query_pairs(&query));
    assert!(notices[0].contains("41 items"), "{notices:?}");
    assert!(settings.is_textbook());
}

#[test]
fn a_link_reproduces_its_settings_and_typed_items_replace_them() {
    let (settings, notices) =
        Knapsack::settings(&query_pairs("?n=12&seed=5&bound=fractional&compare=depth-first"));
    assert!(notices.is_empty());
    let (again, notices) = Knapsack::settings(&query_pairs(&Knapsack::query(&settings)));
    assert!(notices.is_empty());
    assert_eq!(again, settings);
    let typed = KnapsackChange::Items("12, 40, 25".into(), "3, 4, 5".into(), "8".into());
    let (next, notices) = Knapsack::changed(&settings, typed);
    assert_eq!(notices, Some(Vec::new()));
    assert_eq!(next.instance.order(), [1, 2, 0], "40/4 first, then 25/5, then 12/3");
    let (kept, notices) =
        Knapsack::changed(&next, KnapsackChange::Items("1,2".into(), "3".into(), "8".into()));
    assert_eq!(kept.instance, next.instance, "unreadable items leave the items as they were");
    assert_eq!(notices.map(|n| n.len()), Some(1));
}

#[test]
fn compared_with_the_brute_force_which_meets_every_subset_that_fits() {
    let mut rig = open("?p=knapsack&compare=brute-force&speed=max");
    play_out(&mut rig);
    let page = &rig.driver;
    let sides: Vec<&str> = page.sides().iter().map(|side| side.slug).collect();
    assert_eq!(sides, ["lc", "brute-force"]);
    let parts = page.comparison().parts();
    let lc = parts[0].trail();
    let brute = parts[1].trail();
    assert_eq!(lc.totals().generated, 9);
    assert_eq!(
        brute.totals().solutions,
        brute_force(&Instance::textbook()).solutions,
        "9 subsets fit"
    );
    assert_eq!(brute.best().map(|(_, v)| v), Some(Cost::whole(65)));
    assert!(brute.totals().generated > lc.totals().generated);
    let figures = Knapsack::side_figures(page.settings(), page.sides()[1], &parts[1]);
    let solutions = figures.iter().find(|f| f.testid == "stat-solutions").map(|f| f.value);
    assert_eq!(solutions, Some(9));
    // No bound kills a node of the brute force: its dead nodes are said to be dead, not killed.
    let dead = |figures: &[runut::model::figures::Figure]| {
        figures.iter().find(|f| f.testid == "stat-killed").map(|f| f.label)
    };
    assert_eq!(dead(&figures), Some("Dead, no bound used"));
    let lc = Knapsack::side_figures(page.settings(), page.sides()[0], &parts[0]);
    assert_eq!(dead(&lc), Some("Killed"));
}

#[test]
fn compared_with_depth_first_with_the_same_bound() {
    let mut rig = open("?p=knapsack&compare=depth-first&speed=max");
    play_out(&mut rig);
    let parts = rig.driver.comparison().parts();
    for side in parts {
        assert_eq!(side.trail().best().map(|(_, v)| v), Some(Cost::whole(65)));
    }
    let codes = rig.driver.sides_code();
    assert_eq!(codes[1].1.name, "DEPTH-FIRST-BB");
}

/// Checks practice on `settings` against the search; returns how many of each were asked.
fn practise(settings: &KnapsackSettings) -> (usize, usize) {
    let question = |drill, trail: &_| Knapsack::question(settings, drill, trail);
    let judge = |trail: &_, q: &_, answer: &_| Knapsack::judge(settings, trail, q, answer);
    check_practice(settings.tree(), question, judge)
}

#[test]
fn practice_asks_the_next_e_node_and_the_next_bound_as_the_search_does_them() {
    for query in
        ["?p=knapsack", "?bound=fractional", "?n=12&seed=3", "?n=15&seed=8&bound=fractional"]
    {
        let (settings, _) = Knapsack::settings(&query_pairs(query));
        let (next, cost) = practise(&settings);
        assert!(next > 0 && cost > 0, "{query}: {next} {cost}");
    }
    let (settings, _) = Knapsack::settings(&query_pairs("?p=knapsack"));
    let mut trail = BranchTrail::<OverCapacity>::default();
    let mut search =
        BranchSearch::new(settings.tree(), runut::core::branch::Selection::LeastCost, true, 100);
    for _ in 0..3 {
        trail.apply(search.step().unwrap());
    }
    let q = Knapsack::question(&settings, Drill::Cost, &trail).expect("node 2's bound is asked");
    assert!(q.prompt.contains("Node 2") && q.prompt.contains("with item 1"), "{}", q.prompt);
    let wrong = Knapsack::judge(&settings, &trail, &q, &Answer::Choice("40".into()));
    assert!(wrong.explanation.contains("40 + (10 − 4)·42/7 = 76"), "{}", wrong.explanation);
}

#[test]
fn each_event_lights_its_line_of_the_code() {
    let (textbook, _) = Knapsack::settings(&query_pairs("?p=knapsack"));
    let searches = [
        (Compare::Nothing, Strategy::LEAST_COST),
        (Compare::DepthFirst, Strategy::DEPTH_FIRST),
        (Compare::BruteForce, Strategy::BRUTE_FORCE),
    ];
    for (compare, strategy) in searches {
        // The search compared with least cost (none: least cost alone).
        let side: Option<Side> = compare.sides().last().map(|(side, _)| *side);
        assert_eq!(compare.strategy(side), strategy);
        for bound in [Bound::Simple, Bound::Fractional] {
            let settings = KnapsackSettings { bound, compare, ..textbook.clone() };
            let program = Knapsack::program(&settings, side);
            let tree = Tree::new(Instance::textbook(), bound);
            let state = |trail: &_| Knapsack::code_state(&program, &settings, side, trail, None);
            assert_eq!(check_code_lines(tree, strategy, &program, state), "65: 1, 3");
        }
    }
}

#[test]
fn the_cost_drill_chosen_after_the_first_question_asks_every_child_from_the_root() {
    crate::common::page::check_cost_drill_from_the_root::<Knapsack, _>("?p=knapsack&practice=1");
}

#[test]
fn an_over_capacity_node_shows_its_weight_and_a_decided_node_its_bound_once() {
    use runut::core::grid::Square;
    use runut::model::page::TreeLabels;
    use runut::problems::knapsack::model::status::bound_sum;
    let settings = open("?p=knapsack").driver.settings().clone();
    // Node 4 takes items 1 and 2, node 8 items 1, 3 and 4: their values (82, 77) are no bound.
    let take = |row: u16, col: u16| Square::new(row, col);
    let node_4 = Knapsack::infeasible_figure(&settings, &[take(0, 1)], take(1, 1));
    assert_eq!(node_4.as_deref(), Some("w = 11 > 10"));
    let above = [take(0, 1), take(1, 0), take(2, 1)];
    let node_8 = Knapsack::infeasible_figure(&settings, &above, take(3, 1));
    assert_eq!(node_8.as_deref(), Some("w = 12 > 10"));
    // Node 9 has decided every item: its bound is its value, written once (not "65 = 65").
    let instance = &settings.instance;
    let mut pack = runut::problems::knapsack::core::Pack::default();
    for (k, take) in [true, false, true, false].into_iter().enumerate() {
        pack = pack.then(instance.item(k), take);
    }
    assert_eq!(bound_sum(instance, Bound::Simple, &pack), "65");
    assert_eq!(bound_sum(instance, Bound::Fractional, &pack), "65");
}

#[test]
fn the_guide_lists_every_comparison_and_bound_from_their_tables() {
    use runut::model::branch::optimum::compare::Compare;
    crate::common::check_guide_lists::<Compare>("knapsack", "compare");
    crate::common::check_guide_lists::<runut::problems::knapsack::core::Bound>("knapsack", "bound");
}
