//! A puzzle typed in rather than generated: its URL form
//! (`rowclues=a,b,…&colclues=a,b,…&givens=r,c:SIDES;r,c:*;…`, with `rows`, `cols`, `start` and
//! `finish`) or its code (`code=`), read with a notice for everything that cannot be, and
//! written back.

use crate::core::grid::{Board, Square};
use crate::core::maze::code::{decode, BadCode};
use crate::core::maze::puzzle::{Given, PathPuzzle};
use crate::core::maze::verdict::Impossible;
use crate::core::maze::{sides_letters, Direction};
use crate::model::query::{echo, value};

/// The puzzle a URL spells out, if it spells one (`code`, or any of `rowclues`, `colclues`
/// and `givens`), on `board` between `start` and `finish` (a typed-in puzzle without them
/// starts at the top left and finishes at the bottom right). Every value that cannot be read
/// gets a notice: a clue that is not a whole number counts as 0, missing clues too, extra ones
/// are dropped, and a piece that cannot be read is left out.
pub fn custom_puzzle(
    pairs: &[(String, String)],
    board: Board,
    start: Option<Square>,
    finish: Option<Square>,
    notices: &mut Vec<String>,
) -> Option<PathPuzzle> {
    if let Some(code) = value(pairs, "code") {
        return match decode(code.trim()) {
            Ok(puzzle) => Some(puzzle),
            Err(bad) => {
                notices.push(format!(
                    "“{}” is not a puzzle code: {}; here is a fresh puzzle.",
                    echo("code", code),
                    bad_code(bad)
                ));
                None
            }
        };
    }
    let keys = ["rowclues", "colclues", "givens"];
    if keys.iter().all(|k| value(pairs, k).is_none()) {
        return None;
    }
    let (rows, cols) = (board.rows(), board.cols());
    let row_clues = clues(pairs, "rowclues", rows, cols, notices);
    let col_clues = clues(pairs, "colclues", cols, rows, notices);
    let start = start.unwrap_or(Square::new(0, 0));
    let finish = finish.unwrap_or(Square::new(rows - 1, cols - 1));
    let ends = [start, finish];
    let mut givens: Vec<Given> = Vec::new();
    for item in value(pairs, "givens").unwrap_or("").split(';').filter(|t| !t.trim().is_empty()) {
        match piece(item.trim(), board, &ends) {
            Some(g) if givens.iter().all(|h| h.at != g.at) => givens.push(g),
            _ => notices.push(format!(
                "“{}” is not a piece: write row,col:SIDES with two of the letters NESW the path \
                 leaves by (one at the start and finish), or row,col:* for a cell on the path, \
                 once per cell; it is left out.",
                echo("givens", item)
            )),
        }
    }
    Some(PathPuzzle { board, start, finish, row_clues, col_clues, givens })
}

/// `n` clues, each from 0 to `most`, from the value of `key`.
fn clues(
    pairs: &[(String, String)],
    key: &str,
    n: u16,
    most: u16,
    notices: &mut Vec<String>,
) -> Vec<u16> {
    let text = value(pairs, key).unwrap_or("");
    // An empty clue between commas is 0 in its place; a comma at the end adds none.
    let mut words: Vec<&str> = text.split(',').collect();
    if words.last().is_some_and(|w| w.trim().is_empty()) {
        words.pop();
    }
    if words.len() != n as usize {
        notices.push(format!(
            "“{}” should be {n} clues separated by commas, one per {}; {}.",
            echo(key, text),
            if key == "rowclues" { "row" } else { "column" },
            if words.len() < n as usize {
                "the missing ones count as 0"
            } else {
                "the extra ones are dropped"
            }
        ));
    }
    (0..n as usize)
        .map(|i| match words.get(i).map(|w| w.trim()).map(|w| (w, w.parse::<u16>())) {
            Some(("", _)) => 0,
            Some((_, Ok(clue))) if clue <= 63 => clue,
            Some(_) => {
                notices.push(format!(
                    "“{}” is not a whole number from 0 to {most}; it counts as 0.",
                    echo(key, words[i])
                ));
                0
            }
            None => 0,
        })
        .collect()
}

/// A piece written `row,col:SIDES` or `row,col:*`: a cell of the grid, with two sides (one
/// at an end) that stay inside it.
fn piece(text: &str, board: Board, ends: &[Square; 2]) -> Option<Given> {
    let (cell, sides) = text.split_once(':')?;
    let at: Square = cell.trim().parse().ok().filter(|&at| board.contains(at))?;
    let sides = sides.trim();
    if sides == "*" {
        return Some(Given { at, exits: 0 });
    }
    let mut exits = 0u8;
    for letter in sides.chars() {
        let d = Direction::ALL.into_iter().find(|d| d.letter() == letter.to_ascii_uppercase())?;
        exits |= d.bit();
    }
    let [start, finish] = *ends;
    let puzzle =
        PathPuzzle { board, start, finish, row_clues: vec![], col_clues: vec![], givens: vec![] };
    let given = Given { at, exits };
    (exits != 0 && puzzle.fits(given)).then_some(given)
}

/// Clues as the URL writes them: `3,0,2`.
pub fn clues_text(clues: &[u16]) -> String {
    clues.iter().map(u16::to_string).collect::<Vec<_>>().join(",")
}

/// Given pieces as the URL writes them: `2,3:NE;4,0:*`.
pub fn givens_text(givens: &[Given]) -> String {
    let piece = |g: &Given| {
        let sides = if g.exits == 0 { "*".to_string() } else { sides_letters(g.exits) };
        format!("{}:{sides}", g.at)
    };
    givens.iter().map(piece).collect::<Vec<_>>().join(";")
}

/// The URL form of a typed-in puzzle's clues and pieces (its grid and ends are written with
/// every puzzle's).
pub fn puzzle_form(puzzle: &PathPuzzle) -> String {
    let (rows, cols) = (clues_text(&puzzle.row_clues), clues_text(&puzzle.col_clues));
    let mut form = format!("&rowclues={rows}&colclues={cols}");
    if !puzzle.givens.is_empty() {
        form.push_str(&format!("&givens={}", givens_text(&puzzle.givens)));
    }
    form
}

/// Why a text is not a code, in words.
fn bad_code(bad: BadCode) -> &'static str {
    match bad {
        BadCode::Letter => "it holds a character codes never use",
        BadCode::Format => "it was written in a format this version does not know",
        BadCode::Length => "it is too short or too long (a part may be missing)",
        BadCode::Check => "its check does not match (a letter may be mistyped)",
        BadCode::Puzzle => "what it holds is not a puzzle of 2 to 40 rows and columns",
    }
}

/// Why a puzzle has no solution, in words.
pub fn impossible_text(why: Impossible) -> String {
    match why {
        Impossible::ClueTooLarge { row, line, clue } => {
            let (what, cells) = if row { ("Row", "columns") } else { ("Column", "rows") };
            format!("{what} {} asks for {clue} path cells, more than the grid's {cells}.", line + 1)
        }
        Impossible::SumsDiffer { rows, cols } => format!(
            "The row clues add up to {rows} path cells but the column clues to {cols}: they must agree."
        ),
        Impossible::TooShort { length, distance } => format!(
            "A path of {length} cells takes {} steps, but the finish is {distance} steps from the start.",
            length.max(1) - 1
        ),
        Impossible::Parity { length, distance } => format!(
            "Every step changes the colour of a chessboard colouring, so a path from start to finish \
             takes an {} number of steps; {length} cells would take {}.",
            if distance % 2 == 0 { "even" } else { "odd" },
            length.max(1) - 1
        ),
        Impossible::NoPath => "No path from start to finish meets every clue and piece.".to_string(),
    }
}
