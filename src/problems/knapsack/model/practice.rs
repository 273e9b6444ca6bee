//! Practice on the knapsack: which live node becomes the E-node next (every branch-and-bound
//! page's question), and what is the upper bound of the child generated next?

use super::settings::KnapsackSettings;
use super::status::{bound_sum, decision_text, KnapsackTrail};
use super::text::KnapsackText;
use super::Knapsack;
use crate::core::branch::Cost;
use crate::model::branch::next_child::{self, CostAsk, NextChild};
use crate::model::branch::practice::Drill;
use crate::model::i18n::{say, t};
use crate::model::page::Practised;
use crate::model::practice::{Answer, Question, Verdict};
use crate::problems::knapsack::core::{Bound, OverCapacity, Pack};

/// What the page says about the bound of the child `next`: the question, the sum worked out,
/// and the usual slips (no room counted, the item just decided's value per weight instead of
/// the next one's, the other bound, the parent's bound).
fn ask(settings: &KnapsackSettings, next: &NextChild<Pack, OverCapacity>) -> CostAsk {
    let instance = &settings.instance;
    let pack = next.child.state;
    let level = pack.decided() - 1;
    let decision = decision_text(instance, level, next.child.choice == 1);
    let args: [(&str, &dyn std::fmt::Display); 5] = [
        ("node", &next.node),
        ("decision", &decision),
        ("parent", &next.parent),
        ("w", &pack.weight()),
        ("v", &pack.value()),
    ];
    let prompt = say(KnapsackText::BoundPrompt, &args);
    let sum = bound_sum(instance, settings.bound, &pack);
    let how = t(match settings.bound {
        Bound::Simple => KnapsackText::BoundHowSimple,
        Bound::Fractional => KnapsackText::BoundHowFractional,
    });
    let room = i64::from(instance.capacity() - pack.weight());
    let v = i64::from(pack.value());
    let this = instance.item(level);
    let other = match settings.bound {
        Bound::Simple => Bound::Fractional,
        Bound::Fractional => Bound::Simple,
    };
    let parent_ub = instance.upper_bound(settings.bound, &next.parent_state);
    let decoys = vec![
        Cost::whole(v),
        Cost::ratio(
            v * i64::from(this.weight) + room * i64::from(this.value),
            i64::from(this.weight),
        ),
        instance.upper_bound(other, &pack),
        parent_ub,
    ];
    let node = next.node;
    CostAsk {
        prompt,
        right: say(KnapsackText::BoundRight, &[("node", &node), ("sum", &sum)]),
        wrong: say(KnapsackText::BoundWrong, &[("node", &node), ("sum", &sum), ("how", &how)]),
        decoys,
    }
}

impl Practised for Knapsack {
    type Drill = Drill;

    fn question(
        settings: &KnapsackSettings,
        drill: Drill,
        trail: &KnapsackTrail,
    ) -> Option<Question> {
        next_child::question(&settings.tree(), drill, trail, |next| ask(settings, next))
    }

    fn judge(
        settings: &KnapsackSettings,
        trail: &KnapsackTrail,
        question: &Question,
        answer: &Answer,
    ) -> Verdict {
        next_child::judge(&settings.tree(), trail, question, answer, |next| ask(settings, next))
    }
}
