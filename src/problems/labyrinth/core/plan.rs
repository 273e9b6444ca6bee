//! A labyrinth's plan: its size, its walls, its start and goal ([`Plan`]), and the priority
//! the search tries the four directions in ([`Order`]).

use crate::core::grid::{Board, Direction, Square};
use serde::{Deserialize, Serialize};

/// The most rows (and columns) a labyrinth has.
pub const MAX_SIDE: u16 = 20;

/// The priority of the four directions: the order the search tries them in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Order(pub [Direction; 4]);

impl Default for Order {
    /// East, south, west, north.
    fn default() -> Self {
        Order([Direction::East, Direction::South, Direction::West, Direction::North])
    }
}

impl Order {
    /// The order written as `text`: the four letters E, S, W, N each once, in any order and case.
    ///
    /// ```
    /// use runut::core::grid::Direction;
    /// use runut::problems::labyrinth::core::Order;
    /// assert_eq!(Order::parse("nesw"), Some(Order([Direction::North, Direction::East, Direction::South, Direction::West])));
    /// assert_eq!(Order::parse("EESW"), None);
    /// ```
    pub fn parse(text: &str) -> Option<Order> {
        let dirs: Vec<Direction> =
            text.trim().chars().map(Direction::from_letter).collect::<Option<_>>()?;
        let each_once = Direction::ALL.iter().all(|d| dirs.iter().filter(|&e| e == d).count() == 1);
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
    pub fn step(&self, at: Square, dir: Direction) -> Option<Square> {
        Board::new(self.rows, self.cols).and_then(|board| dir.neighbour(&board, at))
    }
}
