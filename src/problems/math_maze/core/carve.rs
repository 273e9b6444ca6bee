//! Perfect mazes: carved by randomized depth-first backtracking from a seed, and solved by
//! depth-first backtracking. Both are resumable [`Search`]es, so the page can watch them.
//!
//! A perfect maze is a spanning tree of the grid: every cell is reachable and there is exactly
//! one route between any two cells, so the route from start to finish is the hidden path of
//! the math-maze puzzle.

use crate::core::grid::{Board, Direction, Square};
use crate::core::search::Never;
use crate::core::search::{Search, Stats};

/// An event of carving or solving a maze: neither ever rejects a candidate.
pub type Event = crate::core::search::Event<Never>;
use oorandom::Rand32;

/// The fewest rows or columns a maze may have.
pub const MIN_MAZE_SIDE: u16 = 2;
/// The most rows or columns a maze may have.
pub const MAX_MAZE_SIDE: u16 = 40;

/// The letters (`NESW` order) of a set of sides given as bits.
///
/// ```
/// use runut::core::grid::Direction;
/// use runut::problems::math_maze::core::sides_letters;
/// assert_eq!(sides_letters(Direction::West.bit() | Direction::North.bit()), "NW");
/// ```
pub fn sides_letters(sides: u8) -> &'static str {
    // Every set of sides, indexed by its bits (N = 1, E = 2, S = 4, W = 8), letters in NESW
    // order: a cell's walls are written on every animation frame, without allocating.
    const LETTERS: [&str; 16] = [
        "", "N", "E", "NE", "S", "NS", "ES", "NES", "W", "NW", "EW", "NEW", "SW", "NSW", "ESW",
        "NESW",
    ];
    LETTERS[usize::from(sides & 0b1111)]
}

/// Whether two cells share a side.
pub fn adjacent(a: Square, b: Square) -> bool {
    Direction::between(a, b).is_some()
}

/// A carved maze: for every cell, the sides that are open passages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Maze {
    board: Board,
    passages: Vec<u8>,
    carve_order: Vec<Square>,
}

impl Maze {
    /// The maze carved on `board` from `seed` (the same seed always carves the same maze).
    ///
    /// ```
    /// use runut::core::grid::Board;
    /// use runut::problems::math_maze::core::Maze;
    /// let maze = Maze::carve(Board::new(3, 4).unwrap(), 7);
    /// assert_eq!(maze.passage_count(), 3 * 4 - 1);
    /// ```
    pub fn carve(board: Board, seed: u64) -> Maze {
        let mut carver = Carver::new(board, seed);
        while carver.step().is_some() {}
        Maze { board, passages: carver.passages, carve_order: carver.order }
    }

    /// The grid the maze is carved in.
    pub fn board(&self) -> Board {
        self.board
    }

    /// The open sides of `cell`, as direction bits.
    pub fn passages(&self, cell: Square) -> u8 {
        self.passages[self.board.index(cell)]
    }

    /// The closed sides of `cell` (the grid's border included), as direction bits.
    pub fn walls(&self, cell: Square) -> u8 {
        !self.passages(cell) & 0b1111
    }

    /// Whether the side of `cell` facing `direction` is open.
    pub fn is_open(&self, cell: Square, direction: Direction) -> bool {
        self.passages(cell) & direction.bit() != 0
    }

    /// The number of passages (each counted once).
    pub fn passage_count(&self) -> usize {
        self.passages.iter().map(|p| p.count_ones() as usize).sum::<usize>() / 2
    }

    /// The cells in the order the carver first reached them: after `k` carving `Try` events,
    /// the first `k` of them are carved, each joined to the cell it was carved from.
    pub fn carve_order(&self) -> &[Square] {
        &self.carve_order
    }

    /// The DFS solver's walk from `start` to `finish`: the route (both ends included) and
    /// every cell it tried, in order.
    pub fn solve(&self, start: Square, finish: Square) -> Walk {
        let mut solver = MazeSolver::new(self.clone(), start, finish);
        let mut route = Vec::new();
        while let Some(event) = solver.step() {
            if let Event::Solution { .. } = event {
                route = solver.path().to_vec();
            }
        }
        Walk { route, visit_order: solver.order }
    }
}

/// What the DFS solver did in a maze.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Walk {
    /// The route from start to finish, both included.
    pub route: Vec<Square>,
    /// Every cell tried, in order (see [`MazeSolver::visit_order`]).
    pub visit_order: Vec<Square>,
}

/// Randomized depth-first carving: from a random cell, carve into a random uncarved neighbour
/// (`Try` then `Advance`), and back up the stack (`Retreat`) when there is none.
#[derive(Clone, Debug)]
pub struct Carver {
    board: Board,
    rng: Rand32,
    passages: Vec<u8>,
    carved: Vec<bool>,
    stack: Vec<Square>,
    order: Vec<Square>,
    pending: Option<Square>,
    stats: Stats,
    done: bool,
}

impl Carver {
    /// A carver for `board` seeded with `seed`.
    pub fn new(board: Board, seed: u64) -> Carver {
        Carver {
            board,
            rng: Rand32::new(seed),
            passages: vec![0; board.len()],
            carved: vec![false; board.len()],
            stack: Vec::new(),
            order: Vec::new(),
            pending: None,
            stats: Stats::default(),
            done: false,
        }
    }

    /// Whether the whole maze is carved (the carver has reported `Exhausted`).
    pub fn is_finished(&self) -> bool {
        self.done && self.pending.is_none()
    }

    fn try_cell(&mut self, cell: Square) -> Event {
        self.carved[self.board.index(cell)] = true;
        self.order.push(cell);
        self.pending = Some(cell);
        self.stats.nodes += 1;
        Event::Try { depth: self.stack.len() as u32, at: cell }
    }
}

impl Search for Carver {
    type Reason = Never;

    fn step(&mut self) -> Option<Event> {
        if let Some(cell) = self.pending.take() {
            if let Some(&from) = self.stack.last() {
                let direction = Direction::between(from, cell).expect("carving joins neighbours");
                self.passages[self.board.index(from)] |= direction.bit();
                self.passages[self.board.index(cell)] |= direction.opposite().bit();
            }
            self.stack.push(cell);
            return Some(Event::Advance { depth: self.stack.len() as u32 - 1, at: cell });
        }
        if self.done {
            return None;
        }
        let Some(&top) = self.stack.last() else {
            if self.order.is_empty() {
                let row = self.rng.rand_range(0..self.board.rows() as u32) as u16;
                let col = self.rng.rand_range(0..self.board.cols() as u32) as u16;
                return Some(self.try_cell(Square::new(row, col)));
            }
            self.done = true;
            return Some(Event::Exhausted);
        };
        let fresh: Vec<Square> = Direction::ALL
            .iter()
            .filter_map(|d| d.neighbour(&self.board, top))
            .filter(|&n| !self.carved[self.board.index(n)])
            .collect();
        if fresh.is_empty() {
            self.stack.pop();
            self.stats.backtracks += 1;
            return Some(Event::Retreat { depth: self.stack.len() as u32, at: top });
        }
        let next = fresh[self.rng.rand_range(0..fresh.len() as u32) as usize];
        Some(self.try_cell(next))
    }

    fn stats(&self) -> Stats {
        self.stats
    }

    fn path(&self) -> &[Square] {
        &self.stack
    }
}

/// Depth-first solving of a maze: from the start, follow open passages in `NESW` order, back
/// up from dead ends, and stop at the finish (a perfect maze has exactly one route).
#[derive(Clone, Debug)]
pub struct MazeSolver {
    maze: Maze,
    start: Square,
    finish: Square,
    started: bool,
    order: Vec<Square>,
    /// The path, and for each of its cells the next direction to try.
    stack: Vec<(Square, usize)>,
    path: Vec<Square>,
    visited: Vec<bool>,
    pending: Option<Square>,
    stats: Stats,
    ended: bool,
}

impl MazeSolver {
    /// A solver walking `maze` from `start` to `finish`.
    pub fn new(maze: Maze, start: Square, finish: Square) -> MazeSolver {
        let cells = maze.board.len();
        MazeSolver {
            maze,
            start,
            finish,
            started: false,
            order: Vec::new(),
            stack: Vec::new(),
            path: Vec::new(),
            visited: vec![false; cells],
            pending: None,
            stats: Stats::default(),
            ended: false,
        }
    }

    /// The cells tried so far, in order (dead ends included): after `k` `Try` events, the first
    /// `k` of them have been entered.
    pub fn visit_order(&self) -> &[Square] {
        &self.order
    }

    /// Whether the walk has ended (it reported `Exhausted` after reaching the finish).
    pub fn is_finished(&self) -> bool {
        self.ended
    }

    fn try_cell(&mut self, cell: Square, depth: u32) -> Event {
        self.visited[self.maze.board.index(cell)] = true;
        self.order.push(cell);
        self.pending = Some(cell);
        self.stats.nodes += 1;
        Event::Try { depth, at: cell }
    }
}

impl Search for MazeSolver {
    type Reason = Never;

    fn step(&mut self) -> Option<Event> {
        if self.ended {
            return None;
        }
        if !self.started {
            self.started = true;
            return Some(self.try_cell(self.start, 0));
        }
        if let Some(cell) = self.pending.take() {
            self.stack.push((cell, 0));
            self.path.push(cell);
            return Some(Event::Advance { depth: self.path.len() as u32 - 1, at: cell });
        }
        let Some(&mut (top, ref mut next)) = self.stack.last_mut() else {
            self.ended = true;
            return Some(Event::Exhausted);
        };
        if top == self.finish && self.stats.solutions == 0 {
            self.stats.solutions = 1;
            *next = Direction::ALL.len();
            return Some(Event::Solution { index: 1 });
        }
        if self.stats.solutions > 0 {
            self.ended = true;
            return Some(Event::Exhausted);
        }
        while *next < Direction::ALL.len() {
            let direction = Direction::ALL[*next];
            *next += 1;
            let Some(neighbour) = direction.neighbour(&self.maze.board, top) else { continue };
            if self.maze.is_open(top, direction) && !self.visited[self.maze.board.index(neighbour)]
            {
                let depth = self.path.len() as u32;
                return Some(self.try_cell(neighbour, depth));
            }
        }
        self.stack.pop();
        self.path.pop();
        self.stats.backtracks += 1;
        Some(Event::Retreat { depth: self.path.len() as u32, at: top })
    }

    fn stats(&self) -> Stats {
        self.stats
    }

    fn path(&self) -> &[Square] {
        &self.path
    }
}

/// How many cells of `path` lie in each row and in each column of `board`.
///
/// ```
/// use runut::core::grid::{Board, Square};
/// use runut::problems::math_maze::core::line_counts;
/// let path = [Square::new(0, 0), Square::new(0, 1), Square::new(1, 1)];
/// let (rows, cols) = line_counts(Board::new(2, 3).unwrap(), &path);
/// assert_eq!((rows, cols), (vec![2, 1], vec![1, 2, 0]));
/// ```
pub fn line_counts(board: Board, path: &[Square]) -> (Vec<u16>, Vec<u16>) {
    let mut rows = vec![0; board.rows() as usize];
    let mut cols = vec![0; board.cols() as usize];
    for cell in path {
        rows[cell.row as usize] += 1;
        cols[cell.col as usize] += 1;
    }
    (rows, cols)
}
