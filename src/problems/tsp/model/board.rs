//! What the travelling-salesman page shows of a node: its partial tour, the node in focus (the
//! child just generated, else the E-node), the best tour so far, and how a child's cost comes
//! from its parent's reduced matrix (c = c(parent) + A(i, j) + r). The status line, the code
//! panel, practice and the board all read it from here.

use crate::core::branch::event::BranchEvent;
use crate::core::branch::replay::BranchTrail;
use crate::core::branch::Cost;
use crate::problems::tsp::core::{Graph, NoTour, Reduced, Tour};

/// The page's replay of a search.
pub type TspTrail = BranchTrail<NoTour>;

/// The cities of `node`'s partial tour, from city 0, as far as the trail knows its ancestors.
pub fn cities_of(trail: &TspTrail, node: u32) -> Vec<u8> {
    std::iter::once(0).chain(trail.decisions(node).iter().map(|s| s.col as u8)).collect()
}

/// The partial tour of `node`.
pub fn tour_of(trail: &TspTrail, node: u32) -> Tour {
    Tour::of(&cities_of(trail, node))
}

/// Cities as the page writes them, from 1, joined by `sep`; a complete tour (`closed`) comes
/// back to city 1: `1-4-2-5-3-1`.
///
/// ```
/// use runut::problems::tsp::model::board::tour_text;
/// assert_eq!(tour_text(&[0, 3, 1, 4, 2], ",", true), "1,4,2,5,3,1");
/// assert_eq!(tour_text(&[0, 3], " → ", false), "1 → 4");
/// ```
pub fn tour_text(cities: &[u8], sep: &str, closed: bool) -> String {
    let back = cities.first().filter(|_| closed);
    let words: Vec<String> = cities.iter().chain(back).map(|c| (c + 1).to_string()).collect();
    words.join(sep)
}

/// The best tour so far: its node, its weight and its cities.
pub fn best_tour(trail: &TspTrail) -> Option<(u32, Cost, Vec<u8>)> {
    let (node, value) = trail.best()?;
    Some((node, value, cities_of(trail, node)))
}

/// The node the board shows: the one just generated (and what became of it at once), the answer
/// once announced, else the E-node, else the root.
pub fn focus(trail: &TspTrail) -> Option<u32> {
    let newest = trail.totals().generated as u32;
    match trail.last() {
        Some(BranchEvent::Generate { node, .. }) => Some(node),
        Some(BranchEvent::Kill { node, .. } | BranchEvent::Best { node, .. }) if node == newest => {
            Some(node)
        }
        _ => trail.answer().or(trail.e_node()).or((newest > 0).then_some(1)),
    }
}

/// The child in focus, if the node in focus is a child of the E-node: (E-node, child).
pub fn child_in_focus(trail: &TspTrail) -> Option<(u32, u32)> {
    let child = focus(trail)?;
    let parent = trail.node(child)?.parent;
    (parent != 0 && Some(parent) == trail.e_node()).then_some((parent, child))
}

/// How a child of the reduced-matrix tree gets its cost from its parent's matrix.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The city it leaves, i (from 0).
    pub from: u8,
    /// The city it goes on to, j (from 0).
    pub to: u8,
    /// c(parent).
    pub parent_cost: u32,
    /// A(i, j): the road's entry in the parent's reduced matrix.
    pub edge: u32,
    /// r: what reducing the child's matrix subtracts (none if a row or column is all ∞).
    pub reduced: Option<u32>,
    /// Its cost (c(parent) + A(i, j) for a child no tour goes through).
    pub cost: u32,
    /// Why no tour goes through it, if none does.
    pub dead: Option<NoTour>,
}

/// The child of the node of `parent` (its partial tour) going on to city `to`, with the reduced
/// matrix: `None` if there is no such road.
///
/// ```
/// use runut::problems::tsp::core::{Graph, Tour};
/// use runut::problems::tsp::model::board::reduced_step;
/// let step = reduced_step(&Graph::textbook(), &Tour::start(), 2).unwrap();
/// assert_eq!((step.parent_cost, step.edge, step.reduced, step.cost), (25, 17, Some(11), 53));
/// ```
pub fn reduced_step(graph: &Graph, parent: &Tour, to: u8) -> Option<Step> {
    let above = Reduced::along(graph, parent).ok()?;
    let from = parent.last();
    let edge = above.matrix.get(from, to)?;
    let step = Step {
        from,
        to,
        parent_cost: above.cost,
        edge,
        reduced: None,
        cost: above.cost + edge,
        dead: None,
    };
    Some(match above.child(parent, to)? {
        Ok(child) => Step { reduced: Some(child.reduction.total()), cost: child.cost, ..step },
        Err(why) => Step { dead: Some(why), ..step },
    })
}
