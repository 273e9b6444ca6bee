//! The knight's tour page, its boards and its words.

pub mod board;
pub mod canvas_board;
pub mod count_table;
pub mod explain;
pub mod export_buttons;
pub mod growth_chart;
pub mod page;

use crate::core::grid::Square;
use crate::model::knight::export::path_text;
use std::rc::Rc;
use yew::prelude::*;

/// A board's `data-path` automation hook: the path as text while `expose` holds (no run is
/// playing), written once per path and shared, not copied, on each render (a 1000 × 1000 tour
/// is eight megabytes of text).
#[hook]
pub fn use_path_attribute(path: Rc<Vec<Square>>, expose: bool) -> Option<AttrValue> {
    let text =
        use_memo((path, expose), |(path, expose)| expose.then(|| AttrValue::from(path_text(path))));
    (*text).clone()
}
