//! The graph-colouring board: the graph drawn as SVG, each vertex with its number and, once it
//! has one, its colour both as a fill and as a number (never the fill alone); the vertex under
//! test dashed (or marked ✗ when it dies) and the edge to the neighbour that kills it
//! highlighted; and, as its accessible twin, the list of vertices with their colours and
//! neighbours.

use crate::core::colouring::{colour, Clash};
use crate::core::graph::{Graph, SIDE};
use crate::core::grid::Square;
use crate::model::colouring::status::colours_hook;
use crate::model::colouring::text::S;
use crate::model::i18n::{say, t};
use std::rc::Rc;
use yew::prelude::*;

/// The radius of a vertex, in the drawing's units (the square of side 1000).
const RADIUS: i32 = 54;

/// Props of [`GraphBoard`].
#[derive(Properties, PartialEq)]
pub struct GraphBoardProps {
    /// The graph.
    pub graph: Rc<Graph>,
    /// The decisions of the current path: vertex k's colour at k.
    pub path: Rc<Vec<Square>>,
    /// The node under test, if any, and why it has just died.
    #[prop_or_default]
    pub testing: Option<(Square, Option<Clash>)>,
    /// Whether the run is not running (the colours are then a hook).
    pub still: bool,
}

/// The class of colour `c` (the palette has eight; the number tells the others apart).
fn colour_class(c: u8) -> String {
    format!("c{}", (c.max(1) - 1) % 8 + 1)
}

/// One vertex: its circle, its number and its colour.
fn vertex(
    v: usize,
    graph: &Graph,
    path: &[Square],
    testing: Option<(Square, Option<Clash>)>,
) -> Html {
    let at = graph.points()[v];
    let coloured = path.get(v).map(|&s| colour(s));
    let tested = testing.filter(|(s, _)| s.row as usize == v);
    let shown = coloured.or(tested.map(|(s, _)| colour(s)));
    let state = match (coloured, tested) {
        (Some(_), _) => "coloured",
        (None, Some((_, Some(_)))) => "dead",
        (None, Some(_)) => "trying",
        (None, None) => "uncoloured",
    };
    let label = match shown {
        Some(c) => say(S::VertexLabel, &[("v", &(v + 1)), ("c", &c)]),
        None => say(S::VertexUncoloured, &[("v", &(v + 1))]),
    };
    let (x, y) = (i32::from(at.x), i32::from(at.y));
    html! {
        <g class={classes!("vertex", state, shown.map(colour_class))} data-testid="vertex"
            data-v={(v + 1).to_string()} data-colour={coloured.unwrap_or(0).to_string()}>
            <title>{ label }</title>
            <circle cx={x.to_string()} cy={y.to_string()} r={RADIUS.to_string()} />
            <text class="number" x={x.to_string()} y={(y + 18).to_string()}>{ v + 1 }</text>
            if let Some(c) = shown {
                <g class="badge">
                    <rect x={(x + 26).to_string()} y={(y - 92).to_string()} width="76" height="60" rx="14" />
                    <text x={(x + 64).to_string()} y={(y - 48).to_string()}>{ if state == "dead" { format!("{c}✗") } else { c.to_string() } }</text>
                </g>
            }
        </g>
    }
}

/// The list of vertices with their colours and neighbours: the picture's accessible twin.
fn vertex_list(graph: &Graph, path: &[Square]) -> Html {
    let item = |v: usize| {
        let c = path.get(v).map_or("–".to_string(), |&s| colour(s).to_string());
        let list: Vec<String> =
            (0..graph.len()).filter(|&u| graph.joined(v, u)).map(|u| (u + 1).to_string()).collect();
        let args: [(&str, &dyn std::fmt::Display); 3] =
            [("v", &(v + 1)), ("c", &c), ("list", &list.join(", "))];
        let key = if list.is_empty() { S::NoNeighbours } else { S::Neighbours };
        html! { <li data-testid="vertex-item" data-v={(v + 1).to_string()}>{ say(key, &args) }</li> }
    };
    html! {
        <details class="vertex-list">
            <summary>{ t(S::VertexList) }</summary>
            <ul>{ for (0..graph.len()).map(item) }</ul>
        </details>
    }
}

/// The board.
#[component]
pub fn GraphBoard(props: &GraphBoardProps) -> Html {
    use_context::<crate::model::i18n::Lang>();
    let graph = &props.graph;
    let path = &props.path;
    // The edge from the vertex under test to the neighbour that kills it.
    let clash = match props.testing {
        Some((at, Some(Clash::Neighbour { vertex }))) => {
            Some((vertex as usize - 1, at.row as usize))
        }
        Some((_, Some(Clash::Improper { u, v }))) => Some((u as usize - 1, v as usize - 1)),
        _ => None,
    };
    let edge = |(u, v): (usize, usize)| {
        let (a, b) = (graph.points()[u], graph.points()[v]);
        let hot = clash.is_some_and(|(p, q)| (p.min(q), p.max(q)) == (u, v));
        html! {
            <line class={classes!("edge", hot.then_some("clash"))} data-testid="edge"
                data-u={(u + 1).to_string()} data-v={(v + 1).to_string()}
                x1={a.x.to_string()} y1={a.y.to_string()} x2={b.x.to_string()} y2={b.y.to_string()} />
        }
    };
    let label = say(S::GraphLabel, &[("n", &graph.len()), ("edges", &graph.edge_count())]);
    let (margin, side) = (80, i32::from(SIDE) + 160);
    let view_box = format!("{} {} {side} {side}", -margin, -margin);
    html! {
        <div class="graph-board" data-testid="board">
            <svg class="graph" data-testid="graph" data-n={graph.len().to_string()} viewBox={view_box}
                role="img" aria-label={label}
                data-colours={props.still.then(|| colours_hook(path))}>
                <g class="edges">{ for graph.edges().into_iter().map(edge) }</g>
                { for (0..graph.len()).map(|v| vertex(v, graph, path, props.testing)) }
            </svg>
            if let Some((u, v)) = clash {
                <p class="clash-note">{ say(S::EdgeClash, &[("u", &(u.min(v) + 1)), ("v", &(u.max(v) + 1))]) }</p>
            }
            { vertex_list(graph, path) }
        </div>
    }
}
