//! The maze grid's input: drawing by pointer (tap or drag), marking a cell empty (right-click,
//! a long press on a touch screen, or X), the keys, and the roving focus.

use crate::core::grid::{Board, Direction, Square};
use crate::problems::math_maze::model::action::GridAction;
use crate::problems::math_maze::model::game::arrow_direction;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, PointerEvent};
use yew::prelude::*;

/// How long a touch rests on a cell to mark it instead of tapping it, in milliseconds.
const LONG_PRESS_MS: f64 = 500.0;

/// What the pointer is doing on the grid.
#[derive(Debug, Default)]
pub(super) struct Press {
    /// The last cell the pointer drew through, while it is drawing.
    drawing: Option<Square>,
    /// A touch resting on a cell since a time (ms), not yet a tap, a stroke or a long press.
    held: Option<(Square, f64)>,
}

/// The pointer's [`Press`], shared by the grid's handlers.
pub(super) type Drawing = Rc<RefCell<Press>>;

/// The cell under a point of the viewport, and its element.
fn cell_at(x: i32, y: i32) -> Option<(Square, HtmlElement)> {
    let document = web_sys::window()?.document()?;
    let element = document.element_from_point(x as f32, y as f32)?;
    let cell = element.closest("[data-testid=cell]").ok()??;
    let number = |name: &str| cell.get_attribute(name)?.parse().ok();
    let square = Square::new(number("data-row")?, number("data-col")?);
    Some((square, cell.dyn_into().ok()?))
}

/// The element holding the browser's focus.
fn active_element() -> Option<web_sys::Element> {
    web_sys::window()?.document()?.active_element()
}

/// Whether the browser's focus is inside the grid.
pub(super) fn focus_inside(grid_ref: &NodeRef) -> bool {
    let Some(grid) = grid_ref.cast::<HtmlElement>() else { return false };
    active_element().is_some_and(|a| grid.contains(Some(&a)))
}

/// Moves the browser's focus to `cell` when the focus is inside the grid, or was before the
/// render (`was_inside`) that drew the focused cell again as a new element.
pub(super) fn keep_focus(grid_ref: &NodeRef, cell: Square, was_inside: bool) {
    let Some(grid) = grid_ref.cast::<HtmlElement>() else { return };
    let active = active_element();
    if !was_inside && !active.as_ref().is_some_and(|a| grid.contains(Some(a))) {
        return;
    }
    let selector = format!("[data-row=\"{}\"][data-col=\"{}\"]", cell.row, cell.col);
    if let Ok(Some(el)) = grid.query_selector(&selector) {
        if active.as_ref() != Some(&el) {
            let _ = el.unchecked_into::<HtmlElement>().focus();
        }
    }
}

/// The cell an event's target lies in, if any.
fn target_cell(e: &web_sys::Event) -> Option<Square> {
    let element = e.target()?.dyn_into::<web_sys::Element>().ok()?;
    let cell = element.closest("[data-testid=cell]").ok()??;
    let number = |name: &str| cell.get_attribute(name)?.parse().ok();
    Some(Square::new(number("data-row")?, number("data-col")?))
}

/// A press on a cell (when `playable`): captures the pointer, clicks the cell, starts drawing.
/// A touch waits: lifted soon it is a tap, moved to another cell a stroke, held still a long
/// press (which marks the cell).
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
        focus.set(cell);
        let mut press = drawing.borrow_mut();
        press.drawing = Some(cell);
        if e.pointer_type() == "touch" {
            press.held = Some((cell, e.time_stamp()));
        } else {
            press.held = None;
            drop(press);
            act.emit(GridAction::Click(cell));
        }
    })
}

/// The pointer moving while drawing: a drag into each new cell it enters.
pub(super) fn pointer_move(act: Callback<GridAction>, drawing: Drawing) -> Callback<PointerEvent> {
    Callback::from(move |e: PointerEvent| {
        let Some(last) = drawing.borrow().drawing else { return };
        match cell_at(e.client_x(), e.client_y()) {
            Some((cell, _)) if cell != last => {
                let held = {
                    let mut press = drawing.borrow_mut();
                    press.drawing = Some(cell);
                    press.held.take()
                };
                // A touch that moves on was a stroke from the cell it rested on.
                if let Some((first, _)) = held {
                    act.emit(GridAction::Click(first));
                }
                act.emit(GridAction::Drag(cell));
            }
            _ => {}
        }
    })
}

/// The pointer released: a touch that rested on its cell is a tap, or a long press (a mark);
/// drawing stops.
pub(super) fn pointer_up(act: Callback<GridAction>, drawing: Drawing) -> Callback<PointerEvent> {
    Callback::from(move |e: PointerEvent| {
        let held = std::mem::take(&mut *drawing.borrow_mut()).held;
        if let Some((cell, since)) = held {
            let long = e.time_stamp() - since >= LONG_PRESS_MS;
            act.emit(if long { GridAction::Mark(cell) } else { GridAction::Click(cell) });
        }
    })
}

/// The pointer cancelled (the browser took the touch over): nothing happens, drawing stops.
pub(super) fn pointer_cancel(drawing: Drawing) -> Callback<PointerEvent> {
    Callback::from(move |_: PointerEvent| *drawing.borrow_mut() = Press::default())
}

/// A context menu asked for on the grid (when `playable`): a right-click (or the menu key) on
/// a cell marks it; a touch's long press, which some browsers also report so, marks the cell
/// it rests on (once: it is no longer held). The browser's own menu is not shown.
pub(super) fn context_menu(
    act: Callback<GridAction>,
    playable: bool,
    drawing: Drawing,
) -> Callback<MouseEvent> {
    Callback::from(move |e: MouseEvent| {
        if !playable {
            return;
        }
        let held = std::mem::take(&mut *drawing.borrow_mut()).held;
        let Some(cell) = held.map(|h| h.0).or_else(|| target_cell(e.as_ref())) else { return };
        e.prevent_default();
        act.emit(GridAction::Mark(cell));
    })
}

/// The keys of a `rows` × `cols` grid: arrows step (or move the focus), Home, End, Enter, Space,
/// and X (mark the focused cell empty, or take its mark off).
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
            ("x" | "X", _) if playable => act.emit(GridAction::Mark(here)),
            _ => return,
        }
        e.prevent_default();
    })
}
