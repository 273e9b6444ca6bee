//! The graph-colouring board: the graph drawn ([`GraphPicture`]), each vertex with its number
//! and, once it has one, its colour both as a fill and as a number (never the fill alone); the
//! vertex under test dashed (or marked ✗ when it dies) and the edge to the neighbour that kills
//! it highlighted; and, as its accessible twin, the list of vertices with their colours and
//! neighbours.

use crate::core::graph::Graph;
use crate::core::grid::Square;
use crate::model::i18n::{say, t};
use crate::problems::colouring::core::{colour, Clash};
use crate::problems::colouring::model::status::colours_attribute;
use crate::problems::colouring::model::text::ColouringText;
use crate::ui::graph::picture::{vertex_list, GraphPicture, Mark};
use std::rc::Rc;
use yew::prelude::*;

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
    /// Each vertex's name, if the graph names them (a map's provinces).
    #[prop_or_default]
    pub names: Option<Rc<Vec<String>>>,
}

/// How vertex `v` is shown.
fn mark(v: usize, path: &[Square], testing: Option<(Square, Option<Clash>)>) -> Mark {
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
        Some(c) => say(ColouringText::VertexLabel, &[("v", &(v + 1)), ("c", &c)]),
        None => say(ColouringText::VertexUncoloured, &[("v", &(v + 1))]),
    };
    let badge = shown.map(|c| if state == "dead" { format!("{c}✗") } else { c.to_string() });
    Mark { state, fill: shown, badge, label, colour: Some(coloured.unwrap_or(0)), step: None }
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
    let marks = Rc::new((0..graph.len()).map(|v| mark(v, path, props.testing)).collect::<Vec<_>>());
    let label =
        say(ColouringText::GraphLabel, &[("n", &graph.len()), ("edges", &graph.edge_count())]);
    let colours = props.still.then(|| colours_attribute(path));
    html! {
        <div class="graph-board" data-testid="board">
            <GraphPicture graph={graph.clone()} {marks} {clash} {colours} {label} names={props.names.clone()} />
            if let Some((u, v)) = clash {
                <p class="clash-note">{ say(ColouringText::EdgeClash, &[("u", &(u.min(v) + 1)), ("v", &(u.max(v) + 1))]) }</p>
            }
            { vertex_list(graph, t(ColouringText::VertexList), |v, list| {
                let c = path.get(v).map_or("–".to_string(), |&s| colour(s).to_string());
                let args: [(&str, &dyn std::fmt::Display); 3] = [("v", &(v + 1)), ("c", &c), ("list", &list)];
                say(if list.is_empty() { ColouringText::NoNeighbours } else { ColouringText::Neighbours }, &args)
            }) }
        </div>
    }
}
