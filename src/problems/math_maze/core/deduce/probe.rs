//! The hard level's look-ahead: each mark of a cell beside the path is tried under the normal
//! rules on the state itself, and undone from a trail; a mark that leads to a contradiction
//! gives the other one.

use super::{Contradiction, Deducer, Difficulty, Mark, Step, Undo};

impl Deducer {
    /// Tries each mark of each undecided cell beside a path cell under the normal rules; writes
    /// the other mark wherever one fails. True if it wrote anything.
    ///
    /// The cells are tried in reading order; when a probe fails, the cells beside whatever its
    /// conclusion decided that were already passed are tried again at once, since they are the
    /// likeliest to fail now (following such a chain needs no further pass). The order changes
    /// only the work: the caller repeats passes until one writes nothing.
    pub(super) fn look_ahead(&mut self) -> Step {
        let mut progress = false;
        let mut again = Vec::new();
        for i in 0..self.cells.len() {
            again.push(i);
            while let Some(j) = again.pop() {
                let Some(decided) = self.probe_cell(j)? else { continue };
                progress = true;
                for k in decided {
                    for &(_, n) in self.layout.cell_sides[k].iter().flatten() {
                        if n < i && self.cells[n] == Mark::Unknown && !again.contains(&n) {
                            again.push(n);
                        }
                    }
                }
            }
        }
        Ok(progress)
    }

    /// Probes both marks of cell `i` if it is undecided and beside a path cell; where one
    /// fails, writes the other and deduces on. Returns the cells that decided, if any.
    fn probe_cell(&mut self, i: usize) -> Result<Option<Vec<usize>>, Contradiction> {
        let touches_path =
            self.layout.cell_sides[i].iter().flatten().any(|&(_, j)| self.cells[j] == Mark::Yes);
        if !touches_path {
            return Ok(None);
        }
        for (guess, other) in [(Mark::Yes, Mark::No), (Mark::No, Mark::Yes)] {
            let implied = self.implied[i][usize::from(guess == Mark::No)] == self.version();
            if self.cells[i] == Mark::Unknown && !implied && self.fails(i, guess) {
                let log = self.log.replace(Vec::new());
                self.set_cell(i, other)?;
                self.propagate_normally()?;
                let decided = std::mem::replace(&mut self.log, log).unwrap_or_default();
                return Ok(Some(decided));
            }
        }
        Ok(None)
    }

    /// Whether marking cell `i` with `guess` leads the normal rules to a contradiction. The
    /// probe works on this very state and then undoes every change it made, from its trail
    /// (far cheaper than copying the state: a probe changes a few dozen marks of thousands).
    pub(super) fn fails(&mut self, i: usize, guess: Mark) -> bool {
        let (difficulty, cells_written, sides_written, closed, reach_seen) = (
            self.difficulty,
            self.cells_written,
            self.sides_written,
            self.closed.len(),
            self.reach_seen,
        );
        let version = self.version();
        let (log, pending) = (self.log.take(), self.queue.clone());
        self.difficulty = Difficulty::Normal;
        self.probing = true;
        let failed = self.set_cell(i, guess).and_then(|_| self.propagate()).is_err();
        self.probing = false;
        if !failed {
            for undo in &self.trail {
                if let &Undo::Cell(j) = undo {
                    let j = j as usize;
                    self.implied[j][usize::from(self.cells[j] == Mark::No)] = version;
                }
            }
        }
        self.undo_trail();
        while let Some(work) = self.queue.pop() {
            self.queued[work.slot(&self.layout)] = false;
        }
        for &work in &pending {
            self.queued[work.slot(&self.layout)] = true;
        }
        (self.queue, self.log) = (pending, log);
        (self.difficulty, self.cells_written, self.sides_written, self.reach_seen) =
            (difficulty, cells_written, sides_written, reach_seen);
        self.closed.truncate(closed);
        failed
    }

    /// The state's version (see `cells_written`).
    fn version(&self) -> u64 {
        self.cells_written + self.sides_written
    }

    /// Undoes every change on the trail, newest first.
    fn undo_trail(&mut self) {
        while let Some(undo) = self.trail.pop() {
            match undo {
                Undo::Cell(i) => {
                    let i = i as usize;
                    let mark = std::mem::replace(&mut self.cells[i], Mark::Unknown);
                    for l in self.layout.cell_lines[i] {
                        self.line_unknown[l] += 1;
                        self.line_on[l] -= u32::from(mark == Mark::Yes);
                    }
                    if mark == Mark::No {
                        let (word, bit) = self.cell_open_bit(i);
                        *word |= bit;
                    }
                }
                Undo::Side(side) => {
                    let side = side as usize;
                    let mark = std::mem::replace(&mut self.sides[side], Mark::Unknown);
                    if let Some(k) = self.layout.side_cut[side] {
                        self.cut_unknown[k] += 1;
                        self.cut_yes[k] -= u32::from(mark == Mark::Yes);
                    }
                    if mark == Mark::No {
                        let (word, bit) = self.side_open_bit(side);
                        *word |= bit;
                    }
                }
                Undo::Join { small, big, flags, tips } => {
                    let (small, big) = (small as usize, big as usize);
                    self.parent[small] = small as u32;
                    self.size[big] -= self.size[small];
                    (self.flags[big], self.tips[big]) = (flags, tips);
                }
            }
        }
    }
}
