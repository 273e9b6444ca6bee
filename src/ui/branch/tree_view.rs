//! [`BranchTreeView`]: a branch-and-bound search's state-space tree, drawn live: each node with
//! its number and, under it, its cost or bound; the E-node ringed, live nodes dashed, dead ones
//! crossed with why in their title, the answer and the solutions filled. A small tree is drawn
//! whole, a large one by its first nodes and the paths to the E-node, the answer and the head
//! of the live list (see [`super::layout`]); a node's children left out are counted under it,
//! and a click or Enter on it opens it (shows them) or closes it again.

use super::layout::{layout, Placed};
use crate::core::branch::node::NodeState;
use crate::core::branch::replay::BranchTrail;
use crate::core::branch::Death;
use crate::core::grid::Square;
use crate::core::search::Wire;
use crate::model::branch::text::BranchText;
use crate::model::branch::words::{cost_text, state_text};
use crate::model::i18n::common::CommonText;
use crate::model::i18n::{fill, say, t};
use crate::model::status::fixed;
use crate::ui::page::SearchView;
use crate::ui::widgets::pan_zoom::use_pan_zoom;
use crate::ui::widgets::toggle_keys::toggle_keys;
use std::marker::PhantomData;
use std::rc::Rc;
use yew::prelude::*;

/// The width of a slot: the distance between two neighbouring nodes of a level.
const SLOT: f64 = 52.0;
/// The distance between two levels.
const LEVEL: f64 = 66.0;
/// A node's circle's radius.
const RADIUS: f64 = 15.0;
/// The margin round the drawing: room for the widest figure under a node at its edge (an
/// infeasible knapsack node's "w = 11 > 10").
const MARGIN: f64 = 42.0;
/// The room under a node's circle that its cost takes, above the edges to its children.
const COST_ROOM: f64 = 15.0;
/// Where along an edge (from the parent, 0, to the child, 1) its label stands.
const LABEL_AT: f64 = 0.6;

/// Props of [`BranchTreeView`].
#[derive(Properties, PartialEq)]
pub struct BranchTreeProps<P: SearchView, I: PartialEq> {
    /// The search's replay.
    pub trail: Rc<BranchTrail<I>>,
    /// The settings of the search drawn, which its problem's labels read.
    pub settings: P::Settings,
    /// The texts its run named, which its problem's labels may read.
    #[prop_or_default]
    pub texts: Rc<Vec<String>>,
    /// Where a click on a node answers practice's question (none while none is asked).
    pub pick: Option<Callback<String>>,
    /// The problem.
    #[prop_or_default]
    pub problem: PhantomData<P>,
}

/// The `data-state` of a node: `live`, `expanded`, `dead` or `solution`.
pub fn state_name<I>(state: NodeState<I>) -> &'static str {
    match state {
        NodeState::Live => "live",
        NodeState::Expanded | NodeState::ENode => "expanded",
        NodeState::Dead(_) => "dead",
        NodeState::Solution | NodeState::Answer => "solution",
    }
}

/// The class of a node in `state`.
fn class<I>(state: NodeState<I>) -> &'static str {
    match state {
        NodeState::Live => "live",
        NodeState::Expanded => "expanded",
        NodeState::ENode => "e-node",
        NodeState::Dead(_) => "dead",
        NodeState::Solution => "solution",
        NodeState::Answer => "answer",
    }
}

/// The centre of a placed node.
fn centre<I>(p: &Placed<I>) -> (f64, f64) {
    (MARGIN + p.x * SLOT, MARGIN + p.depth as f64 * LEVEL)
}

/// The tree, scrollable, kept scrolled to the E-node.
#[component]
pub fn BranchTreeView<P, I>(props: &BranchTreeProps<P, I>) -> Html
where
    P: SearchView,
    I: Wire,
{
    use_context::<crate::model::i18n::Lang>();
    let trail = &props.trail;
    // The nodes opened, in the order they were (a few: a list is the smallest program).
    let opened = use_state(Vec::<u32>::new);
    let (placed, slots) = layout(trail, &opened);
    let depth = placed.iter().map(|p| p.depth + 1).max().unwrap_or(1);
    let width = 2.0 * MARGIN + (slots.max(1) - 1) as f64 * SLOT;
    let height = 2.0 * MARGIN + (depth - 1) as f64 * LEVEL + 18.0;
    let edges = placed.iter().filter_map(|p| {
        let (x, y) = centre(p);
        let from = MARGIN + p.parent_x? * SLOT;
        // The decision at level r is the square (r − 1, choice), as the trail's decisions say.
        let at = Square::new(p.depth.saturating_sub(1) as u16, u16::from(p.node.choice));
        let label = P::edge_label(&props.texts, &[], at);
        let dead = matches!(p.node.state, NodeState::Dead(_));
        // The edge leaves the parent under its cost; its label stands nearer the child than
        // the parent, where siblings' edges are furthest apart.
        let top = y - LEVEL + RADIUS + COST_ROOM;
        let (label_x, label_y) = (from + (x - from) * LABEL_AT, top + (y - RADIUS - top) * LABEL_AT);
        Some(html! {
            <g class={classes!("edge", dead.then_some("killed"))}>
                <line x1={fixed(from, 1)} y1={fixed(top, 1)} x2={fixed(x, 1)} y2={fixed(y - RADIUS, 1)} />
                <text class="edge-label" x={fixed(label_x, 1)} y={fixed(label_y, 1)}>{ label }</text>
            </g>
        })
    });
    let toggle = {
        let opened = opened.clone();
        Callback::from(move |node: u32| {
            let mut next = (*opened).clone();
            match next.iter().position(|&n| n == node) {
                Some(at) => _ = next.swap_remove(at),
                None => next.push(node),
            }
            opened.set(next);
        })
    };
    let nodes = placed.iter().map(|p| {
        // A node opens while some of its children are left out, and closes once opened.
        let is_open = opened.contains(&p.node.node);
        let toggles = props.pick.is_none() && (p.hidden > 0 || is_open);
        let open = toggles.then(|| (is_open, toggle.clone()));
        node::<P, I>(p, trail, (&props.settings, &props.texts), props.pick.as_ref(), open)
    });
    let scroller = use_node_ref();
    let view = use_pan_zoom(scroller.clone(), (width, height));
    let zoom = view.zoom;
    html! {
        <div class="tree">
            <div class="zoom-tools">{ view.tools }</div>
            if placed.is_empty() {
                <p class="hint">{ t(CommonText::TreeGrows) }</p>
            }
            <div class="tree-scroll" ref={scroller} tabindex="0" role="region" data-testid="tree-scroll"
                aria-label={t(CommonText::TreeScroll)} onpointerdown={view.onpointerdown}
                onpointermove={view.onpointermove} onpointerup={view.onpointerup.clone()}
                onpointercancel={view.onpointerup} onkeydown={view.onkeydown}>
                <svg width={fixed(width * zoom, 1)} height={fixed(height * zoom, 1)}
                    style={view.shrinks.then(|| format!("--drawn: {}px", fixed(width, 1)))} viewBox={format!("0 0 {} {}", fixed(width, 1), fixed(height, 1))}
                    role="group" aria-label={fill(t(CommonText::TreeDrawn), &[("n", &placed.len().to_string())])}>
                    { for edges }
                    { for nodes }
                </svg>
            </div>
        </div>
    }
}

/// One node: its circle and number, its cost under it, its title, and how many of its children
/// are left out; `open` says, for a node that opens and closes, whether it is open and where a
/// click or Enter on it goes.
fn node<P, I>(
    p: &Placed<I>,
    trail: &BranchTrail<I>,
    (settings, texts): (&P::Settings, &[String]),
    pick: Option<&Callback<String>>,
    open: Option<(bool, Callback<u32>)>,
) -> Html
where
    P: SearchView,
    I: Wire,
{
    let (x, y) = centre(p);
    let n = p.node;
    let goal = trail.goal();
    let mut title = fill(t(CommonText::TreeNode), &[("n", &n.node.to_string())]);
    let decisions = trail.decisions(n.node);
    match decisions.split_last() {
        Some((&at, above)) => title.push_str(&P::node_label(settings, texts, above, at)),
        None => title.push_str(&format!(": {}", t(BranchText::Root))),
    }
    // Why a node cannot be a solution is the problem's mark under a dead node.
    let infeasible = |_: I| {
        let mark = decisions
            .split_last()
            .and_then(|(&at, above)| P::dead_mark(settings, texts, above, at));
        mark.unwrap_or_default()
    };
    // A node that cannot be a solution may show another figure than its cost (its weight).
    let infeasible_node = matches!(n.state, NodeState::Dead(Death::Infeasible(_)));
    let figure = decisions
        .split_last()
        .filter(|_| infeasible_node)
        .and_then(|(&at, above)| P::infeasible_figure(settings, above, at));
    let shown = figure.clone().unwrap_or_else(|| cost_text(goal, n.cost));
    title.push_str(&format!(" — {shown} — {}", state_text(goal, &n, &infeasible)));
    let live = matches!(n.state, NodeState::Live);
    let number = n.node;
    let onclick = match (&open, pick.filter(|_| live)) {
        (_, Some(pick)) => Some(pick.reform(move |_: MouseEvent| number.to_string())),
        (Some((_, toggle)), None) => Some(toggle.reform(move |_: MouseEvent| number)),
        (None, None) => None,
    };
    let onkeydown = open.as_ref().map(|(_, toggle)| toggle_keys(toggle, number));
    let hidden = (p.hidden > 0).then(|| {
        html! { <text class="summary" x={fixed(x, 1)} y={fixed(y + RADIUS + 24.0, 1)}>{ say(BranchText::TreeHidden, &[("n", &p.hidden)]) }</text> }
    });
    let cost = n.cost.to_string();
    html! {
        <g class={classes!("tree-node", "branch-node", class(n.state), onclick.is_some().then_some("pickable"))}
            data-testid="tree-node" data-node={n.node.to_string()} data-parent={(n.parent > 0).then(|| n.parent.to_string())}
            data-depth={p.depth.to_string()} data-cost={cost.clone()} data-bound={cost.clone()}
            data-state={state_name(n.state)} data-e-node={matches!(n.state, NodeState::ENode).then_some("true")}
            tabindex={onclick.is_some().then_some("0")} role={onclick.is_some().then_some("button")}
            aria-expanded={open.as_ref().map(|&(opened, _)| if opened { "true" } else { "false" })} {onclick} {onkeydown}>
            <title>{ title }</title>
            <circle cx={fixed(x, 1)} cy={fixed(y, 1)} r={fixed(RADIUS, 1)} />
            <text x={fixed(x, 1)} y={fixed(y + 4.5, 1)}>{ n.node }</text>
            <text class="cost" x={fixed(x, 1)} y={fixed(y + RADIUS + 12.0, 1)}>{ figure.unwrap_or(cost) }</text>
            if matches!(n.state, NodeState::Dead(_)) {
                <text class="dead-mark" x={fixed(x + RADIUS, 1)} y={fixed(y - RADIUS + 4.0, 1)}>{ "✗" }</text>
            }
            { for hidden }
        </g>
    }
}
