//! Hints: the next deduction from a player's position, one rule applied to one cell, line or
//! cut at a time, easiest rules first, so that it can be said in one sentence. A rule that
//! decides only sides (which a player does not mark) is applied silently and the search goes
//! on, so every hint decides at least one cell.

use super::{Contradiction, Deducer, Difficulty, Mark, PathPuzzle, Square};
use serde::{Deserialize, Serialize};

/// A line whose clue a rule reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Line {
    /// A row (0-based).
    Row(u16),
    /// A column (0-based).
    Col(u16),
    /// The cells of one colour of a chessboard colouring: the start's colour, or the other.
    Colour {
        /// Whether it is the start's colour.
        of_start: bool,
    },
}

/// The rule behind a deduction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rule {
    /// The line needs exactly as many path cells as it has cells still open: all are on it.
    Fills {
        /// The line.
        line: Line,
        /// Its clue.
        need: u16,
    },
    /// The line already has all the path cells its clue allows: its other cells are empty.
    Full {
        /// The line.
        line: Line,
        /// Its clue.
        need: u16,
    },
    /// The cell has too few open ways in and out for the path to pass through it.
    DeadEnd,
    /// The cell is on the path and has exactly the ways out it needs: the path takes them.
    Forced,
    /// The path crosses the line between two rows (or columns) an odd number of times, and
    /// only one crossing is still open: the path takes it.
    Crossing {
        /// Between two rows (else two columns).
        rows: bool,
        /// The row (or column) above (or left of) the line, 0-based.
        after: u16,
    },
    /// The start can no longer reach these cells.
    Unreachable,
    /// Marking the cell the other way leads the rules to a contradiction (one step of
    /// look-ahead).
    LookAhead,
    /// Every cell is decided: the cell the path goes on to from the player's path's end
    /// (which may be known already, beside another path cell that comes later).
    Follow,
}

/// A deduction for a hint: the rule, the cells it decides (on the path or not), and the cells
/// its reason reads.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deduction {
    /// The rule.
    pub rule: Rule,
    /// The cells it decides: `true` on the path, `false` empty.
    pub decided: Vec<(Square, bool)>,
    /// The cells its reason reads (the line, the cell and its neighbours, …).
    pub reasons: Vec<Square>,
}

/// The next deduction at `difficulty` from a player's position: the puzzle's given pieces,
/// the player's `path` from the start (which must lie on the solution) and the cells already
/// `known`: those the player marked empty and those earlier hints decided. What these already
/// show is where the deduction starts, so it decides at least one cell none of them shows: a
/// rule whose cells the player's marks and path already hold is passed over for the next one.
/// Once every cell is decided, the cell the path goes on to from the path's end
/// ([`Rule::Follow`]); `None` when the path is finished.
pub fn next_deduction(
    puzzle: &PathPuzzle,
    difficulty: Difficulty,
    path: &[Square],
    known: &[(Square, bool)],
) -> Result<Option<Deduction>, Contradiction> {
    let mut d = Deducer::new(puzzle, difficulty)?;
    for pair in path.windows(2) {
        let (a, b) = (d.index(pair[0]), d.index(pair[1]));
        let side = d.layout.cell_sides[a].iter().flatten().find(|&&(_, j)| j == b);
        let &(side, _) = side.ok_or(Contradiction)?;
        d.set_side(side, Mark::Yes)?;
    }
    for &(cell, on) in known.iter() {
        let i = d.index(cell);
        d.set_cell(i, if on { Mark::Yes } else { Mark::No })?;
    }
    d.queue.clear();
    d.queued.iter_mut().for_each(|q| *q = false);
    loop {
        d.log = Some(Vec::new());
        let Some((rule, reasons)) = d.apply_one_rule()? else { return Ok(d.follow(path)) };
        let changed = d.log.take().unwrap_or_default();
        if changed.is_empty() {
            continue; // Only sides: say nothing yet, look for the cell they decide.
        }
        let decided =
            changed.iter().map(|&i| (d.layout.square(i), d.cells[i] == Mark::Yes)).collect();
        return Ok(Some(Deduction { rule, decided, reasons }));
    }
}

impl Deducer {
    /// Once no rule decides anything more: the path's next cell after the end of `path`.
    fn follow(&self, path: &[Square]) -> Option<Deduction> {
        let end = self.index(*path.last()?);
        let previous = path.len().checked_sub(2).map(|k| self.index(path[k]));
        let &(_, next) = self.layout.cell_sides[end]
            .iter()
            .flatten()
            .find(|&&(s, j)| self.sides[s] == Mark::Yes && Some(j) != previous)?;
        let next = self.layout.square(next);
        Some(Deduction {
            rule: Rule::Follow,
            decided: vec![(next, true)],
            reasons: vec![path[path.len() - 1]],
        })
    }

    /// Applies the first rule, easiest first, that changes any mark; returns it and the cells
    /// its reason reads, or `None` if no rule changes anything.
    fn apply_one_rule(&mut self) -> Result<Option<(Rule, Vec<Square>)>, Contradiction> {
        let layout = std::rc::Rc::clone(&self.layout);
        let (rows, cols) = (layout.board.rows() as usize, layout.board.cols() as usize);
        let mut before = self.sides_written;
        let mut changed = |d: &Deducer| {
            let yes = d.sides_written != before || d.log.as_ref().is_some_and(|l| !l.is_empty());
            before = d.sides_written;
            yes
        };
        for l in 0..layout.lines.len() {
            let on = layout.lines[l].0.iter().filter(|&&i| self.cells[i] == Mark::Yes).count();
            self.line_rule(l)?;
            if changed(self) {
                let (cells, need) = (&layout.lines[l].0, layout.lines[l].1 as u16);
                let line = match l {
                    l if l < rows => Line::Row(l as u16),
                    l if l < rows + cols => Line::Col((l - rows) as u16),
                    l => Line::Colour { of_start: l == layout.cell_lines[layout.start][2] },
                };
                let rule = if on == need as usize {
                    Rule::Full { line, need }
                } else {
                    Rule::Fills { line, need }
                };
                let reasons = if matches!(line, Line::Colour { .. }) {
                    Vec::new()
                } else {
                    cells.iter().map(|&i| layout.square(i)).collect()
                };
                return Ok(Some((rule, reasons)));
            }
        }
        for i in 0..layout.cell_sides.len() {
            let was = self.cells[i];
            self.cell_rule(i)?;
            if changed(self) {
                let rule = if was == Mark::Unknown && self.cells[i] == Mark::No {
                    Rule::DeadEnd
                } else {
                    Rule::Forced
                };
                let mut reasons = vec![layout.square(i)];
                reasons
                    .extend(layout.cell_sides[i].iter().flatten().map(|&(_, j)| layout.square(j)));
                return Ok(Some((rule, reasons)));
            }
        }
        if self.difficulty < Difficulty::Normal {
            return Ok(None);
        }
        for k in 0..layout.cuts.len() {
            self.crossing_rule(k)?;
            if changed(self) {
                let (rows_cut, after) =
                    if k + 1 < rows { (true, k) } else { (false, k + 1 - rows) };
                let reasons = layout.cuts[k]
                    .0
                    .iter()
                    .filter_map(|&s| layout.ends[s])
                    .flat_map(|(a, b)| [layout.square(a), layout.square(b)])
                    .collect();
                return Ok(Some((Rule::Crossing { rows: rows_cut, after: after as u16 }, reasons)));
            }
        }
        // The joining rules decide only sides: they lead to the next cell-deciding rule.
        for side in 0..self.sides.len() {
            if let (Mark::Unknown, Some((a, b))) = (self.sides[side], layout.ends[side]) {
                self.rule_out_bad_join(side, a, b)?;
                if changed(self) {
                    return Ok(Some((Rule::Forced, Vec::new())));
                }
            }
        }
        self.reach_rule()?;
        if changed(self) {
            return Ok(Some((Rule::Unreachable, vec![layout.square(layout.start)])));
        }
        if self.difficulty < Difficulty::Hard {
            return Ok(None);
        }
        for i in 0..layout.cell_sides.len() {
            let touches_path =
                layout.cell_sides[i].iter().flatten().any(|&(_, j)| self.cells[j] == Mark::Yes);
            if self.cells[i] != Mark::Unknown || !touches_path {
                continue;
            }
            for (guess, other) in [(Mark::Yes, Mark::No), (Mark::No, Mark::Yes)] {
                if self.fails(i, guess) {
                    self.set_cell(i, other)?;
                    let mut reasons = vec![layout.square(i)];
                    reasons.extend(
                        layout.cell_sides[i].iter().flatten().map(|&(_, j)| layout.square(j)),
                    );
                    return Ok(Some((Rule::LookAhead, reasons)));
                }
            }
        }
        Ok(None)
    }
}
