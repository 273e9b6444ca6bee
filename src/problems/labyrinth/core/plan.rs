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
    board: Board,
    /// Whether each cell, row by row, is a wall.
    walls: Vec<bool>,
    start: Square,
    goal: Square,
}

impl Plan {
    /// A labyrinth on `board` with `walls`; walls off the board, on the start or on the goal
    /// are left out (the page's settings say so before they get here).
    pub fn new(board: Board, walls: &[Square], start: Square, goal: Square) -> Self {
        let mut is_wall = vec![false; board.len()];
        for &wall in walls {
            if board.contains(wall) && wall != start && wall != goal {
                is_wall[board.index(wall)] = true;
            }
        }
        Plan { board, walls: is_wall, start, goal }
    }

    /// Its grid.
    pub fn board(&self) -> Board {
        self.board
    }

    /// Where the search starts.
    pub fn start(&self) -> Square {
        self.start
    }

    /// Where the search is going.
    pub fn goal(&self) -> Square {
        self.goal
    }

    /// Whether `at` is a wall.
    pub fn is_wall(&self, at: Square) -> bool {
        self.walls[self.board.index(at)]
    }

    /// The walls, row by row.
    pub fn walls(&self) -> Vec<Square> {
        self.board.squares().filter(|&at| self.is_wall(at)).collect()
    }

    /// The cell one step from `at` in direction `dir`, if it is on the grid.
    pub fn step(&self, at: Square, dir: Direction) -> Option<Square> {
        dir.neighbour(&self.board, at)
    }
}
