//! The Sudoku board: the givens, the digits the search has placed, the node under test, the
//! digit just killed with the cell that holds it ringed, and the candidates (pencil marks) of
//! the cell the search fills next. While no search runs, a cell takes a digit typed in it.

use crate::core::grid::Square;
use crate::model::i18n::{say, Lang};
use crate::problems::sudoku::core::{digits, Grid};
use crate::problems::sudoku::model::settings::cell_name;
use crate::problems::sudoku::model::text::SudokuText;
use crate::problems::sudoku::ui::game::keys::{focus_cell, moved, typed};
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`SudokuBoard`].
#[derive(Properties, PartialEq)]
pub struct SudokuBoardProps {
    /// The puzzle as given.
    pub puzzle: Rc<Grid>,
    /// The grid as shown: the puzzle with the digits placed.
    pub shown: Rc<Grid>,
    /// The cells of `shown` filled as naked singles (singles order), not by a node's digit.
    #[prop_or_default]
    pub forced: Rc<Vec<usize>>,
    /// The cell and digit under test, if any.
    #[prop_or_default]
    pub trying: Option<(usize, u8)>,
    /// The cell and digit just killed, and the cell that holds the digit.
    #[prop_or_default]
    pub killed: Option<(usize, u8, usize)>,
    /// The cell the search fills next, and its legal digits as a mask (bit d for digit d).
    #[prop_or_default]
    pub next: Option<(usize, u16)>,
    /// Practice: called with the square of the cell the learner picks; without it, and without
    /// `on_edit`, the cells are not interactive.
    #[prop_or_default]
    pub on_select: Option<Callback<Square>>,
    /// Called with a cell and the digit typed in it (0: emptied), while no search runs.
    #[prop_or_default]
    pub on_edit: Option<Callback<(usize, u8)>>,
    /// Practice: the square the search chooses, shown after a wrong answer.
    #[prop_or_default]
    pub answer: Option<Square>,
    /// Practice: the squares an explanation cites.
    #[prop_or_default]
    pub cited: Rc<Vec<Square>>,
}

/// The Sudoku board.
#[component]
pub fn SudokuBoard(props: &SudokuBoardProps) -> Html {
    // Drawn again when the language changes.
    use_context::<Lang>();
    let side = props.puzzle.side();
    let b = props.puzzle.box_side();
    let summary = say(
        SudokuText::BoardSummary,
        &[("side", &side), ("filled", &props.shown.givens()), ("cells", &(side * side))],
    );
    let interactive = props.on_select.is_some() || props.on_edit.is_some();
    let cell = |cell: usize| -> Html {
        let (row, col) = (cell / side, cell % side);
        let square = Square::new(row as u16, col as u16);
        let given = props.puzzle.get(cell) != 0;
        let forced = props.forced.contains(&cell);
        let value = props.shown.get(cell);
        let trying = props.trying.filter(|&(c, _)| c == cell).map(|(_, d)| d);
        let killed = props.killed.filter(|&(c, ..)| c == cell).map(|(_, d, _)| d);
        let holder = props.killed.is_some_and(|(.., by)| by == cell);
        let next = props.next.filter(|&(c, _)| c == cell).map(|(_, mask)| mask);
        let class = classes!(
            "sudoku-cell",
            given.then_some("given"),
            (value != 0 && !given).then_some(if forced { "forced" } else { "placed" }),
            trying.is_some().then_some("candidate"),
            killed.is_some().then_some("rejected"),
            holder.then_some("conflict"),
            next.is_some().then_some("next"),
            (row % b == b - 1 && row + 1 < side).then_some("box-bottom"),
            (col % b == b - 1 && col + 1 < side).then_some("box-right"),
            (props.answer == Some(square)).then_some("answer"),
            props.cited.contains(&square).then_some("cited"),
        );
        let onclick = props.on_select.as_ref().map(|pick| pick.reform(move |_: MouseEvent| square));
        let (pick, edit) = (props.on_select.clone(), props.on_edit.clone());
        let onkeydown = interactive.then(|| {
            Callback::from(move |e: KeyboardEvent| {
                let key = e.key();
                if let Some(to) = moved(&key, cell, side) {
                    e.prevent_default();
                    if let Some(from) = e.target_dyn_into::<web_sys::Element>() {
                        focus_cell(&from, to);
                    }
                } else if let (Some(pick), true) = (&pick, matches!(key.as_str(), "Enter" | " ")) {
                    e.prevent_default();
                    pick.emit(square);
                } else if let (Some(edit), Some(digit)) = (&edit, typed(&key, side)) {
                    e.prevent_default();
                    edit.emit((cell, digit));
                }
            })
        });
        let shown = trying.or(killed).unwrap_or(value);
        // A cell that takes a click or a key says what it shows; the grid as a whole says the rest.
        let name = cell_name(cell, side);
        let label = interactive.then(|| match shown {
            0 => say(SudokuText::CellEmpty, &[("cell", &name)]),
            d => say(SudokuText::CellHolds, &[("cell", &name), ("digit", &d)]),
        });
        // Pencil marks while a search runs (a cell being typed in shows only its digit).
        let pencilled = value == 0 && trying.is_none() && killed.is_none() && !interactive;
        let pencil = next.filter(|_| pencilled).map(|mask| {
            html! {
                <span class="pencil" style={format!("--box:{b}")} aria-hidden="true">
                    { for (1..=side as u8).map(|d| html! {
                        <span>{ if digits(mask).any(|m| m == d) { d.to_string() } else { String::new() } }</span>
                    }) }
                </span>
            }
        });
        html! {
            <div {class} data-testid="cell" data-cell={cell.to_string()} data-row={row.to_string()} data-col={col.to_string()}
                data-value={if value == 0 { String::new() } else { value.to_string() }}
                data-given={given.then_some("true")}
                role={interactive.then_some("button")} tabindex={interactive.then_some(if cell == 0 { "0" } else { "-1" })}
                aria-label={label} {onclick} {onkeydown}>
                if shown != 0 {
                    <span class="digit" aria-hidden="true">{ shown }</span>
                }
                { for pencil }
                if killed.is_some() {
                    <span class="mark" aria-hidden="true">{ "✗" }</span>
                }
            </div>
        }
    };
    html! {
        <div class="sudoku-frame" data-testid="board">
            <div class="sudoku-grid" role={if interactive { "group" } else { "img" }} data-testid="sudoku"
                data-grid={props.shown.text()} aria-label={summary} style={format!("--side:{side}")}>
                { for (0..side * side).map(cell) }
            </div>
        </div>
    }
}
