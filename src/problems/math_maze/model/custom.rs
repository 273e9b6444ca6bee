//! A puzzle typed in rather than generated: its URL form
//! (`rowclues=a,b,…&colclues=a,b,…&givens=r,c:SIDES;r,c:*;…`, with `rows`, `cols`, `start` and
//! `finish`) or its code (`code=`), read with a notice for everything that cannot be, and
//! written back.

use crate::core::grid::{Board, Direction, Square};
use crate::model::i18n::say;
use crate::model::i18n::t;
use crate::model::query::{echo, value};
use crate::problems::math_maze::core::code::{decode, BadCode};
use crate::problems::math_maze::core::puzzle::{Given, PathPuzzle};
use crate::problems::math_maze::core::sides_letters;
use crate::problems::math_maze::core::verdict::Impossible;
use crate::problems::math_maze::model::text::MathMazeText;

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
                let value = echo("code", code);
                notices.push(say(
                    MathMazeText::BadCode,
                    &[("value", &value), ("why", &bad_code(bad))],
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
            _ => notices.push(say(MathMazeText::BadPiece, &[("value", &echo("givens", item))])),
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
        let message = if key == "rowclues" {
            MathMazeText::CluesCountRow
        } else {
            MathMazeText::CluesCountCol
        };
        let fix = if words.len() < n as usize {
            MathMazeText::CluesMissing
        } else {
            MathMazeText::CluesExtra
        };
        notices.push(say(
            message,
            &[("value", &echo(key, text)), ("n", &n.to_string()), ("fix", &t(fix))],
        ));
    }
    (0..n as usize)
        .map(|i| match words.get(i).map(|w| w.trim()).map(|w| (w, w.parse::<u16>())) {
            Some(("", _)) => 0,
            Some((_, Ok(clue))) if clue <= 63 => clue,
            Some(_) => {
                let (value, most) = (echo(key, words[i]), most.to_string());
                notices.push(say(MathMazeText::BadClue, &[("value", &value), ("most", &most)]));
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
        let d = Direction::from_letter(letter)?;
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
        let sides = if g.exits == 0 { "*" } else { sides_letters(g.exits) };
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
    t(match bad {
        BadCode::Letter => MathMazeText::CodeLetter,
        BadCode::Format => MathMazeText::CodeFormat,
        BadCode::Length => MathMazeText::CodeLength,
        BadCode::Check => MathMazeText::CodeCheck,
        BadCode::Puzzle => MathMazeText::CodePuzzle,
    })
}

/// Why a puzzle has no solution, in words.
pub fn impossible_text(why: Impossible) -> String {
    match why {
        Impossible::ClueTooLarge { row, line, clue } => say(
            if row { MathMazeText::ClueTooLargeRow } else { MathMazeText::ClueTooLargeCol },
            &[("line", &(line + 1).to_string()), ("clue", &clue.to_string())],
        ),
        Impossible::SumsDiffer { rows, cols } => say(
            MathMazeText::SumsDiffer,
            &[("rows", &rows.to_string()), ("cols", &cols.to_string())],
        ),
        Impossible::TooShort { length, distance } => say(
            MathMazeText::TooShort,
            &[
                ("length", &length.to_string()),
                ("steps", &(length.max(1) - 1).to_string()),
                ("distance", &distance.to_string()),
            ],
        ),
        Impossible::Parity { length, distance } => say(
            if distance % 2 == 0 { MathMazeText::ParityEven } else { MathMazeText::ParityOdd },
            &[("length", &length.to_string()), ("steps", &(length.max(1) - 1).to_string())],
        ),
        Impossible::NoPath => t(MathMazeText::NoPath).to_string(),
    }
}
