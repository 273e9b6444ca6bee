//! [`NodeView`]: one node of the drawn tree, its circle, number and title, and under it why it
//! died or what its folded subtree holds.

use super::node_facts::{kind, NodeFacts, RADIUS};
use crate::core::grid::Square;
use crate::core::search::tree::NodeState;
use crate::model::i18n::common::CommonText;
use crate::model::i18n::{fill, say, t};
use crate::model::page::drawn_tree::Label;
use crate::model::page::SearchProblem;
use crate::model::status::{fixed, format_count};
use crate::ui::widgets::toggle_keys::toggle_keys;
use std::rc::Rc;
use yew::prelude::*;

/// The `data-state` of a node in `state` (a `solution` or not): `live`, `dead` or `solution`.
fn state_name(state: NodeState, solution: bool) -> &'static str {
    match state {
        _ if solution => "solution",
        NodeState::Killed | NodeState::Finished => "dead",
        NodeState::Candidate | NodeState::Live => "live",
    }
}

/// A text length that squeezes numbers of four digits or more into their circle.
fn fit(number: u64) -> Option<String> {
    (number >= 1000).then(|| fixed(2.0 * RADIUS - 5.0, 1))
}

/// Props of [`NodeView`].
#[derive(Properties, PartialEq)]
pub(super) struct NodeProps<P: SearchProblem> {
    /// What the node shows.
    pub(super) facts: NodeFacts,
    /// The squares its ancestors place, root first.
    pub(super) above: Vec<Square>,
    /// The settings of the search drawn, which its problem's labels may read.
    pub(super) settings: Rc<P::Settings>,
    /// The texts its run named, which its problem's labels may read.
    pub(super) texts: Rc<Vec<String>>,
    /// Folds or unfolds node n (the same callback on every frame).
    pub(super) toggle: Callback<u64>,
}

/// One node: its circle and number, its title, and under it why it died or what its folded
/// subtree holds.
#[component]
pub(super) fn NodeView<P: SearchProblem>(props: &NodeProps<P>) -> Html {
    use_context::<crate::model::i18n::Lang>();
    let (node, above) = (&props.facts, &props.above);
    let (x, y) = (node.x, node.y);
    let text = |class: &'static str, label: &Option<Label>, anchor: Option<&'static str>| {
        label.as_ref().map(|l| html! {
            <text {class} x={fixed(l.x, 1)} y={fixed(l.y, 1)} text-anchor={anchor}>{ l.text.clone() }</text>
        })
    };
    let mut title = fill(t(CommonText::TreeNode), &[("n", &node.number.to_string())]);
    if let Some(at) = node.at {
        title.push_str(&P::node_label(&props.settings, &props.texts, above, at));
    }
    if node.state == NodeState::Killed {
        title.push_str(t(CommonText::TreeKilled));
    }
    let under = match node.folded {
        true => {
            let (nodes, solutions) =
                (format_count(node.descendants), format_count(node.solutions_below));
            title.push_str(&say(
                CommonText::TreeBelow,
                &[("nodes", &nodes), ("solutions", &solutions)],
            ));
            text("summary", &node.under, None)
        }
        false => text("dead-mark", &node.under, None),
    };
    let note = text("note", &node.note, Some("start"));
    let number = node.number;
    let toggles = node.toggles;
    let onclick = toggles.then(|| props.toggle.reform(move |_: MouseEvent| number));
    let onkeydown = toggles.then(|| toggle_keys(&props.toggle, number));
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
            { for under }
            { for note }
        </g>
    };
    if let (Html::VTag(tag), Some(at)) = (&mut html, node.at) {
        if let Some((name, value)) = P::node_attribute(above, at) {
            std::rc::Rc::make_mut(tag).add_attribute(name, value);
        }
    }
    html
}
