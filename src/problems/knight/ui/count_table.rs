//! The table of tour counts over the board: each square's open and closed tours, shaded by how
//! many there are (a heat map, with the numbers written so colour is never the only signal).

use crate::core::grid::{Board, Square};
use crate::model::i18n::{fill, t, Lang};
use crate::model::status::{fixed, format_count};
use crate::problems::knight::core::count::SquareCount;
use crate::problems::knight::model::text::KnightText;
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`CountTable`].
#[derive(Properties, PartialEq)]
pub struct CountTableProps {
    /// The board.
    pub board: Board,
    /// The squares counted so far (each symmetry class once).
    pub results: Rc<Vec<SquareCount>>,
}

/// The count for `square`: its own, or that of a square it is a mirror image of.
fn count_for(board: Board, results: &[SquareCount], square: Square) -> Option<SquareCount> {
    let images = board.images(square);
    results.iter().find(|r| images.contains(&r.square)).copied()
}

/// The tours table.
#[component]
pub fn CountTable(props: &CountTableProps) -> Html {
    // Drawn again when the language changes.
    use_context::<Lang>();
    let b = props.board;
    let total = |c: &SquareCount| c.counts.open + c.counts.closed;
    let most = props.results.iter().map(total).max().unwrap_or(0).max(1) as f64;
    let cell = |s: Square| -> Html {
        let found = count_for(b, &props.results, s);
        let heat = found.map_or(0.0, |c| ((total(&c) as f64) + 1.0).ln() / (most + 1.0).ln());
        let style = format!("--share:{}%", fixed(heat * 85.0, 0));
        let (row, col) = ((s.row + 1).to_string(), (s.col + 1).to_string());
        let label = match found {
            Some(c) => fill(
                t(KnightText::CountCell),
                &[
                    ("row", &row),
                    ("col", &col),
                    ("open", &c.counts.open.to_string()),
                    ("closed", &c.counts.closed.to_string()),
                    ("ms", &fixed(c.ms, 0)),
                ],
            ),
            None => fill(t(KnightText::CountCellPending), &[("row", &row), ("col", &col)]),
        };
        html! {
            <div class={classes!("count-cell", found.is_none().then_some("pending"))} data-testid="count-cell"
                data-row={s.row.to_string()} data-col={s.col.to_string()}
                data-open={found.map(|c| c.counts.open.to_string())}
                data-closed={found.map(|c| c.counts.closed.to_string())}
                {style} title={label.clone()} aria-label={label}>
                if let Some(c) = found {
                    <span class="open">{ format_count(c.counts.open) }</span>
                    <span class="closed">{ format_count(c.counts.closed) }{ " ↺" }</span>
                } else {
                    <span class="open">{ "…" }</span>
                }
            </div>
        }
    };
    html! {
        <div class="count-table" role="img" aria-label={t(KnightText::CountTableLabel)}
            style={format!("--rows:{};--cols:{}", b.rows(), b.cols())}>
            { for b.squares().map(cell) }
        </div>
    }
}
