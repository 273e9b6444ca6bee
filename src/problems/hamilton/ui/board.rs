//! The Hamiltonian-circuit board: the graph drawn ([`GraphPicture`]), each vertex with its
//! number and, on the path, its place from vertex 1 (never the shade alone); the path's edges
//! lit (closed back to vertex 1 on a circuit); the vertex under test dashed (or marked ✗ when it
//! dies) with the edge that leads to it; and the list of vertices with their neighbours.

use crate::core::graph::Graph;
use crate::core::grid::Square;
use crate::model::i18n::{say, t};
use crate::problems::hamilton::core::vertex;
use crate::problems::hamilton::model::status::circuit_attribute;
use crate::problems::hamilton::model::text::HamiltonText;
use crate::ui::graph::picture::{vertex_list, GraphPicture, Mark};
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`CircuitBoard`].
#[derive(Properties, PartialEq)]
pub struct CircuitBoardProps {
    /// The graph.
    pub graph: Rc<Graph>,
    /// The decisions of the current path (x_2 first).
    pub path: Rc<Vec<Square>>,
    /// The node under test, if any, and whether it has just died.
    #[prop_or_default]
    pub testing: Option<(Square, bool)>,
    /// Whether the run is not running (the circuit is then a hook).
    pub still: bool,
    /// Each vertex's name, if the graph names them (a map's provinces).
    #[prop_or_default]
    pub names: Option<Rc<Vec<String>>>,
}

/// How vertex `v` is shown, `order` being the path's vertices from vertex 1.
fn mark(v: usize, order: &[usize], testing: Option<(Square, bool)>) -> Mark {
    let step = order.iter().position(|&u| u == v);
    let tested = testing.filter(|(at, _)| vertex(*at) == v);
    let (state, badge) = match (step, tested) {
        (_, Some((_, true))) => ("dead", Some("✗".to_string())),
        (None, Some(_)) => ("trying", Some("?".to_string())),
        (Some(s), _) => ("on-path", Some((s + 1).to_string())),
        (None, None) => ("off-path", None),
    };
    let label = match step {
        Some(s) => say(HamiltonText::VertexOnPath, &[("v", &(v + 1)), ("step", &(s + 1))]),
        None => say(HamiltonText::VertexOff, &[("v", &(v + 1))]),
    };
    Mark { state, fill: None, badge, label, colour: None, step }
}

/// The board.
#[component]
pub fn CircuitBoard(props: &CircuitBoardProps) -> Html {
    use_context::<crate::model::i18n::Lang>();
    let graph = &props.graph;
    let order: Vec<usize> =
        std::iter::once(0).chain(props.path.iter().map(|&at| vertex(at))).collect();
    let mut lit: Vec<(usize, usize)> = order.windows(2).map(|p| (p[0], p[1])).collect();
    if order.len() == graph.len() && graph.len() >= 3 {
        lit.push((order[order.len() - 1], 0));
    }
    let last = order[order.len() - 1];
    let clash = props.testing.filter(|(_, dead)| *dead).map(|(at, _)| (last, vertex(at)));
    let marks =
        Rc::new((0..graph.len()).map(|v| mark(v, &order, props.testing)).collect::<Vec<_>>());
    let label =
        say(HamiltonText::GraphLabel, &[("n", &graph.len()), ("edges", &graph.edge_count())]);
    let circuit = props.still.then(|| circuit_attribute(&props.path));
    html! {
        <div class="graph-board" data-testid="board">
            <GraphPicture graph={graph.clone()} {marks} lit={Rc::new(lit)} {clash} {circuit} {label} names={props.names.clone()} />
            { vertex_list(graph, t(HamiltonText::VertexList), |v, list| {
                let step = order.iter().position(|&u| u == v).map_or("–".to_string(), |s| (s + 1).to_string());
                let args: [(&str, &dyn std::fmt::Display); 3] = [("v", &(v + 1)), ("step", &step), ("list", &list)];
                say(if list.is_empty() { HamiltonText::NoNeighbours } else { HamiltonText::Neighbours }, &args)
            }) }
        </div>
    }
}
