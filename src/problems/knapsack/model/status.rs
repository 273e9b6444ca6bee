//! The knapsack page's one-line status and figures, and the words it shares with the board, the
//! tree, the code panel and practice: a node's decision, its items, its upper bound worked out.

use super::settings::KnapsackSettings;
use super::text::KnapsackText;
use super::Knapsack;
use crate::core::branch::node::DrawnNode;
use crate::core::branch::replay::BranchTrail;
use crate::core::branch::stats::BranchEnding;
use crate::core::branch::BranchEvent;
use crate::model::branch::next_child::state_of;
use crate::model::branch::optimum::text::OptimumText;
use crate::model::branch::optimum::{figures, side_figures};
use crate::model::branch::words::{status, PageWords};
use crate::model::driver::RunState;
use crate::model::figures::Figure;
use crate::model::i18n::{say, t};
use crate::model::page::{Side, Status};
use crate::model::player::Player;
use crate::problems::knapsack::core::{Bound, Instance, OverCapacity, Pack};

/// The page's replay of a search.
pub type KnapsackTrail = BranchTrail<OverCapacity>;

/// Item `k` (in value-per-weight order) by its number in the input, from 1.
pub fn item_number(instance: &Instance, k: usize) -> usize {
    usize::from(instance.order()[k]) + 1
}

/// The items `pack` takes, by their numbers in the input, ascending.
pub fn taken_numbers(instance: &Instance, pack: &Pack) -> Vec<usize> {
    let mut numbers: Vec<usize> = pack.taken().map(|k| item_number(instance, k)).collect();
    numbers.sort_unstable();
    numbers
}

/// A list of item numbers as the page writes it: `1, 3` (`—` for none).
pub fn numbers_text(numbers: &[usize]) -> String {
    if numbers.is_empty() {
        return "—".into();
    }
    numbers.iter().map(usize::to_string).collect::<Vec<_>>().join(", ")
}

/// What a node decides: with or without item k (`level` from 0, in value-per-weight order).
pub fn decision_text(instance: &Instance, level: usize, take: bool) -> String {
    let key = if take { KnapsackText::WithItem } else { KnapsackText::WithoutItem };
    say(key, &[("item", &item_number(instance, level))])
}

/// A node's upper bound worked out, `40 + (10 − 4)·42/7 = 76`, or for the fractional bound
/// `40 + 6/7·42 = 76`; only the bound, `65`, when there is nothing to add to the value.
pub fn bound_sum(instance: &Instance, bound: Bound, pack: &Pack) -> String {
    let ub = instance.upper_bound(bound, pack);
    let v = pack.value();
    match bound {
        Bound::Simple => match instance.items().get(pack.decided()) {
            Some(next) => {
                let room = format!("({} − {})", instance.capacity(), pack.weight());
                format!("{v} + {room}·{}/{} = {ub}", next.value, next.weight)
            }
            None => ub.to_string(),
        },
        Bound::Fractional => {
            let fill = instance.fill(pack);
            let mut parts = vec![v.to_string()];
            parts.extend(fill.whole.iter().map(|&k| instance.item(k).value.to_string()));
            if let Some((k, part)) = fill.cut {
                parts.push(format!("{}/{}·{}", part.num(), part.den(), instance.item(k).value));
            }
            if parts.len() == 1 {
                return ub.to_string();
            }
            format!("{} = {ub}", parts.join(" + "))
        }
    }
}

/// What a node in `pack` is: its weight, value and bound worked out.
pub fn pack_text(settings: &KnapsackSettings, pack: &Pack) -> String {
    let instance = &settings.instance;
    let sum = bound_sum(instance, settings.bound, pack);
    let args: [(&str, &dyn std::fmt::Display); 3] =
        [("w", &pack.weight()), ("v", &pack.value()), ("sum", &sum)];
    say(KnapsackText::PackText, &args)
}

/// Why a node cannot be a solution: what it takes weighs more than the capacity.
pub fn over_text(over: OverCapacity) -> String {
    say(KnapsackText::OverText, &[("w", &over.weight), ("capacity", &over.capacity)])
}

/// What the node just generated is: the root, or a decision below its parent, with its weight,
/// value and upper bound (or that it is over the capacity).
fn generated(
    settings: &KnapsackSettings,
    trail: &KnapsackTrail,
    node: &DrawnNode<OverCapacity>,
) -> String {
    let instance = &settings.instance;
    let Some((pack, _)) = state_of(&settings.tree(), trail, node.node) else {
        return String::new();
    };
    if node.parent == 0 {
        return say(KnapsackText::RootGenerated, &[("pack", &pack_text(settings, &pack))]);
    }
    let decision = decision_text(instance, pack.decided() - 1, node.choice == 1);
    let what = if pack.weight() > instance.capacity() {
        say(KnapsackText::OverPack, &[("w", &pack.weight()), ("capacity", &instance.capacity())])
    } else {
        pack_text(settings, &pack)
    };
    let args: [(&str, &dyn std::fmt::Display); 4] =
        [("node", &node.node), ("decision", &decision), ("parent", &node.parent), ("what", &what)];
    let mut text = say(KnapsackText::ChildGenerated, &args);
    if pack.decided() == instance.len() && pack.weight() <= instance.capacity() {
        text.push_str(&say(KnapsackText::LeafReached, &[("v", &pack.value())]));
    }
    text
}

/// The best solution so far in words: its items and their weight and value.
pub fn best_text(settings: &KnapsackSettings, trail: &KnapsackTrail) -> Option<(Vec<usize>, Pack)> {
    let (node, _) = trail.best()?;
    let (pack, _) = state_of(&settings.tree(), trail, node)?;
    Some((taken_numbers(&settings.instance, &pack), pack))
}

/// Whether the status line names the best solution's items: when it is found, when it is the
/// answer, and once the search has ended.
fn announces(state: RunState, trail: &KnapsackTrail) -> bool {
    let said = matches!(
        trail.last(),
        Some(BranchEvent::Best { .. } | BranchEvent::Answer { .. } | BranchEvent::Exhausted)
    );
    said || (state == RunState::Finished && trail.last().is_none())
}

impl Status for Knapsack {
    fn status(
        settings: &KnapsackSettings,
        state: RunState,
        trail: &KnapsackTrail,
        ending: Option<BranchEnding>,
        failure: Option<&str>,
    ) -> String {
        let instance = &settings.instance;
        let idle = say(
            KnapsackText::StatusIdle,
            &[("n", &instance.len()), ("capacity", &instance.capacity())],
        );
        let words = PageWords {
            idle,
            generated: &|node| generated(settings, trail, node),
            infeasible: &|over| over_text(over),
            capped: ending == Some(BranchEnding::Capped),
        };
        let mut text = status(state, trail, failure, &words);
        let best = best_text(settings, trail).filter(|_| announces(state, trail));
        if let Some((items, pack)) = best {
            let args: [(&str, &dyn std::fmt::Display); 3] =
                [("items", &numbers_text(&items)), ("w", &pack.weight()), ("v", &pack.value())];
            text.push(' ');
            text.push_str(&say(KnapsackText::BestItems, &args));
        }
        text
    }

    fn compare_status(_: &KnapsackSettings) -> String {
        t(OptimumText::ComparingStatus).to_string()
    }

    fn figures(_: &KnapsackSettings, trail: &KnapsackTrail) -> Vec<Figure> {
        figures(trail)
    }

    fn side_figures(
        settings: &KnapsackSettings,
        side: Side,
        player: &Player<Knapsack>,
    ) -> Vec<Figure> {
        side_figures(player.trail(), settings.compare.strategy(Some(side)))
    }
}
