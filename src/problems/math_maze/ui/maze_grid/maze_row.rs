//! [`MazeRow`]: one row of the math-maze grid, its clue and its cells, handed to the browser as
//! HTML text and redrawn only where it changed.

use crate::model::i18n::{lang, Lang};
use crate::problems::math_maze::model::markup::{redrawn, row_markup, RowView};
use web_sys::Element;
use yew::prelude::*;

/// Props of [`MazeRow`]: plain values, so a row whose cells did not change is not rendered
/// again (a 40 × 40 grid redrawn every animation frame would otherwise rebuild 1,600 cells).
#[derive(Properties, PartialEq)]
pub struct MazeRowProps {
    /// What the row shows.
    pub view: RowView,
}

/// Draws `now` into `row`, which shows `drawn` (in its language): only the children that
/// changed ([`redrawn`]), or whole the first time, in another language or at another size
/// ([`row_markup`]).
fn draw_row(row: &Element, drawn: &mut Option<(Lang, RowView)>, now: RowView) {
    let lang = lang();
    let changed = match drawn {
        Some((shown_in, before)) if *shown_in == lang => redrawn(before, &now),
        _ => None,
    };
    match changed {
        Some(changed) => {
            let children = row.children();
            for (index, html) in changed {
                if let Some(child) = children.item(index) {
                    child.set_outer_html(&html);
                }
            }
        }
        None => row.set_inner_html(&row_markup(&now)),
    }
    *drawn = Some((lang, now));
}

/// One row of the grid, its clue and its cells. The row's element is Yew's; what it holds is
/// handed to the browser as HTML text (`draw_row`): a 400-cell band built element by element
/// cost a phone-class CPU about 100 ms of attribute calls from wasm (issue 25).
#[component]
pub fn MazeRow(props: &MazeRowProps) -> Html {
    // Drawn again when the language changes.
    use_context::<Lang>();
    let row_ref = use_node_ref();
    let drawn = use_mut_ref(|| None);
    {
        let (row_ref, now) = (row_ref.clone(), props.view.clone());
        use_effect(move || {
            if let Some(row) = row_ref.cast::<Element>() {
                draw_row(&row, &mut drawn.borrow_mut(), now);
            }
        });
    }
    html! { <div role="row" class="maze-row" ref={row_ref} /> }
}
