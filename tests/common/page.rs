//! A search page under test: opened from a link with the fake workers ([`Rig`]), played out,
//! its figures read; the checks every problem's tests run on their own page (the drawn tree's
//! texts never run into each other, every solution listed shows on the board); and a
//! branch-and-bound page's practice and code panel checked against what its search does next.

use super::workers::Rig;
use runut::core::branch::engine::BranchSearch;
use runut::core::branch::node::NodeState;
use runut::core::branch::replay::BranchTrail;
use runut::core::branch::{BranchEvent, Branching, Death, Selection};
use runut::core::grid::Square;
use runut::core::search::tree::TreeNode;
use runut::core::search::EventKind;
use runut::core::search::{Replay, Trail};
use runut::core::slug::Slugged;
use runut::model::branch::optimum::compare::Strategy;
use runut::model::branch::practice::Drill;
use runut::model::code::{CodeState, Program};
use runut::model::driver::{Control, RunState};
use runut::model::page::drawn_tree::{draw_tree, TreeDrawing, RADIUS};
use runut::model::page::{Browser, SearchAction, SearchPage, SearchProblem};
use runut::model::practice::{Answer, Question, Verdict};
use runut::model::query::query_pairs;
use runut::model::speed::Speed;
use std::fmt::Debug;

/// The page of `P` a link opens, settled, on a browser of two cores.
pub fn open<P: SearchProblem>(query: &str) -> Rig<SearchPage<P>> {
    let browser = Browser { cores: 2, ..Browser::default() };
    let mut rig = Rig::new(SearchPage::<P>::open(&query_pairs(query), Vec::new(), browser));
    rig.settle();
    rig
}

/// Plays `rig` on until its search (or both searches compared) finish.
pub fn play_out<P: SearchProblem>(rig: &mut Rig<SearchPage<P>>) {
    rig.act(SearchAction::Control(Control::Play));
    rig.run_until(|page| page.run_state() == RunState::Finished);
}

/// A figure's value by its hook.
pub fn figure<P: SearchProblem>(page: &SearchPage<P>, testid: &str) -> u64 {
    let figures = page.figures();
    figures.iter().find(|f| f.testid == testid).unwrap_or_else(|| panic!("no {testid}")).value
}

/// Searches `tree` least cost first, event by event, asking every drill before each event
/// (`question`) and checking its answer against the event, and the verdicts (`judge`) on the
/// right answer and a wrong one, which says the right cost; that every child that can be a
/// solution has its cost asked, the root's too, and that the buttons give nothing away
/// ([`choices_say_nothing`]); returns how many questions of each drill were asked.
pub fn check_practice<B: Branching>(
    tree: B,
    question: impl Fn(Drill, &BranchTrail<B::Infeasible>) -> Option<Question>,
    judge: impl Fn(&BranchTrail<B::Infeasible>, &Question, &Answer) -> Verdict,
) -> (usize, usize) {
    let mut search = BranchSearch::new(tree, Selection::LeastCost, true, 20_000);
    let events: Vec<_> = std::iter::from_fn(|| search.step()).collect();
    let mut trail = BranchTrail::<B::Infeasible>::default();
    let (mut next_asked, mut cost_asked) = (0, 0);
    let mut places = std::collections::BTreeSet::new();
    for &next in &events {
        for drill in Drill::all() {
            let Some(q) = question(drill, &trail) else { continue };
            let right = match (drill, next) {
                (Drill::Next, BranchEvent::Expand { node }) => node.to_string(),
                (Drill::Cost, BranchEvent::Generate { cost, .. }) => cost.to_string(),
                _ => panic!("{drill:?} asked before {next:?}"),
            };
            assert_eq!(q.answer, Answer::Choice(right.clone()), "{drill:?} before {next:?}");
            places.extend(choices_say_nothing(&q));
            assert!(drill == Drill::Next || q.choices.len() >= 3, "{:?}", q.choices);
            assert!(judge(&trail, &q, &q.answer).correct);
            let wrong = q.choices.iter().find(|c| c.value != right);
            if let Some(wrong) = wrong.map(|c| Answer::Choice(c.value.clone())) {
                let verdict = judge(&trail, &q, &wrong);
                assert!(!verdict.correct);
                if drill == Drill::Cost {
                    assert!(verdict.explanation.contains(&right), "{}", verdict.explanation);
                }
            }
            *if drill == Drill::Next { &mut next_asked } else { &mut cost_asked } += 1;
        }
        trail.apply(next);
    }
    let feasible = events
        .iter()
        .enumerate()
        .filter(|(k, e)| {
            matches!(e, BranchEvent::Generate { node, .. } if *node > 1)
                && !matches!(
                    events.get(k + 1),
                    Some(BranchEvent::Kill { why: runut::core::branch::Death::Infeasible(_), .. })
                )
        })
        .count();
    assert_eq!(cost_asked, feasible, "every child that can be a solution is asked, once");
    assert!(cost_asked < 8 || places.len() >= 3, "the right cost stands at {places:?}");
    (next_asked, cost_asked)
}

/// Whether practice's question `q` gives its answer away by its buttons' order (issue 47): the
/// live nodes offered in the order of their numbers, the costs in increasing order (so the
/// order is the same whatever the answer). Returns where the right cost stands among them
/// (none for the next E-node).
pub fn choices_say_nothing(q: &Question) -> Option<usize> {
    let right = q.choices.iter().position(|c| Answer::Choice(c.value.clone()) == q.answer);
    let right = right.unwrap_or_else(|| panic!("{:?} offered among {:?}", q.answer, q.choices));
    let values: Vec<f64> = q.choices.iter().map(|c| c.value.parse().expect("a number")).collect();
    assert!(values.windows(2).all(|w| w[0] < w[1]), "{:?} in increasing order", q.choices);
    (q.kind == runut::model::branch::practice::COST_OF).then_some(right)
}

/// Searches `tree` by `strategy` to its end, checking after each event that the code panel
/// (`state` of the trail) lights the line of `program` that emits that kind of event, one line
/// a kind, with the variables `best` and `live`; returns the variable `best` at the end.
pub fn check_code_lines<B: Branching>(
    tree: B,
    strategy: Strategy,
    program: &Program,
    state: impl Fn(&BranchTrail<B::Infeasible>) -> CodeState,
) -> String {
    for kind in EventKind::ALL {
        assert!(program.lines.iter().filter(|l| l.emits == Some(kind)).count() <= 1, "{kind:?}");
    }
    let mut search = BranchSearch::new(tree, strategy.selection, strategy.bounded, 5_000);
    let mut trail = BranchTrail::<B::Infeasible>::default();
    while let Some(event) = search.step() {
        trail.apply(event);
        let now = state(&trail);
        let line = now.line.unwrap_or_else(|| panic!("no line for {event:?}"));
        assert_eq!(program.lines[line - 1].emits, now.event, "{event:?}");
        let names: Vec<&str> = now.variables.iter().map(|v| v.name).collect();
        assert!(names.contains(&"best") && names.contains(&"live"), "{names:?}");
    }
    let last = state(&trail).variables.into_iter().find(|v| v.name == "best");
    last.map(|v| v.value).unwrap_or_default()
}

/// How many nodes the tree view draws whole before it folds finished subtrees (its `ROOM`).
const ROOM: usize = 120;

/// The page `P` for `query`, paused at its moment, its workers settled.
pub fn paused<P: SearchProblem>(query: &str) -> Rig<SearchPage<P>> {
    let browser = Browser { cores: 1, ..Browser::default() };
    let mut rig = Rig::new(SearchPage::<P>::open(&query_pairs(query), Vec::new(), browser));
    rig.settle();
    rig
}

/// What in `drawing` runs into what, in words.
fn collisions(drawing: &TreeDrawing) -> Vec<String> {
    let boxes = drawing.text_boxes();
    let meets =
        |a: &[f64; 4], b: &[f64; 4]| a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
    let mut wrong = Vec::new();
    for (i, (n, a)) in boxes.iter().enumerate() {
        for (m, b) in &boxes[i + 1..] {
            if meets(a, b) {
                wrong.push(format!("node {n}'s text {a:?} meets node {m}'s {b:?}"));
            }
        }
        for node in drawing.nodes.iter().filter(|node| node.placed.node.number != *n) {
            let (x, y) = node.centre;
            let circle = [x - RADIUS, y - RADIUS, x + RADIUS, y + RADIUS];
            if meets(a, &circle) {
                wrong
                    .push(format!("node {n}'s text {a:?} covers node {}", node.placed.node.number));
            }
        }
    }
    wrong
}

/// Checks the tree of `P`'s page for `query` at node `at` of its search, for every `at` of
/// `moments`, and at its end.
pub fn check_tree_texts<P, R>(query: &str, moments: impl IntoIterator<Item = u64>)
where
    P: SearchProblem<Replay = Trail<R>>,
    R: Copy + Debug + PartialEq + serde::Serialize + serde::de::DeserializeOwned + 'static,
{
    let ends = [None];
    for at in moments.into_iter().map(Some).chain(ends) {
        let link = match at {
            Some(node) => format!("{query}&at={node}"),
            None => format!("{query}&run=1&speed=max"),
        };
        let mut rig = paused::<P>(&link);
        if at.is_none() {
            rig.run_until(|p| p.run_state() == RunState::Finished);
        }
        let levels = rig.driver.trail().tree().levels().to_vec();
        let whole: usize = levels.iter().flatten().map(|n| 1 + n.kept_below()).sum();
        let room = whole <= ROOM;
        let unfolded = |_: &TreeNode| room;
        let drawing = draw_tree::<P>(rig.driver.settings(), &[], &levels, &unfolded, room);
        assert!(drawing.nodes.len() > 1, "{link}: a tree is drawn");
        let wrong = collisions(&drawing);
        assert!(wrong.is_empty(), "{link}: {}", wrong.join("\n"));
    }
}

/// How many frames a run may take to finish before a test calls it hung.
const FRAMES: usize = 20_000;

/// Plays frames until the run is over; says where it stands if it never ends (`what`: what
/// was done before).
pub fn finishes<P: SearchProblem>(rig: &mut Rig<SearchPage<P>>, what: &str) {
    for _ in 0..FRAMES {
        if rig.driver.run_state() == RunState::Finished {
            return;
        }
        rig.frame();
    }
    let nodes = rig.driver.trail().stats().nodes;
    let state = rig.driver.run_state();
    panic!("?p={}: {what}: still {state:?} at node {nodes} after {FRAMES} frames", P::SLUG);
}

/// The solutions `P`'s page lists for `query` run to its end at `speed`, and the page after.
fn listed<P: SearchProblem>(query: &str, speed: Speed) -> (Vec<Vec<Square>>, Rig<SearchPage<P>>) {
    let browser = Browser { cores: 2, ..Browser::default() };
    let mut rig = Rig::new(SearchPage::<P>::open(&query_pairs(query), Vec::new(), browser));
    rig.settle();
    rig.act(SearchAction::Control(Control::SetSpeed(speed)));
    rig.act(SearchAction::Control(Control::Play));
    finishes(&mut rig, query);
    rig.settle();
    (rig.driver.solutions(), rig)
}

/// Checks that `P`'s page lists the same solutions after a run at max speed as after watching
/// every event, and that a click on each shows it on the board (and a control leaves it).
pub fn solutions_shown<P: SearchProblem>(query: &str) {
    let (watched, _) = listed::<P>(query, Speed::PerSecond(100_000.0));
    let (flat, mut rig) = listed::<P>(query, Speed::Max);
    assert!(watched.len() > 1, "{query}: several solutions");
    assert_eq!(flat, watched, "{query}: the worker's list is the events' list");
    for (k, solution) in flat.iter().enumerate() {
        rig.act(SearchAction::View(Some(k)));
        assert_eq!(rig.driver.shown_path(), *solution, "{query}: solution {k} on the board");
    }
    rig.act(SearchAction::View(None));
    assert_eq!(rig.driver.shown_path(), rig.driver.trail().path(), "{query}: back to the search");
}

/// Practice on a branch-and-bound page's link `query`: a change of drill to the cost of the
/// child generated next starts practice again from the root (issue 47: it asked c(6) first),
/// and answered right every time it asks the cost of every child that can be a solution,
/// node 2 first, with buttons that give nothing away.
pub fn check_cost_drill_from_the_root<P, I>(query: &str)
where
    P: SearchProblem<Drill = Drill, Replay = BranchTrail<I>>,
    I: runut::core::search::Wire,
{
    let mut rig = open::<P>(query);
    let first = rig.driver.asked().unwrap_or_else(|| panic!("{query}: a question at once"));
    assert_eq!(first.kind, runut::model::branch::practice::NEXT_E_NODE, "{query}");
    assert!(rig.driver.trail().totals().generated > 2, "{query}: the root's children are out");
    rig.act(SearchAction::Drill(Drill::Cost));
    rig.settle();
    let mut asked = Vec::new();
    for _ in 0..10_000 {
        let Some(q) = rig.driver.asked() else {
            if rig.driver.run_state() == RunState::Finished {
                break;
            }
            rig.act(SearchAction::Control(Control::Play));
            rig.settle();
            continue;
        };
        assert_eq!(q.kind, runut::model::branch::practice::COST_OF, "{query}");
        choices_say_nothing(&q);
        asked.push(rig.driver.trail().totals().generated as u32 + 1);
        rig.act(SearchAction::Answer(q.answer.clone()));
        rig.settle();
    }
    assert_eq!(rig.driver.run_state(), RunState::Finished, "{query}: practised to the end");
    let trail = rig.driver.trail();
    let children: Vec<u32> = (2..=trail.totals().generated as u32)
        .filter(|&k| {
            let state = trail.node(k).map(|n| n.state);
            !matches!(state, Some(NodeState::Dead(Death::Infeasible(_))))
        })
        .collect();
    assert_eq!(asked, children, "{query}: every child's cost asked, in order, node 2 first");
}
