//! The reachability rule: a cell the start cannot reach is off the path, found a row of bits at
//! a time, and skipped when every mark made since it last ran can be gone around close by.

use super::{Deducer, Mark, Step};
use std::rc::Rc;

/// The most marks since the last search that are each checked for a way around; beyond, the
/// search itself is quicker.
const MAX_BATCH: usize = 64;

impl Deducer {
    /// A cell the start cannot reach (through cells and sides not ruled out) is off the path.
    pub(super) fn reach_rule(&mut self) -> Step {
        let closed_now = self.closed.len();
        if let Some(seen) = self.reach_seen {
            // Only what was marked no since the last search can cut cells off, and none does
            // if the path can still go around each such cell or side close by: then the
            // search would reach every cell not marked no again.
            // (A long batch, such as pieces given at once, is searched: that is quicker.)
            let batch = &self.closed[seen..];
            if batch.len() <= MAX_BATCH
                && batch.iter().all(|&item| self.can_go_around(item as usize, batch))
            {
                self.reach_seen = Some(closed_now);
                debug_assert!(self.search_reach(), "a mark gone around cut cells off");
                return Ok(false);
            }
        }
        self.search_reach();
        let cols = self.layout.board.cols() as usize;
        let mut changed = false;
        for r in 0..self.reached.len() {
            let mut cut_off = self.open_cells[r] & !self.reached[r];
            while cut_off != 0 {
                let c = cut_off.trailing_zeros() as usize;
                cut_off &= cut_off - 1;
                changed |= self.set_cell(r * cols + c, Mark::No)?;
            }
        }
        // Cells cut off now were unreachable already: the search would find the same again.
        self.reach_seen = Some(self.closed.len());
        Ok(changed)
    }

    /// Finds the cells the start reaches (in `reached`); true if they are all the cells not
    /// marked no.
    fn search_reach(&mut self) -> bool {
        let layout = Rc::clone(&self.layout);
        let cols = layout.board.cols() as usize;
        let rows = self.reached.len();
        let (start_row, start_bit) = (layout.start / cols, 1 << (layout.start % cols));
        self.reached.fill(0);
        // Spread along a row and across to the next, a row at a time, until nothing more is
        // reached: every cell not marked no, through sides not marked no. A row is looked at
        // again only when a row beside it gained cells that lead into it (`pending`: one bit
        // per row, lowest first).
        let mut pending = vec![0u64; rows.div_ceil(64)];
        pending[start_row / 64] |= 1 << (start_row % 64);
        while let Some(word) = pending.iter().position(|&w| w != 0) {
            let r = word * 64 + pending[word].trailing_zeros() as usize;
            pending[word] &= pending[word] - 1;
            let mut row = self.reached[r] | if r == start_row { start_bit } else { 0 };
            if r > 0 {
                row |= self.reached[r - 1] & self.open_south[r - 1];
            }
            if r + 1 < rows {
                row |= self.reached[r + 1] & self.open_south[r];
            }
            let row = spread(row & self.open_cells[r], self.open_east[r], self.open_cells[r]);
            let gained = row & !self.reached[r];
            self.reached[r] = row;
            if r > 0 && gained & self.open_south[r - 1] != 0 {
                pending[(r - 1) / 64] |= 1 << ((r - 1) % 64);
            }
            if r + 1 < rows && gained & self.open_south[r] != 0 {
                pending[(r + 1) / 64] |= 1 << ((r + 1) % 64);
            }
        }
        (0..rows).all(|r| self.open_cells[r] & !self.reached[r] == 0)
    }

    /// Whether the cells beside a cell or side marked no (`item`, numbered as in `closed`) that
    /// are still open are joined to one another close by, without it: around the eight cells
    /// that surround a cell, or around one of the two squares of four cells a side belongs to.
    /// A way through two neighbouring cells both marked no in this `batch` could not be made
    /// up for that way: such a cell does not count as gone around.
    fn can_go_around(&self, item: usize, batch: &[u32]) -> bool {
        let cols = self.layout.board.cols() as usize;
        let cells = self.cells.len();
        if item < cells {
            let closed_beside = self.layout.cell_sides[item]
                .iter()
                .flatten()
                .any(|&(_, j)| self.cells[j] == Mark::No && batch.contains(&(j as u32)));
            return !closed_beside
                && self.ring_joins((item / cols) as isize, (item % cols) as isize);
        }
        // Side 2i is east of cell i, side 2i + 1 south of it.
        let side = item - cells;
        let (r, c) = ((side / 2 / cols) as isize, (side / 2 % cols) as isize);
        let open = |r: isize, c: isize| self.open_at(&self.open_cells, r, c);
        let east = |r: isize, c: isize| self.open_at(&self.open_east, r, c);
        let south = |r: isize, c: isize| self.open_at(&self.open_south, r, c);
        if side.is_multiple_of(2) {
            // The side between (r, c) and (r, c + 1): around the square above or below it.
            !open(r, c)
                || !open(r, c + 1)
                || (open(r - 1, c)
                    && open(r - 1, c + 1)
                    && south(r - 1, c)
                    && east(r - 1, c)
                    && south(r - 1, c + 1))
                || (open(r + 1, c)
                    && open(r + 1, c + 1)
                    && south(r, c)
                    && east(r + 1, c)
                    && south(r, c + 1))
        } else {
            // The side between (r, c) and (r + 1, c): around the square right or left of it.
            !open(r, c)
                || !open(r + 1, c)
                || (open(r, c + 1)
                    && open(r + 1, c + 1)
                    && east(r, c)
                    && south(r, c + 1)
                    && east(r + 1, c))
                || (open(r, c - 1)
                    && open(r + 1, c - 1)
                    && east(r, c - 1)
                    && south(r, c - 1)
                    && east(r + 1, c - 1))
        }
    }

    /// Whether the open cells beside cell (r, c) (not counting it) all lie on one stretch of
    /// the ring of eight cells around it, through open cells and sides.
    fn ring_joins(&self, r: isize, c: isize) -> bool {
        // The ring, clockwise from north; link k joins ring cells k and k + 1.
        const RING: [(isize, isize); 8] =
            [(-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1)];
        let cell = |k: usize| self.open_at(&self.open_cells, r + RING[k].0, c + RING[k].1);
        let link = |k: usize| match k {
            0 => self.open_at(&self.open_east, r - 1, c),
            1 => self.open_at(&self.open_south, r - 1, c + 1),
            2 => self.open_at(&self.open_south, r, c + 1),
            3 => self.open_at(&self.open_east, r + 1, c),
            4 => self.open_at(&self.open_east, r + 1, c - 1),
            5 => self.open_at(&self.open_south, r, c - 1),
            6 => self.open_at(&self.open_south, r - 1, c - 1),
            _ => self.open_at(&self.open_east, r - 1, c - 1),
        };
        let Some(gap) = (0..8).find(|&k| !cell(k) || !link(k)) else { return true };
        // Walk the ring once from just after a gap, counting the stretches that hold one of
        // the four cells beside (r, c) (the even places of the ring).
        let (mut stretches, mut in_stretch, mut beside) = (0, false, false);
        for step in 1..=8 {
            let k = (gap + step) % 8;
            if !cell(k) {
                // A closed cell ends a stretch, whatever the mark of the side into it.
                stretches += usize::from(in_stretch && beside);
                in_stretch = false;
                continue;
            }
            if !in_stretch {
                (in_stretch, beside) = (true, false);
            }
            beside |= k % 2 == 0;
            if !link(k) || step == 8 {
                stretches += usize::from(beside);
                in_stretch = false;
            }
        }
        stretches <= 1
    }

    /// Bit (r, c) of one of the per-row bit sets, false outside the grid.
    fn open_at(&self, rows: &[u64], r: isize, c: isize) -> bool {
        let cols = self.layout.board.cols() as isize;
        (0..rows.len() as isize).contains(&r)
            && (0..cols).contains(&c)
            && rows[r as usize] & (1 << c) != 0
    }
}

/// The cells of one row reached from `row` by moving east or west through open sides (`east`:
/// bit c for the side between columns c and c + 1) onto open cells (a step at a time: a row
/// usually settles in one or two).
fn spread(mut row: u64, east: u64, cells: u64) -> u64 {
    loop {
        let next = (row | ((row & east) << 1) | ((row >> 1) & east)) & cells;
        if next == row {
            return row;
        }
        row = next;
    }
}
