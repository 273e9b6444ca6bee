//! Fish: a digit whose candidates in `k` rows lie in the same `k` columns leaves the rest of
//! those columns (and the transpose, columns for rows): an X-wing for two, a swordfish for three.

use super::candidates::Candidates;
use super::houses::Houses;
use super::step::Step;
use super::subsets::subsets;
use super::technique::Technique;

/// The first fish of `k` lines (digits ascending; rows as the base, then columns) that removes
/// a candidate.
pub(super) fn fish(candidates: &Candidates, k: u32, technique: Technique) -> Option<Step> {
    let side = candidates.side();
    let houses = Houses::of(side);
    for digit in 1..=side as u8 {
        // Base lines are rows (cover lines columns), then the transpose.
        for (base, cover) in [(0, side), (side, 0)] {
            // Where the digit may go in each base line, as a mask of cross positions.
            let mut places = [0u16; 9];
            for (line, at) in places.iter_mut().enumerate().take(side) {
                for (i, &cell) in houses.cells(base + line).iter().enumerate() {
                    *at |= u16::from(candidates.has(usize::from(cell), digit)) << i;
                }
            }
            let pool = (0..side)
                .filter(|&l| (2..=k).contains(&places[l].count_ones()))
                .fold(0u16, |pool, l| pool | 1 << l);
            for chosen in subsets(pool, k) {
                let lines = || (0..side).filter(move |&l| chosen & (1 << l) != 0);
                let union = lines().fold(0, |u, l| u | places[l]);
                if union.count_ones() != k {
                    continue;
                }
                let covers = || (0..side).filter(move |&c| union & (1 << c) != 0);
                let struck = |c: usize| {
                    let cover = houses.cells(cover + c).iter().enumerate();
                    cover.filter(|&(l, &cell)| {
                        chosen & (1 << l) == 0 && candidates.has(usize::from(cell), digit)
                    })
                };
                if covers().all(|c| struck(c).next().is_none()) {
                    continue;
                }
                let mut removed: Vec<(usize, u8)> = covers()
                    .flat_map(|c| struck(c).map(|(_, &cell)| (usize::from(cell), digit)))
                    .collect();
                removed.sort_unstable();
                let mut cells: Vec<usize> = lines()
                    .flat_map(|l| houses.cells(base + l).iter().map(|&c| usize::from(c)))
                    .filter(|&c| candidates.has(c, digit))
                    .collect();
                cells.sort_unstable();
                let named = lines().map(|l| base + l).chain(covers().map(|c| cover + c));
                return Some(Step {
                    technique,
                    cells,
                    houses: named.map(|h| houses.house(h)).collect(),
                    digits: vec![digit],
                    placed: None,
                    removed,
                });
            }
        }
    }
    None
}
