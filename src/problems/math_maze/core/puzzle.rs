//! The math-maze clue puzzle once the walls are gone: find a simple path of side-by-side cells
//! from the start to the finish whose cells per row and per column match the clues, through
//! any given path pieces. [`PathPuzzle::count_solutions`] counts its solutions exhaustively
//! (with pruning); it is the oracle the deduction solver in [`crate::problems::math_maze::core::deduce`] is tested against.

use crate::core::grid::{Board, Direction, Square};
use crate::core::search::Never;
use crate::core::search::{Event, Search, Stats};
use crate::problems::math_maze::core::line_counts;
use serde::{Deserialize, Serialize};

/// A given path piece: a cell the path must use and, unless `exits` is 0, the sides by which
/// the path must leave it (direction bits, as in [`Direction::bit`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Given {
    /// The cell.
    pub at: Square,
    /// The sides the path leaves it by, or 0 when only the cell is given.
    pub exits: u8,
}

/// A clue puzzle: the grid, the ends, the row and column clues and the given pieces.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PathPuzzle {
    /// The grid.
    pub board: Board,
    /// Where the path starts.
    pub start: Square,
    /// Where the path ends.
    pub finish: Square,
    /// How many path cells lie in each row, top to bottom.
    pub row_clues: Vec<u16>,
    /// How many path cells lie in each column, left to right.
    pub col_clues: Vec<u16>,
    /// The given path pieces, at most one per cell.
    pub givens: Vec<Given>,
}

impl PathPuzzle {
    /// The puzzle whose hidden solution is `path` (start and finish are its ends).
    pub fn from_path(board: Board, path: &[Square], givens: Vec<Given>) -> PathPuzzle {
        let (row_clues, col_clues) = line_counts(board, path);
        let (start, finish) = (path[0], path[path.len() - 1]);
        PathPuzzle { board, start, finish, row_clues, col_clues, givens }
    }

    /// The number of cells on a solution path.
    pub fn length(&self) -> usize {
        self.row_clues.iter().map(|&c| c as usize).sum()
    }

    /// Whether `given` can be a piece of this puzzle: a cell of the grid, and either only the
    /// cell or the sides a path leaves it by (one at the start and finish, two elsewhere), none
    /// off the grid.
    pub fn fits(&self, given: Given) -> bool {
        let sides = Direction::ALL.into_iter().filter(|d| given.exits & d.bit() != 0);
        let inside = sides.clone().all(|d| d.neighbour(&self.board, given.at).is_some());
        let wanted = if given.at == self.start || given.at == self.finish { 1 } else { 2 };
        self.board.contains(given.at)
            && given.exits < 16
            && inside
            && (given.exits == 0 || sides.count() == wanted)
    }

    /// The given piece at `cell`, if there is one.
    pub fn given_at(&self, cell: Square) -> Option<Given> {
        self.givens.iter().copied().find(|g| g.at == cell)
    }

    /// The sides by which `path` leaves its cell number `i` (towards its neighbours on the path).
    pub fn exits_along(path: &[Square], i: usize) -> u8 {
        let towards = |j: Option<usize>| {
            j.and_then(|j| path.get(j))
                .and_then(|&n| Direction::between(path[i], n))
                .map_or(0, Direction::bit)
        };
        towards(i.checked_sub(1)) | towards(Some(i + 1))
    }

    /// Whether `path` solves the puzzle: it runs from start to finish through side-by-side
    /// cells without repeating one, matches every clue and uses every given piece as given.
    pub fn is_solution(&self, path: &[Square]) -> bool {
        let ends = path.first() == Some(&self.start) && path.last() == Some(&self.finish);
        let steps = path.windows(2).all(|w| Direction::between(w[0], w[1]).is_some());
        let mut seen = vec![false; self.board.len()];
        let simple = path.iter().all(|&c| {
            self.board.contains(c) && !std::mem::replace(&mut seen[self.board.index(c)], true)
        });
        if !(ends && steps && simple) {
            return false;
        }
        let counts =
            line_counts(self.board, path) == (self.row_clues.clone(), self.col_clues.clone());
        counts
            && self.givens.iter().all(|g| match path.iter().position(|&c| c == g.at) {
                Some(i) => g.exits == 0 || g.exits == Self::exits_along(path, i),
                None => false,
            })
    }

    /// The number of solutions, counting no further than `limit` (2 proves uniqueness or not).
    ///
    /// ```
    /// use runut::core::grid::{Board, Square};
    /// use runut::problems::math_maze::core::puzzle::PathPuzzle;
    /// // Across the top of a 2 × 2 grid: the clues (2, 0) and (1, 1) allow only that path.
    /// let path = [Square::new(0, 0), Square::new(0, 1)];
    /// let puzzle = PathPuzzle::from_path(Board::new(2, 2).unwrap(), &path, vec![]);
    /// assert_eq!(puzzle.count_solutions(2), 1);
    /// ```
    pub fn count_solutions(&self, limit: u64) -> u64 {
        self.solutions(limit).0
    }

    /// The first solutions found (at most `limit`) and how many there are (up to `limit`).
    pub fn solutions(&self, limit: u64) -> (u64, Vec<Vec<Square>>) {
        let mut search = ClueSearch::new(self.clone(), limit);
        while search.step().is_some() {}
        (search.stats.solutions, search.kept)
    }
}

/// The exhaustive counter as a resumable [`Search`] (so a worker can run it in slices, and
/// the page can watch it): depth-first path extension from the start in `NESW` order, with
/// row/column budgets, the distance and parity to the finish, the given pieces, and
/// reachability of everything still needed. It stops after `limit` solutions.
#[derive(Clone, Debug)]
pub struct ClueSearch {
    puzzle: PathPuzzle,
    board: Board,
    on_path: Vec<bool>,
    path: Vec<Square>,
    /// For each cell of the path, the next direction to try from it (4: none left).
    next: Vec<usize>,
    row_left: Vec<i32>,
    col_left: Vec<i32>,
    given_exits: Vec<Option<u8>>,
    cells_left: usize,
    limit: u64,
    kept: Vec<Vec<Square>>,
    stats: Stats,
    /// The cell just tried, to enter at the next step.
    pending: Option<Square>,
    /// Whether the path just entered is a solution, to report at the next step.
    solution_due: bool,
    started: bool,
    ended: bool,
    seen: Vec<u32>,
    mark: u32,
    queue: Vec<Square>,
}

impl ClueSearch {
    /// The search for the solutions of `puzzle`, stopping after `limit` of them.
    pub fn new(puzzle: PathPuzzle, limit: u64) -> ClueSearch {
        let board = puzzle.board;
        let mut given_exits = vec![None; board.len()];
        for g in &puzzle.givens {
            given_exits[board.index(g.at)] = Some(g.exits);
        }
        ClueSearch {
            board,
            on_path: vec![false; board.len()],
            path: Vec::new(),
            next: Vec::new(),
            row_left: puzzle.row_clues.iter().map(|&c| c as i32).collect(),
            col_left: puzzle.col_clues.iter().map(|&c| c as i32).collect(),
            given_exits,
            cells_left: puzzle.length(),
            limit,
            kept: Vec::new(),
            stats: Stats::default(),
            pending: None,
            solution_due: false,
            started: false,
            ended: false,
            seen: vec![0; board.len()],
            mark: 0,
            queue: Vec::new(),
            puzzle,
        }
    }

    /// The solutions found so far (at most `limit`).
    pub fn solutions(&self) -> &[Vec<Square>] {
        &self.kept
    }

    /// Whether the search has ended (every path tried, or `limit` solutions found).
    pub fn is_finished(&self) -> bool {
        self.ended
    }

    /// Whether `cell`'s row and column still have room on the path.
    fn has_room(&self, cell: Square) -> bool {
        self.row_left[cell.row as usize] > 0
            && self.col_left[cell.col as usize] > 0
            && self.cells_left > 0
    }

    /// Puts `cell` (which has room) on the path.
    fn enter(&mut self, cell: Square) {
        self.row_left[cell.row as usize] -= 1;
        self.col_left[cell.col as usize] -= 1;
        self.cells_left -= 1;
        self.on_path[self.board.index(cell)] = true;
        self.path.push(cell);
    }

    fn leave(&mut self, cell: Square) {
        self.row_left[cell.row as usize] += 1;
        self.col_left[cell.col as usize] += 1;
        self.cells_left += 1;
        self.on_path[self.board.index(cell)] = false;
        self.path.pop();
        self.next.pop();
    }

    /// Whether the path may go from `head` to its neighbour `next` in `direction`: `next` is
    /// free, and neither cell's given piece forbids that side.
    fn may_step(&self, head: Square, direction: Direction, next: Square) -> bool {
        let allows = |cell: Square, d: Direction| {
            self.given_exits[self.board.index(cell)].is_none_or(|e| e == 0 || e & d.bit() != 0)
        };
        !self.on_path[self.board.index(next)]
            && allows(head, direction)
            && allows(next, direction.opposite())
    }

    fn try_cell(&mut self, cell: Square) -> Event<Never> {
        self.pending = Some(cell);
        self.stats.nodes += 1;
        Event::Try { depth: self.path.len() as u32, at: cell }
    }

    /// Enters the cell just tried: a solution if it completes the path, a dead end if the
    /// finish can no longer be reached with the cells left.
    fn advance(&mut self, cell: Square) -> Event<Never> {
        self.enter(cell);
        let at_finish = cell == self.puzzle.finish;
        self.solution_due = at_finish
            && self.cells_left == 0
            && self.puzzle.givens.iter().all(|g| self.on_path[self.board.index(g.at)]);
        let expand = !at_finish && self.can_finish(cell);
        self.next.push(if expand { 0 } else { Direction::ALL.len() });
        Event::Advance { depth: self.path.len() as u32 - 1, at: cell }
    }

    /// Whether the finish can still be reached with exactly the cells left: distance and parity,
    /// given pieces whose neighbours are still free, and every row, column and given cell still
    /// needed reachable from `head` through free cells whose row and column have room.
    fn can_finish(&mut self, head: Square) -> bool {
        let finish = self.puzzle.finish;
        let distance =
            head.row.abs_diff(finish.row) as usize + head.col.abs_diff(finish.col) as usize;
        if distance > self.cells_left || !(self.cells_left - distance).is_multiple_of(2) {
            return false;
        }
        for g in &self.puzzle.givens {
            if self.on_path[self.board.index(g.at)] {
                continue;
            }
            for d in Direction::ALL.into_iter().filter(|d| g.exits & d.bit() != 0) {
                match d.neighbour(&self.board, g.at) {
                    Some(n) if n == head || !self.on_path[self.board.index(n)] => {}
                    _ => return false,
                }
            }
        }
        self.flood(head);
        let reached = |s: &ClueSearch, cell: Square| s.seen[s.board.index(cell)] == s.mark;
        if !reached(self, finish) {
            return false;
        }
        if self
            .puzzle
            .givens
            .iter()
            .any(|g| !self.on_path[self.board.index(g.at)] && !reached(self, g.at))
        {
            return false;
        }
        let mut row_reach = vec![0i32; self.row_left.len()];
        let mut col_reach = vec![0i32; self.col_left.len()];
        for &cell in &self.queue {
            row_reach[cell.row as usize] += 1;
            col_reach[cell.col as usize] += 1;
        }
        row_reach.iter().zip(&self.row_left).all(|(reach, left)| reach >= left)
            && col_reach.iter().zip(&self.col_left).all(|(reach, left)| reach >= left)
    }

    /// Marks the free cells reachable from `head` (not `head` itself); leaves them in `queue`.
    fn flood(&mut self, head: Square) {
        self.mark += 1;
        self.queue.clear();
        self.seen[self.board.index(head)] = self.mark;
        let mut frontier = vec![head];
        while let Some(cell) = frontier.pop() {
            for d in Direction::ALL {
                let Some(n) = d.neighbour(&self.board, cell) else { continue };
                let i = self.board.index(n);
                let free = !self.on_path[i]
                    && self.row_left[n.row as usize] > 0
                    && self.col_left[n.col as usize] > 0;
                if free && self.seen[i] != self.mark {
                    self.seen[i] = self.mark;
                    self.queue.push(n);
                    if n != self.puzzle.finish {
                        frontier.push(n);
                    }
                }
            }
        }
    }
}

impl Search for ClueSearch {
    type Reason = Never;

    fn step(&mut self) -> Option<Event<Never>> {
        if self.ended {
            return None;
        }
        if let Some(cell) = self.pending.take() {
            return Some(self.advance(cell));
        }
        if std::mem::take(&mut self.solution_due) {
            self.stats.solutions += 1;
            self.kept.push(self.path.clone());
            return Some(Event::Solution { index: self.stats.solutions });
        }
        if !self.started && self.has_room(self.puzzle.start) {
            self.started = true;
            return Some(self.try_cell(self.puzzle.start));
        }
        let (Some(&head), false) = (self.path.last(), self.stats.solutions >= self.limit) else {
            self.ended = true;
            return Some(Event::Exhausted);
        };
        while self.next[self.path.len() - 1] < Direction::ALL.len() {
            let k = self.path.len() - 1;
            let direction = Direction::ALL[self.next[k]];
            self.next[k] += 1;
            let Some(next) = direction.neighbour(&self.board, head) else { continue };
            if self.may_step(head, direction, next) && self.has_room(next) {
                return Some(self.try_cell(next));
            }
        }
        self.leave(head);
        self.stats.backtracks += 1;
        Some(Event::Retreat { depth: self.path.len() as u32, at: head })
    }

    fn stats(&self) -> Stats {
        self.stats
    }

    fn path(&self) -> &[Square] {
        &self.path
    }
}
