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
use crate::ui::hooks::first_paint::after_next_paint;
use std::rc::Rc;
use yew::prelude::*;

/// Paths at least this long get their `data-path` text in a task of its own after the board is
/// painted: a 1000 × 1000 tour is eight megabytes of text, whose writing and handing to the page
/// would otherwise lengthen the task that draws the tour's arrival (issue 25).
const WRITTEN_LATER_FROM: usize = 100_000;

/// A board's `data-path` automation hook: the path as text while `expose` holds (no run is
/// playing), written once per path and shared, not copied, on each render. A path of
/// [`WRITTEN_LATER_FROM`] squares or more gets it a frame after it is drawn; never the text of
/// another path.
#[hook]
pub fn use_path_attribute(path: Rc<Vec<Square>>, expose: bool) -> Option<AttrValue> {
    let later = path.len() >= WRITTEN_LATER_FROM;
    let now = use_memo((path.clone(), expose && !later), |(path, now)| {
        now.then(|| AttrValue::from(path_text(path)))
    });
    let written = use_state(|| None::<(Rc<Vec<Square>>, AttrValue)>);
    {
        let written = written.clone();
        use_effect_with((path.clone(), expose && later), move |(path, wanted)| {
            if *wanted {
                let path = path.clone();
                after_next_paint(move || {
                    let text = AttrValue::from(path_text(&path));
                    written.set(Some((path, text)));
                });
            }
        });
    }
    let of_this_path = written.as_ref().filter(|(of, _)| expose && Rc::ptr_eq(of, &path));
    (*now).clone().or_else(|| of_this_path.map(|(_, text)| text.clone()))
}
