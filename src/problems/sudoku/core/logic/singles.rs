//! Singles: a cell with one candidate left (naked), a digit with one place left in a house
//! (hidden).

use super::candidates::Candidates;
use super::houses::Houses;
use super::step::Step;
use super::technique::Technique;

/// The first cell, in row-major order, with one candidate: it takes it.
pub(super) fn naked(candidates: &Candidates) -> Option<Step> {
    let (side, houses) = (candidates.side(), Houses::of(candidates.side()));
    let cell = (0..side * side).find(|&cell| candidates.of(cell).count_ones() == 1)?;
    let digit = candidates.of(cell).trailing_zeros() as u8;
    Some(Step {
        technique: Technique::NakedSingle,
        cells: vec![cell],
        houses: houses.of_cell(cell).map(|h| houses.house(h)).to_vec(),
        digits: vec![digit],
        placed: Some((cell, digit)),
        removed: Vec::new(),
    })
}

/// The first house (rows, columns, boxes) with a digit that has one place left, the smallest
/// such digit: it goes there.
pub(super) fn hidden(candidates: &Candidates) -> Option<Step> {
    let houses = Houses::of(candidates.side());
    (0..houses.count()).find_map(|house| {
        let cells = houses.cells(house);
        let (mut once, mut twice) = (0u16, 0u16);
        for &cell in cells {
            let mask = candidates.of(usize::from(cell));
            twice |= once & mask;
            once |= mask;
        }
        let lone = once & !twice;
        if lone == 0 {
            return None;
        }
        let digit = lone.trailing_zeros() as u8;
        let cell = cells.iter().map(|&c| usize::from(c)).find(|&c| candidates.has(c, digit))?;
        Some(Step {
            technique: Technique::HiddenSingle,
            cells: vec![cell],
            houses: vec![houses.house(house)],
            digits: vec![digit],
            placed: Some((cell, digit)),
            removed: Vec::new(),
        })
    })
}
