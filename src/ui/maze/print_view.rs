//! The math maze laid out for paper: the puzzle on one sheet and its solution on the next, in
//! black and white, with nothing of the player or the settings (a toolbar above them is for the
//! screen only).

use crate::core::maze::generate::Made;
use crate::model::maze::print::{sheet, Sheet};
use yew::prelude::*;

/// Props of [`PrintView`].
#[derive(Properties, PartialEq)]
pub struct PrintViewProps {
    /// The puzzle, once it is made.
    pub made: Option<Made>,
    /// What the puzzle is (size, level, seed or day), for the sheets' headings.
    pub title: String,
    /// Back to the game.
    pub on_back: Callback<MouseEvent>,
}

fn drawing(sheet: Sheet, label: &'static str) -> Html {
    html! {
        <svg class="print-sheet" viewBox={sheet.view_box} role="img" aria-label={label}>
            <path class="grid" d={sheet.grid} />
            <path class="pieces" d={sheet.pieces} />
            { for sheet.dots.into_iter().map(|(x, y)| html! { <circle class="dot" cx={x.to_string()} cy={y.to_string()} r="5" /> }) }
            if let Some(d) = sheet.path {
                <path class="route" {d} />
            }
            { for sheet.labels.into_iter().map(|(x, y, text)| html! {
                <text x={x.to_string()} y={y.to_string()}>{ text }</text>
            }) }
        </svg>
    }
}

/// The printable sheets.
#[component]
pub fn PrintView(props: &PrintViewProps) -> Html {
    let print = Callback::from(|_: MouseEvent| {
        if let Some(window) = web_sys::window() {
            let _ = window.print();
        }
    });
    html! {
        <main id="main" tabindex="-1" class="page print-view">
            <div class="print-toolbar no-print">
                <button type="button" class="primary" data-testid="print-now" onclick={print} disabled={props.made.is_none()}>{ "Print…" }</button>
                <button type="button" data-testid="print-back" onclick={props.on_back.clone()}>{ "Back to the game" }</button>
                <p class="hint">{ "The puzzle prints on one page and its solution on the next, in black and white." }</p>
            </div>
            if let Some(made) = &props.made {
                <section class="print-page" data-testid="print-page" data-kind="puzzle">
                    <h1>{ format!("Math maze — {}", props.title) }</h1>
                    <p>{ "Draw one path from S to F through side-by-side cells (no diagonals), never visiting a cell twice. Each number says how many cells of the path lie in its row or column; a drawn piece is part of the path, and a dot marks a cell the path goes through." }</p>
                    { drawing(sheet(&made.puzzle, None), "The puzzle") }
                </section>
                <section class="print-page" data-testid="print-page" data-kind="solution">
                    <h1>{ format!("Solution — {}", props.title) }</h1>
                    { drawing(sheet(&made.puzzle, Some(&made.route)), "The solution") }
                    <p>{ "Runut (“runut-balik”: backtracking) proved this the puzzle's only solution." }</p>
                </section>
            } else {
                <p class="status" role="status">{ "Making the puzzle…" }</p>
            }
        </main>
    }
}
