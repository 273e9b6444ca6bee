//! Twelve cities, the most a page allows, searched by the plain least-cost loop: run with
//! `cargo test --release --test tsp timing -- --ignored --nocapture` to see nodes and times.

use crate::plain_lc::timed;
use runut::problems::tsp::core::{Bound, Graph, Tsp, MAX_CITIES};

#[test]
#[ignore = "a timing run: see the module's doc"]
fn timing_twelve_cities() {
    for seed in 1..=5 {
        let directed = Tsp::new(Graph::random(MAX_CITIES, seed, false), Bound::Reduced).unwrap();
        timed(&format!("seed {seed}, directed, reduced matrix"), &directed);
        let graph = Graph::random(MAX_CITIES, seed, true);
        timed(
            &format!("seed {seed}, symmetric, reduced matrix"),
            &Tsp::new(graph.clone(), Bound::Reduced).unwrap(),
        );
        timed(&format!("seed {seed}, symmetric, half sum"), &Tsp::new(graph, Bound::Half).unwrap());
    }
}
