//! A graph drawn as SVG for a graph problem's board: each vertex with its number and a mark its
//! page gives it (a state, a fill, a badge: a colour's number or a place on a circuit), the
//! edges, some lit (on the path) and one possibly marked as a clash.

use crate::core::graph::{Graph, SIDE};
use std::rc::Rc;
use yew::prelude::*;

/// The radius of a vertex, in the drawing's units (the square of side 1000).
pub const RADIUS: i32 = 54;

/// The margin around the drawing's square, in its units.
pub const MARGIN: i32 = 80;

/// The `viewBox` of a drawing: its square and the margin around it.
pub fn view_box() -> String {
    let side = i32::from(SIDE) + 2 * MARGIN;
    format!("{} {} {side} {side}", -MARGIN, -MARGIN)
}

/// How one vertex is shown.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Mark {
    /// Its state, a class (`coloured`, `trying`, `dead`, `uncoloured`, `on-path`…).
    pub state: &'static str,
    /// Its fill: one of the palette's eight colours, from 1.
    pub fill: Option<u8>,
    /// The text beside it (a colour's number, a place on the circuit), if any.
    pub badge: Option<String>,
    /// What it is, in words (its tooltip).
    pub label: String,
    /// Its `data-colour`, on a colouring's board.
    pub colour: Option<u8>,
    /// Its `data-step`, on a circuit's board.
    pub step: Option<usize>,
}

/// Props of [`GraphPicture`].
#[derive(Properties, PartialEq)]
pub struct GraphPictureProps {
    /// The graph.
    pub graph: Rc<Graph>,
    /// How each vertex is shown.
    pub marks: Rc<Vec<Mark>>,
    /// The edges lit (from 0, each `(u, v)` with `u < v`).
    #[prop_or_default]
    pub lit: Rc<Vec<(usize, usize)>>,
    /// The edge marked as a clash (from 0), if any.
    #[prop_or_default]
    pub clash: Option<(usize, usize)>,
    /// The picture's `data-colours`, if it has one.
    #[prop_or_default]
    pub colours: Option<String>,
    /// The picture's `data-circuit`, if it has one.
    #[prop_or_default]
    pub circuit: Option<String>,
    /// What the picture shows, in words.
    pub label: String,
}

/// One vertex.
fn vertex(v: usize, graph: &Graph, mark: &Mark) -> Html {
    let at = graph.points()[v];
    let (x, y) = (i32::from(at.x), i32::from(at.y));
    let fill = mark.fill.map(|c| format!("c{}", (c.max(1) - 1) % 8 + 1));
    html! {
        <g class={classes!("vertex", mark.state, fill)} data-testid="vertex" data-v={(v + 1).to_string()}
            data-colour={mark.colour.map(|c| c.to_string())} data-step={mark.step.map(|s| s.to_string())}>
            <title>{ &mark.label }</title>
            <circle cx={x.to_string()} cy={y.to_string()} r={RADIUS.to_string()} />
            <text class="number" x={x.to_string()} y={(y + 18).to_string()}>{ v + 1 }</text>
            if let Some(badge) = &mark.badge {
                <g class="badge">
                    <rect x={(x + 26).to_string()} y={(y - 92).to_string()} width="76" height="60" rx="14" />
                    <text x={(x + 64).to_string()} y={(y - 48).to_string()}>{ badge }</text>
                </g>
            }
        </g>
    }
}

/// The picture.
#[component]
pub fn GraphPicture(props: &GraphPictureProps) -> Html {
    let graph = &props.graph;
    let key = |(p, q): (usize, usize)| (p.min(q), p.max(q));
    let edge = |(u, v): (usize, usize)| {
        let (a, b) = (graph.points()[u], graph.points()[v]);
        let hot = props.clash.is_some_and(|c| key(c) == (u, v));
        let lit = props.lit.iter().any(|&e| key(e) == (u, v));
        html! {
            <line class={classes!("edge", hot.then_some("clash"), lit.then_some("lit"))} data-testid="edge"
                data-u={(u + 1).to_string()} data-v={(v + 1).to_string()}
                x1={a.x.to_string()} y1={a.y.to_string()} x2={b.x.to_string()} y2={b.y.to_string()} />
        }
    };
    html! {
        <svg class="graph" data-testid="graph" data-n={graph.len().to_string()} viewBox={view_box()}
            role="img" aria-label={props.label.clone()}
            data-colours={props.colours.clone()} data-circuit={props.circuit.clone()}>
            <g class="edges">{ for graph.edges().into_iter().map(edge) }</g>
            { for (0..graph.len()).map(|v| vertex(v, graph, &props.marks[v])) }
        </svg>
    }
}

/// The list of vertices with their neighbours, the picture's accessible twin, titled `title`;
/// `line` writes vertex v's line (from 0) given its neighbours (from 1, as text).
pub fn vertex_list(graph: &Graph, title: &str, line: impl Fn(usize, &str) -> String) -> Html {
    let item = |v: usize| {
        let list: Vec<String> =
            (0..graph.len()).filter(|&u| graph.joined(v, u)).map(|u| (u + 1).to_string()).collect();
        html! { <li data-testid="vertex-item" data-v={(v + 1).to_string()}>{ line(v, &list.join(", ")) }</li> }
    };
    html! {
        <details class="vertex-list">
            <summary>{ title.to_string() }</summary>
            <ul>{ for (0..graph.len()).map(item) }</ul>
        </details>
    }
}
