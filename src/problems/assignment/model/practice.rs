//! Practice on the job assignment: which live node becomes the E-node next (every
//! branch-and-bound page's question), and what is the lower bound of the child generated next?

use super::settings::AssignmentSettings;
use super::status::{bound_sum, decision_text, AssignmentTrail};
use super::text::AssignmentText;
use super::Assignment;
use crate::core::branch::Cost;
use crate::core::search::Never;
use crate::model::branch::next_child::{self, CostAsk, NextChild};
use crate::model::branch::practice::Drill;
use crate::model::i18n::say;
use crate::model::page::Practised;
use crate::model::practice::{Answer, Question, Verdict};
use crate::problems::assignment::core::Assigned;

/// What the page says about the bound of the child `next`: the question, the sum worked out,
/// and the usual slips (only the costs given, each free person's cheapest job even if it is
/// taken, the parent's bound, or it with the new job's cost added on top, and the last job
/// forced left out).
fn ask(settings: &AssignmentSettings, next: &NextChild<Assigned, Never>) -> CostAsk {
    let tree = settings.tree();
    let costs = &settings.costs;
    let node = next.child.state;
    let decision = decision_text(&node, costs.len());
    let args: [(&str, &dyn std::fmt::Display); 3] =
        [("node", &next.node), ("decision", &decision), ("parent", &next.parent)];
    let sum = bound_sum(&tree, &node);
    let row_least = |person: usize| {
        (0..costs.len() as u8).map(|job| costs.cost(person, job)).min().unwrap_or(0)
    };
    let careless: u32 = node.cost() + (node.len()..costs.len()).map(row_least).sum::<u32>();
    let whole = |n: u32| Cost::whole(i64::from(n));
    let parent_lb = tree.lower_bound(&next.parent_state);
    let person = next.parent_state.len();
    let added = parent_lb + costs.cost(person, next.child.choice);
    let forced =
        node.jobs().get(person + 1).map(|&last| node.cost() - costs.cost(person + 1, last));
    let mut decoys = vec![whole(node.cost()), whole(careless), whole(parent_lb), whole(added)];
    decoys.extend(forced.map(whole));
    let answer = &next.node;
    CostAsk {
        prompt: say(AssignmentText::BoundPrompt, &args),
        right: say(AssignmentText::BoundRight, &[("node", answer), ("sum", &sum)]),
        wrong: say(AssignmentText::BoundWrong, &[("node", answer), ("sum", &sum)]),
        decoys,
    }
}

impl Practised for Assignment {
    type Drill = Drill;

    fn question(
        settings: &AssignmentSettings,
        drill: Drill,
        trail: &AssignmentTrail,
    ) -> Option<Question> {
        next_child::question(&settings.tree(), drill, trail, |next| ask(settings, next))
    }

    fn judge(
        settings: &AssignmentSettings,
        trail: &AssignmentTrail,
        question: &Question,
        answer: &Answer,
    ) -> Verdict {
        next_child::judge(&settings.tree(), trail, question, answer, |next| ask(settings, next))
    }
}
