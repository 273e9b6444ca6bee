//! The n-queens board: queens placed, every square they attack, the candidate under test and,
//! when it is rejected, the queen that attacks it.

use crate::core::grid::{Board, Square};
use crate::core::queens::Conflict;
use crate::core::queens::QueensSearch;
use std::rc::Rc;
use yew::prelude::*;

/// Props of [`QueensBoard`].
#[derive(Properties, PartialEq)]
pub struct QueensBoardProps {
    /// The board's side.
    pub n: u16,
    /// The queens placed, row by row.
    pub queens: Rc<Vec<Square>>,
    /// The candidate being tested, if any.
    #[prop_or_default]
    pub candidate: Option<Square>,
    /// The candidate just rejected and why, if any.
    #[prop_or_default]
    pub rejected: Option<(Square, Conflict)>,
}

/// The queens board.
#[component]
pub fn QueensBoard(props: &QueensBoardProps) -> Html {
    let n = props.n;
    let queen_at = |s: Square| props.queens.contains(&s);
    let conflict = props.rejected.map(|(_, why)| why.by());
    let summary = if props.queens.is_empty() {
        format!("{n} by {n} board with no queens yet")
    } else {
        let cols: Vec<String> = props.queens.iter().map(|q| (q.col + 1).to_string()).collect();
        format!(
            "{n} by {n} board; queens in columns {} of rows 1 to {}",
            cols.join(", "),
            cols.len()
        )
    };
    let cell = |s: Square| -> Html {
        let queen = queen_at(s);
        let in_a_queens_row = props.queens.iter().any(|q| q.row == s.row);
        let attacked =
            !queen && (in_a_queens_row || QueensSearch::conflict(&props.queens, s).is_some());
        let rejected = props.rejected.map(|(at, _)| at) == Some(s);
        let class = classes!(
            "square",
            if (s.row + s.col) % 2 == 1 { "dark" } else { "light" },
            queen.then_some("queen"),
            attacked.then_some("attacked"),
            (props.candidate == Some(s)).then_some("candidate"),
            rejected.then_some("rejected"),
            (conflict == Some(s)).then_some("conflict"),
        );
        html! {
            <div {class} data-testid="square" data-row={s.row.to_string()} data-col={s.col.to_string()}
                data-queen={queen.then_some("true")} data-attacked={attacked.then_some("true")}>
                if queen {
                    <span class="piece" aria-hidden="true">{ "♛" }</span>
                } else if rejected {
                    <span class="mark" aria-hidden="true">{ "✗" }</span>
                } else if props.candidate == Some(s) {
                    <span class="mark" aria-hidden="true">{ "?" }</span>
                } else if attacked {
                    <span class="dot" aria-hidden="true">{ "×" }</span>
                }
            </div>
        }
    };
    let conflict_line = props.rejected.map(|(at, why)| (at, why.by())).map(|(a, b)| {
        let (x1, y1) = (a.col as f32 + 0.5, a.row as f32 + 0.5);
        let (x2, y2) = (b.col as f32 + 0.5, b.row as f32 + 0.5);
        html! {
            <svg class="lines" viewBox={format!("0 0 {n} {n}")} preserveAspectRatio="none" aria-hidden="true">
                <line class="conflict-line" x1={x1.to_string()} y1={y1.to_string()} x2={x2.to_string()} y2={y2.to_string()} />
            </svg>
        }
    });
    html! {
        <div class="board-frame queens" style={format!("--rows:{n};--cols:{n}")}>
            <div class="col-labels" aria-hidden="true">
                { for (1..=n).map(|c| html! { <span>{ c }</span> }) }
            </div>
            <div class="row-labels" aria-hidden="true">
                { for (1..=n).map(|r| html! { <span>{ r }</span> }) }
            </div>
            <div class="board" role="img" data-testid="board" data-rows={n.to_string()} data-cols={n.to_string()}
                aria-label={summary}>
                { for Board::new(n, n).into_iter().flat_map(|b| b.squares()).map(cell) }
                { for conflict_line }
            </div>
        </div>
    }
}
