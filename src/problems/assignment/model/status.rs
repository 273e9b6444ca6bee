//! The job assignment page's one-line status and figures, and the words it shares with the
//! board, the tree, the code panel and practice: a node's jobs, its lower bound worked out term
//! by term.

use super::settings::{person_job, AssignmentSettings};
use super::text::AssignmentText;
use super::Assignment;
use crate::core::branch::event::BranchEvent;
use crate::core::branch::node::DrawnNode;
use crate::core::branch::replay::BranchTrail;
use crate::core::branch::stats::BranchEnding;
use crate::core::search::Never;
use crate::model::branch::next_child::state_of;
use crate::model::branch::optimum::text::OptimumText;
use crate::model::branch::optimum::{figures, side_figures};
use crate::model::branch::words::{status, PageWords};
use crate::model::driver::RunState;
use crate::model::figures::Figure;
use crate::model::i18n::{say, t};
use crate::model::page::{Side, Status};
use crate::model::player::Player;
use crate::problems::assignment::core::{Assigned, Assignment as Tree};

/// The page's replay of a search.
pub type AssignmentTrail = BranchTrail<Never>;

/// The jobs of an assignment, person a's first, in words: `a → 2, b → 1`.
pub fn jobs_text(jobs: &[u8]) -> String {
    let each: Vec<String> = jobs.iter().enumerate().map(|(k, &job)| person_job(k, job)).collect();
    each.join(", ")
}

/// What the node `node` decides: its person's job, and the last person's, forced with it.
pub fn decision_text(node: &Assigned, n: usize) -> String {
    let jobs = node.jobs();
    let level = if jobs.len() == n { n - 2 } else { jobs.len() - 1 };
    let given = person_job(level, jobs[level]);
    match jobs.get(level + 1) {
        Some(&last) => say(
            AssignmentText::Forced,
            &[("given", &given), ("last", &person_job(level + 1, last))],
        ),
        None => given,
    }
}

/// A node's lower bound worked out, its terms in order: `2 + 3 + 1 + 4 = 10`.
pub fn bound_sum(tree: &Tree, node: &Assigned) -> String {
    let terms: Vec<String> = tree.terms(node).iter().map(|term| term.cost.to_string()).collect();
    format!("{} = {}", terms.join(" + "), tree.lower_bound(node))
}

/// What the node just generated is: the root, or a job given below its parent, with its
/// lower bound (and, complete, its cost).
fn generated(
    settings: &AssignmentSettings,
    trail: &AssignmentTrail,
    node: &DrawnNode<Never>,
) -> String {
    let tree = settings.tree();
    let Some((assigned, _)) = state_of(&tree, trail, node.node) else { return String::new() };
    let sum = bound_sum(&tree, &assigned);
    if node.parent == 0 {
        return say(AssignmentText::RootGenerated, &[("sum", &sum)]);
    }
    let decision = decision_text(&assigned, settings.costs.len());
    let args: [(&str, &dyn std::fmt::Display); 4] =
        [("node", &node.node), ("decision", &decision), ("parent", &node.parent), ("sum", &sum)];
    let mut text = say(AssignmentText::ChildGenerated, &args);
    if assigned.len() == settings.costs.len() {
        text.push_str(&say(AssignmentText::Complete, &[("cost", &assigned.cost())]));
    }
    text
}

/// The best assignment so far: each person's job, and its cost.
pub fn best_jobs(settings: &AssignmentSettings, trail: &AssignmentTrail) -> Option<Assigned> {
    let (node, _) = trail.best()?;
    state_of(&settings.tree(), trail, node).map(|(assigned, _)| assigned)
}

/// Whether the status line names the best assignment: when it is found, when it is the
/// answer, and once the search has ended.
fn announces(state: RunState, trail: &AssignmentTrail) -> bool {
    let said = matches!(
        trail.last(),
        Some(BranchEvent::Best { .. } | BranchEvent::Answer { .. } | BranchEvent::Exhausted)
    );
    said || (state == RunState::Finished && trail.last().is_none())
}

impl Status for Assignment {
    fn status(
        settings: &AssignmentSettings,
        state: RunState,
        trail: &AssignmentTrail,
        ending: Option<BranchEnding>,
        failure: Option<&str>,
    ) -> String {
        let n = settings.costs.len();
        let words = PageWords {
            idle: say(AssignmentText::StatusIdle, &[("n", &n)]),
            generated: &|node| generated(settings, trail, node),
            infeasible: &|never| match never {},
            capped: ending == Some(BranchEnding::Capped),
        };
        let mut text = status(state, trail, failure, &words);
        if let Some(best) = best_jobs(settings, trail).filter(|_| announces(state, trail)) {
            let args: [(&str, &dyn std::fmt::Display); 2] =
                [("jobs", &jobs_text(best.jobs())), ("cost", &best.cost())];
            text.push(' ');
            text.push_str(&say(AssignmentText::BestJobs, &args));
        }
        text
    }

    fn compare_status(_: &AssignmentSettings) -> String {
        t(OptimumText::ComparingStatus).to_string()
    }

    fn figures(_: &AssignmentSettings, trail: &AssignmentTrail) -> Vec<Figure> {
        figures(trail)
    }

    fn side_figures(
        settings: &AssignmentSettings,
        side: Side,
        player: &Player<Assignment>,
    ) -> Vec<Figure> {
        side_figures(player.trail(), settings.compare.strategy(Some(side)))
    }
}
