//! The n-queens board: queens placed, every square they attack, the candidate under test and,
//! when it is rejected, the queen that attacks it.

use crate::core::grid::{Board, Square};
use crate::model::i18n::grid::cell_name;
use crate::model::i18n::say;
use crate::model::i18n::Lang;
use crate::problems::queens::core::Conflict;
use crate::problems::queens::core::QueensSearch;
use crate::problems::queens::model::text::QueensText;
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
    /// Whether the squares the queens attack are marked (practice hides them: they would give
    /// the answers away).
    #[prop_or(true)]
    pub show_attacks: bool,
    /// Practice: called when the learner picks a square (click, Enter or Space); without it
    /// the squares are not interactive.
    #[prop_or_default]
    pub on_select: Option<Callback<Square>>,
    /// Practice: the square the search chooses, shown after a wrong answer.
    #[prop_or_default]
    pub answer: Option<Square>,
    /// Practice: the squares an explanation cites.
    #[prop_or_default]
    pub cited: Rc<Vec<Square>>,
}

/// The queens board.
#[component]
pub fn QueensBoard(props: &QueensBoardProps) -> Html {
    // Drawn again when the language changes.
    use_context::<Lang>();
    let n = props.n;
    let queen_at = |s: Square| props.queens.contains(&s);
    let conflict = props.rejected.map(|(_, why)| why.by());
    let summary = if props.queens.is_empty() {
        say(QueensText::BoardEmpty, &[("n", &n)])
    } else {
        let cols: Vec<String> = props.queens.iter().map(|q| (q.col + 1).to_string()).collect();
        say(
            QueensText::BoardQueens,
            &[("n", &n), ("columns", &cols.join(", ")), ("rows", &cols.len())],
        )
    };
    let cell = |s: Square| -> Html {
        let queen = queen_at(s);
        let in_a_queens_row = props.queens.iter().any(|q| q.row == s.row);
        let attacked = props.show_attacks
            && !queen
            && (in_a_queens_row || QueensSearch::conflict(&props.queens, s).is_some());
        let rejected = props.rejected.map(|(at, _)| at) == Some(s);
        let class = classes!(
            "square",
            if (s.row + s.col) % 2 == 1 { "dark" } else { "light" },
            queen.then_some("queen"),
            attacked.then_some("attacked"),
            (props.candidate == Some(s)).then_some("candidate"),
            rejected.then_some("rejected"),
            (conflict == Some(s)).then_some("conflict"),
            (props.answer == Some(s)).then_some("answer"),
            props.cited.contains(&s).then_some("cited"),
        );
        let pick = props.on_select.as_ref();
        let onclick = pick.map(|pick| pick.reform(move |_: MouseEvent| s));
        let onkeydown = pick.map(|pick| {
            let pick = pick.clone();
            Callback::from(move |e: KeyboardEvent| {
                if matches!(e.key().as_str(), "Enter" | " ") {
                    e.prevent_default();
                    pick.emit(s);
                }
            })
        });
        let label = pick.map(|_| cell_name(s));
        html! {
            <div {class} data-testid="square" data-row={s.row.to_string()} data-col={s.col.to_string()}
                role={pick.map(|_| "button")} tabindex={pick.map(|_| "0")} aria-label={label} {onclick} {onkeydown}
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
    let conflict_line = props.rejected.map(|(at, why)| match why {
        Conflict::Pair { first, second } => (first, second),
        _ => (at, why.by()),
    });
    let conflict_line = conflict_line.map(|(a, b)| {
        let half = |i: u16| format!("{i}.5");
        let (x1, y1, x2, y2) = (half(a.col), half(a.row), half(b.col), half(b.row));
        html! {
            <svg class="lines" viewBox={format!("0 0 {n} {n}")} preserveAspectRatio="none" aria-hidden="true">
                <line class="conflict-line" {x1} {y1} {x2} {y2} />
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
