//! A solver for the clue puzzle built from forced deductions, in the manner of the generator of
//! Simon Tatham's *Tracks*: it only ever writes down what every solution must have. When it
//! decides every cell and every side of the grid, it has therefore proved that the puzzle has
//! exactly one solution. The [`Difficulty`] chooses which deductions it may use.
//!
//! The state is a mark (unknown / yes / no) for every cell ("on the path") and every side
//! shared by two cells ("the path crosses it"), and the fragments of path already joined.

use crate::core::grid::{Board, Direction, Square};
use crate::problems::math_maze::core::puzzle::{Given, PathPuzzle};
use serde::{Deserialize, Serialize};
use std::rc::Rc;

crate::core::slug::slugged! {
    /// Which deductions the solver may use, and so how many given pieces a puzzle needs.
    ///
    /// Every difficulty with its name in URLs (`level=`), easiest first.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
    pub enum Difficulty {
        /// Local rules only: a path cell has two path sides (one at the start and finish), a row
        /// or column whose clue is reached has no more path cells, and one that needs all its
        /// remaining cells takes them all (also for the two colours of a chessboard colouring).
        Easy = "easy",
        /// Easy, and: never close a loop, never join start to finish too early, a cell the start
        /// cannot reach is not on the path, and the path crosses the line between two rows or
        /// columns an odd number of times exactly when start and finish lie on either side.
        Normal = "normal",
        /// Normal, and one step of look-ahead: a cell beside the path whose either mark leads the
        /// normal rules to a contradiction takes the other mark.
        Hard = "hard",
    }
}

impl Difficulty {
    /// The level below this one (none below easy).
    pub fn below(self) -> Option<Difficulty> {
        match self {
            Difficulty::Easy => None,
            Difficulty::Normal => Some(Difficulty::Easy),
            Difficulty::Hard => Some(Difficulty::Normal),
        }
    }
}

/// The deductions reached a state no solution can have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Contradiction;

type Step = Result<bool, Contradiction>;

/// A mark on a cell or a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mark {
    Unknown,
    Yes,
    No,
}

/// What never changes while solving one puzzle: the grid's cells, sides and lines.
#[derive(Debug)]
struct Layout {
    board: Board,
    start: usize,
    finish: usize,
    length: usize,
    /// For each cell, its sides in `NESW` order: (side, neighbour), if the neighbour exists.
    /// (The deducer's `sides` are the marks of the sides themselves.)
    cell_sides: Vec<[Option<(usize, usize)>; 4]>,
    /// For each side, the two cells it separates (`None` for sides on the border).
    ends: Vec<Option<(usize, usize)>>,
    /// Rows, columns and the two colour classes, each with how many path cells it holds.
    lines: Vec<(Vec<usize>, usize)>,
    /// The cuts between two neighbouring rows or columns: the sides crossing each, and whether
    /// the path crosses it an odd number of times (start and finish lie on either side of it).
    cuts: Vec<(Vec<usize>, bool)>,
    /// For each cell, its row, column and colour (as indices into `lines`).
    cell_lines: Vec<[usize; 3]>,
    /// For each side, the cut it crosses.
    side_cut: Vec<Option<usize>>,
}

impl Layout {
    fn new(puzzle: &PathPuzzle) -> Layout {
        let board = puzzle.board;
        let (rows, cols) = (board.rows() as usize, board.cols() as usize);
        let cells = rows * cols;
        let side = |i: usize, d: Direction| -> Option<(usize, usize)> {
            let n = d.neighbour(&board, board.square_at(i))?;
            let j = board.index(n);
            let id = match d {
                Direction::North => 2 * j + 1,
                Direction::East => 2 * i,
                Direction::South => 2 * i + 1,
                Direction::West => 2 * j,
            };
            Some((id, j))
        };
        let cell_sides: Vec<_> = (0..cells).map(|i| Direction::ALL.map(|d| side(i, d))).collect();
        let mut ends = vec![None; 2 * cells];
        for (i, of_cell) in cell_sides.iter().enumerate() {
            for &(id, j) in of_cell.iter().flatten() {
                ends[id] = Some((i.min(j), i.max(j)));
            }
        }
        let length = puzzle.length();
        let mut lines: Vec<(Vec<usize>, usize)> = Vec::new();
        for (r, &clue) in puzzle.row_clues.iter().enumerate() {
            lines.push(((r * cols..(r + 1) * cols).collect(), clue as usize));
        }
        for (c, &clue) in puzzle.col_clues.iter().enumerate() {
            lines.push(((0..rows).map(|r| r * cols + c).collect(), clue as usize));
        }
        let colour = |i: usize| (i / cols + i % cols) % 2;
        let start = board.index(puzzle.start);
        for parity in 0..2 {
            let class = (0..cells).filter(|&i| colour(i) == parity).collect();
            let share = if parity == colour(start) { length.div_ceil(2) } else { length / 2 };
            lines.push((class, share));
        }
        let (s, f) = (puzzle.start, puzzle.finish);
        let mut cuts = Vec::new();
        for r in 0..rows.saturating_sub(1) {
            let sides = (0..cols).map(|c| 2 * (r * cols + c) + 1).collect();
            cuts.push((sides, (s.row as usize <= r) != (f.row as usize <= r)));
        }
        for c in 0..cols.saturating_sub(1) {
            let sides = (0..rows).map(|r| 2 * (r * cols + c)).collect();
            cuts.push((sides, (s.col as usize <= c) != (f.col as usize <= c)));
        }
        let finish = board.index(puzzle.finish);
        let cell_lines = (0..cells).map(|i| [i / cols, rows + i % cols, rows + cols + colour(i)]);
        let mut side_cut = vec![None; 2 * cells];
        for (k, (cut_sides, _)) in cuts.iter().enumerate() {
            for &side in cut_sides {
                side_cut[side] = Some(k);
            }
        }
        let cell_lines = cell_lines.collect();
        Layout { board, start, finish, length, cell_sides, ends, lines, cuts, cell_lines, side_cut }
    }

    fn square(&self, i: usize) -> Square {
        self.board.square_at(i)
    }

    fn is_end(&self, i: usize) -> bool {
        i == self.start || i == self.finish
    }
}

const HAS_START: u8 = 1;
const HAS_FINISH: u8 = 2;

/// The deduction solver's state for one puzzle.
#[derive(Clone, Debug)]
pub struct Deducer {
    layout: Rc<Layout>,
    difficulty: Difficulty,
    cells: Vec<Mark>,
    sides: Vec<Mark>,
    /// Union–find over cells: the fragments of path joined by sides marked yes, with their
    /// sizes, whether they hold the start or finish, and their two end cells.
    parent: Vec<u32>,
    size: Vec<u32>,
    flags: Vec<u8>,
    tips: Vec<(u32, u32)>,
    /// For each line (as in `Layout::lines`), how many of its cells are marked yes and how many
    /// are still unknown: kept as marks change, so that the line rule reads them at once.
    line_on: Vec<u32>,
    line_unknown: Vec<u32>,
    /// For each cut (as in `Layout::cuts`), how many of its sides are marked yes and how many
    /// are still unknown, kept likewise for the crossing rule.
    cut_yes: Vec<u32>,
    cut_unknown: Vec<u32>,
    /// What a rule must look at again since a mark changed (each item queued at most once).
    queue: Vec<Work>,
    queued: Vec<bool>,
    /// The cells whose mark changed, kept only while a hint watches one rule at a time.
    log: Option<Vec<usize>>,
    /// How many side marks have been written (a hint's way to see a rule decide only sides).
    sides_written: u64,
    /// The cells and sides marked no, in order (a side as the number of cells plus its
    /// index): only such a mark can cut a cell off from the start.
    closed: Vec<u32>,
    /// How many of `closed` the reachability rule has accounted for (none before it first
    /// runs): after it, every cell not marked no is reached.
    reach_seen: Option<usize>,
    /// What the reachability rule reads, one bit per column (grids are at most 64 wide), kept
    /// as marks change: per row, the cells not marked no, the sides east of a cell not marked
    /// no (the last column has none) and the sides south of a cell not marked no (the last row
    /// has none); and its buffer, the cells reached per row.
    open_cells: Vec<u64>,
    open_east: Vec<u64>,
    open_south: Vec<u64>,
    reached: Vec<u64>,
    /// While a look-ahead probe runs: every change it makes, so that it can be undone.
    trail: Vec<Undo>,
    probing: bool,
    /// How many cell marks have been written; with `sides_written`, the state's version:
    /// marks are only ever added (but by a probe, which undoes them), so while it stays the
    /// same, so does the state.
    cells_written: u64,
    /// For each cell, the state's version when a probe that held (led to no contradiction)
    /// marked it yes, and when one marked it no. While the state stays the same, probing a
    /// mark that a probe which held implied finds no contradiction either (it leads to a part
    /// of that probe's marks).
    implied: Vec<[u64; 2]>,
}

/// A change a look-ahead probe made to the state, undone when the probe ends.
#[derive(Clone, Copy, Debug)]
enum Undo {
    /// A cell was marked.
    Cell(u32),
    /// A side was marked.
    Side(u32),
    /// The fragment `small` was joined to `big`, whose flags and tips were these before.
    Join { small: u32, big: u32, flags: u8, tips: (u32, u32) },
}

/// A rule to apply again to one cell, line or cut; `queued` is indexed by [`Work::slot`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Work {
    Cell(u32),
    Line(u32),
    Cut(u32),
}

impl Work {
    fn slot(self, layout: &Layout) -> usize {
        let cells = layout.cell_sides.len();
        match self {
            Work::Cell(i) => i as usize,
            Work::Line(l) => cells + l as usize,
            Work::Cut(k) => cells + layout.lines.len() + k as usize,
        }
    }
}

impl Deducer {
    /// A solver for `puzzle` with its given pieces written in (not yet deduced further).
    pub fn new(puzzle: &PathPuzzle, difficulty: Difficulty) -> Result<Deducer, Contradiction> {
        let layout = Rc::new(Layout::new(puzzle));
        let cells = layout.cell_sides.len();
        let sides = layout.ends.iter().map(|e| if e.is_some() { Mark::Unknown } else { Mark::No });
        let mut flags = vec![0; cells];
        flags[layout.start] |= HAS_START;
        flags[layout.finish] |= HAS_FINISH;
        let slots = cells + layout.lines.len() + layout.cuts.len();
        let (rows, cols) = (layout.board.rows() as usize, layout.board.cols() as usize);
        assert!(cols <= 64, "rows are bit sets of at most 64 columns");
        let full_row = u64::MAX >> (64 - cols);
        let mut deducer = Deducer {
            cells: vec![Mark::Unknown; cells],
            sides: sides.collect(),
            parent: (0..cells as u32).collect(),
            size: vec![1; cells],
            flags,
            tips: (0..cells as u32).map(|i| (i, i)).collect(),
            line_on: vec![0; layout.lines.len()],
            line_unknown: layout.lines.iter().map(|(cells, _)| cells.len() as u32).collect(),
            cut_yes: vec![0; layout.cuts.len()],
            cut_unknown: layout.cuts.iter().map(|(sides, _)| sides.len() as u32).collect(),
            queue: Vec::new(),
            queued: vec![false; slots],
            log: None,
            sides_written: 0,
            closed: Vec::new(),
            reach_seen: None,
            open_cells: vec![full_row; rows],
            open_east: vec![full_row >> 1; rows],
            open_south: (0..rows).map(|r| if r + 1 < rows { full_row } else { 0 }).collect(),
            reached: vec![0; rows],
            trail: Vec::new(),
            probing: false,
            implied: vec![[u64::MAX; 2]; cells],
            cells_written: 0,
            difficulty,
            layout,
        };
        let (start, finish) = (deducer.layout.start, deducer.layout.finish);
        deducer.set_cell(start, Mark::Yes)?;
        deducer.set_cell(finish, Mark::Yes)?;
        for &given in &puzzle.givens {
            deducer.give(given)?;
        }
        Ok(deducer)
    }

    /// Writes in a given piece.
    pub fn give(&mut self, given: Given) -> Result<(), Contradiction> {
        let i = self.index(given.at);
        self.set_cell(i, Mark::Yes)?;
        if given.exits == 0 {
            return Ok(());
        }
        for (k, d) in Direction::ALL.into_iter().enumerate() {
            let wanted = given.exits & d.bit() != 0;
            match self.layout.cell_sides[i][k] {
                Some((side, _)) => {
                    self.set_side(side, if wanted { Mark::Yes } else { Mark::No })?;
                }
                None if wanted => return Err(Contradiction),
                None => {}
            }
        }
        Ok(())
    }

    /// Deduces as far as the difficulty allows.
    pub fn run(&mut self) -> Result<(), Contradiction> {
        let layout = Rc::clone(&self.layout);
        (0..layout.cell_sides.len()).for_each(|i| self.enqueue(Work::Cell(i as u32)));
        (0..layout.lines.len()).for_each(|l| self.enqueue(Work::Line(l as u32)));
        (0..layout.cuts.len()).for_each(|k| self.enqueue(Work::Cut(k as u32)));
        if self.difficulty >= Difficulty::Normal {
            self.joining_rules()?;
        }
        self.propagate()?;
        if self.difficulty == Difficulty::Hard {
            while !self.is_complete() && self.look_ahead()? {
                self.propagate()?;
            }
        }
        Ok(())
    }

    /// Whether every cell and side is decided (then the puzzle has exactly one solution).
    pub fn is_complete(&self) -> bool {
        !self.cells.contains(&Mark::Unknown) && !self.sides.contains(&Mark::Unknown)
    }

    /// Whether `cell` is known to be on the path (`Some(true)`), off it, or not yet known.
    pub fn cell(&self, cell: Square) -> Option<bool> {
        match self.cells[self.index(cell)] {
            Mark::Unknown => None,
            mark => Some(mark == Mark::Yes),
        }
    }

    /// Whether `cell` or one of its sides is still undecided.
    pub fn is_open(&self, cell: Square) -> bool {
        let i = self.index(cell);
        self.cells[i] == Mark::Unknown
            || self.layout.cell_sides[i]
                .iter()
                .flatten()
                .any(|&(s, _)| self.sides[s] == Mark::Unknown)
    }

    /// The decided path from start to finish, once the state is complete.
    pub fn path(&self) -> Option<Vec<Square>> {
        if !self.is_complete() {
            return None;
        }
        let layout = &self.layout;
        let mut path = vec![layout.start];
        let mut previous = usize::MAX;
        while let Some(&at) = path.last().filter(|&&at| at != layout.finish) {
            let next = layout.cell_sides[at]
                .iter()
                .flatten()
                .find(|&&(s, j)| self.sides[s] == Mark::Yes && j != previous)
                .map(|&(_, j)| j)?;
            previous = at;
            path.push(next);
            if path.len() > layout.length {
                return None;
            }
        }
        (path.len() == layout.length).then(|| path.into_iter().map(|i| layout.square(i)).collect())
    }

    fn index(&self, cell: Square) -> usize {
        self.layout.board.index(cell)
    }

    fn find(&mut self, mut i: usize) -> usize {
        while self.parent[i] as usize != i {
            let up = self.parent[self.parent[i] as usize];
            // Halving the path is not undone: a probe's joins are, so it leaves it alone.
            if !self.probing {
                self.parent[i] = up;
            }
            i = up as usize;
        }
        i
    }

    fn enqueue(&mut self, work: Work) {
        let slot = work.slot(&self.layout);
        if !self.queued[slot] {
            self.queued[slot] = true;
            self.queue.push(work);
        }
    }

    fn set_cell(&mut self, i: usize, mark: Mark) -> Step {
        match self.cells[i] {
            m if m == mark => return Ok(false),
            Mark::Unknown => self.cells[i] = mark,
            _ => return Err(Contradiction),
        }
        self.cells_written += 1;
        if self.probing {
            self.trail.push(Undo::Cell(i as u32));
        }
        if let Some(log) = &mut self.log {
            log.push(i);
        }
        if mark == Mark::No {
            let (word, bit) = self.cell_open_bit(i);
            *word &= !bit;
            self.closed.push(i as u32);
        }
        self.enqueue(Work::Cell(i as u32));
        for l in self.layout.cell_lines[i] {
            self.line_unknown[l] -= 1;
            self.line_on[l] += u32::from(mark == Mark::Yes);
            self.enqueue(Work::Line(l as u32));
        }
        Ok(true)
    }

    fn set_side(&mut self, side: usize, mark: Mark) -> Step {
        match self.sides[side] {
            m if m == mark => return Ok(false),
            Mark::Unknown => self.sides[side] = mark,
            _ => return Err(Contradiction),
        }
        self.sides_written += 1;
        if self.probing {
            self.trail.push(Undo::Side(side as u32));
        }
        if mark == Mark::No {
            let (word, bit) = self.side_open_bit(side);
            *word &= !bit;
            self.closed.push((self.cells.len() + side) as u32);
        }
        let (a, b) = self.layout.ends[side].ok_or(Contradiction)?;
        self.enqueue(Work::Cell(a as u32));
        self.enqueue(Work::Cell(b as u32));
        if let Some(k) = self.layout.side_cut[side] {
            self.cut_unknown[k] -= 1;
            self.cut_yes[k] += u32::from(mark == Mark::Yes);
            self.enqueue(Work::Cut(k as u32));
        }
        if mark == Mark::Yes {
            self.set_cell(a, Mark::Yes)?;
            self.set_cell(b, Mark::Yes)?;
            let root = self.join(a, b)?;
            if self.difficulty >= Difficulty::Normal {
                self.joining_rule_at(root)?;
            }
        }
        Ok(true)
    }

    /// The word of `open_cells` and the bit in it that say whether cell `i` is still open.
    fn cell_open_bit(&mut self, i: usize) -> (&mut u64, u64) {
        let cols = self.layout.board.cols() as usize;
        (&mut self.open_cells[i / cols], 1 << (i % cols))
    }

    /// The word of `open_east` or `open_south` and the bit in it that say whether `side` is
    /// still open.
    fn side_open_bit(&mut self, side: usize) -> (&mut u64, u64) {
        // Side 2i is east of cell i, side 2i + 1 south of it.
        let (i, cols) = (side / 2, self.layout.board.cols() as usize);
        let open = if side.is_multiple_of(2) { &mut self.open_east } else { &mut self.open_south };
        (&mut open[i / cols], 1 << (i % cols))
    }

    /// Joins the fragments of `a` and `b` (each must be an end of its own fragment); returns
    /// the joined fragment's root.
    fn join(&mut self, a: usize, b: usize) -> Result<usize, Contradiction> {
        let (ra, rb) = (self.find(a), self.find(b));
        let other_tip = |tips: (u32, u32), at: usize| match tips {
            (x, y) if x as usize == at => Ok(y),
            (x, y) if y as usize == at => Ok(x),
            _ => Err(Contradiction),
        };
        if ra == rb {
            return Err(Contradiction);
        }
        let tips = (other_tip(self.tips[ra], a)?, other_tip(self.tips[rb], b)?);
        let (big, small) = if self.size[ra] >= self.size[rb] { (ra, rb) } else { (rb, ra) };
        if self.probing {
            let (flags, tips) = (self.flags[big], self.tips[big]);
            self.trail.push(Undo::Join { small: small as u32, big: big as u32, flags, tips });
        }
        self.parent[small] = big as u32;
        self.size[big] += self.size[small];
        self.flags[big] |= self.flags[small];
        self.tips[big] = tips;
        Ok(big)
    }

    /// Applies the rules the difficulty allows until none changes anything: the local rules
    /// to whatever a change touched, then the reachability rule over the whole grid.
    fn propagate(&mut self) -> Result<(), Contradiction> {
        loop {
            while let Some(work) = self.queue.pop() {
                self.queued[work.slot(&self.layout)] = false;
                match work {
                    Work::Cell(i) => self.cell_rule(i as usize)?,
                    Work::Line(l) => self.line_rule(l as usize)?,
                    Work::Cut(k) if self.difficulty >= Difficulty::Normal => {
                        self.crossing_rule(k as usize)?
                    }
                    Work::Cut(_) => {}
                }
            }
            if self.difficulty < Difficulty::Normal || !self.reach_rule()? {
                return Ok(());
            }
        }
    }

    /// A path cell has exactly two path sides (the ends one); a cell off the path none.
    fn cell_rule(&mut self, i: usize) -> Result<(), Contradiction> {
        let need = if self.layout.is_end(i) { 1 } else { 2 };
        let (mut yes, mut unknown) = (0, 0);
        for &(s, _) in self.layout.cell_sides[i].iter().flatten() {
            match self.sides[s] {
                Mark::Yes => yes += 1,
                Mark::Unknown => unknown += 1,
                Mark::No => {}
            }
        }
        if yes > need || (yes > 0 && self.cells[i] == Mark::No) {
            return Err(Contradiction);
        }
        if self.cells[i] == Mark::Unknown && yes + unknown < need {
            self.set_cell(i, Mark::No)?;
        }
        let fill = match self.cells[i] {
            Mark::No => Mark::No,
            Mark::Yes if yes == need => Mark::No,
            Mark::Yes if yes + unknown < need => return Err(Contradiction),
            Mark::Yes if yes + unknown == need => Mark::Yes,
            _ => return Ok(()),
        };
        for k in 0..4 {
            if let Some((s, _)) = self.layout.cell_sides[i][k] {
                if self.sides[s] == Mark::Unknown {
                    self.set_side(s, fill)?;
                }
            }
        }
        Ok(())
    }

    /// A row, column or colour whose clue is reached has no more path cells; one that needs
    /// every cell still possible takes them all.
    fn line_rule(&mut self, l: usize) -> Result<(), Contradiction> {
        let layout = Rc::clone(&self.layout);
        let (cells, target) = (&layout.lines[l].0, layout.lines[l].1);
        let (on, unknown) = (self.line_on[l] as usize, self.line_unknown[l] as usize);
        if on > target || on + unknown < target {
            return Err(Contradiction);
        }
        if unknown > 0 && (on == target || on + unknown == target) {
            let mark = if on == target { Mark::No } else { Mark::Yes };
            for &i in cells {
                if self.cells[i] == Mark::Unknown {
                    self.set_cell(i, mark)?;
                }
            }
        }
        Ok(())
    }

    /// The path crosses the cut between two rows (or columns) an odd number of times when
    /// start and finish lie on either side of it, an even number otherwise: the last
    /// undecided side of a cut makes the count right.
    fn crossing_rule(&mut self, k: usize) -> Result<(), Contradiction> {
        let layout = Rc::clone(&self.layout);
        let (sides, odd) = (&layout.cuts[k].0, layout.cuts[k].1);
        let one_short = (self.cut_yes[k] % 2 == 1) != odd;
        match self.cut_unknown[k] {
            0 if one_short => Err(Contradiction),
            1 => {
                let &last =
                    sides.iter().find(|&&s| self.sides[s] == Mark::Unknown).ok_or(Contradiction)?;
                self.set_side(last, if one_short { Mark::Yes } else { Mark::No }).map(|_| ())
            }
            _ => Ok(()),
        }
    }

    /// A side joining a fragment of path to itself would close a loop; one joining the start's
    /// fragment to the finish's would end the path, which is wrong unless it is then complete.
    fn joining_rules(&mut self) -> Result<(), Contradiction> {
        for side in 0..self.sides.len() {
            if let (Mark::Unknown, Some((a, b))) = (self.sides[side], self.layout.ends[side]) {
                self.rule_out_bad_join(side, a, b)?;
            }
        }
        Ok(())
    }

    /// The joining rules for the sides at the two tips of the fragment `root`, the only sides
    /// whose verdict a join can change.
    fn joining_rule_at(&mut self, root: usize) -> Result<(), Contradiction> {
        let (x, y) = self.tips[root];
        for tip in [x as usize, y as usize] {
            for k in 0..4 {
                if let Some((side, other)) = self.layout.cell_sides[tip][k] {
                    if self.sides[side] == Mark::Unknown {
                        self.rule_out_bad_join(side, tip, other)?;
                    }
                }
            }
        }
        Ok(())
    }

    fn rule_out_bad_join(&mut self, side: usize, a: usize, b: usize) -> Result<(), Contradiction> {
        let (ra, rb) = (self.find(a), self.find(b));
        let ends_meet = (self.flags[ra] | self.flags[rb]) == HAS_START | HAS_FINISH
            && ((self.size[ra] + self.size[rb]) as usize) < self.layout.length;
        if ra == rb || ends_meet {
            self.set_side(side, Mark::No)?;
        }
        Ok(())
    }

    fn propagate_normally(&mut self) -> Result<(), Contradiction> {
        let difficulty = std::mem::replace(&mut self.difficulty, Difficulty::Normal);
        let result = self.propagate();
        self.difficulty = difficulty;
        result
    }
}

pub mod hint;
mod probe;
mod reach;

/// What the deduction solver makes of a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// It decided everything: this is the one solution.
    Unique(Vec<Square>),
    /// It got stuck: the puzzle may have one solution or several.
    Unproved,
    /// The puzzle has no solution.
    Impossible,
}

/// Runs the deduction solver on `puzzle` at `difficulty`.
///
/// ```
/// use runut::core::grid::{Board, Square};
/// use runut::problems::math_maze::core::puzzle::PathPuzzle;
/// use runut::problems::math_maze::core::deduce::{solve, Difficulty, Verdict};
/// let path = [Square::new(0, 0), Square::new(0, 1)];
/// let puzzle = PathPuzzle::from_path(Board::new(2, 2).unwrap(), &path, vec![]);
/// assert_eq!(solve(&puzzle, Difficulty::Easy), Verdict::Unique(path.to_vec()));
/// ```
pub fn solve(puzzle: &PathPuzzle, difficulty: Difficulty) -> Verdict {
    let Ok(mut deducer) = Deducer::new(puzzle, difficulty) else {
        return Verdict::Impossible;
    };
    match deducer.run() {
        Err(Contradiction) => Verdict::Impossible,
        Ok(()) => match deducer.path() {
            Some(path) => Verdict::Unique(path),
            None if deducer.is_complete() => Verdict::Impossible,
            None => Verdict::Unproved,
        },
    }
}
