//! The game's grid: the givens, the player's digits and pencil marks, the selected cell and
//! the cells that share its digit, the clashes, the mistakes a check found, and the cells a
//! hint or a replayed step uses. A click selects a cell; digits, erasing and the arrows work on
//! the selected cell.

use crate::model::i18n::{say, Lang};
use crate::problems::sudoku::core::{digits, Grid};
use crate::problems::sudoku::model::game::text::GameText;
use crate::problems::sudoku::model::settings::cell_name;
use crate::problems::sudoku::ui::game::keys::{focus_cell, moved, typed};
use std::rc::Rc;
use yew::prelude::*;

/// What the grid shows of a hint or a replayed step.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Marked {
    /// The cells the pattern uses.
    pub cells: Vec<usize>,
    /// The cells of the houses it reasons in.
    pub houses: Vec<usize>,
    /// The cell that takes a digit, and the digit.
    pub placed: Option<(usize, u8)>,
    /// The candidates it removes.
    pub removed: Vec<(usize, u8)>,
    /// Cells marked wrong (a check's, or a hint's mistakes).
    pub wrong: Vec<usize>,
}

/// Props of [`GameGrid`].
#[derive(Properties, PartialEq)]
pub struct GameGridProps {
    /// The givens.
    pub puzzle: Rc<Grid>,
    /// The grid as shown.
    pub shown: Rc<Grid>,
    /// Every cell's pencil marks (bit d for digit d).
    pub marks: Rc<Vec<u16>>,
    /// The selected cell.
    pub selected: usize,
    /// The cells whose digit clashes with another's.
    pub clashes: Rc<Vec<usize>>,
    /// What a hint or a replayed step marks.
    pub marked: Rc<Marked>,
    /// Whether the grid takes digits (not once solved, nor while a step is replayed).
    pub playable: bool,
    /// Called with a cell clicked or moved to.
    pub on_select: Callback<usize>,
    /// Called with a digit typed (0: erase).
    pub on_digit: Callback<u8>,
}

/// The game's grid.
#[component]
pub fn GameGrid(props: &GameGridProps) -> Html {
    use_context::<Lang>();
    let (side, b) = (props.puzzle.side(), props.puzzle.box_side());
    let selected_digit = props.shown.get(props.selected);
    let summary = say(GameText::GridSummary, &[("filled", &props.shown.givens())]);
    let cell = |cell: usize| -> Html {
        let (row, col) = (cell / side, cell % side);
        let given = props.puzzle.get(cell) != 0;
        let value = props.shown.get(cell);
        let marked = &props.marked;
        let class = classes!(
            "sudoku-cell",
            given.then_some("given"),
            (value != 0 && !given).then_some("placed"),
            (cell == props.selected).then_some("selected"),
            (value != 0 && value == selected_digit && cell != props.selected).then_some("same"),
            props.clashes.contains(&cell).then_some("conflict"),
            marked.wrong.contains(&cell).then_some("wrong"),
            marked.cells.contains(&cell).then_some("cited"),
            marked.houses.contains(&cell).then_some("house"),
            marked.placed.is_some_and(|(c, _)| c == cell).then_some("answer"),
            (row % b == b - 1 && row + 1 < side).then_some("box-bottom"),
            (col % b == b - 1 && col + 1 < side).then_some("box-right"),
        );
        let onclick = props.on_select.reform(move |_: MouseEvent| cell);
        let (select, digit, playable) =
            (props.on_select.clone(), props.on_digit.clone(), props.playable);
        let onkeydown = Callback::from(move |e: KeyboardEvent| {
            let key = e.key();
            if e.ctrl_key() || e.meta_key() || e.alt_key() {
                return;
            }
            if let Some(to) = moved(&key, cell, side) {
                e.prevent_default();
                select.emit(to);
                if let Some(from) = e.target_dyn_into::<web_sys::Element>() {
                    focus_cell(&from, to);
                }
            } else if let (true, Some(d)) = (playable, typed(&key, side)) {
                e.prevent_default();
                digit.emit(d);
            }
        });
        let name = cell_name(cell, side);
        let mask = props.marks[cell];
        let label = match value {
            0 if mask != 0 => {
                let marks: Vec<String> = digits(mask).map(|d| d.to_string()).collect();
                say(GameText::CellMarked, &[("cell", &name), ("marks", &marks.join(", "))])
            }
            0 => say(GameText::CellEmpty, &[("cell", &name)]),
            d if given => say(GameText::CellGiven, &[("cell", &name), ("digit", &d)]),
            d => say(GameText::CellHolds, &[("cell", &name), ("digit", &d)]),
        };
        let removed: Vec<u8> =
            marked.removed.iter().filter(|&&(c, _)| c == cell).map(|&(_, d)| d).collect();
        let pencil = (value == 0 && (mask != 0 || !removed.is_empty())).then(|| {
            html! {
                <span class="pencil" style={format!("--box:{b}")} aria-hidden="true">
                    { for (1..=side as u8).map(|d| {
                        let on = digits(mask).any(|m| m == d);
                        let gone = removed.contains(&d);
                        html! { <span class={classes!(gone.then_some("removed"))}>{ if on || gone { d.to_string() } else { String::new() } }</span> }
                    }) }
                </span>
            }
        });
        html! {
            <div {class} data-testid="cell" data-cell={cell.to_string()} data-row={row.to_string()} data-col={col.to_string()}
                data-value={if value == 0 { String::new() } else { value.to_string() }}
                data-given={given.then_some("true")} data-marks={(mask != 0).then(|| digits(mask).map(|d| d.to_string()).collect::<String>())}
                role="button" aria-pressed={(cell == props.selected).then_some("true")}
                tabindex={if cell == props.selected { "0" } else { "-1" }}
                {onclick} {onkeydown}>
                // The cell's name is this text: the digit and the marks drawn are hidden from it.
                <span class="sr-only">{ label }</span>
                if value != 0 {
                    <span class="digit" aria-hidden="true">{ value }</span>
                }
                { for pencil }
            </div>
        }
    };
    html! {
        <div class="sudoku-frame" data-testid="board">
            <div class="sudoku-grid" role="group" data-testid="sudoku" data-grid={props.shown.text()}
                aria-label={summary} style={format!("--side:{side}")}>
                { for (0..side * side).map(cell) }
            </div>
        </div>
    }
}
