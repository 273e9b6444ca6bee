//! [`Board`]: the packed positions the searches move on (4 bits a square in a `u64`, square 0
//! lowest), with where the blank can go and what each tile adds to ĝ.

use super::estimate::Estimate;
use super::moves::Move;
use super::position::Position;

/// No square: the blank would leave the board.
const OFF: u8 = u8::MAX;

/// A board's geometry and estimate, for positions packed in a `u64`.
#[derive(Clone, Debug)]
pub(super) struct Board {
    /// Where the blank on each square goes by each move (`OFF`: it cannot).
    next: [[u8; 4]; 16],
    /// What each tile on each square adds to ĝ.
    scores: [[u8; 16]; 16],
    goal: u64,
}

impl Board {
    pub(super) fn new(side: u8, estimate: Estimate) -> Board {
        let mut next = [[OFF; 4]; 16];
        let squares = usize::from(side * side);
        for (square, targets) in next.iter_mut().enumerate().take(squares) {
            for m in Move::ALL {
                if let Some(to) = m.from_square(square, usize::from(side)) {
                    targets[usize::from(m.choice())] = to as u8;
                }
            }
        }
        let scores = estimate.scores(side);
        Board { next, scores, goal: pack(&Position::goal(side)) }
    }

    pub(super) fn goal(&self) -> u64 {
        self.goal
    }

    /// ĝ of a packed position.
    pub(super) fn estimate(&self, tiles: u64) -> u8 {
        (0..16).map(|square| self.scores[tile(tiles, square)][square]).sum()
    }

    /// Moves the blank from `blank` by `m`, if it stays on the board: the new tiles, the
    /// blank's new square and ĝ's change.
    #[inline]
    pub(super) fn slide(&self, tiles: u64, blank: usize, m: usize) -> Option<(u64, usize, i8)> {
        let to = self.next[blank][m];
        if to == OFF {
            return None;
        }
        let to = usize::from(to);
        let moved = tile(tiles, to);
        let tiles = (tiles & !(15 << (4 * to))) | (moved as u64) << (4 * blank);
        let change = self.scores[moved][blank] as i8 - self.scores[moved][to] as i8;
        Some((tiles, to, change))
    }
}

/// The tile on `square` of packed `tiles`.
#[inline]
fn tile(tiles: u64, square: usize) -> usize {
    ((tiles >> (4 * square)) & 15) as usize
}

/// `position` packed: square k's tile in bits 4k to 4k + 3.
pub(super) fn pack(position: &Position) -> u64 {
    position
        .tiles()
        .iter()
        .enumerate()
        .fold(0, |packed, (square, &t)| packed | u64::from(t) << (4 * square))
}
