//! How long the answers are. Both estimates never overestimate and are 1 one move from the
//! goal, so, although the search stops when the goal is generated rather than when it comes up,
//! its answer takes the fewest moves: the E-node e whose child is the goal has
//! f(e) + 1 = c(e) ≤ c(n) ≤ the fewest moves, n being the live node on a shortest path.

use super::reference::distances;
use runut::core::branch::engine::Engine;
use runut::problems::fifteen::core::{Estimate, FifteenLc, Position};

/// The moves of the least-cost answer from `start`.
fn answer_length(start: &Position, estimate: Estimate) -> u32 {
    let mut search = FifteenLc::new(start, estimate, 5_000_000);
    search.run_flat(u64::MAX);
    search.moves(search.answer().expect("an answer")).len() as u32
}

#[test]
fn least_cost_answers_take_the_fewest_moves_on_8_puzzles() {
    let fewest = distances(3, u32::MAX);
    for (i, (tiles, &moves)) in fewest.iter().enumerate().filter(|(i, _)| i % 293 == 0) {
        let text: Vec<String> = tiles.iter().map(u8::to_string).collect();
        let start = Position::parse(&text.join(",")).unwrap();
        assert_eq!(answer_length(&start, Estimate::Manhattan), moves, "{i}: {start}");
        assert_eq!(answer_length(&start, Estimate::Misplaced), moves, "{i}: {start}");
    }
}

#[test]
fn least_cost_answers_take_the_fewest_moves_on_15_puzzles_near_the_goal() {
    let fewest = distances(4, 14);
    let mut checked = 0;
    for seed in 0..300 {
        let start = Position::shuffled(4, 6 + seed as u32 % 20, seed);
        let Some(&moves) = fewest.get(start.tiles()) else { continue };
        assert_eq!(answer_length(&start, Estimate::Manhattan), moves, "{start}");
        assert_eq!(answer_length(&start, Estimate::Misplaced), moves, "{start}");
        checked += 1;
    }
    assert!(checked > 100, "{checked} positions checked");
}
