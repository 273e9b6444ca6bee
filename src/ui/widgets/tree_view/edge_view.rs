//! [`EdgeView`]: an edge of the drawn tree, from a node's parent to it, labelled with its choice.

use super::node_facts::{kind, NodeFacts, RADIUS};
use crate::core::grid::Square;
use crate::model::page::SearchProblem;
use crate::model::status::fixed;
use std::marker::PhantomData;
use yew::prelude::*;

/// Props of [`EdgeView`].
#[derive(Properties, PartialEq)]
pub(super) struct EdgeProps<P: SearchProblem> {
    /// The node the edge leads to.
    pub(super) facts: NodeFacts,
    /// Its parent's centre.
    pub(super) from: (f64, f64),
    /// The squares the node's ancestors place, root first.
    pub(super) above: Vec<Square>,
    /// The problem that labels the edge.
    #[prop_or_default]
    pub(super) problem: PhantomData<P>,
}

/// The edge from a node's parent to it, labelled with the choice it makes.
#[component]
pub(super) fn EdgeView<P: SearchProblem>(props: &EdgeProps<P>) -> Html {
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
