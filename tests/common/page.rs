//! A search page under test: opened from a link with the fake workers ([`Rig`]), played out,
//! its figures read; and a branch-and-bound page's practice and code panel checked against
//! what its search does next.

use super::workers::Rig;
use runut::core::branch::engine::BranchSearch;
use runut::core::branch::replay::BranchTrail;
use runut::core::branch::{BranchEvent, Branching, Selection};
use runut::core::search::EventKind;
use runut::model::branch::optimum::compare::Strategy;
use runut::model::branch::practice::Drill;
use runut::model::code::{CodeState, Program};
use runut::model::driver::{Control, RunState};
use runut::model::page::{Browser, SearchAction, SearchPage, SearchProblem};
use runut::model::practice::{Answer, Question, Verdict};
use runut::model::query::query_pairs;

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
/// right answer and a wrong one, which says the right cost; returns how many questions of each
/// drill were asked.
pub fn check_practice<B: Branching>(
    tree: B,
    question: impl Fn(Drill, &BranchTrail<B::Infeasible>) -> Option<Question>,
    judge: impl Fn(&BranchTrail<B::Infeasible>, &Question, &Answer) -> Verdict,
) -> (usize, usize) {
    let mut search = BranchSearch::new(tree, Selection::LeastCost, true, 20_000);
    let mut trail = BranchTrail::<B::Infeasible>::default();
    let (mut next_asked, mut cost_asked) = (0, 0);
    while let Some(next) = search.step() {
        for drill in Drill::ALL {
            let Some(q) = question(drill, &trail) else { continue };
            let right = match (drill, next) {
                (Drill::Next, BranchEvent::Expand { node }) => node.to_string(),
                (Drill::Cost, BranchEvent::Generate { cost, .. }) => cost.to_string(),
                _ => panic!("{drill:?} asked before {next:?}"),
            };
            assert_eq!(q.answer, Answer::Choice(right.clone()), "{drill:?} before {next:?}");
            assert!(q.choices.iter().any(|c| c.value == right));
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
    (next_asked, cost_asked)
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
