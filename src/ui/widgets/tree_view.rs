//! The state-space tree, drawn live: nodes numbered in generation order, edges labelled with the
//! choice tried, killed / live / solution nodes distinct (a killed one with the problem's mark of
//! why). Finished subtrees are drawn whole while
//! the drawing has room ([`ROOM`] nodes) and folded into a summary when not; a click or Enter on
//! a finished node folds or unfolds it.

use crate::core::grid::Square;
use crate::core::search::tree::{layout, NodeState, Placed, TreeNode};
use crate::model::i18n::common::T;
use crate::model::i18n::{fill, say, t};
use crate::model::page::SearchProblem;
use crate::model::status::{bounded, fixed, format_count};
use std::collections::{HashMap, HashSet};
use std::marker::PhantomData;
use std::rc::Rc;
use yew::prelude::*;

const SLOT: f64 = 46.0;
const LEVEL: f64 = 62.0;
const RADIUS: f64 = 15.0;
const MARGIN: f64 = 36.0;
/// How many nodes the drawing holds before finished subtrees start folded.
pub const ROOM: usize = 120;

/// Props of [`TreeView`]: the tree of problem `P`, whose labels it gives.
#[derive(Properties, PartialEq)]
pub struct TreeViewProps<P: SearchProblem> {
    /// The levels of the drawn tree.
    pub levels: Rc<Vec<Vec<TreeNode>>>,
    /// The settings of the search drawn, which its problem's labels may read.
    pub settings: P::Settings,
    /// The problem that names the nodes and edges.
    #[prop_or_default]
    pub problem: PhantomData<P>,
}

/// The `data-state` of a node: `live`, `dead` or `solution`.
fn state_name(node: &TreeNode) -> &'static str {
    match node.state {
        _ if node.solution => "solution",
        NodeState::Killed | NodeState::Finished => "dead",
        NodeState::Candidate | NodeState::Live => "live",
    }
}

fn kind(node: &TreeNode) -> &'static str {
    match node.state {
        NodeState::Candidate => "candidate",
        NodeState::Live => "on-path",
        NodeState::Killed => "killed",
        NodeState::Finished => "finished",
    }
}

fn centre(p: &Placed) -> (f64, f64) {
    (MARGIN + p.x * SLOT, MARGIN + p.depth as f64 * LEVEL)
}

/// A text length that squeezes numbers of four digits or more into their circle.
fn fit(number: u64) -> Option<String> {
    (number >= 1000).then(|| fixed(2.0 * RADIUS - 5.0, 1))
}

/// The squares placed by the ancestors of `p`, root first, read from the placed nodes' parents
/// (`parents` maps a node's number to its parent's and its square).
fn ancestors(p: &Placed, parents: &HashMap<u64, (Option<u64>, Option<Square>)>) -> Vec<Square> {
    let mut above = Vec::new();
    let mut next = p.parent;
    while let Some((parent, at)) = next.and_then(|number| parents.get(&number)) {
        above.extend(*at);
        next = *parent;
    }
    above.reverse();
    above
}

/// Where a node stands in the drawing, with its ancestors' squares.
struct Drawn<'a, P: SearchProblem> {
    settings: &'a P::Settings,
    parents: HashMap<u64, (Option<u64>, Option<Square>)>,
    toggle: Callback<u64>,
}

fn draw_node<P: SearchProblem>(p: &Placed, drawn: &Drawn<P>) -> Html {
    let node = p.node;
    let (x, y) = centre(p);
    let under = |class: &'static str, text: String| {
        html! { <text {class} x={fixed(x, 1)} y={fixed(y + RADIUS + 12.0, 1)}>{ text }</text> }
    };
    let mut title = fill(t(T::TreeNode), &[("n", &node.number.to_string())]);
    let above = node.at.map(|_| ancestors(p, &drawn.parents)).unwrap_or_default();
    if let Some(at) = node.at {
        title.push_str(&P::node_label(drawn.settings, &above, at));
    }
    let mut mark = None;
    if let (NodeState::Killed, Some(at)) = (node.state, node.at) {
        title.push_str(t(T::TreeKilled));
        mark = P::dead_mark(drawn.settings, &above, at).map(|text| under("dead-mark", text));
    }
    let folded = node.foldable() && !p.unfolded;
    let summary = folded.then(|| {
        let text = format!("+{}", format_count(node.descendants));
        let (nodes, solutions) =
            (format_count(node.descendants), format_count(node.solutions_below));
        title.push_str(&say(T::TreeBelow, &[("nodes", &nodes), ("solutions", &solutions)]));
        under("summary", text)
    });
    // A finished node whose subtree was kept folds and unfolds by click, Enter or Space.
    let toggles = node.foldable() && node.kids().is_some();
    let number = node.number;
    let onclick = toggles.then(|| drawn.toggle.reform(move |_: MouseEvent| number));
    let onkeydown = toggles.then(|| {
        let toggle = drawn.toggle.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" || e.key() == " " {
                e.prevent_default();
                toggle.emit(number);
            }
        })
    });
    let mut html = html! {
        <g class={classes!("tree-node", kind(node), node.solution.then_some("solution"), toggles.then_some("toggles"))}
            data-testid="tree-node" data-node={node.number.to_string()} data-depth={p.depth.to_string()}
            data-parent={p.parent.map(|n| n.to_string())} data-state={state_name(node)}
            data-folded={folded.then_some("true")} tabindex={toggles.then_some("0")}
            role={toggles.then_some("button")} aria-expanded={toggles.then(|| p.unfolded.to_string())}
            {onclick} {onkeydown}>
            <title>{ title }</title>
            <circle cx={fixed(x, 1)} cy={fixed(y, 1)} r={fixed(RADIUS, 1)} />
            <text x={fixed(x, 1)} y={fixed(y + 4.5, 1)} textLength={fit(node.number)}
                lengthAdjust="spacingAndGlyphs">{ node.number }</text>
            { for summary }
            { for mark }
        </g>
    };
    if let (Html::VTag(tag), Some(at)) = (&mut html, node.at) {
        if let Some((name, value)) = P::node_hook(&above, at) {
            std::rc::Rc::make_mut(tag).add_attribute(name, value);
        }
    }
    html
}

fn draw_edge<P: SearchProblem>(p: &Placed, drawn: &Drawn<P>) -> Html {
    let (Some(parent_x), Some(at)) = (p.parent_x, p.node.at) else { return html! {} };
    let above = ancestors(p, &drawn.parents);
    let (x2, y2) = centre(p);
    let (x1, y1) = (MARGIN + parent_x * SLOT, y2 - LEVEL);
    let (lx, ly) = (x1 + (x2 - x1) * 0.62, y1 + (y2 - y1) * 0.62);
    html! {
        <g class={classes!("edge", kind(p.node))}>
            <line x1={fixed(x1, 1)} y1={fixed(y1 + RADIUS, 1)} x2={fixed(x2, 1)} y2={fixed(y2 - RADIUS, 1)} />
            <text class="edge-label" x={fixed(lx, 1)} y={fixed(ly, 1)}>{ P::edge_label(&above, at) }</text>
        </g>
    }
}

/// Scrolls the tree so that `focus` (a point of the drawing, at `zoom`) is in the middle.
#[hook]
fn use_follow(scroller: NodeRef, focus: Option<(f64, f64)>, zoom: f64) {
    let key = focus.map(|(x, y)| ((x * zoom) as i64, (y * zoom) as i64));
    use_effect_with(key, move |_| {
        if let (Some((x, y)), Some(el)) = (focus, scroller.cast::<web_sys::Element>()) {
            let left = x * zoom - f64::from(el.client_width()) / 2.0;
            let top = y * zoom - f64::from(el.client_height()) / 2.0;
            el.set_scroll_left(left.max(0.0) as i32);
            el.set_scroll_top(top.max(0.0) as i32);
        }
    });
}

/// The tree view, scrollable and zoomable, kept scrolled to the node being expanded.
#[component]
pub fn TreeView<P: SearchProblem>(props: &TreeViewProps<P>) -> Html {
    use_context::<crate::model::i18n::Lang>();
    let zoom = use_state(|| 1.0f64);
    let scroller = use_node_ref();
    // The nodes the user folded or unfolded against the default.
    let flipped = use_state(HashSet::<u64>::new);
    let drawn_whole: usize = props.levels.iter().flatten().map(|n| 1 + n.kept_below()).sum();
    let room = drawn_whole <= ROOM;
    let unfolded = |node: &TreeNode| room != flipped.contains(&node.number);
    let (placed, slots) = layout(&props.levels, &unfolded);
    let toggle = {
        let flipped = flipped.clone();
        Callback::from(move |number: u64| {
            let mut next = (*flipped).clone();
            if !next.remove(&number) {
                next.insert(number);
            }
            flipped.set(next);
        })
    };
    let parents = placed.iter().map(|p| (p.node.number, (p.parent, p.node.at))).collect();
    let drawn = Drawn::<P> { settings: &props.settings, parents, toggle };
    let depth = placed.iter().map(|p| p.depth + 1).max().unwrap_or(1);
    let width = 2.0 * MARGIN + (slots.max(1) - 1) as f64 * SLOT;
    let height = 2.0 * MARGIN + (depth - 1) as f64 * LEVEL + 14.0;
    // Keep the newest node of the path's deepest level in view: that is where the search works.
    let newest = props.levels.last().and_then(|level| level.last()).map(|node| node.number);
    let focus = placed.iter().find(|p| Some(p.node.number) == newest).map(|p| centre(p));
    use_follow(scroller.clone(), focus, *zoom);
    let set_zoom = |factor: f64| {
        let zoom = zoom.clone();
        Callback::from(move |_: MouseEvent| zoom.set(bounded(*zoom * factor, 0.25, 2.5)))
    };
    html! {
        <div class="tree">
            <div class="zoom-tools">
                <span class="hint">{ t(T::TreeHowToRead) }</span>
                <button type="button" class="ghost" onclick={set_zoom(1.0 / 1.25)} aria-label={t(T::ZoomOut)}>{ "−" }</button>
                <button type="button" class="ghost" onclick={set_zoom(1.25)} aria-label={t(T::ZoomIn)}>{ "+" }</button>
            </div>
            if placed.is_empty() {
                <p class="hint">{ t(T::TreeGrows) }</p>
            }
            <div class="tree-scroll" ref={scroller} tabindex="0" role="region" data-testid="tree-scroll"
                aria-label={t(T::TreeScroll)}>
                <svg width={fixed(width * *zoom, 1)} height={fixed(height * *zoom, 1)}
                    viewBox={format!("0 0 {} {}", fixed(width, 1), fixed(height, 1))} role="group"
                    aria-label={fill(t(T::TreeDrawn), &[("n", &placed.len().to_string())])}>
                    { for placed.iter().map(|p| draw_edge::<P>(p, &drawn)) }
                    { for placed.iter().map(|p| draw_node::<P>(p, &drawn)) }
                </svg>
            </div>
        </div>
    }
}
