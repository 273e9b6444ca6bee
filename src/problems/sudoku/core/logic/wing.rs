//! The XY-wing: a pivot with candidates `xy` sees two pincers `xz` and `yz`; whichever of `x`
//! and `y` the pivot takes, one pincer is `z`, so no cell that sees both pincers can be `z`.

use super::candidates::Candidates;
use super::houses::Houses;
use super::step::Step;
use super::technique::Technique;

/// The first XY-wing (pivots in row-major order, then pincers in the order of the pivot's
/// houses) that removes a candidate.
pub(super) fn xy_wing(candidates: &Candidates) -> Option<Step> {
    let side = candidates.side();
    let houses = Houses::of(side);
    let peers = |cell: usize| {
        houses
            .of_cell(cell)
            .into_iter()
            .flat_map(move |h| houses.cells(h).iter().map(|&c| usize::from(c)))
            .filter(move |&c| c != cell)
    };
    for pivot in 0..side * side {
        let xy = candidates.of(pivot);
        if xy.count_ones() != 2 {
            continue;
        }
        for a in peers(pivot) {
            let xz = candidates.of(a);
            if xz.count_ones() != 2 || (xz & xy).count_ones() != 1 {
                continue;
            }
            let z = xz & !xy;
            let yz = (xy & !xz) | z;
            for b in peers(pivot).filter(|&b| candidates.of(b) == yz) {
                let digit = z.trailing_zeros() as u8;
                let removed: Vec<(usize, u8)> = (0..side * side)
                    .filter(|&c| candidates.has(c, digit) && houses.sees(c, a) && houses.sees(c, b))
                    .map(|c| (c, digit))
                    .collect();
                if removed.is_empty() {
                    continue;
                }
                let link = |p: usize| {
                    let shared =
                        houses.of_cell(pivot).into_iter().find(|h| houses.of_cell(p).contains(h));
                    houses.house(shared.expect("a pincer sees the pivot"))
                };
                let digits: Vec<u8> = (1..=9u8).filter(|d| (xy | z) & (1 << d) != 0).collect();
                return Some(Step {
                    technique: Technique::XyWing,
                    cells: vec![pivot, a, b],
                    houses: vec![link(a), link(b)],
                    digits,
                    placed: None,
                    removed,
                });
            }
        }
    }
    None
}
