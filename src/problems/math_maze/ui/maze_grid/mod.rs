//! [`MazeGrid`]: the math-maze grid, an accessible WAI-ARIA grid with the clues as row and column headers,
//! walls while the maze is shown, the path drawn as a line through the cells (its end ringed,
//! S and F drawn over it), cells marked empty, and drawing and marking by pointer (tap, drag,
//! right-click, long press) and keyboard. The rows come in bands, each a CSS grid that its clues
//! and cells fill in document order, with no inline style each: a 40 × 40 grid's cells then
//! share their computed style, which cuts a phone's style work when the puzzle arrives to about
//! a third (issue 25). What each row holds is handed to the browser as HTML text
//! ([`crate::problems::math_maze::model::markup`]): the first row's in [`ColumnClues`], each
//! other row's in a [`MazeRow`]. The lines layer and S and F lie over the bands. The pointer,
//! marks and keys are `grid_input`'s.

pub mod column_clues;
mod grid_input;
pub mod maze_row;

use crate::core::grid::Square;
use crate::model::i18n::{t, Lang};
use crate::problems::math_maze::model::action::GridAction;
use crate::problems::math_maze::model::markup::{Clue, End, RowMarks, RowView};
use crate::problems::math_maze::model::text::MathMazeText;
use crate::problems::math_maze::model::view::{drawn_bands, given_paths, walls_path, CellView};
use crate::ui::hooks::first_paint::after_next_paint;
use column_clues::ColumnClues;
use grid_input::{
    context_menu, focus_inside, grid_keys, keep_focus, pointer_cancel, pointer_down, pointer_move,
    pointer_up, Press,
};
use maze_row::MazeRow;
use std::ops::Range;
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`MazeGrid`].
#[derive(Properties, PartialEq)]
pub struct MazeGridProps {
    /// Rows.
    pub rows: u16,
    /// Columns.
    pub cols: u16,
    /// The puzzle's seed (for the `maze` hook).
    pub seed: u64,
    /// The start cell.
    pub start: Square,
    /// The finish cell.
    pub finish: Square,
    /// Row clues and their status (status `None` while the maze is shown).
    pub row_clues: Rc<Vec<Clue>>,
    /// Column clues and their status.
    pub col_clues: Rc<Vec<Clue>>,
    /// Every cell, row-major.
    pub cells: Rc<Vec<CellView>>,
    /// The line drawn through the cells (the player's path, or the carver's or solver's stack).
    pub line: Rc<Vec<Square>>,
    /// Whether the player may draw.
    pub playable: bool,
    /// Whether the grid says it is solved.
    pub solved: bool,
    /// Whether mark mode is on (a tap marks a cell empty).
    #[prop_or_default]
    pub marking: bool,
    /// A column whose cells are offered for choosing an end (the left or right edge).
    #[prop_or_default]
    pub offer_col: Option<u16>,
    /// What the player does.
    pub on_action: Callback<GridAction>,
}

/// The walls to draw and whether they fade: `current`, or once gone the `last` kept for `seed`.
fn shown_walls(last: &mut (u64, String), seed: u64, current: String) -> (String, bool) {
    if last.0 != seed {
        *last = (seed, String::new());
    }
    if current.is_empty() {
        (last.1.clone(), true)
    } else {
        last.1 = current.clone();
        (current, false)
    }
}

/// Row `r` of the grid, with the grid's tab stop on `focus_cell`.
fn maze_row(props: &MazeGridProps, r: u16, focus_cell: Square) -> Html {
    let cols = props.cols as usize;
    let cells = props.cells[r as usize * cols..(r as usize + 1) * cols].to_vec();
    let in_row = |s: Square| (s.row == r).then_some(s.col);
    let marks = RowMarks {
        start_col: in_row(props.start),
        finish_col: in_row(props.finish),
        focus_col: in_row(focus_cell),
        offer_col: props.offer_col,
    };
    let view = RowView { row: r, clue: props.row_clues[r as usize], cells, marks };
    html! { <MazeRow key={r} {view} /> }
}

/// S or F, laid over its cell above the path (the path's end ring included), so that it always
/// shows.
fn end_letter(at: Square, end: End) -> Html {
    let (letter, name) = match end {
        End::Start => ("S", "start"),
        End::Finish => ("F", "finish"),
    };
    html! {
        <span class="end-letter" data-testid="end-letter" data-end={name} aria-hidden="true"
            style={format!("--row: {}; --col: {}", at.row, at.col)}>{ letter }</span>
    }
}

/// The SVG layer over the cells: the walls (fading or not), the given pieces, and the path with
/// a ring on its end.
fn maze_lines(props: &MazeGridProps, (walls, fading): (String, bool)) -> Html {
    let (rows, cols) = (props.rows, props.cols);
    let centre = |s: &Square| format!("{}.5,{}.5", s.col, s.row);
    let points: Vec<String> = props.line.iter().map(centre).collect();
    let (given_stubs, given_dots) = given_paths(&props.cells, cols as usize);
    html! {
        <svg class="maze-lines" viewBox={format!("0 0 {cols} {rows}")} preserveAspectRatio="none" aria-hidden="true">
            if !walls.is_empty() {
                <path class={classes!("walls", fading.then_some("fading"))} d={walls} />
            }
            if !given_dots.is_empty() {
                <path class="given-stubs" d={given_stubs} />
                <path class="given-dots" d={given_dots} />
            }
            if points.len() > 1 {
                <polyline class="trail" points={points.join(" ")} />
            }
            if let Some(end) = props.line.last() {
                <circle class="trail-end" cx={format!("{}.5", end.col)} cy={format!("{}.5", end.row)} r="0.34" />
            }
        </svg>
    }
}

/// A band of rows: a grid of its own, so that one drawn later does not lay out the bands before
/// it again.
fn band(props: &MazeGridProps, rows: Range<u16>, focus_cell: Square) -> Html {
    html! {
        <div role="rowgroup" class="maze-band" key={rows.start}>
            { for rows.map(|r| maze_row(props, r, focus_cell)) }
        </div>
    }
}

/// The maze grid. Its rows come in bands ([`drawn_bands`]), one a frame when the grid appears or
/// changes size; the grid's size is set at once, so nothing moves as they come.
#[component]
pub fn MazeGrid(props: &MazeGridProps) -> Html {
    // Drawn again when the language changes.
    use_context::<Lang>();
    let focus = use_state(|| props.start);
    let drawing = use_mut_ref(Press::default);
    let grid_ref = use_node_ref();
    let (rows, cols) = (props.rows, props.cols);
    // Keep the roving focus on the grid.
    let focus_cell = if focus.row < rows && focus.col < cols { *focus } else { props.start };

    // A cell that changes is drawn again as a new element, the focused one too: the focus
    // returns to the tab stop after every render that had it inside the grid.
    let focus_was_inside = use_mut_ref(|| false);
    *focus_was_inside.borrow_mut() = focus_inside(&grid_ref);
    {
        let grid_ref = grid_ref.clone();
        use_effect(move || keep_focus(&grid_ref, focus_cell, *focus_was_inside.borrow()));
    }

    let (act, playable) = (&props.on_action, props.playable);
    let on_pointer_down =
        pointer_down(act.clone(), playable, drawing.clone(), focus.clone(), grid_ref.clone());
    let on_pointer_move = pointer_move(act.clone(), drawing.clone());
    let on_pointer_up = pointer_up(act.clone(), drawing.clone());
    let on_pointer_cancel = pointer_cancel(drawing.clone());
    let on_context_menu = context_menu(act.clone(), playable, drawing.clone());
    let on_key = grid_keys(act.clone(), playable, (rows, cols), focus.clone());
    // Arrow keys move the end of the path: the focus follows it.
    {
        let (focus, line, playable) = (focus.clone(), props.line.clone(), props.playable);
        use_effect_with((line.last().copied(), playable), move |(end, playable)| {
            if let (Some(end), true) = (end, playable) {
                focus.set(*end);
            }
        });
    }

    // The walls shown, or the last ones (fading out) once the maze's walls are gone.
    let last_walls = use_mut_ref(|| (props.seed, String::new()));
    let current_walls = walls_path(&props.cells, cols as usize);
    let walls = shown_walls(&mut last_walls.borrow_mut(), props.seed, current_walls);

    // How many bands are drawn, for the size they were drawn for: a new size starts from one.
    let drawn = use_state(|| (rows, cols, 1));
    let bands = if (drawn.0, drawn.1) == (rows, cols) { drawn.2 } else { 1 };
    let shown = drawn_bands(rows, cols, bands);
    {
        let more = shown.last().is_some_and(|band| band.end < rows);
        let drawn = drawn.clone();
        use_effect_with((rows, cols, bands), move |&(rows, cols, bands)| {
            if more {
                after_next_paint(move || drawn.set((rows, cols, bands + 1)));
            }
        });
    }

    html! {
        <div class="maze-scroll">
            <div ref={grid_ref} role="grid" data-testid="maze" aria-label={t(MathMazeText::Title)}
                aria-rowcount={(rows + 1).to_string()} aria-colcount={(cols + 1).to_string()}
                class={classes!("maze", props.playable.then_some("playable"), props.solved.then_some("solved"), props.marking.then_some("marking"))}
                data-rows={rows.to_string()} data-cols={cols.to_string()} data-seed={props.seed.to_string()}
                data-start={props.start.to_string()} data-finish={props.finish.to_string()}
                style={format!("--rows: {rows}; --cols: {cols}")}
                onpointerdown={on_pointer_down} onpointermove={on_pointer_move}
                onpointerup={on_pointer_up} onpointercancel={on_pointer_cancel} oncontextmenu={on_context_menu}
                onkeydown={on_key}>
                <div role="rowgroup" class="maze-band head">
                    <ColumnClues clues={props.col_clues.clone()} />
                </div>
                { for shown.into_iter().map(|rows| band(props, rows, focus_cell)) }
                { maze_lines(props, walls) }
                { end_letter(props.start, End::Start) }
                { end_letter(props.finish, End::Finish) }
            </div>
        </div>
    }
}
