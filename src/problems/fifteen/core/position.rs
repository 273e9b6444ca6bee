//! [`Position`]: the tiles row by row, 0 for the blank, on a 3 × 3 or 4 × 4 board; read from a
//! link's `tiles=` text ([`Position::parse`]) or shuffled from the goal.

use super::moves::Move;
use oorandom::Rand32;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why a `tiles=` text is not a position (the page turns each into a notice).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TilesError {
    /// A piece of the list is not a whole number ≥ 0.
    NotANumber(String),
    /// The list has neither 9 nor 16 tiles.
    WrongCount(usize),
    /// A tile is past the board's last (15 on the 4 × 4, 8 on the 3 × 3).
    OutOfRange {
        /// The tile given.
        tile: u32,
        /// The board's last tile.
        last: u8,
    },
    /// A tile is given twice, so another (the least, or the blank, 0) is missing: with the
    /// right count and every tile on the board, one never comes without the other.
    Repeated {
        /// The first tile given twice.
        tile: u8,
        /// The least tile not given.
        missing: u8,
    },
}

/// A position of the puzzle: the tiles row by row, 0 for the blank.
///
/// ```
/// use runut::problems::fifteen::core::{Position, TilesError};
/// let start = Position::parse("1,2,3,4,5,6,0,8,9,10,7,11,13,14,15,12").unwrap();
/// assert_eq!((start.side(), start.blank()), (4, 6));
/// assert_eq!(Position::parse("1,2,3"), Err(TilesError::WrongCount(3)));
/// assert_eq!(Position::parse("1,1,2,3,4,5,6,7,8"), Err(TilesError::Repeated { tile: 1, missing: 0 }));
/// assert_eq!(Position::goal(3).to_string(), "1,2,3,4,5,6,7,8,0");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Position {
    side: u8,
    tiles: [u8; 16],
}

impl Position {
    /// The goal on a board `side` wide (3 or 4): 1, 2, … in order, then the blank.
    pub fn goal(side: u8) -> Position {
        assert!(side == 3 || side == 4, "the board is 3 or 4 squares wide");
        let squares = usize::from(side * side);
        let mut tiles = [0; 16];
        for (square, tile) in tiles.iter_mut().enumerate().take(squares - 1) {
            *tile = square as u8 + 1;
        }
        Position { side, tiles }
    }

    /// Reads a position from its tiles row by row, separated by commas (`1,2,3,…,0`): nine
    /// tiles for the 8-puzzle, sixteen for the 15-puzzle, each once, 0 for the blank.
    pub fn parse(text: &str) -> Result<Position, TilesError> {
        let numbers = text
            .split(',')
            .map(|piece| {
                piece.trim().parse::<u32>().map_err(|_| TilesError::NotANumber(piece.trim().into()))
            })
            .collect::<Result<Vec<u32>, _>>()?;
        let side = match numbers.len() {
            9 => 3,
            16 => 4,
            count => return Err(TilesError::WrongCount(count)),
        };
        let last = side * side - 1;
        let mut tiles = [0; 16];
        let mut seen = [false; 16];
        let mut repeated = None;
        for (square, &tile) in numbers.iter().enumerate() {
            let tile = u8::try_from(tile).ok().filter(|&t| t <= last);
            let tile = tile.ok_or(TilesError::OutOfRange { tile: numbers[square], last })?;
            if std::mem::replace(&mut seen[usize::from(tile)], true) {
                repeated.get_or_insert(tile);
            }
            tiles[square] = tile;
        }
        match repeated {
            Some(tile) => {
                let missing = (0..=last)
                    .find(|&t| !seen[usize::from(t)])
                    .expect("a tile repeated leaves one out");
                Err(TilesError::Repeated { tile, missing })
            }
            None => Ok(Position { side, tiles }),
        }
    }

    /// The position reached from the goal by `moves` random moves of the blank, none undoing
    /// the one before: the same for the same seed.
    pub fn shuffled(side: u8, moves: u32, seed: u64) -> Position {
        let mut rng = Rand32::new(seed);
        let mut position = Position::goal(side);
        let mut last: Option<Move> = None;
        for _ in 0..moves {
            let choices: Vec<Move> = Move::ALL
                .into_iter()
                .filter(|&m| Some(m.opposite()) != last && position.slid(m).is_some())
                .collect();
            let chosen = choices[rng.rand_range(0..choices.len() as u32) as usize];
            position = position.slid(chosen).expect("a move on the board");
            last = Some(chosen);
        }
        position
    }

    /// The board's width: 3 or 4.
    pub fn side(&self) -> u8 {
        self.side
    }

    /// The tiles row by row, 0 for the blank.
    pub fn tiles(&self) -> &[u8] {
        &self.tiles[..usize::from(self.side * self.side)]
    }

    /// The blank's square, row by row from 0.
    pub fn blank(&self) -> usize {
        self.tiles().iter().position(|&t| t == 0).expect("a position has a blank")
    }

    /// Whether it is the goal.
    pub fn is_goal(&self) -> bool {
        *self == Position::goal(self.side)
    }

    /// The blank's moves that make the children of a node in this position reached by
    /// `came_by` (none for the root), in generation order: up, right, down, left, leaving out a
    /// move off the board and the one that undoes `came_by`.
    ///
    /// ```
    /// use runut::problems::fifteen::core::{Move, Position};
    /// let start = Position::parse("1,2,3,4,5,6,0,8,9,10,7,11,13,14,15,12").unwrap();
    /// assert_eq!(start.children_moves(None), Move::ALL.to_vec());
    /// assert_eq!(start.children_moves(Some(Move::Down)), [Move::Right, Move::Down, Move::Left]);
    /// ```
    pub fn children_moves(&self, came_by: Option<Move>) -> Vec<Move> {
        let undo = came_by.map(Move::opposite);
        let on_board = |m: &Move| self.slid(*m).is_some();
        Move::ALL.into_iter().filter(|m| Some(*m) != undo).filter(on_board).collect()
    }

    /// The position after the blank's `moves`, in order (as far as each is on the board).
    pub fn after(&self, moves: impl IntoIterator<Item = Move>) -> Position {
        moves.into_iter().fold(*self, |position, m| position.slid(m).unwrap_or(position))
    }

    /// The position after the blank's move `m`, if the blank stays on the board.
    pub fn slid(&self, m: Move) -> Option<Position> {
        let blank = self.blank();
        let to = m.from_square(blank, usize::from(self.side))?;
        let mut next = *self;
        next.tiles.swap(blank, to);
        Some(next)
    }
}

impl fmt::Display for Position {
    /// The tiles as a link writes them: `1,2,3,…,0`.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let tiles: Vec<String> = self.tiles().iter().map(u8::to_string).collect();
        f.write_str(&tiles.join(","))
    }
}
