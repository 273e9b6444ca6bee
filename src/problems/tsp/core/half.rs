//! Levitin's lower bound for a symmetric graph: half the sum, over every city, of the two
//! cheapest roads at it, the roads of the partial tour forced among them, rounded up (weights
//! are whole numbers, so a tour's length is whole too and the rounded bound is still a bound).
//! For a complete tour every road counted is the tour's own: its bound is its length.

use super::graph::Graph;
use super::tour::{NoTour, Tour};

/// One city's term: the two roads it counts, each the city at its other end, its weight, and
/// whether the partial tour forces it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HalfTerm {
    /// The two roads: the tour's own first, then the cheapest others.
    pub roads: [Road; 2],
}

/// A road counted in a city's term.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Road {
    /// The city at its other end.
    pub to: u8,
    /// Its weight.
    pub weight: u32,
    /// Whether the partial tour takes it.
    pub forced: bool,
}

impl HalfTerm {
    /// The weights of its two roads added.
    pub fn sum(&self) -> u32 {
        self.roads.iter().map(|road| road.weight).sum()
    }
}

/// Levitin's bound on a node: each city's term, and ⌈(sum of the terms) / 2⌉.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HalfBound {
    /// Each city's term.
    pub terms: Vec<HalfTerm>,
    /// The bound: half the sum of the terms, rounded up.
    pub bound: u32,
}

/// The bound on the node of `tour` (complete when it visits every city: the road back to city
/// 0 is then forced too).
///
/// ```
/// use runut::problems::tsp::core::{half_bound, Graph, Tour};
/// // Levitin's five cities a–e.
/// let graph = Graph::parse("x,3,1,5,8;3,x,6,7,9;1,6,x,4,2;5,7,4,x,3;8,9,2,3,x").unwrap();
/// assert_eq!(half_bound(&graph, &Tour::start()).unwrap().bound, 14); // 28 / 2
/// assert_eq!(half_bound(&graph, &Tour::of(&[0, 3])).unwrap().bound, 16); // ⌈31 / 2⌉
/// ```
pub fn half_bound(graph: &Graph, tour: &Tour) -> Result<HalfBound, NoTour> {
    let n = graph.len();
    let mut forced: Vec<Vec<u8>> = vec![Vec::new(); n];
    let closing = (tour.len() == n).then(|| (tour.last(), 0));
    for (a, b) in tour.roads().chain(closing) {
        graph.weight(a, b).ok_or(NoTour::CannotLeave(a))?;
        forced[usize::from(a)].push(b);
        forced[usize::from(b)].push(a);
    }
    let terms = (0..n as u8)
        .map(|city| term(graph, city, &forced[usize::from(city)]))
        .collect::<Result<Vec<_>, _>>()?;
    let sum: u32 = terms.iter().map(HalfTerm::sum).sum();
    Ok(HalfBound { terms, bound: sum.div_ceil(2) })
}

/// The term of `city`, whose roads to the cities `forced` the partial tour takes: those first,
/// then its cheapest other roads (ties to the lower city).
fn term(graph: &Graph, city: u8, forced: &[u8]) -> Result<HalfTerm, NoTour> {
    let road =
        |to: u8, taken| Road { to, weight: graph.weight(city, to).unwrap_or(0), forced: taken };
    let mut others: Vec<Road> = graph
        .roads_out(city)
        .filter(|(to, _)| !forced.contains(to))
        .map(|(to, _)| road(to, false))
        .collect();
    others.sort_by_key(|road| road.weight);
    let mut roads = forced.iter().map(|&to| road(to, true)).chain(others);
    match (roads.next(), roads.next()) {
        (Some(first), Some(second)) => Ok(HalfTerm { roads: [first, second] }),
        _ => Err(NoTour::Stranded(city)),
    }
}
