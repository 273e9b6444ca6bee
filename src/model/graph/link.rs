//! A graph page's graph in its link: by name (`graph=NAME`) or by its vertices, edges and
//! drawing (`n=`, `edges=`, `pos=`), with a notice for each piece it cannot use; the link that
//! gives it back; and the names of the built-in graphs on the page.

use super::text::GraphText;
use crate::core::graph::parse::{edges_text, points_text};
use crate::core::graph::{named, parse_graph, Dropped, Graph, MAX_VERTICES};
use crate::model::i18n::say;
use crate::model::query::{echo, value};

/// The built-in graph a page opens without a graph in its link.
pub const DEFAULT_GRAPH: &str = "course";

/// The name (`graph=empty`) of the graph of no vertex, to draw one's own from scratch: a drawn
/// graph, so its link is `n=0&edges=&pos=`.
pub const EMPTY_GRAPH: &str = "empty";

/// A graph and, while it is a built-in one, its name.
#[derive(Clone, Debug, PartialEq)]
pub struct Named {
    /// The graph.
    pub graph: Graph,
    /// The built-in graph's name, while the graph is one.
    pub name: Option<String>,
}

impl Named {
    /// The built-in graph `name`, if there is one.
    pub fn built_in(name: &str) -> Option<Named> {
        let name = name.trim().to_ascii_lowercase();
        named(&name).map(|graph| Named { graph, name: Some(name) })
    }

    /// A graph drawn by the user.
    pub fn drawn(graph: Graph) -> Named {
        Named { graph, name: None }
    }

    /// The part of a link that gives this graph: its name, or its vertices, edges and drawing.
    pub fn query(&self) -> String {
        match &self.name {
            Some(name) => format!("graph={name}"),
            None => {
                let graph = &self.graph;
                format!("n={}&edges={}&pos={}", graph.len(), edges_text(graph), points_text(graph))
            }
        }
    }
}

/// The notice for what a link's graph could not use.
fn dropped_notice(dropped: &Dropped) -> String {
    match dropped {
        Dropped::Count(text) => {
            say(GraphText::NoticeCount, &[("value", &echo("n", text)), ("max", &MAX_VERTICES)])
        }
        Dropped::NotEdge(text) => say(GraphText::NoticeNotEdge, &[("value", &echo("edges", text))]),
        Dropped::NoVertex(text) => {
            say(GraphText::NoticeNoVertex, &[("value", &echo("edges", text))])
        }
        Dropped::Loop(u) => say(GraphText::NoticeLoop, &[("u", u)]),
        Dropped::Repeated(u, v) => say(GraphText::NoticeRepeated, &[("u", u), ("v", v)]),
        Dropped::Positions => say(GraphText::NoticePositions, &[]),
    }
}

/// The graph a link gives (by `graph=`, else by `n=`, `edges=`, `pos=`, else the default), and
/// a notice for each thing it could not use (`n=`, `edges=` or `pos=` beside `graph=` too, and
/// `pos=` alone).
///
/// ```
/// use runut::model::graph::link::graph_of;
/// use runut::model::query::query_pairs;
/// let mut notices = Vec::new();
/// let graph = graph_of(&query_pairs("?graph=Petersen"), &mut notices);
/// assert_eq!((graph.graph.len(), graph.name.as_deref()), (10, Some("petersen")));
/// let graph = graph_of(&query_pairs("?n=3&edges=1-2,2-2"), &mut notices);
/// assert_eq!((graph.graph.edge_count(), notices.len()), (1, 1));
/// let graph = graph_of(&query_pairs("?graph=empty"), &mut notices);
/// assert_eq!((graph.graph.len(), graph.query().as_str()), (0, "n=0&edges=&pos="));
/// graph_of(&query_pairs("?graph=cube&pos=abc"), &mut notices);
/// assert!(notices[1].contains("pos=abc") && notices[1].contains("cube"), "{notices:?}");
/// graph_of(&query_pairs("?pos=1001:2000"), &mut notices);
/// assert!(notices[2].contains("pos=1001:2000") && notices[2].contains("course"), "{notices:?}");
/// ```
pub fn graph_of(pairs: &[(String, String)], notices: &mut Vec<String>) -> Named {
    let fallback = || Named::built_in(DEFAULT_GRAPH).expect("the default graph exists");
    let (n, edges, pos) = (value(pairs, "n"), value(pairs, "edges"), value(pairs, "pos"));
    if let Some(name) = value(pairs, "graph") {
        if name.trim().eq_ignore_ascii_case(EMPTY_GRAPH) {
            beside_named(EMPTY_GRAPH, [("n", n), ("edges", edges), ("pos", pos)], notices);
            return Named::drawn(Graph::default());
        }
        let named = Named::built_in(name).unwrap_or_else(|| {
            notices.push(say(GraphText::NoticeGraph, &[("value", &echo("graph", name))]));
            fallback()
        });
        let shown = named.name.as_deref().unwrap_or(DEFAULT_GRAPH);
        beside_named(shown, [("n", n), ("edges", edges), ("pos", pos)], notices);
        return named;
    }
    if n.is_none() && edges.is_none() {
        // Positions alone name no graph: the default built-in one is shown, its drawing kept.
        beside_named(DEFAULT_GRAPH, [("n", None), ("edges", None), ("pos", pos)], notices);
        return fallback();
    }
    let (graph, dropped) = parse_graph(n, edges, pos);
    notices.extend(dropped.iter().map(dropped_notice));
    Named::drawn(graph)
}

/// A notice for each of a link's `n=`, `edges=` and `pos=` given beside `graph=`, which names
/// the built-in `graph` shown: they are ignored.
fn beside_named(graph: &str, given: [(&str, Option<&str>); 3], notices: &mut Vec<String>) {
    for (key, text) in given {
        if let Some(text) = text {
            let args: [(&str, &dyn std::fmt::Display); 2] =
                [("value", &echo(key, text)), ("graph", &graph)];
            notices.push(say(GraphText::NoticeBesideNamed, &args));
        }
    }
}

/// The name of built-in graph `slug` in a page's list of graphs.
pub fn graph_name(slug: &str) -> GraphText {
    match slug {
        "triangle" => GraphText::GraphTriangle,
        "house" => GraphText::GraphHouse,
        "k4" => GraphText::GraphK4,
        "k5" => GraphText::GraphK5,
        "c5" => GraphText::GraphC5,
        "c6" => GraphText::GraphC6,
        "wheel5" => GraphText::GraphWheel5,
        "cube" => GraphText::GraphCube,
        "petersen" => GraphText::GraphPetersen,
        "dodecahedron" => GraphText::GraphDodecahedron,
        "knight3x4" => GraphText::GraphKnight,
        "sumatra" => GraphText::GraphSumatra,
        "bull" => GraphText::GraphBull,
        _ => GraphText::GraphCourse,
    }
}
