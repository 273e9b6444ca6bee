//! A graph drawn as SVG for a graph problem's board: each vertex with its number and a mark its
//! page gives it (a state, a fill, a badge: a colour's number or a place on a circuit), and its
//! name where the graph names its vertices (a map's provinces), the edges, some lit (on the
//! path) and one possibly marked as a clash. Where each badge and name goes is
//! [`core::graph::drawing`](crate::core::graph::drawing)'s: never over a vertex.

use crate::core::graph::drawing::{self, Labels, Rect};
use crate::core::graph::{Graph, SIDE};
use crate::model::graph::names::vertex_names;
use crate::model::status::fixed;
use std::rc::Rc;
use yew::prelude::*;

/// The radius of a vertex where there is room, in the drawing's units (the square of side 1000).
pub const RADIUS: i32 = drawing::RADIUS as i32;

/// The margin around the drawing's square, in its units.
pub const MARGIN: i32 = drawing::MARGIN as i32;

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
    /// Each vertex's name, written beside it (a map's provinces), if the graph names them.
    #[prop_or_default]
    pub names: Option<Rc<Vec<String>>>,
}

/// The names of the built-in graph `name`'s vertices as its picture shows them, if it names
/// them.
pub fn shown_names(name: Option<&str>) -> Option<Rc<Vec<String>>> {
    vertex_names(name).map(|names| Rc::new(names.into_iter().map(String::from).collect()))
}

/// One vertex, drawn with radius `r`, its badge (if it has one) in `badge`.
fn vertex(v: usize, graph: &Graph, mark: &Mark, r: f64, badge: Rect) -> Html {
    let at = graph.points()[v];
    let (x, y) = (f64::from(at.x), f64::from(at.y));
    let fill = mark.fill.map(|c| format!("c{}", (c.max(1) - 1) % 8 + 1));
    let scale = r / drawing::RADIUS;
    let size = |px: f64| format!("font-size:{}px", fixed(px * scale, 1));
    html! {
        <g class={classes!("vertex", mark.state, fill)} data-testid="vertex" data-v={(v + 1).to_string()}
            data-colour={mark.colour.map(|c| c.to_string())} data-step={mark.step.map(|s| s.to_string())}>
            <title>{ &mark.label }</title>
            <circle cx={fixed(x, 1)} cy={fixed(y, 1)} r={fixed(r, 1)} />
            <text class="number" x={fixed(x, 1)} y={fixed(y + r / 3.0, 1)} style={size(54.0)}>{ v + 1 }</text>
            if let Some(text) = &mark.badge {
                <g class="badge">
                    <rect x={fixed(badge.x, 1)} y={fixed(badge.y, 1)} width={fixed(badge.width, 1)}
                        height={fixed(badge.height, 1)} rx={fixed(14.0 * scale, 1)} />
                    <text x={fixed(badge.x + badge.width / 2.0, 1)} y={fixed(badge.y + badge.height * 0.73, 1)}
                        style={size(44.0)}>{ text }</text>
                </g>
            }
        </g>
    }
}

/// A vertex's name, in `spot`, drawn with radius `r`.
fn name(text: &str, spot: Rect, r: f64) -> Html {
    let size = format!("font-size:{}px", fixed(34.0 * r / drawing::RADIUS, 1));
    html! {
        <text class="vertex-name" data-testid="vertex-name" x={fixed(spot.x, 1)}
            y={fixed(spot.y + spot.height * 0.78, 1)} style={size}>{ text.to_string() }</text>
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
    let names: Option<Vec<&str>> =
        props.names.as_ref().map(|names| names.iter().map(String::as_str).collect());
    let labels = Labels::place(graph, names.as_deref());
    let r = drawing::radius(graph);
    let named = labels.names.iter().zip(names.iter().flatten());
    html! {
        <svg class="graph" data-testid="graph" data-n={graph.len().to_string()} viewBox={view_box()}
            role="img" aria-label={props.label.clone()}
            data-colours={props.colours.clone()} data-circuit={props.circuit.clone()}>
            <g class="edges">{ for graph.edges().into_iter().map(edge) }</g>
            <g class="names">{ for named.filter_map(|(spot, text)| Some(name(text, (*spot)?, r))) }</g>
            { for (0..graph.len()).map(|v| vertex(v, graph, &props.marks[v], r, labels.badges[v])) }
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
