//! What each cell of the math-maze grid shows, free of web APIs: while the maze is carved,
//! while the solver walks it, and in play.

use crate::core::grid::{Board, Direction, Square};
use crate::model::i18n::say;
use crate::problems::math_maze::core::puzzle::PathPuzzle;
use crate::problems::math_maze::core::{Maze, Walk};
use crate::problems::math_maze::model::game::{ClueStatus, Game};
use crate::problems::math_maze::model::hint::{Hint, HintMark};
use crate::problems::math_maze::model::text::{count, MathMazeText};
use std::fmt::Write;

/// How a cell is shaded while the maze is carved or solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Shade {
    /// Nothing special.
    #[default]
    Plain,
    /// Not carved yet.
    Uncarved,
    /// On the carver's stack or the solver's current path.
    Stack,
    /// The cell the carver or solver is at.
    Head,
    /// Entered by the solver and abandoned as a dead end.
    Abandoned,
    /// The first cell of the player's path that leaves the solution ("check my path").
    Wrong,
    /// On one of a puzzle's two solutions and not on the other.
    Differs,
}

impl Shade {
    /// The CSS class of the shade, if any.
    pub fn class(self) -> Option<&'static str> {
        match self {
            Shade::Plain => None,
            Shade::Uncarved => Some("uncarved"),
            Shade::Stack => Some("stack"),
            Shade::Head => Some("head"),
            Shade::Abandoned => Some("abandoned"),
            Shade::Wrong => Some("wrong"),
            Shade::Differs => Some("differs"),
        }
    }
}

/// What one cell shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct CellView {
    /// Its walls (direction bits), while walls are shown.
    pub walls: Option<u8>,
    /// Its 0-based place on the player's path.
    pub step: Option<usize>,
    /// The given piece here: the sides the path leaves by (0: only the cell is given).
    pub given: Option<u8>,
    /// Its shade.
    pub shade: Shade,
    /// How the hint on show marks it.
    pub hint: Option<HintMark>,
    /// Whether the player marked it empty.
    pub marked: bool,
}

/// The cells while the maze is being carved: `carved` cells so far, and the carver's stack.
pub fn carving_views(maze: &Maze, carved: usize, stack: &[Square]) -> Vec<CellView> {
    let board = maze.board();
    let mut is_carved = vec![false; board.len()];
    for &cell in &maze.carve_order()[..carved.min(board.len())] {
        is_carved[board.index(cell)] = true;
    }
    let mut views: Vec<CellView> = board
        .squares()
        .map(|cell| {
            if !is_carved[board.index(cell)] {
                return CellView {
                    walls: Some(0b1111),
                    shade: Shade::Uncarved,
                    ..CellView::default()
                };
            }
            let open = Direction::ALL
                .into_iter()
                .filter(|d| d.neighbour(&board, cell).is_some_and(|n| is_carved[board.index(n)]))
                .fold(0, |bits, d| bits | d.bit());
            CellView { walls: Some(maze.walls(cell) | (0b1111 & !open)), ..CellView::default() }
        })
        .collect();
    mark_stack(&mut views, board, stack);
    views
}

/// The cells while the solver walks: the walls, its path, and the dead ends it abandoned.
pub fn solving_views(maze: &Maze, walk: &Walk, entered: usize, path: &[Square]) -> Vec<CellView> {
    let board = maze.board();
    let mut views: Vec<CellView> = board
        .squares()
        .map(|cell| CellView { walls: Some(maze.walls(cell)), ..CellView::default() })
        .collect();
    for &cell in &walk.visit_order[..entered.min(walk.visit_order.len())] {
        views[board.index(cell)].shade = Shade::Abandoned;
    }
    mark_stack(&mut views, board, path);
    views
}

/// A typed-in puzzle's cells while its backtracking solve is watched: its given pieces, and
/// the search's path.
pub fn searching_views(puzzle: &PathPuzzle, path: &[Square]) -> Vec<CellView> {
    let mut views = vec![CellView::default(); puzzle.board.len()];
    for given in &puzzle.givens {
        views[puzzle.board.index(given.at)].given = Some(given.exits);
    }
    mark_stack(&mut views, puzzle.board, path);
    views
}

/// One of a puzzle's two solutions, `shown`, with the cells where `other` goes another way
/// marked (the two paths leave them by different sides, or only one passes).
pub fn differing_views(puzzle: &PathPuzzle, shown: &[Square], other: &[Square]) -> Vec<CellView> {
    let board = puzzle.board;
    let sides = |path: &[Square]| {
        let mut sides = vec![0u8; board.len()];
        for i in 0..path.len() {
            sides[board.index(path[i])] = PathPuzzle::exits_along(path, i) | 16;
        }
        sides
    };
    let (mine, theirs) = (sides(shown), sides(other));
    let mut views = searching_views(puzzle, &[]);
    for (step, &cell) in shown.iter().enumerate() {
        views[board.index(cell)].step = Some(step);
    }
    for (i, view) in views.iter_mut().enumerate() {
        if mine[i] != theirs[i] {
            view.shade = Shade::Differs;
        }
    }
    views
}

fn mark_stack(views: &mut [CellView], board: Board, stack: &[Square]) {
    for &cell in stack {
        views[board.index(cell)].shade = Shade::Stack;
    }
    if let Some(&head) = stack.last() {
        views[board.index(head)].shade = Shade::Head;
    }
}

/// The cells in play: the path's steps, the given pieces, the cells marked empty, the first
/// wrong cell if checked, and the hint's marks.
pub fn playing_views(
    game: &Game,
    puzzle: &PathPuzzle,
    wrong: Option<Square>,
    hint: Option<&Hint>,
) -> Vec<CellView> {
    let board = puzzle.board;
    let mut views = vec![CellView::default(); board.len()];
    for (step, &cell) in game.path().iter().enumerate() {
        views[board.index(cell)].step = Some(step);
    }
    for given in &puzzle.givens {
        views[board.index(given.at)].given = Some(given.exits);
    }
    for &cell in game.marks().cells() {
        views[board.index(cell)].marked = true;
    }
    if let Some(cell) = wrong {
        views[board.index(cell)].shade = Shade::Wrong;
    }
    for &(cell, mark) in hint.map_or(&[][..], |h| &h.marks) {
        views[board.index(cell)].hint = Some(mark);
    }
    views
}

/// One sentence on how the clues stand, for the live region.
pub fn clue_summary(game: &Game) -> String {
    let (rows, cols) = game.clue_status();
    let met = |v: &[ClueStatus]| v.iter().filter(|&&s| s == ClueStatus::Met).count();
    let over: Vec<String> = rows
        .iter()
        .enumerate()
        .filter(|(_, &s)| s == ClueStatus::Over)
        .map(|(i, _)| say(MathMazeText::RowN, &[("n", &(i + 1).to_string())]))
        .chain(
            cols.iter()
                .enumerate()
                .filter(|(_, &s)| s == ClueStatus::Over)
                .map(|(i, _)| say(MathMazeText::ColN, &[("n", &(i + 1).to_string())])),
        )
        .collect();
    let mut text = say(
        MathMazeText::Summary,
        &[
            (
                "cells",
                &count(game.path().len() as u64, MathMazeText::CellOne, MathMazeText::CellMany),
            ),
            ("rows_met", &met(&rows).to_string()),
            ("rows", &rows.len().to_string()),
            ("cols_met", &met(&cols).to_string()),
            ("cols", &cols.len().to_string()),
        ],
    );
    if !over.is_empty() {
        text.push_str(&say(MathMazeText::TooMany, &[("lines", &over.join(", "))]));
    }
    text
}

/// The walls of the cells that show them, as one SVG path in cell units: each cell draws its
/// north and west walls, and its south and east ones on the grid's edge (one element to draw,
/// and to fade out as a whole, instead of borders on every cell).
pub fn walls_path(cells: &[CellView], cols: usize) -> String {
    let mut d = String::new();
    let rows = cells.len() / cols.max(1);
    for (i, view) in cells.iter().enumerate() {
        let Some(walls) = view.walls else { continue };
        let (r, c) = (i / cols, i % cols);
        let mut side = |dir: Direction, from: (usize, usize), line: &str| {
            if walls & dir.bit() != 0 {
                // Written in place: this runs for every wall on every animation frame.
                let _ = write!(d, "M{} {}{line}", from.0, from.1);
            }
        };
        side(Direction::North, (c, r), "h1");
        side(Direction::West, (c, r), "v1");
        if r + 1 == rows {
            side(Direction::South, (c, r + 1), "h1");
        }
        if c + 1 == cols {
            side(Direction::East, (c + 1, r), "v1");
        }
    }
    d
}

/// The given pieces as two paths in cell units: the stubs by which the path leaves each given
/// cell (stroked) and a dot on each given cell (filled), two elements however many pieces.
pub fn given_paths(cells: &[CellView], cols: usize) -> (String, String) {
    // Written with integers only, as every number the page writes (see `model::status`).
    const STUBS: [&str; 4] = ["0 -.5", ".5 0", "0 .5", "-.5 0"];
    let (mut stubs, mut dots) = (String::new(), String::new());
    for (i, view) in cells.iter().enumerate() {
        let Some(sides) = view.given else { continue };
        let (r, c) = (i / cols, i % cols);
        for d in Direction::ALL.into_iter().filter(|d| sides & d.bit() != 0) {
            let _ = write!(stubs, "M{c}.5 {r}.5l{}", STUBS[d as usize]);
        }
        let _ = write!(dots, "M{c}.34 {r}.5a.16 .16 0 1 0 .32 0a.16 .16 0 1 0 -.32 0");
    }
    (stubs, dots)
}

/// About how many cells a band of the grid's rows holds. A large grid appears band by band, one
/// band a frame, each a layout of its own: a phone-class CPU then lays out a 40 × 40 grid in
/// short tasks rather than one long one (issue 25).
pub const CELLS_PER_BAND: u16 = 400;

/// About how many cells the first band holds: it is drawn with the rest of the page, in the
/// page's first task, so it is the smallest (issue 25).
pub const FIRST_BAND_CELLS: u16 = 120;

/// The rows of each of the first `bands` bands of a `rows` × `cols` grid: consecutive ranges
/// from row 0, the first of [`FIRST_BAND_CELLS`] cells and the others of [`CELLS_PER_BAND`]
/// (each at least one row), the last cut at `rows`.
pub fn drawn_bands(rows: u16, cols: u16, bands: u16) -> Vec<std::ops::Range<u16>> {
    let rows_of = |cells: u16| (cells / cols.max(1)).max(1);
    let heights = std::iter::once(rows_of(FIRST_BAND_CELLS))
        .chain(std::iter::repeat(rows_of(CELLS_PER_BAND)))
        .take(bands.into());
    let mut from = 0;
    heights
        .map_while(|height| {
            let band = (from < rows).then(|| from..rows.min(from.saturating_add(height)));
            from = from.saturating_add(height);
            band
        })
        .collect()
}
