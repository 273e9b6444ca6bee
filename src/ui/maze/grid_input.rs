//! The maze grid's input: drawing by pointer (tap or drag), the keys, and the roving focus.

use crate::core::grid::{Board, Square};
use crate::core::maze::Direction;
use crate::model::maze::action::GridAction;
use crate::model::maze::game::arrow_direction;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, PointerEvent};
use yew::prelude::*;

/// The last cell the pointer drew through, while it is drawing.
type Drawing = Rc<RefCell<Option<Square>>>;

/// The cell under a point of the viewport, and its element.
fn cell_at(x: i32, y: i32) -> Option<(Square, HtmlElement)> {
    let document = web_sys::window()?.document()?;
    let element = document.element_from_point(x as f32, y as f32)?;
    let cell = element.closest("[data-testid=cell]").ok()??;
    let number = |name: &str| cell.get_attribute(name)?.parse().ok();
    let square = Square::new(number("data-row")?, number("data-col")?);
    Some((square, cell.dyn_into().ok()?))
}

/// Moves the browser's focus to `cell` when the focus is already inside the grid.
pub(super) fn keep_focus(grid_ref: &NodeRef, cell: Square) {
    let Some(grid) = grid_ref.cast::<HtmlElement>() else { return };
    let inside = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.active_element())
        .is_some_and(|a| grid.contains(Some(&a)));
    if inside {
        let selector = format!("[data-row=\"{}\"][data-col=\"{}\"]", cell.row, cell.col);
        if let Ok(Some(el)) = grid.query_selector(&selector) {
            let _ = el.unchecked_into::<HtmlElement>().focus();
        }
    }
}

/// A press on a cell (when `playable`): captures the pointer, clicks the cell, starts drawing.
pub(super) fn pointer_down(
    act: Callback<GridAction>,
    playable: bool,
    drawing: Drawing,
    focus: UseStateHandle<Square>,
    grid_ref: NodeRef,
) -> Callback<PointerEvent> {
    Callback::from(move |e: PointerEvent| {
        if !playable || e.button() != 0 {
            return;
        }
        let Some((cell, element)) = cell_at(e.client_x(), e.client_y()) else { return };
        e.prevent_default();
        // Capture on the grid itself (Yew delegates events from the document root).
        if let Some(grid) = grid_ref.cast::<HtmlElement>() {
            let _ = grid.set_pointer_capture(e.pointer_id());
        }
        let _ = element.focus();
        *drawing.borrow_mut() = Some(cell);
        focus.set(cell);
        act.emit(GridAction::Click(cell));
    })
}

/// The pointer moving while drawing: a drag into each new cell it enters.
pub(super) fn pointer_move(act: Callback<GridAction>, drawing: Drawing) -> Callback<PointerEvent> {
    Callback::from(move |e: PointerEvent| {
        let last = *drawing.borrow();
        let Some(last) = last else { return };
        match cell_at(e.client_x(), e.client_y()) {
            Some((cell, _)) if cell != last => {
                *drawing.borrow_mut() = Some(cell);
                act.emit(GridAction::Drag(cell));
            }
            _ => {}
        }
    })
}

/// The pointer released or cancelled: drawing stops.
pub(super) fn pointer_up(drawing: Drawing) -> Callback<PointerEvent> {
    Callback::from(move |_: PointerEvent| *drawing.borrow_mut() = None)
}

/// The keys of a `rows` × `cols` grid: arrows step (or move the focus), Home, End, Enter, Space.
pub(super) fn grid_keys(
    act: Callback<GridAction>,
    playable: bool,
    (rows, cols): (u16, u16),
    focus: UseStateHandle<Square>,
) -> Callback<KeyboardEvent> {
    Callback::from(move |e: KeyboardEvent| {
        if e.ctrl_key() || e.meta_key() || e.alt_key() {
            return;
        }
        let key = e.key();
        let here = *focus;
        let moved = |d: Direction| {
            let board = Board::new(rows, cols).expect("grid size");
            d.neighbour(&board, here).unwrap_or(here)
        };
        match (key.as_str(), arrow_direction(&key)) {
            (_, Some(d)) if e.shift_key() || !playable => focus.set(moved(d)),
            (_, Some(d)) => act.emit(GridAction::Step(d)),
            ("Home", _) => focus.set(Square::new(here.row, 0)),
            ("End", _) => focus.set(Square::new(here.row, cols - 1)),
            ("Enter" | " ", _) if playable => act.emit(GridAction::Click(here)),
            _ => return,
        }
        e.prevent_default();
    })
}
