//! Naked and hidden subsets of a house: `k` cells whose candidates are `k` digits (those digits
//! leave the house's other cells), and `k` digits confined to `k` cells (those cells lose their
//! other candidates).

use super::candidates::Candidates;
use super::houses::Houses;
use super::step::Step;
use super::technique::Technique;
use crate::problems::sudoku::core::search::grid::digits;

/// The `k`-element subsets of the bits of `pool`, as masks, in increasing order.
pub(super) fn subsets(pool: u16, k: u32) -> impl Iterator<Item = u16> {
    // Each submask of `pool` after `s`, ascending, until the walk wraps to 0.
    let walk = std::iter::successors(Some(0u16), move |&s| {
        Some(((s | !pool).wrapping_add(1)) & pool).filter(|&next| next != 0)
    });
    walk.filter(move |s| s.count_ones() == k)
}

/// The first naked subset of `k` cells (houses in order, then subsets in order) that removes a
/// candidate.
pub(super) fn naked(candidates: &Candidates, k: u32, technique: Technique) -> Option<Step> {
    let houses = Houses::of(candidates.side());
    for house in 0..houses.count() {
        let cells = houses.cells(house);
        let mask = |i: usize| candidates.of(usize::from(cells[i]));
        let pool = (0..cells.len())
            .filter(|&i| (2..=k).contains(&mask(i).count_ones()))
            .fold(0u16, |pool, i| pool | 1 << i);
        for chosen in subsets(pool, k) {
            let inside = |i: usize| chosen & (1 << i) != 0;
            let union = (0..cells.len()).filter(|&i| inside(i)).fold(0, |u, i| u | mask(i));
            if union.count_ones() != k {
                continue;
            }
            let outside = || (0..cells.len()).filter(|&i| !inside(i) && mask(i) & union != 0);
            if outside().next().is_none() {
                continue;
            }
            let removed = outside()
                .flat_map(|i| digits(mask(i) & union).map(move |d| (usize::from(cells[i]), d)));
            let pattern = (0..cells.len()).filter(|&i| inside(i));
            return Some(Step {
                technique,
                cells: pattern.map(|i| usize::from(cells[i])).collect(),
                houses: vec![houses.house(house)],
                digits: digits(union).collect(),
                placed: None,
                removed: removed.collect(),
            });
        }
    }
    None
}

/// The first hidden subset of `k` digits (houses in order, then subsets in order) that removes
/// a candidate.
pub(super) fn hidden(candidates: &Candidates, k: u32, technique: Technique) -> Option<Step> {
    let (side, houses) = (candidates.side(), Houses::of(candidates.side()));
    for house in 0..houses.count() {
        let cells = houses.cells(house);
        // Where each digit may go, as a mask of the house's cells.
        let mut places = [0u16; 10];
        for (i, &cell) in cells.iter().enumerate() {
            let mask = candidates.of(usize::from(cell));
            for (digit, at) in places.iter_mut().enumerate().take(side + 1).skip(1) {
                *at |= (mask >> digit & 1) << i;
            }
        }
        let pool = (1..=side)
            .filter(|&d| (2..=k).contains(&places[d].count_ones()))
            .fold(0u16, |pool, d| pool | 1 << d);
        for chosen in subsets(pool, k) {
            let union =
                (1..=side).filter(|&d| chosen & (1 << d) != 0).fold(0, |u, d| u | places[d]);
            if union.count_ones() != k {
                continue;
            }
            let inside = || (0..cells.len()).filter(|&i| union & (1 << i) != 0);
            let mask = |i: usize| candidates.of(usize::from(cells[i]));
            if inside().all(|i| mask(i) & !chosen == 0) {
                continue;
            }
            let removed = inside()
                .flat_map(|i| digits(mask(i) & !chosen).map(move |d| (usize::from(cells[i]), d)));
            return Some(Step {
                technique,
                cells: inside().map(|i| usize::from(cells[i])).collect(),
                houses: vec![houses.house(house)],
                digits: digits(chosen).collect(),
                placed: None,
                removed: removed.collect(),
            });
        }
    }
    None
}
