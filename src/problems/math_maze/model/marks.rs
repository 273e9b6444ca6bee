//! The player's marks: cells marked empty (✕), as Simon Tatham's *Tracks* lets a player write
//! down a cell the path cannot take. Kept in reading order, saved as `r,c` cells separated by
//! spaces (as the path is).

use crate::core::grid::{Board, Square};

/// The cells the player has marked empty, each once, in reading order (row by row).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks(Vec<Square>);

impl Marks {
    /// The marked cells, in reading order.
    pub fn cells(&self) -> &[Square] {
        &self.0
    }

    /// Whether no cell is marked.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether `cell` is marked empty.
    pub fn contains(&self, cell: Square) -> bool {
        self.place(cell).is_ok()
    }

    /// Marks `cell` empty (`on`) or takes its mark off; whether that changed anything.
    pub fn set(&mut self, cell: Square, on: bool) -> bool {
        match (self.place(cell), on) {
            (Err(at), true) => self.0.insert(at, cell),
            (Ok(at), false) => {
                self.0.remove(at);
            }
            _ => return false,
        }
        true
    }

    /// These marks without the ones on `cells`.
    pub fn without(&self, cells: &[Square]) -> Marks {
        Marks(self.0.iter().copied().filter(|c| !cells.contains(c)).collect())
    }

    /// The marks as saved: `r,c` cells separated by spaces (empty when none).
    ///
    /// ```
    /// use runut::core::grid::{Board, Square};
    /// use runut::problems::math_maze::model::marks::Marks;
    /// let mut marks = Marks::default();
    /// marks.set(Square::new(2, 1), true);
    /// marks.set(Square::new(0, 3), true);
    /// assert_eq!(marks.to_text(), "0,3 2,1");
    /// assert_eq!(Marks::from_text("0,3 2,1", Board::new(3, 4).unwrap()), Some(marks));
    /// ```
    pub fn to_text(&self) -> String {
        self.0.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" ")
    }

    /// Reads saved marks on `board`; `None` if a cell is not `r,c`, lies off the grid or comes
    /// twice.
    pub fn from_text(text: &str, board: Board) -> Option<Marks> {
        let mut marks = Marks::default();
        for word in text.split_whitespace() {
            let cell: Square = word.parse().ok()?;
            if !board.contains(cell) || !marks.set(cell, true) {
                return None;
            }
        }
        Some(marks)
    }

    /// Where `cell` is (`Ok`), or where it would go (`Err`), in reading order.
    fn place(&self, cell: Square) -> Result<usize, usize> {
        self.0.binary_search_by_key(&(cell.row, cell.col), |c| (c.row, c.col))
    }
}
