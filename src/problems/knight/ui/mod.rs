//! The knight's tour page, its boards and its words.

pub mod board;
pub mod canvas_board;
pub mod count_table;
pub mod explain;
pub mod export_buttons;
pub mod growth_chart;
pub mod page;

use crate::core::grid::Square;
use crate::problems::knight::model::export::{path_text, path_text_of};
use crate::ui::dom::{in_next_task, set_attribute_js};
use crate::ui::hooks::first_paint::after_next_paint;
use js_sys::JsString;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use yew::prelude::*;

/// Paths at least this long get their `data-path` text after the board is painted, written in
/// pieces of [`PIECE`] squares, a task each: a 1000 × 1000 tour is eight megabytes of text,
/// whose writing in one go would be a long task on a phone (issue 25).
const WRITTEN_LATER_FROM: usize = 100_000;

/// Squares per piece of a giant path's text (about 800 kB of text).
const PIECE: usize = 100_000;

/// A board's `data-path` automation hook: the path as text while `expose` holds (no run is
/// playing), written once per path and shared, not copied, on each render. A path of
/// [`WRITTEN_LATER_FROM`] squares or more is written straight onto the `board` element, piece
/// by piece after it is drawn, and taken off in the render where the path changes or a run
/// starts playing (before the render sets any new text): the attribute never holds another
/// path's text, nor part of one.
#[hook]
pub fn use_path_attribute(
    path: Rc<Vec<Square>>,
    expose: bool,
    board: NodeRef,
) -> Option<AttrValue> {
    let later = path.len() >= WRITTEN_LATER_FROM;
    let now = use_memo((path.clone(), expose && !later), |(path, now)| {
        now.then(|| AttrValue::from(path_text(path)))
    });
    // The path whose text was written onto the element, by the pieces below.
    let written = use_mut_ref(|| None::<Rc<Vec<Square>>>);
    let stale = written.borrow().as_ref().is_some_and(|of| !expose || !Rc::ptr_eq(of, &path));
    if stale {
        *written.borrow_mut() = None;
        if let Some(element) = board.cast::<web_sys::Element>() {
            let _ = element.remove_attribute("data-path");
        }
    }
    use_effect_with((path, expose && later), move |(path, wanted)| {
        let cancelled = Rc::new(Cell::new(false));
        if *wanted {
            let (path, cancelled) = (path.clone(), cancelled.clone());
            let pieces = Pieces { board, path, written, cancelled };
            after_next_paint(move || pieces.write(0, JsString::from("")));
        }
        move || cancelled.set(true)
    });
    (*now).clone()
}

/// A giant path's text being written in pieces onto its board element.
struct Pieces {
    board: NodeRef,
    path: Rc<Vec<Square>>,
    /// Set to the path once its whole text is on the element.
    written: Rc<RefCell<Option<Rc<Vec<Square>>>>>,
    /// Set when the path changed or a run started before the text was done.
    cancelled: Rc<Cell<bool>>,
}

impl Pieces {
    /// Adds the piece from square `from` to the `text` so far, then writes the next piece in a
    /// task of its own; the whole text goes onto the element at once, unless cancelled.
    fn write(self, from: usize, text: JsString) {
        if self.cancelled.get() {
            return;
        }
        let to = (from + PIECE).min(self.path.len());
        let text = text.concat(&JsString::from(path_text_of(&self.path, from..to)).into());
        if to < self.path.len() {
            return in_next_task(move || self.write(to, text));
        }
        if let Some(element) = self.board.cast::<web_sys::Element>() {
            set_attribute_js(&element, "data-path", &text);
            *self.written.borrow_mut() = Some(self.path);
        }
    }
}
