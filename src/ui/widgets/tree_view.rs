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

/// The `data-state` of a node in `state` (a `solution` or not): `live`, `dead` or `solution`.
fn state_name(state: NodeState, solution: bool) -> &'static str {
    match state {
        _ if solution => "solution",
        NodeState::Killed | NodeState::Finished => "dead",
        NodeState::Candidate | NodeState::Live => "live",
    }
}

fn kind(state: NodeState) -> &'static str {
    match state {
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

/// What a drawn node shows: everything its drawing reads, so that a node that did not change
/// is not drawn again on the next frame (a tree of hundreds of nodes grows by one a step).
#[derive(Clone, Copy, PartialEq)]
struct NodeFacts {
    number: u64,
    at: Option<Square>,
    state: NodeState,
    solution: bool,
    descendants: u64,
    solutions_below: u64,
    /// Whether its subtree is drawn as a summary.
    folded: bool,
    /// Whether a click, Enter or Space folds or unfolds it (a finished node with a kept subtree).
    toggles: bool,
    unfolded: bool,
    depth: usize,
    parent: Option<u64>,
    /// Its centre in the drawing.
    x: f64,
    y: f64,
}

impl NodeFacts {
    fn of(p: &Placed) -> Self {
        let node = p.node;
        let (x, y) = centre(p);
        NodeFacts {
            number: node.number,
            at: node.at,
            state: node.state,
            solution: node.solution,
            descendants: node.descendants,
            solutions_below: node.solutions_below,
            folded: node.foldable() && !p.unfolded,
            toggles: node.foldable() && node.kids().is_some(),
            unfolded: p.unfolded,
            depth: p.depth,
            parent: p.parent,
            x,
            y,
        }
    }
}

/// Props of [`NodeView`].
#[derive(Properties, PartialEq)]
struct NodeProps<P: SearchProblem> {
    facts: NodeFacts,
    /// The squares its ancestors place, root first.
    above: Vec<Square>,
    settings: Rc<P::Settings>,
    /// Folds or unfolds node n (the same callback on every frame).
    toggle: Callback<u64>,
}

/// One node: its circle and number, its title, and under it why it died or what its folded
/// subtree holds.
#[component]
fn NodeView<P: SearchProblem>(props: &NodeProps<P>) -> Html {
    use_context::<crate::model::i18n::Lang>();
    let (node, above) = (props.facts, &props.above);
    let (x, y) = (node.x, node.y);
    let under = |class: &'static str, text: String| {
        html! { <text {class} x={fixed(x, 1)} y={fixed(y + RADIUS + 12.0, 1)}>{ text }</text> }
    };
    let mut title = fill(t(T::TreeNode), &[("n", &node.number.to_string())]);
    if let Some(at) = node.at {
        title.push_str(&P::node_label(&props.settings, above, at));
    }
    let mut mark = None;
    if let (NodeState::Killed, Some(at)) = (node.state, node.at) {
        title.push_str(t(T::TreeKilled));
        mark = P::dead_mark(&props.settings, above, at).map(|text| under("dead-mark", text));
    }
    let summary = node.folded.then(|| {
        let text = format!("+{}", format_count(node.descendants));
        let (nodes, solutions) =
            (format_count(node.descendants), format_count(node.solutions_below));
        title.push_str(&say(T::TreeBelow, &[("nodes", &nodes), ("solutions", &solutions)]));
        under("summary", text)
    });
    let number = node.number;
    let toggles = node.toggles;
    let onclick = toggles.then(|| props.toggle.reform(move |_: MouseEvent| number));
    let onkeydown = toggles.then(|| {
        let toggle = props.toggle.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" || e.key() == " " {
                e.prevent_default();
                toggle.emit(number);
            }
        })
    });
    let mut html = html! {
        <g class={classes!("tree-node", kind(node.state), node.solution.then_some("solution"), toggles.then_some("toggles"))}
            data-testid="tree-node" data-node={node.number.to_string()} data-depth={node.depth.to_string()}
            data-parent={node.parent.map(|n| n.to_string())} data-state={state_name(node.state, node.solution)}
            data-folded={node.folded.then_some("true")} tabindex={toggles.then_some("0")}
            role={toggles.then_some("button")} aria-expanded={toggles.then(|| node.unfolded.to_string())}
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
        if let Some((name, value)) = P::node_hook(above, at) {
            std::rc::Rc::make_mut(tag).add_attribute(name, value);
        }
    }
    html
}

/// Props of [`EdgeView`].
#[derive(Properties, PartialEq)]
struct EdgeProps<P: SearchProblem> {
    /// The node the edge leads to.
    facts: NodeFacts,
    /// Its parent's centre.
    from: (f64, f64),
    /// The squares the node's ancestors place, root first.
    above: Vec<Square>,
    #[prop_or_default]
    problem: PhantomData<P>,
}

/// The edge from a node's parent to it, labelled with the choice it makes.
#[component]
fn EdgeView<P: SearchProblem>(props: &EdgeProps<P>) -> Html {
    use_context::<crate::model::i18n::Lang>();
    let Some(at) = props.facts.at else { return html! {} };
    let ((x1, y1), (x2, y2)) = (props.from, (props.facts.x, props.facts.y));
    let (lx, ly) = (x1 + (x2 - x1) * 0.62, y1 + (y2 - y1) * 0.62);
    html! {
        <g class={classes!("edge", kind(props.facts.state))}>
            <line x1={fixed(x1, 1)} y1={fixed(y1 + RADIUS, 1)} x2={fixed(x2, 1)} y2={fixed(y2 - RADIUS, 1)} />
            <text class="edge-label" x={fixed(lx, 1)} y={fixed(ly, 1)}>{ P::edge_label(&props.above, at) }</text>
        </g>
    }
}

/// The nodes the user folded or unfolded against the default.
#[derive(Default, PartialEq)]
struct Flipped(HashSet<u64>);

impl Reducible for Flipped {
    /// The node to fold or unfold.
    type Action = u64;

    fn reduce(self: Rc<Self>, number: u64) -> Rc<Self> {
        let mut flipped = self.0.clone();
        if !flipped.remove(&number) {
            flipped.insert(number);
        }
        Rc::new(Flipped(flipped))
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
    let flipped = use_reducer(Flipped::default);
    let settings = use_memo(props.settings.clone(), |settings| settings.clone());
    let toggle = {
        let flipped = flipped.dispatcher();
        use_callback((), move |number: u64, _| flipped.dispatch(number))
    };
    let drawn_whole: usize = props.levels.iter().flatten().map(|n| 1 + n.kept_below()).sum();
    let room = drawn_whole <= ROOM;
    let unfolded = |node: &TreeNode| room != flipped.0.contains(&node.number);
    let (placed, slots) = layout(&props.levels, &unfolded);
    let parents = placed.iter().map(|p| (p.node.number, (p.parent, p.node.at))).collect();
    // Each node with its parent's centre, if it has a parent, and its ancestors' squares.
    let drawn: Vec<_> = placed
        .iter()
        .map(|p| {
            let from = p.parent_x.map(|x| (MARGIN + x * SLOT, centre(p).1 - LEVEL));
            (NodeFacts::of(p), from, ancestors(p, &parents))
        })
        .collect();
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
                    { for drawn.iter().filter_map(|(facts, from, above)| Some(html! {
                        <EdgeView<P> key={facts.number} facts={*facts} from={(*from)?} above={above.clone()} />
                    })) }
                    { for drawn.iter().map(|(facts, _, above)| html! {
                        <NodeView<P> key={facts.number} facts={*facts} above={above.clone()}
                            settings={settings.clone()} toggle={toggle.clone()} />
                    }) }
                </svg>
            </div>
        </div>
    }
}
