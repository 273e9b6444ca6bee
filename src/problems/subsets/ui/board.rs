//! The sum-of-subsets board: the weights in both orders, each decided one marked taken (✓) or
//! left (–) and the one under test (? or ✗ when it dies), the sums as a bar (Wt solid,
//! remaining hatched, m a dashed line), and the subset taken so far.

use crate::core::grid::Square;
use crate::model::i18n::{say, t};
use crate::model::status::fixed;
use crate::problems::subsets::core::{takes, Instance};
use crate::problems::subsets::model::status::{on_show, sum_text, OnShow};
use crate::problems::subsets::model::text::SubsetsText;
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`SubsetsBoard`].
#[derive(Properties, PartialEq)]
pub struct SubsetsBoardProps {
    /// The weights as typed.
    pub typed: Rc<Vec<u64>>,
    /// The instance (the weights sorted, and m).
    pub instance: Rc<Instance>,
    /// The decisions of the current path.
    pub path: Rc<Vec<Square>>,
    /// The node under test, if any, and whether it has just died.
    #[prop_or_default]
    pub testing: Option<(Square, bool)>,
}

/// One weight: its place, its value and its state.
fn weight(k: usize, value: u64, path: &[Square], testing: Option<(Square, bool)>) -> Html {
    let decided = path.get(k).map(|&at| takes(at));
    let tested = testing.filter(|(at, _)| at.row as usize == k);
    let (class, mark, state) = match (decided, tested) {
        (Some(true), _) => ("taken", "✓", t(SubsetsText::LegendTaken)),
        (Some(false), _) => ("left", "–", t(SubsetsText::LegendLeft)),
        (None, Some((_, true))) => ("dead", "✗", t(SubsetsText::LegendDead)),
        (None, Some(_)) => ("trying", "?", t(SubsetsText::LegendTrying)),
        (None, None) => ("undecided", "", t(SubsetsText::LegendUndecided)),
    };
    let x = tested.map(|(at, _)| format!(" = {}", at.col)).unwrap_or_default();
    let label = say(SubsetsText::WeightLabel, &[("k", &(k + 1)), ("w", &value), ("state", &state)]);
    html! {
        <li class={classes!("weight", class)} data-testid="weight" data-index={k.to_string()}
            data-value={value.to_string()} data-taken={decided.map(|d| if d { "1" } else { "0" })}
            aria-label={label}>
            <span class="x" aria-hidden="true">{ format!("x{}{x}", k + 1) }</span>
            <span class="w" aria-hidden="true">{ value }</span>
            <span class="mark" aria-hidden="true">{ mark }</span>
        </li>
    }
}

/// The sums as a bar over the sum of every weight.
fn balance(instance: &Instance, taken: u64, remaining: u64) -> Html {
    let total = instance.total().max(1) as f64;
    let pct = |v: u64| format!("{}%", fixed(v as f64 * 100.0 / total, 2));
    let m = instance.m();
    let args: [(&str, &dyn std::fmt::Display); 3] =
        [("taken", &taken), ("remaining", &remaining), ("m", &m)];
    html! {
        <div class="balance">
            <div class="bar" role="img" aria-label={say(SubsetsText::BarLabel, &args)}>
                <span class="part taken" style={format!("width:{}", pct(taken))}></span>
                <span class="part remaining" style={format!("width:{}", pct(remaining))}></span>
                <span class="target" style={format!("left:{}", pct(m))}></span>
            </div>
            <dl class="sums">
                <div><dt><span class="key taken"></span>{ "Wt" }</dt><dd data-testid="sum-taken" data-value={taken.to_string()}>{ taken }</dd></div>
                <div><dt><span class="key remaining"></span>{ t(SubsetsText::Remaining) }</dt><dd data-testid="sum-remaining" data-value={remaining.to_string()}>{ remaining }</dd></div>
                <div><dt><span class="key target"></span>{ "m" }</dt><dd data-testid="sum-m" data-value={m.to_string()}>{ m }</dd></div>
            </dl>
        </div>
    }
}

/// The board.
#[component]
pub fn SubsetsBoard(props: &SubsetsBoardProps) -> Html {
    use_context::<crate::model::i18n::Lang>();
    let instance = &props.instance;
    let path = &props.path;
    // The bar and the subset line describe one node: the one under test, else the last decided.
    let OnShow { taken, remaining, subset } =
        on_show(instance, path, props.testing.map(|(at, _)| at));
    let list = |ws: &[u64]| ws.iter().map(u64::to_string).collect::<Vec<_>>().join(", ");
    let subset_text = say(SubsetsText::Subset, &[("set", &sum_text(&subset)), ("sum", &taken)]);
    html! {
        <div class="subsets-board" data-testid="board" data-weights={list(instance.weights())} data-m={instance.m().to_string()}>
            <p class="orders">{ say(SubsetsText::Orders, &[("typed", &list(&props.typed)), ("sorted", &list(instance.weights()))]) }</p>
            <ol class="weights" aria-label={t(SubsetsText::WeightsSorted)}>
                { for instance.weights().iter().enumerate().map(|(k, &w)| weight(k, w, path, props.testing)) }
            </ol>
            { balance(instance, taken, remaining) }
            <p class="subset" data-testid="subset" data-set={list(&subset).replace(' ', "")}>{ subset_text }</p>
        </div>
    }
}
