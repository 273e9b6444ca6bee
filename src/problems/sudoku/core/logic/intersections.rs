//! The intersection of a box and a line: a digit whose candidates in one of them all lie in the
//! other leaves the rest of the other (pointing from a box, claiming from a line).

use super::candidates::Candidates;
use super::houses::Houses;
use super::step::Step;
use super::technique::Technique;

/// The first box (in order) with a digit (ascending) whose candidates lie in one row or
/// column, that has candidates to remove from the rest of that line.
pub(super) fn pointing(candidates: &Candidates) -> Option<Step> {
    let side = candidates.side();
    let boxes = 2 * side..3 * side;
    confined(candidates, boxes, 0..2 * side, Technique::Pointing)
}

/// The first row or column (rows first) with a digit (ascending) whose candidates lie in one
/// box, that has candidates to remove from the rest of that box.
pub(super) fn claiming(candidates: &Candidates) -> Option<Step> {
    let side = candidates.side();
    confined(candidates, 0..2 * side, 2 * side..3 * side, Technique::Claiming)
}

/// The first house of `from` with a digit whose candidates (two or more) all lie in one house
/// of `to`, which holds the digit elsewhere too.
fn confined(
    candidates: &Candidates,
    from: std::ops::Range<usize>,
    to: std::ops::Range<usize>,
    technique: Technique,
) -> Option<Step> {
    let houses = Houses::of(candidates.side());
    for a in from {
        for digit in 1..=candidates.side() as u8 {
            let mut held = houses.cells(a).iter().map(|&c| usize::from(c));
            let pattern: Vec<usize> = held.by_ref().filter(|&c| candidates.has(c, digit)).collect();
            let Some(&first) = pattern.first() else { continue };
            if pattern.len() < 2 {
                continue;
            }
            let shared = houses
                .of_cell(first)
                .into_iter()
                .filter(|h| to.contains(h))
                .find(|&b| pattern.iter().all(|&c| houses.of_cell(c).contains(&b)));
            let Some(b) = shared else { continue };
            let removed: Vec<(usize, u8)> = houses
                .cells(b)
                .iter()
                .map(|&c| usize::from(c))
                .filter(|&c| candidates.has(c, digit) && !houses.of_cell(c).contains(&a))
                .map(|c| (c, digit))
                .collect();
            if !removed.is_empty() {
                return Some(Step {
                    technique,
                    cells: pattern,
                    houses: vec![houses.house(a), houses.house(b)],
                    digits: vec![digit],
                    placed: None,
                    removed,
                });
            }
        }
    }
    None
}
