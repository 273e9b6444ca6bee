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
    let cells = |h: usize| houses.cells(h).iter().map(|&c| usize::from(c));
    for a in from {
        for digit in 1..=candidates.side() as u8 {
            let mut held = cells(a).filter(|&c| candidates.has(c, digit));
            let (Some(first), Some(_)) = (held.next(), held.next()) else { continue };
            let mut shared = houses.of_cell(first).into_iter().filter(|h| to.contains(h));
            let inside = |b: usize| {
                cells(a).all(|c| !candidates.has(c, digit) || houses.of_cell(c).contains(&b))
            };
            let Some(b) = shared.find(|&b| inside(b)) else { continue };
            let outside = |c: &usize| candidates.has(*c, digit) && !houses.of_cell(*c).contains(&a);
            if !cells(b).any(|c| outside(&c)) {
                continue;
            }
            return Some(Step {
                technique,
                cells: cells(a).filter(|&c| candidates.has(c, digit)).collect(),
                houses: vec![houses.house(a), houses.house(b)],
                digits: vec![digit],
                placed: None,
                removed: cells(b).filter(outside).map(|c| (c, digit)).collect(),
            });
        }
    }
    None
}
