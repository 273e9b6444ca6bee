//! [`LiveList`]: the live nodes in the order they come up (the next E-node first, marked
//! "next" while the search goes on), each with its cost or bound: the queue branch and bound
//! keeps, which the tree alone does not show. Depth first keeps no list, and names no node.
//! While practice asks a question, the list is in the order of the nodes' numbers, unmarked:
//! it does not give the answer away.

use crate::core::branch::replay::BranchTrail;
use crate::core::branch::{BranchEvent, Goal, Selection};
use crate::model::branch::text::BranchText;
use crate::model::branch::words::cost_text;
use crate::model::i18n::{say, t};
use std::rc::Rc;
use yew::prelude::*;

/// How many live nodes the list names; the rest are counted.
const SHOWN: usize = 24;

/// Props of [`LiveList`].
#[derive(Properties, PartialEq)]
pub struct LiveListProps<I: PartialEq> {
    /// The search's replay.
    pub trail: Rc<BranchTrail<I>>,
    /// Where a click on a node answers practice's question (none while none is asked): while
    /// it is, the list is by number, with no "next".
    pub pick: Option<Callback<String>>,
}

/// The live-node list (`data-testid=live-list`, its items `data-node`).
#[component]
pub fn LiveList<I: Copy + PartialEq + 'static>(props: &LiveListProps<I>) -> Html {
    use_context::<crate::model::i18n::Lang>();
    let trail = &props.trail;
    let goal = trail.goal();
    let asking = props.pick.is_some();
    // Depth first keeps no list: its live child is expanded at once, so none is named.
    let kept = asking || trail.selection() != Selection::DepthFirst;
    let shown = if kept { SHOWN } else { 0 };
    let mut live: Vec<_> = trail.live().take(shown).filter_map(|node| trail.node(node)).collect();
    if asking {
        live.sort_by_key(|n| n.node);
    }
    let more = if kept { trail.totals().live.saturating_sub(live.len() as u64) } else { 0 };
    let order = t(match (trail.selection(), goal) {
        _ if asking => BranchText::OrderAsked,
        (Selection::LeastCost, Goal::Most) => BranchText::OrderMost,
        (Selection::LeastCost, _) => BranchText::OrderLeast,
        (Selection::Fifo, _) => BranchText::OrderFifo,
        (Selection::DepthFirst, _) => BranchText::OrderDepth,
    });
    // Before the search begins its order is not known yet (the search says it as it begins).
    let begun = trail.last().is_some();
    // The head of the list is expanded next only while the search goes on.
    let over = trail.answer().is_some() || matches!(trail.last(), Some(BranchEvent::Exhausted));
    let marks_next = !asking && !over;
    html! {
        <section class="live-list" aria-label={t(BranchText::LiveList)}>
            <h3>{ t(BranchText::LiveList) }</h3>
            if begun {
                <p class="hint">{ order }</p>
            }
            if begun && kept && live.is_empty() {
                <p class="hint">{ t(BranchText::LiveListEmpty) }</p>
            }
            // Focusable: a long list scrolls, and a keyboard scrolls it from there.
            <ol data-testid="live-list" tabindex="0" aria-label={t(BranchText::LiveList)}>
                { for live.iter().enumerate().map(|(k, n)| {
                    let value = n.node.to_string();
                    let onclick = props.pick.as_ref().map(|pick| pick.reform(move |_: MouseEvent| value.clone()));
                    html! {
                        <li data-node={n.node.to_string()} data-cost={n.cost.to_string()} class={classes!((marks_next && k == 0).then_some("next"))}>
                            if let Some(onclick) = onclick {
                                <button type="button" class="small" {onclick}>{ n.node }</button>
                            } else {
                                <strong>{ n.node }</strong>
                            }
                            <span>{ cost_text(goal, n.cost) }</span>
                            if marks_next && k == 0 {
                                <em>{ t(BranchText::LiveNext) }</em>
                            }
                        </li>
                    }
                }) }
            </ol>
            if more > 0 {
                <p class="hint">{ say(BranchText::LiveMore, &[("n", &more)]) }</p>
            }
        </section>
    }
}
