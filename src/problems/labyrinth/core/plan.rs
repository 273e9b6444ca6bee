//! A labyrinth's plan: its size, its walls, its start and goal ([`Plan`]), the four
//! directions ([`Dir`]) and the priority the search tries them in ([`Order`]).

use crate::core::grid::Square;
use serde::{Deserialize, Serialize};

/// The most rows (and columns) a labyrinth has.
pub const MAX_SIDE: u16 = 20;

/// One of the four directions a step can take.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dir {
    /// East: one column right.
    E,
    /// South: one row down.
    S,
    /// West: one column left.
    W,
    /// North: one row up.
    N,
}

impl Dir {
    /// The four directions, in the course's default priority.
    pub const ALL: [Dir; 4] = [Dir::E, Dir::S, Dir::W, Dir::N];

    /// Its letter in URLs and hooks (`E`, `S`, `W`, `N`).
    pub fn letter(self) -> char {
        match self {
            Dir::E => 'E',
            Dir::S => 'S',
            Dir::W => 'W',
            Dir::N => 'N',
        }
    }

    /// The direction of `letter` (either case).
    pub fn from_letter(letter: char) -> Option<Dir> {
        Dir::ALL.into_iter().find(|d| d.letter() == letter.to_ascii_uppercase())
    }

    /// The cell one step from `at` this way, if it is on a grid of `rows` × `cols`.
    pub fn from(self, at: Square, rows: u16, cols: u16) -> Option<Square> {
        let (r, c) = (at.row, at.col);
        match self {
            Dir::E => (c + 1 < cols).then(|| Square::new(r, c + 1)),
            Dir::S => (r + 1 < rows).then(|| Square::new(r + 1, c)),
            Dir::W => c.checked_sub(1).map(|c| Square::new(r, c)),
            Dir::N => r.checked_sub(1).map(|r| Square::new(r, c)),
        }
    }

    /// The direction of the step from `from` to its neighbour `to`.
    ///
    /// ```
    /// use runut::core::grid::Square;
    /// use runut::problems::labyrinth::core::Dir;
    /// assert_eq!(Dir::between(Square::new(1, 1), Square::new(0, 1)), Some(Dir::N));
    /// assert_eq!(Dir::between(Square::new(1, 1), Square::new(2, 2)), None);
    /// ```
    pub fn between(from: Square, to: Square) -> Option<Dir> {
        Dir::ALL.into_iter().find(|d| d.from(from, u16::MAX, u16::MAX) == Some(to))
    }
}

/// The priority of the four directions: the order the search tries them in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Order(pub [Dir; 4]);

impl Default for Order {
    /// East, south, west, north.
    fn default() -> Self {
        Order(Dir::ALL)
    }
}

impl Order {
    /// The order written as `text`: the four letters E, S, W, N each once, in any order and case.
    ///
    /// ```
    /// use runut::problems::labyrinth::core::{Dir, Order};
    /// assert_eq!(Order::parse("nesw"), Some(Order([Dir::N, Dir::E, Dir::S, Dir::W])));
    /// assert_eq!(Order::parse("EESW"), None);
    /// ```
    pub fn parse(text: &str) -> Option<Order> {
        let dirs: Vec<Dir> = text.trim().chars().map(Dir::from_letter).collect::<Option<_>>()?;
        let each_once = Dir::ALL.iter().all(|d| dirs.iter().filter(|&e| e == d).count() == 1);
        (dirs.len() == 4 && each_once).then(|| Order([dirs[0], dirs[1], dirs[2], dirs[3]]))
    }

    /// The four letters, in priority order (`ESWN`).
    pub fn letters(self) -> String {
        self.0.iter().map(|d| d.letter()).collect()
    }
}

/// A grid of open and wall cells with a start and a goal, both open and distinct.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Plan {
    rows: u16,
    cols: u16,
    /// Whether each cell, row by row, is a wall.
    walls: Vec<bool>,
    start: Square,
    goal: Square,
}

impl Plan {
    /// A labyrinth of `rows` × `cols` with `walls`; walls off the grid, on the start or on the
    /// goal are left out (the page's settings say so before they get here).
    pub fn new(rows: u16, cols: u16, walls: &[Square], start: Square, goal: Square) -> Self {
        let mut plan = Plan {
            rows,
            cols,
            walls: vec![false; usize::from(rows) * usize::from(cols)],
            start,
            goal,
        };
        for &wall in walls {
            if plan.contains(wall) && wall != start && wall != goal {
                let k = plan.index(wall);
                plan.walls[k] = true;
            }
        }
        plan
    }

    /// How many rows it has.
    pub fn rows(&self) -> u16 {
        self.rows
    }

    /// How many columns it has.
    pub fn cols(&self) -> u16 {
        self.cols
    }

    /// Where the search starts.
    pub fn start(&self) -> Square {
        self.start
    }

    /// Where the search is going.
    pub fn goal(&self) -> Square {
        self.goal
    }

    /// Whether `at` is on the grid.
    pub fn contains(&self, at: Square) -> bool {
        at.row < self.rows && at.col < self.cols
    }

    /// The index of `at`, row by row.
    pub fn index(&self, at: Square) -> usize {
        usize::from(at.row) * usize::from(self.cols) + usize::from(at.col)
    }

    /// Whether `at` is a wall.
    pub fn is_wall(&self, at: Square) -> bool {
        self.walls[self.index(at)]
    }

    /// The walls, row by row.
    pub fn walls(&self) -> Vec<Square> {
        self.cells().filter(|&at| self.is_wall(at)).collect()
    }

    /// Every cell, row by row.
    pub fn cells(&self) -> impl Iterator<Item = Square> {
        let cols = self.cols;
        (0..self.rows).flat_map(move |r| (0..cols).map(move |c| Square::new(r, c)))
    }

    /// The cell one step from `at` in direction `dir`, if it is on the grid.
    pub fn step(&self, at: Square, dir: Dir) -> Option<Square> {
        dir.from(at, self.rows, self.cols)
    }
}
