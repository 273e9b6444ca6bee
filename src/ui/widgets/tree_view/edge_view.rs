//! [`EdgeView`]: an edge of the drawn tree, from a node's parent to it, labelled with its choice.

use super::node_facts::{kind, NodeFacts, RADIUS};
use crate::model::status::fixed;
use yew::prelude::*;

/// Props of [`EdgeView`].
#[derive(Properties, PartialEq)]
pub(super) struct EdgeProps {
    /// The node the edge leads to.
    pub(super) facts: NodeFacts,
    /// Its parent's centre.
    pub(super) from: (f64, f64),
}

/// The edge from a node's parent to it, labelled with the choice it makes.
#[component]
pub(super) fn EdgeView(props: &EdgeProps) -> Html {
    let ((x1, y1), (x2, y2)) = (props.from, (props.facts.x, props.facts.y));
    html! {
        <g class={classes!("edge", kind(props.facts.state))}>
            <line x1={fixed(x1, 1)} y1={fixed(y1 + RADIUS, 1)} x2={fixed(x2, 1)} y2={fixed(y2 - RADIUS, 1)} />
            if let Some(label) = &props.facts.edge {
                <text class="edge-label" x={fixed(label.x, 1)} y={fixed(label.y, 1)}>{ label.text.clone() }</text>
            }
        </g>
    }
}
