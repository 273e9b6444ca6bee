//! The editor of a puzzle typed in from a book, a newspaper or a teacher: each field is read
//! exactly as its URL parameter is (with the same notices), and a click on a cell gives it the
//! next piece.

use crate::core::grid::{Board, Direction, Square};
use crate::model::query::query_pairs;
use crate::problems::math_maze::core::puzzle::{Given, PathPuzzle};
use crate::problems::math_maze::model::custom::puzzle_form;
use crate::problems::math_maze::model::settings::maze_settings;

/// The puzzle being typed in, and what its last edit could not read.
#[derive(Clone, Debug, PartialEq)]
pub struct Draft {
    /// The puzzle so far.
    pub puzzle: PathPuzzle,
    /// A notice for each value of the last edit that could not be read.
    pub notices: Vec<String>,
}

/// The draft after its field `key` (`rows`, `cols`, `start`, `finish`, `rowclues`,
/// `colclues` or `givens`, as in the URL) is set to `text`. A new size keeps the clues,
/// ends and pieces that still fit.
pub fn edited(puzzle: &PathPuzzle, key: &str, text: &str) -> Draft {
    let mut p = puzzle.clone();
    if let ("rows" | "cols", Ok(side)) = (key, text.trim().parse::<u16>()) {
        let side = side.clamp(
            crate::problems::math_maze::core::MIN_MAZE_SIDE,
            crate::problems::math_maze::core::MAX_MAZE_SIDE,
        );
        let (rows, cols) =
            if key == "rows" { (side, p.board.cols()) } else { (p.board.rows(), side) };
        let board = Board::new(rows, cols).expect("sides are clamped into range");
        p.row_clues.resize(rows as usize, 0);
        p.col_clues.resize(cols as usize, 0);
        p.start = Square::new(p.start.row.min(rows - 1), 0);
        p.finish = Square::new(p.finish.row.min(rows - 1), cols - 1);
        p.givens.retain(|g| board.contains(g.at));
        p.board = board;
    }
    let mut query = format!(
        "rows={}&cols={}&start={}&finish={}{}",
        p.board.rows(),
        p.board.cols(),
        p.start,
        p.finish,
        puzzle_form(&p)
    );
    if !matches!(key, "rows" | "cols") {
        query.push_str(&format!("&{key}={}", encode_value(text)));
    }
    let mut pairs = query_pairs(&query);
    // The edited key's own value is the last one: it replaces the draft's.
    if let Some(at) = pairs.iter().position(|(k, _)| k == key) {
        if pairs.iter().filter(|(k, _)| k == key).count() > 1 {
            pairs.remove(at);
        }
    }
    let (settings, notices) = maze_settings(&pairs);
    Draft { puzzle: settings.custom.unwrap_or(p), notices }
}

/// `text` written so that a query string reads it back whole (`&`, `=`, `%`, `+` and `#` escaped).
fn encode_value(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '&' | '=' | '%' | '+' | '#' => format!("%{:02X}", c as u32),
            c => c.to_string(),
        })
        .collect()
}

/// The puzzle after a click on `cell` in the editor: its piece becomes the next one of none,
/// a bare path cell, then every piece that fits there (one side at the start and finish, two
/// elsewhere, none leaving the grid), and none again.
pub fn cycle_piece(puzzle: &PathPuzzle, cell: Square) -> PathPuzzle {
    let board = puzzle.board;
    let end = cell == puzzle.start || cell == puzzle.finish;
    let inside = |d: &Direction| d.neighbour(&board, cell).is_some();
    let sides: Vec<u8> = Direction::ALL.into_iter().filter(inside).map(Direction::bit).collect();
    let mut pieces: Vec<u8> = vec![0];
    if end {
        pieces.extend(&sides);
    } else {
        for (i, a) in sides.iter().enumerate() {
            pieces.extend(sides[i + 1..].iter().map(|b| a | b));
        }
    }
    let mut p = puzzle.clone();
    let now = p.givens.iter().position(|g| g.at == cell);
    let next = match now.map(|k| p.givens[k].exits) {
        None => Some(0),
        Some(exits) => {
            pieces.iter().position(|&e| e == exits).and_then(|k| pieces.get(k + 1).copied())
        }
    };
    match (now, next) {
        (Some(k), Some(exits)) => p.givens[k].exits = exits,
        (Some(k), None) => {
            p.givens.remove(k);
        }
        (None, Some(exits)) => p.givens.push(Given { at: cell, exits }),
        (None, None) => {}
    }
    p
}
